"""OpenCL C in: the front end (clang) and the project's base header.

:mod:`~ncpu_opt.opencl_c.clang` finds a clang, :mod:`~ncpu_opt.opencl_c.compiler`
runs it with ``include/opencl-c-base.h``, :mod:`~ncpu_opt.opencl_c.options`
reads build options, :mod:`~ncpu_opt.opencl_c.includes` tells whether a
build's ``#include`` directives would still find the same files.

:func:`compile_opencl_c` turns OpenCL C source into the SPIR64 IR the
pipeline takes; :func:`parse_build_options` checks ``clBuildProgram``-style
options; :func:`looks_like_opencl_c` tells source from IR.
"""

from __future__ import annotations

import re

from ncpu_opt.opencl_c.compiler import (
    HEADER,
    Build,
    Diagnostic,
    OpenCLBuildError,
    compile_opencl_c,
    declaration_locations,
    dependencies_unchanged,
    frontend_identity,
    search_context,
)
from ncpu_opt.opencl_c.includes import includes_unchanged
from ncpu_opt.opencl_c.options import (
    DEFAULT_STD,
    BuildOptionError,
    BuildOptions,
    parse_build_options,
)

#: Lines only LLVM IR starts with (text IR); bitcode starts with its magic.
_IR_LINE = re.compile(
    rb"^\s*(?:define\s|declare\s|target\s+(?:datalayout|triple)\s*=|source_filename\s*=|; ModuleID|attributes\s+#|![\w.]+\s*=\s*!)",
    re.MULTILINE,
)
_BITCODE_MAGIC = (b"BC\xc0\xde", b"\xde\xc0\x17\x0b")


def looks_like_opencl_c(source: bytes) -> bool:
    """Whether *source* is OpenCL C rather than LLVM IR (text or bitcode), judged by its content."""
    if source.startswith(_BITCODE_MAGIC):
        return False
    return _IR_LINE.search(source) is None


__all__ = [
    "DEFAULT_STD",
    "HEADER",
    "Build",
    "BuildOptionError",
    "BuildOptions",
    "Diagnostic",
    "OpenCLBuildError",
    "compile_opencl_c",
    "declaration_locations",
    "dependencies_unchanged",
    "frontend_identity",
    "includes_unchanged",
    "looks_like_opencl_c",
    "parse_build_options",
    "search_context",
]
