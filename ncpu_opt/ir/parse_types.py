"""Parsing types, attributes and calling conventions."""

from __future__ import annotations

from typing import TypeVar, cast

from ncpu_opt.ir.attributes import TYPE_ATTRIBUTES, Attribute, AttributeSet
from ncpu_opt.ir.instructions import (
    BINARY_OPCODES,
    CAST_OPCODES,
)
from ncpu_opt.ir.names import unescape_string
from ncpu_opt.ir.parse_reader import CALLING_CONVENTIONS, TokenReader, is_type_start, local_key
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
    PointerType,
    StructType,
    TargetExtType,
    Type,
    VectorType,
    X86AmxType,
)

T = TypeVar("T", bound=Type)


class TypeParser(TokenReader):
    """Parsing types, attributes and calling conventions."""

    def parse_type_definition(self) -> None:
        tok = self.next()
        name = local_key(tok.text)
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
        return self.unique_type(FunctionType(ret, params, vararg))

    def unique_type(self, t: T) -> T:
        """The first type read equal to *t* (types are never changed, and a module has a few dozen
        different ones: one object each, not one a mention)."""
        return cast(T, self.types.setdefault(t, t))

    def _parse_base_type(self) -> Type:
        tok = self.next()
        kind, text = tok.kind, tok.text
        if kind == "word":
            known = self.word_types.get(text)
            if known is not None:
                return known
            if text[0] == "i" and text[1:].isdigit():
                integer = self.word_types[text] = self.unique_type(IntType(int(text[1:])))
                return integer
            if text in FLOAT_KINDS:
                floating = self.word_types[text] = self.unique_type(FloatType(text))
                return floating
            if text == "ptr":
                return self.unique_type(PointerType(self.parse_addrspace()))
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
            name = local_key(text)
            return self.named_struct(str(name))
        elif kind == "punct":
            if text == "{":
                return self._parse_struct_body("}", packed=False)
            if text == "[":
                count = self.expect_int()
                self.expect("x")
                element = self.parse_type()
                self.expect("]")
                return self.unique_type(ArrayType(count, element))
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
                return self.unique_type(VectorType(count, element, scalable))
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
            if is_type_start(tok) and tok.kind != "local":
                return self.shared_attributes(attrs)
            if not self._parse_one_attribute(attrs, in_group=False):
                return self.shared_attributes(attrs)

    def shared_attributes(self, attrs: AttributeSet) -> AttributeSet:
        """*attrs*, sharing what it holds with the equal sets read before (until one changes)."""
        if attrs:
            first = self.attribute_sets.setdefault(tuple(attrs), attrs)
            if first is not attrs:
                attrs.share(first)
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

    def parse_calling_convention(self) -> str | None:
        tok = self.peek()
        if tok.kind == "word" and tok.text in CALLING_CONVENTIONS:
            self.next()
            return tok.text
        if tok.kind == "word" and tok.text == "cc":
            self.next()
            return f"cc {self.expect_int()}"
        return None
