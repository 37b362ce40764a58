"""Launch bounds (issue 30, section 1): a launch that would touch memory it was not given raises
OutOfBoundsError before anything runs, and a correct launch is never refused.

Each shape the analysis reads is a small kernel here, launched once with arrays just large
enough (it runs and gives the right answer) and once with one element too few, or a launch one
work-item too large (it raises, naming the argument, and writes nothing).  Shapes the analysis
cannot read are left unchecked, and say why in ``KernelInfo.launch_checks``.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ncpu_opt.runtime import LocalMemory, OutOfBoundsError, Program

pytestmark = pytest.mark.filterwarnings("ignore::ncpu_opt.runtime.cache.CacheWarning")


def kernel(source: str, name: str) -> object:
    return Program.from_source(source).kernel(name)


# -- the repros of the issue ---------------------------------------------------------------------

SAXPY = """
__kernel void saxpy(__global float *y, __global const float *x, float a) {
    size_t i = get_global_id(0);
    y[i] = a * x[i];
}"""

# A grid-stride loop into one float per work-item of __local memory, a tree reduction, and
# one partial sum per group.
REDUCE = (Path(__file__).resolve().parents[2] / "bench" / "kernels" / "reduce_sum.cl").read_text()

IMAGE = """
__kernel void shade(__global float *out, int w, int h) {
    int x = get_global_id(0), y = get_global_id(1);
    out[y * w + x] = (float)(x + y);
}"""


def test_a_launch_past_a_small_input_raises_before_it_runs() -> None:
    saxpy = kernel(SAXPY, "saxpy")
    x, y = np.ones(16, np.float32), np.zeros(16, np.float32)
    with pytest.raises(OutOfBoundsError, match=r"argument 0 \('y', float\*\) has 16 elements but this launch "
                                               r"writes y\[0\.\.9999999\]"):
        saxpy(y, x, np.float32(2), global_size=10_000_000)
    assert not y.any()  # nothing ran
    saxpy(y, x, np.float32(2), global_size=16)
    assert (y == 2).all()


def test_the_error_is_a_value_error_naming_the_kernel() -> None:
    saxpy = kernel(SAXPY, "saxpy")
    with pytest.raises(ValueError, match="kernel 'saxpy'"):
        saxpy(np.zeros(32, np.float32), np.ones(16, np.float32), np.float32(1), global_size=32)


@pytest.mark.parametrize("scratch_bytes", [4, 128 * 4])
def test_local_memory_smaller_than_the_group_raises(scratch_bytes: int) -> None:
    reduce = kernel(REDUCE, "reduce_sum")
    data, partial = np.ones(4096, np.float32), np.zeros(8, np.float32)
    with pytest.raises(OutOfBoundsError, match=rf"'scratch'.*LocalMemory\({scratch_bytes}\).*scratch\[0\.\.255\]"):
        reduce(data, partial, LocalMemory(scratch_bytes), np.uint32(4096), global_size=2048, local_size=256)
    assert not partial.any()
    reduce(data, partial, LocalMemory(256 * 4), np.uint32(4096), global_size=2048, local_size=256)
    assert partial.sum() == 4096


def test_a_huge_global_size_for_a_group_indexed_output_raises() -> None:
    reduce = kernel(REDUCE, "reduce_sum")
    data, partial = np.ones(4096, np.float32), np.zeros(8, np.float32)
    with pytest.raises(OutOfBoundsError, match=r"'partial'.* has 8 elements .*writes partial\[0\.\."):
        reduce(data, partial, LocalMemory(1024), np.uint32(4096), global_size=(2**63,), local_size=256)


def test_a_loop_bound_past_the_input_raises() -> None:
    reduce = kernel(REDUCE, "reduce_sum")
    data, partial = np.ones(4096, np.float32), np.zeros(8, np.float32)
    with pytest.raises(OutOfBoundsError, match=r"'in'.* has 4096 elements .*reads in\[0\.\.8191\]"):
        reduce(data, partial, LocalMemory(1024), np.uint32(8192), global_size=2048, local_size=256)
    # A grid that covers less than n reads all of it by its loop, and no more.
    reduce(data, partial, LocalMemory(1024), np.uint32(4096), global_size=512, local_size=256)
    assert partial[:2].sum() == 4096


def test_a_two_dimensional_index_with_a_width_argument() -> None:
    shade = kernel(IMAGE, "shade")
    out = np.zeros((40, 64), np.float32)
    shade(out, np.int32(64), np.int32(40), global_size=(64, 40))
    assert out[39, 63] == 102
    with pytest.raises(OutOfBoundsError, match=r"has 2560 elements but this launch writes out\[0\.\.4095\]"):
        shade(out, np.int32(64), np.int32(40), global_size=(64, 64))
    with pytest.raises(OutOfBoundsError):
        shade(out, np.int32(64), np.int32(40), global_size=(2**32, 1))


# -- shapes --------------------------------------------------------------------------------------

GUARDED = """
__kernel void scale(__global float *v, uint n) {
    if (get_global_id(0) < n)
        v[get_global_id(0)] *= 2.0f;
}"""


def test_a_guard_bounds_the_index() -> None:
    scale = kernel(GUARDED, "scale")
    v = np.ones(100, np.float32)
    scale(v, np.uint32(100), global_size=128, local_size=64)  # the guard keeps it inside
    assert (v == 2).all()
    with pytest.raises(OutOfBoundsError, match=r"v\[0\.\.100\]"):
        scale(v, np.uint32(101), global_size=128, local_size=64)


def test_a_global_offset_shifts_the_elements() -> None:
    scale = kernel(GUARDED, "scale")
    v = np.ones(100, np.float32)
    scale(v, np.uint32(100), global_size=36, global_offset=64)
    assert v[64:].sum() == 72 and v[:64].sum() == 64
    with pytest.raises(OutOfBoundsError, match=r"v\[64\.\.100\]"):
        scale(v, np.uint32(1000), global_size=37, global_offset=64)


def test_a_partial_last_group_is_not_counted_whole() -> None:
    saxpy = kernel(SAXPY, "saxpy")
    x, y = np.ones(100, np.float32), np.zeros(100, np.float32)
    saxpy(y, x, np.float32(3), global_size=100, local_size=64)  # groups of 64 and 36
    assert (y == 3).all()


NEIGHBOURS = """
__kernel void diff(__global const float *in, __global float *out) {
    size_t i = get_global_id(0);
    out[i] = in[i + 1] - in[i];
}
__kernel void tile(__global const float *in, __global float *out) {
    out[get_global_id(0) - get_local_id(0) + get_group_id(0)] = in[get_global_id(0)];
}"""


def test_an_offset_index_reads_one_past() -> None:
    diff = kernel(NEIGHBOURS, "diff")
    data = np.arange(11, dtype=np.float32)
    out = np.zeros(10, np.float32)
    diff(data, out, global_size=10)
    assert (out == 1).all()
    with pytest.raises(OutOfBoundsError, match=r"'in'.* has 10 elements but this launch reads in\[0\.\.10\]"):
        diff(data[:10], out, global_size=10)


def test_ids_that_cancel_are_exact() -> None:
    # gid - lid + group: group * (L + 1): the analysis keeps gid as group*L + lid + offset.
    tile = kernel(NEIGHBOURS, "tile")
    data, out = np.ones(64, np.float32), np.zeros(4 * 17, np.float32)
    tile(data, out, global_size=64, local_size=16)
    with pytest.raises(OutOfBoundsError, match=r"out\[0\.\.51\]"):
        tile(data, np.zeros(51, np.float32), global_size=64, local_size=16)


VECTORS = """
__kernel void copy4(__global const float *in, __global float *out) {
    vstore4(vload4(get_global_id(0), in), get_global_id(0), out);
}
__kernel void count(__global int *counter) {
    atomic_inc(counter);
}"""


def test_vector_loads_and_atomics() -> None:
    copy4 = kernel(VECTORS, "copy4")
    data, out = np.arange(32, dtype=np.float32), np.zeros(32, np.float32)
    copy4(data, out, global_size=8)
    assert (out == data).all()
    with pytest.raises(OutOfBoundsError, match=r"has 31 elements but this launch writes out\[0\.\.31\]"):
        copy4(data, out[:31], global_size=8)
    count = kernel(VECTORS, "count")
    counter = np.zeros(1, np.int32)
    count(counter, global_size=100)
    assert counter[0] == 100
    assert count.info.launch_checks == {"counter": ""}


UNREAD = """
int helper(__global float *p);
__kernel void gather(__global const int *index, __global const float *in, __global float *out) {
    size_t i = get_global_id(0);
    out[i] = in[index[i]];
}
__kernel void maybe(__global const float *flags, __global float *out) {
    size_t i = get_global_id(0);
    if (flags[i] > 0.0f)
        out[2 * i] = 1.0f;
}"""


def test_what_the_analysis_cannot_read_is_not_checked() -> None:
    gather = kernel(UNREAD, "gather")
    assert gather.info.launch_checks == {"index": "", "in": "an access indexed by a value read from memory", "out": ""}
    maybe = kernel(UNREAD, "maybe")
    assert maybe.info.launch_checks["out"] == "no access whose every condition is read"
    # Not refused: no work-item may pass the test on its data.
    out = np.zeros(4, np.float32)
    maybe(np.zeros(8, np.float32), out, global_size=8)
    assert not out.any()


# -- property: exactly the launches that touch outside are refused ------------------------------

AFFINE = """
__kernel void affine(__global int *out, long a, long b, long c, long d, ulong n, ulong m) {
    size_t gid = get_global_id(0), lid = get_local_id(0), grp = get_group_id(0);
    if (gid < n && lid < m)
        out[a * (long)gid + b * (long)lid + c * (long)grp + d] = 1;
}
__kernel void affine_int(__global int *out, int a, int b, int c, int d, uint n, uint m) {
    int gid = get_global_id(0), lid = get_local_id(0), grp = get_group_id(0);
    if (gid < n && lid < m)
        out[a * gid + b * lid + c * grp + d] = 1;
}"""


def touched(a: int, b: int, c: int, d: int, n: int, m: int, size: int, local: int) -> list[int]:
    gid = np.arange(size)
    lid, grp = gid % local, gid // local
    keep = (gid < n) & (lid < m)
    return list((a * gid + b * lid + c * grp + d)[keep])


LAUNCHES = {
    "a": st.integers(-2, 3), "b": st.integers(-2, 3), "c": st.integers(-2, 3), "d": st.integers(-4, 6),
    "n": st.integers(0, 40), "m": st.integers(0, 20), "size": st.integers(1, 40), "local": st.integers(1, 16),
    "slack": st.integers(-1, 1),
}


def launch(name: str, a: int, b: int, c: int, d: int, n: int, m: int, size: int, local: int,
           slack: int, must_check: bool = True) -> tuple[bool, bool] | None:
    """Run the kernel with an array one element short, exact or one longer than the elements
    written: (whether it was refused, whether it writes outside).  Launches that write outside
    are only made where the analysis must refuse them (*must_check*)."""
    indices = touched(a, b, c, d, n, m, size, local)
    length = (max(indices) + 1 if indices else 1) + slack
    if length < 1:
        return None
    out = np.zeros(length, np.int32)
    types = (np.int64, np.uint64) if name == "affine" else (np.int32, np.uint32)
    args = (out, *(types[0](v) for v in (a, b, c, d)), types[1](n), types[1](m))
    outside = bool(indices) and (min(indices) < 0 or max(indices) >= length)
    if outside and not must_check:
        return None  # run unchecked, it would write outside the test's own memory
    try:
        _kernels(name)(*args, global_size=size, local_size=local)
    except OutOfBoundsError:
        assert not out.any()  # refused before anything ran
        return True, outside
    assert sorted(np.flatnonzero(out)) == sorted({i for i in indices if 0 <= i < length})
    return False, outside


@settings(max_examples=60, deadline=None)
@given(**LAUNCHES)
def test_a_launch_is_refused_exactly_when_it_writes_outside(**values: int) -> None:
    # 64-bit arithmetic on the ids: every form is exact, so no launch that writes outside runs.
    result = launch("affine", **values)
    if result is not None:
        refused, outside = result
        assert refused == outside


@settings(max_examples=60, deadline=None)
@given(**LAUNCHES)
def test_a_launch_inside_is_never_refused(**values: int) -> None:
    # int arithmetic: ids narrowed to int vary together, so the analysis may not refuse every
    # launch that writes outside (those are not made); none inside is refused.
    result = launch("affine_int", **values, must_check=False)
    if result is not None:
        refused, outside = result
        assert outside or not refused


_KERNELS: dict[str, object] = {}


def _kernels(name: str) -> object:
    if name not in _KERNELS:
        _KERNELS[name] = kernel(AFFINE, name)
    return _KERNELS[name]


def test_arguments_proven_inside_skip_the_checked_tests() -> None:
    # A checked launch skips the tests of an argument every access of which launch bounds keeps
    # inside (aligned, and written only if writable): runtime.bounds.proven_arguments.
    from ncpu_opt.runtime.bounds import proven_arguments

    saxpy = kernel(SAXPY, "saxpy")
    bounds = saxpy.info.bounds  # type: ignore[attr-defined]
    launch = ((16, 1, 1), (16, 1, 1), (0, 0, 0))
    args = [None, None, np.float32(2)]
    sizes = {0: 64, 1: 64}
    both = {0: True, 1: True}
    assert proven_arguments(bounds, *launch, args, sizes, both, {0: 0, 1: 0}) == {0, 1}
    assert proven_arguments(bounds, *launch, args, {0: 60, 1: 64}, both, {0: 0, 1: 0}) == {1}
    assert proven_arguments(bounds, *launch, args, sizes, {0: False, 1: False}, {0: 0, 1: 0}) == {1}
    assert proven_arguments(bounds, *launch, args, sizes, both, {0: 2, 1: 0}) == {1}  # misaligned
    gather = kernel(UNREAD, "gather")
    sizes3 = {0: 64, 1: 64, 2: 64}
    assert proven_arguments(gather.info.bounds, *launch, [None] * 3, sizes3,  # type: ignore[attr-defined]
                            dict.fromkeys(range(3), True), dict.fromkeys(range(3), 0)) == {0, 2}


INTERIOR = """
__kernel void interior(__global float *out, __global const float *in, uint w) {
    size_t x = get_global_id(0);
    if (x == 0 || x == w - 1)
        return;
    out[x] = in[x - 1] + in[x + 1];
}"""


def test_an_interior_is_proven_by_its_edges() -> None:
    # x != 0 and x != w - 1 at the ends of x's range narrow it to [1, w - 2]: in[x - 1] and
    # in[x + 1] stay inside w elements (a bound for proofs; not an attained extreme).
    from ncpu_opt.runtime.bounds import proven_arguments

    interior = kernel(INTERIOR, "interior")
    bounds = interior.info.bounds  # type: ignore[attr-defined]
    launch = ((16, 1, 1), (16, 1, 1), (0, 0, 0))
    writable = {0: True, 1: False}
    args = [None, None, np.uint32(16)]
    assert proven_arguments(bounds, *launch, args, {0: 64, 1: 64}, writable, {0: 0, 1: 0}) == {0, 1}
    assert proven_arguments(bounds, *launch, args, {0: 64, 1: 60}, writable, {0: 0, 1: 0}) == {0}
    out, data = np.zeros(16, np.float32), np.arange(16, dtype=np.float32)
    interior(out, data, np.uint32(16), global_size=16)
    assert out[0] == 0 and out[15] == 0 and (out[1:15] == 2 * data[1:15]).all()
