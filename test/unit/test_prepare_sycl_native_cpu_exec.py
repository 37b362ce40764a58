"""End to end: prepare-sycl-native-cpu output, JIT-compiled, called the way the native_cpu runtime calls it.

The test plays the runtime: it fills a ctypes ``nativecpu_state`` for every
work-item of a small 1-D range and calls the subhandler with the argument
vector (one pointer per kernel parameter).  It shows the layout in
``docs/design/native-cpu-abi.md`` and the pass agree with a C compiler's idea of
the struct.
"""

from __future__ import annotations

import ctypes
from collections.abc import Iterator
from typing import Any

import pytest
from ncpu_opt.passes.prepare_sycl_native_cpu import PrepareSYCLNativeCPU

from ncpu_opt.codegen import backend
from ncpu_opt.codegen.retarget import retarget
from ncpu_opt.ir import parse_module, print_module
from ncpu_opt.mux.native_cpu_state import Field, StateLayout, get_or_add_state_type
from ncpu_opt.pipeline import PassContext


class State(ctypes.Structure):
    """The runtime's ``native_cpu::state``, as C lays it out."""

    _fields_ = [
        ("global_id", ctypes.c_size_t * 3),
        ("global_range", ctypes.c_size_t * 3),
        ("work_group_size", ctypes.c_size_t * 3),
        ("work_group_id", ctypes.c_size_t * 3),
        ("local_id", ctypes.c_size_t * 3),
        ("num_groups", ctypes.c_size_t * 3),
        ("global_offset", ctypes.c_size_t * 3),
        ("num_sub_groups", ctypes.c_uint32),
        ("sub_group_id", ctypes.c_uint32),
        ("sub_group_local_id", ctypes.c_uint32),
        ("sub_group_size", ctypes.c_uint32),
    ]


class Pair(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int32), ("y", ctypes.c_int32)]


# c[i] = (a[i] + b[i]) * scale + p.x - p.y + 100 * group; out[8*i ...] = builtin values.
# The kernel writes to its byval copy of p: the caller's must not change.
KERNEL = """
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%struct.Pair = type { i32, i32 }

define spir_kernel void @vadd(ptr addrspace(1) %c, ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %scale,
                              ptr byval(%struct.Pair) %p, i32 %dim, ptr addrspace(1) %out) {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %off = call i64 @__mux_get_global_offset(i32 0)
  %i = sub i64 %gid, %off
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %va = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  %vb = load i32, ptr addrspace(1) %pb, align 4
  %sum = add i32 %va, %vb
  %scaled = mul i32 %sum, %scale
  %px = load i32, ptr %p, align 4
  %pyp = getelementptr inbounds %struct.Pair, ptr %p, i64 0, i32 1
  %py = load i32, ptr %pyp, align 4
  store i32 -5, ptr %p, align 4
  %t0 = add i32 %scaled, %px
  %t1 = sub i32 %t0, %py
  %h = call spir_func i32 @group_times_100()
  %t2 = add i32 %t1, %h
  %pc = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %i
  store i32 %t2, ptr addrspace(1) %pc, align 4
  %base = mul i64 %i, 8
  %v0 = call i64 @__mux_get_global_linear_id()
  call spir_func void @put(ptr addrspace(1) %out, i64 %base, i64 0, i64 %v0)
  %v1 = call i64 @__mux_get_local_id(i32 0)
  call spir_func void @put(ptr addrspace(1) %out, i64 %base, i64 1, i64 %v1)
  %v2 = call i64 @__mux_get_local_linear_id()
  call spir_func void @put(ptr addrspace(1) %out, i64 %base, i64 2, i64 %v2)
  %v3 = call i64 @__mux_get_global_size(i32 %dim)
  call spir_func void @put(ptr addrspace(1) %out, i64 %base, i64 3, i64 %v3)
  %v4 = call i64 @__mux_get_num_groups(i32 0)
  call spir_func void @put(ptr addrspace(1) %out, i64 %base, i64 4, i64 %v4)
  %v5 = call i64 @__mux_get_local_size(i32 %dim)
  call spir_func void @put(ptr addrspace(1) %out, i64 %base, i64 5, i64 %v5)
  %w6 = call i32 @__mux_get_sub_group_local_id()
  %v6 = zext i32 %w6 to i64
  call spir_func void @put(ptr addrspace(1) %out, i64 %base, i64 6, i64 %v6)
  %w7 = call i32 @__mux_get_work_dim()
  %v7 = zext i32 %w7 to i64
  call spir_func void @put(ptr addrspace(1) %out, i64 %base, i64 7, i64 %v7)
  ret void
}

define spir_func i32 @group_times_100() {
  %g = call i64 @__mux_get_group_id(i32 0)
  %t = trunc i64 %g to i32
  %r = mul i32 %t, 100
  ret i32 %r
}

define spir_func void @put(ptr addrspace(1) %out, i64 %base, i64 %k, i64 %v) {
  %idx = add i64 %base, %k
  %p = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %idx
  store i64 %v, ptr addrspace(1) %p, align 8
  ret void
}

declare i64 @__mux_get_global_id(i32)
declare i64 @__mux_get_global_offset(i32)
declare i64 @__mux_get_global_linear_id()
declare i64 @__mux_get_local_id(i32)
declare i64 @__mux_get_local_linear_id()
declare i64 @__mux_get_global_size(i32)
declare i64 @__mux_get_num_groups(i32)
declare i64 @__mux_get_local_size(i32)
declare i64 @__mux_get_group_id(i32)
declare i32 @__mux_get_sub_group_local_id()
declare i32 @__mux_get_work_dim()
"""

N, LOCAL, OFFSET = 8, 4, 10
SUB_GROUP = 2
SUBHANDLER = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.POINTER(State))


@pytest.fixture(scope="module")
def vadd() -> Iterator[Any]:
    """The ``vadd`` subhandler, compiled for the host with MCJIT."""
    llvm = backend._llvm()
    module = parse_module(backend.canonicalize(KERNEL))
    PrepareSYCLNativeCPU().run(module, PassContext())
    tm = backend.target_machine()
    retarget(module, backend.host_triple(), str(tm.target_data))
    mod = llvm.parse_assembly(print_module(module))
    mod.verify()
    engine = llvm.create_mcjit_compiler(mod, tm)
    engine.finalize_object()
    yield SUBHANDLER(engine.get_function_address("vadd"))
    del engine


def test_state_layout_matches_c() -> None:
    """The pass's offsets (from the datalayout) are where a C compiler puts the fields."""
    module = parse_module(backend.canonicalize(KERNEL))
    layout = StateLayout.of(get_or_add_state_type(module), module.data_layout)
    assert layout.size == ctypes.sizeof(State)
    for field in Field:
        assert layout.offset(field) == getattr(State, field.c_name).offset, field


def run_range(subhandler: Any, dim: int) -> tuple[list[int], list[int]]:
    """Run the 1-D range [OFFSET, OFFSET + N) in work-groups of LOCAL, as the runtime would."""
    a = (ctypes.c_int32 * N)(*range(N))
    b = (ctypes.c_int32 * N)(*(10 * i for i in range(N)))
    c = (ctypes.c_int32 * N)()
    out = (ctypes.c_int64 * (8 * N))()
    scale, pair, dim_arg = ctypes.c_int32(3), Pair(1000, 1), ctypes.c_int32(dim)
    # One pointer per parameter: buffers by address, values by pointer to them.
    args = (ctypes.c_void_p * 7)(
        ctypes.addressof(c), ctypes.addressof(a), ctypes.addressof(b), ctypes.addressof(scale),
        ctypes.addressof(pair), ctypes.addressof(dim_arg), ctypes.addressof(out),
    )
    state = State()
    state.global_range[:] = [N, 1, 1]
    state.work_group_size[:] = [LOCAL, 1, 1]
    state.num_groups[:] = [N // LOCAL, 1, 1]
    state.global_offset[:] = [OFFSET, 0, 0]
    state.num_sub_groups = LOCAL // SUB_GROUP
    state.sub_group_size = SUB_GROUP
    for group in range(N // LOCAL):
        for local in range(LOCAL):
            state.work_group_id[0] = group
            state.local_id[0] = local
            state.global_id[0] = group * LOCAL + local + OFFSET
            state.sub_group_id = local // SUB_GROUP
            state.sub_group_local_id = local % SUB_GROUP
            subhandler(args, ctypes.byref(state))
    assert pair.x == 1000 and pair.y == 1  # byval: the kernel got a copy
    return list(c), list(out)


def test_subhandler_runs_kernel_over_range(vadd: Any) -> None:
    c, out = run_range(vadd, dim=0)
    assert c == [(i + 10 * i) * 3 + 1000 - 1 + 100 * (i // LOCAL) for i in range(N)]
    for i in range(N):
        assert out[8 * i : 8 * i + 8] == [i, i % LOCAL, i % LOCAL, N, N // LOCAL, LOCAL, i % SUB_GROUP, 3]


def test_out_of_range_dimension_at_run_time(vadd: Any) -> None:
    _, out = run_range(vadd, dim=7)
    sizes = {(out[8 * i + 3], out[8 * i + 5]) for i in range(N)}
    assert sizes == {(1, 1)}
