"""A parser for LLVM assembly as LLVM 22's printer writes it.

The command line hands us llvmlite's canonical text, so this parser follows
the printer's spellings; anything it does not know is an error at the exact
file:line:col, never dropped.
"""

from __future__ import annotations

from collections.abc import Callable

from ncpu_opt.errors import ParseError
from ncpu_opt.ir.attributes import TYPE_ATTRIBUTES, Attribute, AttributeSet
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
from ncpu_opt.ir.lexer import EOF, SourceMap, Token, tokenize
from ncpu_opt.ir.metadata import (
    DebugRecord,
    MDField,
    MDNode,
    MDString,
    Metadata,
    SpecializedMDNode,
    ValueAsMetadata,
)
from ncpu_opt.ir.module import (
    BasicBlock,
    Comdat,
    Function,
    GlobalAlias,
    GlobalValue,
    GlobalVariable,
    Module,
)
from ncpu_opt.ir.names import unescape_string
from ncpu_opt.ir.types import (
    FLOAT_KINDS,
    LABEL,
    METADATA,
    TOKEN,
    VOID,
    ArrayType,
    FloatType,
    FunctionType,
    IntType,
    LabelType,
    MetadataType,
    PointerType,
    StructType,
    TargetExtType,
    TokenType,
    Type,
    VectorType,
    VoidType,
    X86AmxType,
)
from ncpu_opt.ir.values import (
    Argument,
    BlockAddress,
    ConstantAggregate,
    ConstantExpr,
    ConstantFP,
    ConstantInt,
    ConstantNone,
    ConstantNull,
    ConstantPtrAuth,
    ConstantSplat,
    ConstantString,
    ConstantWrapper,
    InlineAsm,
    MetadataAsValue,
    Poison,
    Undef,
    Value,
    ZeroInitializer,
)

LINKAGES = frozenset(
    (
        "private", "internal", "available_externally", "linkonce", "weak", "common",
        "appending", "extern_weak", "linkonce_odr", "weak_odr", "external",
    )
)
PREEMPTION = frozenset(("dso_local", "dso_preemptable"))
VISIBILITIES = frozenset(("default", "hidden", "protected"))
DLL_STORAGE = frozenset(("dllimport", "dllexport"))
UNNAMED_ADDR = frozenset(("unnamed_addr", "local_unnamed_addr"))
CALLING_CONVENTIONS = frozenset(
    """ccc fastcc coldcc cfguard_checkcc x86_stdcallcc x86_fastcallcc x86_thiscallcc
    x86_vectorcallcc arm_apcscc arm_aapcscc arm_aapcs_vfpcc aarch64_vector_pcs
    aarch64_sve_vector_pcs aarch64_sme_preservemost_from_x0 aarch64_sme_preservemost_from_x1
    aarch64_sme_preservemost_from_x2 msp430_intrcc avr_intrcc avr_signalcc ptx_kernel
    ptx_device spir_kernel spir_func intel_ocl_bicc x86_64_sysvcc win64cc x86_regcallcc
    swiftcc swifttailcc anyregcc preserve_mostcc preserve_allcc preserve_nonecc ghccc
    x86_intrcc hhvmcc hhvm_ccc cxx_fast_tlscc amdgpu_vs amdgpu_ls amdgpu_hs amdgpu_es
    amdgpu_gs amdgpu_ps amdgpu_cs amdgpu_cs_chain amdgpu_cs_chain_preserve amdgpu_kernel
    amdgpu_gfx amdgpu_gfx_whole_wave tailcc m68k_rtdcc m68k_intrcc graalcc riscv_vector_cc
    riscv_vls_cc""".split()
)
ORDERINGS = frozenset(("unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst"))
TYPE_KEYWORDS = frozenset((*FLOAT_KINDS, "void", "ptr", "label", "metadata", "token", "x86_amx", "target"))
INT_FLAGS = frozenset(("nuw", "nsw", "exact", "disjoint", "nneg", "samesign", "inbounds", "nusw"))
INSTRUCTION_FLAGS = INT_FLAGS | frozenset(FAST_MATH_FLAGS)
TAIL_KINDS = frozenset(("tail", "musttail", "notail"))


def _is_type_start(tok: Token) -> bool:
    if tok.kind == "word":
        text = tok.text
        return text in TYPE_KEYWORDS or (text[0] == "i" and text[1:].isdigit())
    if tok.kind == "local":
        return True
    return tok.kind == "punct" and tok.text in ("{", "[", "<")


class _Placeholder(Value):
    """A value used before its definition; replaced when it is defined."""

    __slots__ = ("pos",)

    def __init__(self, type: Type, name: str, pos: int) -> None:
        super().__init__(type, name)
        self.pos = pos


class _BlockRef(Value):
    """A block of another function, named by ``blockaddress`` (resolved last)."""

    __slots__ = ("function", "key", "pos")

    def __init__(self, function: Value, key: str | int, pos: int) -> None:
        super().__init__(LABEL)
        self.function = function
        self.key = key
        self.pos = pos


class _FunctionScope:
    """Local names of one function body: values and blocks by name or number."""

    def __init__(self) -> None:
        self.values: dict[str | int, Value] = {}
        self.blocks: dict[str | int, BasicBlock] = {}
        self.next_number = 0


def _local_key(text: str) -> str | int:
    """``%name`` -> "name", ``%"q"`` -> "q", ``%12`` -> 12."""
    body = text[1:]
    if body.startswith('"'):
        return unescape_string(body[1:-1])
    if body.isdigit():
        return int(body)
    return body


def _global_key(text: str) -> str:
    body = text[1:]
    if body.startswith('"'):
        return unescape_string(body[1:-1])
    return body


class Parser:
    """Parses one module; ``parse()`` returns it."""

    def __init__(self, text: str, filename: str = "<stdin>") -> None:
        self.source = SourceMap(text, filename)
        self.text = text
        self.tokens = tokenize(text, self.source)
        self.i = 0
        self.module = Module()
        self.globals: dict[str, GlobalValue] = {}
        self.global_placeholders: dict[str, _Placeholder] = {}
        self.metadata_slots: dict[int, MDNode] = {}
        self.attribute_groups: dict[int, AttributeSet] = {}
        self.pending_group_uses: list[tuple[AttributeSet, int, int]] = []
        self.block_refs: list[_BlockRef] = []
        self.function_scopes: dict[Function, _FunctionScope] = {}
        self.scope: _FunctionScope | None = None
        self.function: Function | None = None

    # -- token helpers ---------------------------------------------------------------
    def peek(self, k: int = 0) -> Token:
        # The token list ends with an eof token; never read past it.
        try:
            return self.tokens[self.i + k]
        except IndexError:
            return self.tokens[-1]

    def next(self) -> Token:
        tokens = self.tokens
        i = self.i
        if i >= len(tokens):
            return tokens[-1]
        self.i = i + 1
        return tokens[i]

    def at(self, text: str) -> bool:
        tok = self.tokens[self.i] if self.i < len(self.tokens) else self.tokens[-1]
        return tok[1] == text and tok[0] in ("word", "punct")

    def accept(self, text: str) -> bool:
        if self.at(text):
            self.i += 1
            return True
        return False

    def expect(self, text: str) -> Token:
        tok = self.peek()
        if tok.text != text or tok.kind not in ("word", "punct"):
            raise self.error(f"expected '{text}'", tok)
        self.i += 1
        return tok

    def expect_kind(self, kind: str, what: str) -> Token:
        tok = self.peek()
        if tok.kind != kind:
            raise self.error(f"expected {what}", tok)
        self.i += 1
        return tok

    def error(self, message: str, tok: Token | None = None) -> ParseError:
        tok = self.peek() if tok is None else tok
        found = "end of file" if tok.kind == "eof" else f"'{tok.text}'"
        if "expected" in message:
            message = f"{message}, found {found}"
        return self.source.error(message, tok.pos)

    def expect_int(self) -> int:
        tok = self.expect_kind("int", "an integer")
        return int(tok.text)

    def parse_string(self) -> str:
        tok = self.expect_kind("string", "a string")
        return unescape_string(tok.text[1:-1])

    def accept_word(self, words: frozenset[str]) -> str | None:
        tok = self.peek()
        if tok.kind == "word" and tok.text in words:
            self.i += 1
            return tok.text
        return None

    def raw_parenthesized(self) -> str:
        """The source text of a balanced ``( ... )`` group, parentheses included."""
        start = self.expect("(")
        depth = 1
        while depth:
            tok = self.next()
            if tok.kind == "eof":
                raise self.error("unbalanced parentheses", start)
            if tok.kind == "punct":
                if tok.text == "(":
                    depth += 1
                elif tok.text == ")":
                    depth -= 1
        end_tok = self.tokens[self.i - 1]
        return self.text[start.pos : end_tok.pos + 1]

    # -- module ------------------------------------------------------------------------
    def parse(self) -> Module:
        self._prescan_metadata()
        while self.peek().kind != "eof":
            self.parse_top_level()
        self._finish()
        return self.module

    def _prescan_metadata(self) -> None:
        """Create every numbered metadata node first, so references can point at it."""
        toks = self.tokens
        for i, tok in enumerate(toks):
            if tok.kind == "mdnum" and i + 1 < len(toks) and toks[i + 1].text == "=":
                j = i + 2
                distinct = j < len(toks) and toks[j].text == "distinct"
                if distinct:
                    j += 1
                if j >= len(toks):
                    raise self.error("expected metadata", EOF)
                head = toks[j]
                node: MDNode
                if head.kind == "mdname":
                    node = SpecializedMDNode(head.text[1:], [], distinct)
                else:
                    node = MDNode([], distinct)
                number = int(tok.text[1:])
                if number in self.metadata_slots:
                    raise self.error(f"redefinition of metadata '!{number}'", tok)
                self.metadata_slots[number] = node

    def parse_top_level(self) -> None:
        tok = self.peek()
        kind, text = tok.kind, tok.text
        if kind == "word":
            if text == "source_filename":
                self.next()
                self.expect("=")
                self.module.source_filename = self.parse_string()
            elif text == "target":
                self.next()
                which = self.next()
                self.expect("=")
                if which.text == "datalayout":
                    self.module.datalayout = self.parse_string()
                elif which.text == "triple":
                    self.module.triple = self.parse_string()
                else:
                    raise self.error("expected 'datalayout' or 'triple'", which)
            elif text == "module":
                self.next()
                self.expect("asm")
                self.module.module_asm.append(self.parse_string())
            elif text in ("define", "declare"):
                self.parse_function()
            elif text == "attributes":
                self.parse_attribute_group()
            elif text == "uselistorder" or text == "uselistorder_bb":
                raise self.error(f"not supported yet: '{text}' directives")
            else:
                raise self.error("expected top-level entity")
        elif kind == "local":
            self.parse_type_definition()
        elif kind == "global":
            self.parse_global()
        elif kind == "comdat":
            self.next()
            self.expect("=")
            self.expect("comdat")
            selection = self.expect_kind("word", "a comdat selection kind").text
            name = _global_key(tok.text)
            comdat = self.module.comdats.get(name)
            if comdat is None:
                comdat = self.module.comdats[name] = Comdat(name, selection)
            comdat.selection = selection
        elif kind == "mdname":
            self.parse_named_metadata()
        elif kind == "mdnum":
            self.parse_metadata_definition()
        elif kind == "punct" and text == "^":
            raise self.error("not supported yet: module summary entries")
        else:
            raise self.error("expected top-level entity")

    def _finish(self) -> None:
        for name, placeholder in self.global_placeholders.items():
            target = self.globals.get(name)
            if target is None:
                raise self.source.error(f"use of undefined value '@{name}'", placeholder.pos)
            placeholder.replace_all_uses_with(target)
        for ref in self.block_refs:
            fn = ref.function
            if isinstance(fn, _Placeholder):
                fn = self.globals.get(fn.name, fn)
            scope = self.function_scopes.get(fn) if isinstance(fn, Function) else None
            block = None if scope is None else scope.blocks.get(ref.key)
            if block is None:
                raise self.source.error("referenced block is not defined in that function", ref.pos)
            ref.replace_all_uses_with(block)
        for attrs, number, pos in self.pending_group_uses:
            group = self.attribute_groups.get(number)
            if group is None:
                raise self.source.error(f"undefined attribute group '#{number}'", pos)
            for attr in group:
                attrs.add_attribute(attr)

    # -- types -------------------------------------------------------------------------
    def parse_type_definition(self) -> None:
        tok = self.next()
        name = _local_key(tok.text)
        if isinstance(name, int):
            name = str(name)
        self.expect("=")
        self.expect("type")
        struct = self.named_struct(name)
        if struct.name in self._defined_types:
            raise self.error(f"redefinition of type '{tok.text}'", tok)
        self._defined_types.add(name)
        if self.accept("opaque"):
            struct.elements = None
            return
        body = self.parse_type()
        if not isinstance(body, StructType) or not body.is_literal:
            raise self.error("not supported yet: non-struct named types", tok)
        struct.set_body(body.elements or [], body.packed)

    @property
    def _defined_types(self) -> set[str]:
        if not hasattr(self, "_defined_type_names"):
            self._defined_type_names: set[str] = set()
        return self._defined_type_names

    def named_struct(self, name: str) -> StructType:
        struct = self.module.struct_types.get(name)
        if struct is None:
            struct = StructType(None, name=name)
            self.module.struct_types[name] = struct
        return struct

    def parse_type(self) -> Type:
        t = self._parse_base_type()
        while self.at("("):
            t = self._parse_function_type(t)
        if self.at("*"):
            raise self.error("not supported yet: typed pointers ('*'); use 'ptr'")
        return t

    def _parse_function_type(self, ret: Type) -> FunctionType:
        self.expect("(")
        params: list[Type] = []
        vararg = False
        while not self.at(")"):
            if self.accept("..."):
                vararg = True
                break
            params.append(self.parse_type())
            if not self.accept(","):
                break
        self.expect(")")
        return FunctionType(ret, params, vararg)

    def _parse_base_type(self) -> Type:
        tok = self.next()
        kind, text = tok.kind, tok.text
        if kind == "word":
            if text[0] == "i" and text[1:].isdigit():
                return IntType(int(text[1:]))
            if text in FLOAT_KINDS:
                return FloatType(text)
            if text == "ptr":
                return PointerType(self.parse_addrspace())
            if text == "void":
                return VOID
            if text == "label":
                return LABEL
            if text == "metadata":
                return METADATA
            if text == "token":
                return TOKEN
            if text == "x86_amx":
                return X86AmxType()
            if text == "target":
                return self._parse_target_type()
        elif kind == "local":
            name = _local_key(text)
            return self.named_struct(str(name))
        elif kind == "punct":
            if text == "{":
                return self._parse_struct_body("}", packed=False)
            if text == "[":
                count = self.expect_int()
                self.expect("x")
                element = self.parse_type()
                self.expect("]")
                return ArrayType(count, element)
            if text == "<":
                if self.accept("{"):
                    struct = self._parse_struct_body("}", packed=True)
                    self.expect(">")
                    return struct
                scalable = self.accept("vscale")
                if scalable:
                    self.expect("x")
                count = self.expect_int()
                self.expect("x")
                element = self.parse_type()
                self.expect(">")
                return VectorType(count, element, scalable)
        raise self.error("expected type", tok)

    def _parse_struct_body(self, close: str, packed: bool) -> StructType:
        elements: list[Type] = []
        while not self.at(close):
            elements.append(self.parse_type())
            if not self.accept(","):
                break
        self.expect(close)
        return StructType(elements, packed)

    def _parse_target_type(self) -> TargetExtType:
        self.expect("(")
        name = self.parse_string()
        type_params: list[Type] = []
        int_params: list[int] = []
        while self.accept(","):
            if self.peek().kind == "int":
                int_params.append(self.expect_int())
            else:
                type_params.append(self.parse_type())
        self.expect(")")
        return TargetExtType(name, type_params, int_params)

    def parse_addrspace(self) -> int:
        if self.accept("addrspace"):
            self.expect("(")
            if self.peek().kind == "string":
                raise self.error("not supported yet: symbolic address space names")
            space = self.expect_int()
            self.expect(")")
            return space
        return 0

    # -- attributes --------------------------------------------------------------------
    def parse_attribute_group(self) -> None:
        self.expect("attributes")
        tok = self.expect_kind("attrgrp", "an attribute group '#N'")
        self.expect("=")
        self.expect("{")
        attrs = AttributeSet()
        while not self.at("}"):
            if not self._parse_one_attribute(attrs, in_group=True):
                raise self.error("expected an attribute")
        self.expect("}")
        self.attribute_groups[int(tok.text[1:])] = attrs

    def parse_attributes(self, allow_groups: bool = False) -> AttributeSet:
        """Parameter or return attributes (or, with groups, function attributes)."""
        attrs = AttributeSet()
        if allow_groups:
            # The printer writes function, call-site and global attributes as
            # groups only; a bare keyword here is the next construct (``align``).
            while self.peek().kind == "attrgrp":
                tok = self.next()
                self.pending_group_uses.append((attrs, int(tok.text[1:]), tok.pos))
            return attrs
        while True:
            tok = self.peek()
            if _is_type_start(tok) and tok.kind != "local":
                return attrs
            if not self._parse_one_attribute(attrs, in_group=False):
                return attrs

    _NOT_ATTRIBUTES = frozenset(
        (
            "to", "unwind", "section", "partition", "comdat", "gc", "prefix",
            "prologue", "personality", "addrspace", "unnamed_addr", "local_unnamed_addr", "asm",
            "from", "label", "caller", "none", "null", "undef", "poison",
            "true", "false", "zeroinitializer", "splat", "blockaddress", "dso_local_equivalent",
            "no_cfi", "ptrauth", "getelementptr", "extractelement", "insertelement",
            "shufflevector", "within",
        )
    )

    def _parse_one_attribute(self, attrs: AttributeSet, in_group: bool) -> bool:
        tok = self.peek()
        if tok.kind == "string":
            self.next()
            key = unescape_string(tok.text[1:-1])
            value = None
            if self.accept("="):
                value = self.parse_string()
            attrs.add_attribute(Attribute(key, value, is_string=True))
            return True
        if tok.kind != "word" or tok.text in self._NOT_ATTRIBUTES or tok.text in CAST_OPCODES:
            return False
        if tok.text in BINARY_OPCODES:
            return False
        self.next()
        kind = tok.text
        nxt = self.peek()
        if kind in ("align", "alignstack") and nxt.text == "=":
            self.next()
            amount = self.expect_int()
            attrs.add(kind, f" {amount}" if kind == "align" else f"({amount})")
        elif kind == "align" and nxt.kind == "int":
            self.next()
            attrs.add(kind, f" {nxt.text}")
        elif nxt.text == "(" and nxt.kind == "punct":
            if kind in TYPE_ATTRIBUTES:
                self.next()
                t = self.parse_type()
                self.expect(")")
                attrs.add(kind, t)
            else:
                attrs.add(kind, self.raw_parenthesized())
        else:
            attrs.add(kind)
        return True

    # -- globals -----------------------------------------------------------------------
    def _parse_linkage_prefix(self, gv_fields: dict[str, str | None]) -> None:
        gv_fields["linkage"] = self.accept_word(LINKAGES)
        gv_fields["preemption"] = self.accept_word(PREEMPTION)
        gv_fields["visibility"] = self.accept_word(VISIBILITIES)
        gv_fields["dll_storage"] = self.accept_word(DLL_STORAGE)

    @staticmethod
    def _apply_linkage(gv: GlobalValue, fields: dict[str, str | None]) -> None:
        gv.linkage = fields.get("linkage")
        gv.preemption = fields.get("preemption")
        gv.visibility = fields.get("visibility")
        gv.dll_storage = fields.get("dll_storage")
        gv.thread_local = fields.get("thread_local")
        gv.unnamed_addr = fields.get("unnamed_addr")

    def define_global(self, gv: GlobalValue, tok: Token) -> None:
        if gv.name in self.globals:
            raise self.error(f"redefinition of global '@{gv.name}'", tok)
        self.globals[gv.name] = gv
        gv.parent = self.module

    def parse_global(self) -> None:
        tok = self.next()
        name = _global_key(tok.text)
        self.expect("=")
        fields: dict[str, str | None] = {}
        self._parse_linkage_prefix(fields)
        if self.accept("thread_local"):
            mode = ""
            if self.at("("):
                mode = self.raw_parenthesized()
            fields["thread_local"] = "thread_local" + mode
        fields["unnamed_addr"] = self.accept_word(UNNAMED_ADDR)
        addrspace = self.parse_addrspace()
        externally_initialized = self.accept("externally_initialized")
        kw = self.next()
        if kw.text in ("alias", "ifunc"):
            value_type = self.parse_type()
            self.expect(",")
            target = self.parse_typed_value()
            alias = GlobalAlias(name, value_type, target, kw.text, addrspace)
            self._apply_linkage(alias, fields)
            self.define_global(alias, tok)
            self.module.aliases.append(alias)
            while self.accept(","):
                self._parse_global_suffix(alias)
            return
        if kw.text not in ("global", "constant"):
            raise self.error("expected 'global', 'constant', 'alias' or 'ifunc'", kw)
        value_type = self.parse_type()
        initializer = None
        if fields["linkage"] not in ("external", "extern_weak"):
            initializer = self.parse_value(value_type)
        gv = GlobalVariable(name, value_type, addrspace, initializer)
        gv.is_constant = kw.text == "constant"
        gv.externally_initialized = externally_initialized
        self._apply_linkage(gv, fields)
        self.define_global(gv, tok)
        self.module.globals.append(gv)
        while self.accept(","):
            self._parse_global_suffix(gv)
        if self.peek().kind == "attrgrp":
            gv.attributes = self.parse_attributes(allow_groups=True)

    _SANITIZER_WORDS = frozenset(
        ("no_sanitize_address", "no_sanitize_hwaddress", "sanitize_address_dyninit", "sanitize_memtag")
    )

    def _parse_global_suffix(self, gv: GlobalValue) -> None:
        tok = self.peek()
        if tok.kind == "mdname":
            self.next()
            gv.metadata.add(tok.text[1:], self.parse_metadata())
            return
        word = self.next().text
        if word == "section":
            gv.section = self.parse_string()
        elif word == "partition":
            gv.partition = self.parse_string()
        elif word == "comdat":
            gv.comdat = self._parse_comdat_ref(gv.name)
        elif word == "align":
            gv.align = self.expect_int()
        elif word == "code_model" and isinstance(gv, GlobalVariable):
            gv.code_model = self.parse_string()
        elif word in self._SANITIZER_WORDS:
            gv.sanitizer.append(word)
        else:
            raise self.error("expected a global variable property", tok)

    def _parse_comdat_ref(self, own_name: str) -> Comdat:
        name = own_name
        if self.accept("("):
            name = _global_key(self.expect_kind("comdat", "a comdat name").text)
            self.expect(")")
        comdat = self.module.comdats.get(name)
        if comdat is None:
            comdat = self.module.comdats[name] = Comdat(name)
        return comdat

    def global_ref(self, tok: Token, type: Type) -> Value:
        name = _global_key(tok.text)
        value = self.globals.get(name)
        if value is not None:
            return value
        placeholder = self.global_placeholders.get(name)
        if placeholder is None:
            placeholder = self.global_placeholders[name] = _Placeholder(type, name, tok.pos)
        return placeholder

    # -- functions ---------------------------------------------------------------------
    def parse_function(self) -> None:
        is_definition = self.next().text == "define"
        early_md: list[tuple[str, Metadata]] = []
        while self.peek().kind == "mdname":
            kind = self.next().text[1:]
            early_md.append((kind, self.parse_metadata()))
        fields: dict[str, str | None] = {}
        self._parse_linkage_prefix(fields)
        cc = self.parse_calling_convention()
        ret_attrs = self.parse_attributes()
        ret_type = self.parse_type()
        name_tok = self.expect_kind("global", "a function name")
        name = _global_key(name_tok.text)
        self.expect("(")
        params: list[tuple[Type, AttributeSet, Token | None]] = []
        vararg = False
        while not self.at(")"):
            if self.accept("..."):
                vararg = True
                break
            ptype = self.parse_type()
            pattrs = self.parse_attributes()
            pname = self.next() if self.peek().kind == "local" else None
            params.append((ptype, pattrs, pname))
            if not self.accept(","):
                break
        self.expect(")")
        fn_type = FunctionType(ret_type, [p[0] for p in params], vararg)
        fields["unnamed_addr"] = self.accept_word(UNNAMED_ADDR)
        addrspace = self.parse_addrspace()
        fn = Function(name, fn_type, addrspace)
        self._apply_linkage(fn, fields)
        fn.cc = cc
        fn.ret_attributes = ret_attrs
        for kind, md in early_md:
            fn.metadata.add(kind, md)
        scope = _FunctionScope()
        for arg, (_, pattrs, pname) in zip(fn.args, params, strict=True):
            arg.attributes = pattrs
            if pname is None:
                key: str | int = scope.next_number
                scope.next_number += 1
            else:
                key = _local_key(pname.text)
                if isinstance(key, int):
                    if key != scope.next_number:
                        raise self.error(f"argument expected to be numbered '%{scope.next_number}'", pname)
                    scope.next_number += 1
                else:
                    arg.name = key
            scope.values[key] = arg
        fn.attributes = self.parse_attributes(allow_groups=True)
        self._parse_function_suffix(fn, attachments_allowed=is_definition)
        self.define_global(fn, name_tok)
        self.module.functions.append(fn)
        if is_definition:
            self.function_scopes[fn] = scope
            self.parse_body(fn, scope)

    def parse_calling_convention(self) -> str | None:
        tok = self.peek()
        if tok.kind == "word" and tok.text in CALLING_CONVENTIONS:
            self.next()
            return tok.text
        if tok.kind == "word" and tok.text == "cc":
            self.next()
            return f"cc {self.expect_int()}"
        return None

    def _parse_function_suffix(self, fn: Function, attachments_allowed: bool) -> None:
        # A declaration's attachments precede its name (``declare !dbg !1 ...``);
        # after one, a metadata name starts the next top-level entity.
        while True:
            tok = self.peek()
            if tok.kind == "mdname" and attachments_allowed:
                self.next()
                fn.metadata.add(tok.text[1:], self.parse_metadata())
                continue
            word = tok.text if tok.kind == "word" else None
            if word == "section":
                self.next()
                fn.section = self.parse_string()
            elif word == "partition":
                self.next()
                fn.partition = self.parse_string()
            elif word == "comdat":
                self.next()
                fn.comdat = self._parse_comdat_ref(fn.name)
            elif word == "align":
                self.next()
                fn.align = self.expect_int()
            elif word == "gc":
                self.next()
                fn.gc = self.parse_string()
            elif word in ("prefix", "prologue", "personality"):
                self.next()
                value = self.parse_typed_value()
                setattr(fn, word, value)
            else:
                return

    def parse_body(self, fn: Function, scope: _FunctionScope) -> None:
        self.scope = scope
        self.function = fn
        self.expect("{")
        pending_records: list[DebugRecord] = []
        block: BasicBlock | None = None
        while not self.at("}"):
            tok = self.peek()
            if tok.kind == "label":
                self.next()
                block = self._define_block(fn, scope, tok)
                continue
            if block is None:
                # The entry block without a label takes the next number.
                block = self._define_block(fn, scope, None)
            if tok.kind == "dbgrec":
                pending_records.append(self.parse_debug_record())
                continue
            inst = self.parse_instruction()
            inst.debug_records = pending_records
            pending_records = []
            block.append(inst)
            if inst.is_terminator:
                block = None
        close = self.expect("}")
        if pending_records:
            raise self.error("debug records must precede an instruction", close)
        for key, value in scope.values.items():
            if isinstance(value, _Placeholder):
                raise self.source.error(f"use of undefined value '%{key}'", value.pos)
        for key, blk in scope.blocks.items():
            if blk.parent is None:
                raise self.error(f"use of undefined label '%{key}'", close)
        if block is not None:
            raise self.error("expected a terminator at the end of the block", close)
        self.scope = None
        self.function = None

    def _define_block(self, fn: Function, scope: _FunctionScope, tok: Token | None) -> BasicBlock:
        if tok is None:
            key: str | int = scope.next_number
        else:
            key = _local_key("%" + tok.text[:-1])
        if isinstance(key, int):
            if key != scope.next_number:
                raise self.error(f"label expected to be numbered '{scope.next_number}'", tok)
            scope.next_number += 1
        block = scope.blocks.get(key)
        if block is None:
            block = BasicBlock("" if isinstance(key, int) else key)
            scope.blocks[key] = block
        elif block.parent is not None:
            raise self.error(f"redefinition of label '{key}'", tok)
        block.parent = fn
        fn.blocks.append(block)
        return block

    def block_ref(self) -> BasicBlock:
        self.expect("label")
        tok = self.expect_kind("local", "a block label")
        return self._block_by_key(_local_key(tok.text))

    def _block_by_key(self, key: str | int) -> BasicBlock:
        assert self.scope is not None
        block = self.scope.blocks.get(key)
        if block is None:
            block = BasicBlock("" if isinstance(key, int) else key)
            self.scope.blocks[key] = block
        return block

    # -- values ------------------------------------------------------------------------
    def local_ref(self, tok: Token, type: Type) -> Value:
        scope = self.scope
        if scope is None:
            raise self.error("local value used outside a function", tok)
        key = _local_key(tok.text)
        if type == LABEL:
            return self._block_by_key(key)
        value = scope.values.get(key)
        if value is None:
            value = scope.values[key] = _Placeholder(type, str(key), tok.pos)
        elif value.type != type:
            raise self.error(f"'{tok.text}' defined with type '{value.type}' but expected '{type}'", tok)
        return value

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
            key = _local_key(name_tok.text)
            if isinstance(key, int):
                if key != scope.next_number:
                    raise self.error(f"instruction expected to be numbered '%{scope.next_number}'", name_tok)
                scope.next_number += 1
            else:
                inst.name = key
        existing = scope.values.get(key)
        if isinstance(existing, _Placeholder):
            if existing.type != inst.type:
                raise self.source.error(
                    f"'%{key}' defined with type '{inst.type}' but used as '{existing.type}'", existing.pos
                )
            existing.replace_all_uses_with(inst)
        elif existing is not None:
            raise self.error(f"multiple definition of local value named '%{key}'", name_tok)
        scope.values[key] = inst

    def parse_typed_value(self) -> Value:
        return self.parse_value(self.parse_type())

    def parse_value(self, type: Type) -> Value:
        if type == METADATA:
            return MetadataAsValue(type, self.parse_metadata())
        tok = self.next()
        kind, text = tok.kind, tok.text
        if kind == "local":
            return self.local_ref(tok, type)
        if kind == "global":
            return self.global_ref(tok, type)
        if kind == "int":
            if isinstance(type, IntType):
                return ConstantInt(type, int(text))
            raise self.error(f"integer constant must have integer type, not '{type}'", tok)
        if kind in ("float", "hexfp"):
            if isinstance(type, FloatType):
                return ConstantFP(type, text)
            raise self.error(f"floating point constant invalid for type '{type}'", tok)
        if kind == "hexint":
            raise self.error("not supported yet: hexadecimal integer literals", tok)
        if kind == "cstring":
            return ConstantString(type, unescape_string(text[2:-1]))
        if kind == "word":
            return self._parse_word_constant(tok, type)
        if kind == "punct":
            if text == "[":
                return ConstantAggregate(type, self._parse_elements("]"))
            if text == "{":
                return ConstantAggregate(type, self._parse_elements("}"))
            if text == "<":
                if self.accept("{"):
                    elements = self._parse_elements("}")
                    self.expect(">")
                    return ConstantAggregate(type, elements)
                return ConstantAggregate(type, self._parse_elements(">"))
            if text == "!":
                self.i -= 1
                return MetadataAsValue(type, self.parse_metadata())
        if kind in ("mdnum", "mdstring", "mdname") and type == METADATA:
            self.i -= 1
            return MetadataAsValue(type, self.parse_metadata())
        raise self.error("expected value", tok)

    def _parse_elements(self, close: str) -> list[Value]:
        elements: list[Value] = []
        while not self.at(close):
            elements.append(self.parse_typed_value())
            if not self.accept(","):
                break
        self.expect(close)
        return elements

    def _parse_word_constant(self, tok: Token, type: Type) -> Value:
        text = tok.text
        if text in ("true", "false"):
            if type != IntType(1) and not (isinstance(type, VectorType) and type.element == IntType(1)):
                raise self.error("boolean constant must have i1 type", tok)
            return ConstantInt(IntType(1), 1 if text == "true" else 0)
        if text == "null":
            return ConstantNull(type)
        if text == "none":
            return ConstantNone(type)
        if text == "undef":
            return Undef(type)
        if text == "poison":
            return Poison(type)
        if text == "zeroinitializer":
            return ZeroInitializer(type)
        if text == "splat":
            self.expect("(")
            element = self.parse_typed_value()
            self.expect(")")
            if not isinstance(type, VectorType):
                raise self.error("splat must have a vector type", tok)
            return ConstantSplat(type, element)
        if text == "blockaddress":
            self.expect("(")
            fn_tok = self.expect_kind("global", "a function")
            fn = self.global_ref(fn_tok, PointerType(0))
            self.expect(",")
            block_tok = self.expect_kind("local", "a block label")
            ref = _BlockRef(fn, _local_key(block_tok.text), block_tok.pos)
            self.block_refs.append(ref)
            self.expect(")")
            return BlockAddress(type, fn, ref)
        if text in ("dso_local_equivalent", "no_cfi"):
            target_tok = self.expect_kind("global", "a global value")
            return ConstantWrapper(type, text, self.global_ref(target_tok, type))
        if text == "ptrauth":
            self.expect("(")
            operands = self._parse_elements(")")
            return ConstantPtrAuth(type, operands)
        if text == "asm":
            flags = []
            while self.peek().kind == "word" and self.peek().text in (
                "sideeffect", "alignstack", "inteldialect", "unwind"
            ):
                flags.append(self.next().text)
            code = self.parse_string()
            self.expect(",")
            constraints = self.parse_string()
            return InlineAsm(type, code, constraints, flags)
        if text in CAST_OPCODES or text in BINARY_OPCODES or text in (
            "getelementptr", "extractelement", "insertelement", "shufflevector", "icmp", "fcmp", "select"
        ):
            return self._parse_constant_expr(tok)
        raise self.error("expected value", tok)

    def _parse_constant_expr(self, tok: Token) -> Value:
        opcode = tok.text
        flags: list[str] = []
        while True:
            nxt = self.peek()
            if nxt.kind == "word" and nxt.text in INSTRUCTION_FLAGS:
                flags.append(self.next().text)
            elif nxt.kind == "word" and nxt.text == "inrange":
                self.next()
                flags.append("inrange" + self.raw_parenthesized())
            else:
                break
        if opcode in ("icmp", "fcmp"):
            raise self.error(f"not supported yet: '{opcode}' constant expressions", tok)
        self.expect("(")
        if opcode in CAST_OPCODES:
            value = self.parse_typed_value()
            self.expect("to")
            dest = self.parse_type()
            self.expect(")")
            return ConstantExpr(dest, opcode, [value], flags)
        if opcode == "getelementptr":
            source_type = self.parse_type()
            self.expect(",")
            operands = self._parse_elements(")")
            result = self._gep_result_type(operands)
            return ConstantExpr(result, opcode, operands, flags, source_type)
        operands = self._parse_elements(")")
        if not operands:
            raise self.error("expected operands", tok)
        if opcode == "extractelement":
            vec_type = operands[0].type
            assert isinstance(vec_type, VectorType)
            return ConstantExpr(vec_type.element, opcode, operands, flags)
        if opcode == "shufflevector":
            mask_type = operands[2].type
            vec_type = operands[0].type
            assert isinstance(mask_type, VectorType) and isinstance(vec_type, VectorType)
            result_type = VectorType(mask_type.count, vec_type.element, mask_type.scalable)
            return ConstantExpr(result_type, opcode, operands, flags)
        return ConstantExpr(operands[0].type, opcode, operands, flags)

    @staticmethod
    def _gep_result_type(operands: list[Value]) -> Type:
        base = operands[0].type
        if isinstance(base, VectorType):
            return base
        for index in operands[1:]:
            if isinstance(index.type, VectorType):
                return VectorType(index.type.count, base, index.type.scalable)
        return base

    # -- metadata ----------------------------------------------------------------------
    def parse_named_metadata(self) -> None:
        tok = self.next()
        name = unescape_string(tok.text[1:])
        self.expect("=")
        self.expect("!")
        self.expect("{")
        nodes: list[MDNode] = []
        while not self.at("}"):
            md_tok = self.peek()
            md = self.parse_metadata()
            if not isinstance(md, MDNode):
                raise self.error("named metadata operands must be nodes", md_tok)
            nodes.append(md)
            if not self.accept(","):
                break
        self.expect("}")
        self.module.named_metadata[name] = nodes

    def parse_metadata_definition(self) -> None:
        tok = self.next()
        node = self.metadata_slots[int(tok.text[1:])]
        self.expect("=")
        self.accept("distinct")
        head = self.peek()
        if head.kind == "mdname":
            self.next()
            assert isinstance(node, SpecializedMDNode)
            node.fields = self._parse_specialized_fields()
        else:
            self.expect("!")
            self.expect("{")
            node.operands = self._parse_md_operands()

    def _parse_md_operands(self) -> list[Metadata | None]:
        operands: list[Metadata | None] = []
        while not self.at("}"):
            if self.accept("null"):
                operands.append(None)
            else:
                operands.append(self.parse_metadata())
            if not self.accept(","):
                break
        self.expect("}")
        return operands

    def parse_metadata(self) -> Metadata:
        tok = self.peek()
        kind = tok.kind
        if kind == "mdnum":
            self.next()
            node = self.metadata_slots.get(int(tok.text[1:]))
            if node is None:
                raise self.error(f"use of undefined metadata '{tok.text}'", tok)
            return node
        if kind == "mdstring":
            self.next()
            return MDString(unescape_string(tok.text[2:-1]))
        if kind == "mdname":
            self.next()
            node = SpecializedMDNode(tok.text[1:], [])
            node.fields = self._parse_specialized_fields()
            return node
        if kind == "punct" and tok.text == "!":
            self.next()
            self.expect("{")
            return MDNode(self._parse_md_operands())
        if kind == "word" and tok.text == "distinct":
            raise self.error("not supported yet: inline distinct metadata")
        value = self.parse_typed_value()
        return ValueAsMetadata(value)

    def _parse_specialized_fields(self) -> list[tuple[str | None, MDField]]:
        self.expect("(")
        fields: list[tuple[str | None, MDField]] = []
        while not self.at(")"):
            tok = self.peek()
            name: str | None = None
            if tok.kind == "label":
                self.next()
                name = tok.text[:-1]
            fields.append((name, self._parse_md_field_value()))
            if not self.accept(","):
                break
        self.expect(")")
        return fields

    def _parse_md_field_value(self) -> MDField:
        tok = self.peek()
        kind = tok.kind
        if kind in ("mdnum", "mdstring", "mdname") or (kind == "punct" and tok.text == "!"):
            return self.parse_metadata()
        if kind == "string":
            self.next()
            return MDString(unescape_string(tok.text[1:-1]))
        if kind == "word" and _is_type_start(tok):
            return ValueAsMetadata(self.parse_typed_value())
        if kind in ("int", "word", "float", "hexfp"):
            parts = [self.next().text]
            while self.accept("|"):
                parts.append(self.next().text)
            return " | ".join(parts)
        if kind == "local":
            raise self.error("expected metadata field value", tok)
        raise self.error("expected metadata field value", tok)

    def parse_debug_record(self) -> DebugRecord:
        tok = self.next()
        kind = tok.text[len("#dbg_") :]
        if kind not in ("value", "declare", "assign", "label", "declare_value"):
            raise self.error(f"not supported yet: debug record '{tok.text}'", tok)
        self.expect("(")
        operands: list[Metadata | None] = []
        while not self.at(")"):
            operands.append(self.parse_metadata())
            if not self.accept(","):
                break
        self.expect(")")
        return DebugRecord(kind, operands)

    # -- instructions --------------------------------------------------------------------
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
            block = self._block_by_key(_local_key(block_tok.text))
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
            fn_type = FunctionType(call_type, [a.type for a in args])
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

    _HANDLERS: dict[str, Callable[[Parser, str], Instruction]] = {}


def _register_handlers() -> None:
    h = Parser._HANDLERS
    for op in BINARY_OPCODES:
        h[op] = Parser._binary
    for op in CAST_OPCODES:
        h[op] = Parser._cast
    h.update(
        fneg=Parser._unary,
        icmp=Parser._cmp,
        fcmp=Parser._cmp,
        alloca=Parser._alloca,
        load=Parser._load,
        store=Parser._store,
        fence=Parser._fence,
        cmpxchg=Parser._cmpxchg,
        atomicrmw=Parser._atomicrmw,
        getelementptr=Parser._gep,
        extractelement=Parser._extractelement,
        insertelement=Parser._insertelement,
        shufflevector=Parser._shufflevector,
        extractvalue=Parser._extractvalue,
        insertvalue=Parser._insertvalue,
        select=Parser._select,
        phi=Parser._phi,
        freeze=Parser._freeze,
        va_arg=Parser._va_arg,
        landingpad=Parser._landingpad,
        br=Parser._br,
        switch=Parser._switch,
        indirectbr=Parser._indirectbr,
        ret=Parser._ret,
        unreachable=Parser._unreachable,
        resume=Parser._resume,
        catchswitch=Parser._catchswitch,
        catchpad=Parser._funclet_pad,
        cleanuppad=Parser._funclet_pad,
        catchret=Parser._catchret,
        cleanupret=Parser._cleanupret,
        call=Parser._call_like,
        invoke=Parser._call_like,
        callbr=Parser._call_like,
    )


_register_handlers()

# Keep the keyword-type classes referenced for isinstance checks elsewhere.
_ = (LabelType, MetadataType, TokenType, Argument)


def parse_module(text: str, filename: str = "<stdin>") -> Module:
    """Parse LLVM assembly (as LLVM 22 prints it) into a :class:`Module`."""
    return Parser(text, filename).parse()
