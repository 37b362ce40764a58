"""Differential tests of the vectoriser: every kernel run vectorised gives the scalar pipeline's results.

Each kernel (the reference kernels of ../shared/kernels and ours in test/kernels
and test/runtime, from clang -O2 and -O0, and bench/kernels) is compiled twice,
with the native-cpu passes and ``default<O2>``:

- scalar: without ``run-vecz``;
- vector: with ``run-vecz<always;width=W>`` right after ``prepare-barriers``
  (``work-item-loops`` then finishes each row with the scalar kernel), or
  ``run-vecz<always;width=W;vp>`` (the tail is the vector-predicated clone).

Both run the same NDRanges on the same inputs and must write the same bytes.
Every kernel here is order-independent per output element (no float atomics,
no float reductions whose order depends on the schedule), so the comparison is
bit-exact everywhere.  Launches use local sizes that are multiples of the
width, not multiples, and smaller than it, on ranges whose last groups are
partial (so also smaller than the width), in 1D and 2D.  Every kernel runs at
width 8 with both tails; a subset at widths 4 and 16; threads alternate
between 1 and 2.  Kernels the vectoriser refuses still run (scalar) and agree;
which ones are vectorised is checked separately.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np
import pytest
from ncpu_opt.runtime import LocalMemory, Program
from ncpu_opt.runtime.compiler import read_source
from runtime_support import OWN_KERNELS, ROOT, RUNTIME_KERNELS, SHARED_KERNELS

from ncpu_opt.pipeline.builder import build_pipeline
from ncpu_opt.pipeline.manager import IRState, PassManager
from ncpu_opt.pipeline.named_pipelines import NATIVE_CPU_PASSES, VECZ_AFTER
from ncpu_opt.pipeline.passes import PassContext

BENCH_KERNELS = ROOT / "bench" / "kernels"
Size = tuple[int, ...]
Launch = tuple[Size, Size | None, Size | None]  # global size, local size, global offset
Args = list[object]


def pipeline(vecz: str | None = None, through: str | None = None) -> str:
    """The native-cpu passes and ``default<O2>``, with *vecz* after prepare-barriers; or only up to *through*."""
    passes = list(NATIVE_CPU_PASSES)
    if vecz is not None:
        passes.insert(passes.index(VECZ_AFTER) + 1, vecz)
    if through is not None:
        return ",".join(passes[: [p.split("<")[0] for p in passes].index(through) + 1])
    return ",".join([*passes, "default<O2>"])


def vecz_pass(width: int, tail: str) -> str:
    return f"run-vecz<always;width={width}{';vp' if tail == 'vp' else ''}>"


@cache
def program(path: Path, vecz: str | None, threads: int) -> Program:
    # cache=False: a stale object compiled by an older vectoriser must never answer.
    return Program.from_file(path, passes=pipeline(vecz), threads=threads, cache=False, specialize=False)


@cache
def scheduled_clones(path: Path, vecz: str) -> frozenset[tuple[str, bool]]:
    """(kernel, vector-predicated) for each ``__vecz_v<N>_`` clone the work-item loops call (the front of the pipeline)."""
    text = read_source(path.read_bytes(), str(path))
    state = IRState(text, str(path))
    PassManager(build_pipeline(pipeline(vecz, through="work-item-loops")), PassContext(filename=str(path))).run(state)
    calls = re.findall(r"call [^@\n]*@__vecz_v\d+_(vp_)?([\w$]+?)(?:\.mux-barrier-region(?:\.\d+)?)?\(", state.final_text())
    return frozenset((name, bool(vp)) for vp, name in calls)


# -- arguments ---------------------------------------------------------------------------------
# A builder takes the global size (3D, padded with 1s) and the local size, and returns
# fresh arguments; it is called twice with the same inputs and must be deterministic.
# Output buffers start as a pattern, so a stray write by a work-item that should not
# have run shows up as a difference.

Builder = Callable[[Size, Size], Args]


def _rng(seed: int) -> np.random.Generator:
    return np.random.default_rng(seed)


def _floats(n: int, seed: int, low: float = -4.0, high: float = 4.0) -> np.ndarray:
    return _rng(seed).uniform(low, high, n).astype(np.float32)


def _ints(n: int, seed: int, low: int = -1000, high: int = 1000, dtype: type = np.int32) -> np.ndarray:
    return _rng(seed).integers(low, high, n).astype(dtype)


def _out(n: int, dtype: type = np.int32) -> np.ndarray:
    return np.frombuffer(b"\x5a" * (n * np.dtype(dtype).itemsize), dtype).copy()


def _count(g: Size) -> int:
    return g[0] * g[1] * g[2]


def vadd_args(g: Size, _: Size) -> Args:
    n = _count(g)
    return [_floats(n, 1), _floats(n, 2), _out(n, np.float32), np.uint32(max(n - 5, 0))]


def saxpy_args(g: Size, _: Size) -> Args:
    n = _count(g)
    return [np.float32(1.5), _floats(n, 3), _floats(n, 4), np.uint32(max(n - 3, 0))]


def reduce_sum_args(g: Size, ls: Size) -> Args:
    groups = -(-g[0] // ls[0])
    n = 3 * g[0] + 7  # the grid-stride loop runs 3 or 4 times
    return [_floats(n, 5), _out(groups, np.float32), LocalMemory(4 * ls[0]), np.uint32(n)]


def matmul_args(g: Size, _: Size) -> Args:
    n = g[0]
    return [_floats(n * n, 6), _floats(n * n, 7), _out(n * n, np.float32), np.int32(n)]


def stencil_args(g: Size, _: Size) -> Args:
    w, h = max(g[0] - 2, 1), max(g[1] - 1, 1)  # the range is larger than the grid: the guard matters
    return [_floats(w * h, 8), _out(w * h, np.float32), np.int32(w), np.int32(h), np.float32(0.5), np.float32(0.125)]


def mandelbrot_shared_args(g: Size, _: Size) -> Args:
    w, h = g[0], g[1]
    return [_out(w * h), np.float32(-2.0), np.float32(-1.0), np.float32(3.0 / w), np.float32(2.0 / h), np.int32(60)]


def mandelbrot_bench_args(g: Size, _: Size) -> Args:
    w, h = max(g[0] - 1, 1), max(g[1] - 2, 1)
    return [_out(w * h, np.uint32), np.uint32(w), np.uint32(h), np.uint32(60)]


def histogram_args(g: Size, _: Size) -> Args:
    n = _count(g)
    return [_ints(n, 9, 0, 256, np.uint8), np.zeros(256, np.uint32), np.uint32(max(n - 4, 0))]


def scan_groups_args(g: Size, ls: Size) -> Args:
    n = _count(g)
    return [_ints(n, 10), _out(n), _out(-(-n // ls[0]))]


def broadcast_args(g: Size, _: Size) -> Args:
    n = _count(g)
    return [_ints(n, 12), _out(n), np.uint32(11)]


def broadcast_2d_args(g: Size, _: Size) -> Args:
    n = _count(g)
    return [_floats(n, 13), _out(n, np.float32)]


def transpose_args(g: Size, _: Size) -> Args:
    w, h = max(g[0] - 3, 1), max(g[1] - 1, 1)
    # out[oy * h + ox] for oy < w, ox < h: w * h floats.
    return [_floats(w * h, 11), _out(w * h, np.float32), np.uint32(w), np.uint32(h)]


def vecmath_args(g: Size, _: Size) -> Args:
    n = _count(g)
    return [_rng(12).uniform(-4, 4, (n, 4)).astype(np.float32), np.zeros((n, 4), np.float32), _out(n)]


def covar_upper_args(g: Size, _: Size) -> Args:
    m = g[0]  # work-item m - 1 and any beyond fail the guard j < m - 1
    n = 3 * m // 4  # issue 15's m = 64, n = 48
    # out starts small: a sum added to the 0x5a pattern (1.5e16 as a float) would vanish.
    return [_floats(n * m, 16, -1.0, 1.0), _floats(m * m, 17, -1.0, 1.0), np.int32(m), np.int32(n)]


def reverse_groups_args(g: Size, ls: Size) -> Args:
    n = _count(g)
    return [_ints(n, 13), _out(n), LocalMemory(4 * ls[0])]


PAIR = np.dtype([("a", np.int32), ("b", np.int32)], align=True)
TRIPLE = np.dtype([("a", np.int32), ("b", np.float32), ("c", np.int64)], align=True)


def byval_args(g: Size, ls: Size) -> Args:
    return [np.array((3, 40), dtype=PAIR)[()], _out(_count(g)), LocalMemory(4 * ls[0])]


def ids_args(g: Size, _: Size) -> Args:
    return [np.zeros(16 * _count(g), np.uint64)]


def vadd_int_args(g: Size, _: Size) -> Args:
    n = _count(g)
    return [_ints(n, 14), _ints(n, 15), _out(n), np.uint32(max(n - 2, 0))]


def scalars_args(_: Size, __: Size) -> Args:
    return [np.zeros(10, np.float64), -5, 200, -30000, 60000, -(2**31), 2**32 - 1, -(2**40), 2**63 + 5, 1.5, 2.25]


def vec_arg_args(g: Size, _: Size) -> Args:
    return [np.zeros((_count(g), 4), np.float32), np.array([1, -2.5, 3, 0.25], np.float32)]


def struct_arg_args(g: Size, _: Size) -> Args:
    return [_out(_count(g), np.float32), np.array((3, 0.5, 1000), dtype=TRIPLE)[()]]


def local_slot_args(g: Size, ls: Size) -> Args:
    return [_out(_count(g)), LocalMemory(4 * ls[0])]


def fixed_size_args(g: Size, _: Size) -> Args:
    return [_out(_count(g))]


# -- launches ----------------------------------------------------------------------------------
# For width w: local sizes that are a multiple of w, not a multiple, and smaller than w,
# on ranges whose last group is partial (global sizes not multiples of the local size).


def swap_masked_args(g: Size, _: Size) -> Args:
    n = _count(g)
    return [_ints(n, 14), _ints(n, 15, -3, 3), _out(n)]


def uniform_search_args(g: Size, _: Size) -> Args:
    n = _count(g)
    table = _ints(64, 16, 0, 40)
    return [table, _out(n), np.int32(table[37]), np.int32(64)]


def launches_1d(w: int) -> list[Launch]:
    return [((2 * w * 3 + 5,), (2 * w,), None), ((3 * (w + 3) + 2,), (w + 3,), None), ((10,), (3,), None), ((4 * w,), (w,), None)]


def launches_2d(w: int) -> list[Launch]:
    return [((4 * w + 3, 5), (2 * w, 2), None), ((2 * (w + 3) + 1, 7), (w + 3, 3), None), ((7, 9), (3, 4), None)]


def launches_pow2(w: int) -> list[Launch]:
    """reduce_sum's tree wants a power-of-two local size (any other is deterministic too, but drops values)."""
    return [((2 * w * 3 + 5,), (2 * w,), None), ((4 * w + 3,), (max(w // 2, 1),), None), ((40,), (32,), None), ((13,), (6,), None)]


def launches_matmul(_: int) -> list[Launch]:
    return [((32, 32), (16, 16), None), ((48, 16), (16, 16), None)]


def launches_transpose(w: int) -> list[Launch]:
    # Work-item (x, y) reads the tile entry (y, x) wrote: square local sizes up to the 16 x 16 tile.
    side = min(w, 16)
    return [((40, 24), (16, 16), None), ((2 * side + 5, side + 3), (side, side), None), ((29, 20), (13, 13), None), ((9, 7), (3, 3), None)]


def launches_ids(w: int) -> list[Launch]:
    return [
        ((3 * w + 5,), (2 * w,), (7,)),
        ((2 * (w + 3) + 1, 5), (w + 3, 2), (1, 4)),
        ((7, 3, 4), (3, 2, 3), (0, 1, 2)),
        ((4 * w, 3), (w, 3), None),
    ]


def launches_covar(w: int) -> list[Launch]:
    """Issue 15's launch (m = 64, local size 16), then partial groups of w and around it."""
    return [((64,), (16,), None), ((2 * w * 3 + 5,), (2 * w,), None), ((3 * (w + 3) + 2,), (w + 3,), None), ((10,), (3,), None)]


def launches_fixed(_: int) -> list[Launch]:
    return [((16, 4), None, None), ((32, 6), None, None)]


@dataclass(frozen=True)
class Case:
    id: str
    path: Path
    kernel: str
    args: Builder
    launches: Callable[[int], list[Launch]]
    vectorised: bool = True  # run-vecz<always> makes a clone of it
    subset: bool = False  # also run at widths 4 and 16


def shared(level: str, name: str, *rest: object, **kw: object) -> Case:
    return Case(f"shared-{level}/{name}", SHARED_KERNELS / level / f"{name}.ll", name, *rest, **kw)  # type: ignore[arg-type]


def own(folder: Path, level: str, name: str, kernel: str, *rest: object, **kw: object) -> Case:
    return Case(f"{folder.name}-{level}/{kernel}", folder / level / f"{name}.ll", kernel, *rest, **kw)  # type: ignore[arg-type]


SHARED_CASES = [
    case
    for level in ("ll", "ll-O0")
    for case in (
        shared(level, "vadd", vadd_args, launches_1d, subset=level == "ll"),
        shared(level, "saxpy", saxpy_args, launches_1d),
        # At -O0 the loop bounds live in allocas, so the barrier loops look divergent: refused.
        shared(level, "reduce_sum", reduce_sum_args, launches_pow2, vectorised=level == "ll", subset=level == "ll"),
        shared(level, "matmul_tiled", matmul_args, launches_matmul, vectorised=level == "ll", subset=level == "ll"),
        shared(level, "stencil5", stencil_args, launches_2d),
        shared(level, "mandelbrot", mandelbrot_shared_args, launches_2d),
    )
]

BENCH_CASES = [
    Case("bench/vadd", BENCH_KERNELS / "vadd.ll", "vadd", vadd_args, launches_1d),
    Case("bench/saxpy", BENCH_KERNELS / "saxpy.ll", "saxpy", saxpy_args, launches_1d),
    Case("bench/reduce_sum", BENCH_KERNELS / "reduce_sum.ll", "reduce_sum", reduce_sum_args, launches_pow2),
    Case("bench/matmul_tiled", BENCH_KERNELS / "matmul_tiled.ll", "matmul_tiled", matmul_args, launches_matmul),
    Case("bench/stencil5", BENCH_KERNELS / "stencil5.ll", "stencil5", stencil_args, launches_2d, subset=True),
    Case("bench/mandelbrot", BENCH_KERNELS / "mandelbrot.ll", "mandelbrot", mandelbrot_bench_args, launches_2d, subset=True),
]


def own_cases(level: str) -> list[Case]:
    """Our kernels from clang -O2 (``ll``) or -O0 (``ll-O0``: variables in allocas); -O2's also at widths 4 and 16."""
    o2 = level == "ll"
    return [
        own(OWN_KERNELS, level, "histogram", "histogram", histogram_args, launches_1d, subset=o2),
        # Work-group collectives: one contributor per vector call (work-item-loops combines them).
        own(OWN_KERNELS, level, "scan_groups", "scan_groups", scan_groups_args, launches_1d),
        # Broadcasts: the clone passes the requested work-item's lane; the wrapper reads its call's.
        # At -O0 the chosen work-item's id is loaded from an alloca, so it looks varying: refused.
        own(OWN_KERNELS, level, "broadcast_groups", "broadcast_groups", broadcast_args, launches_1d,
            vectorised=o2, subset=o2),
        own(OWN_KERNELS, level, "broadcast_groups", "broadcast_2d", broadcast_2d_args, launches_2d, subset=o2),
        own(OWN_KERNELS, level, "transpose_local", "transpose_local", transpose_args, launches_transpose, subset=o2),
        own(OWN_KERNELS, level, "vecmath", "vecmath", vecmath_args, launches_1d, subset=o2),
        # Issue 15: at -O2 the sum is loaded before the inner loop and reloaded after it.
        own(OWN_KERNELS, level, "covar_upper", "covar_upper", covar_upper_args, launches_covar, subset=o2),
        # A masked load, a masked store to its address, and a select of the loaded value.
        *(own(OWN_KERNELS, level, "swap_masked", kernel, swap_masked_args, launches_1d, subset=o2)
          for kernel in ("swap_masked", "swap_masked_else", "swap_masked_const")),
        # A uniform two-exit loop before a divergent region (vector-predicated: masked blocks).
        own(OWN_KERNELS, level, "uniform_search", "uniform_search", uniform_search_args, launches_1d, subset=o2),
        own(RUNTIME_KERNELS, level, "barrier", "reverse_groups", reverse_groups_args, launches_1d, subset=o2),
        own(RUNTIME_KERNELS, level, "byval", "byval_private", byval_args, launches_1d, subset=o2),
        # get_global_id(d) in a loop over d: at -O0 d is loaded from an alloca, a dimension
        # the vectoriser cannot see is constant: refused.
        own(RUNTIME_KERNELS, level, "ndrange", "ids", ids_args, launches_ids, vectorised=o2, subset=o2),
        own(RUNTIME_KERNELS, level, "ndrange", "vadd_int", vadd_int_args, launches_1d),
        own(RUNTIME_KERNELS, level, "ndrange", "scalars", scalars_args, launches_1d),
        own(RUNTIME_KERNELS, level, "ndrange", "vec_arg", vec_arg_args, launches_1d),
        own(RUNTIME_KERNELS, level, "ndrange", "struct_arg", struct_arg_args, launches_1d),
        own(RUNTIME_KERNELS, level, "ndrange", "local_slot", local_slot_args, launches_1d, subset=o2),
        own(RUNTIME_KERNELS, level, "ndrange", "fixed_size", fixed_size_args, launches_fixed, subset=o2),
    ]


CASES = BENCH_CASES + own_cases("ll") + own_cases("ll-O0") + (SHARED_CASES if SHARED_KERNELS.is_dir() else [])

#: (width, tail, threads of the vector run): every kernel at width 8, the subset at 4 and 16.
FULL = [(8, "scalar-tail", 2), (8, "vp", 1)]
SUBSET = [(4, "scalar-tail", 1), (4, "vp", 2), (16, "scalar-tail", 2), (16, "vp", 1)]


def params() -> list[object]:
    out: list[object] = []
    for case in CASES:
        for width, tail, threads in FULL + (SUBSET if case.subset else []):
            out.append(pytest.param(case, width, tail, threads, id=f"{case.id}-w{width}-{tail}-{threads}t"))
    return out


def _pad(size: Size | None) -> Size:
    return (*(size or ()), 1, 1, 1)[:3]


def run(prog: Program, case: Case, launch: Launch) -> Args:
    global_size, local_size, offset = launch
    args = case.args(_pad(global_size), _pad(local_size or (8, 2)))  # fixed_size's reqd_work_group_size
    prog.kernel(case.kernel)(*args, global_size=global_size, local_size=local_size, global_offset=offset)
    return args


def assert_same(case: Case, launch: Launch, scalar: Sequence[object], vector: Sequence[object], what: str) -> None:
    for i, (s, v) in enumerate(zip(scalar, vector, strict=True)):
        if isinstance(s, np.ndarray):
            assert isinstance(v, np.ndarray)
            diff = np.flatnonzero(s.reshape(-1).view(np.uint8) != v.reshape(-1).view(np.uint8))
            if diff.size:
                first = int(diff[0]) // s.itemsize
                np.testing.assert_array_equal(
                    v, s, err_msg=f"{case.id} {what}, launch {launch}: argument {i} differs first at element {first}"
                )


@pytest.mark.parametrize(("case", "width", "tail", "threads"), params())
def test_vectorised_matches_scalar(case: Case, width: int, tail: str, threads: int) -> None:
    scalar = program(case.path, None, 1)
    vector = program(case.path, vecz_pass(width, tail), threads)
    for launch in case.launches(width):
        assert_same(case, launch, run(scalar, case, launch), run(vector, case, launch), f"width {width} {tail}")


def files() -> list[Path]:
    return sorted({case.path for case in CASES})


@pytest.mark.parametrize("path", files(), ids=lambda p: f"{p.parent.parent.name}/{p.parent.name}/{p.name}")
def test_which_kernels_are_vectorised(path: Path) -> None:
    """The work-item loops run the clones of exactly the kernels the table says (the others stay scalar)."""
    expected = {case.kernel for case in CASES if case.path == path and case.vectorised}
    assert scheduled_clones(path, vecz_pass(8, "scalar-tail")) == {(k, False) for k in expected}
    # With vp, the vector-predicated clone is the tail, except where !reqd_work_group_size is a
    # multiple of the width: fixed_size's (8, 2, 1) runs on the plain clone alone.
    with_vp = {(k, False) for k in expected} | {(k, True) for k in expected if k != "fixed_size"}
    assert scheduled_clones(path, vecz_pass(8, "vp")) == with_vp


@pytest.mark.parametrize(
    ("case_id", "width", "local_size"),
    [("bench/vadd", 8, 16), ("bench/vadd", 8, 12), ("bench/mandelbrot", 4, 8), ("runtime-ll/ids", 16, 8)],
)
def test_specialised_local_size(case_id: str, width: int, local_size: int) -> None:
    """A uniform launch recompiled for its local size (``!reqd_work_group_size``): the clone may run alone."""
    case = next(c for c in CASES if c.id == case_id)
    dims = len(case.launches(width)[-1][0]) if case.kernel != "ids" else 1
    global_size = (3 * local_size, 2)[:dims] if dims == 2 else (3 * local_size,)
    local = (local_size, 2)[:dims] if dims == 2 else (local_size,)
    launch: Launch = (global_size, local, None)
    scalar = program(case.path, None, 1)
    vector = Program.from_file(case.path, passes=pipeline(vecz_pass(width, "scalar-tail")), threads=2, cache=False)
    assert_same(case, launch, run(scalar, case, launch), run(vector, case, launch), f"width {width}, specialised")


@pytest.mark.parametrize("case", [pytest.param(c, id=c.id) for c in CASES if c.subset])
def test_checked_matches_scalar(case: Case) -> None:
    # Issue 30: a sample run checked (the default pipeline with check-memory), on two threads:
    # no finding, and the scalar build's every byte.
    scalar = program(case.path, None, 1)
    checked = Program.from_file(case.path, threads=2, cache=False, checked="collect")
    for launch in case.launches(8):
        global_size, local_size, offset = launch
        args = case.args(_pad(global_size), _pad(local_size or (8, 2)))
        findings = checked.kernel(case.kernel)(*args, global_size=global_size, local_size=local_size,
                                               global_offset=offset)
        assert findings == [], f"{case.id}, launch {launch}: {findings[0] if findings else ''}"
        assert_same(case, launch, run(scalar, case, launch), args, "checked")
