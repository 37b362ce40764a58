"""LLVM types.

Structural types (integers, pointers, vectors, literal structs, ...) compare by
value; identified (named) struct types compare by identity, as in LLVM.
``str(t)`` is the type's spelling in LLVM assembly.
"""

from __future__ import annotations

from collections.abc import Sequence


class Type:
    """Base of all types."""

    __slots__ = ()

    def __str__(self) -> str:  # pragma: no cover - every subclass overrides
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self}>"

    # Convenience predicates used all over the passes.
    @property
    def is_void(self) -> bool:
        return isinstance(self, VoidType)

    @property
    def is_integer(self) -> bool:
        return isinstance(self, IntType)

    @property
    def is_float(self) -> bool:
        return isinstance(self, FloatType)

    @property
    def is_pointer(self) -> bool:
        return isinstance(self, PointerType)

    @property
    def is_vector(self) -> bool:
        return isinstance(self, VectorType)

    @property
    def is_aggregate(self) -> bool:
        return isinstance(self, (ArrayType, StructType))

    def scalar_type(self) -> Type:
        """The element type of a vector, else the type itself."""
        return self.element if isinstance(self, VectorType) else self


class VoidType(Type):
    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, VoidType)

    def __hash__(self) -> int:
        return hash("void")

    def __str__(self) -> str:
        return "void"


class _KeywordType(Type):
    """A type spelled by a single keyword: label, metadata, token, x86_amx."""

    __slots__ = ("keyword",)

    def __init__(self, keyword: str) -> None:
        self.keyword = keyword

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.keyword == self.keyword  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(self.keyword)

    def __str__(self) -> str:
        return self.keyword


class LabelType(_KeywordType):
    __slots__ = ()

    def __init__(self) -> None:
        super().__init__("label")


class MetadataType(_KeywordType):
    __slots__ = ()

    def __init__(self) -> None:
        super().__init__("metadata")


class TokenType(_KeywordType):
    __slots__ = ()

    def __init__(self) -> None:
        super().__init__("token")


class X86AmxType(_KeywordType):
    __slots__ = ()

    def __init__(self) -> None:
        super().__init__("x86_amx")


class IntType(Type):
    __slots__ = ("width",)

    def __init__(self, width: int) -> None:
        self.width = width

    def __eq__(self, other: object) -> bool:
        return isinstance(other, IntType) and other.width == self.width

    def __hash__(self) -> int:
        return hash(("i", self.width))

    def __str__(self) -> str:
        return f"i{self.width}"


FLOAT_KINDS: dict[str, int] = {
    "half": 16,
    "bfloat": 16,
    "float": 32,
    "double": 64,
    "x86_fp80": 80,
    "fp128": 128,
    "ppc_fp128": 128,
}


class FloatType(Type):
    __slots__ = ("kind",)

    def __init__(self, kind: str) -> None:
        if kind not in FLOAT_KINDS:
            raise ValueError(f"unknown floating-point type {kind!r}")
        self.kind = kind

    @property
    def width(self) -> int:
        return FLOAT_KINDS[self.kind]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, FloatType) and other.kind == self.kind

    def __hash__(self) -> int:
        return hash(("f", self.kind))

    def __str__(self) -> str:
        return self.kind


class PointerType(Type):
    """An opaque pointer, optionally in a non-zero address space."""

    __slots__ = ("addrspace",)

    def __init__(self, addrspace: int = 0) -> None:
        self.addrspace = addrspace

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PointerType) and other.addrspace == self.addrspace

    def __hash__(self) -> int:
        return hash(("p", self.addrspace))

    def __str__(self) -> str:
        return "ptr" if self.addrspace == 0 else f"ptr addrspace({self.addrspace})"


class VectorType(Type):
    __slots__ = ("count", "element", "scalable")

    def __init__(self, count: int, element: Type, scalable: bool = False) -> None:
        self.count = count
        self.element = element
        self.scalable = scalable

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, VectorType)
            and other.count == self.count
            and other.scalable == self.scalable
            and other.element == self.element
        )

    def __hash__(self) -> int:
        return hash(("v", self.count, self.scalable, self.element))

    def __str__(self) -> str:
        prefix = "vscale x " if self.scalable else ""
        return f"<{prefix}{self.count} x {self.element}>"


class ArrayType(Type):
    __slots__ = ("count", "element")

    def __init__(self, count: int, element: Type) -> None:
        self.count = count
        self.element = element

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, ArrayType)
            and other.count == self.count
            and other.element == self.element
        )

    def __hash__(self) -> int:
        return hash(("a", self.count, self.element))

    def __str__(self) -> str:
        return f"[{self.count} x {self.element}]"


def _body_text(elements: Sequence[Type], packed: bool) -> str:
    inner = "{}" if not elements else "{ " + ", ".join(str(e) for e in elements) + " }"
    return f"<{inner}>" if packed else inner


class StructType(Type):
    """A literal struct (``name is None``) or an identified one.

    Identified structs may be opaque (``elements is None``) until their body is
    set; they compare by identity, literal structs by value.
    """

    __slots__ = ("elements", "packed", "name")

    def __init__(
        self,
        elements: Sequence[Type] | None,
        packed: bool = False,
        name: str | None = None,
    ) -> None:
        self.elements: list[Type] | None = None if elements is None else list(elements)
        self.packed = packed
        self.name = name

    @property
    def is_literal(self) -> bool:
        return self.name is None

    @property
    def is_opaque(self) -> bool:
        return self.elements is None

    def set_body(self, elements: Sequence[Type], packed: bool = False) -> None:
        self.elements = list(elements)
        self.packed = packed

    def __eq__(self, other: object) -> bool:
        if self.name is not None or not isinstance(other, StructType):
            return self is other
        return other.name is None and other.packed == self.packed and other.elements == self.elements

    def __hash__(self) -> int:
        if self.name is not None:
            return id(self)
        return hash(("s", self.packed, tuple(self.elements or ())))

    def body_str(self) -> str:
        """The definition's right-hand side: ``{ i32, ptr }`` or ``opaque``."""
        if self.elements is None:
            return "opaque"
        return _body_text(self.elements, self.packed)

    def __str__(self) -> str:
        if self.name is not None:
            from ncpu_opt.ir.names import format_local_name

            return format_local_name(self.name)
        return _body_text(self.elements or [], self.packed)


class FunctionType(Type):
    __slots__ = ("return_type", "params", "vararg")

    def __init__(self, return_type: Type, params: Sequence[Type], vararg: bool = False) -> None:
        self.return_type = return_type
        self.params = list(params)
        self.vararg = vararg

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, FunctionType)
            and other.vararg == self.vararg
            and other.return_type == self.return_type
            and other.params == self.params
        )

    def __hash__(self) -> int:
        return hash(("fn", self.return_type, tuple(self.params), self.vararg))

    def __str__(self) -> str:
        params = [str(p) for p in self.params]
        if self.vararg:
            params.append("...")
        return f"{self.return_type} ({', '.join(params)})"


class TargetExtType(Type):
    """``target("name", types..., ints...)``."""

    __slots__ = ("ext_name", "type_params", "int_params")

    def __init__(self, ext_name: str, type_params: Sequence[Type], int_params: Sequence[int]) -> None:
        self.ext_name = ext_name
        self.type_params = tuple(type_params)
        self.int_params = tuple(int_params)

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, TargetExtType)
            and other.ext_name == self.ext_name
            and other.type_params == self.type_params
            and other.int_params == self.int_params
        )

    def __hash__(self) -> int:
        return hash(("t", self.ext_name, self.type_params, self.int_params))

    def __str__(self) -> str:
        from ncpu_opt.ir.names import quote_string

        parts = [quote_string(self.ext_name)]
        parts += [str(t) for t in self.type_params]
        parts += [str(i) for i in self.int_params]
        return f"target({', '.join(parts)})"


# Shared instances of the common types.
VOID = VoidType()
LABEL = LabelType()
METADATA = MetadataType()
TOKEN = TokenType()
I1 = IntType(1)
I8 = IntType(8)
I16 = IntType(16)
I32 = IntType(32)
I64 = IntType(64)
HALF = FloatType("half")
FLOAT = FloatType("float")
DOUBLE = FloatType("double")
PTR = PointerType(0)
