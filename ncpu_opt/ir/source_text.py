"""IR text as LLVM reads it: bytes made into text, and nesting kept within what the parsers survive.

LLVM's lexer reads a ``.ll`` file as bytes: a NUL is whitespace (inside a
quoted string, a byte of the string), comments may hold any bytes, and
quoted strings (``c"..."``, ``@"..."``, ``!"..."``, string attributes) take
any byte but ``"``.  llvmlite hands text to LLVM as a UTF-8 C string, so a
NUL would end the module there and a byte that is not UTF-8 cannot be handed
over at all.  :func:`llvm_source_text` writes such bytes the way LLVM would
read them the same: ``\\XX`` escapes inside strings (LLVM unescapes every
quoted string), spaces for NULs outside them.  :func:`printed_text` does the
same for what LLVM prints: it writes some strings raw (a string attribute's
key), which our IR's parser, keeping strings byte for byte, must see escaped.

Parsers recurse on nesting: LLVM's on types, constants and metadata (a type
nested 100 000 deep overflows the C stack), ours on the same (Python's
recursion limit).  Every level of that grammar opens a bracket (``{``,
``[``, ``<``, ``(``), so :func:`check_nesting` bounds them all by counting
brackets outside strings and comments.
"""

from __future__ import annotations

import re

from ncpu_opt.errors import ParseError
from ncpu_opt.ir.names import escape_string, unescape_string

#: The deepest bracket nesting accepted in IR text (and in ``-passes=`` pipelines).  Real IR
#: stays far below (clang itself stops at 256 nested brackets of *source*, whose IR is flatter:
#: named structs are referenced, not spelled out), and at this depth our parser needs about
#: 660 of Python's 1000 frames.
MAX_NESTING = 128

#: A quoted string (unterminated up to the end, as LLVM's lexer reads it) or a comment.
_STRING_OR_COMMENT = re.compile(rb'"[^"]*"?|;[^\n\r]*')
_STRING_OR_COMMENT_TEXT = re.compile(r'"[^"]*"?|;[^\n\r]*')
_BRACKET_OR_SKIPPED = re.compile(r'"[^"]*"?|;[^\n\r]*|(?P<open>[\[({<])|(?P<close>[\])}>])')
#: Every ASCII character but brackets, quotes, comment starts and line ends: what
#: :func:`_brackets` deletes first (into a string a fraction of the text's size, not a copy).
_NOT_STRUCTURE = {c: None for c in range(128) if chr(c) not in '[](){}<>";\n\r'}
_ONE_KIND = str.maketrans("[({<])}>", "(((())))", "\n\r")


def llvm_source_text(data: bytes) -> str:
    """The text that, handed to LLVM as UTF-8, reads as LLVM reads the file *data*.

    UTF-8 without NULs (every file clang or LLVM writes) is returned decoded.
    Otherwise strings hold their bytes as escapes, NULs outside strings are
    spaces and comments lose the bytes that are not UTF-8; any other byte
    that is not UTF-8 stays an error for LLVM to report where it stands.
    """
    if b"\0" not in data:
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            pass
    return _escaped(data)


def printed_text(data: bytes) -> str:
    """LLVM's printing of a module as text our IR reads: every string's non-ASCII bytes escaped."""
    if data.isascii():
        return data.decode("ascii")
    return _escaped(data)


def _escaped(data: bytes) -> str:
    out: list[str] = []
    pos = 0
    for m in _STRING_OR_COMMENT.finditer(data):
        out.append(_plain(data[pos : m.start()]))
        token = m.group()
        out.append(_quoted(token) if token.startswith(b'"') else _plain(token))
        pos = m.end()
    out.append(_plain(data[pos:]))
    return "".join(out)


def _plain(chunk: bytes) -> str:
    """Text outside strings: a NUL is whitespace to LLVM's lexer; other bytes that are not UTF-8 become
    U+FFFD, which LLVM refuses at the same place (in a comment, it skips them)."""
    return chunk.replace(b"\0", b" ").decode("utf-8", errors="replace")


def _quoted(token: bytes) -> str:
    """A quoted string with its value's bytes as escapes: LLVM unescapes every quoted string
    (``\\\\`` and ``\\XX``), so the value is the same byte for byte."""
    closed = len(token) > 1 and token.endswith(b'"')
    body = token[1:-1] if closed else token[1:]
    value = unescape_string(body.decode("latin-1"))
    return '"' + escape_string(value) + ('"' if closed else "")


def check_nesting(text: str, filename: str) -> None:
    """Raise :class:`ParseError` at the first bracket of *text* nested deeper than :data:`MAX_NESTING`.

    Brackets in strings and comments do not count.  Most text is let through
    by a bound computed in C (:func:`_depth_bound`); only text it cannot
    clear is walked bracket by bracket for the exact place.
    """
    if _depth_bound(_brackets(text)) <= MAX_NESTING:
        return
    offset = _too_deep_at(text)
    if offset is None:
        return
    line = text.count("\n", 0, offset) + 1
    start = text.rfind("\n", 0, offset) + 1
    end = text.find("\n", offset)
    raise ParseError(
        f"nesting deeper than {MAX_NESTING} brackets (types, constants or metadata nested this deep are not supported)",
        filename,
        line,
        offset - start + 1,
        text[start : end if end >= 0 else len(text)],
    )


def _brackets(text: str) -> str:
    """The brackets of *text* outside strings and comments, in order, openers as ``(``, closers as
    ``)`` (and any character outside ASCII there, which only makes :func:`_depth_bound` looser)."""
    structure = text.translate(_NOT_STRUCTURE)
    return _STRING_OR_COMMENT_TEXT.sub("", structure).translate(_ONE_KIND)


def _depth_bound(brackets: str) -> int:
    """At least the deepest nesting of *brackets* (more than :data:`MAX_NESTING` when it may be).

    Each pass takes out the innermost pairs; a point inside ``d`` pairs loses
    at most one of them per pass, so after ``k`` passes its depth is at most
    ``k`` plus the openers left.
    """
    passes = 0
    while "()" in brackets:
        if passes > MAX_NESTING:
            return passes
        brackets = brackets.replace("()", "")
        passes += 1
    return passes + brackets.count("(")


def _too_deep_at(text: str) -> int | None:
    """The offset of the first bracket nested deeper than :data:`MAX_NESTING`, if any.

    A closer with no opener (a syntax error LLVM reports) does not go below zero.
    """
    depth = 0
    for m in _BRACKET_OR_SKIPPED.finditer(text):
        if m.group("open"):
            depth += 1
            if depth > MAX_NESTING:
                return m.start()
        elif m.group("close"):
            depth = max(depth - 1, 0)
    return None
