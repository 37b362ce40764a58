"""internalize-helpers: every definition but the entry points gets internal linkage; dead ones go.

After ``add-work-group-driver`` a module's interface is its work-group drivers
(``<base>.mux-work-group-driver``) and the kernel wrappers they call
(``"mux-kernel"="entry-point"``); whatever else clang left external (the
``__clang_ocl_kern_imp_`` bodies and their sched wrappers, helper functions,
program-scope variables) is called only from inside.  Left external it is
kept by LLVM after inlining (dead code in every object) and, linked into one
program, two objects whose OpenCL C defines the same helper name clash.  As
LLVM's ``internalize`` with the entry points as the public API.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ncpu_opt.passes.add_work_group_driver import DRIVER_SUFFIX

from ncpu_opt.ir import Function, Module
from ncpu_opt.ir.module import GlobalValue
from ncpu_opt.mux.attributes import is_kernel_entry_point
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass

PASS_NAME = "internalize-helpers"
#: Linkages that make a definition visible outside the object (None is ``external``).
_VISIBLE = (None, "external", "linkonce", "linkonce_odr", "weak", "weak_odr", "common")


def is_entry_point(value: GlobalValue) -> bool:
    return isinstance(value, Function) and (value.name.endswith(DRIVER_SUFFIX) or is_kernel_entry_point(value))


def internalize(value: GlobalValue) -> bool:
    """Make a visible definition internal; False when it is not one (or must stay as it is)."""
    if value.is_declaration or value.linkage not in _VISIBLE or value.comdat is not None:
        return False
    if value.name.startswith("llvm."):
        return False
    value.linkage = "internal"
    value.visibility = None  # a local symbol has default visibility
    value.dll_storage = None
    value.preemption = None
    return True


@register_pass
@dataclass(frozen=True)
class InternalizeHelpers(ModulePass):
    """Give every definition except the work-group drivers and kernel wrappers internal linkage."""

    name: ClassVar[str] = PASS_NAME

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        entry_points = [fn for fn in module.functions if not fn.is_declaration and is_entry_point(fn)]
        if not entry_points:
            # Not a native-cpu module yet: nothing says what its interface is.
            return PreservedAnalyses.all()
        changed = False
        for value in [*module.functions, *module.globals]:
            if not is_entry_point(value):
                changed |= internalize(value)
        changed |= remove_dead_functions(module)
        return PreservedAnalyses.none() if changed else PreservedAnalyses.all()


def remove_dead_functions(module: Module) -> bool:
    """Erase internal definitions nothing uses (LLVM's global DCE, for functions), until none is left.

    Such as the originals ``add-sched-params`` leaves behind: at ``O0`` nothing
    else would remove them, and their calls of ``__mux_*.old`` would be
    undefined symbols of the object.
    """
    changed = False
    while True:
        dead = [
            fn for fn in module.functions
            if not fn.is_declaration and fn.linkage in ("internal", "private") and not fn.has_uses()
        ]
        if not dead:
            return changed
        for fn in dead:
            for block in list(fn.blocks):
                block.erase_from_parent()
            module.remove_global_value(fn)
        changed = True
