"""Parsing operands: local and global references, constants, metadata."""

from __future__ import annotations

from sys import intern

from ncpu_opt.ir.instructions import (
    BINARY_OPCODES,
    CAST_OPCODES,
)
from ncpu_opt.ir.lexer import Token
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
)
from ncpu_opt.ir.names import unescape_string
from ncpu_opt.ir.parse_reader import (
    INSTRUCTION_FLAGS,
    BlockRef,
    Placeholder,
    global_key,
    is_type_start,
    local_key,
)
from ncpu_opt.ir.parse_types import TypeParser
from ncpu_opt.ir.types import (
    LABEL,
    METADATA,
    FloatType,
    IntType,
    PointerType,
    Type,
    VectorType,
)
from ncpu_opt.ir.values import (
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


class ValueParser(TypeParser):
    """Parsing operands: local and global references, constants, metadata."""

    def global_ref(self, tok: Token, type: Type) -> Value:
        name = global_key(tok.text)
        value = self.globals.get(name)
        if value is not None:
            return value
        placeholder = self.global_placeholders.get(name)
        if placeholder is None:
            placeholder = self.global_placeholders[name] = Placeholder(type, name, tok.pos)
        return placeholder

    # -- functions ---------------------------------------------------------------------

    def block_ref(self) -> BasicBlock:
        self.expect("label")
        tok = self.expect_kind("local", "a block label")
        return self._block_by_key(local_key(tok.text))

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
        key = local_key(tok.text)
        if type == LABEL:
            return self._block_by_key(key)
        value = scope.values.get(key)
        if value is None:
            value = scope.values[key] = Placeholder(type, str(key), tok.pos)
        elif value.type != type:
            raise self.error(f"'{tok.text}' defined with type '{value.type}' but expected '{type}'", tok)
        return value

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
            ref = BlockRef(fn, local_key(block_tok.text), block_tok.pos)
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
            node = SpecializedMDNode(intern(tok.text[1:]), [])
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
                # A few dozen names (``line``, ``scope``) over all the debug info: one string each.
                name = intern(tok.text[:-1])
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
        if kind == "word" and is_type_start(tok):
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
