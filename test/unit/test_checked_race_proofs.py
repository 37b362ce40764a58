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

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ncpu_opt.runtime import KernelCheckError, Program
from ncpu_opt.runtime.bounds import race_free_arguments

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
