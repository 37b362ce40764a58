"""Benchmark-style OpenCL C programs (Rodinia, Parboil, SHOC, PolyBench-GPU in kind), run from a
host loop and checked against numpy.

Multi-kernel programs alternate buffers or iterate to convergence, NDRanges are 2-D and 3-D with
global sizes that are not multiples of the local size (the last group is smaller), kernels take
many scalar arguments and a global offset, and problem sizes come from ``-D`` with a header
found through ``-I``.  Every test runs with the vectoriser on (two threads) and off (one thread).
"""

from __future__ import annotations

import subprocess
import sys
from collections import deque
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest
from ncpu_opt.runtime import LocalMemory, Program
from runtime_support import OWN_KERNELS, needs_clang

pytestmark = needs_clang

KERNELS = OWN_KERNELS / "opencl_c"
INCLUDE = KERNELS / "include"
Array = npt.NDArray[Any]
CONFIGS = [
    pytest.param((True, 2), id="vecz-2threads"),
    pytest.param((False, 1), id="scalar-1thread"),
]


@cache
def program(name: str, config: tuple[bool, int], options: str = "") -> Program:
    vectorize, threads = config
    return Program.from_file(
        KERNELS / name, vectorize=vectorize, threads=threads, specialize=False, build_options=options
    )


# -- a Jacobi heat solver: two kernels, buffers alternating, a convergence test -------------------

NX, NY = 37, 23


def jacobi_reference(src: Array, source: Array, alpha: np.float32) -> Array:
    dst = src.copy()
    centre = src[1:-1, 1:-1]
    neighbours = src[:-2, 1:-1] + src[2:, 1:-1] + src[1:-1, :-2] + src[1:-1, 2:]
    dst[1:-1, 1:-1] = centre + alpha * (neighbours - np.float32(4) * centre) + source[1:-1, 1:-1]
    return dst


@pytest.mark.parametrize("config", CONFIGS)
def test_jacobi_solver_alternating_buffers(config: tuple[bool, int]) -> None:
    prog = program("jacobi.cl", config, f"-D NX={NX} -D NY={NY} -I {INCLUDE}")
    g = np.random.default_rng(0)
    a = g.random((NY, NX), dtype=np.float32)
    b = np.zeros_like(a)
    source = g.random((NY, NX), dtype=np.float32) * np.float32(0.01)
    alpha = np.float32(0.2)
    global_size, local_size = (40, 24), (8, 8)  # 37 x 23 rounded up: the kernels guard the edges
    group_max = np.zeros(5 * 3, np.float32)
    reference = a.copy()
    for sweep in range(10):
        prog.kernel("jacobi_step")(a, b, source, alpha, global_size=global_size, local_size=local_size)
        new = jacobi_reference(reference, source, alpha)
        prog.kernel("max_change")(a, b, group_max, LocalMemory(64 * 4), global_size=global_size, local_size=local_size)
        assert group_max.max() == pytest.approx(np.abs(new - reference).max(), rel=1e-4), sweep
        reference = new
        a, b = b, a
        np.testing.assert_allclose(a, reference, rtol=1e-5, atol=1e-6, err_msg=f"sweep {sweep}")


@pytest.mark.parametrize("config", CONFIGS)
def test_clamped_blur_through_a_header_helper(config: tuple[bool, int]) -> None:
    prog = program("jacobi.cl", config, f"-D NX={NX} -D NY={NY} -I {INCLUDE}")
    a = np.random.default_rng(1).random((NY, NX), dtype=np.float32)
    out = np.zeros_like(a)
    prog.kernel("blur")(a, out, global_size=(NX, NY), local_size=(16, 4))  # both edges partial
    p = np.pad(a, 1, mode="edge")
    expected = np.float32(0.2) * (p[1:-1, 1:-1] + p[1:-1, :-2] + p[1:-1, 2:] + p[:-2, 1:-1] + p[2:, 1:-1])
    np.testing.assert_allclose(out, expected, rtol=1e-6)


def test_problem_sizes_come_from_the_defines() -> None:
    # The same source with another -D NX: another program, the new size in the code.
    small = program("jacobi.cl", (True, 2), f"-D NX=8 -D NY=4 -I {INCLUDE}")
    a = np.arange(32, dtype=np.float32).reshape(4, 8)
    out = np.zeros_like(a)
    small.kernel("blur")(a, out, global_size=(8, 4))
    p = np.pad(a, 1, mode="edge")
    np.testing.assert_allclose(out, 0.2 * (p[1:-1, 1:-1] + p[1:-1, :-2] + p[1:-1, 2:] + p[:-2, 1:-1] + p[2:, 1:-1]), rtol=1e-6)


def test_the_cli_compiles_the_program_with_the_same_options(tmp_path: Path) -> None:
    # ncpu-opt -D/-I on the .cl file: the front end's IR, run by the runtime as IR, blurs alike.
    out_ll = tmp_path / "jacobi.ll"
    done = subprocess.run(
        [sys.executable, "-m", "ncpu_opt.cli", "-S", "-D", "NX=8", "-D", "NY=4", "-I", str(INCLUDE),
         str(KERNELS / "jacobi.cl"), "-o", str(out_ll)],
        capture_output=True, text=True, check=False,
    )
    assert done.returncode == 0, done.stderr
    prog = Program.from_file(out_ll, threads=2, specialize=False)
    assert prog.language == "ir" and prog.kernel_names == ["jacobi_step", "max_change", "blur"]
    a = np.arange(32, dtype=np.float32).reshape(4, 8)
    out = np.zeros_like(a)
    prog.kernel("blur")(a, out, global_size=(8, 4))
    p = np.pad(a, 1, mode="edge")
    np.testing.assert_allclose(out, 0.2 * (p[1:-1, 1:-1] + p[1:-1, :-2] + p[1:-1, 2:] + p[:-2, 1:-1] + p[2:, 1:-1]), rtol=1e-6)


# -- a level-synchronous BFS --------------------------------------------------------------------


def random_graph(nodes: int, seed: int) -> tuple[Array, Array, list[int]]:
    """A CSR graph (row starts, edges) and the BFS levels from node 0 (-1: unreachable)."""
    g = np.random.default_rng(seed)
    adjacency = [sorted(set(g.integers(0, nodes, g.integers(0, 4)).tolist())) for _ in range(nodes)]
    row_start = np.zeros(nodes + 1, np.int32)
    row_start[1:] = np.cumsum([len(a) for a in adjacency])
    edges = np.array([u for a in adjacency for u in a], np.int32)
    levels = [-1] * nodes
    levels[0] = 0
    queue = deque([0])
    while queue:
        v = queue.popleft()
        for u in adjacency[v]:
            if levels[u] < 0:
                levels[u] = levels[v] + 1
                queue.append(u)
    return row_start, edges, levels


@pytest.mark.parametrize("config", [*CONFIGS, pytest.param((True, 1), id="vecz-1thread"), pytest.param((False, 2), id="scalar-2threads")])
def test_bfs_frontier_kernels_until_nothing_changes(config: tuple[bool, int]) -> None:
    prog = program("graphs.cl", config)
    nodes = 300
    row_start, edges, levels = random_graph(nodes, 0)
    frontier = np.zeros(nodes, np.int8)
    frontier[0] = 1
    following, visited = np.zeros(nodes, np.int8), frontier.copy()
    cost = np.full(nodes, -1, np.int32)
    cost[0] = 0
    changed = np.zeros(1, np.int32)
    rounds = 0
    while True:
        prog.kernel("bfs_expand")(row_start, edges, frontier, following, visited, cost, nodes, global_size=320, local_size=64)
        changed[0] = 0
        prog.kernel("bfs_update")(frontier, following, visited, changed, nodes, global_size=320, local_size=64)
        rounds += 1
        if not changed[0]:
            break
    assert cost.tolist() == levels
    assert rounds == max(levels) + 1


# -- k-means: assignment, atomic accumulation, finalisation -------------------------------------


@pytest.mark.parametrize("config", CONFIGS)
def test_kmeans_iterations(config: tuple[bool, int]) -> None:
    features, clusters, n = 4, 5, 500
    prog = program("kmeans.cl", config, f"-D FEATURES={features} -D CLUSTERS={clusters}")
    g = np.random.default_rng(2)
    points = (g.standard_normal((n, features)) + g.integers(0, 5, (n, 1)) * 3).astype(np.float32)
    centres = points[:clusters].copy()
    membership = np.full(n, -1, np.int32)
    for iteration in range(5):
        changes = np.zeros(1, np.int32)
        before = membership.copy()
        prog.kernel("assign")(points, centres, membership, changes, n, global_size=512, local_size=64)
        nearest = ((points[:, None, :] - centres[None, :, :]) ** 2).sum(-1).argmin(1)
        np.testing.assert_array_equal(membership, nearest, err_msg=f"iteration {iteration}")
        assert changes[0] == (before != nearest).sum()
        sums, counts = np.zeros((clusters, features), np.int64), np.zeros(clusters, np.int32)
        prog.kernel("accumulate")(points, membership, sums, counts, n, global_size=512, local_size=64)
        expected_sums = np.zeros((clusters, features), np.int64)
        np.add.at(expected_sums, nearest, np.rint(points * np.float32(1024)).astype(np.int64))
        np.testing.assert_array_equal(counts, np.bincount(nearest, minlength=clusters))
        np.testing.assert_array_equal(sums, expected_sums)
        prog.kernel("finalise")(sums, counts, centres, global_size=(clusters, features))
        expected = np.where(counts[:, None] > 0, expected_sums / 1024.0 / np.maximum(counts, 1)[:, None], centres)
        np.testing.assert_allclose(centres, expected.astype(np.float32), rtol=1e-6)


# -- NDRange shapes -----------------------------------------------------------------------------


@pytest.mark.parametrize("config", CONFIGS)
@pytest.mark.parametrize(
    ("global_size", "local_size", "offset"),
    [((7, 5, 3), (4, 2, 2), (0, 0, 0)), ((10, 3, 4), (8, 3, 3), (5, 1, 2)), ((17, 1, 1), (16, 1, 1), (3, 0, 0))],
    ids=["partial-groups", "partial-with-offset", "1d-offset"],
)
def test_ids_in_3d_ranges_with_partial_groups(
    config: tuple[bool, int], global_size: tuple[int, int, int], local_size: tuple[int, int, int], offset: tuple[int, int, int]
) -> None:
    prog = program("ranges.cl", config)
    out = np.zeros((*global_size[::-1], 8), np.int32)
    prog.kernel("ids_3d")(out, global_size=global_size, local_size=local_size, global_offset=offset)
    z, y, x = np.meshgrid(*[np.arange(g) for g in global_size[::-1]], indexing="ij")
    pos = (x, y, z)
    local = [p % size for p, size in zip(pos, local_size, strict=True)]
    group = [p // size for p, size in zip(pos, local_size, strict=True)]
    sizes = [np.minimum(s, g - (p // s) * s) for p, s, g in zip(pos, local_size, global_size, strict=True)]
    groups = [-(-g // s) for g, s in zip(global_size, local_size, strict=True)]
    gid = [p + o for p, o in zip(pos, offset, strict=True)]

    def packed(v: list[Any], scale: int) -> Any:
        return v[0] + scale * v[1] + scale * scale * v[2]

    np.testing.assert_array_equal(out[..., 0], packed(gid, 1000))
    np.testing.assert_array_equal(out[..., 1], packed(local, 100))
    np.testing.assert_array_equal(out[..., 2], packed(group, 100))
    np.testing.assert_array_equal(out[..., 3], packed(sizes, 100))
    np.testing.assert_array_equal(out[..., 4], packed(list(local_size), 100))
    np.testing.assert_array_equal(out[..., 5], packed(groups, 100))
    np.testing.assert_array_equal(out[..., 6], (local[2] * sizes[1] + local[1]) * sizes[0] + local[0])
    np.testing.assert_array_equal(out[..., 7], (z * global_size[1] + y) * global_size[0] + x)


@pytest.mark.parametrize("config", CONFIGS)
def test_3d_stencil_on_a_grid_that_is_not_a_multiple_of_the_group(config: tuple[bool, int]) -> None:
    prog = program("ranges.cl", config)
    nx, ny, nz = 13, 9, 6
    a = np.random.default_rng(3).random((nz, ny, nx), dtype=np.float32)
    out = np.zeros_like(a)
    prog.kernel("stencil_3d")(a, out, nx, ny, nz, global_size=(nx, ny, nz), local_size=(8, 4, 4))
    p = np.pad(a, 1)
    expected = 6 * a - sum(
        (p[1:-1, 1:-1, :-2], p[1:-1, 1:-1, 2:], p[1:-1, :-2, 1:-1], p[1:-1, 2:, 1:-1], p[:-2, 1:-1, 1:-1], p[2:, 1:-1, 1:-1])
    )
    np.testing.assert_allclose(out, expected, atol=1e-5)


@pytest.mark.parametrize("config", CONFIGS)
def test_group_sums_in_a_2d_range_with_smaller_last_groups(config: tuple[bool, int]) -> None:
    prog = program("ranges.cl", config)
    width, height = 23, 14
    data = np.random.default_rng(4).integers(0, 100, (height, width)).astype(np.int32)
    sums = np.zeros(3 * 4, np.int32)
    prog.kernel("group_sums_2d")(data, sums, LocalMemory(8 * 4 * 4), width, global_size=(width, height), local_size=(8, 4))
    expected = [data[y : y + 4, x : x + 8].sum() for y in range(0, height, 4) for x in range(0, width, 8)]
    assert sums.tolist() == expected


@pytest.mark.parametrize("config", CONFIGS)
def test_many_scalar_arguments_of_mixed_types(config: tuple[bool, int]) -> None:
    prog = program("ranges.cl", config)
    n, m = 50, 37
    g = np.random.default_rng(5)
    x = g.random(m, dtype=np.float32)
    y = g.random(64, dtype=np.float32)
    y0 = y.copy()
    big, mask = 2**40 + 3, 0xFF
    kernel = prog.kernel("many_args")
    assert [p.cl_type for p in kernel.info.user_params] == [
        "int", "float", "float*", "uint", "double", "short", "float*", "char", "long", "float", "uchar", "ulong", "int",
    ]
    kernel(n, np.float32(1.5), x, 7, 0.5, -3, y, -5, big, np.float32(0.25), 200, mask, m, global_size=64, local_size=16)
    i = np.arange(n)
    expected = (
        np.float32(1.5) * x[(i * 7) % m]
        + np.float32(0.5) * y0[:n]
        + np.float32(0.25)
        + np.float32(-3 - 5 + 200)
        + ((big + i) & mask).astype(np.float32)
    )
    np.testing.assert_allclose(y[:n], expected, rtol=1e-6)
    np.testing.assert_array_equal(y[n:], y0[n:])  # the guard: work-items past n write nothing
    # The same call by keyword.
    y[:] = y0
    kernel(
        n=n, alpha=np.float32(1.5), x=x, stride=7, beta=0.5, s=-3, y=y, c=-5, big=big, gamma=np.float32(0.25),
        uc=200, mask=mask, m=m, global_size=64, local_size=16,
    )
    np.testing.assert_allclose(y[:n], expected, rtol=1e-6)


@pytest.mark.parametrize("config", CONFIGS)
def test_global_offset_selects_the_rows(config: tuple[bool, int]) -> None:
    prog = program("ranges.cl", config)
    rows, cols = 40, 9
    g = np.random.default_rng(6)
    a = g.random((rows, cols), dtype=np.float32)
    x = g.random(cols, dtype=np.float32)
    y = g.random(rows, dtype=np.float32)
    y0 = y.copy()
    prog.kernel("gemv_rows")(a, x, y, cols, np.float32(2), np.float32(-1), global_size=25, local_size=8, global_offset=10)
    expected = y0.copy()
    expected[10:35] = 2 * (a[10:35] @ x) - y0[10:35]
    np.testing.assert_allclose(y, expected, rtol=1e-5)


# -- prefix sum, sparse matrix-vector products, pathfinder (suites.cl) -------------------------


@pytest.mark.parametrize("config", CONFIGS)
def test_three_pass_prefix_sum(config: tuple[bool, int]) -> None:
    prog = program("suites.cl", config, "-D BLOCK=64")
    n = 1000
    data = np.random.default_rng(7).integers(-50, 50, n).astype(np.int32)
    blocks = -(-n // 64)
    out, totals = np.zeros(n, np.int32), np.zeros(blocks, np.int32)
    prog.kernel("scan_blocks")(data, out, totals, n, global_size=blocks * 64, local_size=64)
    np.testing.assert_array_equal(totals, np.add.reduceat(data, np.arange(0, n, 64)))
    prog.kernel("scan_totals")(totals, blocks, global_size=1)
    prog.kernel("add_totals")(out, totals, n, global_size=blocks * 64, local_size=64)
    np.testing.assert_array_equal(out, np.cumsum(data) - data)


def sparse_matrix(rows: int, cols: int, seed: int) -> Array:
    g = np.random.default_rng(seed)
    return np.where(g.random((rows, cols)) < 0.05, g.standard_normal((rows, cols)), 0).astype(np.float32)


@pytest.mark.parametrize("config", CONFIGS)
def test_spmv_csr_and_ell(config: tuple[bool, int]) -> None:
    prog = program("suites.cl", config, "-D BLOCK=64")
    rows, cols = 200, 150
    dense = sparse_matrix(rows, cols, 8)
    x = np.random.default_rng(9).random(cols, dtype=np.float32)
    row_start = np.zeros(rows + 1, np.int32)
    row_start[1:] = np.cumsum((dense != 0).sum(1))
    columns = np.nonzero(dense)[1].astype(np.int32)
    values = dense[dense != 0]
    y = np.zeros(rows, np.float32)
    prog.kernel("spmv_csr")(row_start, columns, values, x, y, rows, global_size=256, local_size=64)
    np.testing.assert_allclose(y, dense @ x, rtol=1e-5, atol=1e-5)
    width = int((dense != 0).sum(1).max())
    ell_cols = np.full((width, rows), -1, np.int32)
    ell_vals = np.zeros((width, rows), np.float32)
    for r in range(rows):
        nonzero = np.nonzero(dense[r])[0]
        ell_cols[: nonzero.size, r] = nonzero
        ell_vals[: nonzero.size, r] = dense[r, nonzero]
    y[:] = 0
    prog.kernel("spmv_ell")(ell_cols, ell_vals, x, y, rows, width, global_size=208, local_size=16)
    np.testing.assert_allclose(y, dense @ x, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("config", CONFIGS)
@pytest.mark.parametrize(("local", "pyramid"), [(32, 4), (64, 8), (20, 2)])
def test_pathfinder_with_halo_cells_outside_the_grid(config: tuple[bool, int], local: int, pyramid: int) -> None:
    # The first group's halo has x < 0: its guarded store ran a contiguous masked store whose
    # base came from an inactive lane's poison address (zext nneg), and crashed (vecz, fixed).
    prog = program("suites.cl", config, "-D BLOCK=64")
    rows, cols = 40, 100
    wall = np.random.default_rng(10).integers(0, 10, (rows, cols)).astype(np.int32)
    inner = local - 2 * pyramid
    groups = -(-cols // inner)
    src, dst = wall[0].copy(), np.zeros(cols, np.int32)
    expected = wall[0].astype(np.int64)
    row = 1
    while row < rows:
        steps = min(pyramid, rows - row)
        prog.kernel("pathfinder")(
            wall, src, dst, cols, row, steps, LocalMemory(local * 4), LocalMemory(local * 4),
            global_size=groups * local, local_size=local,
        )
        for i in range(steps):
            padded = np.pad(expected, 1, constant_values=2**40)
            expected = np.minimum(np.minimum(padded[:-2], padded[1:-1]), padded[2:]) + wall[row + i]
        src, dst = dst, src
        row += steps
    np.testing.assert_array_equal(src, expected)
