"""materialize-vscale: give ``vscale`` a value, so scalable code runs where vectors are fixed.

Every ``<vscale x N x T>`` becomes ``<V*N x T>`` (``vscale=V``, default 1),
``llvm.vscale`` the constant V, ``llvm.stepvector`` the constant
``<0, 1, ..., V*N-1>``, and the overloaded intrinsics on scalable vectors
(``llvm.masked.load.nxv4f32.p1``) their fixed forms (``...v8f32.p1`` with V=2).
The code then means what it meant on a machine whose vscale is V: that is
how the tests run ``run-vecz<scalable>`` kernels on an x86 host, whose
backend has no scalable vectors.

Run it after ``work-item-loops``: the wrapper's loops step by
``llvm.vscale x N`` too, and a scalable clone not yet scheduled is an error.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar

from ncpu_opt.errors import NcpuError, NotSupportedError
from ncpu_opt.ir import Function, Module
from ncpu_opt.ir.builder import declare_function
from ncpu_opt.ir.instructions import AllocaInst, CallBase, GetElementPtrInst, Instruction
from ncpu_opt.ir.types import ArrayType, FunctionType, IntType, StructType, Type, VectorType
from ncpu_opt.ir.values import (
    Constant,
    ConstantAggregate,
    ConstantSplat,
    Poison,
    Undef,
    Value,
    ZeroInitializer,
    const_int,
)
from ncpu_opt.mux import attributes as attrs
from ncpu_opt.mux import metadata as md
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass

PASS_NAME = "materialize-vscale"
_SCALABLE_SUFFIX = re.compile(r"^nxv(\d+)(.*)$")
_KEYWORD_CONSTANTS = (Poison, Undef, ZeroInitializer)


@register_pass
@dataclass(frozen=True)
class MaterializeVscale(ModulePass):
    """Fix vscale at V: scalable vectors become fixed ones of V times their lanes."""

    name: ClassVar[str] = PASS_NAME
    vscale: int = 1

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        if self.vscale < 1 or self.vscale & (self.vscale - 1) or self.vscale > 16:
            raise NcpuError(f"{PASS_NAME}: vscale must be a power of two from 1 to 16, got {self.vscale}")
        _check_scheduled(module)
        changed = False
        materializer = _Materializer(module, self.vscale)
        for fn in list(module.functions):
            if fn.is_declaration:
                continue
            if _is_scalable(fn.function_type):
                raise NotSupportedError(f"{PASS_NAME}: @{fn.name} takes or returns a scalable vector")
            changed |= materializer.run(fn)
        for fn in list(module.functions):
            if fn.is_declaration and _is_scalable_intrinsic(fn) and not fn.has_uses():
                module.remove_global_value(fn)
        return PreservedAnalyses.none() if changed else PreservedAnalyses.all()


def _check_scheduled(module: Module) -> None:
    for fn in module.functions:
        link = md.get_vecz_derived_link(fn)
        if link is not None and link[0].scalable and attrs.is_kernel_entry_point(fn):
            raise NcpuError(
                f"{PASS_NAME}: @{fn.name} is a scalable clone work-item-loops has not scheduled yet "
                f"(run {PASS_NAME} after work-item-loops)"
            )


def _is_scalable(t: Type) -> bool:
    if isinstance(t, VectorType):
        return t.scalable
    if isinstance(t, ArrayType):
        return _is_scalable(t.element)
    if isinstance(t, StructType):
        return any(_is_scalable(e) for e in t.elements or [])
    if isinstance(t, FunctionType):
        return any(_is_scalable(p) for p in [t.return_type, *t.params])
    return False


def _is_scalable_intrinsic(fn: Function) -> bool:
    if fn.name.startswith("llvm.vscale."):
        return True
    return fn.name.startswith("llvm.") and any(_SCALABLE_SUFFIX.match(part) for part in fn.name.split("."))


class _Materializer:
    def __init__(self, module: Module, vscale: int) -> None:
        self.module = module
        self.vscale = vscale

    def type(self, t: Type) -> Type:
        if isinstance(t, VectorType) and t.scalable:
            return VectorType(t.count * self.vscale, t.element)
        if isinstance(t, FunctionType):
            return FunctionType(self.type(t.return_type), [self.type(p) for p in t.params], t.vararg)
        if _is_scalable(t):
            raise NotSupportedError(f"{PASS_NAME}: a scalable vector inside {t}")
        return t

    def name(self, intrinsic: str) -> str:
        parts = []
        for part in intrinsic.split("."):
            m = _SCALABLE_SUFFIX.match(part)
            parts.append(f"v{int(m.group(1)) * self.vscale}{m.group(2)}" if m else part)
        return ".".join(parts)

    def constant(self, c: Constant) -> Value:
        t = self.type(c.type)
        if t is c.type or not _is_scalable(c.type):
            return c
        if isinstance(c, _KEYWORD_CONSTANTS):
            return type(c)(t)
        if isinstance(c, ConstantSplat):
            assert isinstance(t, VectorType)
            return ConstantSplat(t, c.operand(0))
        raise NotSupportedError(f"{PASS_NAME}: the scalable constant {c.typed_ref()}")

    def run(self, fn: Function) -> bool:
        changed = False
        for inst in list(fn.instructions()):
            if isinstance(inst, CallBase) and self._fold_call(inst):
                changed = True
                continue
            changed |= self._instruction(inst)
        return changed

    def _fold_call(self, call: CallBase) -> bool:
        """``llvm.vscale`` and ``llvm.stepvector`` become constants."""
        callee = call.called_function
        name = callee.name if callee is not None else ""
        if name.startswith("llvm.vscale."):
            assert isinstance(call.type, IntType)
            call.replace_all_uses_with(const_int(call.type, self.vscale))
        elif name.startswith("llvm.stepvector."):
            t = self.type(call.type)
            assert isinstance(t, VectorType) and isinstance(t.element, IntType)
            element = t.element
            call.replace_all_uses_with(ConstantAggregate(t, [const_int(element, i) for i in range(t.count)]))
        else:
            return False
        call.erase_from_parent()
        return True

    def _instruction(self, inst: Instruction) -> bool:
        changed = False
        for i, op in enumerate(inst.operands):
            if isinstance(op, Constant) and not isinstance(op, Function):
                new = self.constant(op)
                if new is not op:
                    inst.set_operand(i, new)
                    changed = True
        fixed = self.type(inst.type)
        if fixed is not inst.type:
            inst.type = fixed
            changed = True
        if isinstance(inst, AllocaInst) and _is_scalable(inst.allocated_type):
            inst.allocated_type = self.type(inst.allocated_type)
            changed = True
        if isinstance(inst, GetElementPtrInst) and _is_scalable(inst.source_type):
            inst.source_type = self.type(inst.source_type)
            changed = True
        if isinstance(inst, CallBase) and _is_scalable(inst.function_type):
            changed |= self._call(inst)
        return changed

    def _call(self, call: CallBase) -> bool:
        callee = call.called_function
        if callee is None or not callee.name.startswith("llvm."):
            what = f"@{callee.name}" if callee is not None else "an indirect function"
            raise NotSupportedError(f"{PASS_NAME}: a call of {what} with scalable vectors")
        fixed_type = self.type(call.function_type)
        assert isinstance(fixed_type, FunctionType)
        replacement = declare_function(self.module, self.name(callee.name), fixed_type)
        replacement.attributes = callee.attributes.copy()
        call.function_type = fixed_type
        call.set_operand(0, replacement)  # operand 0 is the callee
        return True


__all__ = ["MaterializeVscale"]
