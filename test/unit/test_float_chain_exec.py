"""Kernels with long chains of floating-point operations, vectorised several registers wide
(run-vecz<auto> with a required local size, see ncpu_opt.vecz.float_chains), give the results
of the scalar kernel and of numpy.

The runtime builds a kernel for each local size it is launched with, and that build, which
knows its local size, is the one that goes wide: a 17-tap convolution unrolled by the front
end, the same taps as a loop whose trip count is an argument, and a convolution through a
tile in local memory behind a barrier; local sizes of 32, 64 and 256 (the width is capped by
the local size), ranges where the last work-items fall outside the data, on 1 and 3 threads.
"""

from __future__ import annotations

from functools import cache

import numpy as np
import pytest
from ncpu_opt.runtime import LocalMemory, Program
from runtime_support import needs_clang

pytestmark = needs_clang

RADIUS = 8
SOURCE = f"""
#define R {RADIUS}
__kernel void taps(__global const float *in, __constant float *w, __global float *out, uint n) {{
  size_t i = get_global_id(0);
  if (i >= n)
    return;
  float acc = 0.0f;
  for (int k = 0; k <= 2 * R; ++k)
    acc += w[k] * in[i + k];
  out[i] = acc;
}}

__kernel void taps_loop(__global const float *in, __constant float *w, __global float *out, uint n, uint count) {{
  size_t i = get_global_id(0);
  if (i >= n)
    return;
  float acc = 0.0f;
  for (uint k = 0; k < count; ++k)
    acc += w[k] * in[i + k];
  out[i] = acc;
}}

__kernel void tiled(__global const float *in, __constant float *w, __global float *out, uint n,
                    __local float *tile) {{
  size_t lid = get_local_id(0), size = get_local_size(0), i = get_global_id(0);
  for (size_t j = lid; j < size + 2 * R; j += size) {{
    size_t src = get_group_id(0) * size + j;
    tile[j] = src < n + 2 * R ? in[src] : 0.0f;
  }}
  barrier(CLK_LOCAL_MEM_FENCE);
  if (i >= n)
    return;
  float acc = 0.0f;
  for (int k = 0; k <= 2 * R; ++k)
    acc += w[k] * tile[lid + k];
  out[i] = acc;
}}
"""
TAPS = 2 * RADIUS + 1


@cache
def program(vectorize: bool, threads: int) -> Program:
    return Program.from_source(SOURCE, vectorize=vectorize, threads=threads, cache=False)


def data(n: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    rng = np.random.default_rng(n)
    signal = rng.random(n + 2 * RADIUS, dtype=np.float32)
    weights = rng.random(TAPS, dtype=np.float32)
    expected = np.correlate(signal.astype(np.float64), weights.astype(np.float64), mode="valid")[:n]
    return signal, weights, expected


@pytest.mark.parametrize("threads", [1, 3])
@pytest.mark.parametrize("local", [32, 64, 256])
@pytest.mark.parametrize("kernel", ["taps", "taps_loop", "tiled"])
def test_wide_chains_match_numpy_and_the_scalar_kernel(kernel: str, local: int, threads: int) -> None:
    groups = 5
    n = groups * local - 7  # the last group's last work-items have no data
    signal, weights, expected = data(n)
    results = []
    for vectorize in (True, False):
        out = np.full(groups * local, -1.0, np.float32)
        args: list[object] = [signal, weights, out, np.uint32(n)]
        if kernel == "taps_loop":
            args.append(np.uint32(TAPS))
        if kernel == "tiled":
            args.append(LocalMemory((local + 2 * RADIUS) * 4))
        program(vectorize, threads).kernel(kernel)(*args, global_size=groups * local, local_size=local)
        np.testing.assert_allclose(out[:n], expected, rtol=1e-5)
        assert (out[n:] == -1.0).all()
        results.append(out)
    # Each work-item's operations run in the same order, vectorised or not.
    np.testing.assert_allclose(results[0], results[1], rtol=1e-6)
