"""A parser for LLVM assembly as LLVM 22's printer writes it.

The command line hands us llvmlite's canonical text, so this parser follows
the printer's spellings; anything it does not know is an error at the exact
file:line:col, never dropped.  The layers: parse_reader (tokens, state),
parse_types, parse_values (operands, constants, metadata),
parse_instructions, and here the module level.
"""

from __future__ import annotations

import gc
import os
import re
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from sys import intern

from ncpu_opt.ir.attributes import AttributeSet
from ncpu_opt.ir.lexer import Token
from ncpu_opt.ir.metadata import (
    DebugRecord,
    MDNode,
    Metadata,
    SpecializedMDNode,
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
from ncpu_opt.ir.parse_instructions import InstructionParser
from ncpu_opt.ir.parse_reader import (
    DLL_STORAGE,
    LINKAGES,
    PREEMPTION,
    UNNAMED_ADDR,
    VISIBILITIES,
    FunctionScope,
    Placeholder,
    global_key,
    local_key,
)
from ncpu_opt.ir.source_text import check_nesting
from ncpu_opt.ir.types import (
    FunctionType,
    Type,
)

#: Blanks and comments between tokens (as the lexer skips them).
_SKIP = r"(?:[ \t\r\n]+|;[^\n]*)*"
#: What the metadata prescan looks for: ``!N = [distinct] [!DIName]`` (the head named when it is a
#: specialized node), and the strings and comments it must not look into.  Every ``"`` in valid
#: IR opens or closes a quoted part of a token, and ``!`` then a digit starts a token, so this
#: finds the definitions the tokens hold without making the tokens.
_METADATA_DEFINITION_RE = re.compile(
    rf"""
    "[^"]*" | ;[^\n]*
  | !(?P<number>[0-9]+) {_SKIP} = {_SKIP}
    (?:(?P<distinct>distinct)(?![a-zA-Z0-9_.]) {_SKIP})?
    (?P<head>!(?:[-a-zA-Z$._]|\\[0-9A-Fa-f]{{2}})(?:[-a-zA-Z$._0-9]|\\[0-9A-Fa-f]{{2}})*)?
    """,
    re.VERBOSE,
)


class Parser(InstructionParser):
    """Parses one module; ``parse()`` returns it."""

    def parse(self) -> Module:
        self._prescan_metadata()
        while self.peek().kind != "eof":
            self.parse_top_level()
        self._finish()
        return self.module

    def _prescan_metadata(self) -> None:
        """Create every numbered metadata node first, so references can point at it."""
        for m in _METADATA_DEFINITION_RE.finditer(self.text):
            number = m.group("number")
            if number is None:
                continue  # a string or a comment
            node: MDNode
            distinct = m.group("distinct") is not None
            head = m.group("head")
            if head is not None:
                node = SpecializedMDNode(intern(head[1:]), [], distinct)
            else:
                node = MDNode([], distinct)
            slot = int(number)
            if slot in self.metadata_slots:
                raise self.source.error(f"redefinition of metadata '!{number}'", m.start())
            self.metadata_slots[slot] = node

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
            name = global_key(tok.text)
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
            if isinstance(fn, Placeholder):
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
        for attrs in {id(attrs): attrs for attrs, _, _ in self.pending_group_uses}.values():
            self.shared_attributes(attrs)

    # -- types -------------------------------------------------------------------------

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
        name = global_key(tok.text)
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
            name = global_key(self.expect_kind("comdat", "a comdat name").text)
            self.expect(")")
        comdat = self.module.comdats.get(name)
        if comdat is None:
            comdat = self.module.comdats[name] = Comdat(name)
        return comdat

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
        name = global_key(name_tok.text)
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
        fn_type = self.unique_type(FunctionType(ret_type, [p[0] for p in params], vararg))
        fields["unnamed_addr"] = self.accept_word(UNNAMED_ADDR)
        addrspace = self.parse_addrspace()
        fn = Function(name, fn_type, addrspace)
        self._apply_linkage(fn, fields)
        fn.cc = cc
        fn.ret_attributes = ret_attrs
        for kind, md in early_md:
            fn.metadata.add(kind, md)
        scope = FunctionScope()
        for arg, (_, pattrs, pname) in zip(fn.args, params, strict=True):
            arg.attributes = pattrs
            if pname is None:
                key: str | int = scope.next_number
                scope.next_number += 1
            else:
                key = local_key(pname.text)
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

    def parse_body(self, fn: Function, scope: FunctionScope) -> None:
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
            if pending_records:
                inst.debug_records = pending_records
                pending_records = []
            block.append(inst)
            if inst.is_terminator:
                block = None
        close = self.expect("}")
        if pending_records:
            raise self.error("debug records must precede an instruction", close)
        for key, value in scope.values.items():
            if isinstance(value, Placeholder):
                raise self.source.error(f"use of undefined value '%{key}'", value.pos)
        for key, blk in scope.blocks.items():
            if blk.parent is None:
                raise self.error(f"use of undefined label '%{key}'", close)
        if block is not None:
            raise self.error("expected a terminator at the end of the block", close)
        self.scope = None
        self.function = None

    def _define_block(self, fn: Function, scope: FunctionScope, tok: Token | None) -> BasicBlock:
        if tok is None:
            key: str | int = scope.next_number
        else:
            key = local_key("%" + tok.text[:-1])
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


def parse_module(text: str, filename: str = "<stdin>") -> Module:
    """Parse LLVM assembly (as LLVM 22 prints it) into a :class:`Module`.

    Nesting deeper than :data:`~ncpu_opt.ir.source_text.MAX_NESTING` is a
    :class:`ParseError` up front: the parser, the printer and the passes
    recurse on it, and handle that depth.
    """
    check_nesting(text, filename)
    with _collector_paused():
        return Parser(text, filename).parse()


class _Pause:
    """Parses under way in this process (threads parse too: a compile in the background), and
    whether the collector was on before the first: it comes back on after the last."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.count = 0
        self.was_enabled = False


_pause = _Pause()
# A child forked while a thread held the lock starts with a fresh one (and no parse under way).
os.register_at_fork(after_in_child=lambda: globals().update(_pause=_Pause()))


@contextmanager
def _collector_paused() -> Iterator[None]:
    """No cyclic garbage collection while parsing: the parser makes no garbage to speak of, and
    the collector's passes over the module as it grows took half the time of the parse.  Parses
    in several threads share the pause: the first stops the collector, the last restarts it."""
    pause = _pause
    with pause.lock:
        if pause.count == 0:
            pause.was_enabled = gc.isenabled()
            gc.disable()
        pause.count += 1
    try:
        yield
    finally:
        with pause.lock:
            pause.count -= 1
            if pause.count == 0 and pause.was_enabled:
                gc.enable()
