"""define-opencl-builtins: give the OpenCL C builtins a module calls a body.

clang's OpenCL C output calls builtins by their mangled names
(``_Z10atomic_incPU3AS1Vj``, ``_Z4sqrtDv4_f``) and leaves them declared: a
device compiler links a builtin library.  This pass is that library for the
builtins :mod:`ncpu_opt.clc` knows (atomics, maths, integer, common,
geometric, relational, conversions, vload/vstore): each declaration gets a
definition, ``internal`` and ``alwaysinline``, under its mangled name and
with its calling convention (``spir_func`` on the definition and its calls
alike, as LLVM requires).  Work-item, barrier and group builtins are not
here: ``lower-to-mux-builtins`` lowers those.

The OpenCL C 2.0 address-space functions, which clang calls by unmangled
names (``__to_global``, ``__to_local``, ``__to_private``), are defined too:
see :mod:`ncpu_opt.clc.address_spaces`.

Builtins it does not know stay declared (the runtime names them); a known
builtin with types it does not handle is an error.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ncpu_opt.clc import Emitter, Unsupported, definition
from ncpu_opt.clc.address_spaces import unmangled_definitions
from ncpu_opt.clc.names import demangle_builtin
from ncpu_opt.errors import NotSupportedError
from ncpu_opt.ir import Function, Module
from ncpu_opt.mux.demangle import Demangled
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass

PASS_NAME = "define-opencl-builtins"
# Declaration attributes that make no sense on (or would block inlining of) a definition.
DROPPED_ATTRIBUTES = ("convergent", "noinline", "optnone", "nobuiltin", "builtin")
#: Builtins clang calls by unmangled names.
UNMANGLED = frozenset(unmangled_definitions())


def define(module: Module, fn: Function) -> bool:
    """Give the declaration *fn* a body if it is a builtin we know; False otherwise."""
    unmangled = unmangled_definitions().get(fn.name)
    demangled = Demangled(fn.name, ()) if unmangled is not None else demangle_builtin(fn.name)
    if demangled is None:
        return False
    build = unmangled if unmangled is not None else definition(demangled.name)
    if build is None:
        return False
    emitter = Emitter(module, fn, demangled.name, demangled.params)
    try:
        result = build(emitter)
        if fn.return_type.is_void:
            emitter.b.ret()
        elif result is None or result.type != fn.return_type:
            got = "nothing" if result is None else str(result.type)
            raise Unsupported(f"it returns {fn.return_type}, the definition gives {got}")
        else:
            emitter.b.ret(result)
    except Unsupported as err:
        raise NotSupportedError(f"{PASS_NAME}: {fn.name} ({demangled}): {err}") from None
    fn.linkage = "internal"
    for attr in DROPPED_ATTRIBUTES:
        fn.attributes.remove(attr)
    fn.attributes.add("alwaysinline")
    # clang's -g gives the declaration a DISubprogram for the prototype, shared
    # and not a definition's: LLVM rejects it on a definition ("function
    # definition may only have a distinct !dbg attachment").  The body has no
    # source lines to describe, as a library built without -g, so it goes.
    fn.metadata.erase("dbg")
    for i, arg in enumerate(fn.args):
        if not arg.name:
            arg.name = f"x{i}" if len(fn.args) > 1 else "x"
    return True


@register_pass
@dataclass(frozen=True)
class DefineOpenCLBuiltins(ModulePass):
    """Define the OpenCL C builtins (atomics, maths, ...) the module declares, internal and alwaysinline."""

    name: ClassVar[str] = PASS_NAME

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        changed = False
        # Definitions declare intrinsics and C functions, never other builtins: one sweep.
        for fn in list(module.functions):
            if fn.is_declaration and (fn.name.startswith("_Z") or fn.name in UNMANGLED):
                changed |= define(module, fn)
        return PreservedAnalyses.none() if changed else PreservedAnalyses.all()
