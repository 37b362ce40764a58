"""Loads at indices clamped at an edge (two masked loads and a select instead of a gather,
see ncpu_opt.vecz.packetize.index_choice) and clamps recomputed after barriers
(barrier_regions._is_cheap_clamp): vectorised kernels give numpy's results.

The kernels read their left and right neighbours, clamped at the ends of the group
(``select``, ``max``/``min``, a saturating subtract), from local memory after a
barrier and from global memory under a divergent branch; vectorised 4 and 16 wide
(local sizes that leave a scalar tail) and not vectorised, on 1 and 3 threads.
"""

from __future__ import annotations

from functools import cache

import numpy as np
import pytest
from ncpu_opt.runtime import Program
from runtime_support import needs_clang

pytestmark = needs_clang

SOURCE = """
// Clamped neighbours in local memory, across barriers (a 3-point smoothing, `steps` times).
__kernel void smooth(__global const float *in, __global float *out, uint steps) {
  __local float u[64];
  size_t lid = get_local_id(0), last = get_local_size(0) - 1;
  size_t left = lid == 0 ? 0 : lid - 1;
  size_t right = min(lid + 1, last);
  u[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = 0; s < steps; ++s) {
    float next = 0.25f * u[left] + 0.5f * u[lid] + 0.25f * u[right];
    barrier(CLK_LOCAL_MEM_FENCE);
    u[lid] = next;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = u[lid];
}

// Clamped neighbours in global memory, only for work-items below n.
__kernel void neighbours(__global const int *in, __global int *out, uint n) {
  size_t i = get_global_id(0);
  if (i >= n)
    return;
  size_t left = sub_sat(i, (size_t)1);
  size_t right = i + 1 < n ? i + 1 : n - 1;
  out[i] = in[left] * 100 + in[i] * 10 + in[right];
}
"""
LOCAL = 24
GROUPS = 3
STEPS = 5


@cache
def program(vectorize: str, threads: int) -> Program:
    if vectorize == "off":
        return Program.from_source(SOURCE, vectorize=False, threads=threads, cache=False)
    width = int(vectorize)
    return Program.from_source(SOURCE, vectorize="always", vector_width=width, threads=threads, cache=False)


def smooth_reference(data: np.ndarray) -> np.ndarray:
    u = data.reshape(GROUPS, LOCAL).astype(np.float64)
    for _ in range(STEPS):
        left = np.concatenate([u[:, :1], u[:, :-1]], axis=1)
        right = np.concatenate([u[:, 1:], u[:, -1:]], axis=1)
        u = 0.25 * left + 0.5 * u + 0.25 * right
    return u.reshape(-1)


@pytest.mark.parametrize("threads", [1, 3])
@pytest.mark.parametrize("vectorize", ["off", "4", "16"])
def test_clamped_local_neighbours(vectorize: str, threads: int) -> None:
    data = np.random.default_rng(3).random(GROUPS * LOCAL, dtype=np.float32)
    out = np.zeros_like(data)
    program(vectorize, threads).kernel("smooth")(data, out, np.uint32(STEPS), global_size=(GROUPS * LOCAL,),
                                                 local_size=(LOCAL,))
    np.testing.assert_allclose(out, smooth_reference(data), rtol=1e-5)


@pytest.mark.parametrize("threads", [1, 3])
@pytest.mark.parametrize("vectorize", ["off", "4", "16"])
def test_clamped_global_neighbours(vectorize: str, threads: int) -> None:
    n = 45  # not a multiple of the width: lanes past n are masked
    data = np.random.default_rng(4).integers(0, 10, 64).astype(np.int32)
    out = np.full(64, -1, np.int32)
    program(vectorize, threads).kernel("neighbours")(data, out, np.uint32(n), global_size=(64,), local_size=(16,))
    i = np.arange(n)
    expected = data[np.maximum(i - 1, 0)] * 100 + data[i] * 10 + data[np.minimum(i + 1, n - 1)]
    np.testing.assert_array_equal(out[:n], expected)
    np.testing.assert_array_equal(out[n:], -1)
