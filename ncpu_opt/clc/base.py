"""What every builtin definition needs: the function being defined, its demangled
parameter types, a builder, intrinsics, libm calls and constants.

A definition is a function ``(Emitter) -> Value | None`` that builds the body
of the declaration from its arguments and returns the value to return (None
for ``void``); :class:`Unsupported` says the builtin is known but not for
these types.
"""

from __future__ import annotations

import struct
from collections.abc import Callable, Sequence

from ncpu_opt.ir import BasicBlock, Function, Module
from ncpu_opt.ir.builder import Builder, declare_function
from ncpu_opt.ir.instructions import CallInst
from ncpu_opt.ir.intrinsics import declare_intrinsic
from ncpu_opt.ir.types import (
    I1,
    I32,
    FloatType,
    FunctionType,
    IntType,
    Type,
    VectorType,
)
from ncpu_opt.ir.values import Constant, ConstantFP, ConstantSplat, Poison, Value, const_int
from ncpu_opt.mux.demangle import MangledType


class Unsupported(Exception):
    """A builtin this package knows, with types (or arguments) it does not handle."""


Definition = Callable[["Emitter"], Value | None]


def with_element(t: Type, element: Type) -> Type:
    """*t* with its scalar type replaced by *element* (same lane count)."""
    return VectorType(t.count, element) if isinstance(t, VectorType) else element


def lanes(t: Type) -> int:
    return t.count if isinstance(t, VectorType) else 1


def is_float(t: Type) -> bool:
    return isinstance(t.scalar_type(), FloatType)


def is_int(t: Type) -> bool:
    return isinstance(t.scalar_type(), IntType)


def float_constant(t: FloatType, value: float) -> ConstantFP:
    if t.kind == "half":
        bits = struct.unpack("<H", struct.pack("<e", value))[0]
        return ConstantFP(t, f"0xH{bits:04X}")
    return ConstantFP.from_float(t, value)


def pointee(t: MangledType | None) -> MangledType | None:
    """What a (qualified) pointer parameter points to, without its qualifiers (``_Atomic`` included)."""
    if t is None:
        return None
    t = t.unqualified
    if t.kind != "pointer" or t.element is None:
        return None
    return t.element.unqualified


class Emitter:
    """Builds the body of one builtin declaration."""

    def __init__(self, module: Module, fn: Function, name: str, params: Sequence[MangledType]) -> None:
        self.module = module
        self.fn = fn
        self.name = name
        self.params = tuple(params)
        self.layout = module.data_layout
        self.b = Builder(fn.append_block("entry"))

    # -- the declaration ---------------------------------------------------------------
    @property
    def args(self) -> list[Value]:
        return list(self.fn.args)

    @property
    def ret_type(self) -> Type:
        return self.fn.return_type

    def arg(self, index: int) -> Value:
        if index >= len(self.fn.args):
            raise Unsupported(f"expected at least {index + 1} arguments")
        return self.fn.args[index]

    def param(self, index: int) -> MangledType:
        """The demangled type of parameter *index*, without qualifiers."""
        if index >= len(self.params):
            raise Unsupported(f"expected at least {index + 1} parameters")
        return self.params[index].unqualified

    def signed(self, index: int) -> bool:
        """Whether parameter *index* is (a vector of) a signed integer type."""
        return self.param(index).scalar.is_signed_integer

    def expect_args(self, *counts: int) -> None:
        if len(self.fn.args) not in counts:
            raise Unsupported(f"{len(self.fn.args)} arguments")

    # -- blocks --------------------------------------------------------------------------
    def block(self, label: str) -> BasicBlock:
        return self.fn.append_block(label)

    # -- constants -----------------------------------------------------------------------
    def fconst(self, t: Type, value: float) -> Constant:
        """*value* as a constant of the float (or float vector) type *t*."""
        scalar = t.scalar_type()
        assert isinstance(scalar, FloatType)
        c = float_constant(scalar, value)
        return ConstantSplat(t, c) if isinstance(t, VectorType) else c

    def iconst(self, t: Type, value: int) -> Constant:
        scalar = t.scalar_type()
        c = const_int(scalar, value)
        return ConstantSplat(t, c) if isinstance(t, VectorType) else c

    # -- values --------------------------------------------------------------------------
    def splat(self, value: Value, t: Type) -> Value:
        """*value* as type *t*: a scalar is broadcast to a vector *t* (``fmin(float4, float)``)."""
        if value.type == t or not isinstance(t, VectorType) or isinstance(value.type, VectorType):
            return value
        vector = self.b.insert_element(Poison(VectorType(t.count, value.type)), value, const_int(I32, 0))
        for i in range(1, t.count):
            vector = self.b.insert_element(vector, value, const_int(I32, i))
        return vector

    def lane(self, value: Value, i: int) -> Value:
        if not isinstance(value.type, VectorType):
            return value
        return self.b.extract_element(value, const_int(I32, i))

    def per_lane(self, t: Type, build: Callable[[list[Value]], Value], values: Sequence[Value]) -> Value:
        """Apply the scalar *build* to each lane of *values* (scalars are shared), giving type *t*."""
        if not isinstance(t, VectorType):
            return build(list(values))
        result: Value = Poison(t)
        for i in range(t.count):
            lane = build([self.lane(v, i) for v in values])
            result = self.b.insert_element(result, lane, const_int(I32, i))
        return result

    def intrinsic(self, base: str, ret: Type, args: Sequence[Value], overloads: Sequence[Type] | None = None) -> CallInst:
        """A call of ``llvm.<base>.<suffixes>``; the suffixes are of *overloads* (default: *ret*)."""
        fn_type = FunctionType(ret, [a.type for a in args])
        try:
            fn = declare_intrinsic(self.module, base, fn_type, overloads if overloads is not None else [ret])
        except ValueError as err:  # an overload type without a suffix
            raise Unsupported(str(err)) from err
        return self.b.call(fn, list(args))

    def libm(self, name: str, args: Sequence[Value]) -> Value:
        """The C library's *name* (``tanh``) per lane; ``f`` suffix for float, computed in float for half."""
        t = args[0].type
        scalar = t.scalar_type()
        assert isinstance(scalar, FloatType)
        if scalar.kind == "half":
            from ncpu_opt.ir.types import FLOAT

            wide = [self.b.cast("fpext", a, with_element(a.type, FLOAT)) for a in args]
            return self.b.cast("fptrunc", self.libm(name, wide), t)
        symbol = name + ("f" if scalar.kind == "float" else "")
        scalar_types = [a.type.scalar_type() for a in args]
        fn = self.module.get_function(symbol)
        if fn is None:
            fn = declare_function(self.module, symbol, FunctionType(scalar, scalar_types))
            # OpenCL has no errno: the C functions are pure here (clang's -fno-math-errno).
            for attr in ("nounwind", "willreturn"):
                fn.attributes.add(attr)
            fn.attributes.add("memory", "(none)")
        callee = fn
        return self.per_lane(t, lambda xs: self.b.call(callee, xs), args)

    def to_bool_int(self, cond: Value, t: Type) -> Value:
        """An i1 (vector) as OpenCL's result *t*: scalars 1/0, vectors -1/0 per lane."""
        assert cond.type.scalar_type() == I1
        opcode = "sext" if isinstance(t, VectorType) else "zext"
        return self.b.cast(opcode, cond, t)

    def align_of(self, t: Type) -> int:
        return self.layout.abi_align(t)
