"""Checked launches with ``checks=("uninitialized",)``: ``__local`` reads launch bounds prove
initialised (issue 30).

A read of a ``__local`` array whose bytes every work-item of the group wrote (one store no
work-item condition leads to, or every trip of a counted loop over the group) before a barrier
the read comes after is proven per launch; a kernel whose every site is proven runs the unchecked
twin.  Kernels that do read uninitialised ``__local`` memory are still reported.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from ncpu_opt.runtime import Program
from ncpu_opt.runtime.bounds import initialised

#: bench/kernels/scan.cl's kernel (Hillis-Steele double buffering) for the N this source defines.
BENCH_SCAN = (Path(__file__).resolve().parents[2] / "bench" / "kernels" / "scan.cl").read_text().split("#define N 512\n", 1)[1]

SOURCE = """\
__kernel void tile1(__global float *out) {
    __local float tile[64];
    size_t lid = get_local_id(0);
    tile[lid] = (float)lid;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = tile[63 - lid];
}
__kernel void tile2(__global float *out) {
    __local float tile[16][16];
    size_t x = get_local_id(0), y = get_local_id(1);
    tile[y][x] = (float)(x + y);
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(1) * get_global_size(0) + get_global_id(0)] = tile[x][y];
}
__kernel void halo(__global float *out) {
    __local float tile[16 + 8];
    size_t lid = get_local_id(0);
    for (size_t j = lid; j < 16 + 8; j += 16)
        tile[j] = (float)j;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = tile[lid] + tile[lid + 8];
}
__kernel void guarded(__global float *out) {
    __local float tile[16];
    size_t lid = get_local_id(0);
    if (lid < 8)
        tile[lid] = 1.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = tile[lid];
}
__kernel void early(__global float *out) {
    __local float tile[16];
    size_t lid = get_local_id(0);
    tile[lid] = 1.0f;
    out[get_global_id(0)] = tile[15 - lid];
    barrier(CLK_LOCAL_MEM_FENCE);
}
__kernel void past(__global float *out) {
    __local float tile[32];
    size_t lid = get_local_id(0);
    tile[lid] = 1.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = tile[lid + 16];
}
__kernel void skipping(__global float *out) {
    __local float tile[32];
    size_t lid = get_local_id(0);
    for (size_t j = lid; j < 32; j += 32)
        tile[j] = 1.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = tile[2 * lid + 1];
}
"""


@pytest.fixture(scope="module")
def program() -> Program:
    return Program.from_source(SOURCE, checked="collect", checks=("uninitialized",), threads=2)


def _proven(
    program: Program, name: str, global_size: tuple[int, ...], local_size: tuple[int, ...]
) -> bool:
    info = program.kernel(name).info
    _, variables = initialised(
        info.bounds, global_size, local_size, (0,) * len(global_size), [None]
    )
    return any(name + "." in v for v in variables)


@pytest.mark.parametrize(
    ("name", "global_size", "local_size"),
    [
        ("tile1", (128,), (64,)),
        ("tile2", (32, 32), (16, 16)),
        ("halo", (64,), (16,)),
    ],
)
def test_proven_kernels_run_clean_and_the_twin(
    program: Program, name: str, global_size: tuple[int, ...], local_size: tuple[int, ...]
) -> None:
    assert _proven(program, name, global_size, local_size)
    out = np.zeros(int(np.prod(global_size)), np.float32)
    # (A program of its own: a kernel makes its twin at the first launch that may run it.)
    kernel = Program.from_source(
        SOURCE, checked="collect", checks=("uninitialized",), threads=2
    ).kernel(name)
    assert kernel(out, global_size=global_size, local_size=local_size) == []
    assert kernel._twin is not None


@pytest.mark.parametrize(
    ("name", "local_size"),
    [
        ("guarded", 16),
        ("early", 16),
        ("past", 16),
        ("skipping", 16),
    ],
)
def test_uninitialised_reads_still_reported(program: Program, name: str, local_size: int) -> None:
    assert not _proven(program, name, (32,), (local_size,))
    out = np.zeros(32, np.float32)
    findings = program.kernel(name)(out, global_size=(32,), local_size=(local_size,))
    assert findings and all(f.kind == "uninitialised read" for f in findings)


# Double buffering: each trip reads buf[src] and writes buf[1 - src], then a barrier; the reads
# of trip k are covered by what trip k - 1 (or the store before the loop) wrote, followed trip by
# trip with the loop's group-uniform variables at each trip's values.  (Two work-groups of
# PINGPONG_N; narrow and last run half as many work-items as each buffer holds.)
PINGPONG_N = 64
PINGPONG = """\
#define N 64
""" + BENCH_SCAN.replace("void scan(", "void pingpong(") + """\
__kernel void halved(__global const uint *in, __global uint *out) {
  __local uint buf[2][N];
  size_t lid = get_local_id(0), gid = get_global_id(0);
  buf[0][lid] = in[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  int src = 0;
  for (uint offset = 1; offset < N; offset <<= 1) {
    uint v = buf[src][lid];
    if (lid < N / 2)
      buf[1 - src][lid] = v;
    else
      out[gid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    src = 1 - src;
  }
  out[gid] = buf[src][lid];
}
__kernel void narrow(__global const uint *in, __global uint *out) {
  __local uint buf[2][N];
  size_t lid = get_local_id(0), gid = get_global_id(0);
  buf[0][lid] = in[gid];
  buf[0][lid + N / 2] = in[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  int src = 0;
  for (uint offset = 1; offset < N; offset <<= 1) {
    buf[1 - src][lid] = buf[src][lid] + buf[src][lid + N / 2];
    barrier(CLK_LOCAL_MEM_FENCE);
    src = 1 - src;
  }
  out[gid] = buf[src][lid];
}
__kernel void last(__global const uint *in, __global uint *out, uint steps) {
  __local uint buf[2][N];
  size_t lid = get_local_id(0), gid = get_global_id(0);
  buf[0][lid] = in[gid];
  buf[0][lid + N / 2] = in[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  int src = 0;
  uint t = 0;
  do {
    buf[1 - src][lid] = buf[src][lid] + 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    src = 1 - src;
  } while (++t < steps);
  out[gid] = buf[src][lid + N / 2];
}
__kernel void unwritten(__global const uint *in, __global uint *out) {
  __local uint buf[2][N];
  size_t lid = get_local_id(0), gid = get_global_id(0);
  buf[1][lid] = in[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  int src = 0;
  for (uint offset = 1; offset < N; offset <<= 1) {
    buf[1 - src][lid] = buf[src][lid] + 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    src = 1 - src;
  }
  out[gid] = buf[src][lid];
}
"""


@pytest.fixture(scope="module")
def pingpong() -> Program:
    return Program.from_source(PINGPONG, checked="collect", checks=("uninitialized",), threads=2)


def _pingpong_proven(program: Program, name: str, local_size: int, args: list[object]) -> bool:
    info = program.kernel(name).info
    _, variables = initialised(info.bounds, (2 * PINGPONG_N,), (local_size,), (0,), args)
    return any(name + "." in v for v in variables)


def test_double_buffered_scan_proven_runs_the_twin() -> None:
    # (A program of its own: a kernel makes its twin at the first launch that may run it.)
    program = Program.from_source(PINGPONG, checked="collect", checks=("uninitialized",), threads=2)
    assert _pingpong_proven(program, "pingpong", PINGPONG_N, [None, None])
    kernel = program.kernel("pingpong")
    data = np.arange(2 * PINGPONG_N, dtype=np.uint32) % 7
    out = np.zeros_like(data)
    assert kernel(data, out, global_size=(2 * PINGPONG_N,), local_size=(PINGPONG_N,)) == []
    assert kernel._twin is not None
    expected = np.cumsum(data.reshape(2, PINGPONG_N), axis=1, dtype=np.uint32).ravel()
    np.testing.assert_array_equal(out, expected)


def test_read_after_the_loop_proven_from_the_last_trip() -> None:
    # Two trips (trip 0 writes buf[1][0, N/2), trip 1 buf[0][0, N/2)): src ends at 0, whose
    # second half the stores before the loop wrote.
    program = Program.from_source(PINGPONG, checked="collect", checks=("uninitialized",), threads=2)
    steps = np.uint32(2)
    assert _pingpong_proven(program, "last", PINGPONG_N // 2, [None, None, steps])
    kernel = program.kernel("last")
    data = np.arange(PINGPONG_N, dtype=np.uint32)
    out = np.zeros_like(data)
    assert kernel(data, out, steps, global_size=(PINGPONG_N,), local_size=(PINGPONG_N // 2,)) == []
    assert kernel._twin is not None
    np.testing.assert_array_equal(out, data)


@pytest.mark.parametrize(
    ("name", "local_size", "extra"),
    [
        # Trip k reads all of buf[src]; trip k - 1 wrote only its first half.
        ("halved", PINGPONG_N, []),
        # Trip 1 reads buf[1]'s second half; trip 0 (half as many work-items) wrote the first.
        ("narrow", PINGPONG_N // 2, []),
        # Three trips: src ends at 1, whose second half no trip wrote.
        ("last", PINGPONG_N // 2, [np.uint32(3)]),
        # Trip 0 reads buf[0]; the store before the loop wrote buf[1].
        ("unwritten", PINGPONG_N, []),
    ],
)
def test_double_buffered_uninitialised_reads_still_reported(
    pingpong: Program, name: str, local_size: int, extra: list[object]
) -> None:
    assert not _pingpong_proven(pingpong, name, local_size, [None, None, *extra])
    data = np.arange(2 * PINGPONG_N, dtype=np.uint32)
    out = np.zeros_like(data)
    findings = pingpong.kernel(name)(
        data, out, *extra, global_size=(2 * PINGPONG_N,), local_size=(local_size,)
    )
    assert findings and all(f.kind == "uninitialised read" for f in findings)
