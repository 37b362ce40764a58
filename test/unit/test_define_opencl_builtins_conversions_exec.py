"""Conversions and vload/vstore defined by define-opencl-builtins, run through the runtime and checked with numpy.

The kernels are in ``exec_conversions.cl`` next to the lit inputs of the pass
(test/lit/define-opencl-builtins/Inputs), compiled by clang-19 to the
``.ll`` file used here.  Every result is exact.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from ncpu_opt.runtime import LocalMemory, Program
from runtime_support import ROOT

INPUTS = ROOT / "test" / "lit" / "define-opencl-builtins" / "Inputs"
N = 64


@pytest.fixture(scope="module")
def program() -> Program:
    return Program.from_file(Path(INPUTS / "exec_conversions.ll"), threads=2)


def aligned(array: np.ndarray, alignment: int = 64) -> np.ndarray:
    """A copy of *array* at an address aligned for its vectors (clang loads long4 with align 32)."""
    raw = np.empty(array.nbytes + alignment, np.uint8)
    start = -raw.ctypes.data % alignment
    copy = raw[start : start + array.nbytes].view(array.dtype).reshape(array.shape)
    copy[...] = array
    return copy


def saturated(rounded: np.ndarray, dtype: type) -> np.ndarray:
    """Rounded floats clamped to *dtype*'s range, NaN to 0 (as llvm.fpto[su]i.sat)."""
    info = np.iinfo(dtype)
    clipped = np.clip(np.nan_to_num(rounded.astype(np.float64), nan=0.0), info.min, info.max)
    return clipped.astype(dtype)


def test_float_to_int_rounding_modes_and_saturation(program: Program) -> None:
    rng = np.random.default_rng(20)
    # In range for the conversions without _sat: ties, negatives, fractions.
    x = rng.uniform(-1000, 1000, (N, 4)).astype(np.float32)
    x[:4] = [[0.5, 1.5, 2.5, -2.5], [-0.5, -1.5, 3.999, -3.001], [0.0, -0.0, 1e-3, -1e-3], [126.5, -127.5, 254.5, 255.5]]
    x[4:8, :] = (rng.integers(-200, 200, (4, 4)) + 0.5).astype(np.float32)
    # Out of range, infinities and NaN for the saturating ones (rows 8..15 only used there).
    wild = np.array([np.nan, np.inf, -np.inf, 3e9, -3e9, 2.1e9, -2.2e9, 1e20], np.float32)
    x[8:16] = rng.choice(wild, (8, 4))
    out = np.zeros((10, N, 4), np.int32)
    bytes_ = np.zeros((2, N, 4), np.uint8)
    words = np.zeros((N, 4), np.uint32)
    program.kernel("float_to_int")(x, out, bytes_, words, global_size=(N,), local_size=(16,))

    finite = np.ones(N, bool)
    finite[8:16] = False
    for k, rounding in enumerate((np.trunc, np.rint, np.ceil, np.floor, np.trunc)):
        np.testing.assert_array_equal(out[k][finite], rounding(x[finite]).astype(np.int32), err_msg=f"output {k}")
    for k, rounding in zip(range(5, 9), (np.trunc, np.rint, np.ceil, np.floor), strict=True):
        np.testing.assert_array_equal(out[k], saturated(rounding(x), np.int32), err_msg=f"output {k} (_sat)")
    np.testing.assert_array_equal(bytes_[0], saturated(np.trunc(x), np.uint8))
    np.testing.assert_array_equal(bytes_[1], saturated(np.rint(x), np.uint8))
    np.testing.assert_array_equal(words, saturated(np.floor(x), np.uint32))
    mixed = out[9]
    np.testing.assert_array_equal(mixed[:, 0], saturated(np.ceil(x[:, 0]), np.int32))
    np.testing.assert_array_equal(mixed[finite, 1], np.trunc(x[finite, 1]).astype(np.int32))
    np.testing.assert_array_equal(mixed[:, 2], saturated(np.trunc(x[:, 2]), np.int8))
    np.testing.assert_array_equal(mixed[:, 3], saturated(np.rint(x[:, 3]), np.int16))


def test_integer_conversions_wrap_extend_and_saturate(program: Program) -> None:
    rng = np.random.default_rng(21)
    a = rng.integers(-(2**31), 2**31, (N, 4)).astype(np.int32)
    a[:2] = [[0, -1, 127, -128], [128, -129, 2**31 - 1, -(2**31)]]
    a[2:6] = rng.integers(-300, 300, (4, 4))
    u = rng.integers(0, 2**32, (N, 4), dtype=np.uint64).astype(np.uint32)
    u[:2] = [[0, 127, 128, 2**31 - 1], [2**31, 2**32 - 1, 255, 256]]
    ls = rng.integers(-(2**63), 2**63, (N, 4), dtype=np.int64)
    ls[:2] = [[0, -1, 2**32, -(2**31) - 1], [2**63 - 1, -(2**63), 2**31, 40000]]
    ls[2:6] = rng.integers(-(2**33), 2**33, (4, 4))
    a, u, ls = aligned(a), aligned(u), aligned(ls)
    chars = aligned(np.zeros((3, N, 4), np.int8))
    uchars = aligned(np.zeros((2, N, 4), np.uint8))
    shorts = aligned(np.zeros((2, N, 4), np.int16))
    uints = aligned(np.zeros((3, N, 4), np.uint32))
    ints = aligned(np.zeros((3, N, 4), np.int32))
    longs = aligned(np.zeros((3, N, 4), np.int64))
    ulongs = aligned(np.zeros((2, N, 4), np.uint64))
    program.kernel("int_to_int")(a, u, ls, chars, uchars, shorts, uints, ints, longs, ulongs, global_size=(N,), local_size=(8,))

    def clip(v: np.ndarray, dtype: type) -> np.ndarray:
        info = np.iinfo(dtype)
        return np.clip(v.astype(object), info.min, info.max).astype(dtype)

    np.testing.assert_array_equal(chars[0], a.astype(np.int8))
    np.testing.assert_array_equal(chars[1], clip(a, np.int8))
    np.testing.assert_array_equal(chars[2], clip(u, np.int8))
    np.testing.assert_array_equal(uchars[0], clip(a, np.uint8))
    np.testing.assert_array_equal(uchars[1], u.astype(np.uint8))
    np.testing.assert_array_equal(shorts[0], clip(a, np.int16))
    np.testing.assert_array_equal(shorts[1], clip(ls, np.int16))
    np.testing.assert_array_equal(uints[0], clip(a, np.uint32))
    np.testing.assert_array_equal(uints[1], clip(ls, np.uint32))
    np.testing.assert_array_equal(uints[2], a.astype(np.uint32))
    np.testing.assert_array_equal(ints[0], clip(u, np.int32))
    np.testing.assert_array_equal(ints[1], clip(ls, np.int32))
    np.testing.assert_array_equal(ints[2], ls.astype(np.int32))
    np.testing.assert_array_equal(longs[0], a.astype(np.int64))
    np.testing.assert_array_equal(longs[1], u.astype(np.int64))
    np.testing.assert_array_equal(longs[2], clip(ls.astype(np.uint64), np.int64))
    np.testing.assert_array_equal(ulongs[0], clip(ls, np.uint64))
    np.testing.assert_array_equal(ulongs[1], a.astype(np.int64).astype(np.uint64))


def test_conversions_to_float_round_to_nearest_even(program: Program) -> None:
    rng = np.random.default_rng(22)
    a = rng.integers(-(2**31), 2**31, (N, 4)).astype(np.int32)
    a[0] = [2**24 + 1, 2**24 + 3, -(2**24) - 1, 2**31 - 1]  # ties and the largest int
    u = rng.integers(0, 2**32, (N, 4), dtype=np.uint64).astype(np.uint32)
    u[0] = [2**32 - 1, 2**31 + 1, 2**24 + 1, 0]
    ls = rng.integers(-(2**63), 2**63, (N, 4), dtype=np.int64)
    ls[0] = [2**40 + 2**16, 2**40 + 3 * 2**16, -(2**53) - 1, 2**63 - 1]
    ds = rng.uniform(-1e6, 1e6, (N, 4))
    ds[0] = [1 + 2.0**-24, 1 + 3 * 2.0**-24, 1e300, -1e-300]
    x = rng.uniform(-1e6, 1e6, (N, 4)).astype(np.float32)
    a, u, ls, ds, x = (aligned(v) for v in (a, u, ls, ds, x))
    floats = aligned(np.zeros((5, N, 4), np.float32))
    doubles = aligned(np.zeros((2, N, 4), np.float64))
    program.kernel("to_float")(a, u, ls, ds, x, floats, doubles, global_size=(N,), local_size=(16,))
    with np.errstate(over="ignore"):
        expected_from_doubles = ds.astype(np.float32)
    np.testing.assert_array_equal(floats[0], a.astype(np.float32))
    np.testing.assert_array_equal(floats[1], u.astype(np.float32))
    np.testing.assert_array_equal(floats[2], ls.astype(np.float32))
    np.testing.assert_array_equal(floats[3], expected_from_doubles)
    np.testing.assert_array_equal(floats[4], a.astype(np.int16).astype(np.float32))
    np.testing.assert_array_equal(doubles[0], x.astype(np.float64))
    np.testing.assert_array_equal(doubles[1], a.astype(np.float64))


@pytest.mark.parametrize("shift", [0, 1, 3])
def test_vload4_vstore4_at_unaligned_addresses(program: Program, shift: int) -> None:
    local = 8
    src = np.arange(4 * N + 16, dtype=np.float32) * 1.25 - 7
    dst = np.full(4 * N + 8 + 3 * N + 8, -1, np.float32)
    program.kernel("vectors")(src, dst, LocalMemory(4 * (4 * local + 1)), np.uint32(shift), global_size=(N,), local_size=(local,))
    expected = np.full_like(dst, -1)
    expected[shift + 1 : shift + 1 + 4 * N] = 2 * src[shift : shift + 4 * N]
    expected[4 * N + 8 : 4 * N + 8 + 3 * N] = src[1 : 1 + 3 * N] + 1
    np.testing.assert_array_equal(dst, expected)


def test_vload_half_and_vstore_half(program: Program) -> None:
    rng = np.random.default_rng(23)
    h = rng.uniform(-100, 100, 4 * N + 4).astype(np.float16)
    h[:4] = [np.inf, -0.0, 6e-8, 65504]  # infinity, negative zero, a subnormal, the largest half
    d = rng.uniform(-70000, 70000, N)
    # Ties to even, an underflow, and what rounding twice (double, float, half) gets wrong.
    d[:5] = [1 + 2.0**-11, 1 + 3 * 2.0**-11, 1e-9, 1 + 2.0**-11 + 2.0**-40, -(1 + 2.0**-11 + 2.0**-40)]
    f = np.zeros(5 * N + 4, np.float32)
    out = np.zeros(6 * N + 2, np.float16)
    program.kernel("halves")(h, f, out, d, global_size=(N,), local_size=(16,))
    np.testing.assert_array_equal(f[:N], h[:N].astype(np.float32))
    np.testing.assert_array_equal(f[N + 1 : 5 * N + 1], h[1 : 4 * N + 1].astype(np.float32))
    with np.errstate(over="ignore", invalid="ignore"):
        np.testing.assert_array_equal(out[1 : 4 * N + 1], (h[1 : 4 * N + 1].astype(np.float32) * 3).astype(np.float16))
        np.testing.assert_array_equal(out[4 * N + 2 : 5 * N + 2], (h[:N].astype(np.float32) / np.float32(3)).astype(np.float16))
        np.testing.assert_array_equal(out[5 * N + 2 :], d.astype(np.float16))
    assert out[5 * N + 2 + 3] == np.float16(1 + 2.0**-10)
