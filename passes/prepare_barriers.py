"""prepare-barriers: barriers only in kernels, each with its own id (OCK's PrepareBarriersPass).

work-item-loops splits a kernel at its barriers, so every barrier-like call
(``__mux_work_group_barrier``, ``__mux_sub_group_barrier``, the work-group
collectives ``__mux_work_group_*``) must be in the kernel itself:

1. every function that (transitively) calls one is inlined into its callers,
   repeatedly, until the kernels (``"mux-kernel"``) hold all of them; such
   functions that are then unused and not kernels are removed;
2. the barrier-like calls of each kernel get ids (operand 0) from 0, in block
   and instruction order, one counter per kernel (kernels in module order).

Errors: recursion through a barrier (it cannot be inlined; the error names the
cycle), and a function that reaches a barrier used other than by a direct
call (its address is taken), so that no indirect call can reach a barrier.
Indirect calls themselves are therefore allowed anywhere: whatever they call
has no barrier.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ncpu_opt.analysis.callgraph import find_call_cycle, format_cycle
from ncpu_opt.errors import NcpuError
from ncpu_opt.ir import Function, Module
from ncpu_opt.ir.inline import inline_call
from ncpu_opt.ir.instructions import CallBase
from ncpu_opt.ir.types import I32
from ncpu_opt.ir.values import const_int
from ncpu_opt.mux import attributes as attrs
from ncpu_opt.mux.builtin_info import is_barrier_like
from ncpu_opt.mux.params import direct_calls, with_callers
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass

PASS_NAME = "prepare-barriers"
_WHY = "to be inlined into the kernels (it reaches a barrier)"


def barrier_builtins(module: Module) -> list[Function]:
    return [fn for fn in module.functions if fn.is_declaration and is_barrier_like(fn.name)]


def check_no_recursion(functions: list[Function]) -> None:
    """A call cycle among functions that reach a barrier is an error naming it."""
    cycle = find_call_cycle(functions, lambda fn: direct_calls(fn, _WHY))
    if cycle is not None:
        raise NcpuError(
            f"{PASS_NAME}: recursion through a barrier cannot be inlined: {format_cycle(cycle)}"
        )


def number_barriers(kernel: Function) -> bool:
    """Give the kernel's barrier-like calls ids 0, 1, ... in order; True if any changed."""
    changed = False
    next_id = 0
    for inst in kernel.instructions():
        if isinstance(inst, CallBase) and inst.called_function is not None and is_barrier_like(inst.called_function.name):
            if inst.num_args == 0:
                raise NcpuError(f"@{inst.called_function.name} is called without its barrier id")
            current = inst.arg(0)
            if getattr(current, "value", None) != next_id:
                inst.set_arg(0, const_int(I32, next_id))
                changed = True
            next_id += 1
    return changed


@register_pass
@dataclass(frozen=True)
class PrepareBarriers(ModulePass):
    """Inline functions that reach barriers into the kernels and number the barriers."""

    name: ClassVar[str] = PASS_NAME

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        builtins = barrier_builtins(module)
        seeds = [call.function for b in builtins for call in direct_calls(b, _WHY) if call.function is not None]
        reaching = with_callers(module, seeds, _WHY)
        check_no_recursion(reaching)
        changed = False

        # Inline callee-first is not needed: inlining into a caller and
        # repeating until no call of a reaching function is left works on any DAG.
        to_inline = [fn for fn in reaching if not fn.is_declaration]
        while True:
            calls = [call for fn in to_inline for call in direct_calls(fn, _WHY)]
            calls = [call for call in calls if call.function is not None]
            if not calls:
                break
            for call in calls:
                if call.parent is not None:
                    inline_call(call)
                    changed = True
        for fn in to_inline:
            if not attrs.is_kernel(fn) and not fn.has_uses():
                module.remove_global_value(fn)
                changed = True

        for kernel in attrs.kernels(module.functions):
            if not kernel.is_declaration:
                changed |= number_barriers(kernel)
        return PreservedAnalyses.none() if changed else PreservedAnalyses.all()
