"""Spelling of names and strings in LLVM assembly.

Strings are kept byte-for-byte: each byte is one character of a Python
``str`` (latin-1), so that escapes such as ``\\FF`` round-trip exactly.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_PLAIN_NAME = re.compile(r"[-a-zA-Z$._][-a-zA-Z$._0-9]*\Z")
_ESCAPE = re.compile(r"\\([0-9A-Fa-f]{2})|\\\\")


def _needs_escape(ch: str) -> bool:
    code = ord(ch)
    return code < 0x20 or code >= 0x7F or ch in '"\\'


def escape_string(text: str) -> str:
    """Escape ``text`` the way LLVM's printer does (``\\XX``, upper-case hex)."""
    if not any(_needs_escape(c) for c in text):
        return text
    return "".join(f"\\{ord(c):02X}" if _needs_escape(c) else c for c in text)


def unescape_string(text: str) -> str:
    """Undo :func:`escape_string` (accepts ``\\\\`` too, as LLParser does)."""
    if "\\" not in text:
        return text

    def repl(match: re.Match[str]) -> str:
        hex_digits = match.group(1)
        return "\\" if hex_digits is None else chr(int(hex_digits, 16))

    return _ESCAPE.sub(repl, text)


def quote_string(text: str) -> str:
    return f'"{escape_string(text)}"'


def format_name(sigil: str, name: str) -> str:
    """``%name``, ``@name`` or ``$name``, quoted when needed."""
    if _PLAIN_NAME.match(name):
        return sigil + name
    return sigil + quote_string(name)


def format_local_name(name: str) -> str:
    return format_name("%", name)


def format_global_name(name: str) -> str:
    """``@name``; a name of decimal digits is an unnamed global's number (``@0``) and stays bare.

    The parser keys LLVM's unnamed globals by their number; printed bare they
    stay unnamed (LLVM accepts gaps in the numbering and closes them).
    """
    if name.isascii() and name.isdigit():
        return "@" + name
    return format_name("@", name)


class LocalNamer:
    """Hands out a function's local names the way LLVM's symbol table does.

    LLVM makes a taken name unique by appending ``++LastUnique``, one counter
    shared by every name of the function (``sw.bb``, ``sw.bb1``, ``loopIR``,
    ``loopIR2``...).  Passes that build IR as an LLVM pass would name their
    blocks through this, so that tests written against LLVM's output see the
    same suffixes; the printer still resolves any other clash.
    """

    def __init__(self, taken: Iterable[str]) -> None:
        self.taken = set(taken)
        self.last_unique = 0

    def unique(self, base: str) -> str:
        """``base`` if free, else ``base`` and the next free value of the shared counter; now taken."""
        name = base
        while name in self.taken:
            self.last_unique += 1
            name = f"{base}{self.last_unique}"
        self.taken.add(name)
        return name
