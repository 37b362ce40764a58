"""Parsing instructions, one handler per opcode."""

from __future__ import annotations

from collections.abc import Callable

from ncpu_opt.ir.attributes import AttributeSet
from ncpu_opt.ir.instructions import (
    BINARY_OPCODES,
    CAST_OPCODES,
    FAST_MATH_FLAGS,
    AllocaInst,
    AtomicRMWInst,
    BinaryOperator,
    BranchInst,
    CallBase,
    CallBrInst,
    CallInst,
    CastInst,
    CatchReturnInst,
    CatchSwitchInst,
    CleanupReturnInst,
    CmpInst,
    CmpXchgInst,
    ExtractElementInst,
    ExtractValueInst,
    FenceInst,
    FreezeInst,
    FuncletPadInst,
    GetElementPtrInst,
    IndirectBrInst,
    InsertElementInst,
    InsertValueInst,
    Instruction,
    InvokeInst,
    LandingPadInst,
    LoadInst,
    PhiInst,
    ResumeInst,
    ReturnInst,
    SelectInst,
    ShuffleVectorInst,
    StoreInst,
    SwitchInst,
    UnaryOperator,
    UnreachableInst,
    VAArgInst,
)
from ncpu_opt.ir.lexer import Token
from ncpu_opt.ir.module import (
    BasicBlock,
)
from ncpu_opt.ir.parse_reader import (
    INSTRUCTION_FLAGS,
    ORDERINGS,
    TAIL_KINDS,
    Placeholder,
    local_key,
)
from ncpu_opt.ir.parse_values import ValueParser
from ncpu_opt.ir.types import (
    TOKEN,
    VOID,
    ArrayType,
    FunctionType,
    PointerType,
    StructType,
    Type,
    VectorType,
    VoidType,
)
from ncpu_opt.ir.values import (
    ConstantNone,
    InlineAsm,
    Value,
)


class InstructionParser(ValueParser):
    """Parsing instructions, one handler per opcode."""

    def define_local(self, name_tok: Token | None, inst: Instruction) -> None:
        scope = self.scope
        assert scope is not None
        if name_tok is None:
            if not isinstance(inst.type, VoidType):
                key: str | int = scope.next_number
                scope.next_number += 1
            else:
                return
        else:
            key = local_key(name_tok.text)
            if isinstance(key, int):
                if key != scope.next_number:
                    raise self.error(f"instruction expected to be numbered '%{scope.next_number}'", name_tok)
                scope.next_number += 1
            else:
                inst.name = key
        existing = scope.values.get(key)
        if isinstance(existing, Placeholder):
            if existing.type != inst.type:
                raise self.source.error(
                    f"'%{key}' defined with type '{inst.type}' but used as '{existing.type}'", existing.pos
                )
            existing.replace_all_uses_with(inst)
        elif existing is not None:
            raise self.error(f"multiple definition of local value named '%{key}'", name_tok)
        scope.values[key] = inst

    def parse_flags(self, allowed: frozenset[str] = INSTRUCTION_FLAGS) -> list[str]:
        flags = []
        while True:
            tok = self.peek()
            if tok.kind == "word" and tok.text in allowed:
                flags.append(tok.text)
                self.i += 1
            else:
                return flags

    def at_attachment(self) -> bool:
        return self.at(",") and self.peek(1).kind == "mdname"

    def parse_instruction(self) -> Instruction:
        name_tok: Token | None = None
        tok = self.peek()
        if tok.kind == "local" and self.peek(1).text == "=":
            name_tok = tok
            self.i += 2
        op_tok = self.next()
        if op_tok.kind != "word":
            raise self.error("expected instruction opcode", op_tok)
        handler = self._HANDLERS.get(op_tok.text)
        if handler is None:
            if op_tok.text in TAIL_KINDS:
                self.expect("call")
                inst = self.parse_call(op_tok.text, "call")
            else:
                raise self.error(f"expected instruction opcode, found '{op_tok.text}'", op_tok)
        else:
            inst = handler(self, op_tok.text)
        self.define_local(name_tok, inst)
        while self.at_attachment():
            self.next()
            md_name = self.next().text[1:]
            inst.metadata[md_name] = self.parse_metadata()
        return inst

    def _binary(self, opcode: str) -> Instruction:
        flags = self.parse_flags()
        lhs = self.parse_typed_value()
        self.expect(",")
        rhs = self.parse_value(lhs.type)
        return BinaryOperator(opcode, lhs, rhs, flags=flags)

    def _unary(self, opcode: str) -> Instruction:
        flags = self.parse_flags()
        return UnaryOperator(opcode, self.parse_typed_value(), flags=flags)

    def _cast(self, opcode: str) -> Instruction:
        flags = self.parse_flags()
        value = self.parse_typed_value()
        self.expect("to")
        return CastInst(opcode, value, self.parse_type(), flags=flags)

    def _cmp(self, opcode: str) -> Instruction:
        flags = self.parse_flags()
        predicate = self.expect_kind("word", "a comparison predicate").text
        lhs = self.parse_typed_value()
        self.expect(",")
        rhs = self.parse_value(lhs.type)
        return CmpInst(opcode, predicate, lhs, rhs, flags=flags)

    def _alloca(self, opcode: str) -> Instruction:
        flags = self.parse_flags(frozenset(("inalloca", "swifterror")))
        allocated = self.parse_type()
        count = None
        align = None
        addrspace = 0
        while self.at(",") and not self.at_attachment():
            self.next()
            if self.accept("align"):
                align = self.expect_int()
            elif self.at("addrspace"):
                addrspace = self.parse_addrspace()
            else:
                count = self.parse_typed_value()
        return AllocaInst(allocated, count, align, addrspace, flags=flags)

    def _parse_atomic_suffix(self) -> tuple[str | None, str | None]:
        syncscope = None
        if self.accept("syncscope"):
            self.expect("(")
            syncscope = self.parse_string()
            self.expect(")")
        ordering = self.accept_word(ORDERINGS)
        return syncscope, ordering

    def _parse_align_suffix(self) -> int | None:
        if self.at(",") and self.peek(1).text == "align":
            self.i += 2
            return self.expect_int()
        return None

    def _load(self, opcode: str) -> Instruction:
        atomic = self.accept("atomic")
        flags = ["volatile"] if self.accept("volatile") else []
        loaded = self.parse_type()
        self.expect(",")
        pointer = self.parse_typed_value()
        syncscope, ordering = self._parse_atomic_suffix() if atomic else (None, None)
        align = self._parse_align_suffix()
        return LoadInst(loaded, pointer, align, flags=flags, ordering=ordering, syncscope=syncscope)

    def _store(self, opcode: str) -> Instruction:
        atomic = self.accept("atomic")
        flags = ["volatile"] if self.accept("volatile") else []
        value = self.parse_typed_value()
        self.expect(",")
        pointer = self.parse_typed_value()
        syncscope, ordering = self._parse_atomic_suffix() if atomic else (None, None)
        align = self._parse_align_suffix()
        return StoreInst(value, pointer, align, flags=flags, ordering=ordering, syncscope=syncscope)

    def _fence(self, opcode: str) -> Instruction:
        syncscope, ordering = self._parse_atomic_suffix()
        if ordering is None:
            raise self.error("expected an atomic ordering")
        return FenceInst(ordering, syncscope)

    def _cmpxchg(self, opcode: str) -> Instruction:
        flags = self.parse_flags(frozenset(("weak", "volatile")))
        pointer = self.parse_typed_value()
        self.expect(",")
        compare = self.parse_typed_value()
        self.expect(",")
        new = self.parse_typed_value()
        syncscope, success = self._parse_atomic_suffix()
        failure = self.accept_word(ORDERINGS)
        if success is None or failure is None:
            raise self.error("expected success and failure orderings")
        align = self._parse_align_suffix()
        return CmpXchgInst(pointer, compare, new, success, failure, align, syncscope, flags=flags)

    def _atomicrmw(self, opcode: str) -> Instruction:
        flags = ["volatile"] if self.accept("volatile") else []
        operation = self.expect_kind("word", "an atomicrmw operation").text
        pointer = self.parse_typed_value()
        self.expect(",")
        value = self.parse_typed_value()
        syncscope, ordering = self._parse_atomic_suffix()
        if ordering is None:
            raise self.error("expected an atomic ordering")
        align = self._parse_align_suffix()
        return AtomicRMWInst(operation, pointer, value, ordering, align, syncscope, flags=flags)

    def _gep(self, opcode: str) -> Instruction:
        flags = self.parse_flags()
        source = self.parse_type()
        self.expect(",")
        operands = [self.parse_typed_value()]
        while self.at(",") and not self.at_attachment():
            self.next()
            operands.append(self.parse_typed_value())
        return GetElementPtrInst(source, operands[0], operands[1:], self._gep_result_type(operands), flags=flags)

    def _extractelement(self, opcode: str) -> Instruction:
        vec = self.parse_typed_value()
        self.expect(",")
        index = self.parse_typed_value()
        if not isinstance(vec.type, VectorType):
            raise self.error("extractelement needs a vector operand")
        return ExtractElementInst(opcode, vec.type.element, [vec, index])

    def _insertelement(self, opcode: str) -> Instruction:
        vec = self.parse_typed_value()
        self.expect(",")
        element = self.parse_typed_value()
        self.expect(",")
        index = self.parse_typed_value()
        return InsertElementInst(opcode, vec.type, [vec, element, index])

    def _shufflevector(self, opcode: str) -> Instruction:
        a = self.parse_typed_value()
        self.expect(",")
        b = self.parse_typed_value()
        self.expect(",")
        mask = self.parse_typed_value()
        if not isinstance(a.type, VectorType) or not isinstance(mask.type, VectorType):
            raise self.error("shufflevector needs vector operands")
        result = VectorType(mask.type.count, a.type.element, mask.type.scalable)
        return ShuffleVectorInst(opcode, result, [a, b, mask])

    def _parse_indices(self) -> list[int]:
        indices = []
        while self.at(",") and not self.at_attachment():
            self.next()
            indices.append(self.expect_int())
        return indices

    def _indexed_type(self, type: Type, indices: list[int]) -> Type:
        for index in indices:
            if isinstance(type, StructType) and type.elements is not None and index < len(type.elements):
                type = type.elements[index]
            elif isinstance(type, ArrayType):
                type = type.element
            else:
                raise self.error(f"invalid index {index} into '{type}'")
        return type

    def _extractvalue(self, opcode: str) -> Instruction:
        agg = self.parse_typed_value()
        indices = self._parse_indices()
        return ExtractValueInst(opcode, self._indexed_type(agg.type, indices), [agg], indices)

    def _insertvalue(self, opcode: str) -> Instruction:
        agg = self.parse_typed_value()
        self.expect(",")
        value = self.parse_typed_value()
        indices = self._parse_indices()
        return InsertValueInst(opcode, agg.type, [agg, value], indices)

    def _select(self, opcode: str) -> Instruction:
        flags = self.parse_flags()
        cond = self.parse_typed_value()
        self.expect(",")
        a = self.parse_typed_value()
        self.expect(",")
        b = self.parse_typed_value()
        return SelectInst(cond, a, b, flags=flags)

    def _phi(self, opcode: str) -> Instruction:
        flags = self.parse_flags()
        type = self.parse_type()
        phi = PhiInst(type, flags=flags)
        while True:
            self.expect("[")
            value = self.parse_value(type)
            self.expect(",")
            block_tok = self.expect_kind("local", "a block label")
            block = self._block_by_key(local_key(block_tok.text))
            self.expect("]")
            phi.add_incoming(value, block)
            if not (self.at(",") and self.peek(1).text == "["):
                return phi
            self.next()

    def _freeze(self, opcode: str) -> Instruction:
        value = self.parse_typed_value()
        return FreezeInst(opcode, value.type, [value])

    def _va_arg(self, opcode: str) -> Instruction:
        value = self.parse_typed_value()
        self.expect(",")
        return VAArgInst(opcode, self.parse_type(), [value])

    def _landingpad(self, opcode: str) -> Instruction:
        type = self.parse_type()
        cleanup = self.accept("cleanup")
        clauses: list[tuple[str, Value]] = []
        while self.at("catch") or self.at("filter"):
            clause = self.next().text
            clauses.append((clause, self.parse_typed_value()))
        return LandingPadInst(type, cleanup, clauses)

    def _br(self, opcode: str) -> Instruction:
        if self.at("label"):
            return BranchInst([self.block_ref()])
        cond = self.parse_typed_value()
        self.expect(",")
        true_dest = self.block_ref()
        self.expect(",")
        return BranchInst([cond, true_dest, self.block_ref()])

    def _switch(self, opcode: str) -> Instruction:
        cond = self.parse_typed_value()
        self.expect(",")
        default = self.block_ref()
        self.expect("[")
        cases: list[tuple[Value, Value]] = []
        while not self.at("]"):
            value = self.parse_typed_value()
            self.expect(",")
            cases.append((value, self.block_ref()))
        self.expect("]")
        return SwitchInst(cond, default, cases)

    def _indirectbr(self, opcode: str) -> Instruction:
        address = self.parse_typed_value()
        self.expect(",")
        self.expect("[")
        dests: list[Value] = []
        while not self.at("]"):
            dests.append(self.block_ref())
            if not self.accept(","):
                break
        self.expect("]")
        return IndirectBrInst(address, dests)

    def _ret(self, opcode: str) -> Instruction:
        if self.accept("void"):
            return ReturnInst()
        return ReturnInst(self.parse_typed_value())

    def _unreachable(self, opcode: str) -> Instruction:
        return UnreachableInst()

    def _resume(self, opcode: str) -> Instruction:
        return ResumeInst(self.parse_typed_value())

    def _pad_parent(self) -> Value:
        self.expect("within")
        if self.accept("none"):
            return ConstantNone(TOKEN)
        return self.local_ref(self.expect_kind("local", "a pad"), TOKEN)

    def _unwind_dest(self) -> BasicBlock | None:
        self.expect("unwind")
        if self.accept("to"):
            self.expect("caller")
            return None
        return self.block_ref()

    def _catchswitch(self, opcode: str) -> Instruction:
        parent = self._pad_parent()
        self.expect("[")
        handlers: list[Value] = []
        while not self.at("]"):
            handlers.append(self.block_ref())
            if not self.accept(","):
                break
        self.expect("]")
        unwind = self._unwind_dest()
        ops = [parent, *handlers] + ([] if unwind is None else [unwind])
        return CatchSwitchInst(TOKEN, ops, unwind is not None)

    def _funclet_pad(self, opcode: str) -> Instruction:
        if opcode == "catchpad":
            self.expect("within")
            parent: Value = self.local_ref(self.expect_kind("local", "a catchswitch"), TOKEN)
        else:
            parent = self._pad_parent()
        self.expect("[")
        args = self._parse_elements("]")
        return FuncletPadInst(opcode, TOKEN, [parent, *args])

    def _catchret(self, opcode: str) -> Instruction:
        self.expect("from")
        pad = self.local_ref(self.expect_kind("local", "a pad"), TOKEN)
        self.expect("to")
        return CatchReturnInst(opcode, VOID, [pad, self.block_ref()])

    def _cleanupret(self, opcode: str) -> Instruction:
        self.expect("from")
        pad = self.local_ref(self.expect_kind("local", "a pad"), TOKEN)
        unwind = self._unwind_dest()
        return CleanupReturnInst(opcode, VOID, [pad] + ([] if unwind is None else [unwind]))

    def _call_like(self, opcode: str) -> Instruction:
        return self.parse_call(None, opcode)

    def parse_call(self, tail: str | None, opcode: str) -> Instruction:
        """A call, invoke or callbr; the opcode (and tail marker) are consumed."""
        flags = self.parse_flags(frozenset(FAST_MATH_FLAGS)) if opcode == "call" else []
        cc = self.parse_calling_convention()
        ret_attrs = self.parse_attributes()
        addrspace = None
        if self.at("addrspace"):
            addrspace = self.parse_addrspace()
        call_type = self.parse_type()
        callee_placeholder_type: Type = PointerType(addrspace or 0)
        callee = self.parse_value(callee_placeholder_type)
        self.expect("(")
        args: list[Value] = []
        arg_attrs: list[AttributeSet] = []
        while not self.at(")"):
            arg_type = self.parse_type()
            attrs = self.parse_attributes()
            args.append(self.parse_value(arg_type))
            arg_attrs.append(attrs)
            if not self.accept(","):
                break
        self.expect(")")
        if isinstance(call_type, FunctionType):
            fn_type = call_type
        else:
            fn_type = self.unique_type(FunctionType(call_type, [a.type for a in args]))
        if isinstance(callee, InlineAsm):
            callee.function_type = fn_type
        fn_attrs = self.parse_attributes(allow_groups=True)
        bundles: list[tuple[str, list[Value]]] = []
        if self.at("["):
            self.next()
            while not self.at("]"):
                tag = self.parse_string()
                self.expect("(")
                bundles.append((tag, self._parse_elements(")")))
                if not self.accept(","):
                    break
            self.expect("]")
        destinations: list[Value] = []
        if opcode == "invoke":
            self.expect("to")
            destinations.append(self.block_ref())
            self.expect("unwind")
            destinations.append(self.block_ref())
        elif opcode == "callbr":
            self.expect("to")
            destinations.append(self.block_ref())
            self.expect("[")
            while not self.at("]"):
                destinations.append(self.block_ref())
                if not self.accept(","):
                    break
            self.expect("]")
        inst: CallBase
        if opcode == "call":
            inst = CallInst(fn_type, callee, args, cc=cc, bundles=bundles, flags=flags)
        else:
            cls = InvokeInst if opcode == "invoke" else CallBrInst
            inst = cls(opcode, fn_type, callee, args, cc=cc, bundles=bundles, destinations=destinations)
        inst.tail = tail
        inst.ret_attributes = ret_attrs
        inst.arg_attributes = arg_attrs
        inst.fn_attributes = fn_attrs
        inst.addrspace = addrspace
        return inst

    _HANDLERS: dict[str, Callable[[InstructionParser, str], Instruction]] = {}


def _register_handlers() -> None:
    h = InstructionParser._HANDLERS
    for op in BINARY_OPCODES:
        h[op] = InstructionParser._binary
    for op in CAST_OPCODES:
        h[op] = InstructionParser._cast
    h.update(
        fneg=InstructionParser._unary,
        icmp=InstructionParser._cmp,
        fcmp=InstructionParser._cmp,
        alloca=InstructionParser._alloca,
        load=InstructionParser._load,
        store=InstructionParser._store,
        fence=InstructionParser._fence,
        cmpxchg=InstructionParser._cmpxchg,
        atomicrmw=InstructionParser._atomicrmw,
        getelementptr=InstructionParser._gep,
        extractelement=InstructionParser._extractelement,
        insertelement=InstructionParser._insertelement,
        shufflevector=InstructionParser._shufflevector,
        extractvalue=InstructionParser._extractvalue,
        insertvalue=InstructionParser._insertvalue,
        select=InstructionParser._select,
        phi=InstructionParser._phi,
        freeze=InstructionParser._freeze,
        va_arg=InstructionParser._va_arg,
        landingpad=InstructionParser._landingpad,
        br=InstructionParser._br,
        switch=InstructionParser._switch,
        indirectbr=InstructionParser._indirectbr,
        ret=InstructionParser._ret,
        unreachable=InstructionParser._unreachable,
        resume=InstructionParser._resume,
        catchswitch=InstructionParser._catchswitch,
        catchpad=InstructionParser._funclet_pad,
        cleanuppad=InstructionParser._funclet_pad,
        catchret=InstructionParser._catchret,
        cleanupret=InstructionParser._cleanupret,
        call=InstructionParser._call_like,
        invoke=InstructionParser._call_like,
        callbr=InstructionParser._call_like,
    )


_register_handlers()
