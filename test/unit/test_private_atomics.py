"""Privatised atomic adds (``privatize-atomic-adds``) against direct atomics, 1 thread against many.

Each kernel adds into a small buffer with atomics only; compiled by
``native-cpu`` (the atomics go to private copies, merged by the driver) and by
``native-cpu<no-privatize>`` (atomics on the buffer), it must leave exactly
numpy's counts, from 1 and 3 threads, with local sizes that do and do not
divide the range.  A kernel that reads an atomic's result keeps its atomics,
and a privatised buffer that overlaps another argument is refused before
anything runs.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import numpy as np
import pytest
from ncpu_opt.runtime import ArgumentValueError, Program
from runtime_support import needs_clang

SOURCE = r"""
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
__kernel void byte_counts(__global const uchar *in, __global volatile uint *bins, uint n) {
  size_t i = get_global_id(0);
  if (i < n)
    atomic_inc(&bins[in[i]]);
}

// A grid-stride loop, values added and subtracted, min() as the bound.
__kernel void add_sub(__global const uint *in, __global int *bins, uint n) {
  for (size_t i = get_global_id(0); i < n; i += get_global_size(0)) {
    uint x = in[i];
    atomic_add(&bins[min(x, 36u)], (int)(x & 7));
    atomic_sub(&bins[(x >> 3) % 37], 1);
  }
}

__kernel void long_sums(__global const uint *in, __global long *sums, uint n) {
  size_t i = get_global_id(0);
  if (i < n)
    atom_add(&sums[in[i] & 63], (long)in[i] * 1000003L);
}

__kernel void relaxed_fetch_add(__global const uint *in, __global atomic_int *bins, uint n) {
  size_t i = get_global_id(0);
  if (i < n)
    atomic_fetch_add_explicit(&bins[in[i] % 5], 2, memory_order_relaxed);
}

// The old value is used: these atomics must stay.
__kernel void tickets(__global const uint *in, __global uint *bins, __global uint *out, uint n) {
  size_t i = get_global_id(0);
  if (i < n)
    out[i] = atomic_inc(&bins[in[i] & 3]);
}
"""

Expected = Callable[[np.ndarray], np.ndarray]


def _byte_counts(x: np.ndarray) -> np.ndarray:
    return np.bincount(x.astype(np.int64), minlength=256).astype(np.uint32)


def _add_sub(x: np.ndarray) -> np.ndarray:
    bins = np.zeros(37, np.int64)
    np.add.at(bins, np.minimum(x, 36), (x & 7).astype(np.int64))
    np.add.at(bins, (x >> 3) % 37, -1)
    return bins.astype(np.int32)


def _long_sums(x: np.ndarray) -> np.ndarray:
    sums = np.zeros(64, np.int64)
    np.add.at(sums, x & 63, x.astype(np.int64) * 1000003)
    return sums


def _relaxed(x: np.ndarray) -> np.ndarray:
    return (2 * np.bincount(x % 5, minlength=5)).astype(np.int32)


#: kernel -> (input dtype, input range, bins (length, dtype), expected counts)
CASES: dict[str, tuple[type, int, tuple[int, type], Expected]] = {
    "byte_counts": (np.uint8, 256, (256, np.uint32), _byte_counts),
    "add_sub": (np.uint32, 400, (37, np.int32), _add_sub),
    "long_sums": (np.uint32, 1 << 20, (64, np.int64), _long_sums),
    "relaxed_fetch_add": (np.uint32, 1 << 16, (5, np.int32), _relaxed),
}


@cache
def program(privatize: bool, threads: int) -> Program:
    passes = "native-cpu" if privatize else "native-cpu<no-privatize>"
    return Program.from_source(SOURCE, language="cl", passes=passes, threads=threads, build_options="-cl-std=CL2.0")


@needs_clang
@pytest.mark.parametrize("name", sorted(CASES))
def test_private_buffers_are_recorded(name: str) -> None:
    assert program(True, 1).kernel(name).info.private_params
    assert not program(False, 1).kernel(name).info.private_params


@needs_clang
@pytest.mark.parametrize("name", sorted(CASES))
@pytest.mark.parametrize("threads", [1, 3])
@pytest.mark.parametrize(("n", "global_size", "local_size"), [(5000, 5000, 64), (4099, 1000, 24), (777, 777, 7)])
def test_privatised_adds_match_direct_atomics(name: str, threads: int, n: int, global_size: int, local_size: int) -> None:
    dtype, high, (length, bins_dtype), expected = CASES[name]
    data = np.random.default_rng(n + threads).integers(0, high, n).astype(dtype)
    results = []
    for privatize in (True, False):
        bins = np.zeros(length, bins_dtype)
        size = global_size if name == "add_sub" else n  # only add_sub strides over its input
        program(privatize, threads).kernel(name)(data, bins, np.uint32(n), global_size=size, local_size=local_size)
        results.append(bins)
    np.testing.assert_array_equal(results[0], expected(data))
    np.testing.assert_array_equal(results[1], results[0])


@needs_clang
def test_a_used_result_keeps_the_atomics() -> None:
    kernel = program(True, 3).kernel("tickets")
    assert not kernel.info.private_params
    data = np.random.default_rng(7).integers(0, 1000, 3000).astype(np.uint32)
    bins, out = np.zeros(4, np.uint32), np.zeros(3000, np.uint32)
    kernel(data, bins, out, np.uint32(3000), global_size=3000, local_size=50)
    for b in range(4):
        # Each bin handed out the tickets 0 .. count-1, each once.
        np.testing.assert_array_equal(np.sort(out[(data & 3) == b]), np.arange(bins[b]))


@needs_clang
def test_an_overlapping_private_buffer_is_refused() -> None:
    kernel = program(True, 1).kernel("add_sub")
    shared = np.zeros(64, np.uint32)
    with pytest.raises(ArgumentValueError, match="argument 'bins' of kernel 'add_sub' overlaps argument 'in'"):
        kernel(shared, shared[:37].view(np.int32), np.uint32(64), global_size=64)
    assert not shared.any()  # nothing ran
