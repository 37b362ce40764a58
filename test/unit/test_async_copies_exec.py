"""Async copies run by the runtime: ``async_work_group_copy``, ``async_work_group_strided_copy``,
``wait_group_events`` and ``prefetch``, checked against numpy.

The kernels (``test/kernels/async/*.cl``, compiled by the OpenCL C front end, and clang 22's IR
of them next to them, at -O2 and -O0) copy tiles between ``__global`` and ``__local`` memory and, right after the wait, read what the
copy brought for other work-items (a tile's mirror image): the copy is the group's, made once
and complete at the wait.  Every configuration runs with the vectoriser on and off, at 1 and 2
threads, over many work-groups; local sizes span several vector chunks and a scalar tail, and
some launches end with a smaller work-group.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

import numpy as np
import pytest
from ncpu_opt.runtime import LocalMemory, Program, aligned_array, aligned_zeros
from runtime_support import OWN_KERNELS, needs_clang

KERNELS = OWN_KERNELS / "async"
#: The file of each input: the OpenCL C source, clang's IR ``K.ll`` (-O2) and ``K.O0.ll``.
LEVELS = {"cl": ".cl", "O2": ".ll", "O0": ".O0.ll"}
CONFIGS = [
    pytest.param(config, marks=[needs_clang] if config[0] == "cl" else [],
                 id=f"{config[0]}-{'vecz' if config[1] else 'no-vecz'}-{config[2]}threads")
    for config in itertools.product(LEVELS, (True, False), (1, 2))
]

Load = Callable[[str], Program]


@pytest.fixture(scope="module", params=CONFIGS)
def load(request: pytest.FixtureRequest) -> Load:
    level, vectorize, threads = request.param
    programs: dict[str, Program] = {}

    def program(name: str) -> Program:
        if name not in programs:
            path = KERNELS / f"{name}{LEVELS[level]}"
            programs[name] = Program.from_file(path, threads=threads, vectorize=vectorize)
        return programs[name]

    return program


def rng() -> np.random.Generator:
    return np.random.default_rng(2024)


def test_tile_copied_in_and_out(load: Load) -> None:
    """Global -> local, read mirrored right after the wait, local -> global; the last group is smaller."""
    local, n = 64, 64 * 9 + 5
    x = rng().random(n, dtype=np.float32)
    out = np.full(n, -1, np.float32)
    load("tile").kernel("tile_mirror")(x, out, LocalMemory(4 * local), np.float32(3), global_size=(n,), local_size=(local,))
    expected = np.concatenate([t * 3 + t[::-1] for t in np.split(x, range(local, n, local))])
    np.testing.assert_allclose(out, expected, rtol=1e-6)


def test_chained_events(load: Load) -> None:
    """The second copy joins the first's event: waiting for it waits for both."""
    local, groups = 48, 10
    gen = rng()
    a, b = gen.random(local * groups, dtype=np.float32), gen.random(local * groups, dtype=np.float32)
    out = np.zeros_like(a)
    load("tile").kernel("chained")(
        a, b, out, LocalMemory(4 * local), LocalMemory(4 * local), global_size=(local * groups,), local_size=(local,)
    )
    ta, tb = a.reshape(groups, local), b.reshape(groups, local)
    np.testing.assert_allclose(out, (ta[:, ::-1] - np.roll(tb, -1, axis=1)).reshape(-1), rtol=1e-6)


@pytest.mark.parametrize("blocks", [1, 2, 7])
def test_double_buffered_copies_in_a_loop(load: Load, blocks: int) -> None:
    """The next block is copied while the current one is used; the events live in an array."""
    local, groups = 32, 12
    x = rng().random(groups * blocks * local, dtype=np.float32)
    out = np.zeros(groups * local, np.float32)
    load("tile").kernel("blocked_sum")(
        x, out, LocalMemory(2 * 4 * local), np.uint32(blocks), global_size=(groups * local,), local_size=(local,)
    )
    weights = np.arange(1, blocks + 1, dtype=np.float32)[None, :, None]
    expected = (x.reshape(groups, blocks, local)[:, :, ::-1] * weights).sum(axis=1)
    np.testing.assert_allclose(out, expected.reshape(-1), rtol=1e-5)


def test_prefetch_is_a_hint(load: Load) -> None:
    x = rng().random(1000, dtype=np.float32)
    out = np.zeros_like(x)
    load("tile").kernel("prefetched")(x, out, global_size=(1000,), local_size=(50,))
    np.testing.assert_array_equal(out, x + 1)


def test_strided_read_and_write(load: Load) -> None:
    """Each group gathers a column (strided read) and scatters it back reversed (strided write)."""
    rows, cols = 40, 13
    matrix = rng().integers(-1000, 1000, (rows, cols), dtype=np.int32)
    out = np.full(rows * cols, -1, np.int32)
    load("strided").kernel("reverse_columns")(
        matrix.reshape(-1), out, LocalMemory(4 * rows), np.uint32(cols), global_size=(rows * cols,), local_size=(rows,)
    )
    expected = matrix[::-1, :] + np.arange(rows, dtype=np.int32)[:, None]
    np.testing.assert_array_equal(out.reshape(rows, cols), expected)


def test_float4_strided_and_chained(load: Load) -> None:
    """float4 elements: every other one (stride 2), and a plain copy chained on that one."""
    local, groups = 16, 6
    x = aligned_array(rng().random((groups * 2 * local, 4), dtype=np.float32), align=16)
    even = aligned_zeros((groups * local, 4), np.float32, align=16)
    every = aligned_zeros((groups * 2 * local, 4), np.float32, align=16)
    load("strided").kernel("float4_pairs")(
        x.reshape(-1), even.reshape(-1), every.reshape(-1), LocalMemory(16 * local), LocalMemory(32 * local),
        global_size=(groups * local,), local_size=(local,),
    )
    tiles = x.reshape(groups, 2 * local, 4)
    np.testing.assert_allclose(even, (tiles[:, 0::2][:, ::-1] * 2).reshape(-1, 4))
    expected = np.concatenate([tiles[:, ::-1][:, :local], tiles[:, :local][:, ::-1]], axis=1)
    np.testing.assert_array_equal(every, expected.reshape(-1, 4))


@pytest.mark.parametrize(
    ("kernel", "dtype", "lanes"),
    [
        ("reverse_uchar", np.uint8, 1),
        ("reverse_short2", np.int16, 2),
        ("reverse_float3", np.float32, 4),  # a float3 takes 4 floats' room
        ("reverse_double", np.float64, 1),
        ("reverse_half", np.float16, 1),
        ("reverse_long8", np.int64, 8),
    ],
)
def test_gentypes(load: Load, kernel: str, dtype: type, lanes: int) -> None:
    """num * sizeof(gentype) bytes each way, for scalars and vectors of every size class."""
    local, groups = 24, 5
    values = (np.arange(groups * local * lanes) % 251).astype(dtype).reshape(groups * local, lanes)
    x = aligned_array(values, align=64)
    out = aligned_zeros(x.shape, dtype, align=64)
    nbytes = local * lanes * np.dtype(dtype).itemsize
    load("types").kernel(kernel)(
        x.reshape(-1), out.reshape(-1), LocalMemory(nbytes), global_size=(groups * local,), local_size=(local,)
    )
    expected = x.reshape(groups, local, lanes)[:, ::-1].reshape(-1, lanes)
    if kernel == "reverse_float3":
        np.testing.assert_array_equal(out[:, :3], expected[:, :3])  # the fourth float is padding
    else:
        np.testing.assert_array_equal(out, expected)
