"""Unsigned ranges of integer values, from the instructions that bound them.

A small, conservative cousin of LLVM's ``LazyValueInfo``: what an index can
be when a kernel masks it (``& 255``), reduces it (``% n``, ``umin``), shifts
it down or widens a narrow type.  :func:`unsigned_range` returns inclusive
bounds ``(low, high)`` that every value the instruction can take lies within,
or None when nothing narrower than the type is known (or the type is not an
integer).  Loops are not followed: a phi is bounded only when all of its
incoming values are, without going round a cycle.
"""

from __future__ import annotations

from ncpu_opt.ir.instructions import BinaryOperator, CallBase, CastInst, PhiInst, SelectInst
from ncpu_opt.ir.types import IntType
from ncpu_opt.ir.values import ConstantInt, Value

Range = tuple[int, int]
#: How deep the expression walk goes (and how many phis it crosses) before giving up.
_MAX_DEPTH = 16


def unsigned_range(value: Value) -> Range | None:
    """Inclusive unsigned bounds of ``value``, or None when only its type bounds it."""
    if not isinstance(value.type, IntType):
        return None
    found = _range(value, _MAX_DEPTH, frozenset())
    full = _full(value.type)
    return None if found is None or found == full else found


def _full(t: IntType) -> Range:
    return 0, (1 << t.width) - 1


def _range(value: Value, depth: int, visiting: frozenset[int]) -> Range | None:
    t = value.type
    if not isinstance(t, IntType):
        return None
    full = _full(t)
    if isinstance(value, ConstantInt):
        v = value.value & full[1]
        return v, v
    if depth == 0 or id(value) in visiting:
        return full
    visiting = visiting | {id(value)}

    def of(operand: Value) -> Range:
        if not isinstance(operand.type, IntType):
            return full
        return _range(operand, depth - 1, visiting) or _full(operand.type)

    if isinstance(value, CastInst):
        source = value.operand(0)
        if not isinstance(source.type, IntType):
            return full
        low, high = of(source)
        if value.opcode == "zext":
            return low, high
        if value.opcode == "sext":
            # Non-negative in the source type: the same value.
            return (low, high) if high < 1 << (source.type.width - 1) else full
        if value.opcode == "trunc":
            return (low, high) if high <= full[1] else full
        return full
    if isinstance(value, BinaryOperator):
        a, b = value.operand(0), value.operand(1)
        op = value.opcode
        if op == "and":
            ra, rb = of(a), of(b)
            return 0, min(ra[1], rb[1])
        if op == "urem" and isinstance(b, ConstantInt) and b.value > 0:
            return 0, min(of(a)[1], (b.value & full[1]) - 1)
        if op == "lshr" and isinstance(b, ConstantInt) and 0 <= b.value < t.width:
            low, high = of(a)
            return low >> b.value, high >> b.value
        if op == "udiv" and isinstance(b, ConstantInt) and b.value > 0:
            low, high = of(a)
            return low // b.value, high // b.value
        if op in ("add", "mul", "shl", "or"):
            (la, ha), (lb, hb) = of(a), of(b)
            if op == "add":
                low, high = la + lb, ha + hb
            elif op == "mul":
                low, high = la * lb, ha * hb
            elif op == "shl":
                low, high = la << lb, ha << hb if hb < t.width else full[1] + 1
            else:  # or: at most the sum, at least the larger
                low, high = max(la, lb), ha + hb
            return (low, high) if high <= full[1] else full
        return full
    if isinstance(value, SelectInst):
        return _union(of(value.operand(1)), of(value.operand(2)))
    if isinstance(value, PhiInst):
        result: Range | None = None
        for incoming, _ in value.incoming:
            result = of(incoming) if result is None else _union(result, of(incoming))
        return result or full
    if isinstance(value, CallBase):
        callee = value.called_function
        name = callee.name if callee is not None else ""
        if name.startswith(("llvm.umin.", "llvm.umax.")) and value.num_args == 2:
            ra, rb = of(value.arg(0)), of(value.arg(1))
            if name.startswith("llvm.umin."):
                return min(ra[0], rb[0]), min(ra[1], rb[1])
            return max(ra[0], rb[0]), max(ra[1], rb[1])
    return full


def _union(a: Range, b: Range) -> Range:
    return min(a[0], b[0]), max(a[1], b[1])
