"""Launch bounds of values chosen among several, of relations and of recurrences (issue 30).

Indices made by ``select``, a phi where branches meet, ``min``/``max`` and saturating
subtractions lie among their options (each under the condition that chooses it); a guard
relating two varying values (``lid >= s``) bounds their difference; loop variables that double
or toggle are bounded by the values they can take.  These bounds are sound but not attained,
so they only let checked launches skip their tests (``proven_arguments``), never refuse a
launch.  Each shape is checked against a numpy model of the indices the kernel writes: the
model is checked by running the kernel, and no argument is ever proven inside an array that
is one element too small.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ncpu_opt.runtime import Program
from ncpu_opt.runtime.bounds import proven_arguments, proven_local_variables

pytestmark = pytest.mark.filterwarnings("ignore::ncpu_opt.runtime.cache.CacheWarning")

SHAPES = """
__kernel void shapes(__global int *sel, __global int *mn, __global int *mrg, __global int *rel,
                     __global int *tog, long k, long c, long n) {
    long lid = get_local_id(0), gid = get_global_id(0);
    sel[lid == 0 ? c : lid - 1] = 1;
    mn[min(gid + k, n)] = 1;
    long e;
    if (gid < k)
        e = 2 * gid + c;
    else
        e = n - gid;
    mrg[e] = 1;
    for (long s = 1; s < n; s <<= 1)
        if (lid >= s)
            rel[lid - s] = 1;
    long src = 0;
    for (int t = 0; t < 3; ++t) {
        tog[src * k + lid] = 1;
        src = 1 - src;
    }
}"""
NAMES = ("sel", "mn", "mrg", "rel", "tog")


def model(k: int, c: int, n: int, groups: int, local: int) -> dict[str, set[int]]:
    """The indices each buffer of ``shapes`` is written at."""
    out: dict[str, set[int]] = {name: set() for name in NAMES}
    for gid in range(groups * local):
        lid = gid % local
        out["sel"].add(c if lid == 0 else lid - 1)
        out["mn"].add(min(gid + k, n))
        out["mrg"].add(2 * gid + c if gid < k else n - gid)
        s = 1
        while s < n:
            if lid >= s:
                out["rel"].add(lid - s)
            s <<= 1
        out["tog"] |= {lid, k + lid}
    return out


_PROGRAM: dict[str, Any] = {}


def shapes() -> Any:
    if "shapes" not in _PROGRAM:
        _PROGRAM["shapes"] = Program.from_source(SHAPES).kernel("shapes")
    return _PROGRAM["shapes"]


def proven(k: int, c: int, n: int, groups: int, local: int, lengths: dict[str, int]) -> set[str]:
    """The buffers launch bounds prove every access inside, given arrays of *lengths* ints."""
    bounds = shapes().info.bounds
    sizes = {i: 4 * lengths[name] for i, name in enumerate(NAMES)}
    scalars = [np.int64(k), np.int64(c), np.int64(n)]
    launch = ((groups * local, 1, 1), (local, 1, 1), (0, 0, 0))
    found = proven_arguments(bounds, *launch, [None] * 5 + scalars, sizes, dict.fromkeys(range(5), True),
                             dict.fromkeys(range(5), 0))
    return {NAMES[i] for i in found}


def test_each_shape_is_proven_inside_exactly_the_elements_it_writes() -> None:
    k, c, n, groups, local = 5, 3, 20, 2, 8
    written = model(k, c, n, groups, local)
    exact = {name: max(indices) + 1 for name, indices in written.items()}
    assert proven(k, c, n, groups, local, exact) == set(NAMES)
    for name in NAMES:
        assert name not in proven(k, c, n, groups, local, {**exact, name: exact[name] - 1})


def test_a_choice_that_may_be_negative_is_not_proven() -> None:
    # c = -1: sel[-1] for the first work-item of each group, mrg[2*gid - 1] for gid 0.
    k, c, n, groups, local = 5, -1, 20, 2, 8
    lengths = {name: 1000 for name in NAMES}
    assert proven(k, c, n, groups, local, lengths) == {"mn", "rel", "tog"}


@settings(max_examples=40, deadline=None, derandomize=True)
@given(k=st.integers(-4, 12), c=st.integers(-3, 12), n=st.integers(-2, 40), groups=st.integers(1, 3),
       local=st.integers(1, 12))
def test_no_argument_is_proven_inside_an_array_it_overruns(k: int, c: int, n: int, groups: int, local: int) -> None:
    written = model(k, c, n, groups, local)
    if all(min(indices, default=0) >= 0 for indices in written.values()):
        # The model is the kernel: run it with arrays just long enough.
        arrays = {name: np.zeros(max(indices, default=0) + 1, np.int32) for name, indices in written.items()}
        shapes()(*arrays.values(), np.int64(k), np.int64(c), np.int64(n), global_size=groups * local,
                 local_size=local)
        for name, indices in written.items():
            assert set(np.flatnonzero(arrays[name])) == indices, name
    for name, indices in written.items():
        if not indices:
            continue
        # One element too few (or, with an index below 0, any length).
        short = max(indices) if min(indices) >= 0 else 10_000
        lengths = {other: 10_000 for other in NAMES} | {name: short}
        assert name not in proven(k, c, n, groups, local, lengths), (name, sorted(indices))


TILES = """
__kernel void tiles(__global float *out, __global const float *in, uint n) {
    __local float tile[2][64];
    size_t lid = get_local_id(0);
    uint side = 0;
    tile[0][lid] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint step = 1; step < 64; step <<= 1) {
        float v = tile[side][lid];
        if (lid >= step)
            v += tile[side][lid - step];
        tile[side ^ 1][lid] = v;
        barrier(CLK_LOCAL_MEM_FENCE);
        side ^= 1;
    }
    for (size_t j = lid; j < 64; j += get_local_size(0))
        out[get_group_id(0) * 64 + j] = tile[side][j];
}"""


def test_local_tiles_indexed_by_toggles_relations_and_strides_are_proven() -> None:
    # A scan's ping-pong buffers (side ^= 1), the guard lid >= step, a strided copy-out loop:
    # with groups of 64 every access stays in tile; with groups of 65 tile[0][64] is not.
    program = Program.from_source(TILES, checked="collect")
    kernel = program.kernel("tiles")
    bounds = kernel.info.bounds
    args = [None, None, np.uint32(128)]
    assert proven_local_variables(bounds, (128, 1, 1), (64, 1, 1), (0, 0, 0), args) == {"tiles.tile"}
    assert proven_local_variables(bounds, (130, 1, 1), (65, 1, 1), (0, 0, 0), args) == set()
    data = np.arange(128, dtype=np.float32)
    out = np.zeros(128, np.float32)
    assert kernel(out, data, np.uint32(128), global_size=128, local_size=64) == []
    assert program._twin is not None  # proven: the unchecked build ran
    expected = np.concatenate([np.cumsum(data[:64]), np.cumsum(data[64:])])
    assert np.allclose(out, expected)


def test_proofs_are_kept_per_launch_shape_and_scalar_values() -> None:
    # A checked launch proves its arguments once per launch shape and scalar values read by the
    # bounds (then reuses it): another value of a scalar is another proof.
    k, c, n, groups, local = 5, 3, 20, 2, 8
    exact = {name: max(indices) + 1 for name, indices in model(k, c, n, groups, local).items()}
    assert "mn" in proven(k, c, n, groups, local, exact)
    assert "mn" not in proven(k, c, n + 1, groups, local, exact)  # min(gid + k, n) reaches n + 1
    assert "mn" not in proven(k + 1, c, n, groups, local, exact | {"mn": 20})
    assert "mn" in proven(k, c, n, groups, local, exact)


BINS = """
__kernel void bins(__global uint *counts, __global const float *in, __global const int *picks, int last) {
    size_t i = get_global_id(0);
    atomic_inc(&counts[min((uint)(in[i] * 256.0f), 255u)]);
    atomic_inc(&counts[picks[i] < last ? picks[i] : last]);
}"""


def test_a_value_the_analysis_cannot_follow_bounded_by_its_other_choice() -> None:
    # min(x, 255u) is at most 255 whatever x (a float converted, a value read): at most 256
    # counters.  ``picks[i] < last ? picks[i] : last`` can be below 0: never proven.
    bounds = Program.from_source(BINS).kernel("bins").info.bounds
    launch = ((64, 1, 1), (16, 1, 1), (0, 0, 0))
    args = [None, None, None, np.int32(255)]
    sizes = {0: 256 * 4, 1: 64 * 4, 2: 64 * 4}
    every = dict.fromkeys(range(3), True)
    at = dict.fromkeys(range(3), 0)
    first = Program.from_source(BINS.replace("    atomic_inc(&counts[picks[i] < last ? picks[i] : last]);\n", ""))
    only_min = first.kernel("bins").info.bounds
    assert 0 in proven_arguments(only_min, *launch, args, sizes, every, at)
    assert 0 not in proven_arguments(only_min, *launch, args, sizes | {0: 255 * 4}, every, at)
    assert 0 not in proven_arguments(bounds, *launch, args, sizes, every, at)
