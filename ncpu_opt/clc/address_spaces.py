"""to_global, to_local and to_private (OpenCL C 2.0 "Address Space Qualifier Functions").

clang calls them by unmangled names, ``__to_global(ptr addrspace(4))``
returning ``ptr addrspace(1)`` (``__to_local``: 3, ``__to_private``: 0).
On this CPU device every address space is the one flat memory of the
process, so the functions are address-space casts: they cannot tell which
region a generic pointer came from, and never return NULL for a pointer of
another region (a kernel that relies on that NULL to tell regions apart
takes the wrong branch).
"""

from __future__ import annotations

from ncpu_opt.clc.base import Definition, Emitter, Unsupported
from ncpu_opt.ir.types import PointerType
from ncpu_opt.ir.values import Value

#: The unmangled name clang gives each function, and its result's address space.
TARGETS = {"__to_global": 1, "__to_local": 3, "__to_private": 0}


def cast_to(addrspace: int) -> Definition:
    def define(e: Emitter) -> Value:
        e.expect_args(1)
        pointer = e.arg(0)
        t = e.ret_type
        if not isinstance(pointer.type, PointerType) or not isinstance(t, PointerType) or t.addrspace != addrspace:
            raise Unsupported(f"{pointer.type} to {t}")
        if pointer.type == t:
            return pointer
        return e.b.cast("addrspacecast", pointer, t)

    return define


def unmangled_definitions() -> dict[str, Definition]:
    return {name: cast_to(addrspace) for name, addrspace in TARGETS.items()}
