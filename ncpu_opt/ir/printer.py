"""Printing a :class:`Module` as LLVM assembly that llvmlite re-parses.

Unnamed values get numbers per function, metadata nodes get numbers per
module and attribute sets become ``attributes #N`` groups, as LLVM's own
printer does.  Local names that collide (a pass cloned an instruction) get a
numeric suffix, the way LLVM's symbol table would rename them.

An instruction's flags, attachments and debug records are read here from
their slots (``inst._flags`` ...): the public properties make the empty
list or dict they stand for, which printing has no reason to keep.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from ncpu_opt.ir.attributes import AttributeSet
from ncpu_opt.ir.instructions import (
    AllocaInst,
    AtomicRMWInst,
    CallBase,
    CastInst,
    CatchSwitchInst,
    CmpInst,
    CmpXchgInst,
    FenceInst,
    GetElementPtrInst,
    Instruction,
    LandingPadInst,
    LoadInst,
    PhiInst,
    StoreInst,
    SwitchInst,
)
from ncpu_opt.ir.metadata import (
    DebugRecord,
    MDField,
    MDNode,
    MDString,
    Metadata,
    MetadataAttachments,
    SpecializedMDNode,
    ValueAsMetadata,
)
from ncpu_opt.ir.module import (
    BasicBlock,
    Function,
    GlobalAlias,
    GlobalValue,
    GlobalVariable,
    Module,
)
from ncpu_opt.ir.names import format_global_name, format_local_name, format_name, quote_string
from ncpu_opt.ir.types import FunctionType, VoidType
from ncpu_opt.ir.values import (
    Argument,
    BlockAddress,
    Constant,
    ConstantAggregate,
    ConstantExpr,
    ConstantPtrAuth,
    ConstantSplat,
    ConstantWrapper,
    InlineAsm,
    MetadataAsValue,
    Value,
)


class _LocalNames:
    """Spellings of one function's arguments, blocks and instructions."""

    def __init__(self, fn: Function) -> None:
        self.names: dict[Value, str] = {}
        taken = {v.name for v in self._values(fn) if v.name}
        used: set[str] = set()
        number = 0
        for value in self._values(fn):
            if not value.name:
                if isinstance(value, Instruction) and isinstance(value.type, VoidType):
                    continue
                self.names[value] = f"%{number}"
                number += 1
                continue
            name = value.name
            if name in used:
                suffix = 1
                while f"{name}{suffix}" in taken or f"{name}{suffix}" in used:
                    suffix += 1
                name = f"{name}{suffix}"
            used.add(name)
            self.names[value] = format_local_name(name)

    @staticmethod
    def _values(fn: Function) -> Iterator[Value]:
        yield from fn.args
        for block in fn.blocks:
            yield block
            yield from block.instructions


class ModulePrinter:
    def __init__(self, module: Module) -> None:
        self.module = module
        self.md_numbers: dict[MDNode, int] = {}
        self.md_order: list[MDNode] = []
        self.attr_groups: dict[str, int] = {}
        self.attr_group_sets: list[AttributeSet] = []
        self.locals: _LocalNames | None = None
        self.function_names: dict[Function, _LocalNames] = {}

    # -- numbering -------------------------------------------------------------------
    def _number_metadata(self, md: Metadata | None) -> None:
        # Iterative depth-first walk: debug-info graphs are deep.
        stack: list[Metadata | None] = [md]
        while stack:
            item = stack.pop()
            if item is None or isinstance(item, MDString):
                continue
            if isinstance(item, ValueAsMetadata):
                self._number_value_metadata(item.value)
                continue
            if isinstance(item, MDNode):
                inline = isinstance(item, SpecializedMDNode) and item.is_inline
                if not inline:
                    if item in self.md_numbers:
                        continue
                    self.md_numbers[item] = len(self.md_order)
                    self.md_order.append(item)
                children = list(item.children())
                stack.extend(reversed(children))

    def _number_value_metadata(self, value: Value) -> None:
        if isinstance(value, MetadataAsValue):
            self._number_metadata(value.metadata)  # type: ignore[arg-type]

    def _group(self, attrs: AttributeSet) -> str:
        if not attrs:
            return ""
        key = self._group_text(attrs)
        number = self.attr_groups.get(key)
        if number is None:
            number = self.attr_groups[key] = len(self.attr_group_sets)
            self.attr_group_sets.append(attrs)
        return f" #{number}"

    @staticmethod
    def _group_text(attrs: AttributeSet) -> str:
        parts = []
        for attr in attrs:
            if attr.kind in ("align", "alignstack") and isinstance(attr.arg, str) and not attr.is_string:
                parts.append(f"{attr.kind}={attr.arg.strip(' ()')}")
            else:
                parts.append(str(attr))
        return " ".join(parts)

    def _collect(self) -> None:
        m = self.module
        for nodes in m.named_metadata.values():
            for node in nodes:
                self._number_metadata(node)
        for gv in m.globals:
            for md in gv.metadata.values():
                self._number_metadata(md)
        for fn in m.functions:
            for md in fn.metadata.values():
                self._number_metadata(md)
            for inst in fn.instructions():
                for record in inst._debug_records or ():
                    for op in record.operands:
                        self._number_metadata(op)
                for operand in inst.operands:
                    self._number_value_metadata(operand)
                for md in (inst._metadata or {}).values():
                    self._number_metadata(md)

    # -- values --------------------------------------------------------------------------
    def ref(self, value: Value) -> str:
        if isinstance(value, (Argument, Instruction, BasicBlock)):
            names = self.locals
            if names is None or value not in names.names:
                where = "another function" if names is not None else "no function"
                raise ValueError(f"{value!r} is referenced from {where}")
            return names.names[value]
        if isinstance(value, GlobalValue):
            return format_global_name(value.name)
        if isinstance(value, MetadataAsValue):
            return self.md_ref(value.metadata)  # type: ignore[arg-type]
        if isinstance(value, Constant):
            return self.constant(value)
        if isinstance(value, InlineAsm):
            return value.ref()
        raise ValueError(f"cannot print a reference to {value!r}")

    def typed(self, value: Value) -> str:
        return f"{value.type} {self.ref(value)}"

    def constant(self, value: Constant) -> str:
        if isinstance(value, ConstantAggregate):
            return value.spell([self.typed(e) for e in value.operands])
        if isinstance(value, ConstantExpr):
            head = " ".join([value.opcode, *value.flags])
            ops = value.operands
            if value.opcode in ConstantExpr.CASTS:
                return f"{head} ({self.typed(ops[0])} to {value.type})"
            parts = [self.typed(o) for o in ops]
            if value.opcode == "getelementptr":
                parts.insert(0, str(value.source_type))
            return f"{head} ({', '.join(parts)})"
        if isinstance(value, ConstantSplat):
            return f"splat ({self.typed(value.operand(0))})"
        if isinstance(value, BlockAddress):
            fn, block = value.operands
            assert isinstance(fn, Function)
            names = self.function_names.get(fn)
            if names is None:
                names = self.function_names[fn] = _LocalNames(fn)
            return f"blockaddress({self.ref(fn)}, {names.names[block]})"
        if isinstance(value, ConstantWrapper):
            return f"{value.keyword} {self.ref(value.operand(0))}"
        if isinstance(value, ConstantPtrAuth):
            return "ptrauth (" + ", ".join(self.typed(o) for o in value.operands) + ")"
        return value.ref()

    # -- metadata ------------------------------------------------------------------------
    def md_ref(self, md: Metadata | None) -> str:
        if md is None:
            return "null"
        if isinstance(md, MDString):
            return "!" + quote_string(md.value)
        if isinstance(md, ValueAsMetadata):
            return self.typed(md.value)
        if isinstance(md, SpecializedMDNode) and md.is_inline:
            return self.md_body(md)
        if isinstance(md, MDNode):
            number = self.md_numbers.get(md)
            if number is None:
                raise ValueError(f"metadata {md!r} was not numbered")
            return f"!{number}"
        raise ValueError(f"cannot print metadata {md!r}")

    def md_field(self, value: MDField) -> str:
        if isinstance(value, str):
            return value
        if isinstance(value, MDString):
            return quote_string(value.value)
        return self.md_ref(value)

    def md_body(self, node: MDNode) -> str:
        if isinstance(node, SpecializedMDNode):
            fields = ", ".join(
                self.md_field(v) if k is None else f"{k}: {self.md_field(v)}" for k, v in node.fields
            )
            return f"!{node.kind}({fields})"
        return "!{" + ", ".join(self.md_ref(op) for op in node.operands) + "}"

    def attachments(self, metadata: dict[str, Metadata] | MetadataAttachments, sep: str) -> str:
        return "".join(f"{sep}{format_name('!', kind)} {self.md_ref(md)}" for kind, md in metadata.items())

    # -- module ----------------------------------------------------------------------------
    def print(self) -> str:
        self._collect()
        m = self.module
        out: list[str] = []
        if m.source_filename is not None:
            out.append(f"source_filename = {quote_string(m.source_filename)}")
        if m.datalayout is not None:
            out.append(f"target datalayout = {quote_string(m.datalayout)}")
        if m.triple is not None:
            out.append(f"target triple = {quote_string(m.triple)}")
        for line in m.module_asm:
            out.append(f"module asm {quote_string(line)}")
        if out:
            out.append("")
        for struct in m.struct_types.values():
            out.append(f"{struct} = type {struct.body_str()}")
        for comdat in m.comdats.values():
            out.append(f"{format_name('$', comdat.name)} = comdat {comdat.selection}")
        for gv in m.globals:
            out.append(self.global_variable(gv))
        for alias in m.aliases:
            out.append(self.alias(alias))
        for fn in m.functions:
            out.append("")
            out.append(self.function(fn))
        if self.attr_group_sets:
            out.append("")
        for key, number in self.attr_groups.items():
            out.append(f"attributes #{number} = {{ {key} }}")
        if m.named_metadata or self.md_order:
            out.append("")
        for name, nodes in m.named_metadata.items():
            refs = ", ".join(self.md_ref(n) for n in nodes)
            out.append(f"{format_name('!', name)} = !{{{refs}}}")
        for node in self.md_order:
            distinct = "distinct " if node.distinct else ""
            out.append(f"!{self.md_numbers[node]} = {distinct}{self.md_body(node)}")
        return "\n".join(out) + "\n"

    @staticmethod
    def _linkage_words(gv: GlobalValue) -> list[str]:
        words = [gv.linkage, gv.preemption, gv.visibility, gv.dll_storage, gv.thread_local, gv.unnamed_addr]
        return [w for w in words if w]

    def _comdat(self, gv: GlobalValue) -> str:
        assert gv.comdat is not None
        if gv.comdat.name == gv.name:
            return "comdat"
        return f"comdat({format_name('$', gv.comdat.name)})"

    def global_variable(self, gv: GlobalVariable) -> str:
        words = [format_global_name(gv.name), "=", *self._linkage_words(gv)]
        if gv.addrspace:
            words.append(f"addrspace({gv.addrspace})")
        if gv.externally_initialized:
            words.append("externally_initialized")
        words.append("constant" if gv.is_constant else "global")
        words.append(str(gv.value_type))
        if gv.initializer is not None:
            words.append(self.ref(gv.initializer))
        text = " ".join(words)
        if gv.section is not None:
            text += f", section {quote_string(gv.section)}"
        if gv.partition is not None:
            text += f", partition {quote_string(gv.partition)}"
        if gv.comdat is not None:
            text += ", " + self._comdat(gv)
        if gv.align is not None:
            text += f", align {gv.align}"
        if gv.code_model is not None:
            text += f", code_model {quote_string(gv.code_model)}"
        for word in gv.sanitizer:
            text += f", {word}"
        text += self.attachments(gv.metadata, ", ")
        return text + self._group(gv.attributes)

    def alias(self, alias: GlobalAlias) -> str:
        words = [format_global_name(alias.name), "=", *self._linkage_words(alias)]
        if alias.addrspace and alias.kind == "alias":
            words.append(f"addrspace({alias.addrspace})")
        words += [alias.kind, f"{alias.value_type},", self.typed(alias.target)]
        text = " ".join(words)
        if alias.partition is not None:
            text += f", partition {quote_string(alias.partition)}"
        return text

    def function(self, fn: Function) -> str:
        is_declaration = not fn.blocks
        self.locals = self.function_names.get(fn) or _LocalNames(fn)
        self.function_names[fn] = self.locals
        words = ["declare" if is_declaration else "define"]
        if is_declaration and fn.metadata:
            words.append(self.attachments(fn.metadata, " ").strip())
        words += [w for w in (fn.linkage, fn.preemption, fn.visibility, fn.dll_storage) if w]
        if fn.cc:
            words.append(fn.cc)
        if fn.ret_attributes:
            words.append(str(fn.ret_attributes))
        params = []
        for arg in fn.args:
            piece = str(arg.type)
            if arg.attributes:
                piece += f" {arg.attributes}"
            if not is_declaration:
                piece += " " + self.ref(arg)
            params.append(piece)
        if fn.function_type.vararg:
            params.append("...")
        words.append(f"{fn.return_type} {format_global_name(fn.name)}({', '.join(params)})")
        if fn.unnamed_addr:
            words.append(fn.unnamed_addr)
        if fn.addrspace:
            words.append(f"addrspace({fn.addrspace})")
        header = " ".join(words) + self._group(fn.attributes)
        if fn.section is not None:
            header += f" section {quote_string(fn.section)}"
        if fn.partition is not None:
            header += f" partition {quote_string(fn.partition)}"
        if fn.comdat is not None:
            header += " " + self._comdat(fn)
        if fn.align is not None:
            header += f" align {fn.align}"
        if fn.gc is not None:
            header += f" gc {quote_string(fn.gc)}"
        for slot in ("prefix", "prologue", "personality"):
            value = getattr(fn, slot)
            if value is not None:
                header += f" {slot} {self.typed(value)}"
        if is_declaration:
            self.locals = None
            return header
        header += self.attachments(fn.metadata, " ")
        lines = [header + " {"]
        for i, block in enumerate(fn.blocks):
            if i > 0:
                lines.append("")
            label = self.locals.names[block][1:]
            if i > 0 or block.name:
                lines.append(f"{label}:")
            for inst in block.instructions:
                for record in inst._debug_records or ():
                    lines.append("    " + self.debug_record(record))
                lines.append("  " + self.instruction(inst))
        lines.append("}")
        self.locals = None
        return "\n".join(lines)

    def debug_record(self, record: DebugRecord) -> str:
        return f"#dbg_{record.kind}(" + ", ".join(self.md_ref(op) for op in record.operands) + ")"

    # -- instructions ---------------------------------------------------------------------
    def instruction(self, inst: Instruction) -> str:
        body = self._instruction_body(inst)
        if not isinstance(inst.type, VoidType):
            body = f"{self.ref(inst)} = {body}"
        return body + self.attachments(inst._metadata or {}, ", ")

    @staticmethod
    def _head(inst: Instruction) -> str:
        return " ".join([inst.opcode, *(inst._flags or ())])

    def _operand_list(self, values: Iterable[Value]) -> str:
        return ", ".join(self.typed(v) for v in values)

    def _instruction_body(self, inst: Instruction) -> str:
        op = inst.opcode
        ops = inst.operands
        head = self._head(inst)
        if isinstance(inst, CallBase):
            return self._call(inst)
        if isinstance(inst, CastInst):
            return f"{head} {self.typed(ops[0])} to {inst.type}"
        if isinstance(inst, CmpInst):
            return f"{head} {inst.predicate} {self.typed(ops[0])}, {self.ref(ops[1])}"
        if op in ("add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr",
                  "and", "or", "xor", "fadd", "fsub", "fmul", "fdiv", "frem"):
            return f"{head} {self.typed(ops[0])}, {self.ref(ops[1])}"
        if isinstance(inst, LoadInst):
            return self._load(inst)
        if isinstance(inst, StoreInst):
            return self._store(inst)
        if isinstance(inst, GetElementPtrInst):
            return f"{head} {inst.source_type}, {self._operand_list(ops)}"
        if isinstance(inst, AllocaInst):
            text = f"{head} {inst.allocated_type}"
            if inst.count is not None:
                text += f", {self.typed(inst.count)}"
            if inst.align is not None:
                text += f", align {inst.align}"
            if inst.addrspace:
                text += f", addrspace({inst.addrspace})"
            return text
        if isinstance(inst, PhiInst):
            pairs = ", ".join(f"[ {self.ref(v)}, {self.ref(b)} ]" for v, b in inst.incoming)
            return f"{head} {inst.type} {pairs}"
        if op == "br":
            if len(ops) == 1:
                return f"br label {self.ref(ops[0])}"
            return f"br {self.typed(ops[0])}, label {self.ref(ops[1])}, label {self.ref(ops[2])}"
        if op == "ret":
            return "ret void" if not ops else f"ret {self.typed(ops[0])}"
        if isinstance(inst, SwitchInst):
            cases = "".join(f"\n    {self.typed(v)}, label {self.ref(b)}" for v, b in inst.cases)
            return f"switch {self.typed(ops[0])}, label {self.ref(ops[1])} [{cases}\n  ]"
        if op in ("select", "fneg", "freeze", "extractelement", "insertelement", "shufflevector", "resume"):
            return f"{head} {self._operand_list(ops)}"
        if op == "extractvalue" or op == "insertvalue":
            indices = "".join(f", {i}" for i in inst.indices)  # type: ignore[attr-defined]
            return f"{head} {self._operand_list(ops)}{indices}"
        if op == "unreachable":
            return "unreachable"
        if isinstance(inst, FenceInst):
            return "fence" + self._scope(inst.syncscope) + f" {inst.ordering}"
        if isinstance(inst, AtomicRMWInst):
            text = " ".join(["atomicrmw", *(inst._flags or ()), inst.operation])
            text += f" {self._operand_list(ops)}{self._scope(inst.syncscope)} {inst.ordering}"
            return text + self._align(inst.align)
        if isinstance(inst, CmpXchgInst):
            text = f"{head} {self._operand_list(ops)}{self._scope(inst.syncscope)}"
            return text + f" {inst.ordering} {inst.failure_ordering}" + self._align(inst.align)
        if op == "va_arg":
            return f"va_arg {self.typed(ops[0])}, {inst.type}"
        if op == "indirectbr":
            dests = ", ".join(f"label {self.ref(b)}" for b in ops[1:])
            return f"indirectbr {self.typed(ops[0])}, [{dests}]"
        if isinstance(inst, LandingPadInst):
            text = f"landingpad {inst.type}"
            if inst.cleanup:
                text += "\n          cleanup"
            for kind, value in zip(inst.clause_kinds, ops, strict=True):
                text += f"\n          {kind} {self.typed(value)}"
            return text
        if isinstance(inst, CatchSwitchInst):
            handlers = ops[1 : len(ops) - (1 if inst.has_unwind_dest else 0)]
            text = f"catchswitch within {self._pad(ops[0])} [{', '.join('label ' + self.ref(h) for h in handlers)}]"
            unwind = f"label {self.ref(ops[-1])}" if inst.has_unwind_dest else "to caller"
            return f"{text} unwind {unwind}"
        if op in ("catchpad", "cleanuppad"):
            return f"{op} within {self._pad(ops[0])} [{self._operand_list(ops[1:])}]"
        if op == "catchret":
            return f"catchret from {self.ref(ops[0])} to label {self.ref(ops[1])}"
        if op == "cleanupret":
            unwind = f"label {self.ref(ops[1])}" if len(ops) > 1 else "to caller"
            return f"cleanupret from {self.ref(ops[0])} unwind {unwind}"
        raise ValueError(f"cannot print instruction '{op}'")

    def _pad(self, value: Value) -> str:
        return "none" if isinstance(value, Constant) else self.ref(value)

    @staticmethod
    def _scope(syncscope: str | None) -> str:
        return "" if syncscope is None else f" syncscope({quote_string(syncscope)})"

    @staticmethod
    def _align(align: int | None) -> str:
        return "" if align is None else f", align {align}"

    def _load(self, inst: LoadInst) -> str:
        words = ["load"]
        if inst.ordering is not None:
            words.append("atomic")
        words += inst._flags or ()
        text = f"{' '.join(words)} {inst.type}, {self.typed(inst.pointer)}"
        if inst.ordering is not None:
            text += f"{self._scope(inst.syncscope)} {inst.ordering}"
        return text + self._align(inst.align)

    def _store(self, inst: StoreInst) -> str:
        words = ["store"]
        if inst.ordering is not None:
            words.append("atomic")
        words += inst._flags or ()
        text = f"{' '.join(words)} {self.typed(inst.value)}, {self.typed(inst.pointer)}"
        if inst.ordering is not None:
            text += f"{self._scope(inst.syncscope)} {inst.ordering}"
        return text + self._align(inst.align)

    def _call(self, inst: CallBase) -> str:
        words = []
        if inst.tail:
            words.append(inst.tail)
        words.append(inst.opcode)
        words += inst._flags or ()
        if inst.cc:
            words.append(inst.cc)
        if inst.ret_attributes:
            words.append(str(inst.ret_attributes))
        if inst.addrspace is not None:
            words.append(f"addrspace({inst.addrspace})")
        fty: FunctionType = inst.function_type
        words.append(str(fty) if fty.vararg else str(fty.return_type))
        args = []
        for arg, attrs in zip(inst.args, inst.arg_attributes, strict=True):
            piece = str(arg.type)
            if attrs:
                piece += f" {attrs}"
            args.append(f"{piece} {self.ref(arg)}")
        text = " ".join(words) + f" {self.ref(inst.callee)}({', '.join(args)})"
        text += self._group(inst.fn_attributes)
        if inst.bundles:
            bundles = ", ".join(
                f"{quote_string(tag)}({self._operand_list(values)})" for tag, values in inst.bundle_operands()
            )
            text += f" [ {bundles} ]"
        dests = inst.destinations
        if inst.opcode == "invoke":
            text += f"\n          to label {self.ref(dests[0])} unwind label {self.ref(dests[1])}"
        elif inst.opcode == "callbr":
            indirect = ", ".join(f"label {self.ref(d)}" for d in dests[1:])
            text += f"\n          to label {self.ref(dests[0])} [{indirect}]"
        return text


def print_module(module: Module) -> str:
    """The module as LLVM assembly."""
    return ModulePrinter(module).print()


def local_names(fn: Function) -> dict[Value, str]:
    """How the printer spells ``fn``'s arguments, blocks and values (``%x``, ``%x1`` for a second ``x``, ``%3``)."""
    return dict(_LocalNames(fn).names)


def print_function(fn: Function, module: Module) -> str:
    """One function of ``module`` as LLVM assembly, metadata numbered as in the module's text."""
    printer = ModulePrinter(module)
    printer._collect()
    return printer.function(fn)

