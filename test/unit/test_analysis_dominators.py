"""Dominator and post-dominator trees, including a property test."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from ncpu_opt.analysis.cfg import CFG
from ncpu_opt.analysis.dominators import DominatorTree, PostDominatorTree
from ncpu_opt.analysis.testing import blocks_by_name, build_function, values_by_name
from ncpu_opt.ir.instructions import Instruction
from ncpu_opt.ir.module import BasicBlock, Function


def names(blocks: list[BasicBlock]) -> list[str]:
    return [b.name for b in blocks]


DIAMOND = """
entry: x = add a 1; br c left right
left:  y = add x 2; br join
right: z = add x 3; br join
join:  p = phi [y left] [z right]; q = add p x; ret q
"""

NESTED = """
entry: br outer
outer: i = phi [0 entry] [i2 olatch]; br inner
inner: j = phi [0 outer] [j2 inner]; j2 = add j 1; br c inner olatch
olatch: i2 = add i 1; br c outer exit
exit: ret i2
"""


def test_straight_line() -> None:
    fn = build_function("a: br b\nb: br c\nc: ret")
    dt = DominatorTree(fn)
    b = blocks_by_name(fn)
    assert dt.idom(b["a"]) is None
    assert dt.idom(b["c"]) is b["b"]
    assert dt.dominates(b["a"], b["c"]) and not dt.dominates(b["c"], b["a"])
    assert dt.dominates(b["b"], b["b"]) and not dt.properly_dominates(b["b"], b["b"])
    assert names(dt.preorder()) == ["a", "b", "c"]
    assert dt.root is b["a"]


def test_diamond() -> None:
    fn = build_function(DIAMOND, "a c:i1")
    dt = DominatorTree(fn)
    b = blocks_by_name(fn)
    assert dt.idom(b["join"]) is b["entry"]
    assert names(dt.children(b["entry"])) == ["left", "right", "join"]
    assert not dt.dominates(b["left"], b["join"])
    assert dt.nearest_common_dominator(b["left"], b["right"]) is b["entry"]
    assert dt.level(b["join"]) == 1
    df = dt.dominance_frontiers()
    assert names(df[b["left"]]) == ["join"]
    assert names(df[b["right"]]) == ["join"]
    assert df[b["entry"]] == [] and df[b["join"]] == []


def test_instruction_dominance_and_uses() -> None:
    fn = build_function(DIAMOND, "a c:i1")
    v = values_by_name(fn)
    b = blocks_by_name(fn)
    dt = DominatorTree(fn)
    x, y, p, q = (v[n] for n in "xypq")
    assert isinstance(x, Instruction) and isinstance(y, Instruction)
    assert isinstance(p, Instruction) and isinstance(q, Instruction)
    assert dt.dominates(x, y)
    assert not dt.dominates(y, p)  # left does not dominate join
    assert dt.dominates(p, q) and not dt.dominates(q, p)
    assert not dt.dominates(x, x)
    assert dt.dominates(b["entry"], y)
    assert dt.dominates(x, b["join"]) and not dt.dominates(x, b["entry"])
    # The phi reads y at the end of %left, which y's block dominates.
    y_use = next(u for u in y.uses if u.user is p)
    assert dt.dominates_use(y, y_use)
    # Arguments are available everywhere reachable.
    a_use = next(iter(v["a"].uses))
    assert dt.dominates_use(v["a"], a_use)
    # x used by q in the join: ordinary dominance.
    x_use = next(u for u in x.uses if u.user is q)
    assert dt.dominates_use(x, x_use)


def test_phi_use_around_back_edge() -> None:
    fn = build_function(NESTED, "c:i1")
    v = values_by_name(fn)
    dt = DominatorTree(fn)
    i2, i = v["i2"], v["i"]
    assert isinstance(i, Instruction) and isinstance(i2, Instruction)
    # i2 is defined after the phi that reads it, but at the latch's end.
    use = next(u for u in i2.uses if u.user is i)
    assert dt.dominates_use(i2, use)
    assert not dt.dominates(i2, i)


def test_non_dominating_phi_use() -> None:
    fn = build_function(
        """
        entry: br c l r
        l: x = add 1 2; br j
        r: br j
        j: p = phi [x r] [0 l]; ret p
        """,
        "c:i1",
    )
    v = values_by_name(fn)
    x = v["x"]
    use = next(iter(x.uses))
    assert not DominatorTree(fn).dominates_use(x, use)


def test_loop_dominance_frontier() -> None:
    fn = build_function(NESTED, "c:i1")
    b = blocks_by_name(fn)
    dt = DominatorTree(fn)
    df = dt.dominance_frontiers()
    assert names(df[b["inner"]]) == ["outer", "inner"]
    assert names(df[b["olatch"]]) == ["outer"]
    assert names(df[b["outer"]]) == ["outer"]
    assert df[b["exit"]] == []


def test_entry_in_a_cycle_is_its_own_frontier() -> None:
    fn = build_function("e: br c e x\nx: ret", "c:i1")
    b = blocks_by_name(fn)
    assert DominatorTree(fn).dominance_frontier(b["e"]) == [b["e"]]


def test_unreachable_blocks_are_outside_the_tree() -> None:
    fn = build_function("e: br x\nd: br x\nx: ret")
    b = blocks_by_name(fn)
    dt = DominatorTree(fn)
    assert not dt.is_reachable(b["d"])
    assert dt.idom(b["d"]) is None
    assert not dt.dominates(b["d"], b["d"])
    assert not dt.dominates(b["d"], b["x"])
    assert not dt.dominates(b["e"], b["d"])
    # The unreachable predecessor does not stop e from dominating x.
    assert dt.idom(b["x"]) is b["e"]
    assert names(dt.blocks()) == ["e", "x"]


def test_declaration_has_empty_trees() -> None:
    fn = build_function("e: ret")
    fn.blocks.clear()
    assert DominatorTree(fn).root is None
    assert PostDominatorTree(fn).roots == []


# -- post-dominators -------------------------------------------------------------------


def test_postdom_diamond() -> None:
    fn = build_function(DIAMOND, "a c:i1")
    b = blocks_by_name(fn)
    pdt = PostDominatorTree(fn)
    assert pdt.ipdom(b["entry"]) is b["join"]
    assert pdt.ipdom(b["left"]) is b["join"]
    assert pdt.ipdom(b["join"]) is None
    assert names(pdt.roots) == ["join"]
    assert pdt.post_dominates(b["join"], b["entry"])
    assert not pdt.post_dominates(b["left"], b["entry"])
    # Control dependence: left and right depend on the branch in entry.
    pdf = pdt.post_dominance_frontiers()
    assert names(pdf[b["left"]]) == ["entry"]
    assert pdf[b["join"]] == []


def test_postdom_multiple_returns() -> None:
    fn = build_function(
        """
        entry: br c a b
        a: ret
        b: br c2 b1 b2
        b1: br b3
        b2: br b3
        b3: unreachable
        """,
        "c:i1 c2:i1",
    )
    b = blocks_by_name(fn)
    pdt = PostDominatorTree(fn)
    assert pdt.ipdom(b["entry"]) is None  # only the virtual exit
    assert pdt.ipdom(b["b"]) is b["b3"]
    assert names(pdt.roots) == ["entry", "a", "b3"]
    assert names(pdt.exit_roots) == ["a", "b3"]
    assert pdt.nearest_common_post_dominator(b["a"], b["b"]) is None
    assert pdt.nearest_common_post_dominator(b["b1"], b["b2"]) is b["b3"]
    assert names(pdt.post_dominance_frontiers()[b["a"]]) == ["entry"]


def test_postdom_infinite_loop() -> None:
    fn = build_function(
        """
        entry: br c loop exit
        loop: br body
        body: br loop
        exit: ret
        """,
        "c:i1",
    )
    b = blocks_by_name(fn)
    pdt = PostDominatorTree(fn)
    # Every block is covered; the loop hangs off the virtual exit via its deepest block.
    assert all(pdt.contains(block) for block in fn.blocks)
    assert names(pdt.exit_roots) == ["exit", "body"]
    assert pdt.ipdom(b["loop"]) is b["body"]
    assert pdt.ipdom(b["body"]) is None
    assert pdt.ipdom(b["entry"]) is None
    assert not pdt.post_dominates(b["exit"], b["entry"])


def test_postdom_function_that_never_returns() -> None:
    fn = build_function("entry: br loop\nloop: br c loop l2\nl2: br loop", "c:i1")
    b = blocks_by_name(fn)
    pdt = PostDominatorTree(fn)
    assert names(pdt.exit_roots) == ["l2"]
    assert pdt.ipdom(b["entry"]) is b["loop"]
    assert pdt.ipdom(b["loop"]) is b["l2"]


def test_postdom_covers_unreachable_blocks() -> None:
    fn = build_function("e: br x\nd: br x\nx: ret")
    b = blocks_by_name(fn)
    pdt = PostDominatorTree(fn)
    assert pdt.ipdom(b["d"]) is b["x"]
    assert pdt.post_dominates(b["x"], b["e"])


def test_postdom_instructions() -> None:
    fn = build_function(DIAMOND, "a c:i1")
    v = values_by_name(fn)
    pdt = PostDominatorTree(fn)
    x, q, y = v["x"], v["q"], v["y"]
    assert isinstance(x, Instruction) and isinstance(q, Instruction) and isinstance(y, Instruction)
    assert pdt.post_dominates(q, x)
    assert not pdt.post_dominates(x, q)
    assert not pdt.post_dominates(y, x)


def test_format() -> None:
    fn = build_function(DIAMOND, "a c:i1")
    text = DominatorTree(fn).format()
    assert text.splitlines() == [
        "DominatorTree for function: f",
        "  [1] %entry",
        "    [2] %left",
        "    [2] %right",
        "    [2] %join",
    ]
    assert PostDominatorTree(fn).format().startswith("PostDominatorTree for function: f\n  [1] %join\n")


# -- property test -------------------------------------------------------------------


@st.composite
def random_cfgs(draw: st.DrawFn) -> Function:
    """A function of 1..9 blocks, each ending in ret, br or a conditional br."""
    n = draw(st.integers(1, 9))
    lines = []
    for i in range(n):
        kind = draw(st.sampled_from(["ret", "br", "cbr", "cbr"]))
        if kind == "ret":
            term = "ret"
        elif kind == "br":
            term = f"br b{draw(st.integers(0, n - 1))}"
        else:
            t, f = draw(st.integers(0, n - 1)), draw(st.integers(0, n - 1))
            term = f"br c b{t} b{f}"
        lines.append(f"b{i}: {term}")
    return build_function("\n".join(lines), "c:i1")


def _reachable_avoiding(cfg: CFG, avoid: BasicBlock | None) -> set[BasicBlock]:
    entry = cfg.entry
    assert entry is not None
    if entry is avoid:
        return set()
    seen = {entry}
    work = [entry]
    while work:
        for succ in cfg.succs[work.pop()]:
            if succ is not avoid and succ not in seen:
                seen.add(succ)
                work.append(succ)
    return seen


@settings(max_examples=300, deadline=None)
@given(random_cfgs())
def test_dominates_matches_definition(fn: Function) -> None:
    cfg = CFG(fn)
    dt = DominatorTree(fn)
    reachable = _reachable_avoiding(cfg, None)
    for a in fn.blocks:
        without_a = _reachable_avoiding(cfg, a)
        for b in fn.blocks:
            if a not in reachable or b not in reachable:
                expected = False
            else:
                # a dominates b iff removing a cuts every path to b.
                expected = a is b or b not in without_a
            assert dt.dominates(a, b) == expected, (a.name, b.name)


def _reaches_exit_avoiding(
    cfg: CFG, exits: set[BasicBlock], start: BasicBlock, avoid: BasicBlock
) -> bool:
    """Whether ``start`` reaches one of ``exits`` (edges to the virtual exit) avoiding ``avoid``."""
    if start is avoid:
        return False
    seen = {start}
    work = [start]
    while work:
        block = work.pop()
        if block in exits:
            return True
        for succ in cfg.succs[block]:
            if succ is not avoid and succ not in seen:
                seen.add(succ)
                work.append(succ)
    return False


@settings(max_examples=300, deadline=None)
@given(random_cfgs())
def test_post_dominates_matches_definition(fn: Function) -> None:
    """Checked on the CFG plus the tree's edges to the virtual exit."""
    cfg = CFG(fn)
    pdt = PostDominatorTree(fn)
    exits = set(pdt.exit_roots)
    # Every block reaches the virtual exit, and the real exits are all joined to it.
    assert cfg.reaching(exits) == set(fn.blocks)
    assert {b for b in fn.blocks if not cfg.succs[b]} <= exits
    for a in fn.blocks:
        for b in fn.blocks:
            expected = a is b or not _reaches_exit_avoiding(cfg, exits, b, a)
            assert pdt.post_dominates(a, b) == expected, (a.name, b.name)


@settings(max_examples=200, deadline=None)
@given(random_cfgs())
def test_frontier_and_idom_match_definitions(fn: Function) -> None:
    cfg = CFG(fn)
    dt = DominatorTree(fn)
    df = dt.dominance_frontiers()
    covered = dt.blocks()
    for x in covered:
        expected = [
            y for y in covered
            if any(dt.dominates(x, p) for p in cfg.preds[y]) and not dt.properly_dominates(x, y)
        ]
        assert df[x] == expected
        # The idom is the deepest strict dominator.
        strict = [a for a in covered if dt.properly_dominates(a, x)]
        idom = max(strict, key=dt.level) if strict else None
        assert dt.idom(x) is idom
