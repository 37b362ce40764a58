"""Values, uses and constants.

Every operand edge is a :class:`Use` recorded on the used value, so passes can
walk users and ``replace_all_uses_with`` in time proportional to the uses.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from ncpu_opt.ir.names import format_local_name, quote_string
from ncpu_opt.ir.types import (
    ArrayType,
    FloatType,
    IntType,
    PointerType,
    StructType,
    Type,
    VectorType,
)

if TYPE_CHECKING:
    from ncpu_opt.ir.module import Function


class Use:
    """One operand slot: ``user.operands[index]`` is ``value``."""

    __slots__ = ("user", "index", "value")

    def __init__(self, user: User, index: int, value: Value) -> None:
        self.user = user
        self.index = index
        self.value = value


class Value:
    """Anything that can be an operand."""

    __slots__ = ("type", "name", "_uses")

    def __init__(self, type: Type, name: str = "") -> None:
        self.type = type
        self.name = name
        # The uses, in the order they were made, O(1) to add and remove: None while there is
        # none, the Use itself while there is one (most values: an empty dict took 64 bytes, one
        # of one use 232), from the second on a dict used as an insertion-ordered set (never
        # empty: it goes back to None).
        self._uses: Use | dict[Use, None] | None = None

    # -- uses ---------------------------------------------------------------
    def _add_use(self, use: Use) -> None:
        uses = self._uses
        if uses is None:
            self._uses = use
        elif isinstance(uses, dict):
            uses[use] = None
        else:
            self._uses = {uses: None, use: None}

    def _remove_use(self, use: Use) -> None:
        uses = self._uses
        if uses is use:
            self._uses = None
        elif isinstance(uses, dict):
            del uses[use]
            if not uses:
                self._uses = None
        else:
            raise KeyError(use)

    @property
    def uses(self) -> list[Use]:
        uses = self._uses
        if uses is None:
            return []
        return list(uses) if isinstance(uses, dict) else [uses]

    @property
    def users(self) -> list[User]:
        """Distinct users, in the order their first use was created."""
        seen: dict[User, None] = {}
        for use in self.uses:
            seen.setdefault(use.user)
        return list(seen)

    @property
    def num_uses(self) -> int:
        uses = self._uses
        if uses is None:
            return 0
        return len(uses) if isinstance(uses, dict) else 1

    def has_uses(self) -> bool:
        return self._uses is not None

    def replace_all_uses_with(self, new: Value) -> None:
        if new is self:
            return
        for use in self.uses:
            use.user.set_operand(use.index, new)

    def replace_uses_if(self, new: Value, predicate: object) -> None:
        """Replace the uses for which ``predicate(use)`` is true."""
        for use in self.uses:
            if predicate(use):  # type: ignore[operator]
                use.user.set_operand(use.index, new)

    # -- printing -----------------------------------------------------------
    def ref(self) -> str:
        """The operand spelling without its type (``%x``, ``@g``, ``42``)."""
        return format_local_name(self.name)

    def typed_ref(self) -> str:
        return f"{self.type} {self.ref()}"

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.typed_ref()}>"


class User(Value):
    """A value with operands."""

    __slots__ = ("_operand_uses",)

    def __init__(self, type: Type, operands: Sequence[Value] = (), name: str = "") -> None:
        super().__init__(type, name)
        self._operand_uses: list[Use] = []
        for value in operands:
            self._append_operand(value)

    def _append_operand(self, value: Value) -> None:
        use = Use(self, len(self._operand_uses), value)
        self._operand_uses.append(use)
        value._add_use(use)

    @property
    def operands(self) -> list[Value]:
        return [use.value for use in self._operand_uses]

    @property
    def num_operands(self) -> int:
        return len(self._operand_uses)

    def operand(self, index: int) -> Value:
        return self._operand_uses[index].value

    def set_operand(self, index: int, value: Value) -> None:
        use = self._operand_uses[index]
        use.value._remove_use(use)
        use.value = value
        value._add_use(use)

    def set_operands(self, values: Sequence[Value]) -> None:
        """Replace the whole operand list (its length may change)."""
        self.drop_operands()
        for value in values:
            self._append_operand(value)

    def drop_operands(self) -> None:
        for use in self._operand_uses:
            use.value._remove_use(use)
        self._operand_uses = []

    def iter_operand_uses(self) -> Iterator[Use]:
        return iter(self._operand_uses)


# ---------------------------------------------------------------------------
# Constants
# ---------------------------------------------------------------------------


class Constant(User):
    """A constant; constants are not uniqued, so compare them with :meth:`same_as`."""

    __slots__ = ()

    def same_as(self, other: Value) -> bool:
        return isinstance(other, Constant) and other.type == self.type and other.ref() == self.ref()


class ConstantInt(Constant):
    __slots__ = ("value",)

    def __init__(self, type: Type, value: int) -> None:
        super().__init__(type)
        self.value = value

    def ref(self) -> str:
        if isinstance(self.type, IntType) and self.type.width == 1:
            return "true" if self.value & 1 else "false"
        return str(self.value)

    @property
    def unsigned_value(self) -> int:
        assert isinstance(self.type, IntType)
        return self.value & ((1 << self.type.width) - 1)


def const_int(type: Type, value: int) -> ConstantInt:
    """An integer constant, its value brought into the signed range of the type."""
    assert isinstance(type, IntType)
    value &= (1 << type.width) - 1
    if type.width > 1 and value >> (type.width - 1):
        value -= 1 << type.width
    return ConstantInt(type, value)


class ConstantFP(Constant):
    """A floating-point constant, kept as its assembly spelling for exactness."""

    __slots__ = ("text",)

    def __init__(self, type: Type, text: str) -> None:
        super().__init__(type)
        self.text = text

    @classmethod
    def from_float(cls, type: FloatType, value: float) -> ConstantFP:
        """Spell ``value`` as LLVM does: hex of the double for float and double."""
        import struct

        if type.kind not in ("float", "double"):
            raise ValueError(f"cannot make a {type} constant from a Python float")
        if type.kind == "float":
            value = struct.unpack("<f", struct.pack("<f", value))[0]
        bits = struct.unpack("<Q", struct.pack("<d", value))[0]
        return cls(type, f"0x{bits:016X}")

    @property
    def value(self) -> float:
        """The value as a Python float (for float and double; exact)."""
        import struct

        text = self.text
        if text.startswith("0x") and text[2] in "0123456789ABCDEFabcdef":
            return float(struct.unpack("<d", struct.pack("<Q", int(text[2:], 16)))[0])
        if text.startswith(("0xH", "0xR", "0xK", "0xL", "0xM")):
            raise ValueError(f"no Python float for {text}")
        return float(text)

    def ref(self) -> str:
        return self.text


class _KeywordConstant(Constant):
    __slots__ = ()
    keyword = ""

    def __init__(self, type: Type) -> None:
        super().__init__(type)

    def ref(self) -> str:
        return self.keyword


class ConstantNull(_KeywordConstant):
    __slots__ = ()
    keyword = "null"


class ConstantNone(_KeywordConstant):
    """``none``: the token constant."""

    __slots__ = ()
    keyword = "none"


class Undef(_KeywordConstant):
    __slots__ = ()
    keyword = "undef"


class Poison(_KeywordConstant):
    __slots__ = ()
    keyword = "poison"


class ZeroInitializer(_KeywordConstant):
    __slots__ = ()
    keyword = "zeroinitializer"


class ConstantAggregate(Constant):
    """An array, struct or vector constant; its elements are its operands."""

    __slots__ = ()

    def __init__(self, type: Type, elements: Sequence[Value]) -> None:
        super().__init__(type, elements)

    @property
    def elements(self) -> list[Value]:
        return self.operands

    def ref(self) -> str:
        return self.spell([e.typed_ref() for e in self.operands])

    def spell(self, elements: Sequence[str]) -> str:
        """The constant given its elements' typed spellings: ``[..]``, ``<..>``, ``{ .. }``."""
        inner = ", ".join(elements)
        t = self.type
        if isinstance(t, ArrayType):
            return f"[{inner}]"
        if isinstance(t, VectorType):
            return f"<{inner}>"
        assert isinstance(t, StructType)
        body = "{ " + inner + " }" if inner else "{}"
        return f"<{body}>" if t.packed else body


class ConstantString(Constant):
    """``c"..."``: an i8 array given by its bytes (one latin-1 char per byte)."""

    __slots__ = ("data",)

    def __init__(self, type: Type, data: str) -> None:
        super().__init__(type)
        self.data = data

    def ref(self) -> str:
        return "c" + quote_string(self.data)


class ConstantSplat(Constant):
    """``splat (T v)``: a vector with every lane ``v``."""

    __slots__ = ()

    def __init__(self, type: VectorType, element: Value) -> None:
        super().__init__(type, [element])

    def ref(self) -> str:
        return f"splat ({self.operand(0).typed_ref()})"


class BlockAddress(Constant):
    __slots__ = ()

    def __init__(self, type: Type, function: Value, block: Value) -> None:
        super().__init__(type, [function, block])

    def ref(self) -> str:
        fn, block = self.operands
        return f"blockaddress({fn.ref()}, {block.ref()})"


class ConstantWrapper(Constant):
    """``dso_local_equivalent @f`` and ``no_cfi @f``."""

    __slots__ = ("keyword",)

    def __init__(self, type: Type, keyword: str, target: Value) -> None:
        super().__init__(type, [target])
        self.keyword = keyword

    def ref(self) -> str:
        return f"{self.keyword} {self.operand(0).ref()}"


class ConstantPtrAuth(Constant):
    """``ptrauth (ptr @f, i32 key[, i64 disc[, ptr addr[, ptr deactivation]]])``."""

    __slots__ = ()

    def ref(self) -> str:
        return "ptrauth (" + ", ".join(v.typed_ref() for v in self.operands) + ")"


class ConstantExpr(Constant):
    """A constant expression: ``getelementptr``, casts, binary operators, ...

    ``flags`` holds the keywords printed after the opcode (``nuw``,
    ``inbounds``, ...); ``source_type`` is the GEP source element type;
    ``extra`` holds text that follows the operand list of a GEP index
    (``inrange(-8, 8)`` is kept in ``flags`` as printed).
    """

    __slots__ = ("opcode", "flags", "source_type", "mask")

    CASTS = frozenset(
        (
            "trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp",
            "sitofp", "ptrtoint", "ptrtoaddr", "inttoptr", "bitcast", "addrspacecast",
        )
    )

    def __init__(
        self,
        type: Type,
        opcode: str,
        operands: Sequence[Value],
        flags: Sequence[str] = (),
        source_type: Type | None = None,
        mask: Value | None = None,
    ) -> None:
        super().__init__(type, operands)
        self.opcode = opcode
        self.flags = list(flags)
        self.source_type = source_type
        self.mask = mask

    def ref(self) -> str:
        head = " ".join([self.opcode, *self.flags])
        ops = self.operands
        if self.opcode in self.CASTS:
            return f"{head} ({ops[0].typed_ref()} to {self.type})"
        if self.opcode == "getelementptr":
            parts = [str(self.source_type)] + [o.typed_ref() for o in ops]
            return f"{head} ({', '.join(parts)})"
        return f"{head} ({', '.join(o.typed_ref() for o in ops)})"


# ---------------------------------------------------------------------------
# Values that are not constants but are referenced by name
# ---------------------------------------------------------------------------


class Argument(Value):
    """A function parameter; ``attributes`` are its parameter attributes."""

    __slots__ = ("parent", "index", "attributes")

    def __init__(self, type: Type, name: str, parent: Function | None, index: int) -> None:
        super().__init__(type, name)
        self.parent = parent
        self.index = index
        from ncpu_opt.ir.attributes import AttributeSet

        self.attributes = AttributeSet()


class InlineAsm(Value):
    """``asm [sideeffect] [alignstack] [inteldialect] [unwind] "code", "constraints"``."""

    __slots__ = ("function_type", "code", "constraints", "flags")

    def __init__(
        self,
        function_type: Type,
        code: str,
        constraints: str,
        flags: Sequence[str] = (),
    ) -> None:
        super().__init__(PointerType(0))
        self.function_type = function_type
        self.code = code
        self.constraints = constraints
        self.flags = list(flags)

    def ref(self) -> str:
        head = " ".join(["asm", *self.flags])
        return f"{head} {quote_string(self.code)}, {quote_string(self.constraints)}"


class MetadataAsValue(Value):
    """A metadata operand of a call: ``metadata !5``, ``metadata i32 %x``."""

    __slots__ = ("metadata",)

    def __init__(self, type: Type, metadata: object) -> None:
        super().__init__(type)
        self.metadata = metadata
