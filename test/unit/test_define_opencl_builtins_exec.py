"""OpenCL C builtins defined by define-opencl-builtins, run through the runtime and checked with numpy.

The kernels are the ``exec_*.cl`` files next to the lit inputs of the pass
(test/lit/define-opencl-builtins/Inputs), compiled by clang-19 to the ``.ll``
files used here.  Integer, relational and atomic results are exact; maths
are compared within a few ulps.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from ncpu_opt.runtime import LocalMemory, Program
from runtime_support import ROOT

INPUTS = ROOT / "test" / "lit" / "define-opencl-builtins" / "Inputs"
THREADS = 2


def load(name: str) -> Program:
    return Program.from_file(Path(INPUTS / f"{name}.ll"), threads=THREADS)


@pytest.fixture(scope="module")
def atomics() -> Program:
    return load("exec_atomics")


# -- atomics ------------------------------------------------------------------------------


def test_histogram_local_and_global_atomics(atomics: Program) -> None:
    n = 10_000
    data = np.random.default_rng(10).integers(0, 256, n, dtype=np.uint8)
    bins = np.zeros(256, np.uint32)
    atomics.kernel("histogram_local")(data, bins, np.uint32(n), LocalMemory(4 * 256), global_size=(n + 60,), local_size=(64,))
    np.testing.assert_array_equal(bins, np.bincount(data, minlength=256))


def test_atomic_reductions_over_many_work_items(atomics: Program) -> None:
    n = 4096
    values = np.random.default_rng(11).integers(-1000, 1000, n, dtype=np.int32)
    out = np.zeros(8, np.int32)
    out[2] = np.iinfo(np.int32).max
    lsum = np.zeros(1, np.int64)
    umax = np.zeros(1, np.uint32)
    atomics.kernel("reduce_all")(values, out, lsum, umax, global_size=(n,), local_size=(32,))
    assert out[0] == values.sum()
    assert lsum[0] == values.sum()
    assert out[2] == values.min()
    assert umax[0] == values.astype(np.uint32).max()
    assert out[4] == n
    assert out[5] == values.sum()
    assert out[6] == np.bitwise_xor.reduce(values)
    assert out[7] == -n


def test_atomic_flag_lock_and_compare_exchange(atomics: Program) -> None:
    n = 2000
    flag = np.zeros(1, np.int32)
    counter = np.zeros(1, np.int32)
    total = np.zeros(1, np.int32)
    atomics.kernel("locked")(flag, counter, total, global_size=(n,), local_size=(50,))
    assert counter[0] == n
    assert total[0] == 2 * n
    assert flag[0] == 0


# -- maths, common and geometric ------------------------------------------------------------

N = 64


def assert_ulps(got: np.ndarray, expected: np.ndarray, dtype: type, ulps: float = 4, name: str = "") -> None:
    """|got - expected| within *ulps* units in the last place of *dtype* at the expected value."""
    expected = np.asarray(expected, np.float64)
    spacing = np.spacing(np.abs(expected).astype(dtype)).astype(np.float64)
    # Near zero, an ulp of the operands' magnitude (cancellation in x - y, sums of products).
    tolerance = ulps * np.maximum(spacing, np.spacing(dtype(1.0)) * 2.0**-4)
    bad = ~(np.abs(got.astype(np.float64) - expected) <= tolerance) & ~(np.isnan(got) & np.isnan(expected))
    assert not bad.any(), f"{name}: got {got[bad][:4]}, expected {expected[bad][:4]}"


@pytest.fixture(scope="module")
def maths() -> Program:
    return load("exec_math")


def inputs(dtype: type, lanes: int, seed: int = 5) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    x = rng.uniform(0.05, 0.95, (N, lanes)).astype(dtype)
    y = rng.uniform(-2, 2, (N, lanes)).astype(dtype)
    return x, y


def round_half_away(v: np.ndarray) -> np.ndarray:
    return np.trunc(v + np.copysign(0.5, v))


def float4_expected(x: np.ndarray, y: np.ndarray) -> dict[int, np.ndarray]:
    """Reference results (float64 from the float32 inputs) of math4's outputs."""
    x, y = x.astype(np.float64), y.astype(np.float64)
    y3 = (3 * y.astype(np.float32)).astype(np.float64)
    k = np.array([3, -2, 0, 5])
    norm = np.sqrt(np.sum(y * y, axis=1, keepdims=True))
    cross = np.cross(x[:, :3], y[:, :3])
    t = np.clip((y + 1) / 2, 0, 1)
    return {
        0: np.sqrt(x), 1: np.abs(y), 2: np.exp(y), 3: np.exp2(y), 4: 10.0**y, 5: np.expm1(y),
        6: np.log(x), 7: np.log2(x), 8: np.log10(x), 9: np.log1p(x), 10: x**y, 11: y**k,
        12: x**y, 13: np.sin(y), 14: np.cos(y), 15: np.tan(y), 16: np.arcsin(x), 17: np.arccos(x),
        18: np.arctan(y), 19: np.arctan2(y, x), 20: np.sinh(y), 21: np.cosh(y), 22: np.tanh(y), 23: np.floor(y3),
        24: np.ceil(y3), 25: round_half_away(y3), 26: np.rint(y3), 27: np.trunc(y3), 28: np.minimum(x, y), 29: np.maximum(y, 0.5),
        30: np.fmod(y, x), 31: x * y + x, 32: x * y + x, 33: np.hypot(x, y), 34: np.cbrt(y), 35: np.copysign(x, y),
        36: np.maximum(x - y, 0), 37: np.ldexp(x, 3), 38: 1 / np.sqrt(x), 39: np.sin(y), 40: np.exp(y), 41: x / y,
        42: 1 / x, 43: np.clip(y, -0.5, 0.5), 44: np.degrees(y), 45: np.radians(y), 46: np.maximum(x, y), 47: np.minimum(x, y),
        48: x + (y - x) * 0.25, 49: np.where(y < 0, 0.0, 1.0), 50: t * t * (3 - 2 * t), 51: np.sign(y), 52: y / norm,
        53: np.concatenate([cross, np.zeros((N, 1))], axis=1), 54: np.repeat(np.sum(x * y, axis=1, keepdims=True), 4, axis=1),
        55: np.repeat(norm, 4, axis=1), 56: np.repeat(np.sqrt(np.sum((x - y) ** 2, axis=1, keepdims=True)), 4, axis=1),
        57: np.repeat(np.sqrt(np.sum(x * x, axis=1, keepdims=True)), 4, axis=1), 58: np.arctanh(x), 59: np.arccosh((1 + x).astype(np.float32)),
    }


# Sums and differences of rounded products and quotients: a little more than the functions' own few ulps.
LOOSER = {10: 16, 12: 16, 30: 1, 31: 2, 32: 2, 48: 8, 50: 32, 52: 8, 53: 64, 54: 64, 55: 4, 56: 8, 57: 4}


def test_float4_maths_common_geometric(maths: Program) -> None:
    x, y = inputs(np.float32, 4)
    expected = float4_expected(x, y)
    out = np.zeros((len(expected), N, 4), np.float32)
    maths.kernel("math4")(x, y, out, global_size=(N,), local_size=(16,))
    for k, reference in expected.items():
        assert_ulps(out[k], reference, np.float32, LOOSER.get(k, 4), name=f"math4 output {k}")


def test_double_maths(maths: Program) -> None:
    x, y = inputs(np.float64, 2)
    out = np.zeros((11, N, 2), np.float64)
    maths.kernel("math_double")(x, y, out, global_size=(N,), local_size=(16,))
    expected = [np.sqrt(x), np.exp(y), np.log(x), np.sin(y), np.tanh(y), x**y, np.cbrt(y), x * y + x, y**3,
                np.repeat(np.sum(x * y, axis=1, keepdims=True), 2, axis=1), np.minimum(x, y)]
    for k, reference in enumerate(expected):
        assert_ulps(out[k], reference, np.float64, 16 if k in (7, 9) else 4, name=f"math_double output {k}")


def test_scalar_maths_with_pointer_results(maths: Program) -> None:
    x, y = (a[:, 0].copy() for a in inputs(np.float32, 1))
    out = np.zeros((8, N), np.float32)
    ints = np.zeros(N, np.int32)
    maths.kernel("math_scalar")(x, y, out, ints, global_size=(N,), local_size=(16,))
    mantissa, exponent = np.frexp(y)
    np.testing.assert_array_equal(out[0], mantissa)
    np.testing.assert_array_equal(ints, exponent)
    y3 = 3 * y
    np.testing.assert_array_equal(out[1], y3 - np.trunc(y3))
    np.testing.assert_array_equal(out[2], np.trunc(y3))
    np.testing.assert_array_equal(out[3], y3 - np.floor(y3))
    np.testing.assert_array_equal(out[4], np.floor(y3))
    np.testing.assert_array_equal(out[5], np.abs(y))
    np.testing.assert_array_equal(out[6], np.sign(y))
    assert_ulps(out[7], np.exp(x.astype(np.float64)), np.float32)


# -- relational -----------------------------------------------------------------------------------


def test_relational(maths: Program) -> None:
    rng = np.random.default_rng(6)
    specials = np.array([0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, 1e-40, -1e-40, 3.5], np.float32)
    x = rng.choice(specials, (N, 4)).astype(np.float32)
    y = rng.choice(specials, (N, 4)).astype(np.float32)
    out = np.zeros((17, N, 4), np.int32)
    scalars = np.zeros((N, 6), np.int32)
    maths.kernel("relational")(x, y, out, scalars, global_size=(N,), local_size=(16,))
    with np.errstate(invalid="ignore"):
        masks = [x == y, x != y, x > y, x >= y, x < y, x <= y, (x < y) | (x > y), np.isfinite(x), np.isinf(x),
                 np.isnan(x), np.isfinite(x) & (np.abs(x) >= np.finfo(np.float32).tiny), ~np.isnan(x) & ~np.isnan(y),
                 np.isnan(x) | np.isnan(y), np.signbit(x)]
    for k, mask in enumerate(masks):
        np.testing.assert_array_equal(out[k], -mask.astype(np.int32), err_msg=f"relational output {k}")
    xi, yi = x.view(np.int32), y.view(np.int32)
    np.testing.assert_array_equal(out[14], np.where(x < y, yi, xi))
    c = np.array([0x80000000, 0x7FFFFFFF, 0, 0xFFFFFFFF], np.uint32).view(np.int32)
    np.testing.assert_array_equal(out[15], (xi & ~c) | (yi & c))
    np.testing.assert_array_equal(out[16], np.where(xi < 0, [5, 6, 7, 8], [1, 2, 3, 4]))
    with np.errstate(invalid="ignore"):
        np.testing.assert_array_equal(scalars[:, 0], (x[:, 0] < y[:, 0]).astype(np.int32))
    np.testing.assert_array_equal(scalars[:, 1], np.isnan(x[:, 1]).astype(np.int32))
    np.testing.assert_array_equal(scalars[:, 2], np.signbit(x[:, 2]).astype(np.int32))
    np.testing.assert_array_equal(scalars[:, 3], (xi < 0).any(axis=1).astype(np.int32))
    np.testing.assert_array_equal(scalars[:, 4], (xi < 0).all(axis=1).astype(np.int32))
    np.testing.assert_array_equal(scalars[:, 5], np.where(xi[:, 3] != 0, 20, 10))


# -- integer ----------------------------------------------------------------------------------


def wrap(values: np.ndarray, dtype: type) -> np.ndarray:
    """Python-int (object) results wrapped to *dtype*'s width, as two's complement."""
    bits = np.dtype(dtype).itemsize * 8
    mask = (1 << bits) - 1
    as_unsigned = np.vectorize(lambda v: int(v) & mask, otypes=[object])(values)
    signed = np.issubdtype(dtype, np.signedinteger)
    fix = np.vectorize(lambda v: v - (1 << bits) if signed and v >> (bits - 1) else v, otypes=[object])
    return fix(as_unsigned).astype(dtype)


def saturate(values: np.ndarray, dtype: type) -> np.ndarray:
    info = np.iinfo(dtype)
    return np.clip(values, int(info.min), int(info.max)).astype(dtype)


def clz(values: np.ndarray, bits: int) -> np.ndarray:
    return np.vectorize(lambda v: bits - (int(v) & ((1 << bits) - 1)).bit_length(), otypes=[np.int64])(values)


def ctz(values: np.ndarray, bits: int) -> np.ndarray:
    def one(v: int) -> int:
        v &= (1 << bits) - 1
        return bits if v == 0 else (v & -v).bit_length() - 1

    return np.vectorize(one, otypes=[np.int64])(values)


def rotate(values: np.ndarray, amounts: np.ndarray, bits: int) -> np.ndarray:
    def one(v: int, s: int) -> int:
        v &= (1 << bits) - 1
        s %= bits
        return ((v << s) | (v >> (bits - s))) & ((1 << bits) - 1)

    return np.vectorize(one, otypes=[object])(values, amounts)


def test_signed_integer_functions(maths: Program) -> None:
    rng = np.random.default_rng(7)
    edges = np.array([0, 1, -1, 2**31 - 1, -(2**31), 12345, -98765], np.int64)
    a = np.where(rng.random((N, 4)) < 0.3, rng.choice(edges, (N, 4)), rng.integers(-(2**31), 2**31, (N, 4))).astype(np.int32)
    b = rng.integers(-(2**31), 2**31, (N, 4)).astype(np.int32)
    c = rng.integers(-(2**31), 2**31, (N, 4)).astype(np.int32)
    out = np.zeros((18, N, 4), np.int32)
    maths.kernel("integer_int")(a, b, c, out, global_size=(N,), local_size=(16,))
    A, B, C = (v.astype(object) for v in (a, b, c))
    a8, b8 = (v.astype(object) >> 8 for v in (a, b))
    expected = [
        wrap(abs(A), np.int32), wrap(abs(A - B), np.int32), saturate(A + B, np.int32), saturate(A - B, np.int32),
        wrap((A + B) >> 1, np.int32), wrap((A + B + 1) >> 1, np.int32), np.clip(a, -100, 100), clz(a, 32), ctz(a, 32),
        np.vectorize(lambda v: bin(int(v) & 0xFFFFFFFF).count("1"))(a), wrap(a8 * b8 + C, np.int32), wrap(a8 * b8, np.int32),
        wrap(((A * B) >> 32) + C, np.int32), wrap((A * B) >> 32, np.int32), saturate(A * B + C, np.int32),
        np.maximum(a, b), np.minimum(a, 7), wrap(rotate(a, b, 32), np.int32),
    ]
    for k, reference in enumerate(expected):
        np.testing.assert_array_equal(out[k], reference, err_msg=f"integer_int output {k}")


def test_unsigned_and_long_integer_functions(maths: Program) -> None:
    rng = np.random.default_rng(8)
    a = rng.integers(0, 2**32, (N, 4), dtype=np.uint64).astype(np.uint32)
    b = rng.integers(0, 2**32, (N, 4), dtype=np.uint64).astype(np.uint32)
    c = rng.integers(0, 2**32, (N, 4), dtype=np.uint64).astype(np.uint32)
    a[:4] = [0, 1, 2**32 - 1, 2**31]
    shorts = rng.integers(-(2**15), 2**15, N).astype(np.int16)
    out = np.zeros((13, N, 4), np.uint32)
    longs = np.zeros(5 * N, np.int64)
    ulongs = np.zeros((N, 2), np.uint64)
    maths.kernel("integer_uint")(a, b, c, out, longs, ulongs, shorts, global_size=(N,), local_size=(16,))
    A, B, C = (v.astype(object) for v in (a, b, c))
    expected = [
        a, np.maximum(A, B) - np.minimum(A, B), saturate(A + B, np.uint32), saturate(A - B, np.uint32), (A + B) >> 1,
        (A + B + 1) >> 1, np.clip(a, 100, 1000000), clz(a, 32), wrap(((A * B) >> 32) + C, np.uint32), (A * B) >> 32,
        saturate(A * B + C, np.uint32), np.maximum(a, b), rotate(a, b, 32),
    ]
    for k, reference in enumerate(expected):
        np.testing.assert_array_equal(out[k], np.asarray(reference).astype(np.uint32), err_msg=f"integer_uint output {k}")
    longs4 = longs[: 4 * N].reshape(N, 4)
    la = (A[:, 0] << 20) | B[:, 0]
    lb = wrap(-(C[:, 0] << 24), np.int64).astype(object) | A[:, 1]
    np.testing.assert_array_equal(longs4[:, 0], wrap((la * lb) >> 64, np.int64))
    np.testing.assert_array_equal(longs4[:, 1], saturate(la * lb + C[:, 1], np.int64))
    np.testing.assert_array_equal(longs4[:, 2], wrap((wrap(A[:, 2], np.int32).astype(object) << 32) | B[:, 2], np.int64))
    np.testing.assert_array_equal(longs4[:, 3], saturate(wrap(la * 1000, np.int64).astype(object) + wrap(lb * 1000, np.int64).astype(object), np.int64))
    ula = wrap(la, np.uint64).astype(object)
    np.testing.assert_array_equal(ulongs[:, 0], saturate(ula * A[:, 3] + C[:, 3], np.uint64))
    np.testing.assert_array_equal(ulongs[:, 1], wrap((wrap(ula * 4099, np.uint64).astype(object) * wrap(lb, np.uint64).astype(object)) >> 64, np.uint64))
    np.testing.assert_array_equal(longs[4 * N :], (shorts.astype(np.int64) << 16) | (b[:, 3] & 0xFFFF))
