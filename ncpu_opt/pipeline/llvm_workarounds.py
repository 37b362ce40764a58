"""Rewrites that keep LLVM's own pipelines from aborting on IR they mishandle.

llvmlite's LLVM is built with assertions, so an LLVM bug that a release
build would survive ends the whole process.  Each rewrite here keeps the
module's meaning (it only refines it) and runs before the module is handed
to an LLVM pipeline that contains the failing pass.

* LLVM 22's loop vectoriser asserts ("VPlan cost model and legacy cost model
  disagreed") on some ``llvm.maxnum``/``llvm.minnum`` reductions without
  ``nnan`` on AVX-512 hosts: e.g. a running maximum over a field of an
  array of 32-byte structs, the shape of a work-group ``fmax`` reduction
  over the live-variable structs of the work-item loops.  Scalar calls
  without ``nnan`` become ``llvm.maximumnum``/``llvm.minimumnum``, which
  LLVM vectorises through another path.  That is a refinement: where
  ``maxnum`` may return either zero for (+0, -0) and is non-deterministic
  for a signalling NaN, ``maximumnum`` orders -0 below +0 and returns the
  number (what OpenCL's ``fmax`` asks for anyway).
"""

from __future__ import annotations

from ncpu_opt.ir import Module
from ncpu_opt.ir.instructions import CallInst
from ncpu_opt.ir.intrinsics import declare_intrinsic
from ncpu_opt.ir.types import FloatType

# The intrinsic LLVM mishandles -> the one that refines it.
_REFINED_MIN_MAX = {"maxnum": "maximumnum", "minnum": "minimumnum"}


def needs_min_max_refinement(text: str) -> bool:
    """A cheap look at the text: could it hold a scalar ``maxnum``/``minnum`` call?"""
    return any(f"@llvm.{name}.{prefix}" in text for name in _REFINED_MIN_MAX for prefix in ("f", "bf"))


def refine_scalar_min_max(module: Module) -> bool:
    """Rewrite scalar ``llvm.maxnum``/``llvm.minnum`` calls without ``nnan``; True if any changed."""
    changed = False
    for fn in list(module.functions):
        base, _, suffix = fn.name.removeprefix("llvm.").partition(".")
        if not fn.name.startswith("llvm.") or base not in _REFINED_MIN_MAX:
            continue
        if not isinstance(fn.function_type.return_type, FloatType):
            continue  # vector forms: the loop vectoriser leaves loops of vectors alone
        replacement = None
        for user in fn.users:
            if not isinstance(user, CallInst) or user.callee is not fn:
                continue
            if user.has_flag("nnan") or user.has_flag("fast"):
                continue
            if replacement is None:
                t = fn.function_type.return_type
                replacement = declare_intrinsic(module, _REFINED_MIN_MAX[base], fn.function_type, [t])
            user.set_operand(0, replacement)
            changed = True
        if replacement is not None and not fn.has_uses():
            module.functions.remove(fn)
    return changed
