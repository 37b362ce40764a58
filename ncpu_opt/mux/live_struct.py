"""The live-variable struct of a kernel split at barriers: ``%<fn>_live_mem_info``.

One instance per work-item holds the values that cross barriers and the
stack objects (allocas) that must survive between regions.  Members are laid
out by decreasing alignment (so little padding is needed) with explicit
``[k x i8]`` padding wherever an over-aligned alloca needs it and at the end,
so that the struct's size is a multiple of its alignment and the instances
of an array stay aligned.

Scalable vectors (``<vscale x N x T>``, from ``run-vecz<scalable>``) have a
size only known at run time.  As the spec says, they go into a flexible
``[0 x i8]`` member at the end: each at its offset for vscale = 1 times
``llvm.vscale``, its address a byte GEP.  The instances are then ``fixed +
vscale * scalable`` bytes each, so the array is a byte buffer and the
instance ``i`` starts at ``i`` times that size (:meth:`LiveStruct.element`,
:meth:`LiveStruct.allocate`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ncpu_opt.ir.builder import Builder, call_vscale
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.instructions import AllocaInst, Instruction
from ncpu_opt.ir.module import Module
from ncpu_opt.ir.types import I8, I32, I64, ArrayType, StructType, Type, VectorType
from ncpu_opt.ir.values import ConstantInt, Value, const_int

STRUCT_SUFFIX = "_live_mem_info"
#: The struct of the values the whole work-group shares (see ncpu_opt.mux.region_functions).
UNIFORM_STRUCT_SUFFIX = "_uniform_mem_info"


@dataclass(frozen=True)
class Member:
    """Where one live value (or alloca) lives in the struct."""

    value: Value
    type: Type
    index: int
    offset: int
    align: int
    #: In the flexible tail: the byte offset is ``offset * vscale`` from the tail's start.
    scalable: bool = False

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


def _is_scalable(t: Type) -> bool:
    return isinstance(t, VectorType) and t.scalable


def _as_i64(builder: Builder, value: Value) -> Value:
    return value if value.type == I64 else builder.cast("zext", value, I64)


def _at_vscale_one(t: Type) -> Type:
    """A scalable vector's layout when vscale is 1."""
    assert isinstance(t, VectorType)
    return VectorType(t.count, t.element)


class LiveStruct:
    """The layout of ``%<fn>_live_mem_info`` and address helpers."""

    def __init__(
        self, module: Module, fn_name: str, values: Sequence[Value], dl: DataLayout, suffix: str = STRUCT_SUFFIX
    ) -> None:
        items: list[tuple[Value, Type, int]] = []
        for value in values:
            if isinstance(value, AllocaInst):
                t = _alloca_type(value)
                align = max(value.align or 1, dl.abi_align(t))
            else:
                t = value.type
                align = dl.abi_align(_at_vscale_one(t) if _is_scalable(t) else t)
            items.append((value, t, align))
        # Stable: equal alignments keep definition order.
        items.sort(key=lambda item: -item[2])
        scalable = [item for item in items if _is_scalable(item[1])]
        items = [item for item in items if not _is_scalable(item[1])]
        self.module = module
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
        # The tail: offsets and size at vscale = 1, all scaled by vscale at run time.
        self.tail_offset = 0
        self.scalable_size = 0
        if scalable:
            tail_align = max(item[2] for item in scalable)
            max_align = max(max_align, tail_align)
            offset = -(-offset // tail_align) * tail_align
            self.tail_offset = offset
            tail = 0
            for value, t, align in scalable:  # by decreasing alignment: no padding
                self.members[value] = Member(value, t, len(elements), tail, align, scalable=True)
                tail += dl.alloc_size(_at_vscale_one(t))
            self.scalable_size = -(-tail // max_align) * max_align
            elements.append(ArrayType(0, I8))
        if offset % max_align:
            pad = max_align - offset % max_align
            elements.append(ArrayType(pad, I8))
            offset += pad
        name = fn_name + suffix
        n = 0
        while name in module.struct_types:
            n += 1
            name = f"{fn_name}{suffix}.{n}"
        self.type = StructType(elements, name=name)
        module.struct_types[name] = self.type
        self.size = max(offset, dl.alloc_size(self.type))
        self.align = max(max_align, dl.abi_align(self.type))

    @property
    def is_scalable(self) -> bool:
        """Whether an instance's size depends on vscale."""
        return self.scalable_size > 0

    def instance_size(self, builder: Builder) -> Value:
        """Bytes from one instance to the next: ``size + vscale * scalable_size``."""
        size: Value = const_int(I64, self.size)
        if self.is_scalable:
            scaled = builder.mul(call_vscale(builder, self.module, I64), const_int(I64, self.scalable_size), "live_scalable_size")
            size = builder.add(size, scaled, "live_size") if self.size else scaled
        return size

    def allocate(self, builder: Builder, count: Value, name: str) -> Instruction:
        """Room for ``count`` instances (a byte buffer when scalable)."""
        if not self.is_scalable:
            return builder.alloca(self.type, count, self.align, name)
        return builder.alloca(I8, builder.mul(_as_i64(builder, count), self.instance_size(builder)), self.align, name)

    def __contains__(self, value: object) -> bool:
        return value in self.members

    def member(self, value: Value) -> Member:
        return self.members[value]

    def address(self, builder: Builder, base: Value, value: Value) -> Instruction:
        """The address of ``value``'s member in the instance at ``base``."""
        member = self.members[value]
        name = "live_gep_" + value.name if value.name else ""
        if member.scalable:
            offset: Value = const_int(I64, self.tail_offset)
            if member.offset:
                scaled = builder.mul(call_vscale(builder, self.module, I64), const_int(I64, member.offset))
                offset = builder.add(offset, scaled) if self.tail_offset else scaled
            return builder.gep(I8, base, [offset], name, ["inbounds"])
        return builder.gep(
            self.type, base, [const_int(I32, 0), const_int(I32, member.index)], name, ["inbounds"]
        )

    def element(self, builder: Builder, base: Value, index: Value, name: str = "") -> Instruction:
        """The instance for work-item ``index`` of the array at ``base``."""
        if self.is_scalable:
            at = builder.mul(_as_i64(builder, index), self.instance_size(builder))
            return builder.gep(I8, base, [at], name, ["inbounds"])
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
