"""Type sizes and alignments from a module's datalayout string (LangRef rules)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ncpu_opt.errors import NcpuError
from ncpu_opt.ir.types import (
    ArrayType,
    FloatType,
    IntType,
    PointerType,
    StructType,
    TargetExtType,
    Type,
    VectorType,
)


@dataclass(frozen=True)
class StructLayout:
    size: int
    align: int
    offsets: tuple[int, ...]


@dataclass
class DataLayout:
    """A parsed datalayout; all sizes and alignments are in bytes."""

    little_endian: bool = True
    # bit width -> (abi, preferred) alignment in bytes
    int_aligns: dict[int, tuple[int, int]] = field(
        default_factory=lambda: {1: (1, 1), 8: (1, 1), 16: (2, 2), 32: (4, 4), 64: (4, 8)}
    )
    float_aligns: dict[int, tuple[int, int]] = field(
        default_factory=lambda: {16: (2, 2), 32: (4, 4), 64: (8, 8), 128: (16, 16)}
    )
    vector_aligns: dict[int, tuple[int, int]] = field(
        default_factory=lambda: {64: (8, 8), 128: (16, 16)}
    )
    # address space -> (size, abi, preferred, index size) in bytes
    pointers: dict[int, tuple[int, int, int, int]] = field(default_factory=lambda: {0: (8, 8, 8, 8)})
    aggregate_align: tuple[int, int] = (1, 8)
    stack_align: int | None = None
    native_ints: tuple[int, ...] = ()
    alloca_addrspace: int = 0
    globals_addrspace: int = 0
    program_addrspace: int = 0
    # Struct layouts computed so far: a struct nested N deep would otherwise be laid out
    # 2^N times (its alignment and its size each lay out the structs inside it).
    _layouts: dict[int, tuple[StructType, tuple[Type, ...], bool, StructLayout]] = field(
        default_factory=dict, repr=False, compare=False
    )

    @classmethod
    def parse(cls, text: str | None) -> DataLayout:
        layout = cls()
        if not text:
            return layout
        for spec in text.split("-"):
            try:
                layout._apply(spec)
            except (ValueError, IndexError) as err:
                raise NcpuError(f"malformed datalayout component '{spec}' in '{text}'") from err
        return layout

    def _apply(self, spec: str) -> None:
        def nums(rest: str) -> list[int]:
            return [int(x) for x in rest.split(":") if x != ""]

        head = spec[0]
        if spec in ("e", "E"):
            self.little_endian = spec == "e"
        elif head == "p" and (len(spec) == 1 or spec[1].isdigit() or spec[1] == ":"):
            addr_part, _, rest = spec[1:].partition(":")
            space = int(addr_part) if addr_part else 0
            values = nums(rest)
            size = values[0] // 8
            abi = values[1] // 8 if len(values) > 1 else size
            pref = values[2] // 8 if len(values) > 2 else abi
            index = values[3] // 8 if len(values) > 3 else size
            self.pointers[space] = (size, abi, pref, index)
        elif head in "ifv" and spec[1:2].isdigit():
            width_part, _, rest = spec[1:].partition(":")
            values = nums(rest)
            abi = values[0] // 8
            pref = values[1] // 8 if len(values) > 1 else abi
            table = {"i": self.int_aligns, "f": self.float_aligns, "v": self.vector_aligns}[head]
            table[int(width_part)] = (abi, pref)
        elif head == "a":
            values = nums(spec[1:].lstrip(":"))
            abi = values[0] // 8 if values else 0
            pref = values[1] // 8 if len(values) > 1 else max(abi, 1)
            self.aggregate_align = (max(abi, 1), pref)
        elif head == "S":
            self.stack_align = int(spec[1:]) // 8
        elif head == "n":
            self.native_ints = tuple(int(x) for x in spec[1:].split(":"))
        elif head == "A":
            self.alloca_addrspace = int(spec[1:])
        elif head == "G":
            self.globals_addrspace = int(spec[1:])
        elif head == "P":
            self.program_addrspace = int(spec[1:])
        # m: (mangling), F (function pointer alignment), ni: (non-integral
        # address spaces) and unknown letters do not affect sizes.

    # -- queries -----------------------------------------------------------------------
    def pointer_size(self, addrspace: int = 0) -> int:
        return self.pointers.get(addrspace, self.pointers[0])[0]

    def _int_align(self, width: int) -> tuple[int, int]:
        if width in self.int_aligns:
            return self.int_aligns[width]
        larger = sorted(w for w in self.int_aligns if w > width)
        return self.int_aligns[larger[0] if larger else max(self.int_aligns)]

    def abi_align(self, t: Type) -> int:
        return self._align(t)[0]

    def _align(self, t: Type) -> tuple[int, int]:
        if isinstance(t, IntType):
            return self._int_align(t.width)
        if isinstance(t, FloatType):
            if t.width in self.float_aligns:
                return self.float_aligns[t.width]
            # LLVM's fallback: the next power of two of the store size.
            natural = 1
            while natural * 8 < t.width:
                natural *= 2
            return natural, natural
        if isinstance(t, PointerType):
            _, abi, pref, _ = self.pointers.get(t.addrspace, self.pointers[0])
            return abi, pref
        if isinstance(t, VectorType):
            bits = self.type_size_bits(t)
            if bits in self.vector_aligns:
                return self.vector_aligns[bits]
            natural = 1
            while natural * 8 < bits:
                natural *= 2
            return natural, natural
        if isinstance(t, ArrayType):
            return self._align(t.element)
        if isinstance(t, StructType):
            layout = self.struct_layout(t)
            return layout.align, max(layout.align, self.aggregate_align[1] if not t.packed else 1)
        if isinstance(t, TargetExtType):
            raise NcpuError(f"not supported yet: the layout of target extension type {t}")
        raise NcpuError(f"type '{t}' has no size")

    def type_size_bits(self, t: Type) -> int:
        """The size in bits, not rounded (an i1 is 1 bit; <8 x i1> is 8 bits)."""
        if isinstance(t, IntType):
            return t.width
        if isinstance(t, FloatType):
            return t.width
        if isinstance(t, PointerType):
            return self.pointer_size(t.addrspace) * 8
        if isinstance(t, VectorType):
            if t.scalable:
                raise NcpuError(f"not supported yet: the size of scalable vector {t}")
            return t.count * self.type_size_bits(t.element)
        if isinstance(t, (StructType, ArrayType)):
            return self.alloc_size(t) * 8
        if isinstance(t, TargetExtType):
            raise NcpuError(f"not supported yet: the size of target extension type {t}")
        raise NcpuError(f"type '{t}' has no size")

    def store_size(self, t: Type) -> int:
        return (self.type_size_bits(t) + 7) // 8

    def alloc_size(self, t: Type) -> int:
        """Bytes between consecutive elements of an array of ``t``."""
        if isinstance(t, StructType):
            return self.struct_layout(t).size
        if isinstance(t, ArrayType):
            return t.count * self.alloc_size(t.element)
        size = self.store_size(t)
        align = self.abi_align(t)
        return (size + align - 1) // align * align

    def struct_layout(self, t: StructType) -> StructLayout:
        if t.elements is None:
            raise NcpuError(f"opaque struct '{t}' has no size")
        elements = tuple(t.elements)
        known = self._layouts.get(id(t))
        if (
            known is not None
            and known[0] is t
            and known[2] == t.packed
            and len(known[1]) == len(elements)
            and all(a is b for a, b in zip(known[1], elements, strict=True))
        ):
            return known[3]
        layout = self._struct_layout(t, elements)
        self._layouts[id(t)] = (t, elements, t.packed, layout)
        return layout

    def _struct_layout(self, t: StructType, elements: tuple[Type, ...]) -> StructLayout:
        offset = 0
        max_align = 1 if t.packed else self.aggregate_align[0]
        offsets = []
        for element in elements:
            align = 1 if t.packed else self.abi_align(element)
            offset = (offset + align - 1) // align * align
            offsets.append(offset)
            offset += self.alloc_size(element)
            max_align = max(max_align, align)
        size = (offset + max_align - 1) // max_align * max_align
        return StructLayout(size, max_align, tuple(offsets))
