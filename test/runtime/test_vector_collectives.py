"""Work-group collectives in hand-vectorised kernels, run by the runtime and checked with numpy.

Each module holds a scalar kernel ``K`` calling one work-group collective
and clones of width 4 following the vectoriser's contract: a clone call
contributes one uniform operand, its active lanes' combination, calls the
same builtin for a reduce/any/all and the *exclusive* scan for either scan,
adding the in-chunk scan itself (a VP clone's inactive lanes hold the
identity).  work-item-loops combines the chunks of each row and the tail's
work-items (or VP call) in linear work-item order.  Besides its result each
kernel writes which kernel ran each work-item (as in test_vector_schedule),
so the split between vector chunks and the tail is checked too, at local
sizes that are multiples of 4, not multiples, and smaller than 4, in 1 and 2
dimensions, on 1 and 2 threads, and with sub-groups (whole groups on ``K``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import pytest
from ncpu_opt.runtime import Program
from test_vector_schedule import (
    _ACTIVE,
    _INDEX,
    HEADER,
    PLAIN_LINK,
    PREDICATED,
    SCALAR,
    VECTOR,
    VP_LINK,
    compile_program,
    expected_which,
    group_sizes,
)


@dataclass(frozen=True)
class Op:
    """A collective's operation on one type: the IR of a vector op, a vector reduction, numpy."""

    name: str  # the builtin's operation (any/all: the kind)
    t: str  # the scalar type the builtin takes
    identity: str  # as an IR constant
    dtype: type

    @property
    def vt(self) -> str:
        return f"<4 x {self.t}>"

    @property
    def suffix(self) -> str:
        """The vector type as intrinsic names spell it (v4i32, v4f32)."""
        return "v4" + {"float": "f32", "double": "f64"}.get(self.t, self.t)

    def vector(self, result: str, a: str, b: str) -> str:
        if self.name in ("add", "fadd"):
            return f"  %{result} = {self.name} {self.vt} %{a}, %{b}"
        if self.name in ("any", "all"):
            return f"  %{result} = {'or' if self.name == 'any' else 'and'} {self.vt} %{a}, %{b}"
        intrinsic = {"smin": "smin", "smax": "smax", "fmin": "minnum", "fmax": "maxnum"}[self.name]
        return f"  %{result} = call {self.vt} @llvm.{intrinsic}.{self.suffix}({self.vt} %{a}, {self.vt} %{b})"

    def reduce(self, result: str, v: str) -> str:
        if self.name == "fadd":
            return f"  %{result} = call float @llvm.vector.reduce.fadd.v4f32(float -0.0, {self.vt} %{v})"
        name = {"add": "add", "any": "or", "all": "and"}.get(self.name, self.name)
        return f"  %{result} = call {self.t} @llvm.vector.reduce.{name}.{self.suffix}({self.vt} %{v})"

    def numpy(self, values: np.ndarray, scan: bool) -> np.ndarray:
        """The reduction (scan=False) or inclusive scan of ``values`` (one group, linear order)."""
        ufunc = {
            "add": np.add, "fadd": np.add, "smin": np.minimum, "smax": np.maximum,
            "fmin": np.minimum, "fmax": np.maximum, "any": np.logical_or, "all": np.logical_and,
        }[self.name]
        if scan:
            return ufunc.accumulate(values)
        return np.full(values.shape, ufunc.reduce(values))


ADD_I32 = Op("add", "i32", "0", np.int32)
ADD_F32 = Op("fadd", "float", "0.0", np.float32)
SMIN = Op("smin", "i32", "2147483647", np.int32)
SMAX = Op("smax", "i32", "-2147483648", np.int32)
FMAX = Op("fmax", "float", "0xFFF0000000000000", np.float32)
ANY = Op("any", "i1", "false", np.int32)
ALL = Op("all", "i1", "true", np.int32)

DECLARATIONS = """
declare <4 x i32> @llvm.masked.load.v4i32.p1(ptr addrspace(1), i32, <4 x i1>, <4 x i32>)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>)
declare i1 @llvm.vector.reduce.or.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.and.v4i1(<4 x i1>)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>)
declare <4 x float> @llvm.maxnum.v4f32(<4 x float>, <4 x float>)
"""


def builtin(kind: str, op: Op) -> str:
    """``__mux_work_group_<kind>[_<op>]_<t>``."""
    mangled = {"float": "f32"}.get(op.t, op.t)
    if op.name in ("any", "all"):
        return f"__mux_work_group_{op.name}_{mangled}"
    return f"__mux_work_group_{kind}_{op.name}_{mangled}"


def _memory_type(op: Op) -> str:
    """What the buffers hold: i32 flags for any/all."""
    return "i32" if op.t == "i1" else op.t


def scalar_kernel(kind: str, op: Op, links: str, sub_groups: bool) -> str:
    m = _memory_type(op)
    body = [f"  %x.m = load {m}, ptr addrspace(1) %pa, align 4"]
    if op.t == "i1":
        body.append("  %x = icmp ne i32 %x.m, 0")
    else:
        body.append(f"  %x = bitcast {m} %x.m to {m}")
    body.append(f"  %r = call {op.t} @{builtin(kind, op)}(i32 7, {op.t} %x)")
    body.append("  %r.m = zext i1 %r to i32" if op.t == "i1" else f"  %r.m = bitcast {m} %r to {m}")
    body.append(f"  store {m} %r.m, ptr addrspace(1) %po, align 4")
    if sub_groups:  # which * 10 + the sub-group size
        body.append("  %max = call i32 @__mux_get_max_sub_group_size()")
        body.append(f"  %kind = add i32 %max, {SCALAR * 10}")
        body.append("  store i32 %kind, ptr addrspace(1) %pw, align 4")
    else:
        body.append(f"  store i32 {SCALAR}, ptr addrspace(1) %pw, align 4")
    return f"""
define spir_kernel void @K(ptr addrspace(1) %a, ptr addrspace(1) %out, ptr addrspace(1) %which) #0 {links} {{
entry:{_INDEX}
{chr(10).join(body)}
  ret void
}}
"""


def clone(kind: str, op: Op, vp: bool, sub_groups: bool) -> str:
    """The clone following the contract: one operand per call, the exclusive scan, the in-chunk scan here."""
    m, vt, vm = _memory_type(op), op.vt, f"<4 x {_memory_type(op)}>"
    lines: list[str] = []
    if vp:
        lines.append(_ACTIVE)
        lines.append(f"  %x.m = call {vm} @llvm.masked.load.v4{'i32' if m == 'i32' else 'f32'}.p1(ptr addrspace(1) %pa, i32 4, <4 x i1> %mask, {vm} poison)")
    else:
        lines.append(f"  %x.m = load {vm}, ptr addrspace(1) %pa, align 4")
    if op.t == "i1":
        lines.append("  %x.v = icmp ne <4 x i32> %x.m, zeroinitializer")
    else:
        lines.append(f"  %x.v = bitcast {vm} %x.m to {vm}")
    identity = f"{vt} splat ({op.t} {op.identity})"
    # Inactive lanes (VP) take the identity.
    lines.append(f"  %x = select <4 x i1> {'%mask' if vp else 'splat (i1 true)'}, {vt} %x.v, {identity}")
    lines.append(op.reduce("chunk", "x"))
    if kind == "reduce":
        lines.append(f"  %r.1 = call {op.t} @{builtin(kind, op)}(i32 7, {op.t} %chunk)")
        lines.append(f"  %r.head = insertelement {vt} poison, {op.t} %r.1, i64 0")
        lines.append(f"  %r = shufflevector {vt} %r.head, {vt} poison, <4 x i32> zeroinitializer")
    else:
        lines.append(f"  %before = call {op.t} @{builtin('scan_exclusive', op)}(i32 7, {op.t} %chunk)")
        # Inclusive in-chunk scan: two shifted combinations (Hillis-Steele).
        lines.append(f"  %sh.1 = shufflevector {vt} %x, {identity}, <4 x i32> <i32 4, i32 0, i32 1, i32 2>")
        lines.append(op.vector("s.1", "x", "sh.1"))
        lines.append(f"  %sh.2 = shufflevector {vt} %s.1, {identity}, <4 x i32> <i32 4, i32 5, i32 0, i32 1>")
        lines.append(op.vector("inclusive", "s.1", "sh.2"))
        lines.append(f"  %exclusive = shufflevector {vt} %inclusive, {identity}, <4 x i32> <i32 4, i32 0, i32 1, i32 2>")
        lines.append(f"  %before.head = insertelement {vt} poison, {op.t} %before, i64 0")
        lines.append(f"  %before.splat = shufflevector {vt} %before.head, {vt} poison, <4 x i32> zeroinitializer")
        lines.append(op.vector("r", "before.splat", "inclusive" if kind == "scan_inclusive" else "exclusive"))
    if op.t == "i1":
        lines.append("  %r.m = zext <4 x i1> %r to <4 x i32>")
    else:
        lines.append(f"  %r.m = bitcast {vm} %r to {vm}")
    which: int | str = PREDICATED if vp else VECTOR
    if sub_groups:
        lines.append("  %max = call i32 @__mux_get_max_sub_group_size()")
        lines.append(f"  %kind.1 = add i32 %max, {int(which) * 10}")
        lines.append("  %kind.head = insertelement <4 x i32> poison, i32 %kind.1, i64 0")
        lines.append("  %kind = shufflevector <4 x i32> %kind.head, <4 x i32> poison, <4 x i32> zeroinitializer")
        which = "%kind"
    else:
        which = f"splat (i32 {which})"
    if vp:
        suffix = "i32" if m == "i32" else "f32"
        lines.append(f"  call void @llvm.masked.store.v4{suffix}.p1({vm} %r.m, ptr addrspace(1) %po, i32 4, <4 x i1> %mask)")
        lines.append(f"  call void @llvm.masked.store.v4i32.p1(<4 x i32> {which}, ptr addrspace(1) %pw, i32 4, <4 x i1> %mask)")
    else:
        lines.append(f"  store {vm} %r.m, ptr addrspace(1) %po, align 4")
        lines.append(f"  store <4 x i32> {which}, ptr addrspace(1) %pw, align 4")
    name, meta = ("__vecz_v4_vp_K", "!1") if vp else ("__vecz_v4_K", "!0")
    return f"""
define spir_func void @{name}(ptr addrspace(1) %a, ptr addrspace(1) %out, ptr addrspace(1) %which) #1 !codeplay_ca_vecz.derived !{{{meta}, ptr @K}} {{
entry:{_INDEX}
{chr(10).join(lines)}
  ret void
}}
"""


def module(kind: str, op: Op, plain: bool, vp: bool, sub_groups: bool = False) -> str:
    links = " ".join(([PLAIN_LINK] if plain else []) + ([VP_LINK] if vp else []))
    builtins = {builtin(kind, op), builtin("scan_exclusive", op) if kind.startswith("scan") else builtin(kind, op)}
    declares = "".join(f"declare {op.t} @{b}(i32, {op.t})\n" for b in sorted(builtins))
    text = HEADER + DECLARATIONS + declares + scalar_kernel(kind, op, links, sub_groups)
    if plain:
        text += clone(kind, op, False, sub_groups)
    if vp:
        text += clone(kind, op, True, sub_groups)
    return text


def expected(kind: str, op: Op, values: np.ndarray, global_size: tuple[int, ...], local_size: tuple[int, ...]) -> np.ndarray:
    """Each work-item's result: the collective over its group in linear (x fastest) order."""
    gx, gy = (global_size + (1,))[:2]
    lx, ly = (local_size + (1,))[:2]
    grid = values.reshape(gy, gx)
    result = np.zeros_like(grid)
    for y0 in range(0, gy, ly):
        for x0 in range(0, gx, lx):
            group = grid[y0:y0 + ly, x0:x0 + lx]
            flat = group.reshape(-1)
            if op.t == "i1":
                flat = flat != 0
            if kind in ("reduce", "any", "all"):
                combined = op.numpy(flat, scan=False)
            else:
                combined = op.numpy(flat, scan=True)
                if kind == "scan_exclusive":
                    first = {"add": 0, "fadd": 0.0, "smin": np.iinfo(np.int32).max, "smax": np.iinfo(np.int32).min,
                             "fmax": -np.inf}[op.name]
                    combined = np.concatenate([[first], combined[:-1]])
            result[y0:y0 + ly, x0:x0 + lx] = np.asarray(combined).astype(op.dtype).reshape(group.shape)
    return result.reshape(-1)


def inputs(op: Op, count: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    if op.t == "i1":
        # Mostly one value, so that any/all see both answers across the groups.
        rare = 1 if op.name == "any" else 0
        return np.where(rng.random(count) < 0.04, rare, 1 - rare).astype(np.int32)
    # Small integers: float sums are exact, whatever the order.
    return rng.integers(-50, 50, count).astype(op.dtype)


SIZES = [
    ((24,), (8,)),  # multiples of 4
    ((24,), (6,)),  # not multiples: a tail of 2
    ((21,), (7,)),
    ((9,), (3,)),  # smaller than 4: the tail only
    ((22,), (8,)),  # a smaller last group (6)
    ((12, 4), (6, 2)),  # 2-D
    ((8, 6), (4, 3)),
    ((16, 4), (8, 4)),
]

CONFIGS = [(True, False, SCALAR), (True, True, PREDICATED), (False, True, None)]
CONFIG_IDS = ["scalar-tail", "vp-tail", "vp-only"]
CASES = [
    ("reduce", ADD_I32), ("reduce", ADD_F32), ("reduce", SMIN), ("reduce", FMAX),
    ("scan_inclusive", ADD_I32), ("scan_exclusive", ADD_I32), ("scan_inclusive", ADD_F32),
    ("scan_inclusive", SMAX), ("scan_exclusive", SMIN), ("scan_exclusive", FMAX),
    ("any", ANY), ("all", ALL),
]


def check(program: Program, kind: str, op: Op, which_of: Callable[[tuple[int, ...], tuple[int, ...]], np.ndarray]) -> None:
    """Run ``program`` at every size of SIZES; ``which_of(global, local)``: the kernel of each work-item."""
    for seed, (global_size, local_size) in enumerate(SIZES):
        count = int(np.prod(global_size))
        a = inputs(op, count, seed)
        out = np.zeros(count, a.dtype)
        which = np.zeros(count, np.int32)
        program.kernel("K")(a, out, which, global_size=global_size, local_size=local_size)
        np.testing.assert_array_equal(out, expected(kind, op, a, global_size, local_size),
                                      err_msg=f"{kind} {op.name}: {global_size} / {local_size}")
        np.testing.assert_array_equal(which, which_of(global_size, local_size), err_msg=f"{global_size} / {local_size}")


def run(kind: str, op: Op, plain: bool, vp: bool, tail: int | None, threads: int) -> None:
    def which_of(global_size: tuple[int, ...], local_size: tuple[int, ...]) -> np.ndarray:
        if plain:
            return expected_which(global_size, local_size, tail)
        return np.full(int(np.prod(global_size)), PREDICATED, np.int32)

    check(compile_program(module(kind, op, plain, vp), threads, False), kind, op, which_of)


@pytest.mark.parametrize(("kind", "op"), CASES, ids=[f"{k}-{o.name}-{o.t}" for k, o in CASES])
@pytest.mark.parametrize(("plain", "vp", "tail"), CONFIGS, ids=CONFIG_IDS)
def test_collective(kind: str, op: Op, plain: bool, vp: bool, tail: int | None) -> None:
    run(kind, op, plain, vp, tail, 1)


@pytest.mark.parametrize(("kind", "op"), [("reduce", ADD_F32), ("scan_inclusive", ADD_I32), ("all", ALL)],
                         ids=["reduce-fadd", "scan_inclusive-add", "all"])
@pytest.mark.parametrize(("plain", "vp", "tail"), CONFIGS, ids=CONFIG_IDS)
def test_two_threads(kind: str, op: Op, plain: bool, vp: bool, tail: int | None) -> None:
    run(kind, op, plain, vp, tail, 2)


@pytest.mark.parametrize(("kind", "op"), [("scan_inclusive", ADD_I32), ("scan_exclusive", ADD_F32), ("reduce", SMAX)],
                         ids=["scan_inclusive-add", "scan_exclusive-fadd", "reduce-smax"])
def test_sub_groups(kind: str, op: Op) -> None:
    """A kernel using sub-groups runs a group whose x size is not a multiple of 4 wholly on ``K``.

    Each kernel writes ``which * 10 + sub-group size``: 14 in groups of whole
    chunks, 21 in the others; the collective is over the group either way.
    """
    def which_of(global_size: tuple[int, ...], local_size: tuple[int, ...]) -> np.ndarray:
        _, size = group_sizes(global_size, local_size)[0]
        kinds = np.where(size % 4 == 0, VECTOR * 10 + 4, SCALAR * 10 + 1)
        return np.tile(kinds, int(np.prod(global_size[1:]))).astype(np.int32)

    check(compile_program(module(kind, op, True, False, sub_groups=True), 2, False), kind, op, which_of)
