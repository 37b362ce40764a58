"""vload/vstore (OpenCL C "Vector Data Load and Store Functions").

``vloadn(offset, p)`` reads n elements at ``p + offset * n`` and
``vstoren(data, offset, p)`` writes them there, in any address space.  ``p``
is only aligned to its element type, so the vector is one ``<n x T>`` load or
store with the element's alignment.  ``vload_half[n]`` widens halves to
float (``fpext``, exact) and ``vstore_half[n]`` narrows floats or doubles to
half (``fptrunc``: round to nearest even, as ``_rte`` asks, doubles through
float rounded to odd; the directed modes as the conversions do them,
:func:`ncpu_opt.clc.conversions.to_float`).  ``vloada_half[n]``/``vstorea_half[n]`` are the aligned
variants: the vector's alignment, and ``p + offset * 4`` for n = 3.
"""

from __future__ import annotations

from ncpu_opt.clc.base import Definition, Emitter, Unsupported, lanes
from ncpu_opt.clc.conversions import to_float
from ncpu_opt.ir.types import HALF, FloatType, IntType, PointerType, Type, VectorType
from ncpu_opt.ir.values import Value

SIZES = (2, 3, 4, 8, 16)


def address(e: Emitter, offset: Value, pointer: Value, element: Type, stride: int) -> Value:
    """``pointer + offset * stride`` elements of *element*."""
    if not isinstance(offset.type, IntType) or not isinstance(pointer.type, PointerType):
        raise Unsupported(f"offset {offset.type} and pointer {pointer.type}")
    index = offset if stride == 1 else e.b.mul(offset, e.iconst(offset.type, stride))
    return e.b.gep(element, pointer, [index], flags=["inbounds"])


def vector_type(n: int, element: Type) -> Type:
    return VectorType(n, element) if n > 1 else element


def vload(n: int) -> Definition:
    def define(e: Emitter) -> Value:
        e.expect_args(2)
        t = e.ret_type
        if not isinstance(t, VectorType) or t.count != n:
            raise Unsupported(f"vload{n} returning {t}")
        element = t.element
        p = address(e, e.arg(0), e.arg(1), element, n)
        return e.b.load(t, p, e.align_of(element))

    return define


def vstore(n: int) -> Definition:
    def define(e: Emitter) -> None:
        e.expect_args(3)
        data = e.arg(0)
        t = data.type
        if not isinstance(t, VectorType) or t.count != n:
            raise Unsupported(f"vstore{n} of {t}")
        element = t.element
        p = address(e, e.arg(1), e.arg(2), element, n)
        e.b.store(data, p, e.align_of(element))
        return None

    return define


def half_access(n: int, aligned: bool) -> tuple[Type, int]:
    """The IR type of n halves and the offset's stride (vloada_half3 steps by 4)."""
    return vector_type(n, HALF), 4 if aligned and n == 3 else n


def vload_half(n: int, aligned: bool) -> Definition:
    def define(e: Emitter) -> Value:
        e.expect_args(2)
        t = e.ret_type
        scalar = t.scalar_type()
        if not isinstance(scalar, FloatType) or scalar.kind != "float" or lanes(t) != n:
            raise Unsupported(f"vload{'a' if aligned else ''}_half{n if n > 1 else ''} returning {t}")
        halves, stride = half_access(n, aligned)
        p = address(e, e.arg(0), e.arg(1), HALF, stride)
        value = e.b.load(halves, p, e.align_of(halves if aligned else HALF))
        return e.b.cast("fpext", value, t)

    return define


def vstore_half(n: int, aligned: bool, mode: str | None) -> Definition:
    def define(e: Emitter) -> None:
        e.expect_args(3)
        data = e.arg(0)
        scalar = data.type.scalar_type()
        if not isinstance(scalar, FloatType) or scalar.kind not in ("float", "double") or lanes(data.type) != n:
            raise Unsupported(f"vstore{'a' if aligned else ''}_half{n if n > 1 else ''} of {data.type}")
        halves, stride = half_access(n, aligned)
        p = address(e, e.arg(1), e.arg(2), HALF, stride)
        narrowed = to_float(e, data, True, halves, mode)
        e.b.store(narrowed, p, e.align_of(halves if aligned else HALF))
        return None

    return define


def definitions() -> dict[str, Definition]:
    table: dict[str, Definition] = {}
    for n in SIZES:
        table[f"vload{n}"] = vload(n)
        table[f"vstore{n}"] = vstore(n)
    for n in (1, *SIZES):
        suffix = str(n) if n > 1 else ""
        for aligned in (False, True):
            a = "a" if aligned else ""
            table[f"vload{a}_half{suffix}"] = vload_half(n, aligned)
            for mode in (None, "rte", "rtz", "rtp", "rtn"):
                table[f"vstore{a}_half{suffix}" + (f"_{mode}" if mode else "")] = vstore_half(n, aligned, mode)
    return table
