"""Source locations from debug info, for diagnostics such as optimisation remarks.

A pass that reports on some code (``--pass-remarks-missed=vecz``) should say
where in the kernel's source it is, as LLVM's remarks do.  The metadata model
keeps ``DILocation`` and friends generically (kind + fields, see
:mod:`ncpu_opt.ir.metadata`), so this module is the one place that knows the
chain LLVM follows: an instruction's ``!dbg`` ``DILocation`` gives the line and
column, its ``scope`` (a ``DILexicalBlock``, ``DILexicalBlockFile`` or
``DISubprogram``) names a ``DIFile``.  A function's location is its
``DISubprogram``'s ``scopeLine``, column 0, as ``DiagnosticLocation`` takes it.

The file is the ``DIFile``'s ``filename`` as recorded (what LLVM prints in
remarks); ``absolute=True`` joins a relative one to the ``directory``.
"""

from __future__ import annotations

import posixpath

from ncpu_opt.ir.instructions import Instruction
from ncpu_opt.ir.metadata import MDString, Metadata, SpecializedMDNode
from ncpu_opt.ir.module import Function

#: (file, line, column); line and column are 1-based, 0 when unknown.
SourceLocation = tuple[str, int, int]

#: Scope chains are short (nested blocks); a bound guards against malformed cycles.
_MAX_SCOPE_DEPTH = 256


def debug_location(inst: Instruction, absolute: bool = False) -> SourceLocation | None:
    """Where *inst* comes from (its ``!dbg``), or None without usable debug info."""
    loc = inst.metadata.get("dbg")
    if not _is(loc, "DILocation"):
        return None
    assert isinstance(loc, SpecializedMDNode)
    file = _scope_file(loc.get("scope"), absolute)
    if file is None:
        return None
    return file, _int_field(loc, "line"), _int_field(loc, "column")


def function_location(fn: Function, absolute: bool = False) -> SourceLocation | None:
    """Where *fn* starts (its ``DISubprogram``), or None without debug info."""
    subprogram = fn.metadata.get("dbg")
    if not _is(subprogram, "DISubprogram"):
        return None
    assert isinstance(subprogram, SpecializedMDNode)
    file = _scope_file(subprogram, absolute)
    if file is None:
        return None
    line = _int_field(subprogram, "scopeLine") or _int_field(subprogram, "line")
    return file, line, 0


def _is(md: object, kind: str) -> bool:
    return isinstance(md, SpecializedMDNode) and md.kind == kind


def _int_field(node: SpecializedMDNode, name: str) -> int:
    """An unsigned field (absent means 0, as LLVM prints it only when nonzero)."""
    value = node.get(name)
    if isinstance(value, str):
        try:
            return int(value, 0)
        except ValueError:
            return 0
    return 0


def _scope_file(scope: Metadata | str | None, absolute: bool) -> str | None:
    """The file of the innermost scope that names one (``DIScope::getFile``)."""
    for _ in range(_MAX_SCOPE_DEPTH):
        if not isinstance(scope, SpecializedMDNode):
            return None
        file = scope if scope.kind == "DIFile" else scope.get("file")
        if _is(file, "DIFile"):
            assert isinstance(file, SpecializedMDNode)
            return _file_name(file, absolute)
        scope = scope.get("scope")
    return None


def _file_name(file: SpecializedMDNode, absolute: bool) -> str | None:
    name = file.get("filename")
    if not isinstance(name, MDString):
        return None
    directory = file.get("directory")
    if absolute and isinstance(directory, MDString) and directory.value and not posixpath.isabs(name.value):
        return posixpath.join(directory.value, name.value)
    return name.value
