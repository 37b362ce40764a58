"""Turning the constant expressions that use a value into instructions.

A pass that replaces a global by something computed at run time (a pointer
into a per-work-group struct) cannot leave ``getelementptr (... @g ...)`` or
``addrspacecast (ptr addrspace(3) @g to ptr)`` behind: each instruction that
uses such an expression gets its own instruction copy of it, inserted just
before (for a phi, at the end of the incoming block).
"""

from __future__ import annotations

from ncpu_opt.errors import NotSupportedError
from ncpu_opt.ir.instructions import (
    BINARY_OPCODES,
    BinaryOperator,
    CastInst,
    GetElementPtrInst,
    Instruction,
    PhiInst,
)
from ncpu_opt.ir.metadata import ValueAsMetadata
from ncpu_opt.ir.values import ConstantExpr, Undef, Use, Value


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


def expand_constant_users(value: Value) -> None:
    """Make every use of ``value`` through constant expressions a use by instructions.

    The constant expressions that used ``value`` are then dropped: metadata that
    named them (debug values) gets ``undef``, as LLVM does for a deleted value.
    """
    for use in value.uses:
        expr = use.user
        if not isinstance(expr, ConstantExpr):
            continue
        expand_constant_users(expr)  # outer expressions first: they become instructions using expr
        for expr_use in expr.uses:
            user = expr_use.user
            if isinstance(user, ValueAsMetadata):
                user.set_operand(expr_use.index, Undef(expr.type))
                continue
            if not isinstance(user, Instruction):
                raise NotSupportedError(f"{value.ref()} used in a constant that is not an instruction operand")
            at = insertion_point(expr_use)
            inst = as_instruction(expr)
            block = at.parent
            assert block is not None
            block.insert(block.instructions.index(at), inst)
            user.set_operand(expr_use.index, inst)
        expr.drop_operands()
