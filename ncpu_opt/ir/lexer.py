"""Tokens of LLVM assembly.

One regular expression, run once over the whole text; token kinds are the
names of its groups.  Positions are offsets; :class:`SourceMap` turns them
into line and column for diagnostics.
"""

from __future__ import annotations

import bisect
import re
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


EOF = Token("eof", "", -1)


class SourceMap:
    """Offsets to 1-based line and column, and the text of a line."""

    def __init__(self, text: str, filename: str) -> None:
        self.text = text
        self.filename = filename
        self._line_starts = [0] + [m.end() for m in re.finditer("\n", text)]

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


def tokenize(text: str, source: SourceMap, start: int = 0, end: int | None = None) -> list[Token]:
    """All tokens of ``text[start:end]``, whitespace and comments dropped.

    Each regex match consumes leading blanks and one token (the C loop of
    ``finditer`` does the scanning); the list ends with an ``eof`` token.
    """
    end = len(text) if end is None else end
    new = tuple.__new__  # Token(...) without the NamedTuple constructor's frame
    tokens: list[Token] = []
    append = tokens.append
    for m in _TOKEN_RE.finditer(text, start, end):
        kind = m.lastgroup or "end"
        if kind == "end":
            break
        if kind == "bad":
            raise source.error(f"unexpected character {m.group(kind)!r}", m.start(kind))
        append(new(Token, (kind, m.group(kind), m.start(kind))))
    append(Token("eof", "", end))
    return tokens
