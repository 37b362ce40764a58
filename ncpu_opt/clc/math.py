"""Math functions (OpenCL C "Math Functions") on half, float and double scalars and vectors.

LLVM intrinsics where LLVM has one (the backend turns those without an
instruction into calls of the C library); otherwise the C library per lane
(the JIT resolves libm from the process), computed in float for half.
``native_*`` and ``half_*`` are the full-precision functions.

The ``*pi`` functions (``sinpi``, ``cospi``, ``tanpi``, ``asinpi``, ...) and
``rootn`` compute in double (half and float arguments are widened, the result
rounded once): ``sinpi``/``cospi`` reduce the argument exactly (``fmod`` by 2
and reflections) to ``[-1/2, 1/2]`` before multiplying by pi, so integers and
half-integers give the exact zeros and ones the spec asks for.  Functions with
a pointer result (``sincos``, ``remquo``, ``lgamma_r``) store it with the
element type's alignment, as ``frexp`` does.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from ncpu_opt.clc.base import Definition, Emitter, Unsupported, lanes, with_element
from ncpu_opt.ir.builder import declare_function
from ncpu_opt.ir.types import (
    DOUBLE,
    FLOAT,
    I32,
    FloatType,
    FunctionType,
    IntType,
    PointerType,
    StructType,
    Type,
)
from ncpu_opt.ir.values import Value, const_int

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


def sincos(e: Emitter) -> Value:
    """sin(x), cos(x) stored through the pointer."""
    e.expect_args(2)
    t = e.ret_type
    scalar = check_float(t)
    x = e.arg(0)
    e.b.store(e.intrinsic("cos", t, [x]), e.arg(1), e.align_of(scalar))
    return e.intrinsic("sin", t, [x])


def libm_with_int_out(e: Emitter, names: tuple[str, str], values: Sequence[Value], out: Value) -> Value:
    """The C function ``T f(T..., int *)`` (*names*: its float and double names) per lane, in float
    for half; the ints stored through *out*."""
    t = values[0].type
    scalar = check_float(t)
    if scalar.kind == "half":
        wide = [e.b.cast("fpext", v, with_element(v.type, FLOAT)) for v in values]
        return e.b.cast("fptrunc", libm_with_int_out(e, names, wide, out), t)
    symbol = names[0] if scalar.kind == "float" else names[1]
    slot_type = PointerType(0)
    fn = e.module.get_function(symbol)
    if fn is None:
        fn = declare_function(e.module, symbol, FunctionType(scalar, [scalar] * len(values) + [slot_type]))
        fn.attributes.add("nounwind")
    slot = e.b.alloca(I32, align=4)
    ints_t = with_element(t, I32)
    results: Value = e.fconst(t, 0.0)
    ints: Value = e.iconst(ints_t, 0)
    for i in range(lanes(t)):
        lane = e.b.call(fn, [e.lane(v, i) for v in values] + [slot])
        got = e.b.load(I32, slot, 4)
        if lanes(t) == 1:
            results, ints = lane, got
        else:
            results = e.b.insert_element(results, lane, const_int(I32, i))
            ints = e.b.insert_element(ints, got, const_int(I32, i))
    e.b.store(ints, out, 4)
    return results


def remquo(e: Emitter) -> Value:
    """remainder(x, y); the quotient's low 7 bits, with the sign of x / y, stored through the pointer.

    In double (half and float widened, exactly): with x' = fmod(|x|, 128 |y|)
    (exact), the quotient modulo 128 is rint((x' - remainder(x', |y|)) / |y|),
    which no rounding error can move to the next integer.  (The C library's
    remquo gives only three bits.)
    """
    e.expect_args(3)
    t = e.ret_type
    check_float(t)
    x, y = in_double(e, e.arg(0)), in_double(e, e.splat(e.arg(1), t))
    wide = x.type
    ax, ay = e.intrinsic("fabs", wide, [x]), e.intrinsic("fabs", wide, [y])
    reduced = e.b.binop("frem", ax, e.b.binop("fmul", ay, e.fconst(wide, 128.0)))
    near = e.libm("remainder", [reduced, ay])
    quotient = e.intrinsic("rint", wide, [e.b.binop("fdiv", e.b.binop("fsub", reduced, near), ay)])
    int_t = with_element(t, I32)
    bits = e.b.binop("and", e.b.cast("fptosi", quotient, int_t), e.iconst(int_t, 127))
    # NaN operands, y = 0 and infinite x have no quotient: 0.
    defined = e.b.fcmp("ord", quotient, quotient)
    bits = e.b.select(defined, bits, e.iconst(int_t, 0))
    x_bits = e.b.cast("bitcast", x, with_element(t, IntType(64)))
    y_bits = e.b.cast("bitcast", y, with_element(t, IntType(64)))
    opposite = e.b.icmp("slt", e.b.binop("xor", x_bits, y_bits), e.iconst(x_bits.type, 0))
    quo = e.b.select(opposite, e.b.sub(e.iconst(int_t, 0), bits), bits)
    e.b.store(quo, e.arg(2), 4)
    return from_double(e, e.libm("remainder", [x, y]), t)


def lgamma_r(e: Emitter) -> Value:
    """lgamma(x), the sign of gamma(x) stored through the pointer."""
    e.expect_args(2)
    return libm_with_int_out(e, ("lgammaf_r", "lgamma_r"), [e.arg(0)], e.arg(1))


def in_double(e: Emitter, x: Value) -> Value:
    return x if x.type.scalar_type() == DOUBLE else e.b.cast("fpext", x, with_element(x.type, DOUBLE))


def from_double(e: Emitter, x: Value, t: Type) -> Value:
    """A double (vector) rounded to *t* (once: double to half through :func:`double_to_half`)."""
    scalar = t.scalar_type()
    assert isinstance(scalar, FloatType)
    if scalar == DOUBLE:
        return x
    if scalar.kind == "half":
        from ncpu_opt.clc.conversions import double_to_half

        return double_to_half(e, x, t)
    return e.b.cast("fptrunc", x, t)


def sinpi_reduced(e: Emitter, a: Value) -> Value:
    """sin(pi * a) for a double (vector) ``a`` in [-1/2, 1/2]."""
    return e.intrinsic("sin", a.type, [e.b.binop("fmul", a, e.fconst(a.type, math.pi))])


def pi_reduce(e: Emitter, x: Value) -> tuple[Value, Value]:
    """(|fmod(x, 2)|, fmod(x, 2)): both exact, the first in [0, 2)."""
    r = e.b.binop("frem", x, e.fconst(x.type, 2.0))
    return e.intrinsic("fabs", x.type, [r]), r


def sinpi_double(e: Emitter, x: Value) -> Value:
    t = x.type
    a, _ = pi_reduce(e, x)
    # sinpi(a) = -sinpi(a - 1) for a in (1, 2); then sinpi(a) = sinpi(1 - a) for a in (1/2, 1]: all exact.
    above_one = e.b.fcmp("ogt", a, e.fconst(t, 1.0))
    a = e.b.select(above_one, e.b.binop("fsub", a, e.fconst(t, 1.0)), a)
    above_half = e.b.fcmp("ogt", a, e.fconst(t, 0.5))
    a = e.b.select(above_half, e.b.binop("fsub", e.fconst(t, 1.0), a), a)
    s = sinpi_reduced(e, a)  # >= +0
    s = e.b.select(above_one, e.b.binop("fsub", e.fconst(t, -0.0), s), s)
    # sinpi is odd: the sign of x (x = -0 gives -0; NaN and infinities give NaN through frem).
    negative = e.b.fcmp("olt", x, e.fconst(t, 0.0))
    negated = e.b.binop("fsub", e.fconst(t, -0.0), s)
    result = e.b.select(negative, negated, s)
    return e.b.select(e.b.fcmp("oeq", x, e.fconst(t, 0.0)), x, result)


def cospi_double(e: Emitter, x: Value) -> Value:
    t = x.type
    a, _ = pi_reduce(e, x)
    # cospi(a) = cospi(2 - a) for a in (1, 2) (exact), then for a in [1/4, 1]
    # cospi(a) = sinpi(1/2 - a), 1/2 - a exact there; cos(pi * a) below 1/4.
    a = e.b.select(e.b.fcmp("ogt", a, e.fconst(t, 1.0)), e.b.binop("fsub", e.fconst(t, 2.0), a), a)
    near_zero = e.b.fcmp("olt", a, e.fconst(t, 0.25))
    b = e.b.binop("fsub", e.fconst(t, 0.5), a)
    by_sin = sinpi_reduced(e, b)
    # cospi(n + 1/2) is +0, not the -0 that sin(-0) would give.
    by_sin = e.b.binop("fadd", by_sin, e.fconst(t, 0.0))
    by_cos = e.intrinsic("cos", t, [e.b.binop("fmul", a, e.fconst(t, math.pi))])
    return e.b.select(near_zero, by_cos, by_sin)


def pi_function(kind: str) -> Definition:
    def define(e: Emitter) -> Value:
        t = e.ret_type
        if kind == "atan2pi":
            y, x = (in_double(e, v) for v in float_args(e, 2))
            return from_double(e, e.b.binop("fdiv", e.intrinsic("atan2", y.type, [y, x]), e.fconst(y.type, math.pi)), t)
        (x,) = (in_double(e, v) for v in float_args(e, 1))
        wide = x.type
        if kind == "sinpi":
            result = sinpi_double(e, x)
        elif kind == "cospi":
            result = cospi_double(e, x)
        elif kind == "tanpi":
            result = e.b.binop("fdiv", sinpi_double(e, x), cospi_double(e, x))
        else:  # asinpi, acospi, atanpi
            result = e.b.binop("fdiv", e.intrinsic(kind[:-2], wide, [x]), e.fconst(wide, math.pi))
        return from_double(e, result, t)

    return define


def rootn(e: Emitter) -> Value:
    """The n-th root: pow(|x|, 1/n) in double, x's sign for odd n; NaN for x < 0 and even n, and for n = 0."""
    e.expect_args(2)
    t = e.ret_type
    check_float(t)
    x = in_double(e, e.arg(0))
    n = e.splat(e.arg(1), with_element(t, I32))
    wide = x.type
    power = e.b.binop("fdiv", e.fconst(wide, 1.0), e.b.cast("sitofp", n, wide))
    magnitude = e.intrinsic("fabs", wide, [x])
    root: Value = e.intrinsic("pow", wide, [magnitude, power])
    if check_float(t) == DOUBLE:
        # 1/n is rounded: one Newton step, root * (1 + (|x| / root^n - 1) / n), where root is
        # finite and not 0 (and so is root^n, close to |x|).
        n_wide = e.b.cast("sitofp", n, wide)
        ratio = e.b.binop("fdiv", magnitude, e.intrinsic("pow", wide, [root, n_wide]))
        correction = e.b.binop("fdiv", e.b.binop("fsub", ratio, e.fconst(wide, 1.0)), n_wide)
        refined = e.intrinsic("fma", wide, [root, correction, root])
        usable = e.b.binop(
            "and",
            e.b.fcmp("one", root, e.fconst(wide, 0.0)),
            e.b.fcmp("olt", root, e.fconst(wide, float("inf"))),
        )
        root = e.b.select(usable, refined, root)
    odd = e.b.icmp("ne", e.b.binop("and", n, e.iconst(n.type, 1)), e.iconst(n.type, 0))
    signed_root = e.intrinsic("copysign", wide, [root, x])
    nan = e.fconst(wide, float("nan"))
    even_result = e.b.select(e.b.fcmp("olt", x, e.fconst(wide, 0.0)), nan, root)
    result = e.b.select(odd, signed_root, even_result)
    result = e.b.select(e.b.icmp("eq", n, e.iconst(n.type, 0)), nan, result)
    return from_double(e, result, t)


def magnitude_pick(pick: str) -> Definition:
    """maxmag/minmag: the argument of larger/smaller magnitude, fmax/fmin of both when equal."""

    def define(e: Emitter) -> Value:
        x, y = float_args(e, 2)
        t = e.ret_type
        ax, ay = e.intrinsic("fabs", t, [x]), e.intrinsic("fabs", t, [y])
        first, second = ("ogt", "olt") if pick == "max" else ("olt", "ogt")
        tie = e.intrinsic("maxnum" if pick == "max" else "minnum", t, [x, y])
        return e.b.select(e.b.fcmp(first, ax, ay), x, e.b.select(e.b.fcmp(second, ax, ay), y, tie))

    return define


def ilogb(e: Emitter) -> Value:
    """The exponent as an int: frexp's minus one; FP_ILOGB0 (INT_MIN) for 0, FP_ILOGBNAN (INT_MAX) for NaN, INT_MAX for infinities."""
    e.expect_args(1)
    x = e.arg(0)
    t = x.type
    check_float(t)
    int_t = with_element(t, I32)
    if e.ret_type != int_t:
        raise Unsupported(f"ilogb returning {e.ret_type}")
    pair = e.intrinsic("frexp", StructType([t, int_t]), [x], [t, int_t])
    exponent = e.b.sub(e.b.extract_value(pair, [1]), e.iconst(int_t, 1))
    int_max, int_min = e.iconst(int_t, 2**31 - 1), e.iconst(int_t, -(2**31))
    magnitude = e.intrinsic("fabs", t, [x])
    result = e.b.select(e.b.fcmp("oeq", magnitude, e.fconst(t, float("inf"))), int_max, exponent)
    result = e.b.select(e.b.fcmp("oeq", x, e.fconst(t, 0.0)), int_min, result)
    return e.b.select(e.b.fcmp("uno", x, x), int_max, result)


def nan(e: Emitter) -> Value:
    """A quiet NaN with the low bits of the argument in its significand."""
    e.expect_args(1)
    t = e.ret_type
    scalar = check_float(t)
    code = e.arg(0)
    bits_t = with_element(t, IntType(scalar.width))
    if code.type != bits_t:
        raise Unsupported(f"nan of {code.type} returning {t}")
    mantissa = {"half": 10, "float": 23, "double": 52}[scalar.kind]
    quiet = ((2 ** (scalar.width - mantissa - 1) - 1) << mantissa) | (1 << (mantissa - 1))
    payload = e.b.binop("and", code, e.iconst(bits_t, (1 << (mantissa - 1)) - 1))
    return e.b.cast("bitcast", e.b.binop("or", payload, e.iconst(bits_t, quiet)), t)


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
        sincos=sincos,
        remquo=remquo,
        lgamma_r=lgamma_r,
        rootn=rootn,
        maxmag=magnitude_pick("max"),
        minmag=magnitude_pick("min"),
        ilogb=ilogb,
        nan=nan,
    )
    for name in ("sinpi", "cospi", "tanpi", "asinpi", "acospi", "atanpi", "atan2pi"):
        table[name] = pi_function(name)
    for name in FAST_VARIANTS:
        table["native_" + name] = table[name]
        table["half_" + name] = table[name]
    # recip and divide exist only as native_/half_ functions.
    del table["recip"], table["divide"]
    return table
