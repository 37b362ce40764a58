"""Checked launches with ``checks=("data-races",)``: races launch bounds prove absent (issue 30).

A buffer argument whose every access has one offset form, putting distinct work-items of the
launch at least the widest access apart (``out[gid]``, ``out[y*w + x]`` with ``w`` at least the
launch's width), cannot be raced on: the launch gives it no race shadow (check-races leaves its
accesses alone), and a kernel whose every site is proven so runs the unchecked twin.  Kernels
that do race on such an argument (two work-items on one element: ``out[gid / 2]``, ``out[0]``,
a 2-D launch of ``out[gid0]``, rows that overlap) are still reported; a property compares the
proof with every work-item's element.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ncpu_opt.runtime import KernelCheckError, Program
from ncpu_opt.runtime.bounds import race_free_arguments

#: bench/kernels/scan.cl's kernel (Hillis-Steele double buffering) for the N this source defines.
BENCH_SCAN = (Path(__file__).resolve().parents[2] / "bench" / "kernels" / "scan.cl").read_text().split("#define N 512\n", 1)[1]

SOURCE = """\
__kernel void copy(__global const float *in, __global float *out, uint n) {
    size_t i = get_global_id(0);
    if (i < n) out[i] = 2.0f * in[i];
}
__kernel void in_place(__global float *y, uint n) {
    int i = get_global_id(0);
    if (i < n) y[i] = y[i] + 1.0f;
}
__kernel void rows(__global int *out, uint w) {
    size_t x = get_global_id(0), y = get_global_id(1);
    out[y * w + x] = (int)(y * 100 + x);
}
__kernel void halves(__global int *out) {
    out[get_global_id(0) / 2] = (int)get_global_id(0);
}
__kernel void first(__global int *out) {
    out[0] = (int)get_global_id(0);
}
__kernel void columns(__global int *out) {
    out[get_global_id(0)] = (int)get_global_id(1);
}
__kernel void local_race(__global float *out) {
    __local float tile[16];
    size_t lid = get_local_id(0);
    tile[lid] = (float)lid;
    out[get_global_id(0)] = tile[(lid + 1) % 16];
}
__kernel void affine(__global int *out, uint a, uint b, uint c, uint d) {
    out[a * get_global_id(0) + b * get_global_id(1) + c * get_local_id(0) + d * get_group_id(1)] = 1;
}
"""


@pytest.fixture(scope="module")
def program() -> Program:
    return Program.from_source(SOURCE, checked="collect", checks=("data-races",), threads=2)


@pytest.fixture(scope="module")
def analysed() -> Program:
    return Program.from_source(SOURCE)


def _race_free(
    program: Program,
    kernel: str,
    args: Sequence[object],
    global_size: tuple[int, ...],
    local_size: tuple[int, ...],
) -> set[int]:
    pad = (1,) * (3 - len(global_size))
    bounds = program.kernel(kernel).info.bounds
    assert bounds is not None
    return race_free_arguments(bounds, global_size + pad, local_size + pad, (0, 0, 0), args)


def test_proven_kernels_run_the_unchecked_twin() -> None:
    # (A program of its own: a kernel makes its twin at the first launch that may run it.)
    program = Program.from_source(SOURCE, checked="collect", checks=("data-races",))
    n = 1000
    a, out = np.arange(n, dtype=np.float32), np.zeros(n, np.float32)
    copy, in_place, rows = (program.kernel(name) for name in ("copy", "in_place", "rows"))
    assert copy(a, out, np.uint32(n), global_size=1024, local_size=64) == []
    assert copy._twin is not None and np.array_equal(out, 2 * a)
    y = np.zeros(n, np.float32)
    assert in_place(y, np.uint32(n), global_size=1024, local_size=64) == []
    assert in_place._twin is not None and np.all(y == 1)
    grid = np.zeros((8, 16), np.int32)
    assert rows(grid, np.uint32(16), global_size=(16, 8), local_size=(4, 2)) == []
    assert rows._twin is not None
    assert np.array_equal(grid, np.arange(8)[:, None] * 100 + np.arange(16))


@pytest.mark.parametrize(
    ("kernel", "global_size", "local_size"),
    [
        ("halves", (64,), (16,)),  # work-items 2k and 2k+1 write out[k]
        ("first", (64,), (16,)),  # every work-item writes out[0]
        ("columns", (16, 4), (8, 2)),  # a 2-D launch: (x, y) for every y write out[x]
    ],
)
def test_races_on_an_argument_are_still_reported(
    program: Program, kernel: str, global_size: tuple[int, ...], local_size: tuple[int, ...]
) -> None:
    out = np.zeros(64, np.int32)
    assert 0 not in _race_free(program, kernel, [out], global_size, local_size)
    launched = program.kernel(kernel)
    findings = launched(out, global_size=global_size, local_size=local_size)
    assert findings, kernel
    assert all(f.kind == "data race" and f.argument == "out" for f in findings)
    assert launched._twin is None


def test_overlapping_rows_are_reported(program: Program) -> None:
    # out[y*w + x] with w narrower than the launch: row y's last elements are row y+1's first.
    out = np.zeros(16 * 8, np.int32)
    assert 0 in _race_free(program, "rows", [out, np.uint32(16)], (16, 8), (4, 2))
    assert 0 not in _race_free(program, "rows", [out, np.uint32(15)], (16, 8), (4, 2))
    findings = program.kernel("rows")(out, np.uint32(15), global_size=(16, 8), local_size=(4, 2))
    assert findings and all(f.kind == "data race" and f.argument == "out" for f in findings)


def test_a_proven_argument_gets_no_shadow_where_the_rest_is_checked(
    program: Program, monkeypatch: pytest.MonkeyPatch
) -> None:
    # local_race races on its __local tile: it runs instrumented, its proven out without a shadow.
    from ncpu_opt.runtime import checked as checked_module

    made: list[list[np.ndarray]] = []
    prepare = checked_module.prepare_races

    def spy(*args: object, **kwargs: object) -> list[np.ndarray]:
        made.append(prepare(*args, **kwargs))  # type: ignore[arg-type]
        return made[-1]

    monkeypatch.setattr(checked_module, "prepare_races", spy)
    out = np.zeros(32, np.float32)
    findings = program.kernel("local_race")(out, global_size=32, local_size=16)
    assert findings and all(f.argument is None and "tile" in str(f) for f in findings)
    assert made == [[]]


def test_a_proven_argument_with_a_race_elsewhere_raises() -> None:
    program = Program.from_source(SOURCE, checks=("data-races",))
    with pytest.raises(KernelCheckError, match="__local variable 'tile'"):
        program.kernel("local_race")(np.zeros(32, np.float32), global_size=32, local_size=16)


def _elements(
    coefficients: tuple[int, int, int, int],
    global_size: tuple[int, int],
    local_size: tuple[int, int],
) -> list[int]:
    """The element each work-item of the affine kernel writes."""
    a, b, c, d = coefficients
    out = []
    for y in range(global_size[1]):
        for x in range(global_size[0]):
            out.append(a * x + b * y + c * (x % local_size[0]) + d * (y // local_size[1]))
    return out


@settings(max_examples=200, deadline=None, derandomize=True)
@given(
    coefficients=st.tuples(*[st.integers(0, 40)] * 4),
    local_size=st.tuples(st.integers(1, 8), st.integers(1, 4)),
    groups=st.tuples(st.integers(1, 4), st.integers(1, 4)),
)
def test_proofs_agree_with_every_work_item(
    analysed: Program,
    coefficients: tuple[int, int, int, int],
    local_size: tuple[int, int],
    groups: tuple[int, int],
) -> None:
    # Sound: a proven launch's work-items write distinct elements.  And not idle: a launch whose
    # elements are distinct because the form is a mixed radix of the ids is proven.
    global_size = (local_size[0] * groups[0], local_size[1] * groups[1])
    args = [None, *(np.uint32(v) for v in coefficients)]
    proven = 0 in _race_free(analysed, "affine", args, global_size, local_size)
    elements = _elements(coefficients, global_size, local_size)
    distinct = len(set(elements)) == len(elements)
    if proven:
        assert distinct, (coefficients, global_size, local_size)
    a, b, c, d = coefficients
    if c == d == 0 and b >= a * global_size[0] > 0 or global_size == (1, 1):
        assert proven, (coefficients, global_size, local_size)


# -- __local memory: per barrier interval (and the forms of loops and choices) ----------------

LOCAL_SOURCE = """\
__kernel void tiles(__global const float *in, __global float *out, uint n) {
    __local float tile[8][8];
    size_t lx = get_local_id(0), ly = get_local_id(1), x = get_global_id(0), y = get_global_id(1);
    float acc = 0.0f;
    for (uint k0 = 0; k0 < n; k0 += 8) {
        tile[ly][lx] = in[y * n + k0 + lx];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (uint k = 0; k < 8; ++k)
            acc += tile[ly][k];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    out[y * n + x] = acc;
}
__kernel void neighbours(__global const float *in, __global float *out) {
    __local float u[16];
    size_t lid = get_local_id(0), gid = get_global_id(0);
    size_t left = lid == 0 ? 0 : lid - 1, right = lid == 15 ? 15 : lid + 1;
    u[lid] = in[gid];
    barrier(CLK_LOCAL_MEM_FENCE);
    float next = u[left] + u[right];
    barrier(CLK_LOCAL_MEM_FENCE);
    u[lid] = next;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[gid] = u[lid];
}
__kernel void halo(__global float *out) {
    __local float tile[16 + 4];
    size_t lid = get_local_id(0);
    for (size_t j = lid; j < 16 + 4; j += 16)
        tile[j] = (float)j;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = tile[lid] + tile[lid + 4];
}
__kernel void local_halves(__global float *out) {
    __local float tile[16];
    size_t lid = get_local_id(0);
    tile[lid / 2] = (float)lid;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = tile[lid / 2];
}
__kernel void no_barrier(__global float *out) {
    __local float tile[17];
    size_t lid = get_local_id(0);
    tile[lid] = (float)lid;
    out[get_global_id(0)] = tile[lid + 1];
}
__kernel void short_stride(__global float *out) {
    __local float tile[32];
    size_t lid = get_local_id(0);
    for (size_t j = lid; j < 32; j += 8)
        tile[j] = (float)j;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = tile[lid];
}
__kernel void grid_stride(__global int *out, uint n, uint step) {
    for (size_t i = get_global_id(0); i < n; i += step)
        out[i] = (int)get_global_id(0);
}
__kernel void chosen(__global int *out, uint m) {
    size_t gid = get_global_id(0);
    out[gid < m ? gid : 0] = (int)gid;
}
"""


@pytest.fixture(scope="module")
def local_program() -> Program:
    return Program.from_source(LOCAL_SOURCE, checked="collect", checks=("data-races",), threads=2)


def _race_free_variables(
    program: Program,
    kernel: str,
    args: Sequence[object],
    global_size: tuple[int, ...],
    local_size: tuple[int, ...],
) -> set[str]:
    from ncpu_opt.runtime.bounds import race_free_local_variables

    pad = (1,) * (3 - len(global_size))
    bounds = program.kernel(kernel).info.bounds
    assert bounds is not None
    return race_free_local_variables(bounds, global_size + pad, local_size + pad, (0, 0, 0), args)


def test_proven_local_kernels_run_the_unchecked_twin() -> None:
    program = Program.from_source(LOCAL_SOURCE, checked="collect", checks=("data-races",))
    n = 16
    a = np.arange(n * n, dtype=np.float32).reshape(n, n)
    out = np.zeros((n, n), np.float32)
    tiles = program.kernel("tiles")
    assert tiles(a, out, np.uint32(n), global_size=(n, n), local_size=(8, 8)) == []
    assert tiles._twin is not None and np.allclose(out, a.sum(axis=1)[:, None])
    line = np.arange(32, dtype=np.float32)
    result = np.zeros(32, np.float32)
    neighbours = program.kernel("neighbours")
    assert neighbours(line, result, global_size=32, local_size=16) == []
    u = line.reshape(2, 16)
    expected = np.concatenate([u[:, :1], u[:, :-1]], axis=1) + np.concatenate(
        [u[:, 1:], u[:, -1:]], axis=1
    )
    assert neighbours._twin is not None and np.array_equal(result, expected.reshape(-1))
    halo = program.kernel("halo")
    assert halo(result, global_size=32, local_size=16) == []
    lid = np.arange(32) % 16
    assert halo._twin is not None and np.array_equal(result, 2 * lid + 4)


@pytest.mark.parametrize(
    ("kernel", "variable"),
    [
        ("local_halves", "tile"),  # work-items 2k and 2k+1 write tile[k] in one interval
        ("no_barrier", "tile"),  # tile[lid] written and tile[lid + 1] read in one interval
        ("short_stride", "tile"),  # j = lid + 8k: work-items 0 and 8 both write tile[8]
    ],
)
def test_races_on_local_memory_are_still_reported(
    local_program: Program, kernel: str, variable: str
) -> None:
    out = np.zeros(16, np.float32)
    assert not _race_free_variables(local_program, kernel, [out], (16,), (16,))
    launched = local_program.kernel(kernel)
    findings = launched(out, global_size=16, local_size=16)
    assert findings and all(f.kind == "data race" and variable in str(f) for f in findings), kernel
    assert launched._twin is None


def test_a_grid_stride_loop_is_proven_where_its_step_is_the_span(local_program: Program) -> None:
    # i = gid + k * step: distinct work-items on distinct elements when step >= the launch's size.
    out = np.zeros(256, np.int32)
    assert 0 in _race_free(
        local_program, "grid_stride", [out, np.uint32(256), np.uint32(64)], (64,), (16,)
    )
    # A step smaller than the span: gid 0's second element is gid 32's first.
    assert 0 not in _race_free(
        local_program, "grid_stride", [out, np.uint32(256), np.uint32(32)], (64,), (16,)
    )
    findings = local_program.kernel("grid_stride")(
        out, np.uint32(256), np.uint32(32), global_size=64, local_size=16
    )
    assert findings and all(f.kind == "data race" and f.argument == "out" for f in findings)


def test_a_choice_is_its_one_option_only_where_the_others_are_not_taken(
    local_program: Program,
) -> None:
    # out[gid < m ? gid : 0]: with m at least the launch's size, 0 is never chosen.
    out = np.zeros(64, np.int32)
    assert 0 in _race_free(local_program, "chosen", [out, np.uint32(64)], (64,), (16,))
    assert 0 not in _race_free(local_program, "chosen", [out, np.uint32(8)], (64,), (16,))
    findings = local_program.kernel("chosen")(out, np.uint32(8), global_size=64, local_size=16)
    assert findings and all(f.kind == "data race" and f.argument == "out" for f in findings)


# -- double buffering: a case per value of a loop variable every work-item shares -------------

BUFFERED_SOURCE = """\
#define N 16
__kernel void scan(__global const uint *in, __global uint *out) {
    __local uint buf[2][N];
    size_t lid = get_local_id(0), gid = get_global_id(0);
    buf[0][lid] = in[gid];
    barrier(CLK_LOCAL_MEM_FENCE);
    int src = 0;
    for (uint offset = 1; offset < get_local_size(0); offset <<= 1) {
        uint v = buf[src][lid];
        if (lid >= offset)
            v += buf[src][lid - offset];
        buf[1 - src][lid] = v;
        barrier(CLK_LOCAL_MEM_FENCE);
        src = 1 - src;
    }
    out[gid] = buf[src][lid];
}
""" + BENCH_SCAN.replace("void scan(", "void unrolled_scan(") + """\
__kernel void one_buffer(__global const uint *in, __global uint *out) {
    __local uint buf[2][N];
    size_t lid = get_local_id(0), gid = get_global_id(0);
    buf[0][lid] = in[gid];
    barrier(CLK_LOCAL_MEM_FENCE);
    int src = 0;
    for (uint offset = 1; offset < get_local_size(0); offset <<= 1) {
        uint v = buf[src][lid];
        if (lid >= 1)
            v += buf[src][lid - 1];
        buf[src][lid] = v;
        barrier(CLK_LOCAL_MEM_FENCE);
        src = 1 - src;
    }
    out[gid] = buf[src][lid];
}
__kernel void own_buffer(__global const uint *in, __global uint *out) {
    __local uint buf[2][N];
    size_t lid = get_local_id(0), gid = get_global_id(0);
    buf[0][lid] = in[gid];
    buf[1][lid] = in[gid];
    barrier(CLK_LOCAL_MEM_FENCE);
    int src = lid & 1;
    for (uint offset = 1; offset < get_local_size(0); offset <<= 1) {
        uint v = buf[src][lid];
        if (lid >= offset)
            v += buf[src][lid - offset];
        buf[1 - src][lid] = v;
        barrier(CLK_LOCAL_MEM_FENCE);
        src = 1 - src;
    }
    out[gid] = buf[src][lid];
}
__kernel void next_trip(__global const uint *in, __global uint *out) {
    __local uint buf[2][N + 1];
    size_t lid = get_local_id(0), gid = get_global_id(0);
    buf[0][lid + 1] = in[gid];
    buf[1][lid + 1] = in[gid];
    barrier(CLK_LOCAL_MEM_FENCE);
    int src = 0;
    uint acc = 0;
    for (uint k = 0; k < get_local_size(0); ++k) {
        acc += buf[src][lid + 1];
        barrier(CLK_LOCAL_MEM_FENCE);
        buf[1 - src][lid] = acc;
        src = 1 - src;
    }
    out[gid] = acc;
}
"""


@pytest.fixture(scope="module")
def buffered_program() -> Program:
    return Program.from_source(
        BUFFERED_SOURCE, checked="collect", checks=("data-races",), threads=2
    )


def test_double_buffering_is_proven_and_runs_the_unchecked_twin() -> None:
    # scan reads buf[src] and writes buf[1 - src] in each interval: the bytes differ for each
    # value of src, which every work-item shares (its loop's values and trips use no id).
    program = Program.from_source(BUFFERED_SOURCE, checked="collect", checks=("data-races",))
    data = np.arange(32, dtype=np.uint32)
    out = np.zeros(32, np.uint32)
    assert _race_free_variables(program, "scan", [data, out], (32,), (16,)) == {"scan.buf"}
    scan = program.kernel("scan")
    assert scan(data, out, global_size=32, local_size=16) == []
    assert scan._twin is not None
    assert np.array_equal(out, np.cumsum(data.reshape(2, 16), axis=1).reshape(-1))
    # Unrolled (a constant trip count), each interval's reads and write have constant offsets
    # whose bytes differ: no case to split, the same rule.
    unrolled = program.kernel("unrolled_scan")
    out[:] = 0
    assert unrolled(data, out, global_size=32, local_size=16) == []
    assert unrolled._twin is not None
    assert np.array_equal(out, np.cumsum(data.reshape(2, 16), axis=1).reshape(-1))


@pytest.mark.parametrize(
    "kernel",
    [
        "one_buffer",  # buf[src][lid] written while buf[src][lid - 1] is read in one interval
        "own_buffer",  # src = lid & 1: work-items 0 and 1 write and read buf[1][0]
        "next_trip",  # buf[1 - src][lid] written, then the next trip's buf[src][lid + 1] read
    ],
)
def test_double_buffering_that_races_is_still_reported(
    buffered_program: Program, kernel: str
) -> None:
    data = np.arange(32, dtype=np.uint32)
    out = np.zeros(32, np.uint32)
    assert not _race_free_variables(buffered_program, kernel, [data, out], (32,), (16,))
    launched = buffered_program.kernel(kernel)
    findings = launched(data, out, global_size=32, local_size=16)
    assert findings and all(f.kind == "data race" and "buf" in str(f) for f in findings), kernel
    assert launched._twin is None
