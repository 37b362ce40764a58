"""Metadata: strings, generic and specialised nodes, values as metadata, debug records.

Specialised nodes (``!DILocation(line: 3, scope: !5)``) are kept generically as
a kind and an ordered list of fields; a field holds a metadata reference, or
its assembly spelling (``DW_TAG_member``, ``32``, ``DIFlagPrototyped``) as a
string.  Positional arguments (``!DIExpression(DW_OP_deref)``) have no name.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ncpu_opt.ir.names import quote_string
from ncpu_opt.ir.types import METADATA
from ncpu_opt.ir.values import User, Value


class Metadata:
    """Base of all metadata."""

    __slots__ = ()

    def children(self) -> Iterator[Metadata]:
        """Metadata this one refers to (for numbering and traversal)."""
        return iter(())


class MDString(Metadata):
    __slots__ = ("value",)

    def __init__(self, value: str) -> None:
        self.value = value

    def __eq__(self, other: object) -> bool:
        return isinstance(other, MDString) and other.value == self.value

    def __hash__(self) -> int:
        return hash(("mds", self.value))

    def __repr__(self) -> str:
        return f"!{quote_string(self.value)}"


class ValueAsMetadata(Metadata, User):
    """A value wrapped as metadata (``i32 1``, ``ptr @f``, ``float %x``).

    It is a :class:`User` of the value, so ``replace_all_uses_with`` on the
    value updates metadata and debug records too, as in LLVM.
    """

    __slots__ = ()

    def __init__(self, value: Value) -> None:
        User.__init__(self, METADATA, [value])

    @property
    def value(self) -> Value:
        return self.operand(0)

    def __repr__(self) -> str:
        return f"<ValueAsMetadata {self.value.typed_ref()}>"


class MDNode(Metadata):
    """``!{...}``: a tuple of metadata operands (``None`` prints as ``null``)."""

    __slots__ = ("operands", "distinct")

    def __init__(self, operands: Sequence[Metadata | None] = (), distinct: bool = False) -> None:
        self.operands: list[Metadata | None] = list(operands)
        self.distinct = distinct

    def children(self) -> Iterator[Metadata]:
        return (op for op in self.operands if op is not None)

    def __repr__(self) -> str:
        return f"<MDNode {len(self.operands)} operands>"


MDField = Metadata | str | None


class SpecializedMDNode(MDNode):
    """``!DIxxx(name: value, ...)``; ``fields`` are (name or None, value) pairs.

    ``operands`` mirrors the metadata-valued fields, for generic traversal.
    """

    __slots__ = ("kind", "fields")

    # Kinds that LLVM always prints inline rather than as numbered nodes.
    INLINE_KINDS = frozenset(("DIExpression", "DIArgList"))

    def __init__(
        self,
        kind: str,
        fields: Sequence[tuple[str | None, MDField]],
        distinct: bool = False,
    ) -> None:
        super().__init__((), distinct)
        self.kind = kind
        self.fields: list[tuple[str | None, MDField]] = list(fields)

    @property
    def is_inline(self) -> bool:
        return self.kind in self.INLINE_KINDS

    def children(self) -> Iterator[Metadata]:
        return (v for _, v in self.fields if isinstance(v, Metadata))

    def get(self, name: str) -> MDField:
        for key, value in self.fields:
            if key == name:
                return value
        return None

    def set(self, name: str, value: MDField) -> None:
        for i, (key, _) in enumerate(self.fields):
            if key == name:
                self.fields[i] = (name, value)
                return
        self.fields.append((name, value))

    def __repr__(self) -> str:
        return f"<{self.kind}>"


class DebugRecord:
    """``#dbg_value(...)``, ``#dbg_declare``, ``#dbg_assign``, ``#dbg_label``.

    Printed on its own line before the instruction it is attached to.
    """

    __slots__ = ("kind", "operands")

    def __init__(self, kind: str, operands: Sequence[Metadata | None]) -> None:
        self.kind = kind
        self.operands: list[Metadata | None] = list(operands)

    def __repr__(self) -> str:
        return f"<#dbg_{self.kind}>"


class MetadataAttachments:
    """Metadata attached to a function or global variable.

    Unlike an instruction, a global object may carry several attachments of
    one kind (``!dbg`` twice on a global, many ``!codeplay_ca_vecz.base``), so
    this is an ordered list of (kind, node) with dict-like helpers.
    """

    __slots__ = ("_items",)

    def __init__(self, items: Sequence[tuple[str, Metadata]] = ()) -> None:
        self._items: list[tuple[str, Metadata]] = list(items)

    def get(self, kind: str) -> Metadata | None:
        """The first attachment of ``kind``."""
        for key, md in self._items:
            if key == kind:
                return md
        return None

    def get_all(self, kind: str) -> list[Metadata]:
        return [md for key, md in self._items if key == kind]

    def add(self, kind: str, md: Metadata) -> None:
        self._items.append((kind, md))

    def __setitem__(self, kind: str, md: Metadata) -> None:
        """Replace every attachment of ``kind`` by ``md``."""
        self.erase(kind)
        self._items.append((kind, md))

    def __getitem__(self, kind: str) -> Metadata:
        md = self.get(kind)
        if md is None:
            raise KeyError(kind)
        return md

    def __contains__(self, kind: object) -> bool:
        return any(key == kind for key, _ in self._items)

    def erase(self, kind: str) -> None:
        self._items = [(key, md) for key, md in self._items if key != kind]

    def items(self) -> list[tuple[str, Metadata]]:
        return list(self._items)

    def values(self) -> list[Metadata]:
        return [md for _, md in self._items]

    def copy(self) -> MetadataAttachments:
        return MetadataAttachments(self._items)

    def __bool__(self) -> bool:
        return bool(self._items)

    def __len__(self) -> int:
        return len(self._items)


def iter_metadata_values(md: Metadata | None) -> Iterator[ValueAsMetadata]:
    """Values wrapped directly or inside an inline node (``!DIArgList``)."""
    if isinstance(md, ValueAsMetadata):
        yield md
    elif isinstance(md, SpecializedMDNode) and md.is_inline:
        for _, value in md.fields:
            if isinstance(value, ValueAsMetadata):
                yield value

