"""Cloning functions and sets of blocks with value remapping (LLVM's CloneFunctionInto)."""

from __future__ import annotations

from collections.abc import Sequence

from ncpu_opt.ir.functions import new_function_like
from ncpu_opt.ir.instructions import Instruction
from ncpu_opt.ir.metadata import Metadata, SpecializedMDNode, ValueAsMetadata
from ncpu_opt.ir.module import BasicBlock, Function, Module
from ncpu_opt.ir.values import Value

ValueMap = dict[Value, Value]


def _remap_md(md: Metadata | None, vmap: ValueMap) -> Metadata | None:
    if isinstance(md, ValueAsMetadata):
        mapped = vmap.get(md.value)
        if mapped is not None:
            md.set_operand(0, mapped)
    elif isinstance(md, SpecializedMDNode) and md.is_inline:
        for _, field in md.fields:
            if isinstance(field, Metadata):
                _remap_md(field, vmap)
    return md


def remap_instruction(inst: Instruction, vmap: ValueMap) -> None:
    """Point the operands (and debug-record values) of ``inst`` at their mapped values."""
    for index, operand in enumerate(inst.operands):
        mapped = vmap.get(operand)
        if mapped is not None:
            inst.set_operand(index, mapped)
    for record in inst.debug_records:
        for md in record.operands:
            _remap_md(md, vmap)


def clone_blocks(
    blocks: Sequence[BasicBlock], into: Function, vmap: ValueMap, suffix: str = ""
) -> list[BasicBlock]:
    """Clone ``blocks`` to the end of ``into``; ``vmap`` gains old -> new for blocks and values.

    Operands that refer to values outside ``blocks`` keep pointing at whatever
    ``vmap`` maps them to (or at the original value if it is not mapped).
    """
    new_blocks = []
    for block in blocks:
        new_block = BasicBlock(block.name + suffix if block.name else "", into)
        into.blocks.append(new_block)
        vmap[block] = new_block
        new_blocks.append(new_block)
    cloned: list[Instruction] = []
    for block, new_block in zip(blocks, new_blocks, strict=True):
        for inst in block.instructions:
            copy = inst.clone()
            if copy.name:
                copy.name += suffix
            new_block.append(copy)
            vmap[inst] = copy
            cloned.append(copy)
    for copy in cloned:
        remap_instruction(copy, vmap)
    return new_blocks


def clone_function(fn: Function, name: str, module: Module | None = None, vmap: ValueMap | None = None) -> Function:
    """A copy of ``fn`` named ``name`` (added to ``module`` right after ``fn``, or last if ``fn`` is not in it)."""
    vmap = {} if vmap is None else vmap
    in_module = module is not None and fn in module.functions
    new = new_function_like(fn, name, module=module, after=fn if in_module else None)
    for old_arg, new_arg in zip(fn.args, new.args, strict=True):
        vmap[old_arg] = new_arg
    clone_blocks(fn.blocks, new, vmap)
    if fn.personality is not None:
        new.personality = fn.personality
    return new
