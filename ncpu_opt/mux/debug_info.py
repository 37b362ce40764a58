"""work-item-loops' debug mode (the spec's IsDebug): variables found through the live struct.

After the split, a source variable declared on an alloca lives in the
current work-item's live struct, whose address changes with every region
call.  The wrapper keeps that address in a stack slot (``%live_variables_dbg``,
stored before each region call), and each such variable is declared once in
the wrapper at ``*slot + offset``: ``#dbg_declare(ptr %live_variables_dbg,
!var, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, <offset>, ...))``.  A
debugger stopped anywhere in the work-group then reads the right
work-item's values, before and after barriers.

The kernel's ``DISubprogram`` moves to the wrapper (a subprogram describes
one function, and the variables' scopes are in it); the kernel and the
region functions keep their instructions' locations and have none.  Calls in
the wrapper get a location at the kernel's first line, since LLVM wants
every inlinable call in a function with debug info to have one.
"""

from __future__ import annotations

from collections.abc import Iterable

from ncpu_opt.ir.instructions import AllocaInst, CallBase
from ncpu_opt.ir.metadata import DebugRecord, Metadata, SpecializedMDNode, ValueAsMetadata
from ncpu_opt.ir.module import Function
from ncpu_opt.mux.live_struct import LiveStruct

DEBUG_SLOT = "live_variables_dbg"


def _declares(fn: Function) -> Iterable[tuple[AllocaInst, DebugRecord]]:
    for inst in fn.instructions():
        for record in inst.debug_records:
            target = record.operands[0] if record.operands else None
            if record.kind == "declare" and isinstance(target, ValueAsMetadata) and isinstance(target.value, AllocaInst):
                yield target.value, record


def _expression(offset: int, original: Metadata | None) -> SpecializedMDNode:
    fields: list[tuple[str | None, Metadata | str | None]] = [
        (None, "DW_OP_deref"),
        (None, "DW_OP_plus_uconst"),
        (None, str(offset)),
    ]
    if isinstance(original, SpecializedMDNode) and original.kind == "DIExpression":
        fields += list(original.fields)
    return SpecializedMDNode("DIExpression", fields)


def add_debug_info(
    kernel: Function,
    wrapper: Function,
    slot: AllocaInst,
    struct: LiveStruct,
    scratch: Function,
    regions: Iterable[Function],
) -> None:
    """Describe ``scratch``'s alloca variables through ``slot`` in ``wrapper`` (see the module doc)."""
    subprogram = kernel.metadata.get("dbg")
    if not isinstance(subprogram, SpecializedMDNode) or subprogram.kind != "DISubprogram":
        return  # no debug info to keep correct
    kernel.metadata.erase("dbg")
    wrapper.metadata["dbg"] = subprogram
    line = subprogram.get("scopeLine") or subprogram.get("line") or "0"
    location = SpecializedMDNode("DILocation", [("line", str(line)), ("column", "0"), ("scope", subprogram)])
    for inst in wrapper.instructions():
        if isinstance(inst, CallBase) and "dbg" not in inst.metadata:
            inst.metadata["dbg"] = location

    described: set[Metadata] = set()
    records: list[DebugRecord] = []
    for alloca, record in _declares(scratch):
        if alloca not in struct or len(record.operands) < 4:
            continue
        variable, expression, loc = record.operands[1], record.operands[2], record.operands[3]
        if variable is None or variable in described:
            continue
        described.add(variable)
        offset = struct.member(alloca).offset
        records.append(DebugRecord("declare", [ValueAsMetadata(slot), variable, _expression(offset, expression), loc]))
    # Declared right after the slot's alloca, so they hold in the whole wrapper.
    block = slot.parent
    assert block is not None
    after = block.instructions[block.instructions.index(slot) + 1]
    after.debug_records = records + after.debug_records
    # The regions' own declarations of these variables would now contradict them.
    for fn in regions:
        for inst in fn.instructions():
            inst.debug_records = [
                r for r in inst.debug_records
                if not (r.kind == "declare" and len(r.operands) > 1 and r.operands[1] in described)
            ]
