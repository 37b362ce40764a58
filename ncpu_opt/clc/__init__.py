"""Definitions of OpenCL C builtins in LLVM IR (used by ``define-opencl-builtins``).

Each module covers one family of the OpenCL C spec's built-in functions and
exports ``definitions()``: demangled base names (``atomic_inc``, ``sqrt``)
to functions that build a body for a declaration of that builtin.  The
overload is read from the declaration's IR types and, where IR types do not
say it (signedness), from the demangled parameter types.
"""

from __future__ import annotations

from functools import cache

from ncpu_opt.clc.base import Definition, Emitter, Unsupported, is_float
from ncpu_opt.ir.values import Value

__all__ = ["Definition", "Emitter", "Unsupported", "definition"]


@cache
def _table() -> dict[str, Definition]:
    # Imported here: the pass registry imports every pass at start-up, and
    # building the table is only needed when a module calls a builtin.
    from ncpu_opt.clc import (
        atomics,
        conversions,
        geometric,
        integer,
        math,
        relational,
        shuffle,
        vload,
    )

    table: dict[str, Definition] = {}
    for family in (atomics, math, integer, geometric, relational, conversions, vload, shuffle):
        for name, define in family.definitions().items():
            # clamp, max and min are both integer and common (float) functions.
            table[name] = by_type(table[name], define) if name in table else define
    return table


def by_type(integer: Definition, floating: Definition) -> Definition:
    """The float definition for declarations returning floats, the integer one otherwise."""

    def define(e: Emitter) -> Value | None:
        return floating(e) if is_float(e.ret_type) else integer(e)

    return define


def definition(name: str) -> Definition | None:
    """How to define the OpenCL C builtin with the demangled base *name*, or None if unknown."""
    table = _table()
    if name in table:
        return table[name]
    from ncpu_opt.clc.conversions import conversion

    return conversion(name)
