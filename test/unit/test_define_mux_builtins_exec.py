"""End to end: add-sched-params and define-mux-builtins output, JIT-compiled and called.

The test plays the runtime: it fills ctypes ``MuxWorkItemInfo`` and
``MuxWorkGroupInfo`` structs by hand and calls the scheduled kernel, which
writes what each getter answers.  It checks the definitions' values
(out-of-range dimensions, non-uniform groups: the enqueued size places a
smaller last group) and that the structs' layout agrees with C's.
"""

from __future__ import annotations

import ctypes
from collections.abc import Iterator
from typing import Any

import pytest
from ncpu_opt.passes.add_sched_params import AddSchedParams
from ncpu_opt.passes.define_mux_builtins import DefineMuxBuiltins
from ncpu_opt.passes.internalize_helpers import remove_dead_functions
from ncpu_opt.runtime.ndrange import WorkGroupInfo

from ncpu_opt.codegen import backend
from ncpu_opt.codegen.retarget import retarget
from ncpu_opt.ir import parse_module, print_module
from ncpu_opt.mux import scheduling
from ncpu_opt.pipeline import PassContext

Triple = ctypes.c_size_t * 3


class WorkItemInfo(ctypes.Structure):
    _fields_ = [
        ("local_id", Triple),
        ("sub_group_id", ctypes.c_uint32),
        ("num_sub_groups", ctypes.c_uint32),
        ("max_sub_group_size", ctypes.c_uint32),
    ]


GETTERS = [
    "global_id", "local_id", "group_id", "num_groups", "global_offset",
    "local_size", "enqueued_local_size", "global_size",
]
# out[k] for dimension %d: the eight dimension getters, then the linear ids and i32 getters,
# then what the setters left behind.
KERNEL = (
    """
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define void @probe(ptr %out, i32 %d) #0 {
entry:
"""
    + "".join(
        f"  %v{k} = call i64 @__mux_get_{name}(i32 %d)\n"
        f"  %p{k} = getelementptr i64, ptr %out, i64 {k}\n"
        f"  store i64 %v{k}, ptr %p{k}\n"
        for k, name in enumerate(GETTERS)
    )
    + """
  %gl = call i64 @__mux_get_global_linear_id()
  %p8 = getelementptr i64, ptr %out, i64 8
  store i64 %gl, ptr %p8
  %ll = call i64 @__mux_get_local_linear_id()
  %p9 = getelementptr i64, ptr %out, i64 9
  store i64 %ll, ptr %p9
  %wd = call i32 @__mux_get_work_dim()
  %wd64 = zext i32 %wd to i64
  %p10 = getelementptr i64, ptr %out, i64 10
  store i64 %wd64, ptr %p10
  %sgs = call i32 @__mux_get_sub_group_size()
  %sgs64 = zext i32 %sgs to i64
  %p11 = getelementptr i64, ptr %out, i64 11
  store i64 %sgs64, ptr %p11
  %sgid = call i32 @__mux_get_sub_group_id()
  %sgid64 = zext i32 %sgid to i64
  %p12 = getelementptr i64, ptr %out, i64 12
  store i64 %sgid64, ptr %p12
  %max = call i32 @__mux_get_max_sub_group_size()
  %max64 = zext i32 %max to i64
  %p13 = getelementptr i64, ptr %out, i64 13
  store i64 %max64, ptr %p13
  call void @__mux_set_local_id(i32 2, i64 77)
  call void @__mux_set_local_id(i32 5, i64 99)
  call void @__mux_set_num_sub_groups(i32 6)
  call void @__mux_mem_barrier(i32 2, i32 264)
  ret void
}
"""
    + "".join(f"declare i64 @__mux_get_{name}(i32)\n" for name in GETTERS)
    + """
declare i64 @__mux_get_global_linear_id()
declare i64 @__mux_get_local_linear_id()
declare i32 @__mux_get_work_dim()
declare i32 @__mux_get_sub_group_size()
declare i32 @__mux_get_sub_group_id()
declare i32 @__mux_get_max_sub_group_size()
declare void @__mux_set_local_id(i32, i64)
declare void @__mux_set_num_sub_groups(i32)
declare void @__mux_mem_barrier(i32, i32)

attributes #0 = { "mux-kernel"="entry-point" }
"""
)

PROBE = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int32, ctypes.POINTER(WorkItemInfo), ctypes.POINTER(WorkGroupInfo))


def jit(kernel_text: str, symbol: str, prototype: Any) -> Iterator[Any]:
    """Run add-sched-params and define-mux-builtins on ``kernel_text``, JIT it, yield ``symbol``."""
    llvm = backend._llvm()
    module = parse_module(backend.canonicalize(kernel_text))
    AddSchedParams().run(module, PassContext())
    DefineMuxBuiltins().run(module, PassContext())
    # The originals add-sched-params keeps call undefined __mux_*.old: gone, as in native-cpu.
    remove_dead_functions(module)
    tm = backend.target_machine()
    retarget(module, backend.host_triple(), str(tm.target_data))
    mod = llvm.parse_assembly(print_module(module))
    mod.verify()
    engine = llvm.create_mcjit_compiler(mod, tm)
    engine.finalize_object()
    yield prototype(engine.get_function_address(symbol))
    del engine


@pytest.fixture(scope="module")
def probe() -> Iterator[Any]:
    yield from jit(KERNEL, "probe.mux-sched-wrapper", PROBE)


def test_layouts_match_c() -> None:
    module = parse_module(backend.canonicalize(KERNEL))
    dl = module.data_layout
    assert dl.alloc_size(scheduling.work_item_info_type(module)) == ctypes.sizeof(WorkItemInfo)
    assert dl.alloc_size(scheduling.work_group_info_type(module)) == ctypes.sizeof(WorkGroupInfo)
    wg = dl.struct_layout(scheduling.work_group_info_type(module))
    assert wg.offsets[scheduling.WorkGroupField.ENQUEUED_LOCAL_SIZE] == WorkGroupInfo.enqueued_local_size.offset


def state(local: list[int], group: list[int]) -> tuple[WorkItemInfo, WorkGroupInfo]:
    """The last group of a non-uniform 2-D NDRange of 10 x 6 in groups of 4 x 4, offset (100, 200)."""
    wi, wg = WorkItemInfo(), WorkGroupInfo()
    wi.local_id[:] = local
    wi.sub_group_id = 5
    wi.num_sub_groups = 16
    wi.max_sub_group_size = 1
    wg.group_id[:] = group
    wg.num_groups[:] = [3, 2, 1]
    wg.global_offset[:] = [100, 200, 0]
    wg.local_size[:] = [2, 2, 1]  # the remainder group: 10 = 4 + 4 + 2, 6 = 4 + 2
    wg.enqueued_local_size[:] = [4, 4, 1]
    wg.global_size[:] = [10, 6, 1]
    wg.work_dim = 2
    return wi, wg


def run(probe: Any, dim: int, wi: WorkItemInfo, wg: WorkGroupInfo) -> list[int]:
    out = (ctypes.c_int64 * 14)()
    probe(ctypes.addressof(out), dim, ctypes.byref(wi), ctypes.byref(wg))
    return list(out)


def test_getters_in_range(probe: Any) -> None:
    wi, wg = state([1, 1, 0], [2, 1, 0])
    x = run(probe, 0, wi, wg)
    # global id = group * enqueued size + local + offset = 2*4 + 1 + 100
    assert x[:8] == [109, 1, 2, 3, 100, 2, 4, 10]
    y = run(probe, 1, wi, wg)
    assert y[:8] == [1 * 4 + 1 + 200, 1, 1, 2, 200, 2, 4, 6]
    # global linear: (gy - oy) * gsx + (gx - ox) = 5 * 10 + 9; local linear: 1 * 2 + 1
    assert x[8:14] == [59, 3, 2, 1, 5, 1]


@pytest.mark.parametrize("dim", [3, 7, -1])
def test_out_of_range_dimensions(probe: Any, dim: int) -> None:
    wi, wg = state([1, 1, 0], [2, 1, 0])
    out = run(probe, dim, wi, wg)
    # ids and offsets are 0, sizes and counts 1
    assert out[:8] == [0, 0, 0, 1, 0, 1, 1, 1]


def test_setters_write_work_item_info(probe: Any) -> None:
    wi, wg = state([1, 1, 0], [2, 1, 0])
    run(probe, 0, wi, wg)
    assert list(wi.local_id) == [1, 1, 77]  # dimension 5 is ignored
    assert wi.num_sub_groups == 6


DMA_KERNEL = """
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define void @dma(ptr addrspace(3) %tile, ptr addrspace(1) %src, ptr addrspace(1) %back) #0 {
entry:
  %e = call ptr @__mux_dma_read_2D(ptr addrspace(3) %tile, ptr addrspace(1) %src, i64 8, i64 8, i64 32, i64 3, ptr null)
  %slot = alloca ptr, align 8
  store ptr %e, ptr %slot, align 8
  call void @__mux_dma_wait(i32 1, ptr %slot)
  %f = call ptr @__mux_dma_write_1D(ptr addrspace(1) %back, ptr addrspace(3) %tile, i64 24, ptr %e)
  ret void
}

declare ptr @__mux_dma_read_2D(ptr addrspace(3), ptr addrspace(1), i64, i64, i64, i64, ptr)
declare ptr @__mux_dma_write_1D(ptr addrspace(1), ptr addrspace(3), i64, ptr)
declare void @__mux_dma_wait(i32, ptr)

attributes #0 = { "mux-kernel"="entry-point" }
"""
DMA = ctypes.CFUNCTYPE(
    None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.POINTER(WorkItemInfo), ctypes.POINTER(WorkGroupInfo)
)


@pytest.fixture(scope="module")
def dma() -> Iterator[Any]:
    yield from jit(DMA_KERNEL, "dma.mux-sched-wrapper", DMA)


@pytest.mark.parametrize("local_id", [[0, 0, 0], [1, 0, 0]])
def test_dma_copies_rows_by_work_item_zero(dma: Any, local_id: list[int]) -> None:
    """A 2-D read of 3 rows of 8 bytes (source stride 32, tile stride 8), then a 1-D write back."""
    src = (ctypes.c_uint8 * 96)(*range(96))
    tile = (ctypes.c_uint8 * 24)()
    back = (ctypes.c_uint8 * 24)()
    wi, wg = state(local_id, [0, 0, 0])
    wg.local_size[:] = [4, 4, 1]
    dma(ctypes.addressof(tile), ctypes.addressof(src), ctypes.addressof(back), ctypes.byref(wi), ctypes.byref(wg))
    expected = [r * 32 + c for r in range(3) for c in range(8)]
    if local_id == [0, 0, 0]:
        assert list(tile) == expected and list(back) == expected
    else:  # only the work-item with local linear id 0 copies
        assert list(tile) == [0] * 24 and list(back) == [0] * 24
