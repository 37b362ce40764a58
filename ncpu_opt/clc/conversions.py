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
  A directed mode (``_rtz``/``_rtp``/``_rtn``) is only defined where the
  conversion is exact (widening, or integers that fit the significand);
  otherwise it is not supported (the host has no per-instruction rounding).
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


def to_float(e: Emitter, x: Value, src_signed: bool, dest: Type, mode: str | None) -> Value:
    src = x.type.scalar_type()
    dst = dest.scalar_type()
    assert isinstance(dst, FloatType)
    if mode not in (None, "rte") and not exact(src, dst, src_signed):
        raise Unsupported(f"rounding mode _{mode} converting {src} to {dst} (only the default, round to nearest even)")
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
