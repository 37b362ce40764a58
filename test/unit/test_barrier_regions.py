"""Barrier-region analysis: barrier points and ids, splitting, regions, live values, tidying, layout."""

from __future__ import annotations

from ncpu_opt.ir import Function, parse_module
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.mux import barrier_regions as br
from ncpu_opt.mux.live_struct import LiveStruct

KERNEL = """
target datalayout = "e-i64:64-n8:16:32:64"
define void @k(ptr %io, i1 %c) {
entry:
  %a = alloca i32, align 16
  %lid = call i64 @__mux_get_local_id(i32 0)
  %v = load i32, ptr %io
  %w = zext i32 %v to i64
  %t = trunc i64 %lid to i32
  %d = add i32 %v, 1
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %s = call i32 @__mux_work_group_reduce_add_i32(i32 0, i32 %d)
  br i1 %c, label %then, label %join
then:
  call void @__mux_sub_group_barrier(i32 0, i32 3, i32 272)
  store i64 %w, ptr %io
  br label %join
join:
  store i32 %t, ptr %a
  store i32 %s, ptr %io
  ret void
}
declare i64 @__mux_get_local_id(i32)
declare void @__mux_work_group_barrier(i32, i32, i32)
declare void @__mux_sub_group_barrier(i32, i32, i32)
declare i32 @__mux_work_group_reduce_add_i32(i32, i32)
"""


def _kernel() -> Function:
    fn = parse_module(KERNEL).get_function("k")
    assert fn is not None
    return fn


def test_barrier_points_skip_sub_group_barriers_and_renumber_repeated_ids() -> None:
    points = br.find_barrier_points(_kernel())
    assert [p.call.called_function.name for p in points] == [  # type: ignore[union-attr]
        "__mux_work_group_barrier", "__mux_work_group_reduce_add_i32",
    ]
    assert [p.id for p in points] == [0, 1]
    assert points[0].collective is None and points[1].collective is not None
    assert [p.region_id for p in points] == [2, 3]


def test_regions_after_splitting() -> None:
    fn = _kernel()
    points = br.find_barrier_points(fn)
    br.split_at_barriers(points)
    assert all(p.block.instructions[0] is p.call for p in points)
    regions = br.compute_regions(fn, points)
    assert [(r.id, r.exits) for r in regions] == [(1, [2]), (2, [3]), (3, [0])]
    assert [b.name for b in regions[2].blocks] == ["entry.barrier.barrier", "then", "join"]


def test_live_values_tidied_and_laid_out() -> None:
    fn = _kernel()
    points = br.find_barrier_points(fn)
    br.split_at_barriers(points)
    live = br.collect_live_values(fn, points)
    names = [v.name for v in live.stored]
    # %w (a widening cast) is replaced by %v, %t and %lid are recomputed,
    # %d is pinned (the collective reads it), %s is the collective's result.
    assert names == ["v", "d", "s"]
    assert {v.name for v in live.recomputed} == {"w", "t", "lid"}
    assert [a.name for a in live.allocas] == ["a"]
    struct = LiveStruct(fn.parent, "k", [*live.allocas, *live.stored], DataLayout.parse(fn.parent.datalayout))  # type: ignore[arg-type]
    # The over-aligned alloca first, then the i32s, then padding to a multiple of 16.
    assert struct.type.body_str() == "{ i32, i32, i32, i32 }"
    assert struct.member(live.allocas[0]).offset == 0
    assert struct.size == 16 and struct.align == 16


def test_tidy_keeps_pinned_values() -> None:
    fn = _kernel()
    lid = next(i for i in fn.instructions() if i.name == "lid")
    stored, recomputed = br.tidy([lid], {lid})
    assert stored == [lid] and not recomputed
