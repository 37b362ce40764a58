"""Blends of masked loads, in a form LLVM 22's InstCombine cannot miscompile.

A divergent ``if (c) { old = a[i]; a[i] = x; }`` becomes, once linearised and
packetised, ``%old = masked.load(a + i, %c, poison)``, a masked store to the
same address, and at the join ``select %c, %old, %other``.  LLVM 22's
InstCombine folds ``select(c, masked.load(p, c, pt), fv)`` into
``masked.load(p, c, fv)`` but builds the new load at the *select*, after the
store, so it reads the value just written (llvm/llvm-project#215453, fixed in
LLVM 23 by building it at the load; the 22.x backport failed, and llvmlite
ships 22).

So the vectoriser does the fold itself where it is sound (the select's other
value is available at the load: it becomes the load's pass-through, which
also saves the blend), and otherwise hides the load from the pattern behind a
``freeze`` when something may write memory between the load and the select.
A ``freeze`` of a masked load's result is free in code generation.
"""

from __future__ import annotations

from ncpu_opt.analysis.dominators import DominatorTree
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.instructions import CallBase, Instruction
from ncpu_opt.ir.module import Function
from ncpu_opt.ir.values import Value
from ncpu_opt.vecz.hoist_loads import may_write

#: ``llvm.masked.load``'s operands (LLVM 22: the alignment is an attribute of the pointer).
_MASK, _PASS_THROUGH = 1, 2


def _is_masked_load(value: Value) -> bool:
    if not isinstance(value, CallBase):
        return False
    callee = value.called_function
    return callee is not None and callee.name.startswith("llvm.masked.load.")


def _writes_between(first: Instruction, last: Instruction) -> bool:
    """Whether memory may be written after ``first`` and before ``last`` (conservative: True
    unless both are in one block with no writing instruction between them)."""
    block = first.parent
    if block is None or last.parent is not block:
        return True
    instructions = block.instructions
    start, end = instructions.index(first), instructions.index(last)
    return start > end or any(may_write(inst) for inst in instructions[start + 1 : end])


def protect_masked_load_blends(fn: Function) -> int:
    """Fold or guard every select of a masked load in ``fn``; the number of selects changed."""
    selects = [
        inst for inst in fn.instructions()
        if inst.opcode == "select" and any(_is_masked_load(op) for op in inst.operands[1:])
    ]
    if not selects:
        return 0
    domtree = DominatorTree(fn)
    frozen: dict[Instruction, Instruction] = {}
    for select in selects:
        cond, true_value, false_value = select.operands
        if (
            isinstance(true_value, CallBase)
            and _is_masked_load(true_value)
            and true_value.arg(_MASK) is cond
            and true_value.num_uses == 1
            and (not isinstance(false_value, Instruction) or domtree.dominates(false_value, true_value))
        ):
            # Lanes off the mask read the pass-through: exactly the select's other value.
            true_value.set_arg(_PASS_THROUGH, false_value)
            select.replace_all_uses_with(true_value)
            select.erase_from_parent()
            continue
        for index in (1, 2):
            load = select.operand(index)
            if not isinstance(load, Instruction) or not _is_masked_load(load) or not _writes_between(load, select):
                continue
            if load not in frozen:
                block = load.parent
                assert block is not None
                builder = Builder().position_before(block.instructions[block.instructions.index(load) + 1])
                frozen[load] = builder.freeze(load, f"{load.name}.frozen" if load.name else "")
            select.set_operand(index, frozen[load])
    return len(selects)
