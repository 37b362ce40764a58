"""Analyses on functions parsed from LLVM assembly."""

from __future__ import annotations

import pytest

from ncpu_opt.analysis.cfg import critical_edges, irreducible_edges, reverse_post_order
from ncpu_opt.analysis.dominators import DominatorTree, PostDominatorTree
from ncpu_opt.analysis.liveness import Liveness, region_liveness
from ncpu_opt.analysis.loops import LoopInfo
from ncpu_opt.analysis.naming import SlotNames
from ncpu_opt.errors import NcpuError
from ncpu_opt.ir import BasicBlock, Function, parse_module

# A SIMT-style kernel: a barrier inside a loop, numbered values and blocks.
KERNEL = """
declare void @barrier(i32)
declare i64 @get_local_id(i32)

define void @k(ptr %out, i32 %n) {
entry:
  %lid = call i64 @get_local_id(i32 0)
  %cmp0 = icmp sgt i32 %n, 0
  br i1 %cmp0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %latch ]
  %acc = phi i64 [ 0, %entry ], [ %acc2, %latch ]
  %ext = zext i32 %i to i64
  %sum = add i64 %lid, %ext
  call void @barrier(i32 1)
  br label %latch

latch:
  %acc2 = add i64 %acc, %sum
  %inc = add i32 %i, 1
  %cmp = icmp slt i32 %inc, %n
  br i1 %cmp, label %loop, label %exit

exit:
  %r = phi i64 [ 0, %entry ], [ %acc2, %latch ]
  %p = getelementptr i64, ptr %out, i64 %lid
  store i64 %r, ptr %p, align 8
  ret void
}
"""

NUMBERED = """
define i32 @g(i32 %0, i1 %1) {
  br i1 %1, label %3, label %5

3:
  %4 = add i32 %0, 1
  br label %5

5:
  %6 = phi i32 [ %4, %3 ], [ 0, %2 ]
  ret i32 %6
}
"""

IRREDUCIBLE = """
define void @irr(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br i1 %c, label %b, label %done
b:
  br i1 %c, label %a, label %done
done:
  ret void
}
"""

INFINITE = """
define void @spin(i1 %c) {
entry:
  br i1 %c, label %work, label %spin
work:
  ret void
spin:
  br label %spin
}
"""


def parse_fn(text: str, name: str) -> Function:
    fn = parse_module(text, "test.ll").get_function(name)
    assert fn is not None
    return fn


def blocks(fn: Function) -> dict[str, BasicBlock]:
    return {b.name: b for b in fn.blocks}


def test_kernel_loops_and_dominators() -> None:
    fn = parse_fn(KERNEL, "k")
    b = blocks(fn)
    dt = DominatorTree(fn)
    assert dt.idom(fn.blocks[-1]) is b["entry"]
    li = LoopInfo(fn, domtree=dt)
    (loop,) = li.loops()
    assert loop.header is b["loop"] and loop.latches == [b["latch"]]
    assert loop.preheader is None  # entry also branches to exit
    assert [x.name for x in loop.exit_blocks] == ["exit"]
    assert critical_edges(fn) == [
        (b["entry"], b["loop"]),
        (b["entry"], b["exit"]),
        (b["latch"], b["loop"]),
        (b["latch"], b["exit"]),
    ]
    assert [x.name for x in reverse_post_order(fn)][0] == "entry"


def test_kernel_liveness_and_barrier_regions() -> None:
    fn = parse_fn(KERNEL, "k")
    b = blocks(fn)
    lv = Liveness(fn)
    assert [v.name for v in lv.live_out(b["latch"])] == ["out", "n", "lid", "acc2", "inc"]
    assert [v.name for v in lv.live_in(b["latch"])] == ["out", "n", "lid", "i", "acc", "sum"]
    # Split at the barrier: "loop" is region 0 with the entry, latch and exit region 1.
    region_of = {b["entry"]: 0, b["loop"]: 0, b["latch"]: 1, b["exit"]: 1}
    result = region_liveness(fn, region_of, liveness=lv)
    assert [v.name for v in result.live_in[1]] == ["out", "n", "lid", "i", "acc", "sum"]
    assert [v.name for v in result.live_in[0]] == ["out", "n", "lid", "acc2", "inc"]


def test_numbered_values_print_with_slots() -> None:
    fn = parse_fn(NUMBERED, "g")
    names = SlotNames(fn)
    assert [names.label(x) for x in fn.blocks] == ["%2", "%3", "%5"]
    assert DominatorTree(fn).format().splitlines() == [
        "DominatorTree for function: g",
        "  [1] %2",
        "    [2] %3",
        "    [2] %5",
    ]
    lv = Liveness(fn)
    assert [names.label(v) for v in lv.live_out(fn.blocks[0])] == ["%0"]
    assert [names.label(v) for v in lv.live_out(fn.blocks[1])] == ["%4"]


def test_irreducible_error_names_function_and_blocks() -> None:
    fn = parse_fn(IRREDUCIBLE, "irr")
    assert len(irreducible_edges(fn)) == 1
    with pytest.raises(NcpuError, match=r"@irr: edge %[ab] -> %[ab]"):
        LoopInfo(fn)
    assert LoopInfo(fn, allow_irreducible=True).loops() == []


def test_infinite_loop_post_dominators() -> None:
    fn = parse_fn(INFINITE, "spin")
    b = blocks(fn)
    pdt = PostDominatorTree(fn)
    assert pdt.exit_roots == [b["work"], b["spin"]]
    assert pdt.ipdom(b["entry"]) is None
    (loop,) = LoopInfo(fn).loops()
    assert loop.exit_blocks == [] and loop.exiting_blocks == []
