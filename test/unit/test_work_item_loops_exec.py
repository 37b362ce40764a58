"""work-item-loops end to end: OpenCL C kernels split at barriers, JIT-compiled and run per work-group.

The runtime and define-mux-builtins do not exist yet, so this test plays
both: ``MUX_STATE`` defines the mux builtins the kernels and wrappers call
over plain globals (``@local_id``, ``@local_size``, ...), linked into the
pass's output; Python fills the per-group globals with ctypes and calls
``<kernel>.mux-barrier-wrapper`` once per work-group.  Results are compared
with numpy references.  The kernels are ``test/lit/work-item-loops/Inputs/exec.cl``
(``exec.mux.ll``: clang-19 -O2, then lower-to-mux-builtins and
transfer-kernel-metadata).
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from ncpu_opt.passes.work_item_loops import WorkItemLoops

from ncpu_opt.codegen import backend
from ncpu_opt.codegen.retarget import retarget
from ncpu_opt.ir import Module, parse_module, print_module
from ncpu_opt.ir.instructions import CallBase
from ncpu_opt.mux import attributes as attrs
from ncpu_opt.mux import metadata as md
from ncpu_opt.pipeline import PassContext

INPUTS = Path(__file__).parents[1] / "lit" / "work-item-loops" / "Inputs"

# The work-item state the wrapper writes (setters) and the kernels read (getters).
MUX_STATE = """
@local_id = global [3 x i64] zeroinitializer
@local_size = global [3 x i64] zeroinitializer
@enqueued_size = global [3 x i64] zeroinitializer
@group_id = global [3 x i64] zeroinitializer
@num_groups = global [3 x i64] zeroinitializer
@global_size = global [3 x i64] zeroinitializer
@sub_group_id = global i32 0
@num_sub_groups = global i32 0
@max_sub_group_size = global i32 0
@mem_barriers = global i64 0

define i64 @read3(ptr %array, i32 %d) {
  %in = icmp ult i32 %d, 3
  br i1 %in, label %read, label %out
read:
  %p = getelementptr [3 x i64], ptr %array, i32 0, i32 %d
  %v = load i64, ptr %p
  ret i64 %v
out:
  ret i64 0
}

define i64 @__mux_get_local_id(i32 %d) {
  %v = call i64 @read3(ptr @local_id, i32 %d)
  ret i64 %v
}
define i64 @__mux_get_local_size(i32 %d) {
  %in = icmp ult i32 %d, 3
  %v = call i64 @read3(ptr @local_size, i32 %d)
  %r = select i1 %in, i64 %v, i64 1
  ret i64 %r
}
define i64 @__mux_get_enqueued_local_size(i32 %d) {
  %in = icmp ult i32 %d, 3
  %v = call i64 @read3(ptr @enqueued_size, i32 %d)
  %r = select i1 %in, i64 %v, i64 1
  ret i64 %r
}
define i64 @__mux_get_group_id(i32 %d) {
  %v = call i64 @read3(ptr @group_id, i32 %d)
  ret i64 %v
}
define i64 @__mux_get_num_groups(i32 %d) {
  %in = icmp ult i32 %d, 3
  %v = call i64 @read3(ptr @num_groups, i32 %d)
  %r = select i1 %in, i64 %v, i64 1
  ret i64 %r
}
define i64 @__mux_get_global_size(i32 %d) {
  %in = icmp ult i32 %d, 3
  %v = call i64 @read3(ptr @global_size, i32 %d)
  %r = select i1 %in, i64 %v, i64 1
  ret i64 %r
}
define i64 @__mux_get_global_id(i32 %d) {
  %g = call i64 @__mux_get_group_id(i32 %d)
  %e = call i64 @__mux_get_enqueued_local_size(i32 %d)
  %l = call i64 @__mux_get_local_id(i32 %d)
  %ge = mul i64 %g, %e
  %r = add i64 %ge, %l
  ret i64 %r
}
define i64 @__mux_get_local_linear_id() {
  %x = call i64 @__mux_get_local_id(i32 0)
  %y = call i64 @__mux_get_local_id(i32 1)
  %z = call i64 @__mux_get_local_id(i32 2)
  %sx = call i64 @__mux_get_local_size(i32 0)
  %sy = call i64 @__mux_get_local_size(i32 1)
  %zy = mul i64 %z, %sy
  %zyy = add i64 %zy, %y
  %t = mul i64 %zyy, %sx
  %r = add i64 %t, %x
  ret i64 %r
}
define void @__mux_set_local_id(i32 %d, i64 %v) {
  %p = getelementptr [3 x i64], ptr @local_id, i32 0, i32 %d
  store i64 %v, ptr %p
  ret void
}
define void @__mux_set_sub_group_id(i32 %v) {
  store i32 %v, ptr @sub_group_id
  ret void
}
define void @__mux_set_num_sub_groups(i32 %v) {
  store i32 %v, ptr @num_sub_groups
  ret void
}
define void @__mux_set_max_sub_group_size(i32 %v) {
  store i32 %v, ptr @max_sub_group_size
  ret void
}
define i32 @__mux_get_sub_group_id() {
  %v = load i32, ptr @sub_group_id
  ret i32 %v
}
define i32 @__mux_get_num_sub_groups() {
  %v = load i32, ptr @num_sub_groups
  ret i32 %v
}
define void @__mux_mem_barrier(i32 %scope, i32 %semantics) {
  %n = load i64, ptr @mem_barriers
  %m = add i64 %n, 1
  store i64 %m, ptr @mem_barriers
  fence seq_cst
  ret void
}
"""


class Jit:
    """The pass's output linked with ``MUX_STATE``, compiled for the host."""

    def __init__(
        self, text: str, passes: Sequence[Any] = (WorkItemLoops(),), prepare: Callable[[Module], None] | None = None
    ) -> None:
        llvm = backend._llvm()
        module = parse_module(backend.canonicalize(text))
        if prepare is not None:
            prepare(module)
        for p in passes:
            p.run(module, PassContext())
        self.ir = print_module(module)
        tm = backend.target_machine()
        retarget(module, backend.host_triple(), str(tm.target_data))
        kernel_mod = llvm.parse_assembly(print_module(module))
        kernel_mod.verify()
        state = llvm.parse_assembly(
            f'target triple = "{backend.host_triple()}"\ntarget datalayout = "{tm.target_data}"\n' + MUX_STATE
        )
        kernel_mod.link_in(state)
        self.engine = llvm.create_mcjit_compiler(kernel_mod, tm)
        self.engine.finalize_object()

    def global_(self, name: str, ctype: Any) -> Any:
        return ctype.from_address(self.engine.get_global_value_address(name))

    def function(self, name: str, *argtypes: Any) -> Any:
        return ctypes.CFUNCTYPE(None, *argtypes)(self.engine.get_function_address(name))

    def run(self, wrapper: str, args: Sequence[Any], global_size: Sequence[int], local_size: Sequence[int]) -> None:
        """Run the NDRange, one wrapper call per work-group (the last groups may be smaller)."""
        gs = [*global_size, 1, 1][:3]
        ls = [*local_size, 1, 1][:3]
        groups = [(g + n - 1) // n for g, n in zip(gs, ls, strict=True)]
        fn = self.function(wrapper, *[ctypes.c_void_p if isinstance(a, int) or a is None else type(a) for a in args])
        arrays = {n: self.global_(n, ctypes.c_int64 * 3) for n in ("local_size", "enqueued_size", "group_id", "num_groups", "global_size", "local_id")}
        arrays["enqueued_size"][:] = ls
        arrays["num_groups"][:] = groups
        arrays["global_size"][:] = gs
        for gz in range(groups[2]):
            for gy in range(groups[1]):
                for gx in range(groups[0]):
                    group = (gx, gy, gz)
                    arrays["group_id"][:] = list(group)
                    arrays["local_size"][:] = [min(ls[d], gs[d] - group[d] * ls[d]) for d in range(3)]
                    fn(*args)


def _address(array: np.ndarray) -> int:
    return int(array.ctypes.data)


@pytest.fixture(scope="module")
def jit() -> Iterator[Jit]:
    j = Jit((INPUTS / "exec.mux.ll").read_text())
    yield j
    del j.engine


def live_across_reference(data: np.ndarray, local: int) -> np.ndarray:
    out = np.zeros_like(data)
    for start in range(0, len(data), local):
        block = data[start : start + local]
        n = len(block)
        a = block * 3
        b = block + np.arange(n, dtype=block.dtype)
        for i in range(n):
            out[start + i] = a[n - 1 - i] * 1000 + b[(i + 1) % n] + a[i]
    return out


@pytest.mark.parametrize(("size", "local"), [(16, 4), (8, 8), (10, 4), (7, 1)])
def test_values_live_across_barriers(jit: Jit, size: int, local: int) -> None:
    """Uniform and non-uniform ranges (10 = 4 + 4 + 2): the last group runs with its smaller size."""
    data = np.arange(size, dtype=np.int32) * 7 - 20
    out = np.zeros(size, dtype=np.int32)
    tmp = np.zeros(local, dtype=np.int32)
    jit.run("live_across.mux-barrier-wrapper", [_address(data), _address(out), _address(tmp)], [size], [local])
    np.testing.assert_array_equal(out, live_across_reference(data, local))


@pytest.mark.parametrize("local", [1, 2, 8, 32])
def test_barrier_in_loop_tree_reduction(jit: Jit, local: int) -> None:
    groups = 3
    data = (np.arange(groups * local, dtype=np.int32) * 5) % 17 - 3
    out = np.zeros(groups, dtype=np.int32)
    scratch = np.zeros(local, dtype=np.int32)
    jit.run("tree_reduce.mux-barrier-wrapper", [_address(data), _address(out), _address(scratch)], [groups * local], [local])
    np.testing.assert_array_equal(out, data.reshape(groups, local).sum(axis=1))


@pytest.mark.parametrize("flag", [0, 1])
def test_barrier_in_uniform_branch(jit: Jit, flag: int) -> None:
    local, size = 4, 12
    data = np.arange(size, dtype=np.int32) + 1
    out = np.zeros(size, dtype=np.int32)
    tmp = np.zeros(local, dtype=np.int32)
    args = [_address(data), _address(out), _address(tmp), ctypes.c_int32(flag)]
    jit.run("uniform_branch.mux-barrier-wrapper", args, [size], [local])
    expected = data.reshape(-1, local)[:, ::-1].reshape(-1) * 2 + 1 if flag else data + 1
    np.testing.assert_array_equal(out, expected)


@pytest.mark.parametrize(("size", "local"), [(12, 4), (10, 4), (5, 5)])
def test_work_group_collectives(jit: Jit, size: int, local: int) -> None:
    data = np.array([(i * 37) % 11 - 2 for i in range(size)], dtype=np.int32)
    out = np.zeros(size * 8, dtype=np.int32)
    fout = np.zeros(size, dtype=np.float32)
    jit.run("collectives.mux-barrier-wrapper", [_address(data), _address(out), _address(fout)], [size], [local])
    got = out.reshape(size, 8)
    for start in range(0, size, local):
        x = data[start : start + local]
        n = len(x)
        rows = got[start : start + n]
        np.testing.assert_array_equal(rows[:, 0], np.full(n, x.sum()))
        np.testing.assert_array_equal(rows[:, 1], np.cumsum(x))
        exclusive_max = [np.iinfo(np.int32).min, *np.maximum.accumulate(x)[:-1]]
        np.testing.assert_array_equal(rows[:, 2], exclusive_max)
        np.testing.assert_array_equal(rows[:, 3], np.full(n, x[1] if n > 1 else rows[0, 3]))
        np.testing.assert_array_equal(rows[:, 4] != 0, np.full(n, bool((x > 5).any())))
        np.testing.assert_array_equal(rows[:, 5] != 0, np.full(n, bool((x > 0).all())))
        np.testing.assert_array_equal(rows[:, 6], np.full(n, x.min()))
        np.testing.assert_array_equal(rows[:, 7], [0, *np.cumsum(x)[:-1]])
        total = np.float32(0)
        for v in x:  # linear order, in float
            total = np.float32(total + np.float32(v) * np.float32(0.5))
        np.testing.assert_array_equal(fout[start : start + n], np.full(n, total))


@pytest.mark.parametrize(("global_size", "local_size"), [((4, 6), (2, 3)), ((6, 4), (3, 2)), ((5, 4), (3, 2))])
def test_two_dimensional_groups(jit: Jit, global_size: tuple[int, int], local_size: tuple[int, int]) -> None:
    w, h = global_size
    out = np.zeros(w * h * 3, dtype=np.int32)
    jit.run("two_d.mux-barrier-wrapper", [_address(out)], global_size, local_size)
    got = out.reshape(h, w, 3)
    for gy in range(h):
        for gx in range(w):
            ox, oy = gx - gx % local_size[0], gy - gy % local_size[1]
            sx = min(local_size[0], w - ox)
            lin = (gy - oy) * sx + (gx - ox)
            assert got[gy, gx, 0] == sum(range(lin + 1)), (gx, gy)
            assert got[gy, gx, 1] == (1 * sx + 1) * 10, (gx, gy)
            assert got[gy, gx, 2] == lin, (gx, gy)


def test_no_barrier_single_loop_nest(jit: Jit) -> None:
    size, local = 10, 4
    data = np.arange(size, dtype=np.int32)
    out = np.zeros(size, dtype=np.int32)
    jit.run("no_barrier.mux-barrier-wrapper", [_address(data), _address(out)], [size], [local])
    np.testing.assert_array_equal(out, data * 2 + data % local)


def _kernel(module: Module, name: str) -> Any:
    fn = module.get_function(name)
    assert fn is not None
    return fn


def _set_schedule(name: str, schedule: attrs.BarrierSchedule) -> Callable[[Module], None]:
    def prepare(module: Module) -> None:
        for inst in _kernel(module, name).instructions():
            callee = inst.called_function if isinstance(inst, CallBase) else None
            if callee is not None and callee.name == "__mux_work_group_barrier":
                attrs.set_barrier_schedule(inst, schedule)

    return prepare


def test_once_schedule_runs_the_region_for_one_work_item() -> None:
    src = (INPUTS / "exec.mux.ll").read_text()
    local, groups = 4, 3
    data = np.arange(groups * local, dtype=np.int32) + 3
    for schedule, runs_per_group in ((attrs.BarrierSchedule.ONCE, 1), (attrs.BarrierSchedule.UNORDERED, local)):
        jit = Jit(src, prepare=_set_schedule("once_sum", schedule))
        out = np.zeros(groups, dtype=np.int32)
        runs = np.zeros(1, dtype=np.int32)
        tmp = np.zeros(local, dtype=np.int32)
        args = [_address(data), _address(out), _address(tmp), _address(runs)]
        jit.run("once_sum.mux-barrier-wrapper", args, [groups * local], [local])
        np.testing.assert_array_equal(out, data.reshape(groups, local).sum(axis=1))
        assert runs[0] == groups * runs_per_group, schedule


def _run_order(order: str, schedule: attrs.BarrierSchedule | None, local: tuple[int, int, int]) -> list[int]:
    def prepare(module: Module) -> None:
        attrs.set_work_item_order(_kernel(module, "run_order"), order)
        if schedule is not None:
            _set_schedule("run_order", schedule)(module)

    jit = Jit((INPUTS / "exec.mux.ll").read_text(), prepare=prepare)
    total = local[0] * local[1] * local[2]
    seen = np.full(total, -1, dtype=np.int32)
    counter = np.zeros(1, dtype=np.int32)
    jit.run("run_order.mux-barrier-wrapper", [_address(seen), _address(counter)], list(local), list(local))
    return [int(v) for v in seen]


def _expected_order(order: str, local: tuple[int, int, int]) -> list[int]:
    """Linear ids in the order loops with ``order`` (innermost first) visit them."""
    sx, sy, _ = local
    ranges = {c: range(local["xyz".index(c)]) for c in "xyz"}
    result = []
    for outer in ranges[order[2]]:
        for middle in ranges[order[1]]:
            for inner in ranges[order[0]]:
                pos = {order[2]: outer, order[1]: middle, order[0]: inner}
                result.append(pos["x"] + sx * (pos["y"] + sy * pos["z"]))
    return result


@pytest.mark.parametrize("order", ["xyz", "yxz", "zyx"])
def test_work_item_order_permutes_the_loops(order: str) -> None:
    local = (2, 3, 2)
    assert _run_order(order, None, local) == _expected_order(order, local)


def test_linear_schedule_ignores_the_work_item_order() -> None:
    local = (2, 3, 2)
    assert _run_order("zyx", attrs.BarrierSchedule.LINEAR, local) == list(range(12))


@pytest.mark.parametrize("order", ["xyz", "yxz"])
def test_reqd_work_group_size_and_max_work_dim(order: str) -> None:
    """Constant bounds from !reqd_work_group_size; !max_work_dim 2 drops the z loop."""

    def prepare(module: Module) -> None:
        kernel = _kernel(module, "two_d")
        md.set_reqd_work_group_size(kernel, (3, 2, 1))
        md.set_max_work_dim(kernel, 2)
        attrs.set_work_item_order(kernel, order)

    jit = Jit((INPUTS / "exec.mux.ll").read_text(), prepare=prepare)
    assert "call i64 @__mux_get_local_size" not in jit.ir.split("two_d.mux-barrier-wrapper")[1].split("\n}")[0]
    w, h = 6, 4
    out = np.zeros(w * h * 3, dtype=np.int32)
    jit.run("two_d.mux-barrier-wrapper", [_address(out)], (w, h), (3, 2))
    got = out.reshape(h, w, 3)
    for gy in range(h):
        for gx in range(w):
            lin = (gy % 2) * 3 + gx % 3
            assert list(got[gy, gx]) == [sum(range(lin + 1)), 40, lin]


@pytest.mark.parametrize("debug", [False, True])
def test_debug_mode_kernel_at_o0(debug: bool) -> None:
    """-O0 code (all variables in allocas, so all in the live struct) runs the same in debug mode."""
    jit = Jit((INPUTS / "debug.mux.ll").read_text(), passes=(WorkItemLoops(debug=debug),))
    assert ("live_variables_dbg" in jit.ir) == debug
    size, local = 12, 4
    data = np.arange(size, dtype=np.int32) + 5
    out = np.zeros(size, dtype=np.int32)
    tmp = np.zeros(local, dtype=np.int32)
    jit.run("barrier_dbg.mux-barrier-wrapper", [_address(data), _address(out), _address(tmp)], [size], [local])
    mult = (data.reshape(-1, local) * np.arange(local, dtype=np.int32)).astype(np.int32)
    np.testing.assert_array_equal(out, (mult + mult[:, ::-1]).reshape(-1))
