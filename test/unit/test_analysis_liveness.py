"""Liveness at block boundaries and across regions."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ncpu_opt.analysis.cfg import CFG
from ncpu_opt.analysis.liveness import Liveness, region_liveness, values_live_across
from ncpu_opt.analysis.testing import blocks_by_name, build_function, values_by_name
from ncpu_opt.ir.instructions import Instruction
from ncpu_opt.ir.module import Function
from ncpu_opt.ir.values import Value


def names(values: list[Value]) -> list[str]:
    return [v.name for v in values]


def test_straight_line() -> None:
    fn = build_function(
        """
        a: x = add p 1; y = add p 2; br b
        b: z = add x 1; br c
        c: w = add z y; ret w
        """,
        "p",
    )
    b = blocks_by_name(fn)
    lv = Liveness(fn)
    assert names(lv.live_in(b["a"])) == ["p"]
    assert names(lv.live_out(b["a"])) == ["x", "y"]
    assert names(lv.live_in(b["b"])) == ["x", "y"]
    assert names(lv.live_out(b["b"])) == ["y", "z"]
    assert names(lv.live_in(b["c"])) == ["y", "z"]
    assert lv.live_out(b["c"]) == []


def test_diamond_with_phi() -> None:
    fn = build_function(
        """
        entry: x = add a 1; u = add a 2; br c l r
        l: y = add x 1; br j
        r: br j
        j: p = phi [y l] [x r]; q = add p u; ret q
        """,
        "a c:i1",
    )
    b = blocks_by_name(fn)
    v = values_by_name(fn)
    lv = Liveness(fn)
    # The phi reads y at the end of l and x at the end of r: neither is live into j.
    assert names(lv.live_out(b["l"])) == ["u", "y"]
    assert names(lv.live_in(b["r"])) == ["x", "u"]
    assert names(lv.live_out(b["r"])) == ["x", "u"]
    assert names(lv.live_in(b["j"])) == ["u"]
    assert not lv.is_live_in(v["p"], b["j"])  # defined at the block's entry
    assert lv.is_live_out(v["y"], b["l"]) and not lv.is_live_in(v["y"], b["j"])
    assert names(lv.live_on_edge(b["l"], b["j"])) == ["u", "y"]
    assert names(lv.live_on_edge(b["r"], b["j"])) == ["x", "u"]
    # x is used in l (for y) and, through the phi, at the end of r.
    assert names(lv.live_out(b["entry"])) == ["x", "u"]


def test_branch_condition_is_a_use() -> None:
    fn = build_function("e: br m\nm: br c x y\nx: ret\ny: ret", "c:i1")
    b = blocks_by_name(fn)
    lv = Liveness(fn)
    assert names(lv.live_in(b["m"])) == ["c"]
    assert names(lv.live_out(b["e"])) == ["c"]


def test_values_live_across_back_edge() -> None:
    fn = build_function(
        """
        entry: n = add a 10; br head
        head: i = phi [0 entry] [i2 latch]; s = phi [0 entry] [s2 latch]; br c body exit
        body: s2 = add s i; br latch
        latch: i2 = add i 1; br head
        exit: ret s
        """,
        "a c:i1",
    )
    b = blocks_by_name(fn)
    v = values_by_name(fn)
    lv = Liveness(fn)
    # The phis' next values cross the back edge; i and s stay live through the body.
    assert names(lv.live_out(b["latch"])) == ["c", "s2", "i2"]
    assert names(lv.live_on_edge(b["latch"], b["head"])) == ["c", "s2", "i2"]
    assert names(lv.live_in(b["head"])) == ["c"]
    assert names(lv.live_in(b["body"])) == ["c", "i", "s"]
    assert names(lv.live_in(b["latch"])) == ["c", "i", "s2"]
    assert names(lv.live_in(b["exit"])) == ["s"]
    # n is never used: live nowhere.
    assert all(not lv.is_live_out(v["n"], blk) for blk in fn.blocks)


def test_value_live_around_whole_loop() -> None:
    # x is defined before the loop and used after it: live in every loop block.
    fn = build_function(
        """
        entry: x = add a 1; br h
        h: br c h2 out
        h2: br h
        out: y = add x 1; ret y
        """,
        "a c:i1",
    )
    b = blocks_by_name(fn)
    v = values_by_name(fn)
    lv = Liveness(fn)
    for name in ("h", "h2"):
        assert lv.is_live_in(v["x"], b[name]) and lv.is_live_out(v["x"], b[name])
    assert not lv.is_live_in(v["x"], b["entry"])


def test_tracked_values_and_order() -> None:
    fn = build_function("e: x = add b a; ret x", "a b")
    lv = Liveness(fn)
    assert names(lv.tracked_values()) == ["a", "b", "x"]
    assert names(lv.live_in(fn.blocks[0])) == ["a", "b"]


def test_format() -> None:
    fn = build_function("e: x = add a 1; br f\nf: ret x", "a")
    assert Liveness(fn).format().splitlines() == [
        "Liveness for function: f",
        "  %e:",
        "    live-in:  %a",
        "    live-out: %x",
        "  %f:",
        "    live-in:  %x",
        "    live-out:",
    ]


# -- regions ---------------------------------------------------------------------------

BARRIER_LOOP = """
entry: g = add a 1; br head
head: i = phi [0 entry] [i2 latch]; t = add i g; br bar
bar: br after
after: u = add t i; br latch
latch: i2 = add i 1; br c head exit
exit: ret
"""


def test_regions_barrier_inside_loop() -> None:
    # A barrier (block "bar") in a loop body: region 0 is before it, region 1 after.
    fn = build_function(BARRIER_LOOP, "a c:i1")
    b = blocks_by_name(fn)
    region_of = {b["entry"]: 0, b["head"]: 0, b["bar"]: 1, b["after"]: 1, b["latch"]: 1, b["exit"]: 1}
    result = region_liveness(fn, region_of)
    # Region 1 needs t and i from region 0, the argument c, and g, which only
    # passes through it on its way back to region 0.
    assert names(result.live_in[1]) == ["c", "g", "i", "t"]
    # Region 0 needs i2 back around the loop, g (through-value across region 1)
    # and the argument a in the entry's region.
    assert names(result.live_in[0]) == ["a", "c", "g", "i2"]
    assert names(result.live_out[0]) == ["c", "g", "i", "t"]
    assert names(result.live_out[1]) == ["c", "g", "i2"]
    assert names(result.values) == ["a", "c", "g", "i", "t", "i2"]
    assert list(result.live_in) == [0, 1]
    assert result.values == values_live_across(fn, region_of)


def test_regions_single_region_only_arguments() -> None:
    fn = build_function(BARRIER_LOOP, "a c:i1")
    result = region_liveness(fn, {blk: "all" for blk in fn.blocks})
    assert names(result.live_in["all"]) == ["a", "c"]
    assert result.live_out["all"] == []


def test_regions_through_value_even_when_dominated() -> None:
    # x is defined and used in region A, but the path from def to use crosses B.
    fn = build_function(
        """
        entry: x = add a 1; br mid
        mid: br tail
        tail: y = add x 1; ret y
        """,
        "a",
    )
    b = blocks_by_name(fn)
    result = region_liveness(fn, {b["entry"]: "A", b["mid"]: "B", b["tail"]: "A"})
    assert names(result.live_in["A"]) == ["a", "x"]
    assert names(result.live_in["B"]) == ["x"]


def test_regions_phi_on_crossing_edge() -> None:
    fn = build_function(
        """
        entry: br c l r
        l: x = add 1 2; br j
        r: br j
        j: p = phi [x l] [0 r]; ret p
        """,
        "c:i1",
    )
    b = blocks_by_name(fn)
    result = region_liveness(fn, {b["entry"]: 0, b["l"]: 0, b["r"]: 0, b["j"]: 1})
    assert names(result.live_in[1]) == ["x"]
    assert names(result.live_out[0]) == ["x"]


def test_regions_missing_block() -> None:
    fn = build_function("e: br f\nf: ret")
    with pytest.raises(ValueError, match="has no region"):
        region_liveness(fn, {fn.blocks[0]: 0})


def test_regions_ignore_unmapped_unreachable_block() -> None:
    fn = build_function("e: x = add a 1; br f\nd: br f\nf: ret x", "a")
    b = blocks_by_name(fn)
    result = region_liveness(fn, {b["e"]: 0, b["f"]: 1})
    assert names(result.live_in[1]) == ["x"]


# -- property test: agreement with the textbook data-flow -------------------------------


@st.composite
def random_ssa_functions(draw: st.DrawFn) -> Function:
    """Random CFGs where each block defines a value from values of dominating blocks.

    To stay in SSA without computing dominators here, a block only uses its
    own values, the arguments, and values of the entry block; phis read any
    value defined in the incoming block.
    """
    n = draw(st.integers(1, 7))
    succs: list[list[int]] = []
    for _ in range(n):
        kind = draw(st.sampled_from(["ret", "br", "cbr", "cbr"]))
        if kind == "ret":
            succs.append([])
        elif kind == "br":
            succs.append([draw(st.integers(1, n - 1))] if n > 1 else [])
        else:
            succs.append([draw(st.integers(1, n - 1)), draw(st.integers(1, n - 1))] if n > 1 else [])
    preds: list[list[int]] = [[] for _ in range(n)]
    for i, ss in enumerate(succs):
        for s in dict.fromkeys(ss):
            preds[s].append(i)
    lines = []
    for i in range(n):
        items = []
        with_phi: bool = draw(st.booleans())
        if preds[i] and with_phi:
            pairs = " ".join(f"[v{p} b{p}]" for p in preds[i])
            items.append(f"p{i} = phi {pairs}")
        local = ["a", "v0"] if i else ["a"]
        if preds[i] and items:
            local.append(f"p{i}")
        items.append(f"v{i} = add {draw(st.sampled_from(local))} {draw(st.sampled_from(local))}")
        ss = succs[i]
        if not ss:
            items.append(f"ret v{i}")
        elif len(ss) == 1:
            items.append(f"br b{ss[0]}")
        else:
            items.append(f"br c b{ss[0]} b{ss[1]}")
        lines.append(f"b{i}: " + "; ".join(items))
    return build_function("\n".join(lines), "a c:i1")


def _textbook_liveness(fn: Function) -> tuple[dict[object, set[Value]], dict[object, set[Value]]]:
    """Iterate in = uses ∪ (out − defs), out = ∪ (in(succ) − phidefs(succ)) ∪ phi-uses to a fixed point."""
    cfg = CFG(fn)
    tracked = set(fn.args) | {i for i in fn.instructions() if not i.type.is_void}
    upward: dict[object, set[Value]] = {}
    defs: dict[object, set[Value]] = {}
    phi_uses: dict[tuple[object, object], set[Value]] = {}
    for block in cfg.blocks:
        seen: set[Value] = set()
        up: set[Value] = set()
        for inst in block.instructions:
            if inst.opcode == "phi":
                ops = inst.operands
                for k in range(0, len(ops), 2):
                    if ops[k] in tracked:
                        phi_uses.setdefault((ops[k + 1], block), set()).add(ops[k])
            else:
                up |= {op for op in inst.operands if op in tracked and op not in seen}
            if isinstance(inst, Instruction) and not inst.type.is_void:
                seen.add(inst)
        upward[block], defs[block] = up, seen
    live_in: dict[object, set[Value]] = {b: set() for b in cfg.blocks}
    live_out: dict[object, set[Value]] = {b: set() for b in cfg.blocks}
    changed = True
    while changed:
        changed = False
        for block in cfg.blocks:
            out: set[Value] = set()
            for succ in cfg.succs[block]:
                out |= live_in[succ] | phi_uses.get((block, succ), set())
            new_in = upward[block] | (out - defs[block])
            if out != live_out[block] or new_in != live_in[block]:
                live_out[block], live_in[block] = out, new_in
                changed = True
    return live_in, live_out


@settings(max_examples=300, deadline=None)
@given(random_ssa_functions())
def test_liveness_matches_textbook_dataflow(fn: Function) -> None:
    lv = Liveness(fn)
    live_in, live_out = _textbook_liveness(fn)
    for block in fn.blocks:
        assert set(lv.live_in(block)) == live_in[block], block.name
        assert set(lv.live_out(block)) == live_out[block], block.name
