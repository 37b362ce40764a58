"""Instructions.

Each instruction keeps its operands as tracked uses (see :mod:`values`);
keyword flags that LLVM prints after the opcode (``nuw``, ``nsw``, ``exact``,
``disjoint``, ``nneg``, ``samesign``, ``inbounds``, ``nusw``, fast-math flags,
``volatile``, ``weak``, ``inalloca``, ``swifterror``) live in ``flags``.
Basic blocks are operands too (of branches, phis, switches, invokes), so
``successors`` and ``predecessors`` come from the use lists.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ncpu_opt.ir.attributes import AttributeSet
from ncpu_opt.ir.metadata import DebugRecord, Metadata
from ncpu_opt.ir.types import VOID, FunctionType, IntType, Type, VectorType
from ncpu_opt.ir.values import User, Value

if TYPE_CHECKING:
    from ncpu_opt.ir.module import BasicBlock, Function

FAST_MATH_FLAGS = ("fast", "reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn")
BINARY_OPCODES = frozenset(
    (
        "add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr",
        "and", "or", "xor", "fadd", "fsub", "fmul", "fdiv", "frem",
    )
)
CAST_OPCODES = frozenset(
    (
        "trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp",
        "ptrtoint", "ptrtoaddr", "inttoptr", "bitcast", "addrspacecast",
    )
)
TERMINATOR_OPCODES = frozenset(
    (
        "ret", "br", "switch", "indirectbr", "invoke", "callbr", "resume", "unreachable",
        "catchswitch", "catchret", "cleanupret",
    )
)


class Instruction(User):
    """Base class: an opcode, operands, flags, metadata attachments, debug records."""

    __slots__ = ("opcode", "parent", "_flags", "_metadata", "_debug_records")

    def __init__(
        self,
        opcode: str,
        type: Type,
        operands: Sequence[Value] = (),
        name: str = "",
        flags: Sequence[str] = (),
    ) -> None:
        super().__init__(type, operands, name)
        self.opcode = opcode
        self.parent: BasicBlock | None = None
        # ``flags``, ``metadata`` and ``debug_records`` are made on first use: most instructions
        # have none, and an empty list or dict took some 60 bytes each (``None`` here: none yet).
        self._flags: list[str] | None = list(flags) if flags else None
        self._metadata: dict[str, Metadata] | None = None
        self._debug_records: list[DebugRecord] | None = None

    @property
    def flags(self) -> list[str]:
        flags = self._flags
        if flags is None:
            flags = self._flags = []
        return flags

    @flags.setter
    def flags(self, flags: list[str]) -> None:
        self._flags = flags

    @property
    def metadata(self) -> dict[str, Metadata]:
        """Attachments other than the debug location, printed by kind name."""
        metadata = self._metadata
        if metadata is None:
            metadata = self._metadata = {}
        return metadata

    @metadata.setter
    def metadata(self, metadata: dict[str, Metadata]) -> None:
        self._metadata = metadata

    @property
    def debug_records(self) -> list[DebugRecord]:
        records = self._debug_records
        if records is None:
            records = self._debug_records = []
        return records

    @debug_records.setter
    def debug_records(self, records: list[DebugRecord]) -> None:
        self._debug_records = records

    # -- structure ---------------------------------------------------------------
    @property
    def function(self) -> Function | None:
        return None if self.parent is None else self.parent.parent

    @property
    def is_terminator(self) -> bool:
        return self.opcode in TERMINATOR_OPCODES

    @property
    def successors(self) -> list[BasicBlock]:
        from ncpu_opt.ir.module import BasicBlock

        if not self.is_terminator:
            return []
        return [op for op in self.operands if isinstance(op, BasicBlock)]

    def has_flag(self, flag: str) -> bool:
        return self._flags is not None and flag in self._flags

    def set_flag(self, flag: str, on: bool = True) -> None:
        if on and not self.has_flag(flag):
            self.flags.append(flag)
        elif not on and self.has_flag(flag):
            self.flags.remove(flag)

    # -- editing -------------------------------------------------------------------
    def erase_from_parent(self) -> None:
        """Unlink and drop operands; the instruction must have no uses left."""
        if self.has_uses():
            raise ValueError(f"cannot erase {self!r}: it still has uses")
        self.remove_from_parent()
        self.drop_operands()

    def remove_from_parent(self) -> None:
        if self.parent is not None:
            self.parent.instructions.remove(self)
            self.parent = None

    def insert_before(self, other: Instruction) -> None:
        if other is self:
            return
        block = other.parent
        assert block is not None, "insertion point is not in a block"
        self.remove_from_parent()
        block.instructions.insert(block.instructions.index(other), self)
        self.parent = block

    def insert_after(self, other: Instruction) -> None:
        if other is self:
            return
        block = other.parent
        assert block is not None, "insertion point is not in a block"
        self.remove_from_parent()
        block.instructions.insert(block.instructions.index(other) + 1, self)
        self.parent = block

    def clone(self) -> Instruction:
        """A copy with the same operands, detached and unnamed-use-free."""
        cls = type(self)
        # Field by field: copy.copy goes through __reduce_ex__, several times slower, and
        # passes clone every body they rewrite.
        new = cls.__new__(cls)
        for slot in _slots_of(cls):
            try:
                setattr(new, slot, getattr(self, slot))
            except AttributeError:
                pass  # never set
        if hasattr(self, "__dict__"):
            new.__dict__.update(self.__dict__)
        Value.__init__(new, self.type, self.name)
        new._operand_uses = []
        for value in self.operands:
            new._append_operand(value)
        new.parent = None
        new._flags = None if self._flags is None else list(self._flags)
        new._metadata = None if self._metadata is None else dict(self._metadata)
        new._debug_records = (
            None
            if self._debug_records is None
            else [DebugRecord(r.kind, [_clone_md(m) for m in r.operands]) for r in self._debug_records]
        )
        new._copy_mutable_fields()
        return new

    def _copy_mutable_fields(self) -> None:
        """Subclasses copy their own list and set fields here."""


_SLOTS: dict[type, tuple[str, ...]] = {}


def _slots_of(cls: type) -> tuple[str, ...]:
    """Every ``__slots__`` name of ``cls`` and its bases."""
    slots = _SLOTS.get(cls)
    if slots is None:
        names: list[str] = []
        for klass in cls.__mro__:
            declared = klass.__dict__.get("__slots__", ())
            names += [declared] if isinstance(declared, str) else [n for n in declared if n not in ("__dict__", "__weakref__")]
        slots = _SLOTS[cls] = tuple(dict.fromkeys(names))
    return slots


def _clone_md(md: Metadata | None) -> Metadata | None:
    from ncpu_opt.ir.metadata import SpecializedMDNode, ValueAsMetadata

    if isinstance(md, ValueAsMetadata):
        return ValueAsMetadata(md.value)
    if isinstance(md, SpecializedMDNode) and md.is_inline:
        return SpecializedMDNode(md.kind, [(k, _clone_md(v) if isinstance(v, Metadata) else v) for k, v in md.fields])
    return md


class BinaryOperator(Instruction):
    __slots__ = ()

    def __init__(self, opcode: str, lhs: Value, rhs: Value, name: str = "", flags: Sequence[str] = ()) -> None:
        super().__init__(opcode, lhs.type, [lhs, rhs], name, flags)


class UnaryOperator(Instruction):
    __slots__ = ()

    def __init__(self, opcode: str, value: Value, name: str = "", flags: Sequence[str] = ()) -> None:
        super().__init__(opcode, value.type, [value], name, flags)


class CastInst(Instruction):
    __slots__ = ()

    def __init__(self, opcode: str, value: Value, dest_type: Type, name: str = "", flags: Sequence[str] = ()) -> None:
        super().__init__(opcode, dest_type, [value], name, flags)


class CmpInst(Instruction):
    """``icmp``/``fcmp`` with a predicate such as ``eq``, ``ult``, ``olt``."""

    __slots__ = ("predicate",)

    def __init__(
        self, opcode: str, predicate: str, lhs: Value, rhs: Value, name: str = "", flags: Sequence[str] = ()
    ) -> None:
        t = lhs.type
        result: Type = VectorType(t.count, IntType(1), t.scalable) if isinstance(t, VectorType) else IntType(1)
        super().__init__(opcode, result, [lhs, rhs], name, flags)
        self.predicate = predicate


class AllocaInst(Instruction):
    """``alloca T[, <ty> N][, align A][, addrspace(S)]``; operand 0 is the count if any."""

    __slots__ = ("allocated_type", "align", "addrspace")

    def __init__(
        self,
        allocated_type: Type,
        count: Value | None = None,
        align: int | None = None,
        addrspace: int = 0,
        name: str = "",
        flags: Sequence[str] = (),
    ) -> None:
        from ncpu_opt.ir.types import PointerType

        super().__init__("alloca", PointerType(addrspace), [] if count is None else [count], name, flags)
        self.allocated_type = allocated_type
        self.align = align
        self.addrspace = addrspace

    @property
    def count(self) -> Value | None:
        return self.operand(0) if self.num_operands else None


class _MemoryAccess(Instruction):
    """Shared fields of loads, stores and atomics."""

    __slots__ = ("align", "ordering", "syncscope")

    def _init_access(self, align: int | None, ordering: str | None, syncscope: str | None) -> None:
        self.align = align
        self.ordering = ordering
        self.syncscope = syncscope

    @property
    def is_volatile(self) -> bool:
        return self.has_flag("volatile")

    @property
    def is_atomic(self) -> bool:
        return self.ordering is not None


class LoadInst(_MemoryAccess):
    __slots__ = ()

    def __init__(
        self,
        type: Type,
        pointer: Value,
        align: int | None = None,
        name: str = "",
        flags: Sequence[str] = (),
        ordering: str | None = None,
        syncscope: str | None = None,
    ) -> None:
        super().__init__("load", type, [pointer], name, flags)
        self._init_access(align, ordering, syncscope)

    @property
    def pointer(self) -> Value:
        return self.operand(0)


class StoreInst(_MemoryAccess):
    __slots__ = ()

    def __init__(
        self,
        value: Value,
        pointer: Value,
        align: int | None = None,
        flags: Sequence[str] = (),
        ordering: str | None = None,
        syncscope: str | None = None,
    ) -> None:
        super().__init__("store", VOID, [value, pointer], "", flags)
        self._init_access(align, ordering, syncscope)

    @property
    def value(self) -> Value:
        return self.operand(0)

    @property
    def pointer(self) -> Value:
        return self.operand(1)


class AtomicRMWInst(_MemoryAccess):
    __slots__ = ("operation",)

    def __init__(
        self,
        operation: str,
        pointer: Value,
        value: Value,
        ordering: str,
        align: int | None = None,
        syncscope: str | None = None,
        name: str = "",
        flags: Sequence[str] = (),
    ) -> None:
        super().__init__("atomicrmw", value.type, [pointer, value], name, flags)
        self._init_access(align, ordering, syncscope)
        self.operation = operation


class CmpXchgInst(_MemoryAccess):
    """``cmpxchg``; ``ordering`` is the success ordering."""

    __slots__ = ("failure_ordering",)

    def __init__(
        self,
        pointer: Value,
        compare: Value,
        new: Value,
        ordering: str,
        failure_ordering: str,
        align: int | None = None,
        syncscope: str | None = None,
        name: str = "",
        flags: Sequence[str] = (),
    ) -> None:
        from ncpu_opt.ir.types import StructType

        result = StructType([compare.type, IntType(1)])
        super().__init__("cmpxchg", result, [pointer, compare, new], name, flags)
        self._init_access(align, ordering, syncscope)
        self.failure_ordering = failure_ordering


class FenceInst(Instruction):
    __slots__ = ("ordering", "syncscope")

    def __init__(self, ordering: str, syncscope: str | None = None) -> None:
        super().__init__("fence", VOID)
        self.ordering = ordering
        self.syncscope = syncscope


class GetElementPtrInst(Instruction):
    __slots__ = ("source_type",)

    def __init__(
        self,
        source_type: Type,
        pointer: Value,
        indices: Sequence[Value],
        result_type: Type,
        name: str = "",
        flags: Sequence[str] = (),
    ) -> None:
        super().__init__("getelementptr", result_type, [pointer, *indices], name, flags)
        self.source_type = source_type

    @property
    def pointer(self) -> Value:
        return self.operand(0)

    @property
    def indices(self) -> list[Value]:
        return self.operands[1:]


class CallBase(Instruction):
    """``call``, ``invoke`` and ``callbr``.

    Operands: the callee, the ``num_args`` arguments, then the operand-bundle
    inputs, then (invoke/callbr) the destination blocks.
    """

    __slots__ = (
        "function_type", "cc", "tail", "ret_attributes", "arg_attributes",
        "fn_attributes", "addrspace", "num_args", "bundles",
    )

    def __init__(
        self,
        opcode: str,
        function_type: FunctionType,
        callee: Value,
        args: Sequence[Value],
        name: str = "",
        cc: str | None = None,
        bundles: Sequence[tuple[str, Sequence[Value]]] = (),
        destinations: Sequence[Value] = (),
        flags: Sequence[str] = (),
    ) -> None:
        operands: list[Value] = [callee, *args]
        for _, inputs in bundles:
            operands += inputs
        operands += destinations
        super().__init__(opcode, function_type.return_type, operands, name, flags)
        self.function_type = function_type
        self.cc = cc
        self.tail: str | None = None
        self.ret_attributes = AttributeSet()
        self.arg_attributes: list[AttributeSet] = [AttributeSet() for _ in args]
        self.fn_attributes = AttributeSet()
        self.addrspace: int | None = None
        self.num_args = len(args)
        self.bundles: list[tuple[str, int]] = [(tag, len(inputs)) for tag, inputs in bundles]

    def _copy_mutable_fields(self) -> None:
        self.ret_attributes = self.ret_attributes.copy()
        self.arg_attributes = [a.copy() for a in self.arg_attributes]
        self.fn_attributes = self.fn_attributes.copy()
        self.bundles = list(self.bundles)

    @property
    def callee(self) -> Value:
        return self.operand(0)

    @property
    def called_function(self) -> Function | None:
        from ncpu_opt.ir.module import Function

        callee = self.operand(0)
        return callee if isinstance(callee, Function) else None

    @property
    def args(self) -> list[Value]:
        return self.operands[1 : 1 + self.num_args]

    def arg(self, index: int) -> Value:
        return self.operand(1 + index)

    def set_arg(self, index: int, value: Value) -> None:
        self.set_operand(1 + index, value)

    def bundle_operands(self) -> list[tuple[str, list[Value]]]:
        ops = self.operands
        pos = 1 + self.num_args
        result = []
        for tag, count in self.bundles:
            result.append((tag, ops[pos : pos + count]))
            pos += count
        return result

    @property
    def destinations(self) -> list[Value]:
        start = 1 + self.num_args + sum(count for _, count in self.bundles)
        return self.operands[start:]


class CallInst(CallBase):
    __slots__ = ()

    def __init__(
        self,
        function_type: FunctionType,
        callee: Value,
        args: Sequence[Value],
        name: str = "",
        cc: str | None = None,
        bundles: Sequence[tuple[str, Sequence[Value]]] = (),
        flags: Sequence[str] = (),
    ) -> None:
        super().__init__("call", function_type, callee, args, name, cc, bundles, (), flags)


class InvokeInst(CallBase):
    """Destinations: the normal block then the unwind block."""

    __slots__ = ()


class CallBrInst(CallBase):
    """Destinations: the default block then the indirect blocks."""

    __slots__ = ()


class PhiInst(Instruction):
    """Operands alternate: value, block, value, block, ..."""

    __slots__ = ()

    def __init__(self, type: Type, incoming: Sequence[tuple[Value, Value]] = (), name: str = "", flags: Sequence[str] = ()) -> None:
        ops: list[Value] = []
        for value, block in incoming:
            ops += [value, block]
        super().__init__("phi", type, ops, name, flags)

    @property
    def incoming(self) -> list[tuple[Value, BasicBlock]]:
        ops = self.operands
        return [(ops[i], ops[i + 1]) for i in range(0, len(ops), 2)]  # type: ignore[misc]

    def add_incoming(self, value: Value, block: Value) -> None:
        self._append_operand(value)
        self._append_operand(block)

    def incoming_value_for(self, block: Value) -> Value | None:
        ops = self.operands
        for i in range(1, len(ops), 2):
            if ops[i] is block:
                return ops[i - 1]
        return None

    def remove_incoming(self, block: Value) -> None:
        pairs = [(v, b) for v, b in self.incoming if b is not block]
        self.set_operands([x for pair in pairs for x in pair])

    @property
    def successors(self) -> list[BasicBlock]:
        return []


class SelectInst(Instruction):
    __slots__ = ()

    def __init__(self, cond: Value, true_value: Value, false_value: Value, name: str = "", flags: Sequence[str] = ()) -> None:
        super().__init__("select", true_value.type, [cond, true_value, false_value], name, flags)


class BranchInst(Instruction):
    """``br label %d`` (one operand) or ``br i1 %c, label %t, label %f``."""

    __slots__ = ()

    def __init__(self, operands: Sequence[Value]) -> None:
        super().__init__("br", VOID, operands)

    @property
    def is_conditional(self) -> bool:
        return self.num_operands == 3

    @property
    def condition(self) -> Value:
        return self.operand(0)


class SwitchInst(Instruction):
    """Operands: condition, default block, then value/block pairs."""

    __slots__ = ()

    def __init__(self, condition: Value, default: Value, cases: Sequence[tuple[Value, Value]] = ()) -> None:
        ops = [condition, default]
        for value, block in cases:
            ops += [value, block]
        super().__init__("switch", VOID, ops)

    @property
    def cases(self) -> list[tuple[Value, Value]]:
        ops = self.operands
        return [(ops[i], ops[i + 1]) for i in range(2, len(ops), 2)]


class IndirectBrInst(Instruction):
    __slots__ = ()

    def __init__(self, address: Value, destinations: Sequence[Value]) -> None:
        super().__init__("indirectbr", VOID, [address, *destinations])


class ReturnInst(Instruction):
    __slots__ = ()

    def __init__(self, value: Value | None = None) -> None:
        super().__init__("ret", VOID, [] if value is None else [value])

    @property
    def return_value(self) -> Value | None:
        return self.operand(0) if self.num_operands else None


class UnreachableInst(Instruction):
    __slots__ = ()

    def __init__(self) -> None:
        super().__init__("unreachable", VOID)


class ResumeInst(Instruction):
    __slots__ = ()

    def __init__(self, value: Value) -> None:
        super().__init__("resume", VOID, [value])


class LandingPadInst(Instruction):
    """Operands are the clause values; ``clause_kinds`` says catch or filter."""

    __slots__ = ("cleanup", "clause_kinds")

    def __init__(self, type: Type, cleanup: bool, clauses: Sequence[tuple[str, Value]], name: str = "") -> None:
        super().__init__("landingpad", type, [v for _, v in clauses], name)
        self.cleanup = cleanup
        self.clause_kinds = [k for k, _ in clauses]

    def _copy_mutable_fields(self) -> None:
        self.clause_kinds = list(self.clause_kinds)


class FuncletPadInst(Instruction):
    """``catchpad within %cs [args]`` / ``cleanuppad within none|%p [args]``.

    Operand 0 is the parent pad (``none`` is a token constant).
    """

    __slots__ = ()


class CatchSwitchInst(Instruction):
    """Operands: parent pad, handler blocks, then the unwind block if any."""

    __slots__ = ("has_unwind_dest",)

    def __init__(self, type: Type, operands: Sequence[Value], has_unwind_dest: bool, name: str = "") -> None:
        super().__init__("catchswitch", type, operands, name)
        self.has_unwind_dest = has_unwind_dest


class CatchReturnInst(Instruction):
    """``catchret from %pad to label %bb``."""

    __slots__ = ()


class CleanupReturnInst(Instruction):
    """``cleanupret from %pad unwind to caller|label %bb``."""

    __slots__ = ()


class VAArgInst(Instruction):
    __slots__ = ()


class FreezeInst(Instruction):
    __slots__ = ()


class ExtractElementInst(Instruction):
    __slots__ = ()


class InsertElementInst(Instruction):
    __slots__ = ()


class ShuffleVectorInst(Instruction):
    """Operands: the two vectors and the mask (a constant)."""

    __slots__ = ()


class _AggregateInst(Instruction):
    __slots__ = ("indices",)

    def __init__(self, opcode: str, type: Type, operands: Sequence[Value], indices: Sequence[int], name: str = "") -> None:
        super().__init__(opcode, type, operands, name)
        self.indices = list(indices)

    def _copy_mutable_fields(self) -> None:
        self.indices = list(self.indices)


class ExtractValueInst(_AggregateInst):
    __slots__ = ()


class InsertValueInst(_AggregateInst):
    __slots__ = ()
