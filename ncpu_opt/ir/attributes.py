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


class AttributeSet:
    """An ordered, mutable set of attributes, one per kind."""

    __slots__ = ("_attrs",)

    def __init__(self, attrs: Iterable[Attribute] = ()) -> None:
        self._attrs: dict[tuple[bool, str], Attribute] = {}
        for attr in attrs:
            self._attrs[attr.key] = attr

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
        return AttributeSet(self._attrs.values())

    # -- enum and keyword attributes ------------------------------------------
    def has(self, kind: str) -> bool:
        return (False, kind) in self._attrs

    def get(self, kind: str) -> Attribute | None:
        return self._attrs.get((False, kind))

    def add(self, kind: str, arg: str | Type | None = None) -> None:
        self._attrs[(False, kind)] = Attribute(kind, arg)

    def remove(self, kind: str) -> None:
        self._attrs.pop((False, kind), None)

    def add_attribute(self, attr: Attribute) -> None:
        self._attrs[attr.key] = attr

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
        self._attrs[(True, key)] = Attribute(key, value, is_string=True)

    def remove_string(self, key: str) -> None:
        self._attrs.pop((True, key), None)

    def __str__(self) -> str:
        return " ".join(str(a) for a in self._attrs.values())

    def __repr__(self) -> str:
        return f"<AttributeSet {self}>"
