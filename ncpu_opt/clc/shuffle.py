"""shuffle and shuffle2 (OpenCL C "Miscellaneous Vector Functions").

``shuffle(x, mask)`` builds a vector of ``mask``'s length from the lanes of
``x`` that each mask lane selects; only the low ``log2(n)`` bits of a mask
lane count (n = lanes of ``x``).  ``shuffle2(x, y, mask)`` selects from the
2n lanes of ``x`` then ``y`` by the low ``log2(2n)`` bits.  The masks are
values, not constants, so each result lane is an ``extractelement`` at the
masked index (two and a ``select`` for ``shuffle2``).
"""

from __future__ import annotations

from ncpu_opt.clc.base import Definition, Emitter, Unsupported
from ncpu_opt.ir.types import I32, IntType, VectorType
from ncpu_opt.ir.values import Poison, Value, const_int

SIZES = (2, 4, 8, 16)


def shuffle(sources: int) -> Definition:
    def define(e: Emitter) -> Value:
        e.expect_args(sources + 1)
        inputs = [e.arg(i) for i in range(sources)]
        mask = e.arg(sources)
        t = e.ret_type
        first = inputs[0].type
        if (
            not isinstance(first, VectorType)
            or not isinstance(mask.type, VectorType)
            or not isinstance(t, VectorType)
            or any(v.type != first for v in inputs)
            or first.count not in SIZES
            or t.count != mask.type.count
            or t.element != first.element
            or not isinstance(mask.type.element, IntType)
        ):
            raise Unsupported(f"shuffle{'2' if sources == 2 else ''} of {first} by {mask.type} returning {t}")
        n = first.count
        index_t = mask.type.element
        result: Value = Poison(t)
        for lane in range(t.count):
            selector = e.b.extract_element(mask, const_int(I32, lane))
            index = e.b.binop("and", selector, const_int(index_t, n - 1))
            value = e.b.extract_element(inputs[0], index)
            if sources == 2:
                from_second = e.b.icmp("ne", e.b.binop("and", selector, const_int(index_t, n)), const_int(index_t, 0))
                value = e.b.select(from_second, e.b.extract_element(inputs[1], index), value)
            result = e.b.insert_element(result, value, const_int(I32, lane))
        return result

    return define


def definitions() -> dict[str, Definition]:
    return {"shuffle": shuffle(1), "shuffle2": shuffle(2)}
