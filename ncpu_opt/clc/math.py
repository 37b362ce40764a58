"""Math functions (OpenCL C "Math Functions") on half, float and double scalars and vectors.

LLVM intrinsics where LLVM has one (the backend turns those without an
instruction into calls of the C library); otherwise the C library per lane
(the JIT resolves libm from the process), computed in float for half.
``native_*`` and ``half_*`` are the full-precision functions.
"""

from __future__ import annotations

from collections.abc import Callable

from ncpu_opt.clc.base import Definition, Emitter, Unsupported, with_element
from ncpu_opt.ir.types import DOUBLE, I32, FloatType, StructType, Type
from ncpu_opt.ir.values import Value

# OpenCL name -> LLVM intrinsic (same arity, all operands of the result type).
INTRINSICS: dict[str, tuple[str, int]] = {
    "sqrt": ("sqrt", 1), "fabs": ("fabs", 1), "exp": ("exp", 1), "exp2": ("exp2", 1),
    "exp10": ("exp10", 1), "log": ("log", 1), "log2": ("log2", 1), "log10": ("log10", 1),
    "sin": ("sin", 1), "cos": ("cos", 1), "tan": ("tan", 1), "asin": ("asin", 1),
    "acos": ("acos", 1), "atan": ("atan", 1), "sinh": ("sinh", 1), "cosh": ("cosh", 1),
    "tanh": ("tanh", 1), "floor": ("floor", 1), "ceil": ("ceil", 1), "round": ("round", 1),
    "rint": ("rint", 1), "trunc": ("trunc", 1), "pow": ("pow", 2), "fmin": ("minnum", 2),
    "fmax": ("maxnum", 2), "copysign": ("copysign", 2), "atan2": ("atan2", 2),
    "fma": ("fma", 3), "mad": ("fmuladd", 3),
}
# OpenCL name -> C library function (float versions get the 'f' suffix).
LIBM: dict[str, tuple[str, int]] = {
    "expm1": ("expm1", 1), "log1p": ("log1p", 1), "cbrt": ("cbrt", 1), "hypot": ("hypot", 2),
    "asinh": ("asinh", 1), "acosh": ("acosh", 1), "atanh": ("atanh", 1), "erf": ("erf", 1),
    "erfc": ("erfc", 1), "lgamma": ("lgamma", 1), "tgamma": ("tgamma", 1), "logb": ("logb", 1),
    "nextafter": ("nextafter", 2), "remainder": ("remainder", 2),
}
# native_ and half_ variants that OpenCL defines (the rest of their names are full functions).
FAST_VARIANTS = ("cos", "divide", "exp", "exp2", "exp10", "log", "log2", "log10", "powr", "recip", "rsqrt", "sin", "sqrt", "tan")


def check_float(t: Type) -> FloatType:
    scalar = t.scalar_type()
    if not isinstance(scalar, FloatType) or scalar.kind not in ("half", "float", "double"):
        raise Unsupported(f"a math function on {t}")
    return scalar


def float_args(e: Emitter, count: int) -> list[Value]:
    """The first *count* arguments, scalars broadcast to the (float) result type."""
    e.expect_args(count)
    t = e.ret_type
    check_float(t)
    values = [e.splat(e.arg(i), t) for i in range(count)]
    for v in values:
        if v.type != t:
            raise Unsupported(f"an argument of type {v.type}")
    return values


def intrinsic(base: str, count: int) -> Definition:
    def define(e: Emitter) -> Value:
        return e.intrinsic(base, e.ret_type, float_args(e, count))

    return define


def libm(name: str, count: int) -> Definition:
    def define(e: Emitter) -> Value:
        return e.libm(name, float_args(e, count))

    return define


def simple(count: int, build: Callable[[Emitter, list[Value]], Value]) -> Definition:
    def define(e: Emitter) -> Value:
        return build(e, float_args(e, count))

    return define


def rsqrt(e: Emitter, xs: list[Value]) -> Value:
    root = e.intrinsic("sqrt", e.ret_type, xs)
    return e.b.binop("fdiv", e.fconst(e.ret_type, 1.0), root)


def recip(e: Emitter, xs: list[Value]) -> Value:
    return e.b.binop("fdiv", e.fconst(e.ret_type, 1.0), xs[0])


def divide(e: Emitter, xs: list[Value]) -> Value:
    return e.b.binop("fdiv", xs[0], xs[1])


def fmod(e: Emitter, xs: list[Value]) -> Value:
    # LLVM's frem is C's fmod.
    return e.b.binop("frem", xs[0], xs[1])


def fdim(e: Emitter, xs: list[Value]) -> Value:
    """x - y if x > y, +0 if not, NaN if either is NaN."""
    x, y = xs
    t = e.ret_type
    difference = e.b.binop("fsub", x, y)
    positive = e.b.select(e.b.fcmp("ogt", x, y), difference, e.fconst(t, 0.0))
    return e.b.select(e.b.fcmp("uno", x, y), e.b.binop("fadd", x, y), positive)


def powr(e: Emitter, xs: list[Value]) -> Value:
    """pow for x >= 0; NaN for x < 0."""
    x, _ = xs
    t = e.ret_type
    result = e.intrinsic("pow", t, xs)
    return e.b.select(e.b.fcmp("olt", x, e.fconst(t, 0.0)), e.fconst(t, float("nan")), result)


def pown(e: Emitter) -> Value:
    """x to the integer power n: pow in double (exact for the float and half operands and any int n)."""
    e.expect_args(2)
    t = e.ret_type
    scalar = check_float(t)
    x, n = e.arg(0), e.splat(e.arg(1), with_element(t, I32))
    wide_t = with_element(t, DOUBLE)
    wide_x = x if scalar == DOUBLE else e.b.cast("fpext", x, wide_t)
    power = e.intrinsic("pow", wide_t, [wide_x, e.b.cast("sitofp", n, wide_t)])
    return power if scalar == DOUBLE else e.b.cast("fptrunc", power, t)


def ldexp(e: Emitter) -> Value:
    e.expect_args(2)
    t = e.ret_type
    check_float(t)
    k = e.splat(e.arg(1), with_element(t, I32))
    return e.intrinsic("ldexp", t, [e.arg(0), k], [t, k.type])


def frexp(e: Emitter) -> Value:
    """The mantissa, and the exponent stored through the pointer."""
    e.expect_args(2)
    t = e.ret_type
    check_float(t)
    exponent_t = with_element(t, I32)
    pair = e.intrinsic("frexp", StructType([t, exponent_t]), [e.arg(0)], [t, exponent_t])
    e.b.store(e.b.extract_value(pair, [1]), e.arg(1), e.align_of(exponent_t.scalar_type()))
    return e.b.extract_value(pair, [0])


def modf(e: Emitter) -> Value:
    """The fractional part (with x's sign; 0 for infinities), the integral part stored."""
    e.expect_args(2)
    t = e.ret_type
    check_float(t)
    x = e.arg(0)
    whole = e.intrinsic("trunc", t, [x])
    e.b.store(whole, e.arg(1), e.align_of(t.scalar_type()))
    infinite = e.b.fcmp("oeq", e.intrinsic("fabs", t, [x]), e.fconst(t, float("inf")))
    fraction = e.b.select(infinite, e.fconst(t, 0.0), e.b.binop("fsub", x, whole))
    return e.intrinsic("copysign", t, [fraction, x])


def fract(e: Emitter) -> Value:
    """min(x - floor(x), largest value below 1); floor(x) stored; NaN -> NaN, infinities -> +0."""
    e.expect_args(2)
    t = e.ret_type
    scalar = check_float(t)
    x = e.arg(0)
    below_one = {"half": 1 - 2.0**-11, "float": 1 - 2.0**-24, "double": 1 - 2.0**-53}[scalar.kind]
    floor = e.intrinsic("floor", t, [x])
    e.b.store(floor, e.arg(1), e.align_of(scalar))
    fraction: Value = e.intrinsic("minnum", t, [e.b.binop("fsub", x, floor), e.fconst(t, below_one)])
    infinite = e.b.fcmp("oeq", e.intrinsic("fabs", t, [x]), e.fconst(t, float("inf")))
    fraction = e.b.select(infinite, e.fconst(t, 0.0), fraction)
    return e.b.select(e.b.fcmp("uno", x, x), x, fraction)


def definitions() -> dict[str, Definition]:
    table: dict[str, Definition] = {}
    for name, (base, count) in INTRINSICS.items():
        table[name] = intrinsic(base, count)
    for name, (c_name, count) in LIBM.items():
        table[name] = libm(c_name, count)
    table.update(
        rsqrt=simple(1, rsqrt),
        recip=simple(1, recip),
        divide=simple(2, divide),
        fmod=simple(2, fmod),
        fdim=simple(2, fdim),
        powr=simple(2, powr),
        pown=pown,
        ldexp=ldexp,
        frexp=frexp,
        modf=modf,
        fract=fract,
    )
    for name in FAST_VARIANTS:
        table["native_" + name] = table[name]
        table["half_" + name] = table[name]
    # recip and divide exist only as native_/half_ functions.
    del table["recip"], table["divide"]
    return table
