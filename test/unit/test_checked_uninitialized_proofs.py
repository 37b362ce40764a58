"""Checked launches with ``checks=("uninitialized",)``: ``__local`` reads launch bounds prove
initialised (issue 30).

A read of a ``__local`` array whose bytes every work-item of the group wrote (one store no
work-item condition leads to, or every trip of a counted loop over the group) before a barrier
the read comes after is proven per launch; a kernel whose every site is proven runs the unchecked
twin.  Kernels that do read uninitialised ``__local`` memory are still reported.
"""

from __future__ import annotations

import numpy as np
import pytest
from ncpu_opt.runtime import Program
from ncpu_opt.runtime.bounds import initialised

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
