"""Token reading and shared state of the LLVM assembly parser."""

from __future__ import annotations

from sys import intern

from ncpu_opt.errors import ParseError
from ncpu_opt.ir.attributes import Attribute, AttributeSet
from ncpu_opt.ir.instructions import (
    FAST_MATH_FLAGS,
)
from ncpu_opt.ir.lexer import SourceMap, Token, TokenStream
from ncpu_opt.ir.metadata import (
    MDNode,
)
from ncpu_opt.ir.module import (
    BasicBlock,
    Function,
    GlobalValue,
    Module,
)
from ncpu_opt.ir.names import unescape_string
from ncpu_opt.ir.types import (
    FLOAT_KINDS,
    LABEL,
    Type,
)
from ncpu_opt.ir.values import (
    Value,
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


def is_type_start(tok: Token) -> bool:
    if tok.kind == "word":
        text = tok.text
        return text in TYPE_KEYWORDS or (text[0] == "i" and text[1:].isdigit())
    if tok.kind == "local":
        return True
    return tok.kind == "punct" and tok.text in ("{", "[", "<")


class Placeholder(Value):
    """A value used before its definition; replaced when it is defined."""

    __slots__ = ("pos",)

    def __init__(self, type: Type, name: str, pos: int) -> None:
        super().__init__(type, name)
        self.pos = pos


class BlockRef(Value):
    """A block of another function, named by ``blockaddress`` (resolved last)."""

    __slots__ = ("function", "key", "pos")

    def __init__(self, function: Value, key: str | int, pos: int) -> None:
        super().__init__(LABEL)
        self.function = function
        self.key = key
        self.pos = pos


class FunctionScope:
    """Local names of one function body: values and blocks by name or number."""

    def __init__(self) -> None:
        self.values: dict[str | int, Value] = {}
        self.blocks: dict[str | int, BasicBlock] = {}
        self.next_number = 0


def local_key(text: str) -> str | int:
    """``%name`` -> "name", ``%"q"`` -> "q", ``%12`` -> 12."""
    body = text[1:]
    if body.startswith('"'):
        return unescape_string(body[1:-1])
    if body.isdigit():
        return int(body)
    # Functions use the same few names (``entry``, ``call``, ``arrayidx``): one string each.
    return intern(body)


def global_key(text: str) -> str:
    body = text[1:]
    if body.startswith('"'):
        return unescape_string(body[1:-1])
    return body


#: Tokens read ahead at a time.
TOKEN_WINDOW = 4096
#: Tokens kept behind the position when more are read (the parser steps back one at most).
TOKENS_KEPT = 8


class TokenReader:
    """Tokens, the position in them, and the parser's shared state.

    ``tokens`` is a window on the module's tokens: read from the text as the
    parser gets to them, those read long ago dropped, so that what the tokens
    take does not grow with the module.  ``i`` is the position in the window.
    """

    def __init__(self, text: str, filename: str = "<stdin>") -> None:
        self.source = SourceMap(text, filename)
        self.text = text
        self._stream = TokenStream(text)
        self.tokens: list[Token] = []
        self.i = 0
        #: A character no token starts with, read ahead: raised when the parser gets there.
        self._bad_character: ParseError | None = None
        self._read_on()
        self.module = Module()
        self.globals: dict[str, GlobalValue] = {}
        self.global_placeholders: dict[str, Placeholder] = {}
        self.metadata_slots: dict[int, MDNode] = {}
        self.attribute_groups: dict[int, AttributeSet] = {}
        self.pending_group_uses: list[tuple[AttributeSet, int, int]] = []
        #: Types by value (:meth:`~ncpu_opt.ir.parse_types.TypeParser.unique_type`), and the
        #: integer and floating-point ones by their keyword.
        self.types: dict[Type, Type] = {}
        self.word_types: dict[str, Type] = {}
        #: The first set read of each content (in order): later equal sets share what it holds.
        self.attribute_sets: dict[tuple[Attribute, ...], AttributeSet] = {}
        self.block_refs: list[BlockRef] = []
        self.function_scopes: dict[Function, FunctionScope] = {}
        self.scope: FunctionScope | None = None
        self.function: Function | None = None

    # -- token helpers ---------------------------------------------------------------

    def _read_on(self) -> bool:
        """Read the next tokens into the window (False at the end of the text), first dropping
        those more than :data:`TOKENS_KEPT` behind the position."""
        tokens = self.tokens
        if self._bad_character is not None:
            raise self._bad_character
        if self._stream.done:
            return False
        drop = self.i - TOKENS_KEPT
        if drop > 0:
            del tokens[:drop]
            self.i -= drop
        self._stream.read(TOKEN_WINDOW, tokens)
        if tokens[-1].kind == "bad":
            bad = tokens.pop()
            self._bad_character = self.source.error(f"unexpected character {bad.text!r}", bad.pos)
            if self.i >= len(tokens):
                raise self._bad_character
        return True

    def peek(self, k: int = 0) -> Token:
        # The tokens end with an eof token; never read past it.
        try:
            return self.tokens[self.i + k]
        except IndexError:
            while self.i + k >= len(self.tokens):
                if not self._read_on():
                    return self.tokens[-1]
            return self.tokens[self.i + k]

    def next(self) -> Token:
        tokens = self.tokens
        i = self.i
        if i >= len(tokens):
            if not self._read_on():
                return tokens[-1]
            tokens = self.tokens
            i = self.i
        self.i = i + 1
        return tokens[i]

    def at(self, text: str) -> bool:
        tok = self.tokens[self.i] if self.i < len(self.tokens) else self.peek()
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
