"""LLVM intrinsics: their overloaded names and their declarations.

An overloaded intrinsic's name is its base followed by one suffix per overload
type, spelled as LLVM's ``getMangledTypeStr`` does (``llvm.memcpy.p0.p0.i64``,
``llvm.fma.v4f32``, ``llvm.stepvector.nxv4i32``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ncpu_opt.ir.module import Function, Module, declare_function
from ncpu_opt.ir.types import (
    ArrayType,
    FloatType,
    FunctionType,
    IntType,
    PointerType,
    Type,
    VectorType,
)

#: LLVM's suffixes of the floating-point kinds (``EVT::getEVTString``).
_FLOAT_SUFFIXES = {
    "half": "f16", "bfloat": "bf16", "float": "f32", "double": "f64",
    "x86_fp80": "f80", "fp128": "f128", "ppc_fp128": "ppcf128",
}

PREFIX = "llvm."


def overload_suffix(t: Type) -> str:
    """The suffix an overload type gives an intrinsic's name: ``i32``, ``f16``, ``p1``, ``v4f32``,
    ``nxv2i64``, ``a4i8``.  Raises ``ValueError`` for types without one here (structs, functions)."""
    if isinstance(t, IntType):
        return f"i{t.width}"
    if isinstance(t, FloatType):
        return _FLOAT_SUFFIXES[t.kind]
    if isinstance(t, PointerType):
        return f"p{t.addrspace}"
    if isinstance(t, VectorType):
        return f"{'nx' if t.scalable else ''}v{t.count}{overload_suffix(t.element)}"
    if isinstance(t, ArrayType):
        return f"a{t.count}{overload_suffix(t.element)}"
    raise ValueError(f"no intrinsic overload suffix for type {t}")


def intrinsic_name(base: str, *overloads: Type) -> str:
    """``llvm.<base>.<suffix>...``; *base* may carry the ``llvm.`` prefix already."""
    name = base if base.startswith(PREFIX) else PREFIX + base
    return ".".join([name, *(overload_suffix(t) for t in overloads)])


def declare_intrinsic(
    module: Module,
    base: str,
    function_type: FunctionType,
    overloads: Sequence[Type] = (),
    attributes: Iterable[str] = (),
) -> Function:
    """The intrinsic ``intrinsic_name(base, *overloads)`` of *module*, declared with *function_type*
    if absent, and carrying each of *attributes* (``nounwind``, ...) whether it was new or not.

    The function type is the caller's to give: unlike LLVM we have no table of intrinsic signatures.
    """
    fn = declare_function(module, intrinsic_name(base, *overloads), function_type)
    for attr in attributes:
        if not fn.attributes.has(attr):
            fn.attributes.add(attr)
    return fn
