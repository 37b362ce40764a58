"""Range guards: ``if (get_global_id(d) >= n) return;`` at the top of a kernel.

Most kernels start by dropping the work-items past the end of their data.
Inside a work-item loop that check becomes a per-lane predicate, and LLVM
vectorises it with masked loads and stores (slow on many x86 cores).  When the
check is a plain unsigned range test of a global id against a value computed
from the kernel's arguments, and the skipped path does nothing, the
work-item loop can stop at the bound instead, and the kernel it calls can
drop the check: the work-items it would have skipped are never run.

A guard is recognised in the entry block's conditional branch when:

- the instructions before the branch have no side effects (mux getters,
  arithmetic, comparisons, casts);
- one successor is a block holding only ``ret void``;
- the condition that leads to the body is ``G_d < B_d`` for one or more
  dimensions (``icmp ult``; a disjunction of ``G_d >= B_d`` for the exit, in
  LLVM's ``or``/``select`` forms), with ``G_d`` a direct
  ``__mux_get_global_id(i32 d)`` call and ``B_d`` a constant, a kernel
  argument, or an integer cast of one.
"""

from __future__ import annotations

from dataclasses import dataclass

from ncpu_opt.ir.instructions import (
    BranchInst,
    CallBase,
    CastInst,
    CmpInst,
    Instruction,
    SelectInst,
)
from ncpu_opt.ir.module import BasicBlock, Function
from ncpu_opt.ir.values import Argument, Constant, ConstantInt, Value
from ncpu_opt.mux import builtins as mux

GLOBAL_ID = mux.builtin_name("get_global_id")
_PURE_OPCODES = frozenset(
    ("icmp", "select", "zext", "sext", "trunc", "add", "sub", "mul", "and", "or", "xor", "shl", "lshr")
)


@dataclass
class RangeGuard:
    """The kernel's guard: dimension -> bound, and the branch that tests it."""

    bounds: dict[int, Value]
    branch: BranchInst
    body_on_true: bool


def _is_return_only(block: BasicBlock) -> bool:
    return len(block.instructions) == 1 and block.instructions[0].opcode == "ret" and not block.instructions[0].operands


def _global_id_dim(value: Value) -> int | None:
    if isinstance(value, CallBase):
        callee = value.called_function
        dim = value.arg(0) if value.num_args == 1 else None
        if callee is not None and callee.name == GLOBAL_ID and isinstance(dim, ConstantInt) and 0 <= dim.value < 3:
            return dim.value
    return None


def _is_uniform_bound(value: Value) -> bool:
    if isinstance(value, (Argument, Constant)):
        return True
    return isinstance(value, CastInst) and value.opcode in ("zext", "sext", "trunc") and isinstance(
        value.operand(0), (Argument, Constant)
    )


def _terms(cond: Value, joiner: str) -> list[Value]:
    """Split ``a or b`` (``joiner`` "or") / ``a and b`` ("and") in LLVM's two spellings."""
    if isinstance(cond, Instruction) and cond.opcode == joiner:
        return _terms(cond.operand(0), joiner) + _terms(cond.operand(1), joiner)
    if isinstance(cond, SelectInst):
        a, b, c = cond.operands
        if joiner == "or" and isinstance(b, ConstantInt) and b.value & 1:
            return _terms(a, joiner) + _terms(c, joiner)
        if joiner == "and" and isinstance(c, ConstantInt) and not c.value & 1:
            return _terms(a, joiner) + _terms(b, joiner)
    return [cond]


def _range_term(term: Value, in_range: bool) -> tuple[int, Value] | None:
    """``(d, B)`` if ``term`` says ``G_d < B`` (``in_range``) or ``G_d >= B`` (not ``in_range``)."""
    if not isinstance(term, CmpInst) or term.opcode != "icmp":
        return None
    a, b = term.operands
    predicate = term.predicate
    if _global_id_dim(b) is not None:  # B op G: swap to G op' B
        a, b = b, a
        predicate = {"ult": "ugt", "ugt": "ult", "ule": "uge", "uge": "ule"}.get(predicate, "")
    dim = _global_id_dim(a)
    if dim is None or not _is_uniform_bound(b) or b.type != a.type:
        return None
    if predicate == ("ult" if in_range else "uge"):
        return dim, b
    return None


def find_range_guard(kernel: Function) -> RangeGuard | None:
    if not kernel.blocks:
        return None
    entry = kernel.blocks[0]
    branch = entry.terminator
    if not isinstance(branch, BranchInst) or not branch.is_conditional:
        return None
    for inst in entry.instructions[:-1]:
        if isinstance(inst, CallBase):
            callee = inst.called_function
            if callee is None or not (callee.name.startswith(mux.PREFIX) and "get_" in callee.name):
                return None
        elif inst.opcode not in _PURE_OPCODES:
            return None
    cond, if_true, if_false = branch.operands
    assert isinstance(if_true, BasicBlock) and isinstance(if_false, BasicBlock)
    if _is_return_only(if_false) and not _is_return_only(if_true):
        body_on_true, joiner = True, "and"
    elif _is_return_only(if_true) and not _is_return_only(if_false):
        body_on_true, joiner = False, "or"
    else:
        return None
    bounds: dict[int, Value] = {}
    for term in _terms(cond, joiner):
        found = _range_term(term, in_range=body_on_true)
        if found is None or found[0] in bounds:
            return None
        bounds[found[0]] = found[1]
    return RangeGuard(bounds, branch, body_on_true)
