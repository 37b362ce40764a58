"""Printable names of local values, for analysis dumps and error messages.

Unnamed values print as ``%N`` where N follows LLVM's slot numbering:
unnamed arguments first, then per block the block label (if unnamed) and its
unnamed non-void instructions, in function order.
"""

from __future__ import annotations

from ncpu_opt.ir.instructions import Instruction
from ncpu_opt.ir.module import BasicBlock, Function
from ncpu_opt.ir.names import format_local_name
from ncpu_opt.ir.values import Argument, Value


class SlotNames:
    """Labels of a function's arguments, blocks and instructions."""

    def __init__(self, fn: Function) -> None:
        self._slots: dict[Value, int] = {}
        next_slot = 0
        for arg in fn.args:
            if not arg.name:
                self._slots[arg] = next_slot
                next_slot += 1
        for block in fn.blocks:
            if not block.name:
                self._slots[block] = next_slot
                next_slot += 1
            for inst in block.instructions:
                if not inst.name and not inst.type.is_void:
                    self._slots[inst] = next_slot
                    next_slot += 1

    def label(self, value: Value) -> str:
        """``%name``, ``%N`` for a numbered value, or the operand spelling otherwise."""
        if value.name and isinstance(value, (Argument, BasicBlock, Instruction)):
            return format_local_name(value.name)
        slot = self._slots.get(value)
        if slot is not None:
            return f"%{slot}"
        if isinstance(value, (Argument, BasicBlock, Instruction)):
            # Detached or added after numbering: say so rather than guess.
            return "%<unnumbered>"
        return value.ref()

