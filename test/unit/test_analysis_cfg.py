"""CFG helpers: orders, reachability, critical and irreducible edges."""

from __future__ import annotations

from ncpu_opt.analysis.cfg import (
    CFG,
    critical_edges,
    irreducible_edges,
    is_reachable,
    is_reducible,
    post_order,
    predecessors,
    reachable_blocks,
    reverse_post_order,
    successors,
    unreachable_blocks,
)
from ncpu_opt.analysis.testing import blocks_by_name, build_function
from ncpu_opt.ir.module import BasicBlock


def names(blocks: list[BasicBlock]) -> list[str]:
    return [b.name for b in blocks]


DIAMOND = """
entry: br c left right
left:  br join
right: br join
join:  ret
"""


def test_straight_line_orders() -> None:
    fn = build_function("a: br b\nb: br c\nc: ret")
    assert names(reverse_post_order(fn)) == ["a", "b", "c"]
    assert names(post_order(fn)) == ["c", "b", "a"]
    assert unreachable_blocks(fn) == []
    assert critical_edges(fn) == []


def test_diamond_orders_and_edges() -> None:
    fn = build_function(DIAMOND, "c:i1")
    b = blocks_by_name(fn)
    assert names(reverse_post_order(fn))[0] == "entry"
    assert names(reverse_post_order(fn))[-1] == "join"
    assert names(successors(b["entry"])) == ["left", "right"]
    assert names(predecessors(b["join"])) == ["left", "right"]
    assert critical_edges(fn) == []
    assert is_reducible(fn)


def test_duplicate_successor_is_one_edge() -> None:
    fn = build_function("a: br c b b\nb: ret", "c:i1")
    b = blocks_by_name(fn)
    assert successors(b["a"]) == [b["b"]]
    assert CFG(fn).preds[b["b"]] == [b["a"]]


def test_predecessors_in_function_order_not_use_order() -> None:
    # The join's incoming edges are created z-first; the result is in block order.
    fn = build_function("e: br c x z\nx: br j\nz: br j\nj: ret", "c:i1")
    b = blocks_by_name(fn)
    assert names(predecessors(b["j"])) == ["x", "z"]


def test_critical_edge() -> None:
    fn = build_function("entry: br c mid join\nmid: br join\njoin: ret", "c:i1")
    b = blocks_by_name(fn)
    assert critical_edges(fn) == [(b["entry"], b["join"])]


def test_unreachable_and_reachability() -> None:
    fn = build_function(
        """
        entry: br exit
        dead:  br dead2
        dead2: br exit
        exit:  ret
        """
    )
    b = blocks_by_name(fn)
    assert names(unreachable_blocks(fn)) == ["dead", "dead2"]
    assert reachable_blocks(fn) == {b["entry"], b["exit"]}
    assert is_reachable(b["dead"], b["exit"])
    assert not is_reachable(b["exit"], b["dead"])
    assert is_reachable(b["exit"], b["exit"])
    assert names(reverse_post_order(fn)) == ["entry", "exit"]


def test_loop_has_one_retreating_edge_and_is_reducible() -> None:
    fn = build_function("e: br h\nh: br c b x\nb: br h\nx: ret", "c:i1")
    b = blocks_by_name(fn)
    assert CFG(fn).retreating_edges() == [(b["b"], b["h"])]
    assert irreducible_edges(fn) == []


def test_irreducible_edges() -> None:
    # Two entries into the cycle p <-> q.
    fn = build_function(
        """
        entry: br c p q
        p:     br c q exit
        q:     br c p exit
        exit:  ret
        """,
        "c:i1",
    )
    b = blocks_by_name(fn)
    edges = irreducible_edges(fn)
    assert len(edges) == 1
    assert edges[0] in ((b["q"], b["p"]), (b["p"], b["q"]))
    assert not is_reducible(fn)


def test_deep_chain_does_not_recurse() -> None:
    n = 5000
    text = "\n".join(f"b{i}: br b{i + 1}" for i in range(n)) + f"\nb{n}: ret"
    fn = build_function(text)
    assert len(reverse_post_order(fn)) == n + 1
