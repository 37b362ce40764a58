"""add-sched-params: pass the work-item and work-group state down to the builtins that need it.

After OCK's AddSchedulingParametersPass.  Every kernel entry point, every
function that (transitively) calls a work-item builtin (the ``__mux_get_*``
getters, the ``__mux_set_*`` setters, the DMA copies) and those builtins'
declarations get two trailing parameters, ``ptr %wi-info`` and ``ptr
%wg-info``, pointing to ``%MuxWorkItemInfo`` and ``%MuxWorkGroupInfo``
(:mod:`ncpu_opt.mux.scheduling`).

Defined functions are cloned as ``<base>.mux-sched-wrapper`` with the new
parameters; the clone takes the original's attributes (``"mux-kernel"``
included) and metadata, and every call is redirected to it.  As OCK's, the
original stays, internal and dead, calling the builtins' old declarations
renamed ``<name>.old`` (``internalize-helpers`` removes both, as LLVM's
global DCE would).  Builtin declarations keep their names and change in
place (so ``define-mux-builtins`` defines ``__mux_get_global_id(i32, ptr, ptr)``).
Each such function records the parameters' indices in
``!mux_scheduled_fn !{i32 wi, i32 wg}``, and the module names them in
``!mux-scheduling-params``.  A second run changes nothing.

As OCK's: the parameters (and the calls' arguments) are ``noalias nonnull
align A dereferenceable(N)``, N the size of OCK's part of each struct
(:func:`ncpu_opt.mux.params.scheduling_params`); a builtin declaration is
scheduled by its signature, whatever ``!mux_scheduled_fn`` it carries, and
moves to the end of the module.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ncpu_opt.ir import Function, Module
from ncpu_opt.ir.instructions import CallBase
from ncpu_opt.ir.module import size_t_type
from ncpu_opt.ir.types import IntType
from ncpu_opt.ir.values import Value
from ncpu_opt.mux import attributes as attrs
from ncpu_opt.mux import builtins as mux
from ncpu_opt.mux import metadata as md
from ncpu_opt.mux import scheduling
from ncpu_opt.mux.params import (
    NewParam,
    append_params,
    clone_with_params,
    direct_calls,
    pass_args,
    redirect_metadata_uses,
    scheduling_params,
    with_callers,
)
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass

PASS_NAME = "add-sched-params"
WRAPPER_SUFFIX = ".mux-sched-wrapper"
#: The old declaration of a builtin given the parameters, which the originals keep calling.
OLD_SUFFIX = ".old"
_WHY = "the scheduling parameters"


def is_scheduled_builtin(fn: Function, size_t_width: int) -> bool:
    """Has the builtin declaration ``fn`` got its scheduling parameters already?"""
    spec = mux.function_type(fn.name, IntType(size_t_width))
    return spec is not None and len(fn.function_type.params) == len(spec.params) + 2


def builtins_to_schedule(module: Module) -> list[Function]:
    """Declared work-item builtins that do not take the scheduling parameters yet."""
    width = size_t_type(module).width
    return [
        fn
        for fn in module.functions
        # By signature, not by !mux_scheduled_fn: a declaration may carry
        # indices of parameters it does not have (as in OCK's tests); like
        # OCK, it gets the parameters and its metadata is replaced.
        if fn.is_declaration and mux.needs_scheduling_params(fn.name) and not is_scheduled_builtin(fn, width)
    ]


@register_pass
@dataclass(frozen=True)
class AddSchedParams(ModulePass):
    """Give entry points and work-item builtin users ptr %wi-info, ptr %wg-info parameters."""

    name: ClassVar[str] = PASS_NAME

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        builtins = builtins_to_schedule(module)
        entry_points = [
            fn for fn in attrs.kernels(module.functions, entry_points_only=True)
            if not fn.is_declaration and md.get_scheduled_fn(fn) is None
        ]
        seeds: list[Function] = list(entry_points)
        for builtin in builtins:
            seeds += [call.function for call in direct_calls(builtin, _WHY) if call.function is not None]
        needing = [fn for fn in with_callers(module, seeds, _WHY) if md.get_scheduled_fn(fn) is None]
        if not needing and not builtins:
            return PreservedAnalyses.all()

        params = scheduling_params(module)

        # Clones first (their calls still name the originals), then the
        # originals lose their bodies so that only the clones' calls remain.
        clones: dict[Function, tuple[Function, list[Value]]] = {}
        for fn in needing:
            # A kernel and its barrier wrapper share a base name: like LLVM's
            # symbol table, the second clone gets a numeric suffix.
            name = module.unique_global_name(attrs.derived_fn_name(fn, WRAPPER_SUFFIX))
            clone, args = clone_with_params(fn, name, params)
            attrs.get_or_set_base_fn_name(clone, fn)
            attrs.take_is_kernel(clone, fn)
            clones[fn] = (clone, list(args))
        caller_state: dict[Function, list[Value]] = {clone: args for clone, args in clones.values()}
        originals = set(needing)
        for builtin in builtins:
            _keep_old_declaration(module, builtin, [c for c in direct_calls(builtin, _WHY) if c.function in originals])
        for builtin in builtins:
            n = len(builtin.function_type.params)
            # Getters keep memory(read): they only read the structs.
            append_params(builtin, params, relax=not builtin.name.startswith(mux.builtin_name("get_")))
            md.set_scheduled_fn(builtin, n, n + 1)
            # To the end of the module, where OCK's pass re-creates them: the
            # output then lists the functions (and metadata kinds) in its order.
            module.functions.remove(builtin)
            module.functions.append(builtin)
        for callee in [*needing, *builtins]:
            target = clones[callee][0] if callee in clones else callee
            for call in direct_calls(callee, _WHY):
                self._redirect(call, target, caller_state, params)

        for fn in needing:
            clone = clones[fn][0]
            n = len(fn.function_type.params)
            md.set_scheduled_fn(clone, n, n + 1)
            redirect_metadata_uses(fn, clone)
            _retire(fn)
        md.set_scheduling_params(module, scheduling.SCHEDULING_PARAMS)
        return PreservedAnalyses.none()

    @staticmethod
    def _redirect(
        call: CallBase, target: Function, caller_state: dict[Function, list[Value]], params: list[NewParam]
    ) -> None:
        caller = call.function
        if caller is None or caller not in caller_state:
            return  # in an original whose body is gone
        # The call sites repeat the parameters' attributes, as OCK's do.
        pass_args(call, target, caller_state[caller], [attributes for _, _, attributes in params])


def _keep_old_declaration(module: Module, builtin: Function, calls: list[CallBase]) -> None:
    """Point ``calls`` (in originals) at a copy of ``builtin``'s declaration named ``<name>.old``."""
    if not calls:
        return
    old = module.get_function(builtin.name + OLD_SUFFIX)
    if old is None:
        old = Function(builtin.name + OLD_SUFFIX, builtin.function_type)
        old.attributes = builtin.attributes.copy()
        old.cc = builtin.cc
        for mine, theirs in zip(old.args, builtin.args, strict=True):
            mine.attributes = theirs.attributes.copy()
        module.add_function(old, before=builtin)
    for call in calls:
        call.set_operand(0, old)


def _retire(fn: Function) -> None:
    """The original of a clone: internal (nothing calls it), with nothing that makes it a symbol."""
    fn.linkage = "internal"
    fn.visibility = None
    fn.dll_storage = None
    fn.preemption = None
    fn.comdat = None
