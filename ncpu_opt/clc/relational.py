"""Relational functions (OpenCL C "Relational Functions").

Comparisons and classifications answer ``int`` 1/0 for scalars and -1/0 in
an integer vector of the operands' lane width for vectors (the declaration's
return type says which).  ``any``/``all`` test the most significant bit of
each lane; vector ``select`` picks by the most significant bit of each mask
lane, scalar ``select`` by the mask being non-zero.
"""

from __future__ import annotations

from ncpu_opt.clc.base import Definition, Emitter, Unsupported, is_float, is_int, with_element
from ncpu_opt.ir.types import I1, FloatType, IntType, Type, VectorType
from ncpu_opt.ir.values import Value

# OpenCL comparison -> fcmp predicate (ordered, except isnotequal, which is true for NaNs).
COMPARISONS = {
    "isequal": "oeq", "isnotequal": "une", "isgreater": "ogt", "isgreaterequal": "oge",
    "isless": "olt", "islessequal": "ole", "islessgreater": "one", "isordered": "ord",
    "isunordered": "uno",
}
# The smallest normal number of each type.
MIN_NORMAL = {"half": 2.0**-14, "float": 2.0**-126, "double": 2.0**-1022}


def float_operands(e: Emitter, count: int) -> list[Value]:
    e.expect_args(count)
    values = [e.arg(i) for i in range(count)]
    t = values[0].type
    if not is_float(t) or any(v.type != t for v in values):
        raise Unsupported(f"a relational function on {', '.join(str(v.type) for v in values)}")
    if not is_int(e.ret_type) or (isinstance(t, VectorType) != isinstance(e.ret_type, VectorType)):
        raise Unsupported(f"it returns {e.ret_type}")
    return values


def comparison(predicate: str) -> Definition:
    def define(e: Emitter) -> Value:
        x, y = float_operands(e, 2)
        return e.to_bool_int(e.b.fcmp(predicate, x, y), e.ret_type)

    return define


def classify(e: Emitter, x: Value, kind: str) -> Value:
    """The i1 (vector) answer of the classification *kind* of *x*."""
    t = x.type
    scalar = t.scalar_type()
    assert isinstance(scalar, FloatType)
    if kind == "isnan":
        return e.b.fcmp("uno", x, x)
    if kind == "signbit":
        bits = e.b.cast("bitcast", x, with_element(t, IntType(scalar.width)))
        return e.b.icmp("slt", bits, e.iconst(bits.type, 0))
    magnitude = e.intrinsic("fabs", t, [x])
    infinity = e.fconst(t, float("inf"))
    if kind == "isinf":
        return e.b.fcmp("oeq", magnitude, infinity)
    if kind == "isfinite":
        return e.b.fcmp("olt", magnitude, infinity)
    assert kind == "isnormal"
    finite = e.b.fcmp("olt", magnitude, infinity)
    large = e.b.fcmp("oge", magnitude, e.fconst(t, MIN_NORMAL[scalar.kind]))
    return e.b.binop("and", finite, large)


def classification(kind: str) -> Definition:
    def define(e: Emitter) -> Value:
        (x,) = float_operands(e, 1)
        return e.to_bool_int(classify(e, x, kind), e.ret_type)

    return define


def msb_set(e: Emitter, x: Value) -> Value:
    if not is_int(x.type):
        raise Unsupported(f"an integer argument expected, not {x.type}")
    return e.b.icmp("slt", x, e.iconst(x.type, 0))


def any_all(kind: str) -> Definition:
    """``any``/``all``: 1 if the most significant bit of any/all lanes is set, else 0."""

    def define(e: Emitter) -> Value:
        e.expect_args(1)
        x = e.arg(0)
        bits = msb_set(e, x)
        if isinstance(x.type, VectorType):
            bits = e.intrinsic(f"vector.reduce.{'or' if kind == 'any' else 'and'}", I1, [bits], [bits.type])
        if not isinstance(e.ret_type, IntType):
            raise Unsupported(f"it returns {e.ret_type}")
        return e.b.cast("zext", bits, e.ret_type)

    return define


def as_int(e: Emitter, x: Value) -> Value:
    scalar = x.type.scalar_type()
    if isinstance(scalar, FloatType):
        return e.b.cast("bitcast", x, with_element(x.type, IntType(scalar.width)))
    return x


def bitselect(e: Emitter) -> Value:
    """Each bit from b where c's bit is 1, from a where it is 0."""
    e.expect_args(3)
    a, b, c = (e.arg(i) for i in range(3))
    t = e.ret_type
    if not (a.type == b.type == c.type == t):
        raise Unsupported("operands of different types")
    ia, ib, ic = as_int(e, a), as_int(e, b), as_int(e, c)
    not_c = e.b.binop("xor", ic, e.iconst(ic.type, -1))
    result = e.b.binop("or", e.b.binop("and", ia, not_c), e.b.binop("and", ib, ic))
    return e.b.cast("bitcast", result, t) if result.type != t else result


def select(e: Emitter) -> Value:
    e.expect_args(3)
    a, b, c = (e.arg(i) for i in range(3))
    t: Type = e.ret_type
    if not (a.type == b.type == t) or not is_int(c.type):
        raise Unsupported("operands of different types")
    if isinstance(t, VectorType):
        if not isinstance(c.type, VectorType) or c.type.count != t.count:
            raise Unsupported(f"a mask of type {c.type}")
        condition = msb_set(e, c)
    else:
        condition = e.b.icmp("ne", c, e.iconst(c.type, 0))
    return e.b.select(condition, b, a)


def definitions() -> dict[str, Definition]:
    table: dict[str, Definition] = {name: comparison(p) for name, p in COMPARISONS.items()}
    for kind in ("isfinite", "isinf", "isnan", "isnormal", "signbit"):
        table[kind] = classification(kind)
    table.update({"any": any_all("any"), "all": any_all("all"), "bitselect": bitselect, "select": select})
    return table
