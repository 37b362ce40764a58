"""Turning the constant expressions that use a value into instructions.

A pass that replaces a global by something computed at run time (a pointer
into a per-work-group struct) cannot leave ``getelementptr (... @g ...)`` or
``addrspacecast (ptr addrspace(3) @g to ptr)`` behind: each instruction that
uses such an expression gets its own instruction copy of it, inserted just
before (for a phi, at the end of the incoming block).  An aggregate constant
holding such an expression (``[2 x i64] [i64 ptrtoint (...), i64 poison]``)
is rebuilt element by element from ``poison``: ``insertvalue`` for arrays and
structs, ``insertelement`` for vectors, as OCK's
replaceConstantExpressionWithInstruction does; a ``splat`` (the vectoriser's
``select`` of a ``__local`` variable or null per lane) by insert and shuffle.
"""

from __future__ import annotations

from ncpu_opt.errors import NotSupportedError
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.instructions import (
    BINARY_OPCODES,
    BinaryOperator,
    CastInst,
    GetElementPtrInst,
    Instruction,
    PhiInst,
)
from ncpu_opt.ir.metadata import ValueAsMetadata
from ncpu_opt.ir.types import I32, VectorType
from ncpu_opt.ir.values import (
    ConstantAggregate,
    ConstantExpr,
    ConstantSplat,
    Poison,
    Undef,
    Use,
    Value,
    const_int,
)


def insertion_point(use: Use) -> Instruction:
    """Where to compute an operand of ``use.user`` (an instruction): before it, or before a phi's incoming edge."""
    inst = use.user
    assert isinstance(inst, Instruction)
    if isinstance(inst, PhiInst):
        block = inst.operand(use.index + 1)
        terminator = getattr(block, "terminator", None)
        if terminator is None:
            raise NotSupportedError("a phi whose incoming block has no terminator")
        return terminator
    return inst


def as_instruction(expr: ConstantExpr) -> Instruction:
    """A new instruction (not inserted) computing ``expr``."""
    ops = expr.operands
    if expr.opcode in ConstantExpr.CASTS:
        return CastInst(expr.opcode, ops[0], expr.type)
    if expr.opcode == "getelementptr":
        assert expr.source_type is not None
        flags = [f for f in expr.flags if not f.startswith("inrange")]
        return GetElementPtrInst(expr.source_type, ops[0], ops[1:], expr.type, "", flags)
    if expr.opcode in BINARY_OPCODES:
        return BinaryOperator(expr.opcode, ops[0], ops[1], "", expr.flags)
    raise NotSupportedError(f"constant expression '{expr.opcode}' using a value that must become an instruction")


def build_aggregate(constant: ConstantAggregate, b: Builder) -> Value:
    """Instructions at ``b`` computing ``constant`` from ``poison``, one element at a time."""
    result: Value = Poison(constant.type)
    for i, element in enumerate(constant.elements):
        if isinstance(constant.type, VectorType):
            result = b.insert_element(result, element, const_int(I32, i))
        else:
            result = b.insert_value(result, element, [i])
    return result


def expand_constant_users(value: Value) -> None:
    """Make every use of ``value`` through constants (expressions, aggregates) a use by instructions.

    The constants that used ``value`` are then dropped: metadata that named
    them (debug values) gets ``undef``, as LLVM does for a deleted value.
    """
    for use in value.uses:
        constant = use.user
        if not isinstance(constant, (ConstantExpr, ConstantAggregate, ConstantSplat)):
            continue
        expand_constant_users(constant)  # outer constants first: they become instructions using this one
        for constant_use in constant.uses:
            user = constant_use.user
            if isinstance(user, ValueAsMetadata):
                user.set_operand(constant_use.index, Undef(constant.type))
                continue
            if not isinstance(user, Instruction):
                raise NotSupportedError(f"{value.ref()} used in a constant that is not an instruction operand")
            b = Builder().position_before(insertion_point(constant_use))
            new: Value
            if isinstance(constant, ConstantExpr):
                new = b.insert(as_instruction(constant))
            elif isinstance(constant, ConstantSplat):
                vt = constant.type
                assert isinstance(vt, VectorType)
                new = b.vector_splat(constant.operand(0), vt.count, scalable=vt.scalable)
            else:
                new = build_aggregate(constant, b)
            user.set_operand(constant_use.index, new)
        constant.drop_operands()
