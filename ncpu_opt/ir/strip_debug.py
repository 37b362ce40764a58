"""Remove all debug info from a module, as LLVM's ``StripDebugInfo`` does.

Used when a module's debug info is invalid (LLVM's verifier rejects it) but
the code is fine: without its debug info the module still compiles, as it
would have without ``-g``.  What goes, following LLVM:

* named metadata ``llvm.dbg.*`` (the compile units) and ``llvm.gcov``;
* the ``!dbg`` attachments of functions and global variables;
* instructions' ``!dbg`` locations, ``!heapallocsite`` and ``!DIAssignID``,
  their debug records, and calls of the ``llvm.dbg.*`` intrinsics;
* ``DILocation`` operands of ``!llvm.loop`` nodes (the node itself when it
  held nothing else).

Module flags (``Debug Info Version``, ``Dwarf Version``) stay, as in LLVM.
"""

from __future__ import annotations

from ncpu_opt.ir.instructions import CallBase, Instruction
from ncpu_opt.ir.metadata import (
    DebugRecord,
    MDNode,
    Metadata,
    SpecializedMDNode,
    iter_metadata_values,
)
from ncpu_opt.ir.module import Module

#: Instruction attachments that are or point into debug info (besides ``!dbg``).
DEBUG_ATTACHMENTS = ("dbg", "heapallocsite", "DIAssignID")
LOOP_ATTACHMENT = "llvm.loop"


def strip_debug_info(module: Module) -> bool:
    """Remove *module*'s debug info in place; True if there was any."""
    changed = False
    for name in list(module.named_metadata):
        if name.startswith("llvm.dbg.") or name == "llvm.gcov":
            del module.named_metadata[name]
            changed = True
    for gv in module.globals:
        if "dbg" in gv.metadata:
            gv.metadata.erase("dbg")
            changed = True
    for fn in module.functions:
        if "dbg" in fn.metadata:
            fn.metadata.erase("dbg")
            changed = True
        if fn.is_declaration:
            continue
        for block in fn.blocks:
            for inst in list(block.instructions):
                changed |= _strip_instruction(inst)
    return changed


def _strip_instruction(inst: Instruction) -> bool:
    if _is_debug_intrinsic_call(inst):
        inst.erase_from_parent()
        return True
    changed = False
    for kind in DEBUG_ATTACHMENTS:
        if inst.metadata.pop(kind, None) is not None:
            changed = True
    if inst.debug_records:
        for record in inst.debug_records:
            _drop_value_uses(record)
        inst.debug_records = []
        changed = True
    loop = inst.metadata.get(LOOP_ATTACHMENT)
    if isinstance(loop, MDNode) and not isinstance(loop, SpecializedMDNode):
        kept = _strip_loop_id(loop)
        if kept is None:
            del inst.metadata[LOOP_ATTACHMENT]
            changed = True
        elif kept is not loop:
            inst.metadata[LOOP_ATTACHMENT] = kept
            changed = True
    return changed


def _is_debug_intrinsic_call(inst: Instruction) -> bool:
    if not isinstance(inst, CallBase):
        return False
    callee = inst.called_function
    return callee is not None and callee.name.startswith("llvm.dbg.")


def _drop_value_uses(record: DebugRecord) -> None:
    """The record's values no longer list it among their users."""
    for operand in record.operands:
        for wrapped in iter_metadata_values(operand):
            wrapped.drop_operands()


def _strip_loop_id(loop: MDNode) -> MDNode | None:
    """A loop ID without debug locations: *loop* itself if it has none, None if nothing else is left."""
    properties = [op for op in loop.operands[1:] if op is not loop]
    kept = [op for op in properties if not _reaches_location(op, set())]
    if len(kept) == len(properties):
        return loop
    if not kept:
        return None
    stripped = MDNode([], distinct=True)
    stripped.operands = [stripped, *kept]
    return stripped


def _reaches_location(md: Metadata | None, seen: set[int]) -> bool:
    if md is None or id(md) in seen:
        return False
    seen.add(id(md))
    if isinstance(md, SpecializedMDNode):
        return md.kind == "DILocation"
    if isinstance(md, MDNode):
        return any(_reaches_location(child, seen) for child in md.children())
    return False
