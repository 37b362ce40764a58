"""Kernels run by the runtime, checked against numpy.

Two groups of tests:

- with the driver-only pipeline (runtime_support.DRIVER_ONLY): one work-item
  per group, so local size 1; this checks the kernel wrapper, the work-group
  driver (group decomposition, offsets), argument packing and threads today;
- with the product pipeline ``native-cpu``: NDRanges in 1, 2 and 3
  dimensions, non-uniform groups, global offsets, atomics, barriers and
  ``__local`` memory, from clang's -O2 and -O0 IR, at 1 and 2 threads.  These
  skip until every pass of native-cpu is registered.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from ncpu_opt.runtime import LocalMemory, Program
from runtime_support import DRIVER_ONLY, OWN_KERNELS, RUNTIME_KERNELS

LEVELS = {"O2": "ll", "O0": "ll-O0"}
THREADS = (1, 2)


def expected_ids(global_size: tuple[int, ...], local_size: tuple[int, ...], offset: tuple[int, ...]) -> np.ndarray:
    """What the ``ids`` kernel writes: 16 values per work-item, linear global index order."""
    dims = len(global_size)
    g = (*global_size, 1, 1)[:3]
    ls = (*local_size, 1, 1)[:3]
    off = (*offset, 0, 0)[:3]
    groups = [(g[d] + ls[d] - 1) // ls[d] for d in range(3)]
    out = np.zeros((g[2], g[1], g[0], 16), np.uint64)
    for z, y, x in itertools.product(range(g[2]), range(g[1]), range(g[0])):
        pos = (x, y, z)
        row = out[z, y, x]
        for d in range(3):
            group = pos[d] // ls[d]
            row[d] = pos[d] + off[d]
            row[3 + d] = pos[d] % ls[d]
            row[6 + d] = group
            row[9 + d] = min(ls[d], g[d] - group * ls[d])
        row[12] = ls[0]
        row[13] = groups[0]
        row[14] = dims
        row[15] = (z * g[1] + y) * g[0] + x
    return out.reshape(-1)


def run_ids(program: Program, global_size: tuple[int, ...], local_size: tuple[int, ...], offset: tuple[int, ...]) -> None:
    count = int(np.prod(global_size))
    out = np.full(16 * count, 7777, np.uint64)
    program.kernel("ids")(out, global_size=global_size, local_size=local_size, global_offset=offset)
    np.testing.assert_array_equal(out, expected_ids(global_size, local_size, offset))


# -- the driver-only pipeline -----------------------------------------------------------------


@pytest.fixture(scope="module", params=THREADS, ids=lambda t: f"{t}threads")
def driver_only(request: pytest.FixtureRequest) -> Program:
    return Program.from_file(RUNTIME_KERNELS / "ll" / "ndrange.ll", passes=DRIVER_ONLY, threads=request.param)


@pytest.mark.parametrize(
    ("global_size", "offset"),
    [((37,), (0,)), ((5, 7), (3, 100)), ((3, 4, 5), (1, 2, 3))],
    ids=["1d", "2d-offset", "3d-offset"],
)
def test_driver_decomposes_groups(driver_only: Program, global_size: tuple[int, ...], offset: tuple[int, ...]) -> None:
    run_ids(driver_only, global_size, (1,) * len(global_size), offset)


def test_driver_only_vadd(driver_only: Program) -> None:
    n = 1001
    a = np.arange(n, dtype=np.int32)
    b = 3 * np.arange(n, dtype=np.int32)
    c = np.zeros(n, np.int32)
    driver_only.kernel("vadd_int")(a, b, c, n, global_size=(n,), local_size=(1,))
    np.testing.assert_array_equal(c, a + b)


def test_scalar_conversions(driver_only: Program) -> None:
    out = np.zeros(10, np.float64)
    values = [-5, 200, -30000, 60000, -(2**31), 2**32 - 1, -(2**40), 2**63 + 5, 1.5, np.float64(2.25)]
    driver_only.kernel("scalars")(out, *values, global_size=(1,), local_size=(1,))
    np.testing.assert_array_equal(out, np.array(values, dtype=np.float64))


def test_driver_only_local_memory(driver_only: Program) -> None:
    out = np.zeros(10, np.int32)
    driver_only.kernel("local_slot")(out, LocalMemory(64), global_size=(10,), local_size=(1,))
    np.testing.assert_array_equal(out, 2 * np.arange(10))


def test_vector_and_struct_by_value(driver_only: Program) -> None:
    out = np.zeros((6, 4), np.float32)
    driver_only.kernel("vec_arg")(out, np.array([1, 2, 3, 4], np.float32), global_size=(6,), local_size=(1,))
    np.testing.assert_array_equal(out, np.arange(6, dtype=np.float32)[:, None] * [1, 2, 3, 4])
    triple = np.dtype([("a", np.int32), ("b", np.float32), ("c", np.int64)], align=True)
    value = np.array((3, 0.5, 1000), dtype=triple)[()]
    flat = np.zeros(5, np.float32)
    driver_only.kernel("struct_arg")(flat, value, global_size=(5,), local_size=(1,))
    np.testing.assert_array_equal(flat, 3 + 0.5 * np.arange(5) + 1000)


# -- the native-cpu pipeline ------------------------------------------------------------------


@pytest.fixture(scope="module", params=[(level, t) for level in LEVELS for t in THREADS], ids=lambda p: f"{p[0]}-{p[1]}threads")
def native(request: pytest.FixtureRequest) -> Iterator[tuple[str, int]]:
    yield request.param


def program(path_of: Path, level: str, threads: int) -> Program:
    """The kernel file at *level*."""
    return Program.from_file(path_of.parent.parent / LEVELS[level] / path_of.name, threads=threads)


NDRANGE = RUNTIME_KERNELS / "ll" / "ndrange.ll"
BARRIER = RUNTIME_KERNELS / "ll" / "barrier.ll"


@pytest.mark.parametrize(
    ("global_size", "local_size", "offset"),
    [
        ((64,), (16,), (0,)),
        ((100,), (16,), (5,)),  # non-uniform: the last group has 4 work-items
        ((12, 10), (4, 4), (0, 0)),  # non-uniform in y
        ((9, 7), (4, 3), (2, 3)),  # non-uniform in both, with offsets
        ((4, 6, 8), (2, 3, 4), (0, 0, 0)),
        ((5, 6, 7), (2, 4, 3), (1, 1, 1)),  # 3D non-uniform with offsets
    ],
    ids=["1d", "1d-nonuniform-offset", "2d-nonuniform", "2d-nonuniform-offset", "3d", "3d-nonuniform-offset"],
)
def test_ids(native: tuple[str, int], global_size: tuple[int, ...], local_size: tuple[int, ...], offset: tuple[int, ...]) -> None:
    run_ids(program(NDRANGE, *native), global_size, local_size, offset)


def test_vadd_with_chosen_local_size(native: tuple[str, int]) -> None:
    n = 100_003
    a = np.arange(n, dtype=np.int32)
    b = np.arange(n, dtype=np.int32)[::-1].copy()
    c = np.zeros(n, np.int32)
    program(NDRANGE, *native).kernel("vadd_int")(a, b, c, np.uint32(n), global_size=(n,))
    np.testing.assert_array_equal(c, a + b)


def test_local_memory_and_barrier(native: tuple[str, int]) -> None:
    n, local = 96, 32
    data = np.arange(n, dtype=np.int32)
    out = np.zeros(n, np.int32)
    program(BARRIER, *native).kernel("reverse_groups")(data, out, LocalMemory(4 * local), global_size=(n,), local_size=(local,))
    np.testing.assert_array_equal(out, data.reshape(-1, local)[:, ::-1].reshape(-1))


def test_local_memory_per_work_item(native: tuple[str, int]) -> None:
    out = np.zeros(100, np.int32)
    program(NDRANGE, *native).kernel("local_slot")(out, LocalMemory(4 * 32), global_size=(100,), local_size=(32,))
    np.testing.assert_array_equal(out, 2 * np.arange(100))


def test_reqd_work_group_size(native: tuple[str, int]) -> None:
    out = np.full(64, -1, np.int32)
    program(NDRANGE, *native).kernel("fixed_size")(out, global_size=(16, 4))
    x, y = np.meshgrid(np.arange(16), np.arange(4))
    np.testing.assert_array_equal(out, ((y % 2) * 8 + x % 8).reshape(-1))


def test_histogram_atomics(native: tuple[str, int]) -> None:
    n = 50_000
    data = np.random.default_rng(1).integers(0, 256, n, dtype=np.uint8)
    bins = np.zeros(256, np.uint32)
    program(OWN_KERNELS / "ll" / "histogram.ll", *native).kernel("histogram")(data, bins, np.uint32(n), global_size=(n + 77,), local_size=(64,))
    np.testing.assert_array_equal(bins, np.bincount(data, minlength=256))


def test_transpose_local(native: tuple[str, int]) -> None:
    w, h = 40, 24
    a = np.random.default_rng(2).random((h, w), dtype=np.float32)
    out = np.zeros((w, h), np.float32)
    program(OWN_KERNELS / "ll" / "transpose_local.ll", *native).kernel("transpose_local")(
        a, out, np.uint32(w), np.uint32(h), global_size=(48, 32), local_size=(16, 16)
    )
    np.testing.assert_array_equal(out, a.T)


def test_scan_groups(native: tuple[str, int]) -> None:
    n, local = 256, 64
    data = np.random.default_rng(3).integers(-100, 100, n, dtype=np.int32)
    out = np.zeros(n, np.int32)
    maxes = np.zeros(n // local, np.int32)
    program(OWN_KERNELS / "ll" / "scan_groups.ll", *native).kernel("scan_groups")(data, out, maxes, global_size=(n,), local_size=(local,))
    groups = data.reshape(-1, local)
    np.testing.assert_array_equal(out, np.cumsum(groups, axis=1).reshape(-1))
    np.testing.assert_array_equal(maxes, groups.max(axis=1))


def test_vecmath(native: tuple[str, int]) -> None:
    n = 64
    a = np.random.default_rng(4).uniform(-4, 4, (n, 4)).astype(np.float32)
    b = np.zeros((n, 4), np.float32)
    steps = np.zeros(n, np.int32)
    program(OWN_KERNELS / "ll" / "vecmath.ll", *native).kernel("vecmath")(a, b, steps, global_size=(n,))
    r = np.sqrt(np.abs(a)) + np.exp(a * 0.5) + (a * a + 1)
    expected = np.where(a > r, a, r) + np.sum(a * r, axis=1, keepdims=True)
    np.testing.assert_allclose(b, expected, rtol=1e-3, atol=1e-3)
    x = r[:, 0].copy()
    counts = np.zeros(n, np.int32)
    while np.any((x > 1) & (counts < 64)):
        more = (x > 1) & (counts < 64)
        x[more] *= np.float32(0.5)
        counts[more] += 1
    np.testing.assert_array_equal(steps, counts)
