"""Rows of work-groups run as one wide group (work-item-loops<merge-groups>, add-work-group-driver):
kernels give numpy's results, with uniform and non-uniform ranges, 1 and 3 threads (ranges
of groups that start and end inside rows), vectorised or not; kernels that can tell are not merged.
"""

from __future__ import annotations

from functools import cache

import numpy as np
import pytest
from ncpu_opt.runtime import Program
from runtime_support import needs_clang

pytestmark = needs_clang

SOURCE = """
// Global ids only: merged.
__kernel void blur(__global const float *in, __global float *out, uint w, uint h) {
  size_t x = get_global_id(0), y = get_global_id(1);
  if (x >= w || y >= h)
    return;
  size_t i = y * w + x;
  float left = x > 0 ? in[i - 1] : in[i];
  float up = y > 0 ? in[i - w] : in[i];
  out[i] = 0.5f * in[i] + 0.25f * (left + up);
}

// Local and group ids in y, and the enqueued size in x: merged too.
__kernel void rows(__global int *out, uint w) {
  size_t x = get_global_id(0), y = get_global_id(1);
  if (x >= w)
    return;
  out[y * w + x] = (int)(get_group_id(1) * 1000 + get_local_id(1) * 100 + get_enqueued_local_size(0));
}

// Its local id in x: not merged.
__kernel void lanes(__global int *out, uint w) {
  size_t x = get_global_id(0), y = get_global_id(1);
  if (x < w)
    out[y * w + x] = (int)(get_local_id(0) + 10 * get_group_id(0));
}
"""


@cache
def program(vectorize: bool, threads: int) -> Program:
    return Program.from_source(SOURCE, vectorize=vectorize, threads=threads, cache=False)


@pytest.mark.unchecked_only  # checked builds are scalar: no kernel merges groups
def test_which_kernels_merge() -> None:
    prog = program(True, 1)
    assert [prog.kernel(k).info.merges_groups for k in ("blur", "rows", "lanes")] == [True, True, False]


#: Enough groups that the runtime's ranges of groups hold several of a row (and start or end
#: inside rows); uniform and not.
SHAPES = [((512, 6), (8, 2)), ((515, 7), (8, 2)), ((1024, 4), (16, 4))]


@pytest.mark.parametrize("threads", [1, 3])
@pytest.mark.parametrize("vectorize", [True, False])
@pytest.mark.parametrize(("global_size", "local_size"), SHAPES)
def test_merged_rows_match_numpy(
    global_size: tuple[int, int], local_size: tuple[int, int], vectorize: bool, threads: int
) -> None:
    w, h = global_size
    data = np.random.default_rng(5).random((h, w), dtype=np.float32)
    out = np.zeros_like(data)
    prog = program(vectorize, threads)
    prog.kernel("blur")(data, out, np.uint32(w), np.uint32(h), global_size=global_size, local_size=local_size)
    left = np.concatenate([data[:, :1], data[:, :-1]], axis=1)
    up = np.concatenate([data[:1, :], data[:-1, :]], axis=0)
    np.testing.assert_allclose(out, 0.5 * data + 0.25 * (left + up), rtol=1e-6)

    ids = np.zeros((h, w), np.int32)
    prog.kernel("rows")(ids, np.uint32(w), global_size=global_size, local_size=local_size)
    y = np.arange(h)[:, None]
    expected = (y // local_size[1]) * 1000 + (y % local_size[1]) * 100 + local_size[0]
    np.testing.assert_array_equal(ids, np.broadcast_to(expected, (h, w)))

    lanes = np.zeros((h, w), np.int32)
    prog.kernel("lanes")(lanes, np.uint32(w), global_size=global_size, local_size=local_size)
    x = np.arange(w)[None, :]
    np.testing.assert_array_equal(lanes, np.broadcast_to(x % local_size[0] + 10 * (x // local_size[0]), (h, w)))
