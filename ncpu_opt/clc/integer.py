"""Integer functions (OpenCL C "Integer Functions"); signedness comes from the mangled name.

Widening helpers work in twice the width (``mul_hi``, ``mad_sat``), which
for ``long`` is ``i128`` (multiplied natively on 64-bit hosts).
"""

from __future__ import annotations

from collections.abc import Callable

from ncpu_opt.clc.base import Definition, Emitter, Unsupported, is_int, with_element
from ncpu_opt.ir.types import I1, IntType, Type
from ncpu_opt.ir.values import Value, const_int


def int_args(e: Emitter, count: int) -> list[Value]:
    """The arguments, scalars broadcast to the type of the first (vector) argument."""
    e.expect_args(count)
    t = e.arg(0).type
    if not is_int(t):
        raise Unsupported(f"an integer function on {t}")
    values = [e.splat(e.arg(i), t) for i in range(count)]
    if any(v.type != t for v in values):
        raise Unsupported(f"arguments {', '.join(str(e.arg(i).type) for i in range(count))}")
    return values


def width(t: Type) -> int:
    scalar = t.scalar_type()
    assert isinstance(scalar, IntType)
    return scalar.width


def minmax(e: Emitter, op: str, signed: bool, x: Value, y: Value) -> Value:
    return e.intrinsic(("s" if signed else "u") + op, x.type, [x, y])


def shift_right(e: Emitter, x: Value, amount: int, signed: bool) -> Value:
    return e.b.binop("ashr" if signed else "lshr", x, e.iconst(x.type, amount))


def widen(e: Emitter, x: Value, signed: bool, factor: int = 2) -> Value:
    return e.b.cast("sext" if signed else "zext", x, with_element(x.type, IntType(width(x.type) * factor)))


def mul_hi_value(e: Emitter, x: Value, y: Value, signed: bool) -> Value:
    bits = width(x.type)
    product = e.b.binop("mul", widen(e, x, signed), widen(e, y, signed))
    return e.b.cast("trunc", e.b.binop("lshr", product, e.iconst(product.type, bits)), x.type)


def define_n(count: int, build: Callable[[Emitter, list[Value], bool], Value]) -> Definition:
    def define(e: Emitter) -> Value:
        return build(e, int_args(e, count), e.signed(0))

    return define


def abs_(e: Emitter, xs: list[Value], signed: bool) -> Value:
    # The result is the unsigned type of the same width: INT_MIN's magnitude fits.
    return e.intrinsic("abs", xs[0].type, [xs[0], const_int(I1, 0)]) if signed else xs[0]


def abs_diff(e: Emitter, xs: list[Value], signed: bool) -> Value:
    x, y = xs
    return e.b.sub(minmax(e, "max", signed, x, y), minmax(e, "min", signed, x, y))


def saturating(op: str) -> Callable[[Emitter, list[Value], bool], Value]:
    def build(e: Emitter, xs: list[Value], signed: bool) -> Value:
        return e.intrinsic(f"{'s' if signed else 'u'}{op}.sat", xs[0].type, xs)

    return build


def hadd(rounding: bool) -> Callable[[Emitter, list[Value], bool], Value]:
    """(x + y) >> 1 (rhadd: (x + y + 1) >> 1) without overflow: halves plus the lost carry."""

    def build(e: Emitter, xs: list[Value], signed: bool) -> Value:
        x, y = xs
        halves = e.b.add(shift_right(e, x, 1, signed), shift_right(e, y, 1, signed))
        low = e.b.binop("or" if rounding else "and", x, y)
        return e.b.add(halves, e.b.binop("and", low, e.iconst(x.type, 1)))

    return build


def clamp(e: Emitter, xs: list[Value], signed: bool) -> Value:
    x, lo, hi = xs
    return minmax(e, "min", signed, minmax(e, "max", signed, x, lo), hi)


def bit_count(base: str) -> Callable[[Emitter, list[Value], bool], Value]:
    def build(e: Emitter, xs: list[Value], signed: bool) -> Value:
        extra = [] if base == "ctpop" else [const_int(I1, 0)]  # clz/ctz of 0 is the width
        return e.intrinsic(base, xs[0].type, [xs[0], *extra])

    return build


def mul24(e: Emitter, xs: list[Value], signed: bool) -> Value:
    # Operands are 24-bit values (others are undefined): the full product is right.
    return e.b.mul(xs[0], xs[1])


def mad24(e: Emitter, xs: list[Value], signed: bool) -> Value:
    return e.b.add(e.b.mul(xs[0], xs[1]), xs[2])


def mul_hi(e: Emitter, xs: list[Value], signed: bool) -> Value:
    return mul_hi_value(e, xs[0], xs[1], signed)


def mad_hi(e: Emitter, xs: list[Value], signed: bool) -> Value:
    return e.b.add(mul_hi_value(e, xs[0], xs[1], signed), xs[2])


def mad_sat(e: Emitter, xs: list[Value], signed: bool) -> Value:
    """a * b + c saturated: exact in twice the width (unsigned: with a saturating add)."""
    a, b, c = xs
    t = a.type
    bits = width(t)
    product = e.b.mul(widen(e, a, signed), widen(e, b, signed))
    wide = product.type
    if signed:
        total = e.b.add(product, widen(e, c, True))  # |a*b| < 2^(2w-2): no overflow
        low, high = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
        total = e.intrinsic("smax", wide, [total, e.iconst(wide, low)])
        total = e.intrinsic("smin", wide, [total, e.iconst(wide, high)])
    else:
        total = e.intrinsic("uadd.sat", wide, [product, widen(e, c, False)])
        total = e.intrinsic("umin", wide, [total, e.iconst(wide, (1 << bits) - 1)])
    return e.b.cast("trunc", total, t)


def max_(e: Emitter, xs: list[Value], signed: bool) -> Value:
    return minmax(e, "max", signed, xs[0], xs[1])


def min_(e: Emitter, xs: list[Value], signed: bool) -> Value:
    return minmax(e, "min", signed, xs[0], xs[1])


def rotate(e: Emitter, xs: list[Value], signed: bool) -> Value:
    # A funnel shift of a value with itself is a rotation (the amount is taken modulo the width).
    return e.intrinsic("fshl", xs[0].type, [xs[0], xs[0], xs[1]])


def upsample(e: Emitter) -> Value:
    """(hi << width) | lo in the result type, hi extended by its signedness, lo unsigned."""
    e.expect_args(2)
    hi, lo = e.arg(0), e.arg(1)
    t = e.ret_type
    if not (is_int(t) and is_int(hi.type) and hi.type == lo.type and width(t) == 2 * width(hi.type)):
        raise Unsupported(f"upsample of {hi.type} and {lo.type} to {t}")
    high = e.b.cast("sext" if e.signed(0) else "zext", hi, t)
    shifted = e.b.binop("shl", high, e.iconst(t, width(hi.type)))
    return e.b.binop("or", shifted, e.b.cast("zext", lo, t))


def definitions() -> dict[str, Definition]:
    builders: dict[str, tuple[int, Callable[[Emitter, list[Value], bool], Value]]] = {
        "abs": (1, abs_),
        "abs_diff": (2, abs_diff),
        "add_sat": (2, saturating("add")),
        "sub_sat": (2, saturating("sub")),
        "hadd": (2, hadd(False)),
        "rhadd": (2, hadd(True)),
        "clamp": (3, clamp),
        "clz": (1, bit_count("ctlz")),
        "ctz": (1, bit_count("cttz")),
        "popcount": (1, bit_count("ctpop")),
        "mad24": (3, mad24),
        "mul24": (2, mul24),
        "mad_hi": (3, mad_hi),
        "mul_hi": (2, mul_hi),
        "mad_sat": (3, mad_sat),
        "max": (2, max_),
        "min": (2, min_),
        "rotate": (2, rotate),
    }
    table: dict[str, Definition] = {name: define_n(n, build) for name, (n, build) in builders.items()}
    table["upsample"] = upsample
    return table
