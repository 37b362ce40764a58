"""New functions modelled on an existing one, and making a function internal.

Passes that wrap, clone or split a kernel all build a function "like" it: its
signature (or a variant), calling convention, attributes, metadata and place in
the module.  After OCK's ``createKernelWrapperFunction`` and
``copyFunctionAttrs``, :func:`new_function_like` does that once, with switches
for the parts a caller replaces by its own.  :func:`internalize` is the
IR-level half of demoting an old entry point (the kernel half is
:func:`ncpu_opt.mux.attributes.demote_entry_point`).
"""

from __future__ import annotations

from collections.abc import Callable

from ncpu_opt.ir.instructions import CallBase
from ncpu_opt.ir.module import Function, Module
from ncpu_opt.ir.types import FunctionType

#: How the symbol is emitted, besides what :data:`SYMBOL_VISIBILITY_FIELDS` says.
LINKAGE_FIELDS = ("linkage", "unnamed_addr", "section", "align", "gc")
#: Who may see and bind to the symbol: what an internal function must not have.
SYMBOL_VISIBILITY_FIELDS = ("preemption", "visibility", "dll_storage")
#: The debug-info attachment: a ``DISubprogram`` describes one function only.
DEBUG_KIND = "dbg"

#: Which metadata kinds to copy, by kind name.
MetadataFilter = Callable[[str], bool]


def copy_function_metadata(
    source: Function, target: Function, *, debug_info: bool = True, keep: MetadataFilter | None = None
) -> None:
    """Append ``source``'s attachments to ``target``'s, in order.

    ``debug_info=False`` leaves out ``!dbg``; ``keep`` (if given) must accept a kind too.
    """
    for kind, node in source.metadata.items():
        if kind == DEBUG_KIND and not debug_info:
            continue
        if keep is None or keep(kind):
            target.metadata.add(kind, node)


def new_function_like(
    fn: Function,
    name: str,
    fn_type: FunctionType | None = None,
    *,
    copy_linkage: bool = True,
    copy_visibility: bool = True,
    copy_attributes: bool = True,
    copy_metadata: bool = True,
    copy_debug_info: bool = True,
    copy_param_names: bool = True,
    copy_param_attributes: bool = True,
    module: Module | None = None,
    after: Function | None = None,
    before: Function | None = None,
) -> Function:
    """An empty function ``name`` of type ``fn_type`` (``fn``'s by default) that is otherwise like ``fn``.

    Always copied: the address space and calling convention.  Optionally:

    * ``copy_linkage``: :data:`LINKAGE_FIELDS`, and with ``copy_visibility``
      :data:`SYMBOL_VISIBILITY_FIELDS` too (vecz's clones keep only the former);
    * ``copy_attributes``: the function attributes, and the return attributes
      when the return type is unchanged (they may not fit another);
    * ``copy_metadata``: the attachments, ``!dbg`` only with ``copy_debug_info``;
    * ``copy_param_names`` / ``copy_param_attributes``: of the parameters the
      two functions have in common (the leading ones: variants add or drop
      trailing parameters).

    Never the comdat, body, personality, prefix or prologue.  Placement: right
    after ``after`` or before ``before`` in their module, else appended to
    ``module``, else not in any module (the caller adds it).
    """
    new = Function(name, fn.function_type if fn_type is None else fn_type, fn.addrspace)
    new.cc = fn.cc
    if copy_linkage:
        fields = LINKAGE_FIELDS + (SYMBOL_VISIBILITY_FIELDS if copy_visibility else ())
        for field in fields:
            setattr(new, field, getattr(fn, field))
    if copy_attributes:
        new.attributes = fn.attributes.copy()
        if new.return_type == fn.return_type:
            new.ret_attributes = fn.ret_attributes.copy()
    if copy_metadata:
        copy_function_metadata(fn, new, debug_info=copy_debug_info)
    for old_arg, new_arg in zip(fn.args, new.args, strict=False):
        if copy_param_names:
            new_arg.name = old_arg.name
        if copy_param_attributes:
            new_arg.attributes = old_arg.attributes.copy()
    anchor = after if after is not None else before
    target = anchor.parent if anchor is not None else module
    if target is not None:
        target.add_function(new, before=before, after=after)
    return new


def internalize(fn: Function) -> None:
    """Make ``fn`` internal and an ordinary callable function.

    Internal: no preemption, visibility or DLL storage (LLVM rejects them on
    local symbols) and out of its comdat (its group no longer needs a key it
    cannot see; the comdat goes when nothing else is in it).  A
    ``spir_kernel`` becomes ``spir_func``, at its direct calls too: LLVM
    forbids calling a ``spir_kernel`` and a mismatched convention is undefined.
    """
    fn.linkage = "internal"
    for field in SYMBOL_VISIBILITY_FIELDS:
        setattr(fn, field, None)
    comdat, fn.comdat = fn.comdat, None
    module = fn.parent
    if comdat is not None and module is not None and not any(g.comdat is comdat for g in module.global_values()):
        module.comdats.pop(comdat.name, None)
    if fn.cc == "spir_kernel":
        fn.cc = "spir_func"
        for use in list(fn.uses):
            user = use.user
            if isinstance(user, CallBase) and user.called_function is fn:
                user.cc = "spir_func"
