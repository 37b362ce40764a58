"""Adding trailing parameters to functions and passing them down the call graph.

Several passes give a set of functions extra trailing parameters (the
scheduling structs, the ``__local`` variable struct) that every caller must
pass on, so the set is closed under "is called by".  These helpers find that
set, change signatures (in place, or on a renamed clone) and fix up the calls.
Only direct calls can be fixed up: any other use of such a function is an
error, checked before anything changes.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence

from ncpu_opt.errors import NotSupportedError
from ncpu_opt.ir.attributes import AttributeSet
from ncpu_opt.ir.clone import ValueMap, clone_blocks
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.functions import new_function_like
from ncpu_opt.ir.instructions import CallBase
from ncpu_opt.ir.metadata import ValueAsMetadata
from ncpu_opt.ir.module import Function, Module
from ncpu_opt.ir.types import PTR, FunctionType, StructType, Type
from ncpu_opt.ir.values import Argument, Value
from ncpu_opt.mux import metadata as md
from ncpu_opt.mux import scheduling
from ncpu_opt.mux.attributes import is_kernel_entry_point

#: A new parameter: its type, name and parameter attributes.
NewParam = tuple[Type, str, AttributeSet]


def direct_calls(fn: Function, why: str) -> list[CallBase]:
    """The calls of ``fn``; metadata uses are ignored, any other use is an error.

    ``why`` completes "@fn needs ..." in the error (e.g. "the scheduling parameters").
    """
    calls = []
    for use in fn.uses:
        user = use.user
        if isinstance(user, ValueAsMetadata):
            continue
        if isinstance(user, CallBase) and use.index == 0 and user.function is not None:
            calls.append(user)
            continue
        raise NotSupportedError(
            f"@{fn.name} needs {why}, but it is used other than by a direct call "
            f"(its address is taken)"
        )
    return calls


def with_callers(module: Module, seeds: Iterable[Function], why: str) -> list[Function]:
    """``seeds`` and every function that (transitively) calls one, in module order."""
    needed: set[Function] = set(seeds)
    work = list(needed)
    while work:
        fn = work.pop()
        for call in direct_calls(fn, why):
            caller = call.function
            assert caller is not None
            if caller not in needed:
                needed.add(caller)
                work.append(caller)
    return [fn for fn in module.functions if fn in needed]


def relax_memory(attributes: AttributeSet) -> None:
    """Drop ``memory(...)``: the new parameters are read and written through."""
    attributes.remove("memory")


def append_params(fn: Function, params: Sequence[NewParam], relax: bool = True) -> list[Argument]:
    """Append ``params`` to the fixed parameters of ``fn`` in place (uses of old args stay valid).

    ``relax`` drops ``fn``'s ``memory(...)`` (keep it when it allows what the new parameters are for).
    """
    old = fn.function_type
    new_args = []
    for i, (t, name, attributes) in enumerate(params):
        arg = Argument(t, name, fn, len(old.params) + i)
        arg.attributes = attributes.copy()
        new_args.append(arg)
    new_type = FunctionType(old.return_type, [*old.params, *(p[0] for p in params)], old.vararg)
    fn.set_function_type(new_type, [*fn.args, *new_args])
    if relax:
        relax_memory(fn.attributes)
    return new_args


def clone_with_params(fn: Function, name: str, params: Sequence[NewParam]) -> tuple[Function, list[Argument]]:
    """A copy of ``fn`` called ``name`` taking ``params`` after its own, placed right after ``fn``.

    The copy has ``fn``'s linkage, attributes and metadata; its body still calls
    what ``fn`` calls (callers fix the calls up).
    """
    old = fn.function_type
    new_type = FunctionType(old.return_type, [*old.params, *(p[0] for p in params)], old.vararg)
    new = new_function_like(fn, name, new_type, after=fn if fn.parent is not None else None)
    vmap: ValueMap = dict(zip(fn.args, new.args, strict=False))
    extra = new.args[len(old.params):]
    for arg, (_, arg_name, attributes) in zip(extra, params, strict=True):
        arg.name = arg_name
        arg.attributes = attributes.copy()
    clone_blocks(fn.blocks, new, vmap)
    if fn.personality is not None:
        new.personality = fn.personality
    relax_memory(new.attributes)
    return new, extra


def pass_args(
    call: CallBase, callee: Function, values: Sequence[Value], attributes: Sequence[AttributeSet] = ()
) -> None:
    """Make ``call`` call ``callee`` with ``values`` after its fixed arguments (before variadic ones).

    ``callee`` is the called function, or its clone, with the new signature;
    ``attributes`` are the new arguments' (none if empty).
    """
    n = call.num_args if not call.function_type.vararg else len(call.function_type.params)
    if len(callee.function_type.params) != n + len(values):
        raise NotSupportedError(f"a call of {call.callee.ref()} through a mismatched function type")
    ops = call.operands
    call.set_operands([callee, *ops[1 : 1 + n], *values, *ops[1 + n :]])
    call.num_args += len(values)
    for i in range(len(values)):
        call.arg_attributes.insert(n + i, attributes[i].copy() if attributes else AttributeSet())
    call.function_type = callee.function_type
    relax_memory(call.fn_attributes)


def redirect_metadata_uses(old: Function, new: Function) -> None:
    """Point metadata that names ``old`` (``!opencl.kernels``, vecz links) at ``new``."""
    for use in old.uses:
        if isinstance(use.user, ValueAsMetadata):
            use.user.set_operand(use.index, new)


def _struct_param(name: str, struct: StructType, dl: DataLayout, size: int | None = None) -> NewParam:
    # The structs are always valid and private to the work-group: tell LLVM
    # so that it can load fields early (OCK's attributes).  ``noalias`` is
    # dropped again before inlining: drop_scheduling_noalias.
    attributes = AttributeSet()
    attributes.add("noalias")
    attributes.add("nonnull")
    attributes.add("align", f" {dl.abi_align(struct)}")
    attributes.add("dereferenceable", f"({dl.alloc_size(struct) if size is None else size})")
    return (PTR, name, attributes)


def scheduling_params(module: Module) -> list[NewParam]:
    """``ptr %wi-info, ptr %wg-info`` with their attributes (sizes from the datalayout)."""
    dl = module.data_layout
    # wg-info is dereferenceable for OCK's part of the struct only, as OCK
    # says: the extension fields are read after inlining into the kernel
    # wrapper, whose %wg-info is the driver's full-size stack copy.
    ock_wg = dl.alloc_size(scheduling.ock_work_group_info_type(module))
    return [
        _struct_param(scheduling.WI_INFO_ARG, scheduling.work_item_info_type(module), dl),
        _struct_param(scheduling.WG_INFO_ARG, scheduling.work_group_info_type(module), dl, ock_wg),
    ]


def scheduling_param_attributes(fn: Function) -> list[tuple[int, AttributeSet]]:
    """``fn``'s scheduling parameters (by ``!mux_scheduled_fn``) and their attributes."""
    indices = md.get_scheduled_fn(fn)
    if indices is None:
        return []
    return [(i, fn.args[i].attributes) for i in indices if i is not None and i < len(fn.args)]


def drop_scheduling_noalias(module: Module, keep: Collection[Function] = ()) -> None:
    """Drop ``noalias`` from the scheduling parameters of every function but the entry points and ``keep``.

    These functions are inlined into the work-item loops, where the
    ``llvm.experimental.noalias.scope.decl`` calls that inlining a
    ``noalias`` parameter leaves would hide the loops' ``parallel_accesses``
    from LLVM's vectoriser.  The entry points, outside the loops, keep it, and
    so may ``keep``: functions called only outside them (the kernels that
    ``add-kernel-wrapper`` wraps, which hold the loops).
    """
    for fn in module.functions:
        if is_kernel_entry_point(fn) or fn in keep:
            continue
        params = scheduling_param_attributes(fn)
        for _, attributes in params:
            attributes.remove("noalias")
        if not params:
            continue
        for use in fn.uses:
            call = use.user
            if isinstance(call, CallBase) and use.index == 0:
                for i, _ in params:
                    if i < len(call.arg_attributes):
                        call.arg_attributes[i].remove("noalias")
