"""A small Itanium demangler for the names clang gives OpenCL C and SPIR-V builtins.

It turns ``_Z18work_group_barrierj12memory_scope`` into the base name
``work_group_barrier`` and the parameter types ``(uint, memory_scope)``, which
is what builtin lowering needs: the name picks the builtin, the parameter
types pick the overload (e.g. the signedness of ``sub_group_reduce_min``,
which the IR types alone do not tell).

Covered: plain and nested (``N...E``) names, ``std::`` names, template
arguments and template parameters (``I...E``, ``T_``), builtin types
(including ``Dh`` half and ``DF16_``), vectors ``Dv4_f``, pointers and
references with CV and vendor qualifiers (``PU3AS1Vj``), arrays, vendor types
(``u5nxv1j``), class and enum names (``12memory_scope``) and substitutions
(``S_``, ``S0_``).  Anything else (function types, expressions, local names,
constructors) makes :func:`demangle` return None.
"""

from __future__ import annotations

from dataclasses import dataclass

# Itanium builtin type codes and their OpenCL C (or C++) spelling.
BUILTIN_TYPES: dict[str, str] = {
    "v": "void", "w": "wchar_t", "b": "bool", "c": "char", "a": "signed char",
    "h": "uchar", "s": "short", "t": "ushort", "i": "int", "j": "uint", "l": "long",
    "m": "ulong", "x": "long long", "y": "unsigned long long", "n": "__int128",
    "o": "unsigned __int128", "f": "float", "d": "double", "e": "long double",
    "g": "__float128", "z": "...", "Dh": "half", "DF16_": "_Float16", "Di": "char32_t",
    "Ds": "char16_t", "Du": "char8_t", "Dn": "decltype(nullptr)",
}
# OpenCL's char is signed (as on every SPIR target).
SIGNED_CODES = frozenset("casilxn")
UNSIGNED_CODES = frozenset("hjtmyo")
FLOAT_CODES = frozenset(("f", "d", "e", "g", "Dh", "DF16_"))

_STD_ABBREVIATIONS = {
    "Sa": "std::allocator", "Sb": "std::basic_string", "Ss": "std::string",
    "Si": "std::istream", "So": "std::ostream", "Sd": "std::iostream",
}


@dataclass(frozen=True)
class MangledType:
    """A demangled type.

    ``kind`` is one of ``builtin`` (``code`` is the Itanium code, e.g. ``j``),
    ``named`` (a class or enum; ``code`` is its qualified name), ``vector``
    (``count`` elements of ``element``), ``array``, ``pointer``,
    ``lvalue_ref``, ``rvalue_ref``, ``qualified`` (``code`` is the mangled
    qualifiers, e.g. ``U3AS1VK``), ``vendor`` (``u``-types; ``code`` is the
    name) and ``template_param`` (an unresolved ``T_``; ``count`` is its index).
    """

    kind: str
    code: str = ""
    element: MangledType | None = None
    count: int = 0

    # -- classification --------------------------------------------------------------
    @property
    def scalar(self) -> MangledType:
        """The element type of a vector, the type itself otherwise."""
        return self.element if self.kind == "vector" and self.element is not None else self

    @property
    def unqualified(self) -> MangledType:
        t = self
        while t.kind == "qualified" and t.element is not None:
            t = t.element
        return t

    @property
    def is_signed_integer(self) -> bool:
        return self.kind == "builtin" and self.code in SIGNED_CODES

    @property
    def is_unsigned_integer(self) -> bool:
        return self.kind == "builtin" and (self.code in UNSIGNED_CODES or self.code == "b")

    @property
    def is_integer(self) -> bool:
        return self.is_signed_integer or self.is_unsigned_integer

    @property
    def is_floating_point(self) -> bool:
        return self.kind == "builtin" and self.code in FLOAT_CODES

    @property
    def address_space(self) -> int | None:
        """The ``AS<n>`` vendor qualifier of a qualified type, if any."""
        if self.kind != "qualified":
            return None
        marker = self.code.find("AS")
        if marker < 0:
            return None
        digits = ""
        for ch in self.code[marker + 2:]:
            if not ch.isdigit():
                break
            digits += ch
        return int(digits) if digits else None

    # -- spelling -----------------------------------------------------------------------
    @property
    def mangled(self) -> str:
        """The Itanium spelling, without substitutions."""
        e = self.element.mangled if self.element is not None else ""
        if self.kind == "builtin":
            return self.code
        if self.kind == "named":
            parts = self.code.split("::")
            body = "".join(f"{len(p)}{p}" for p in parts)
            return body if len(parts) == 1 else f"N{body}E"
        if self.kind == "vector":
            return f"Dv{self.count}_{e}"
        if self.kind == "array":
            return f"A{self.count}_{e}"
        if self.kind in ("pointer", "lvalue_ref", "rvalue_ref"):
            return {"pointer": "P", "lvalue_ref": "R", "rvalue_ref": "O"}[self.kind] + e
        if self.kind == "qualified":
            return self.code + e
        if self.kind == "vendor":
            return f"u{len(self.code)}{self.code}"
        return "T_" if self.count == 0 else f"T{self.count - 1}_"

    def __str__(self) -> str:
        e = str(self.element) if self.element is not None else ""
        if self.kind == "builtin":
            return BUILTIN_TYPES[self.code]
        if self.kind in ("named", "vendor"):
            return self.code
        if self.kind == "vector":
            return f"{e}{self.count}"
        if self.kind == "array":
            return f"{e}[{self.count}]"
        if self.kind in ("pointer", "lvalue_ref", "rvalue_ref"):
            return e + {"pointer": " *", "lvalue_ref": " &", "rvalue_ref": " &&"}[self.kind]
        if self.kind == "qualified":
            return f"{e} {self.code}"
        return self.mangled


@dataclass(frozen=True)
class Demangled:
    """A demangled function name: ``name`` (``::``-joined) and its parameter types.

    ``template_args`` and ``return_type`` are set for function templates only.
    """

    name: str
    params: tuple[MangledType, ...]
    template_args: tuple[MangledType | str, ...] = ()
    return_type: MangledType | None = None

    def __str__(self) -> str:
        return f"{self.name}({', '.join(str(p) for p in self.params)})"


class _Fail(Exception):
    """The name uses something this demangler does not know."""


class _Parser:
    def __init__(self, text: str) -> None:
        self.s = text
        self.pos = 0
        self.subs: list[MangledType] = []
        self.template_args: list[MangledType | str] = []

    # -- characters ---------------------------------------------------------------------
    def peek(self, n: int = 1) -> str:
        return self.s[self.pos : self.pos + n]

    def eat(self, prefix: str) -> bool:
        if self.s.startswith(prefix, self.pos):
            self.pos += len(prefix)
            return True
        return False

    def expect(self, prefix: str) -> None:
        if not self.eat(prefix):
            raise _Fail(f"expected {prefix!r} at {self.pos}")

    def number(self) -> int:
        start = self.pos
        while self.pos < len(self.s) and self.s[self.pos].isdigit():
            self.pos += 1
        if start == self.pos:
            raise _Fail(f"expected a number at {start}")
        return int(self.s[start : self.pos])

    def source_name(self) -> str:
        length = self.number()
        name = self.s[self.pos : self.pos + length]
        if len(name) != length:
            raise _Fail("source name runs past the end")
        self.pos += length
        return name

    def at_end(self) -> bool:
        # LLVM adds suffixes such as ".1" to clones of a function; they are not mangled.
        return self.pos >= len(self.s) or self.s[self.pos] == "."

    # -- encoding -----------------------------------------------------------------------
    def encoding(self) -> Demangled:
        self.expect("_Z")
        name, is_template = self.name()
        return_type = self.type() if is_template else None
        params: list[MangledType] = []
        while not self.at_end():
            params.append(self.type())
        if len(params) == 1 and params[0] == MangledType("builtin", "v"):
            params = []
        return Demangled(name, tuple(params), tuple(self.template_args), return_type)

    def name(self) -> tuple[str, bool]:
        """A function's name, and whether template arguments follow it."""
        if self.eat("N"):
            return self.nested_name(function=True)
        if self.peek(2) == "St":
            self.pos += 2
            name = "std::" + self.source_name()
        elif self.peek().isdigit():
            name = self.source_name()
        else:
            raise _Fail(f"unsupported name at {self.pos}")
        if self.peek() == "I":
            self.subs.append(MangledType("named", name))  # the unscoped template name
            self.template_args = self.template_arg_list()
            return name, True
        return name, False

    def nested_name(self, function: bool) -> tuple[str, bool]:
        while self.peek() in ("r", "V", "K", "R", "O"):  # member function qualifiers
            self.pos += 1
        parts: list[str] = []
        is_template = False
        while not self.eat("E"):
            if self.peek() == "I":
                if not parts:
                    raise _Fail("template arguments without a name")
                args = self.template_arg_list()
                if function:
                    self.template_args = args
                is_template = True
            elif self.peek() == "S":
                parts = self.substitution().code.split("::")
                is_template = False
                continue  # a substitution is not a new candidate
            elif self.peek().isdigit():
                parts.append(self.source_name())
                is_template = False
            else:
                raise _Fail(f"unsupported nested name component at {self.pos}")
            # Every prefix is a substitution candidate; a function's own name is not.
            if not (function and self.peek() == "E"):
                self.subs.append(MangledType("named", "::".join(parts)))
        if not parts:
            raise _Fail("empty nested name")
        return "::".join(parts), is_template

    def template_arg_list(self) -> list[MangledType | str]:
        self.expect("I")
        args: list[MangledType | str] = []
        while not self.eat("E"):
            if self.eat("L"):
                start = self.pos
                self.type()
                while self.peek() not in ("E", ""):
                    self.pos += 1
                args.append(self.s[start : self.pos])
                self.expect("E")
            elif self.peek() in ("X", "J"):
                raise _Fail("template expressions and packs are not supported")
            else:
                args.append(self.type())
        return args

    # -- types --------------------------------------------------------------------------
    def type(self) -> MangledType:
        c = self.peek()
        if c in BUILTIN_TYPES and c not in ("D",):
            self.pos += 1
            return MangledType("builtin", c)
        for code in ("DF16_", "Dh", "Di", "Ds", "Du", "Dn"):
            if self.eat(code):
                return MangledType("builtin", code)
        if self.eat("Dv"):
            count = self.number()
            self.expect("_")
            return self.add_sub(MangledType("vector", element=self.type(), count=count))
        if self.eat("A"):
            count = self.number()
            self.expect("_")
            return self.add_sub(MangledType("array", element=self.type(), count=count))
        for code, kind in (("P", "pointer"), ("R", "lvalue_ref"), ("O", "rvalue_ref")):
            if self.eat(code):
                return self.add_sub(MangledType(kind, element=self.type()))
        if c in ("r", "V", "K") or c == "U":
            return self.qualified()
        if self.eat("u"):
            return self.add_sub(MangledType("vendor", self.source_name()))
        if c == "T":
            return self.add_sub(self.template_param())
        if c == "S":
            if self.peek(2) == "St":
                self.pos += 2
                return self.class_type("std::" + self.source_name())
            return self.substitution()
        if c == "N":
            self.pos += 1
            name, _ = self.nested_name(function=False)
            return MangledType("named", name)
        if c.isdigit():
            return self.class_type(self.source_name())
        raise _Fail(f"unsupported type at {self.pos}")

    def class_type(self, name: str) -> MangledType:
        named = self.add_sub(MangledType("named", name))
        if self.peek() == "I":
            args = self.template_arg_list()
            spelled = ", ".join(str(a) for a in args)
            named = self.add_sub(MangledType("named", f"{name}<{spelled}>"))
        return named

    def qualified(self) -> MangledType:
        quals = ""
        while True:
            if self.eat("U"):
                vendor = self.source_name()
                quals += f"U{len(vendor)}{vendor}"
                if self.peek() == "I":
                    self.template_arg_list()
            elif self.peek() in ("r", "V", "K"):
                quals += self.s[self.pos]
                self.pos += 1
            else:
                break
        return self.add_sub(MangledType("qualified", quals, element=self.type()))

    def template_param(self) -> MangledType:
        self.expect("T")
        index = 0 if self.peek() == "_" else self.number() + 1
        self.expect("_")
        if index < len(self.template_args):
            arg = self.template_args[index]
            if isinstance(arg, MangledType):
                return arg
        return MangledType("template_param", count=index)

    def substitution(self) -> MangledType:
        self.expect("S")
        for abbrev, name in _STD_ABBREVIATIONS.items():
            if self.eat(abbrev[1]):
                return MangledType("named", name)
        seq = 0
        if not self.eat("_"):
            digits = ""
            while self.peek() and self.peek() != "_":
                digits += self.peek()
                self.pos += 1
            self.expect("_")
            try:
                seq = int(digits, 36) + 1
            except ValueError:
                raise _Fail(f"bad substitution S{digits}_") from None
        if seq >= len(self.subs):
            raise _Fail(f"substitution {seq} of {len(self.subs)}")
        return self.subs[seq]

    def add_sub(self, t: MangledType) -> MangledType:
        self.subs.append(t)
        return t


def demangle(symbol: str) -> Demangled | None:
    """The name and parameter types of the mangled *symbol*, or None if it is not one we read."""
    if not symbol.startswith("_Z"):
        return None
    try:
        return _Parser(symbol).encoding()
    except (_Fail, IndexError, ValueError):
        return None


def base_name(symbol: str) -> str:
    """The demangled name of *symbol*, or *symbol* itself if it is not mangled (C names)."""
    result = demangle(symbol)
    return symbol if result is None else result.name
