"""Retarget clang's ``spir64`` kernel IR to the machine we generate code for.

OpenCL C compiled for ``spir64-unknown-unknown`` carries the SPIR data
layout and the ``spir_kernel``/``spir_func`` calling conventions.  Before
code generation we give the module the target's triple and data layout and
the default C calling convention on functions *and* call sites (LLVM treats
a call whose convention differs from the callee's as undefined behaviour).

Address spaces 1-4 (global, constant, local, generic) are left alone: x86
and AArch64 code generation treats them all like address space 0.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from ncpu_opt.ir import Module

#: Calling conventions that only mean something on SPIR targets.
SPIR_CALLING_CONVENTIONS = frozenset({"spir_kernel", "spir_func"})
_CALL_OPCODES = frozenset({"call", "invoke", "callbr"})


def retarget(module: Module, triple: str, datalayout: str) -> bool:
    """Point *module* at *triple*/*datalayout*; return True if anything changed."""
    changed = module.triple != triple or module.datalayout != datalayout
    module.triple = triple
    module.datalayout = datalayout
    for fn in module.functions:
        if fn.cc in SPIR_CALLING_CONVENTIONS:
            fn.cc = None
            changed = True
        if fn.is_declaration:
            continue
        for inst in fn.instructions():
            if inst.opcode in _CALL_OPCODES and getattr(inst, "cc", None) in SPIR_CALLING_CONVENTIONS:
                inst.cc = None  # type: ignore[attr-defined]
                changed = True
    return changed


def needs_retarget(text: str, triple: str, datalayout: str) -> bool:
    """Cheap check on canonical text: is it already for *triple* with no SPIR conventions?"""
    return (
        f'target triple = "{triple}"' not in text
        or f'target datalayout = "{datalayout}"' not in text
        or any(cc in text for cc in SPIR_CALLING_CONVENTIONS)
    )


# A SPIR convention in LLVM's printing: before the name in a ``define``/``declare`` line, after
# ``call``/``invoke``/``callbr`` and their fast-math flags at a call site.
_HEADER_CC_RE = re.compile(r'^((?:define|declare)[^@"\n]*?) spir_(?:kernel|func)(?= )', re.MULTILINE)
_CALL_CC_RE = re.compile(
    r"\b((?:call|invoke|callbr)(?: (?:fast|nnan|ninf|nsz|arcp|contract|afn|reassoc))*) spir_(?:kernel|func)(?= )"
)


def retarget_text(text: str, triple: str, datalayout: str) -> str:
    """:func:`retarget` on LLVM's printing of a module, without parsing it (what code generation
    reads next is text anyway): the target lines, and the SPIR conventions dropped where LLVM
    prints them."""
    if not needs_retarget(text, triple, datalayout):
        return text
    text = _CALL_CC_RE.sub(r"\1", _HEADER_CC_RE.sub(r"\1", text))
    lines = [line for line in text.split("\n") if not line.startswith(("target triple = ", "target datalayout = "))]
    # After the module's ID and source file name, where LLVM prints the target.
    at = 0
    while at < len(lines) and lines[at].startswith(("; ModuleID", "source_filename")):
        at += 1
    return "\n".join([*lines[:at], f'target datalayout = "{datalayout}"', f'target triple = "{triple}"', *lines[at:]])
