"""optimal-builtin-replace's inline IR, run: mul_hi, clz and fmax against numpy.

The kernels in test/optimal-builtin-replace/abacus.ll call abacus builtins
that nothing defines, so they compile only once the pass has replaced every
call; the results then check the replacement's arithmetic (the extension
after signedness, the shift, ctlz at 0, the splat of fmax's scalar operand).
"""

from __future__ import annotations

import numpy as np
import pytest
from ncpu_opt.runtime import Program
from runtime_support import ROOT

SOURCE = ROOT / "test" / "optimal-builtin-replace" / "abacus.ll"
N = 4096


@pytest.fixture(scope="module")
def program() -> Program:
    return Program.from_file(SOURCE, passes="optimal-builtin-replace,native-cpu", threads=2, cache=False)


def edge_ints(rng: np.random.Generator) -> np.ndarray:
    """Random 32-bit patterns with the edges (0, 1, -1, INT_MIN, INT_MAX) at the front."""
    values = rng.integers(0, 1 << 32, N, dtype=np.uint64).astype(np.uint32)
    values[:5] = [0, 1, 0xFFFFFFFF, 0x80000000, 0x7FFFFFFF]
    return values


def test_mul_hi_signed_unsigned_and_vector(program: Program) -> None:
    rng = np.random.default_rng(7)
    a, b = edge_ints(rng), edge_ints(rng)[::-1].copy()
    signed, unsigned = np.zeros(N, np.int32), np.zeros(N, np.uint32)
    short2 = np.zeros(2 * N, np.int16)
    program.kernel("mul_hi")(a.view(np.int32), b.view(np.int32), signed, unsigned, short2, global_size=(N,), local_size=(64,))
    wide_signed = a.view(np.int32).astype(np.int64) * b.view(np.int32).astype(np.int64)
    np.testing.assert_array_equal(signed, (wide_signed >> 32).astype(np.int32))
    np.testing.assert_array_equal(unsigned, ((a.astype(np.uint64) * b.astype(np.uint64)) >> 32).astype(np.uint32))
    halves = a.view(np.int16).astype(np.int32) * b.view(np.int16).astype(np.int32)
    np.testing.assert_array_equal(short2, (halves >> 16).astype(np.int16))


def test_clz_and_fmax_with_a_splatted_scalar(program: Program) -> None:
    rng = np.random.default_rng(8)
    a = edge_ints(rng)
    f = rng.standard_normal(2 * N).astype(np.float32)
    f[1] = np.nan  # fmax(NaN, x) is x
    clz, fmax = np.zeros(N, np.uint32), np.zeros(2 * N, np.float32)
    program.kernel("clz_fmax")(a, f, clz, fmax, global_size=(N,), local_size=(64,))
    bit_lengths = np.array([int(x).bit_length() for x in a], np.uint32)
    np.testing.assert_array_equal(clz, 32 - bit_lengths)  # clz(0) == 32: ctlz is defined at 0
    pairs = f.reshape(N, 2)
    np.testing.assert_array_equal(fmax.reshape(N, 2), np.fmax(pairs, pairs[:, :1]))
