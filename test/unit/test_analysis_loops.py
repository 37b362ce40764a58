"""Natural loops, the loop forest and irreducible control flow."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ncpu_opt.analysis.cfg import CFG
from ncpu_opt.analysis.dominators import DominatorTree
from ncpu_opt.analysis.loops import IrreducibleControlFlowError, LoopInfo
from ncpu_opt.analysis.testing import blocks_by_name, build_function
from ncpu_opt.errors import NcpuError
from ncpu_opt.ir.module import BasicBlock, Function


def names(blocks: list[BasicBlock]) -> list[str]:
    return [b.name for b in blocks]


def test_no_loops() -> None:
    fn = build_function("entry: br c a b\na: br j\nb: br j\nj: ret", "c:i1")
    li = LoopInfo(fn)
    assert li.loops() == [] and len(li) == 0
    assert li.loop_for(fn.blocks[0]) is None
    assert li.irreducible_edges == []


def test_simple_loop() -> None:
    fn = build_function(
        """
        entry: br pre
        pre: br head
        head: br c body exit
        body: br head
        exit: ret
        """,
        "c:i1",
    )
    b = blocks_by_name(fn)
    li = LoopInfo(fn)
    (loop,) = li.loops()
    assert loop.header is b["head"]
    assert names(loop.blocks) == ["head", "body"]
    assert names(loop.latches) == ["body"]
    assert names(loop.exiting_blocks) == ["head"]
    assert names(loop.exit_blocks) == ["exit"]
    assert loop.preheader is b["pre"]
    assert loop.depth == 1 and loop.parent is None and loop.is_innermost
    assert li.loop_for(b["body"]) is loop
    assert li.loop_for(b["exit"]) is None
    assert li.is_loop_header(b["head"]) and not li.is_loop_header(b["body"])
    assert b["body"] in loop and b["exit"] not in loop


def test_self_loop_without_preheader() -> None:
    # entry branches to the loop and elsewhere: not a preheader.
    fn = build_function("entry: br c l x\nl: br c l x\nx: ret", "c:i1")
    b = blocks_by_name(fn)
    (loop,) = LoopInfo(fn).loops()
    assert names(loop.blocks) == ["l"]
    assert loop.latches == [b["l"]] and loop.single_latch is b["l"]
    assert loop.preheader is None


def test_nested_loops() -> None:
    fn = build_function(
        """
        entry: br outer
        outer: br inner
        inner: br c inner olatch
        olatch: br c outer exit
        exit: ret
        """,
        "c:i1",
    )
    b = blocks_by_name(fn)
    li = LoopInfo(fn)
    outer, inner = li.loops()
    assert outer.header is b["outer"] and inner.header is b["inner"]
    assert inner.parent is outer and outer.children == [inner]
    assert li.top_level == [outer]
    assert names(outer.blocks) == ["outer", "inner", "olatch"]
    assert names(inner.blocks) == ["inner"]
    assert inner.depth == 2 and li.loop_depth(b["inner"]) == 2
    assert li.loop_depth(b["olatch"]) == 1 and li.loop_depth(b["exit"]) == 0
    assert li.loop_for(b["olatch"]) is outer
    assert outer.contains(inner) and not inner.contains(outer)
    assert names(inner.exit_blocks) == ["olatch"]
    assert inner.preheader is b["outer"]
    assert outer.preheader is b["entry"]


def test_multiple_exits_and_latches() -> None:
    fn = build_function(
        """
        entry: br head
        head: br c a b
        a: br c head x1
        b: br c head x2
        x1: ret
        x2: br x1
        """,
        "c:i1",
    )
    b = blocks_by_name(fn)
    (loop,) = LoopInfo(fn).loops()
    assert names(loop.blocks) == ["head", "a", "b"]
    assert names(loop.latches) == ["a", "b"]
    assert loop.single_latch is None
    assert names(loop.exiting_blocks) == ["a", "b"]
    assert names(loop.exit_blocks) == ["x1", "x2"]
    assert loop.single_exit_block is None
    assert loop.preheader is b["entry"]


def test_sibling_loops_and_unreachable_blocks() -> None:
    fn = build_function(
        """
        entry: br l1
        l1: br c l1 mid
        mid: br l2
        l2: br c l2 exit
        dead: br l2
        exit: ret
        """,
        "c:i1",
    )
    b = blocks_by_name(fn)
    li = LoopInfo(fn)
    assert [lp.header.name for lp in li.top_level] == ["l1", "l2"]
    assert li.loop_for(b["dead"]) is None
    # The unreachable predecessor still feeds l2's phis: no preheader.
    assert li.top_level[1].preheader is None
    assert li.top_level[0].preheader is b["entry"]


def test_shared_header_for_loops_with_two_back_edges_nesting_inside() -> None:
    # An inner loop with its own header inside a loop whose header has two latches.
    fn = build_function(
        """
        entry: br h
        h: br c i l1
        i: br c i l2
        l1: br h
        l2: br c h exit
        exit: ret
        """,
        "c:i1",
    )
    li = LoopInfo(fn)
    outer, inner = li.loops()
    assert names(outer.latches) == ["l1", "l2"]
    assert names(outer.blocks) == ["h", "i", "l1", "l2"]
    assert inner.parent is outer and names(inner.blocks) == ["i"]


IRREDUCIBLE = """
entry: br c p q
p: br c q exit
q: br c p exit
exit: ret
"""


def test_irreducible_raises_with_names() -> None:
    fn = build_function(IRREDUCIBLE, "c:i1", name="kern")
    with pytest.raises(NcpuError) as info:
        LoopInfo(fn)
    err = info.value
    assert isinstance(err, IrreducibleControlFlowError)
    assert "@kern" in err.message
    assert "%p" in err.message and "%q" in err.message
    assert "irreducible" in err.message


def test_irreducible_allowed() -> None:
    fn = build_function(
        """
        entry: br c p q
        p: br c q exit
        q: br c p l
        l: br c l exit
        exit: ret
        """,
        "c:i1",
    )
    b = blocks_by_name(fn)
    li = LoopInfo(fn, allow_irreducible=True)
    assert len(li.irreducible_edges) == 1
    # The irreducible cycle is not a loop; the natural loop at l still is.
    assert [lp.header for lp in li.loops()] == [b["l"]]
    assert li.loop_for(b["p"]) is None


def test_irreducible_inside_natural_loop() -> None:
    fn = build_function(
        """
        entry: br h
        h: br c p q
        p: br c q latch
        q: br c p latch
        latch: br c h exit
        exit: ret
        """,
        "c:i1",
    )
    with pytest.raises(IrreducibleControlFlowError):
        LoopInfo(fn)
    li = LoopInfo(fn, allow_irreducible=True)
    (loop,) = li.loops()
    assert names(loop.blocks) == ["h", "p", "q", "latch"]


def test_reuses_given_domtree() -> None:
    fn = build_function("e: br l\nl: br c l x\nx: ret", "c:i1")
    dt = DominatorTree(fn)
    assert LoopInfo(fn, domtree=dt).domtree is dt


def test_format() -> None:
    fn = build_function("entry: br outer\nouter: br inner\ninner: br c inner ol\nol: br c outer exit\nexit: ret", "c:i1")
    assert LoopInfo(fn).format().splitlines() == [
        "Loop info for function 'f':",
        "Loop at depth 1 containing: %outer<header>,%inner,%ol<latch><exiting>",
        "    Loop at depth 2 containing: %inner<header><latch><exiting>",
    ]


# -- property test -------------------------------------------------------------------


@st.composite
def random_cfgs(draw: st.DrawFn) -> Function:
    n = draw(st.integers(1, 9))
    lines = []
    for i in range(n):
        kind = draw(st.sampled_from(["ret", "br", "cbr", "cbr"]))
        if kind == "ret":
            term = "ret"
        elif kind == "br":
            term = f"br b{draw(st.integers(0, n - 1))}"
        else:
            term = f"br c b{draw(st.integers(0, n - 1))} b{draw(st.integers(0, n - 1))}"
        lines.append(f"b{i}: {term}")
    return build_function("\n".join(lines), "c:i1")


@settings(max_examples=300, deadline=None)
@given(random_cfgs())
def test_loops_are_natural_loops(fn: Function) -> None:
    cfg = CFG(fn)
    dt = DominatorTree(fn)
    li = LoopInfo(fn, allow_irreducible=True)
    headers = {lp.header for lp in li.loops()}
    for block in dt.blocks():
        back = [p for p in cfg.preds[block] if dt.dominates(block, p)]
        assert (block in headers) == bool(back)
    for loop in li.loops():
        # Body: the header plus the blocks reaching a latch without passing it.
        body = {loop.header}
        work = list(loop.latches)
        while work:
            blk = work.pop()
            if blk not in body:
                body.add(blk)
                work += [p for p in cfg.preds[blk] if dt.is_reachable(p)]
        assert set(loop.blocks) == body
        if loop.parent is not None:
            assert set(loop.blocks) < set(loop.parent.blocks)
        # The innermost loop of each block is the smallest containing it.
        for blk in loop.blocks:
            inner = li.loop_for(blk)
            assert inner is not None and set(inner.blocks) <= set(loop.blocks)
