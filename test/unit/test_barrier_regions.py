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


def _live(fn: Function, wrapper_stores_results: bool = False) -> br.LiveValues:
    points = br.find_barrier_points(fn)
    br.split_at_barriers(points)
    layout = DataLayout.parse(fn.parent.datalayout)  # type: ignore[union-attr]
    return br.collect_live_values(fn, points, layout, wrapper_stores_results)


def test_live_values_tidied_and_laid_out() -> None:
    fn = _kernel()
    live = _live(fn)
    names = [v.name for v in live.stored]
    # %w (a widening cast) gives way to %v; %t (a cast of the local id) and %lid
    # are recomputed; %d is stored: the wrapper reads it for the reduction.
    assert names == ["v", "d"]
    assert {v.name for v in live.recomputed} == {"w", "t", "lid"}
    assert [a.name for a in live.allocas] == ["a"]
    struct = LiveStruct(fn.parent, "k", [*live.allocas, *live.stored], DataLayout.parse(fn.parent.datalayout))  # type: ignore[arg-type]
    # The over-aligned alloca first, then the i32s, then padding to a multiple of 16.
    assert struct.type.body_str() == "{ i32, i32, i32, [4 x i8] }"
    assert struct.member(live.allocas[0]).offset == 0
    assert struct.size == 16 and struct.align == 16


def test_vectorised_wrapper_keeps_collective_results_and_operands() -> None:
    live = _live(_kernel(), wrapper_stores_results=True)
    assert [v.name for v in live.stored] == ["v", "d", "s"]


def _tidied(body: str, declares: str = "") -> tuple[list[str], set[str]]:
    fn = parse_module(
        'target datalayout = "e-i64:64"\n'
        f"define void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {{\nentry:\n{body}\n  ret void\n}}\n"
        "declare i64 @__mux_get_global_id(i32)\ndeclare i64 @__mux_get_local_id(i32)\n"
        "declare void @__mux_work_group_barrier(i32, i32, i32)\n" + declares
    ).get_function("k")
    assert fn is not None
    live = _live(fn)
    return [v.name for v in live.stored], {v.name for v in live.recomputed}


BARRIER = "  call void @__mux_work_group_barrier(i32 0, i32 1, i32 272)"


def test_gep_with_one_instruction_operand_is_recomputed() -> None:
    stored, recomputed = _tidied(f"""
  %gid = call i64 @__mux_get_global_id(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %gid
  %x = load i32, ptr addrspace(1) %p
{BARRIER}
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i64 1
  store i32 %x, ptr addrspace(1) %q""")
    # %p is recomputed from the global id, which is itself recomputed: only %x stays.
    assert stored == ["x"]
    assert {"p", "gid"} <= recomputed


def test_short_chains_from_work_item_builtins_are_recomputed() -> None:
    stored, recomputed = _tidied(f"""
  %lid = call i64 @__mux_get_local_id(i32 0)
  %s = shl i64 %lid, 32
  %i = ashr exact i64 %s, 32
  %x = load i32, ptr addrspace(1) %in
  %y = mul i32 %x, 3
{BARRIER}
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %y, ptr addrspace(1) %p""")
    # %i (two steps from the local id) is recomputed; %y has a non-trivial source.
    assert stored == ["y"]
    assert {"i", "s", "lid"} <= recomputed


def test_no_tidying_with_a_broadcast() -> None:
    stored, _ = _tidied("""
  %lid = call i64 @__mux_get_local_id(i32 0)
  %t = trunc i64 %lid to i32
  %b = call i32 @__mux_work_group_broadcast_i32(i32 0, i32 %t, i64 0, i64 0, i64 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %lid
  store i32 %b, ptr addrspace(1) %p""", "declare i32 @__mux_work_group_broadcast_i32(i32, i32, i64, i64, i64)\n")
    # As OCK: the broadcast value must be the broadcasting work-item's, so nothing is tidied.
    assert stored == ["lid", "t"]


def test_collective_operand_from_the_local_id_is_stored() -> None:
    stored, recomputed = _tidied("""
  %lid = call i64 @__mux_get_local_id(i32 0)
  %t = trunc i64 %lid to i32
  %r = call i32 @__mux_work_group_reduce_add_i32(i32 0, i32 %t)
  store i32 %r, ptr addrspace(1) %out""", "declare i32 @__mux_work_group_reduce_add_i32(i32, i32)\n")
    # The wrapper has no work-item to recompute the local id for: %t is kept.
    assert stored == ["t"]


def test_tidy_keeps_pinned_values() -> None:
    fn = _kernel()
    lid = next(i for i in fn.instructions() if i.name == "lid")
    stored, recomputed = br.tidy([lid], {lid}, DataLayout.parse(""))
    assert stored == [lid] and not recomputed
