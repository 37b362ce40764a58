"""Common functions (``clamp``, ``degrees``, ``mix``, ``step``, ...) on floats and the
geometric functions (``dot``, ``cross``, ``length``, ``distance``, ``normalize``).

The integer ``clamp``/``max``/``min`` are in :mod:`ncpu_opt.clc.integer`;
the table picks by the declaration's type.  ``fast_*`` geometric functions
are the full ones.  ``dot`` adds the products in lane order.
"""

from __future__ import annotations

import math

from ncpu_opt.clc.base import Definition, Emitter, Unsupported, is_float
from ncpu_opt.ir.types import I32, Type, VectorType
from ncpu_opt.ir.values import Poison, Value, const_int


def float_args(e: Emitter, count: int, t: Type | None = None) -> list[Value]:
    """The arguments, scalars broadcast to *t* (default: the result type), which must be float."""
    e.expect_args(count)
    t = t or e.ret_type
    if not is_float(t):
        raise Unsupported(f"a floating-point function on {t}")
    values = [e.splat(e.arg(i), t) for i in range(count)]
    if any(v.type != t for v in values):
        raise Unsupported(f"arguments {', '.join(str(e.arg(i).type) for i in range(count))}")
    return values


# -- common -----------------------------------------------------------------------------


def clamp(e: Emitter) -> Value:
    x, lo, hi = float_args(e, 3)
    return e.intrinsic("minnum", e.ret_type, [e.intrinsic("maxnum", e.ret_type, [x, lo]), hi])


def minmax(base: str) -> Definition:
    def define(e: Emitter) -> Value:
        return e.intrinsic(base, e.ret_type, float_args(e, 2))

    return define


def scale(factor: float) -> Definition:
    def define(e: Emitter) -> Value:
        (x,) = float_args(e, 1)
        return e.b.binop("fmul", x, e.fconst(e.ret_type, factor))

    return define


def mix(e: Emitter) -> Value:
    """x + (y - x) * a."""
    x, y, a = float_args(e, 3)
    return e.b.binop("fadd", x, e.b.binop("fmul", e.b.binop("fsub", y, x), a))


def step(e: Emitter) -> Value:
    """0 if x < edge, else 1 (``step(edge, x)``; edge may be a scalar)."""
    edge, x = float_args(e, 2)
    t = e.ret_type
    return e.b.select(e.b.fcmp("olt", x, edge), e.fconst(t, 0.0), e.fconst(t, 1.0))


def smoothstep(e: Emitter) -> Value:
    """t * t * (3 - 2t), t = clamp((x - edge0) / (edge1 - edge0), 0, 1)."""
    edge0, edge1, x = float_args(e, 3)
    ty = e.ret_type
    ratio = e.b.binop("fdiv", e.b.binop("fsub", x, edge0), e.b.binop("fsub", edge1, edge0))
    t = e.intrinsic("minnum", ty, [e.intrinsic("maxnum", ty, [ratio, e.fconst(ty, 0.0)]), e.fconst(ty, 1.0)])
    cubic = e.b.binop("fsub", e.fconst(ty, 3.0), e.b.binop("fmul", e.fconst(ty, 2.0), t))
    return e.b.binop("fmul", e.b.binop("fmul", t, t), cubic)


def sign(e: Emitter) -> Value:
    """1 for x > 0, -1 for x < 0, x itself for +-0, 0 for NaN."""
    (x,) = float_args(e, 1)
    t = e.ret_type
    zero = e.fconst(t, 0.0)
    unit = e.intrinsic("copysign", t, [e.fconst(t, 1.0), x])
    zero_or_nan = e.b.select(e.b.fcmp("uno", x, x), zero, x)
    return e.b.select(e.b.fcmp("one", x, zero), unit, zero_or_nan)


# -- geometric --------------------------------------------------------------------------


def operand_type(e: Emitter) -> Type:
    t = e.arg(0).type
    if not is_float(t) or (isinstance(t, VectorType) and t.count > 4):
        raise Unsupported(f"a geometric function on {t}")
    return t


def dot_product(e: Emitter, p: Value, q: Value) -> Value:
    product = e.b.binop("fmul", p, q)
    if not isinstance(product.type, VectorType):
        return product
    total = e.lane(product, 0)
    for i in range(1, product.type.count):
        total = e.b.binop("fadd", total, e.lane(product, i))
    return total


def dot(e: Emitter) -> Value:
    p, q = float_args(e, 2, operand_type(e))
    return dot_product(e, p, q)


def length(e: Emitter) -> Value:
    (p,) = float_args(e, 1, operand_type(e))
    return e.intrinsic("sqrt", e.ret_type, [dot_product(e, p, p)])


def distance(e: Emitter) -> Value:
    p, q = float_args(e, 2, operand_type(e))
    d = e.b.binop("fsub", p, q)
    return e.intrinsic("sqrt", e.ret_type, [dot_product(e, d, d)])


def normalize(e: Emitter) -> Value:
    """p / length(p); a zero vector stays as it is."""
    (p,) = float_args(e, 1)
    t = e.ret_type
    norm = e.intrinsic("sqrt", t.scalar_type(), [dot_product(e, p, p)])
    is_zero = e.b.fcmp("oeq", norm, e.fconst(norm.type, 0.0))
    safe = e.b.select(is_zero, e.fconst(norm.type, 1.0), norm)
    return e.b.binop("fdiv", p, e.splat(safe, t))


def cross(e: Emitter) -> Value:
    """(a.y b.z - a.z b.y, a.z b.x - a.x b.z, a.x b.y - a.y b.x[, 0])."""
    a, b = float_args(e, 2)
    t = e.ret_type
    if not isinstance(t, VectorType) or t.count not in (3, 4):
        raise Unsupported(f"cross of {t}")
    result: Value = Poison(t)
    for i in range(3):
        j, k = (i + 1) % 3, (i + 2) % 3
        lane = e.b.binop(
            "fsub",
            e.b.binop("fmul", e.lane(a, j), e.lane(b, k)),
            e.b.binop("fmul", e.lane(a, k), e.lane(b, j)),
        )
        result = e.b.insert_element(result, lane, const_int(I32, i))
    if t.count == 4:
        result = e.b.insert_element(result, e.fconst(t.element, 0.0), const_int(I32, 3))
    return result


def definitions() -> dict[str, Definition]:
    table: dict[str, Definition] = {
        "clamp": clamp,
        "max": minmax("maxnum"),
        "min": minmax("minnum"),
        "degrees": scale(180.0 / math.pi),
        "radians": scale(math.pi / 180.0),
        "mix": mix,
        "step": step,
        "smoothstep": smoothstep,
        "sign": sign,
        "dot": dot,
        "cross": cross,
        "length": length,
        "distance": distance,
        "normalize": normalize,
    }
    for name in ("length", "distance", "normalize"):
        table["fast_" + name] = table[name]
    return table
