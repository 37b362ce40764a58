"""Conversions (OpenCL C "Explicit Conversions"): ``convert_<type><n>[_sat][_<rounding>]``.

The destination type and its signedness come from the name, the source's
signedness from the mangled parameter type.

* integer to integer: truncation or extension by the *source* signedness;
  ``_sat`` clamps to the destination's range first (the rounding modes do
  not change anything).
* float to integer: rounded toward zero (``fptosi``/``fptoui``) unless a
  mode says otherwise (``_rte``/``_rtp``/``_rtn``: ``llvm.rint``/``ceil``/
  ``floor`` first); ``_sat`` via ``llvm.fpto[su]i.sat`` (NaN gives 0).
* integer to float and float to float: the default mode, round to nearest
  even (``[su]itofp``, ``fptrunc``, ``fpext``), which ``_rte`` names too.
  A directed mode (``_rtz``/``_rtp``/``_rtn``) changes nothing where the
  conversion is exact (widening, or integers that fit the significand);
  otherwise the nearest result is compared with the source, exactly (in
  double for floats and integers of up to 32 bits, in the integer type for
  64-bit ones), and stepped by one ulp (its bits plus or minus one) where it
  lies on the wrong side: the host has no per-instruction rounding.
"""

from __future__ import annotations

import re

from ncpu_opt.clc.base import Definition, Emitter, Unsupported, lanes, with_element
from ncpu_opt.ir.types import DOUBLE, FLOAT, HALF, FloatType, IntType, Type
from ncpu_opt.ir.values import Value

# OpenCL scalar type -> (IR type, signed); floats are "signed" for no purpose.
SCALARS: dict[str, tuple[Type, bool]] = {
    "char": (IntType(8), True), "uchar": (IntType(8), False),
    "short": (IntType(16), True), "ushort": (IntType(16), False),
    "int": (IntType(32), True), "uint": (IntType(32), False),
    "long": (IntType(64), True), "ulong": (IntType(64), False),
    "half": (HALF, True), "float": (FLOAT, True), "double": (DOUBLE, True),
}
NAME = re.compile(
    r"convert_(?P<type>u?char|u?short|u?int|u?long|half|float|double)(?P<n>2|3|4|8|16)?"
    r"(?P<sat>_sat)?(?:_(?P<mode>rte|rtz|rtp|rtn))?"
)
# Bits of significand (with the implicit one): integers this wide convert exactly.
SIGNIFICAND = {"half": 11, "float": 24, "double": 53}
# The largest finite value of each type.
FLOAT_MAX = {"half": 65504.0, "float": 3.4028234663852886e38, "double": 1.7976931348623157e308}
# Float-to-integer rounding modes and the intrinsic that rounds first (rtz: the conversion itself).
ROUNDING = {"rte": "rint", "rtp": "ceil", "rtn": "floor"}


def int_range(t: IntType, signed: bool) -> tuple[int, int]:
    if signed:
        return -(1 << (t.width - 1)), (1 << (t.width - 1)) - 1
    return 0, (1 << t.width) - 1


def int_to_int(e: Emitter, x: Value, src_signed: bool, dest: Type, dest_signed: bool, sat: bool) -> Value:
    src = x.type.scalar_type()
    dst = dest.scalar_type()
    assert isinstance(src, IntType) and isinstance(dst, IntType)
    if sat:
        # Extend to the wider width (by the source's sign), clamp there, truncate.
        wide = IntType(max(src.width, dst.width))
        if wide.width > src.width:
            x = e.b.cast("sext" if src_signed else "zext", x, with_element(x.type, wide))
        src_lo, src_hi = int_range(src, src_signed)
        dst_lo, dst_hi = int_range(dst, dest_signed)
        p = "s" if src_signed else "u"
        if dst_lo > src_lo:
            x = e.intrinsic(p + "max", x.type, [x, e.iconst(x.type, dst_lo)])
        if dst_hi < src_hi:
            x = e.intrinsic(p + "min", x.type, [x, e.iconst(x.type, dst_hi)])
        src = wide
    if dst.width < src.width:
        return e.b.cast("trunc", x, dest)
    if dst.width > src.width:
        return e.b.cast("sext" if src_signed else "zext", x, dest)
    return x


def float_to_int(e: Emitter, x: Value, dest: Type, dest_signed: bool, sat: bool, mode: str | None) -> Value:
    if mode in ROUNDING:
        x = e.intrinsic(ROUNDING[mode], x.type, [x])
    p = "s" if dest_signed else "u"
    if sat:
        return e.intrinsic(f"fpto{p}i.sat", dest, [x], [dest, x.type])
    return e.b.cast(f"fpto{p}i", x, dest)


def exact(src: Type, dst: FloatType, src_signed: bool) -> bool:
    """Whether every value of *src* converts to *dst* exactly (the rounding mode is irrelevant)."""
    if isinstance(src, IntType):
        return src.width - (1 if src_signed else 0) <= SIGNIFICAND[dst.kind]
    assert isinstance(src, FloatType)
    return SIGNIFICAND[src.kind] <= SIGNIFICAND[dst.kind]


def double_to_half(e: Emitter, x: Value, dest: Type) -> Value:
    """``fptrunc`` double to half without the C library's ``__truncdfhf2`` (the JIT has none).

    Through float rounded to odd (truncated, its last bit set when inexact),
    which float to half (a host instruction) then rounds to nearest even
    exactly as one rounding would: float has more than two bits to spare.
    """
    narrow = with_element(x.type, FLOAT)
    bits = with_element(x.type, IntType(32))
    f = e.b.cast("fptrunc", x, narrow)
    back = e.b.cast("fpext", f, x.type)
    inexact = e.b.fcmp("une", back, x)
    fabs_back = e.intrinsic("fabs", x.type, [back])
    fabs_x = e.intrinsic("fabs", x.type, [x])
    rounded_away = e.b.fcmp("ogt", fabs_back, fabs_x)
    raw = e.b.cast("bitcast", f, bits)
    toward_zero = e.b.select(rounded_away, e.b.sub(raw, e.iconst(bits, 1)), raw)
    odd = e.b.select(inexact, e.b.binop("or", toward_zero, e.iconst(bits, 1)), raw)
    return e.b.cast("fptrunc", e.b.cast("bitcast", odd, narrow), dest)


def compare_exactly(e: Emitter, x: Value, src_signed: bool, nearest: Value) -> tuple[Value, Value]:
    """(nearest > x, nearest < x), exactly, for *nearest* the float that *x* rounded to."""
    src = x.type.scalar_type()
    dst = nearest.type.scalar_type()
    assert isinstance(dst, FloatType)
    if isinstance(src, FloatType) or (isinstance(src, IntType) and src.width <= 32):
        # Both exact in x's type for a float x (nearest is narrower), in double for an integer x.
        common = with_element(x.type, DOUBLE if isinstance(src, IntType) else src)
        if isinstance(src, IntType):
            wide_x: Value = e.b.cast("sitofp" if src_signed else "uitofp", x, common)
        else:
            wide_x = x if x.type == common else e.b.cast("fpext", x, common)
        wide_r = e.b.cast("fpext", nearest, common) if nearest.type != common else nearest
        return e.b.fcmp("ogt", wide_r, wide_x), e.b.fcmp("olt", wide_r, wide_x)
    # 64-bit integers: nearest back to the integer type (saturating); above the type's range it is
    # greater than any x (2^63 or 2^64 is a float, or nearest is infinite).
    assert isinstance(src, IntType)
    p = "s" if src_signed else "u"
    back = e.intrinsic(f"fpto{p}i.sat", x.type, [nearest], [x.type, nearest.type])
    limit = 2.0 ** (src.width - 1 if src_signed else src.width)
    limit_c = e.fconst(nearest.type, limit if limit <= FLOAT_MAX[dst.kind] else float("inf"))
    above = e.b.fcmp("oge", nearest, limit_c)
    greater = e.b.binop("or", above, e.b.icmp(f"{p}gt", back, x))
    less = e.b.binop("and", e.b.icmp(f"{p}lt", back, x), e.b.icmp("eq", above, e.iconst(above.type, 0)))
    return greater, less


def directed(e: Emitter, x: Value, src_signed: bool, nearest: Value, mode: str) -> Value:
    """*nearest* (x rounded to nearest even) stepped one ulp where *mode* rounds the other way."""
    t = nearest.type
    dst = t.scalar_type()
    assert isinstance(dst, FloatType)
    bits_t = with_element(t, IntType(dst.width))
    bits = e.b.cast("bitcast", nearest, bits_t)
    negative = e.b.icmp("slt", bits, e.iconst(bits_t, 0))
    greater, less = compare_exactly(e, x, src_signed, nearest)
    # One ulp up in magnitude is bits + 1, down is bits - 1 (nearest is never -0 or +0 where it
    # must step down: x would be 0).
    positive = e.b.binop("xor", negative, e.iconst(negative.type, 1))
    step: Value
    toward_zero: Value
    if mode == "rtz":
        step = e.b.binop("or", e.b.binop("and", greater, positive), e.b.binop("and", less, negative))
        return e.b.cast("bitcast", e.b.select(step, e.b.sub(bits, e.iconst(bits_t, 1)), bits), t)
    if mode == "rtp":
        step, toward_zero = less, negative
    else:  # rtn
        step, toward_zero = greater, positive
    moved = e.b.select(toward_zero, e.b.sub(bits, e.iconst(bits_t, 1)), e.b.add(bits, e.iconst(bits_t, 1)))
    return e.b.cast("bitcast", e.b.select(step, moved, bits), t)


def to_float(e: Emitter, x: Value, src_signed: bool, dest: Type, mode: str | None) -> Value:
    src = x.type.scalar_type()
    dst = dest.scalar_type()
    assert isinstance(dst, FloatType)
    if mode not in (None, "rte") and not exact(src, dst, src_signed):
        return directed(e, x, src_signed, to_float(e, x, src_signed, dest, None), mode)
    if isinstance(src, IntType):
        return e.b.cast("sitofp" if src_signed else "uitofp", x, dest)
    assert isinstance(src, FloatType)
    if src == dst:
        return x
    if src.kind == "double" and dst.kind == "half":
        return double_to_half(e, x, dest)
    return e.b.cast("fpext" if SIGNIFICAND[src.kind] < SIGNIFICAND[dst.kind] else "fptrunc", x, dest)


def conversion(name: str) -> Definition | None:
    """The definition of the conversion *name* (``convert_uchar4_sat_rte``), None if it is not one."""
    match = NAME.fullmatch(name)
    if match is None:
        return None
    scalar, dest_signed = SCALARS[match["type"]]
    count = int(match["n"] or 1)
    sat = match["sat"] is not None
    mode = match["mode"]

    def define(e: Emitter) -> Value:
        e.expect_args(1)
        x = e.arg(0)
        dest = e.ret_type
        if dest.scalar_type() != scalar or lanes(dest) != count or lanes(x.type) != count:
            raise Unsupported(f"{x.type} to {dest}")
        src = x.type.scalar_type()
        if isinstance(src, IntType):
            src_signed = e.signed(0)
        elif isinstance(src, FloatType) and src.kind in SIGNIFICAND:
            src_signed = True
        else:
            raise Unsupported(f"a conversion from {x.type}")
        if isinstance(scalar, FloatType):
            if sat:
                raise Unsupported("_sat converting to a floating-point type")
            return to_float(e, x, src_signed, dest, mode)
        if isinstance(src, FloatType):
            return float_to_int(e, x, dest, dest_signed, sat, mode)
        return int_to_int(e, x, src_signed, dest, dest_signed, sat)

    return define


def definitions() -> dict[str, Definition]:
    # Too many names to list (types x sizes x _sat x modes): :func:`conversion` parses them.
    return {}
