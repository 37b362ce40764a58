"""Modules, global values, functions and basic blocks."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from ncpu_opt.ir.attributes import AttributeSet
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.instructions import Instruction
from ncpu_opt.ir.metadata import MDNode, MetadataAttachments
from ncpu_opt.ir.names import format_global_name
from ncpu_opt.ir.types import LABEL, FunctionType, IntType, PointerType, StructType, Type
from ncpu_opt.ir.values import Argument, Constant, Value


@dataclass
class Comdat:
    """``$name = comdat any|exactmatch|largest|nodeduplicate|samesize``."""

    name: str
    selection: str = "any"


class GlobalValue(Constant):
    """Functions, global variables, aliases and ifuncs: pointers named ``@name``.

    The linkage-related fields hold the keywords as printed (``None`` when
    absent): ``linkage`` (``internal``, ``linkonce_odr``, ...), ``preemption``
    (``dso_local``), ``visibility``, ``dll_storage``, ``thread_local``
    (``thread_local`` or ``thread_local(initialexec)``), ``unnamed_addr``
    (``unnamed_addr``/``local_unnamed_addr``).
    """

    __slots__ = (
        "parent", "linkage", "preemption", "visibility", "dll_storage", "thread_local",
        "unnamed_addr", "addrspace", "section", "partition", "comdat", "align",
        "metadata", "sanitizer",
    )

    def __init__(self, name: str, addrspace: int = 0, operands: Sequence[Value] = ()) -> None:
        super().__init__(PointerType(addrspace), operands, name)
        self.parent: Module | None = None
        self.linkage: str | None = None
        self.preemption: str | None = None
        self.visibility: str | None = None
        self.dll_storage: str | None = None
        self.thread_local: str | None = None
        self.unnamed_addr: str | None = None
        self.addrspace = addrspace
        self.section: str | None = None
        self.partition: str | None = None
        self.comdat: Comdat | None = None
        self.align: int | None = None
        self.metadata = MetadataAttachments()
        # Sanitizer keywords of globals: no_sanitize_address, sanitize_memtag, ...
        self.sanitizer: list[str] = []

    def ref(self) -> str:
        return format_global_name(self.name)

    @property
    def is_declaration(self) -> bool:
        return False

    @property
    def has_local_linkage(self) -> bool:
        return self.linkage in ("internal", "private")


class GlobalVariable(GlobalValue):
    """A global variable; the initializer, if any, is operand 0."""

    __slots__ = ("value_type", "is_constant", "externally_initialized", "code_model", "attributes")

    def __init__(self, name: str, value_type: Type, addrspace: int = 0, initializer: Value | None = None) -> None:
        super().__init__(name, addrspace, [] if initializer is None else [initializer])
        self.value_type = value_type
        self.is_constant = False
        self.externally_initialized = False
        self.code_model: str | None = None
        self.attributes = AttributeSet()

    @property
    def initializer(self) -> Value | None:
        return self.operand(0) if self.num_operands else None

    @initializer.setter
    def initializer(self, value: Value | None) -> None:
        self.set_operands([] if value is None else [value])

    @property
    def is_declaration(self) -> bool:
        return self.num_operands == 0


class GlobalAlias(GlobalValue):
    """``@a = ... alias T, ptr @aliasee`` (``kind`` ``alias``) or an ``ifunc``."""

    __slots__ = ("value_type", "kind")

    def __init__(self, name: str, value_type: Type, target: Value, kind: str = "alias", addrspace: int = 0) -> None:
        super().__init__(name, addrspace, [target])
        self.value_type = value_type
        self.kind = kind

    @property
    def target(self) -> Value:
        return self.operand(0)


class BasicBlock(Value):
    """A labelled list of instructions; ``name`` may be empty (numbered)."""

    __slots__ = ("parent", "instructions")

    def __init__(self, name: str = "", parent: Function | None = None) -> None:
        super().__init__(LABEL, name)
        self.parent = parent
        self.instructions: list[Instruction] = []

    def __iter__(self) -> Iterator[Instruction]:
        return iter(self.instructions)

    def __repr__(self) -> str:
        return f"<BasicBlock %{self.name}>"

    @property
    def terminator(self) -> Instruction | None:
        if self.instructions and self.instructions[-1].is_terminator:
            return self.instructions[-1]
        return None

    @property
    def successors(self) -> list[BasicBlock]:
        term = self.terminator
        return [] if term is None else term.successors

    @property
    def predecessors(self) -> list[BasicBlock]:
        """Distinct blocks whose terminator branches here, in use order."""
        preds: dict[BasicBlock, None] = {}
        for use in self.uses:
            user = use.user
            if isinstance(user, Instruction) and user.is_terminator and user.parent is not None:
                preds.setdefault(user.parent)
        return list(preds)

    def append(self, inst: Instruction) -> Instruction:
        inst.remove_from_parent()
        self.instructions.append(inst)
        inst.parent = self
        return inst

    def insert(self, index: int, inst: Instruction) -> Instruction:
        inst.remove_from_parent()
        self.instructions.insert(index, inst)
        inst.parent = self
        return inst

    def phis(self) -> list[Instruction]:
        result = []
        for inst in self.instructions:
            if inst.opcode != "phi":
                break
            result.append(inst)
        return result

    def first_non_phi_index(self) -> int:
        return len(self.phis())

    def erase_from_parent(self) -> None:
        """Remove the block and drop its instructions' operands."""
        for inst in self.instructions:
            inst.drop_operands()
            inst.parent = None
        self.instructions = []
        if self.parent is not None:
            self.parent.blocks.remove(self)
            self.parent = None


class Function(GlobalValue):
    """A function declaration or definition.

    ``personality``, ``prefix`` and ``prologue`` are kept as operands (in that
    fixed slot order; unused ones are absent and their flags say so).
    """

    __slots__ = (
        "function_type", "cc", "ret_attributes", "attributes", "args", "blocks",
        "gc", "_extra_slots",
    )

    def __init__(self, name: str, function_type: FunctionType, addrspace: int = 0) -> None:
        super().__init__(name, addrspace)
        self.function_type = function_type
        self.cc: str | None = None
        self.ret_attributes = AttributeSet()
        self.attributes = AttributeSet()
        self.args = [Argument(t, "", self, i) for i, t in enumerate(function_type.params)]
        self.blocks: list[BasicBlock] = []
        self.gc: str | None = None
        # Which of personality/prefix/prologue the operands hold, in order.
        self._extra_slots: list[str] = []

    # -- personality, prefix and prologue ------------------------------------------
    def _get_extra(self, slot: str) -> Value | None:
        if slot in self._extra_slots:
            return self.operand(self._extra_slots.index(slot))
        return None

    def _set_extra(self, slot: str, value: Value | None) -> None:
        current = {s: self.operand(i) for i, s in enumerate(self._extra_slots)}
        if value is None:
            current.pop(slot, None)
        else:
            current[slot] = value
        self._extra_slots = [s for s in ("personality", "prefix", "prologue") if s in current]
        self.set_operands([current[s] for s in self._extra_slots])

    @property
    def personality(self) -> Value | None:
        return self._get_extra("personality")

    @personality.setter
    def personality(self, value: Value | None) -> None:
        self._set_extra("personality", value)

    @property
    def prefix(self) -> Value | None:
        return self._get_extra("prefix")

    @prefix.setter
    def prefix(self, value: Value | None) -> None:
        self._set_extra("prefix", value)

    @property
    def prologue(self) -> Value | None:
        return self._get_extra("prologue")

    @prologue.setter
    def prologue(self, value: Value | None) -> None:
        self._set_extra("prologue", value)

    # -- body -------------------------------------------------------------------------
    @property
    def is_declaration(self) -> bool:
        return not self.blocks

    @property
    def entry_block(self) -> BasicBlock:
        return self.blocks[0]

    def append_block(self, name: str = "") -> BasicBlock:
        block = BasicBlock(name, self)
        self.blocks.append(block)
        return block

    def insert_block_after(self, after: BasicBlock, name: str = "") -> BasicBlock:
        block = BasicBlock(name, self)
        self.blocks.insert(self.blocks.index(after) + 1, block)
        return block

    def instructions(self) -> Iterator[Instruction]:
        for block in self.blocks:
            yield from block.instructions

    @property
    def return_type(self) -> Type:
        return self.function_type.return_type

    def set_function_type(self, function_type: FunctionType, args: Sequence[Argument]) -> None:
        """Change the signature; the caller supplies the new arguments."""
        self.function_type = function_type
        self.args = list(args)
        for i, arg in enumerate(self.args):
            arg.parent = self
            arg.index = i

    def __repr__(self) -> str:
        return f"<Function @{self.name}>"


@dataclass
class Module:
    """A module: its globals in order, types, metadata and module-level text."""

    source_filename: str | None = None
    module_id: str | None = None
    datalayout: str | None = None
    triple: str | None = None
    module_asm: list[str] = field(default_factory=list)
    # Identified struct types in definition order, by name.
    struct_types: dict[str, StructType] = field(default_factory=dict)
    comdats: dict[str, Comdat] = field(default_factory=dict)
    globals: list[GlobalVariable] = field(default_factory=list)
    functions: list[Function] = field(default_factory=list)
    aliases: list[GlobalAlias] = field(default_factory=list)
    named_metadata: dict[str, list[MDNode]] = field(default_factory=dict)
    # The last parse of ``datalayout``, with the string it was parsed from: passes may
    # change the string, so the cache is only good while the string is the same.
    _data_layout_cache: tuple[str | None, DataLayout] | None = field(
        default=None, init=False, repr=False, compare=False
    )

    # -- target -------------------------------------------------------------------------
    @property
    def data_layout(self) -> DataLayout:
        """``datalayout`` parsed (LLVM's defaults when absent); shared between callers, so read-only."""
        cached = self._data_layout_cache
        if cached is None or cached[0] != self.datalayout:
            cached = (self.datalayout, DataLayout.parse(self.datalayout))
            self._data_layout_cache = cached
        return cached[1]

    # -- lookup -------------------------------------------------------------------------
    def get_function(self, name: str) -> Function | None:
        for fn in self.functions:
            if fn.name == name:
                return fn
        return None

    def get_global(self, name: str) -> GlobalVariable | None:
        for gv in self.globals:
            if gv.name == name:
                return gv
        return None

    def global_values(self) -> Iterator[GlobalValue]:
        yield from self.globals
        yield from self.functions
        yield from self.aliases

    def get_named_value(self, name: str) -> GlobalValue | None:
        for value in self.global_values():
            if value.name == name:
                return value
        return None

    def unique_global_name(self, base: str) -> str:
        """``base``, or ``base.N`` with the first N that is free."""
        taken = {v.name for v in self.global_values()}
        if base not in taken:
            return base
        n = 1
        while f"{base}.{n}" in taken:
            n += 1
        return f"{base}.{n}"

    # -- editing ------------------------------------------------------------------------
    def add_function(self, fn: Function, before: Function | None = None, after: Function | None = None) -> Function:
        """Add ``fn`` right before ``before`` or right after ``after`` (at most one), else at the end."""
        if before is not None and after is not None:
            raise ValueError(f"add {fn.ref()} before {before.ref()} or after {after.ref()}, not both")
        fn.parent = self
        if before is not None:
            self.functions.insert(self.functions.index(before), fn)
        elif after is not None:
            self.functions.insert(self.functions.index(after) + 1, fn)
        else:
            self.functions.append(fn)
        return fn

    def add_global(self, gv: GlobalVariable) -> GlobalVariable:
        gv.parent = self
        self.globals.append(gv)
        return gv

    def remove_global_value(self, value: GlobalValue) -> None:
        """Remove a global value that has no uses left."""
        if value.has_uses():
            raise ValueError(f"cannot remove {value.ref()}: it still has uses")
        for container in (self.globals, self.functions, self.aliases):
            if value in container:
                container.remove(value)  # type: ignore[arg-type]
        if isinstance(value, Function):
            for block in list(value.blocks):
                block.erase_from_parent()
        value.drop_operands()
        value.parent = None


def declare_function(module: Module, name: str, function_type: FunctionType, cc: str | None = None) -> Function:
    """The function ``name``, declared if the module does not have it yet."""
    existing = module.get_function(name)
    if existing is not None:
        return existing
    fn = Function(name, function_type)
    fn.cc = cc
    return module.add_function(fn)


def size_t_type(target: Module | DataLayout) -> IntType:
    """``size_t``: the integer as wide as an address-space-0 pointer of *target* (a module or
    its parsed layout), i64 on spir64 and i32 on spir."""
    layout = target if isinstance(target, DataLayout) else target.data_layout
    return IntType(8 * layout.pointer_size(0))
