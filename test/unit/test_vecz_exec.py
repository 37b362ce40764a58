"""Vectorised kernels run from Python: the runtime's vectoriser options and sub-groups of N lanes."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from ncpu_opt.runtime import Program

ROOT = Path(__file__).resolve().parents[2]
SAXPY = ROOT / "examples" / "saxpy.ll"
SUBGROUPS = ROOT / "test" / "vecz" / "subgroups.ll"


@pytest.mark.parametrize(
    "options",
    [{}, {"vectorize": False}, {"vector_width": 4}, {"vector_width": 16}],
    ids=["default", "scalar", "width4", "width16"],
)
def test_saxpy_with_the_vectoriser_options(options: dict[str, object]) -> None:
    n = 1003  # a partial last group and rows that are not multiples of the width
    rng = np.random.default_rng(1)
    x, y = rng.random(n, dtype=np.float32), rng.random(n, dtype=np.float32)
    expected = np.float32(1.5) * x + y
    program = Program.from_file(SAXPY, cache=False, **options)
    if options.get("vectorize") is False:
        assert "no-vecz" in program.pipeline
    elif "vector_width" in options:
        assert f"vecz-width={options['vector_width']}" in program.pipeline
    program.kernel("saxpy")(np.float32(1.5), x, y, np.uint32(n), global_size=(1024,), local_size=(64,))
    np.testing.assert_allclose(y, expected, rtol=1e-6)


def run_subgroups(local_size: int, **options: object) -> np.ndarray:
    global_size = 4 * local_size
    data = (np.arange(global_size, dtype=np.int32) * 7) % 23 - 11
    out = np.zeros(6 * global_size, np.int32)
    program = Program.from_file(SUBGROUPS, cache=False, **options)
    program.kernel("subgroups")(data, out, global_size=(global_size,), local_size=(local_size,))
    return out.reshape(global_size, 6)


@pytest.mark.parametrize("width", [4, 8])
def test_sub_groups_are_the_lanes_of_a_vectorised_call(width: int) -> None:
    """Local size a multiple of N: every sub-group is N work-items of one vector call."""
    out = run_subgroups(4 * width, vector_width=width)
    data = (np.arange(len(out), dtype=np.int32) * 7) % 23 - 11
    groups = data.reshape(-1, width)
    np.testing.assert_array_equal(out[:, 0], width)
    np.testing.assert_array_equal(out[:, 1], np.tile(np.arange(width), len(groups)))
    np.testing.assert_array_equal(out[:, 2], np.repeat(groups.sum(axis=1), width))
    np.testing.assert_array_equal(out[:, 3], np.cumsum(groups, axis=1).ravel())
    np.testing.assert_array_equal(out[:, 4], np.repeat(groups[:, 0], width))
    np.testing.assert_array_equal(out[:, 5], np.repeat(groups.max(axis=1), width))


def test_scalar_pipeline_has_sub_groups_of_one() -> None:
    out = run_subgroups(16, vectorize=False)
    data = (np.arange(len(out), dtype=np.int32) * 7) % 23 - 11
    np.testing.assert_array_equal(out[:, 0], 1)
    np.testing.assert_array_equal(out[:, 1], 0)
    for column in (2, 3, 4, 5):
        np.testing.assert_array_equal(out[:, column], data)


def test_sub_group_sizes_are_never_mixed_in_a_group() -> None:
    """A local size that is not a multiple of N with a scalar tail: the whole group runs scalar."""
    out = run_subgroups(12, vector_width=8)
    np.testing.assert_array_equal(out[:, 0], 1)


def test_a_local_variable_chosen_per_lane() -> None:
    # Vectorised, `p = c ? tile : 0` selects between splats of the __local variable and of null;
    # replace-module-scope-vars must turn the splat constant into instructions (it refused it).
    program = Program.from_source(
        """
__kernel void k(__global float *out, __global const int *keep) {
    __local float tile[16];
    int i = get_global_id(0), lid = get_local_id(0);
    tile[lid] = 10.0f * lid;
    barrier(CLK_LOCAL_MEM_FENCE);
    __local const float *p = keep[i] >= 0 ? tile : 0;
    out[i] = p[15 - lid];
}""",
        cache=False,
    )
    out = np.zeros(32, np.float32)
    program.kernel("k")(out, np.zeros(32, np.int32), global_size=32, local_size=16)
    assert (out == 10.0 * (15 - np.arange(32) % 16)).all()
