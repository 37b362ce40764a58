"""work-item-loops<share-uniform>: values the whole work-group has alike cross barriers in one
struct per group; kernels give the same results with it as without it and as numpy.

Each kernel runs through native-cpu's passes with and without ``share-uniform``
(scalar, vectorised 4 wide with a scalar tail, and the default vectoriser), on
1 and 3 threads, with local sizes that leave a tail.  The kernels keep, across
barriers, a barrier loop's counters (redefined in the region that reads them),
a counter read again after its loop in the same region, values from the group
id and from a load at a uniform address, and look-alikes that vary: a value
chosen in a divergent branch and one from a helper that reads the local id.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import numpy as np
import pytest
from ncpu_opt.runtime import Program
from runtime_support import needs_clang

from ncpu_opt.pipeline.named_pipelines import expand_native_cpu

pytestmark = needs_clang

SOURCE = """
#define L 24
// Suffix sums of each group's segment, Hillis-Steele: offset and src are the barrier
// loop's counters, loaded and redefined by the region after the loop's barrier.
__kernel void suffix(__global const uint *in, __global uint *out) {
  __local uint sums[2][L];
  size_t lid = get_local_id(0), size = get_local_size(0);
  sums[0][lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  int src = 0;
  for (uint offset = 1; offset < size; offset *= 2) {
    uint v = sums[src][lid];
    if (lid + offset < size)
      v += sums[src][lid + offset];
    sums[1 - src][lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    src ^= 1;
  }
  out[get_global_id(0)] = sums[src][lid];
}

// A counter summed over the barrier loop and read after it; a base from the group id;
// a bound read from local memory at a uniform address after a barrier.
__kernel void counters(__global const int *in, __global int *out, int steps) {
  __local int bound;
  __local int acc[L];
  size_t lid = get_local_id(0), gid = get_global_id(0);
  int base = (int)get_group_id(0) * 1000;
  if (lid == 0)
    bound = in[get_group_id(0)] % 5 + 1;
  acc[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  int n = bound, total = 0;
  for (int s = 0; s < steps; ++s) {
    acc[lid] += s * n;
    barrier(CLK_LOCAL_MEM_FENCE);
    total += s;
  }
  out[gid] = base + total * 100 + acc[lid] + n;
}

__attribute__((noinline)) int plus_lid(int x) { return x + (int)get_local_id(0); }

// Look-alikes: kept per work-item.
__kernel void varying(__global const int *in, __global int *out) {
  __local int tmp[L];
  size_t lid = get_local_id(0), gid = get_global_id(0);
  int chosen;
  if (lid % 3 == 0)
    chosen = 7;
  else
    chosen = in[gid];
  int helped = plus_lid(5);
  tmp[lid] = chosen;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[gid] = chosen * 1000 + helped * 10 + tmp[(lid + 1) % get_local_size(0)];
}
"""

LOCAL = 24
GROUPS = 5
STEPS = 6


def pipeline(params: str | None, share: bool) -> str:
    passes = expand_native_cpu(params)
    return passes if share else passes.replace("work-item-loops<share-uniform;", "work-item-loops<")


@cache
def program(params: str | None, share: bool, threads: int) -> Program:
    return Program.from_source(SOURCE, passes=pipeline(params, share), threads=threads, cache=False)


def expected_suffix(data: np.ndarray) -> np.ndarray:
    segments = data.reshape(-1, LOCAL)[:, ::-1]
    return np.cumsum(segments, axis=1, dtype=np.uint64)[:, ::-1].astype(np.uint32).reshape(-1)


def expected_counters(data: np.ndarray) -> np.ndarray:
    out = np.zeros(GROUPS * LOCAL, np.int64)
    for g in range(GROUPS):
        n = int(data[g]) % 5 + 1
        total = sum(range(STEPS))
        out[g * LOCAL:(g + 1) * LOCAL] = g * 1000 + total * 100 + total * n + n
    return out.astype(np.int32)


def expected_varying(data: np.ndarray) -> np.ndarray:
    lid = np.tile(np.arange(LOCAL), GROUPS)
    chosen = np.where(lid % 3 == 0, 7, data)
    neighbour = chosen.reshape(GROUPS, LOCAL)[:, (np.arange(LOCAL) + 1) % LOCAL].reshape(-1)
    return (chosen * 1000 + (5 + lid) * 10 + neighbour).astype(np.int32)


def run(name: str, prog: Program, data: np.ndarray, extra: tuple[object, ...] = ()) -> np.ndarray:
    out = np.zeros(GROUPS * LOCAL, data.dtype)
    prog.kernel(name)(data, out, *extra, global_size=(GROUPS * LOCAL,), local_size=(LOCAL,))
    return out


CASES: dict[str, tuple[Callable[[np.ndarray], np.ndarray], np.dtype, tuple[object, ...]]] = {
    "suffix": (expected_suffix, np.dtype(np.uint32), ()),
    "counters": (expected_counters, np.dtype(np.int32), (np.int32(STEPS),)),
    "varying": (expected_varying, np.dtype(np.int32), ()),
}


@pytest.mark.parametrize("threads", [1, 3])
@pytest.mark.parametrize("params", ["no-vecz", "vecz-always;vecz-width=4", None])
@pytest.mark.parametrize("name", sorted(CASES))
def test_shared_uniforms_match_numpy_and_per_item_copies(name: str, params: str | None, threads: int) -> None:
    expected, dtype, extra = CASES[name]
    data = np.random.default_rng(7).integers(0, 50, GROUPS * LOCAL).astype(dtype)
    shared = run(name, program(params, True, threads), data, extra)
    np.testing.assert_array_equal(shared, expected(data))
    np.testing.assert_array_equal(shared, run(name, program(params, False, threads), data, extra))
