"""drop-o0-noinline: undo the ``noinline``/``optnone`` that clang puts on every function at -O0.

At ``-O0`` clang's inliner inlines only ``alwaysinline`` functions, so it
marks every other definition ``noinline`` (and ``optnone``, unless
``-disable-O0-optnone``): the mark records the front end's level, not the
user's wish.  Left there it keeps each kernel out of the wrapper that loops
over its work-items and every helper out of its kernel, and LLVM skips
``optnone`` bodies, so the same kernel runs several times slower from -O0 IR
than from -O2 IR.

The pass recognises that mark: every definition carries ``noinline`` (at least
one, and none is ``alwaysinline``).  Then it drops ``noinline`` and
``optnone`` from each, and marks the non-kernel definitions ``alwaysinline``,
since kernels are vectorised and looped over as a whole, with their helpers in
them (what clang's -O2 inliner does to small helpers, and PoCL to all).  A
module where some definition lacks ``noinline`` was not made at -O0: its marks
are the user's, and are kept.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ncpu_opt.ir import Function, Module
from ncpu_opt.mux.attributes import is_kernel
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass

PASS_NAME = "drop-o0-noinline"


#: Newer clangs give each OpenCL C kernel a body of this name (which the kernel calls, and other
#: kernels may) marked ``alwaysinline`` at every level: the front end's own, not a user's wish.
KERNEL_BODY_PREFIX = "__clang_ocl_kern_imp_"


def has_o0_marks(definitions: list[Function]) -> bool:
    """Every definition ``noinline`` and none ``alwaysinline`` (but clang's kernel bodies):
    clang's -O0 output."""
    own = [fn for fn in definitions if not _kernel_body(fn)]
    return bool(own) and all(fn.attributes.has("noinline") and not fn.attributes.has("alwaysinline") for fn in own)


def _kernel_body(fn: Function) -> bool:
    return fn.name.startswith(KERNEL_BODY_PREFIX) and fn.attributes.has("alwaysinline")


@register_pass
@dataclass(frozen=True)
class DropO0Noinline(ModulePass):
    """Drop clang -O0's blanket noinline/optnone; helpers of kernels become alwaysinline."""

    name: ClassVar[str] = PASS_NAME

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        definitions = [fn for fn in module.functions if not fn.is_declaration]
        if not has_o0_marks(definitions):
            return PreservedAnalyses.all()
        for fn in definitions:
            fn.attributes.remove("noinline")
            fn.attributes.remove("optnone")
            if fn.cc != "spir_kernel" and not is_kernel(fn):
                fn.attributes.add("alwaysinline")
        return PreservedAnalyses.none()
