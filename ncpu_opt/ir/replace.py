"""Replacing an instruction without losing its debug information.

A pass that rewrites a call into inline code must leave the debugger where it
was: the replacement stands for the old instruction, so it takes the old one's
``!dbg`` location and the debug records attached to it (LLVM 19+
``#dbg_value``/``#dbg_declare``, printed just before the instruction they are
attached to).  Erasing an instruction on its own must not drop its records
either: as in LLVM, they move to the instruction after it.
"""

from __future__ import annotations

from ncpu_opt.ir.instructions import Instruction
from ncpu_opt.ir.values import Value


def replace_instruction(old: Instruction, new: Value) -> None:
    """Give *old*'s uses, ``!dbg`` and debug records to *new*, then erase *old*.

    *new* keeps a ``!dbg`` of its own if it has one.  The records go to *new*
    when it is an instruction of *old*'s block (typically built just before
    *old*); otherwise, say for a constant or a value defined elsewhere, they
    stay where they were, on the instruction after *old*.
    """
    if new is old:
        return
    old.replace_all_uses_with(new)
    if isinstance(new, Instruction):
        dbg = old.metadata.get("dbg")
        if dbg is not None:
            new.metadata.setdefault("dbg", dbg)
        if old.debug_records and new.parent is not None and new.parent is old.parent:
            new.debug_records = old.debug_records + new.debug_records
            old.debug_records = []
    erase_instruction(old)


def erase_instruction(old: Instruction) -> None:
    """Erase *old* (it must have no uses); its debug records move to the next instruction."""
    block = old.parent
    if old.debug_records and block is not None:
        index = block.instructions.index(old) + 1
        # A block ends in a terminator, which has no instruction after it to
        # hold records; records there describe nothing that runs afterwards.
        if index < len(block.instructions):
            following = block.instructions[index]
            following.debug_records = old.debug_records + following.debug_records
        old.debug_records = []
    old.erase_from_parent()
