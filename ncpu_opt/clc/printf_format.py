"""OpenCL C ``printf`` format strings: parsed, checked, and spelt for the host's C ``printf``.

OpenCL C's format (OpenCL C 3.0, "printf") is C99's with a vector specifier
``vN`` (N in 2, 3, 4, 8, 16) between the precision and the length modifier,
the length modifier ``hl`` (vectors only: ``int``/``float`` elements), and
without ``*``, ``ll``, ``j``, ``L``, ``n`` or ``l`` before ``c``/``s``
(``z`` and ``t`` are OpenCL C 3.1's, accepted for scalars).  A vector is
printed element by element with the conversion, separated by commas, so a
conversion is expanded into one C conversion per element: ``%+.2v4hlf``
becomes ``%+.2f,%+.2f,%+.2f,%+.2f``.

This module is text only; ``replace-printf`` matches the arguments against
:attr:`Conversion.argument` and builds the host call.
"""

from __future__ import annotations

from dataclasses import dataclass

FLAGS = "-+ #0"
VECTOR_SIZES = (2, 3, 4, 8, 16)
INTEGER_CONVERSIONS = "diouxX"
SIGNED_CONVERSIONS = "di"
FLOAT_CONVERSIONS = "fFeEgGaA"
#: Length modifiers of C99 that OpenCL C does not support but reserves.
RESERVED_LENGTHS = ("ll", "j", "L")
#: Element bits of a vector argument by length modifier (integers; ``h``, ``hl``, ``l`` also floats).
VECTOR_ELEMENT_BITS = {"hh": 8, "h": 16, "hl": 32, "l": 64}


class FormatError(ValueError):
    """A format string OpenCL C does not allow (the message says what and where)."""


@dataclass(frozen=True)
class Conversion:
    """One conversion specification: ``%`` flags width ``.``precision ``v``N length conversion."""

    text: str
    flags: str
    width: str
    #: The digits after ``.`` ("" for a lone ``.``, which means 0), None without a precision.
    precision: str | None
    #: N of ``vN``, None for a scalar conversion.
    vector: int | None
    length: str
    conversion: str

    @property
    def argument(self) -> str:
        """What the argument must be: ``int``, ``float``, ``pointer`` (``%s``, ``%p``) or ``char`` (``%c``)."""
        if self.conversion in INTEGER_CONVERSIONS:
            return "int"
        if self.conversion in FLOAT_CONVERSIONS:
            return "float"
        return "char" if self.conversion == "c" else "pointer"

    @property
    def signed(self) -> bool:
        return self.conversion in SIGNED_CONVERSIONS

    def host_spec(self) -> str:
        """The C99 conversion that prints one element (the host call passes C's promoted types).

        Integers keep their length (a vector's ``hl`` is plain ``int``), except
        ``l``: OpenCL C's ``long`` is 64 bits everywhere, C's only on LP64
        hosts, so it is printed as ``long long``.  Floating-point arguments
        are all passed as ``double``, whose conversion takes no length.
        """
        length = ""
        if self.argument == "int":
            length = {"hl": "", "l": "ll"}.get(self.length, self.length)
        precision = "" if self.precision is None else "." + self.precision
        return f"%{self.flags}{self.width}{precision}{length}{self.conversion}"


#: A parsed format: literal text (as written) and conversions, in order.
Piece = str | Conversion


def parse(fmt: str) -> list[Piece]:
    """The pieces of *fmt* (``%%`` is a literal ``%``); :class:`FormatError` if OpenCL C does not allow it."""
    pieces: list[Piece] = []
    literal: list[str] = []
    i = 0
    while i < len(fmt):
        if fmt[i] != "%":
            literal.append(fmt[i])
            i += 1
            continue
        if fmt.startswith("%%", i):
            literal.append("%")
            i += 2
            continue
        if literal:
            pieces.append("".join(literal))
            literal = []
        conversion, i = _parse_conversion(fmt, i)
        pieces.append(conversion)
    if literal:
        pieces.append("".join(literal))
    return pieces


def _digits(fmt: str, i: int) -> int:
    while i < len(fmt) and fmt[i].isdigit():
        i += 1
    return i


def _parse_conversion(fmt: str, start: int) -> tuple[Conversion, int]:
    """The conversion specification starting at the ``%`` at *start*, and the index after it."""
    i = start + 1
    flags_end = i
    while flags_end < len(fmt) and fmt[flags_end] in FLAGS:
        flags_end += 1
    flags, i = fmt[i:flags_end], flags_end
    width_end = _digits(fmt, i)
    width, i = fmt[i:width_end], width_end
    precision = None
    if fmt.startswith(".", i):
        precision_end = _digits(fmt, i + 1)
        precision, i = fmt[i + 1 : precision_end], precision_end
    if fmt.startswith("*", i):
        where = fmt[start : i + 1]
        raise FormatError(f"'*' (width or precision from an argument) is not supported by OpenCL C, in '{where}'")
    vector = None
    if fmt.startswith("v", i):
        size_end = _digits(fmt, i + 1)
        size = fmt[i + 1 : size_end]
        if not size or int(size) not in VECTOR_SIZES or size != str(int(size)):
            where = fmt[start:size_end]
            raise FormatError(f"invalid vector specifier 'v{size}' in '{where}' (the sizes are 2, 3, 4, 8 and 16)")
        vector, i = int(size), size_end
    length = ""
    for candidate in ("hh", "hl", "h", "ll", "l", "j", "z", "t", "L"):
        if fmt.startswith(candidate, i):
            length, i = candidate, i + len(candidate)
            break
    if i >= len(fmt):
        raise FormatError(f"the format ends inside the conversion specification '{fmt[start:]}'")
    conversion = Conversion(fmt[start : i + 1], flags, width, precision, vector, length, fmt[i])
    _check(conversion)
    return conversion, i + 1


def _check(c: Conversion) -> None:
    """The spec's rules for combining vector specifier, length modifier and conversion."""
    where = f"in '{c.text}'"
    if c.conversion == "%":
        raise FormatError(f"'%' takes no flags, width, precision or modifiers: the specification is '%%', not '{c.text}'")
    if c.conversion == "n":
        raise FormatError(f"the conversion 'n' is not supported by OpenCL C, {where}")
    if c.conversion not in INTEGER_CONVERSIONS + FLOAT_CONVERSIONS + "csp":
        raise FormatError(f"unknown conversion '{c.conversion}' {where}")
    if c.length in RESERVED_LENGTHS:
        raise FormatError(f"the length modifier '{c.length}' is not supported by OpenCL C, {where}")
    if c.vector is not None:
        if c.argument not in ("int", "float"):
            raise FormatError(
                f"a vector specifier applies to integer and floating-point conversions only, not '{c.conversion}', {where}"
            )
        if not c.length:
            raise FormatError(f"a vector specifier needs a length modifier (hh, h, hl or l), {where}")
        if c.length not in VECTOR_ELEMENT_BITS or (c.argument == "float" and c.length == "hh"):
            kinds = "hh, h, hl or l" if c.argument == "int" else "h (half), hl (float) or l (double)"
            raise FormatError(f"the length modifier '{c.length}' does not name a vector element type ({kinds}), {where}")
        return
    if c.length == "hl":
        raise FormatError(f"the length modifier 'hl' is only for vectors (with a vector specifier), {where}")
    allowed = {"int": ("", "hh", "h", "l", "z", "t"), "float": ("", "l")}.get(c.argument, ("",))
    if c.length not in allowed:
        raise FormatError(f"the length modifier '{c.length}' does not apply to the conversion '{c.conversion}', {where}")


def host_format(pieces: list[Piece]) -> str:
    """The C99 format printing what *pieces* print: vectors expanded, ``%`` in text escaped."""
    out = []
    for piece in pieces:
        if isinstance(piece, str):
            out.append(piece.replace("%", "%%"))
        else:
            out.append(",".join([piece.host_spec()] * (piece.vector or 1)))
    return "".join(out)
