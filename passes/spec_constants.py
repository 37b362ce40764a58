"""spec-constants: SYCL 2020 specialization constants (sycl-post-link's SpecConstantsPass).

Finds the ``__sycl_getScalar2020SpecConstantValue<T>`` and
``__sycl_getComposite2020SpecConstantValue<T>`` calls (see
:mod:`ncpu_opt.sycl.spec_constants` for their shapes), assigns numeric IDs (one per
scalar leaf, stable per symbolic ID), and rewrites each call:

- ``mode=native``: SPIR-V friendly IR.  A scalar becomes
  ``T __spirv_SpecConstant(i32 id, T default)``; a composite one such call per
  leaf and ``__spirv_SpecConstantComposite(elements...)`` per struct, array or
  vector level, innermost first.  Names are Itanium-mangled from the
  parameter types (``_Z20__spirv_SpecConstantii``,
  ``_Z29__spirv_SpecConstantCompositeif``): ``b`` i1, ``c`` i8, ``s`` i16,
  ``i`` i32, ``l`` i64, ``Dh`` half, ``f`` float, ``d`` double, ``<len><name>``
  a named struct, ``A<n>_<elem>`` an array, ``Dv<n>_<elem>`` a vector.  Two
  composites with the same element types but different result types get
  ``.1``, ``.2`` ... suffixes.
- ``mode=emulation``: a load of ``T`` at the constant's offset in the runtime
  buffer (the call's last argument): ``getelementptr i8, ptr %buf, i32 off``
  then ``load T``; through ``sret`` the value is stored to the sret pointer.

Both modes leave the table in ``!sycl.specialization-constants`` and
``!sycl.specialization-constants-default-values`` (DPC++'s metadata), which
``ncpu-opt --spec-const-props=FILE`` writes out as JSON, and, for each kernel
whose buffer parameter can be traced (through casts, helpers' parameters and
allocas), ``!ncpu.spec-constants-buffer-args = !{!{!"K", i32 index}}``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ncpu_opt.errors import NcpuError
from ncpu_opt.ir import Function, Module
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.types import (
    I32,
    ArrayType,
    FloatType,
    FunctionType,
    IntType,
    StructType,
    Type,
    VectorType,
)
from ncpu_opt.ir.values import Value, const_int
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass
from ncpu_opt.sycl.spec_constants import Collector, SpecConstant, SpecUse, getter_functions

MODES = ("emulation", "native")
_INT_CODES = {1: "b", 8: "c", 16: "s", 32: "i", 64: "l"}
_FLOAT_CODES = {"half": "Dh", "float": "f", "double": "d"}


def mangle_type(t: Type) -> str:
    """The Itanium code of an element type, as the SPIR-V translator reads them."""
    if isinstance(t, IntType) and t.width in _INT_CODES:
        return _INT_CODES[t.width]
    if isinstance(t, FloatType) and t.kind in _FLOAT_CODES:
        return _FLOAT_CODES[t.kind]
    if isinstance(t, StructType):
        name = t.name or "struct"
        return f"{len(name)}{name}"
    if isinstance(t, ArrayType):
        return f"A{t.count}_{mangle_type(t.element)}"
    if isinstance(t, VectorType):
        return f"Dv{t.count}_{mangle_type(t.element)}"
    raise NcpuError(f"spec-constants: cannot mangle type {t}")


def mangled(base: str, params: list[Type]) -> str:
    return f"_Z{len(base)}{base}" + "".join(mangle_type(p) for p in params)


@register_pass
@dataclass(frozen=True)
class SpecConstants(ModulePass):
    """SYCL specialization constants: numeric IDs, SPIR-V friendly calls or emulation buffer loads."""

    name: ClassVar[str] = "spec-constants"
    mode: str = "emulation"

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise NcpuError(f"option 'mode' of pass 'spec-constants' must be emulation or native, not '{self.mode}'")

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        collector = Collector(module)
        if not collector.uses:
            return PreservedAnalyses.all()
        collector.ordered()  # buffer offsets
        rewriter = _Rewriter(module, collector)
        for use in collector.uses:
            if self.mode == "native":
                rewriter.native(use)
            else:
                rewriter.emulation(use)
        collector.write_metadata()
        for fn, _ in getter_functions(module):
            if fn.is_declaration and not fn.has_uses():
                module.remove_global_value(fn)
        return PreservedAnalyses.none()


class _Rewriter:
    def __init__(self, module: Module, collector: Collector) -> None:
        self.module = module
        self.collector = collector
        self.dl = collector.dl
        self.declared: dict[tuple[str, str], Function] = {}

    def _finish(self, use: SpecUse, builder: Builder, value: Value, align: int) -> None:
        call = use.call
        if use.sret is not None:
            builder.store(value, use.sret, align)
        elif call.has_uses():
            call.replace_all_uses_with(value)
        call.erase_from_parent()

    # -- emulation --------------------------------------------------------------------------
    def emulation(self, use: SpecUse) -> None:
        sc = use.constant
        builder = Builder().position_before(use.call)
        name = use.call.name or "spec.const"
        if use.sret is None:
            use.call.name = ""
        ptr = builder.gep(IntType(8), use.buffer, [const_int(I32, sc.offset)], f"{name}.addr")
        align = self.dl.abi_align(sc.type)
        value = builder.load(sc.type, ptr, align, name if use.sret is None else f"{name}.value")
        self._finish(use, builder, value, align)

    # -- native ------------------------------------------------------------------------------
    def native(self, use: SpecUse) -> None:
        sc = use.constant
        builder = Builder().position_before(use.call)
        name = use.call.name
        if name and use.sret is None:
            use.call.name = ""
        leaves = iter(zip(sc.ids, sc.leaves, strict=True))
        value = self._build(builder, sc, sc.type, leaves, name or "spec.const")
        self._finish(use, builder, value, self.dl.abi_align(sc.type))

    def _build(self, builder: Builder, sc: SpecConstant, t: Type, leaves: object, name: str) -> Value:
        cc = "spir_func"
        if isinstance(t, (IntType, FloatType)):
            numeric_id, (offset, leaf_type) = next(leaves)  # type: ignore[call-overload]
            default = self.collector.default_constant(leaf_type, sc.default, offset)
            fn = self._declare("__spirv_SpecConstant", t, [I32, t], cc)
            return builder.call(fn, [const_int(I32, numeric_id), default], name)
        if isinstance(t, StructType) and t.elements is not None:
            elements = list(t.elements)
        elif isinstance(t, (ArrayType, VectorType)):
            elements = [t.element] * t.count
        else:  # pragma: no cover - leaves_of refused it already
            raise NcpuError(f"spec-constants: a specialization constant of type {t}")
        values = [self._build(builder, sc, e, leaves, f"{name}.{i}") for i, e in enumerate(elements)]
        fn = self._declare("__spirv_SpecConstantComposite", t, elements, cc)
        return builder.call(fn, values, name)

    def _declare(self, base: str, result: Type, params: list[Type], cc: str) -> Function:
        ftype = FunctionType(result, params)
        key = (base, str(ftype))
        fn = self.declared.get(key)
        if fn is not None:
            return fn
        name = mangled(base, params)
        existing = self.module.get_function(name)
        if existing is not None and existing.function_type == ftype:
            fn = existing
        else:
            if existing is not None:
                name = self.module.unique_global_name(name)
            fn = Function(name, ftype)
            fn.cc = cc
            self.module.add_function(fn)
        self.declared[key] = fn
        return fn
