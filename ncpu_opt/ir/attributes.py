"""Attribute sets: function, return, parameter and call-site attributes.

An attribute is an enum keyword (``nounwind``), a keyword with an argument
(``align 4``, ``dereferenceable(8)``, ``memory(read)``; the argument kept as
printed, including its leading space or parentheses), a type attribute
(``byval(%struct.S)``), or a string attribute (``"key"="value"``, ``"key"``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from ncpu_opt.ir.names import quote_string
from ncpu_opt.ir.types import Type

# Attributes whose argument is a type.
TYPE_ATTRIBUTES = frozenset(
    ("byval", "byref", "sret", "preallocated", "inalloca", "elementtype")
)


@dataclass(frozen=True)
class Attribute:
    kind: str
    # Enum attributes: None.  Keyword attributes: the printed argument text
    # (" 4" for ``align 4``, "(8)" for ``dereferenceable(8)``).  Type
    # attributes: the Type.  String attributes: the value, or None.
    arg: str | Type | None = None
    is_string: bool = False

    def __str__(self) -> str:
        if self.is_string:
            key = quote_string(self.kind)
            return key if self.arg is None else f"{key}={quote_string(str(self.arg))}"
        if isinstance(self.arg, Type):
            return f"{self.kind}({self.arg})"
        return self.kind if self.arg is None else f"{self.kind}{self.arg}"

    @property
    def key(self) -> tuple[bool, str]:
        return (self.is_string, self.kind)


#: The attributes of every empty set until it gets one (never written to).
_NO_ATTRIBUTES: dict[tuple[bool, str], Attribute] = {}


class AttributeSet:
    """An ordered, mutable set of attributes, one per kind.

    Sets share what they hold until one of them changes (:meth:`copy`, and
    the parser's equal sets): a module has tens of thousands of sets, most of
    them empty and the rest a few distinct ones.
    """

    __slots__ = ("_attrs", "_shared")

    def __init__(self, attrs: Iterable[Attribute] = ()) -> None:
        self._attrs = _NO_ATTRIBUTES
        #: Whether ``_attrs`` may be another set's too: copied before the first change.
        self._shared = True
        for attr in attrs:
            self.add_attribute(attr)

    def _own(self) -> dict[tuple[bool, str], Attribute]:
        """The attributes, for a change: this set's own."""
        if self._shared:
            self._attrs = dict(self._attrs)
            self._shared = False
        return self._attrs

    def share(self, other: AttributeSet) -> None:
        """Hold what *other* holds (equal, in the same order), sharing it until either changes."""
        other._shared = True
        self._attrs = other._attrs
        self._shared = True

    def __iter__(self) -> Iterator[Attribute]:
        return iter(self._attrs.values())

    def __len__(self) -> int:
        return len(self._attrs)

    def __bool__(self) -> bool:
        return bool(self._attrs)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, AttributeSet) and other._attrs == self._attrs

    def __hash__(self) -> int:
        return hash(frozenset(self._attrs.values()))

    def copy(self) -> AttributeSet:
        copy = AttributeSet()
        copy.share(self)
        return copy

    # -- enum and keyword attributes ------------------------------------------
    def has(self, kind: str) -> bool:
        return (False, kind) in self._attrs

    def get(self, kind: str) -> Attribute | None:
        return self._attrs.get((False, kind))

    def add(self, kind: str, arg: str | Type | None = None) -> None:
        self._own()[(False, kind)] = Attribute(kind, arg)

    def remove(self, kind: str) -> None:
        if (False, kind) in self._attrs:
            self._own().pop((False, kind))

    def add_attribute(self, attr: Attribute) -> None:
        self._own()[attr.key] = attr

    # -- string attributes -----------------------------------------------------
    def has_string(self, key: str) -> bool:
        return (True, key) in self._attrs

    def get_string(self, key: str) -> str | None:
        """The value of ``"key"="value"`` ("" for a bare ``"key"``), else None."""
        attr = self._attrs.get((True, key))
        if attr is None:
            return None
        return "" if attr.arg is None else str(attr.arg)

    def set_string(self, key: str, value: str | None = None) -> None:
        self._own()[(True, key)] = Attribute(key, value, is_string=True)

    def remove_string(self, key: str) -> None:
        if (True, key) in self._attrs:
            self._own().pop((True, key))

    def __str__(self) -> str:
        return " ".join(str(a) for a in self._attrs.values())

    def __repr__(self) -> str:
        return f"<AttributeSet {self}>"
