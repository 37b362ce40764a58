"""Tokens of LLVM assembly.

One regular expression, run over the text as the parser reads on; token
kinds are the names of its groups.  Positions are offsets; :class:`SourceMap`
turns them into line and column for diagnostics.
"""

from __future__ import annotations

import bisect
import re
from array import array
from itertools import islice
from sys import intern
from typing import NamedTuple

from ncpu_opt.errors import ParseError

_NAME = r'(?:[-a-zA-Z$._][-a-zA-Z$._0-9]*|"[^"]*")'
_TOKEN_RE = re.compile(
    r"""
    (?:[ \t\r\n]+|;[^\n]*)*
    (?:
    (?P<local>%(?:[-a-zA-Z$._][-a-zA-Z$._0-9]*|"[^"]*"|[0-9]+))
  | (?P<punct>\.\.\.|[=,*()\[\]{}<>|^]|!(?=\{)|:)
  | (?P<global>@(?:[-a-zA-Z$._][-a-zA-Z$._0-9]*|"[^"]*"|[0-9]+))
  | (?P<mdnum>![0-9]+)
  | (?P<mdname>!(?:[-a-zA-Z$._]|\\[0-9A-Fa-f]{2})(?:[-a-zA-Z$._0-9]|\\[0-9A-Fa-f]{2})*)
  | (?P<mdstring>!"[^"]*")
  | (?P<attrgrp>\#[0-9]+)
  | (?P<dbgrec>\#dbg_[a-z]+)
  | (?P<comdat>\$(?:[-a-zA-Z$._][-a-zA-Z$._0-9]*|"[^"]*"))
  | (?P<label>(?:[-a-zA-Z$._0-9]+|"[^"]*"):)
  | (?P<cstring>c"[^"]*")
  | (?P<string>"[^"]*")
  | (?P<hexfp>0x[KLMHR]?[0-9A-Fa-f]+)
  | (?P<hexint>[us]0x[0-9A-Fa-f]+)
  | (?P<float>[-+]?[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?)
  | (?P<int>-?[0-9]+)
  | (?P<word>[a-zA-Z_][a-zA-Z0-9_.]*)
  | (?P<end>\Z)
  | (?P<bad>.)
    )
    """,
    re.VERBOSE,
)


class Token(NamedTuple):
    kind: str
    text: str
    pos: int


class SourceMap:
    """Offsets to 1-based line and column, and the text of a line."""

    def __init__(self, text: str, filename: str) -> None:
        self.text = text
        self.filename = filename
        # Where lines start, found on the first question: a module that parses never asks.
        self._starts: array[int] | None = None

    @property
    def _line_starts(self) -> array[int]:
        if self._starts is None:
            self._starts = array("Q", [0])
            self._starts.extend(m.end() for m in re.finditer("\n", self.text))
        return self._starts

    def line_col(self, pos: int) -> tuple[int, int]:
        if pos < 0:
            pos = len(self.text)
        line = bisect.bisect_right(self._line_starts, pos) - 1
        return line + 1, pos - self._line_starts[line] + 1

    def line_text(self, line: int) -> str:
        start = self._line_starts[line - 1]
        end = self.text.find("\n", start)
        return self.text[start : end if end >= 0 else len(self.text)]

    def error(self, message: str, pos: int) -> ParseError:
        line, col = self.line_col(pos)
        return ParseError(message, self.filename, line, col, self.line_text(line))


class TokenStream:
    """The tokens of a text, whitespace and comments dropped, read a number at a time; ``eof`` ends
    them, and a character no token starts with is a ``bad`` token, the last.

    Each regex match consumes leading blanks and one token (the C loop of
    ``finditer`` does the scanning).  The parser reads them as it goes: a
    list of a whole module's tokens took some 160 bytes per token, about 30
    times the size of the text.
    """

    def __init__(self, text: str) -> None:
        self._matches = _TOKEN_RE.finditer(text)
        self._end = len(text)
        self.done = False

    def read(self, count: int, into: list[Token]) -> None:
        """Append up to *count* more tokens to *into* (none once :attr:`done`)."""
        new = tuple.__new__  # Token(...) without the NamedTuple constructor's frame
        append = into.append
        for m in islice(self._matches, count):
            kind = m.lastgroup or "end"
            if kind == "end":
                break
            text = m.group(kind)
            if kind == "word":
                # Keywords become opcodes, flags, attribute kinds: one string each, not one a use.
                text = intern(text)
            append(new(Token, (kind, text, m.start(kind))))
            if kind == "bad":
                self.done = True
                return
        else:
            return
        append(Token("eof", "", self._end))
        self.done = True
