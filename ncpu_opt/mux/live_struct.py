"""The live-variable struct of a kernel split at barriers: ``%<fn>_live_mem_info``.

One instance per work-item holds the values that cross barriers and the
stack objects (allocas) that must survive between regions.  Members are laid
out by decreasing alignment (so little padding is needed) with explicit
``[k x i8]`` padding wherever an over-aligned alloca needs it and at the end,
so that the struct's size is a multiple of its alignment and the instances
of an array stay aligned.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.instructions import AllocaInst, Instruction
from ncpu_opt.ir.module import Module
from ncpu_opt.ir.types import I8, I32, ArrayType, StructType, Type
from ncpu_opt.ir.values import ConstantInt, Value, const_int

STRUCT_SUFFIX = "_live_mem_info"


@dataclass(frozen=True)
class Member:
    """Where one live value (or alloca) lives in the struct."""

    value: Value
    type: Type
    index: int
    offset: int
    align: int

    @property
    def is_memory(self) -> bool:
        """An alloca: the member *is* the object; its address replaces the alloca."""
        return isinstance(self.value, AllocaInst)


def _alloca_type(alloca: AllocaInst) -> Type:
    count = alloca.count
    if count is None or (isinstance(count, ConstantInt) and count.value == 1):
        return alloca.allocated_type
    assert isinstance(count, ConstantInt), "dynamic allocas are rejected before layout"
    return ArrayType(count.value, alloca.allocated_type)


class LiveStruct:
    """The layout of ``%<fn>_live_mem_info`` and address helpers."""

    def __init__(self, module: Module, fn_name: str, values: Sequence[Value], dl: DataLayout) -> None:
        items: list[tuple[Value, Type, int]] = []
        for value in values:
            if isinstance(value, AllocaInst):
                t = _alloca_type(value)
                align = max(value.align or 1, dl.abi_align(t))
            else:
                t = value.type
                align = dl.abi_align(t)
            items.append((value, t, align))
        # Stable: equal alignments keep definition order.
        items.sort(key=lambda item: -item[2])
        elements: list[Type] = []
        self.members: dict[Value, Member] = {}
        offset = 0
        max_align = 1
        for value, t, align in items:
            if offset % align:
                pad = align - offset % align
                elements.append(ArrayType(pad, I8))
                offset += pad
            self.members[value] = Member(value, t, len(elements), offset, align)
            elements.append(t)
            offset += dl.alloc_size(t)
            max_align = max(max_align, align)
        if offset % max_align:
            pad = max_align - offset % max_align
            elements.append(ArrayType(pad, I8))
            offset += pad
        name = fn_name + STRUCT_SUFFIX
        n = 0
        while name in module.struct_types:
            n += 1
            name = f"{fn_name}{STRUCT_SUFFIX}.{n}"
        self.type = StructType(elements, name=name)
        module.struct_types[name] = self.type
        self.size = max(offset, dl.alloc_size(self.type))
        self.align = max(max_align, dl.abi_align(self.type))

    def __contains__(self, value: object) -> bool:
        return value in self.members

    def member(self, value: Value) -> Member:
        return self.members[value]

    def address(self, builder: Builder, base: Value, value: Value) -> Instruction:
        """The address of ``value``'s member in the instance at ``base``."""
        member = self.members[value]
        name = "live_gep_" + value.name if value.name else ""
        return builder.gep(
            self.type, base, [const_int(I32, 0), const_int(I32, member.index)], name, ["inbounds"]
        )

    def element(self, builder: Builder, base: Value, index: Value, name: str = "") -> Instruction:
        """The instance for work-item ``index`` of the array at ``base``."""
        return builder.gep(self.type, base, [index], name, ["inbounds"])

    def load(self, builder: Builder, base: Value, value: Value, suffix: str = ".reload") -> Instruction:
        member = self.members[value]
        address = self.address(builder, base, value)
        return builder.load(member.type, address, member.align, value.name + suffix if value.name else "")

    def store(self, builder: Builder, base: Value, value: Value, new: Value | None = None) -> Instruction:
        """Store ``new`` (default ``value`` itself) into ``value``'s member."""
        member = self.members[value]
        address = self.address(builder, base, value)
        return builder.store(value if new is None else new, address, member.align)
