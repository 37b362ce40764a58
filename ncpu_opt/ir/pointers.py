"""Looking through pointer casts to the pointer underneath (LLVM's ``stripPointerCasts`` and
``getUnderlyingObject``), for instructions and constant expressions alike."""

from __future__ import annotations

from ncpu_opt.ir.instructions import Instruction
from ncpu_opt.ir.values import ConstantExpr, ConstantInt, Value

#: Casts that keep the address (the pointer's bits, up to its address space).
POINTER_CASTS = ("addrspacecast", "bitcast")

#: A bound on the chain followed: IR from a front end never nests this deep, and a bound
#: keeps a malformed (cyclic) chain in unreachable code from hanging the walk.
_MAX_DEPTH = 64


def _is_zero_gep(v: Instruction | ConstantExpr) -> bool:
    return all(isinstance(i, ConstantInt) and i.value == 0 for i in v.operands[1:])


def _strip(v: Value, any_offset: bool) -> Value:
    for _ in range(_MAX_DEPTH):
        if not isinstance(v, (Instruction, ConstantExpr)):
            return v
        if v.opcode in POINTER_CASTS:
            v = v.operand(0)
        elif v.opcode == "getelementptr" and (any_offset or _is_zero_gep(v)):
            v = v.operand(0)
        else:
            return v
    return v


def strip_pointer_casts(v: Value) -> Value:
    """*v* through ``bitcast``/``addrspacecast`` and all-zero GEPs: the same address (LLVM's
    ``stripPointerCasts``)."""
    return _strip(v, any_offset=False)


def underlying_object(v: Value) -> Value:
    """*v* through pointer casts and every GEP, whatever its indices: the object *v* points into
    (an alloca, a global, an argument, ...), as LLVM's ``getUnderlyingObject`` without its look
    through phis and selects."""
    return _strip(v, any_offset=True)
