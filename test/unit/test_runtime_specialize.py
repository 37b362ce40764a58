"""Local-size specialisation: uniform launches run a kernel compiled for their local size."""

from __future__ import annotations

import numpy as np
from ncpu_opt.runtime import LocalMemory, Program
from runtime_support import ROOT

REDUCE = ROOT / "bench" / "kernels" / "reduce_sum.ll"
STENCIL = ROOT / "bench" / "kernels" / "stencil5.ll"


def test_specialised_and_generic_agree_and_compile_once() -> None:
    n, local, groups = 1 << 14, 64, 16
    data = np.random.default_rng(3).random(n, dtype=np.float32)
    results = {}
    for specialize in (True, False):
        prog = Program.from_file(REDUCE, threads=2, cache=False, specialize=specialize)
        kernel = prog.kernel("reduce_sum")
        partial = np.zeros(groups, np.float32)
        for _ in range(2):  # the second launch reuses the specialised build
            kernel(data, partial, LocalMemory(local * 4), np.uint32(n), global_size=(local * groups,), local_size=(local,))
        results[specialize] = partial.copy()
        assert len(prog._specialized) == (1 if specialize else 0)
    np.testing.assert_allclose(results[True], results[False], rtol=1e-6)
    assert abs(float(results[True].sum()) - float(data.sum(dtype=np.float64))) < 1e-2


def test_non_uniform_launch_uses_the_generic_build() -> None:
    w, h = 37, 21  # not multiples of the 16x16 local size
    grid = np.random.default_rng(4).random((h, w), dtype=np.float32)
    out = np.zeros_like(grid)
    prog = Program.from_file(STENCIL, threads=2, cache=False)
    kernel = prog.kernel("stencil5")
    kernel(grid, out, np.uint32(w), np.uint32(h), np.float32(0.5), np.float32(0.125),
           global_size=(w, h), local_size=(16, 16))
    assert not prog._specialized
    ref = grid.copy()
    ref[1:-1, 1:-1] = 0.5 * grid[1:-1, 1:-1] + 0.125 * (
        grid[1:-1, :-2] + grid[1:-1, 2:] + grid[:-2, 1:-1] + grid[2:, 1:-1]
    )
    np.testing.assert_allclose(out, ref, rtol=1e-6)


def test_range_guard_narrowing_skips_exactly_the_guarded_work_items() -> None:
    """`if (i < n)` kernels run narrowed loops: items past n stay untouched, offsets respected."""
    prog = Program.from_file(ROOT / "test" / "runtime" / "ll" / "ndrange.ll", threads=2, cache=False)
    kernel = prog.kernel("vadd_int")
    size, n, offset = 1100, 1000, 16
    a = np.arange(size, dtype=np.int32)
    b = 7 * np.arange(size, dtype=np.int32)
    for local, global_size in ((64, 1024), (64, 1000), (50, 1000)):  # uniform, non-uniform, odd local size
        c = np.full(size, -1, np.int32)
        kernel(a, b, c, np.uint32(n), global_size=(global_size,), local_size=(local,), global_offset=(offset,))
        expected = np.full(size, -1, np.int32)
        hi = min(n, offset + global_size)
        expected[offset:hi] = (a + b)[offset:hi]
        np.testing.assert_array_equal(c, expected)
