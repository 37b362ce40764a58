"""optimal-builtin-replace: abacus builtins into inline IR LLVM optimises well (OCK's OptimalBuiltinReplacementPass).

From the kernels inward over the call graph, each call of a builtin the pass
knows (by its demangled name) becomes a few instructions:

* ``__abacus_clz(x)`` -> ``llvm.ctlz(x, false)`` (defined for 0, as OpenCL's
  ``clz`` is); 64-bit element types stay calls on 32-bit ARM, where LLVM
  expands them into a compiler-rt call;
* ``__abacus_mul_hi(a, b)`` -> both widened to twice the width (sign or zero
  extended after the mangled parameter type), multiplied, shifted right and
  truncated: the pattern LLVM matches to one "multiply high" instruction.
  64-bit element types stay calls (128-bit integers are poorly supported);
* ``__abacus_fmin``/``__abacus_fmax`` -> ``llvm.minnum``/``llvm.maxnum``, a
  scalar operand of a vector overload splatted; not on ARM or AArch64 triples
  (LLVM's lowering fails conformance there).

A call whose types are not the builtin's (a C name, or a mismatch) stays as
it is.  The replacement keeps the call's name, ``!dbg`` location and debug
records.  Calls are replaced in a kernel before the functions it calls are
visited, so the outermost call wins; functions no kernel reaches are left
alone.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from ncpu_opt.clc.base import with_element
from ncpu_opt.ir import Function, Module
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.instructions import CallInst
from ncpu_opt.ir.intrinsics import declare_intrinsic
from ncpu_opt.ir.replace import replace_instruction
from ncpu_opt.ir.types import FloatType, FunctionType, IntType, Type, VectorType
from ncpu_opt.ir.values import ConstantSplat, Value, const_int
from ncpu_opt.mux import attributes as attrs
from ncpu_opt.mux.demangle import Demangled, demangle
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass

_AARCH64_ARCHES = frozenset(("aarch64", "aarch64_be", "aarch64_32", "arm64", "arm64e", "arm64_32"))


def _arch(module: Module) -> str:
    return (module.triple or "").split("-", 1)[0]


def is_arm32(module: Module) -> bool:
    """A 32-bit ARM triple (``armv7``, ``thumbv7em``, ...), not AArch64 (``arm64`` is AArch64)."""
    arch = _arch(module)
    return arch not in _AARCH64_ARCHES and arch.startswith(("arm", "thumb"))


def is_arm_or_aarch64(module: Module) -> bool:
    return is_arm32(module) or _arch(module) in _AARCH64_ARCHES


def _call_intrinsic(b: Builder, module: Module, base: str, ret: Type, args: list[Value]) -> Value:
    fn_type = FunctionType(ret, [a.type for a in args])
    intrinsic = declare_intrinsic(module, base, fn_type, [ret])
    return b.call(intrinsic, args)


# A replacement gets the call, its demangled callee and the module; it builds
# the new value before the call, or returns None to leave the call alone.
Replacement = Callable[[CallInst, Demangled | None, Module], Value | None]


def replace_clz(call: CallInst, names: Demangled | None, module: Module) -> Value | None:
    if len(call.args) != 1:
        return None
    x = call.args[0]
    if not isinstance(x.type.scalar_type(), IntType) or call.type != x.type:
        return None
    element = x.type.scalar_type()
    assert isinstance(element, IntType)
    if element.width == 64 and is_arm32(module):
        return None  # llvm.ctlz.i64 becomes a compiler-rt call on 32-bit ARM
    b = Builder().position_before(call)
    return _call_intrinsic(b, module, "ctlz", x.type, [x, const_int(IntType(1), 0)])


def replace_mul_hi(call: CallInst, names: Demangled | None, module: Module) -> Value | None:
    if len(call.args) != 2 or names is None or not names.params:
        return None
    a, b_value = call.args
    t = a.type
    element = t.scalar_type()
    if not isinstance(element, IntType) or b_value.type != t or call.type != t:
        return None
    if element.width == 64:
        return None  # would need 128-bit integers
    param = names.params[0].scalar
    if not param.is_integer:
        return None  # the signedness decides the extension: unknown, keep the call
    signed = param.is_signed_integer
    wide = with_element(t, IntType(element.width * 2))
    b = Builder().position_before(call)
    extend = "sext" if signed else "zext"
    product = b.mul(b.cast(extend, a, wide, "mul_hi.lhs"), b.cast(extend, b_value, wide, "mul_hi.rhs"), "mul_hi.wide")
    shift: Value = const_int(wide.scalar_type(), element.width)
    if isinstance(wide, VectorType):
        shift = ConstantSplat(wide, shift)
    high = b.binop("ashr" if signed else "lshr", product, shift, "mul_hi.high")
    return b.cast("trunc", high, t)


def replace_fmin_fmax(call: CallInst, names: Demangled | None, module: Module, intrinsic: str) -> Value | None:
    if len(call.args) != 2 or is_arm_or_aarch64(module):
        return None
    result = call.type
    if not isinstance(result.scalar_type(), FloatType):
        return None
    lanes = result.count if isinstance(result, VectorType) else 0
    # A scalar operand of a vector overload (fmin(float4, float)) is splatted.
    splats = [bool(lanes) and v.type == result.scalar_type() for v in call.args]
    if any(v.type != result and not splat for v, splat in zip(call.args, splats, strict=True)):
        return None
    b = Builder().position_before(call)
    operands = [b.vector_splat(v, lanes) if splat else v for v, splat in zip(call.args, splats, strict=True)]
    return _call_intrinsic(b, module, intrinsic, result, operands)


REPLACEMENTS: dict[str, Replacement] = {
    "__abacus_clz": replace_clz,
    "__abacus_mul_hi": replace_mul_hi,
    "__abacus_fmin": lambda call, names, module: replace_fmin_fmax(call, names, module, "minnum"),
    "__abacus_fmax": lambda call, names, module: replace_fmin_fmax(call, names, module, "maxnum"),
}


def _roots(module: Module) -> list[Function]:
    """The kernels: mux kernels, else clang's ``spir_kernel`` functions."""
    defined = [fn for fn in module.functions if not fn.is_declaration]
    return [fn for fn in defined if attrs.is_kernel(fn)] or [fn for fn in defined if fn.cc == "spir_kernel"]


@register_pass
@dataclass(frozen=True)
class OptimalBuiltinReplace(ModulePass):
    """Replace abacus builtins (clz, mul_hi, fmin, fmax) reached from kernels with inline IR."""

    name: ClassVar[str] = "optimal-builtin-replace"

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        changed = False
        worklist = deque(_roots(module))
        visited = set(worklist)
        while worklist:
            fn = worklist.popleft()
            for inst in list(fn.instructions()):
                if not isinstance(inst, CallInst):
                    continue
                callee = inst.called_function
                if callee is None or callee.name.startswith("llvm."):
                    continue
                name, inst.name = inst.name, ""  # the replacement takes the call's name
                new = self._replace(inst, callee, module)
                if new is not None:
                    new.name = name
                    # The inline code stands for the call in the debugger too.
                    replace_instruction(inst, new)
                    changed = True
                    continue
                inst.name = name
                if not callee.is_declaration and callee not in visited:
                    visited.add(callee)
                    worklist.append(callee)
        return PreservedAnalyses.none() if changed else PreservedAnalyses.all()

    @staticmethod
    def _replace(call: CallInst, callee: Function, module: Module) -> Value | None:
        names = demangle(callee.name)
        replacement = REPLACEMENTS.get(names.name if names is not None else callee.name)
        return replacement(call, names, module) if replacement is not None else None
