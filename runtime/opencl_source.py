"""A program's OpenCL C source: its build options, its cache identity and its build by clang.

The runtime compiles OpenCL C only on a cache miss: the cache key covers the
source, the options, the front end's version, our base header and the folders
the ``#include`` search starts from (resolved), and the entry records the
headers the source included (with digests) and where each ``#include`` found
its file, so a second process loads the object without running clang unless a
header changed or another file would now be found in its place.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ncpu_opt.runtime.errors import ArgumentTypeError, ArgumentValueError, CompileError

from ncpu_opt.errors import NcpuError
from ncpu_opt.opencl_c import (
    Build,
    BuildOptionError,
    OpenCLBuildError,
    compile_opencl_c,
    declaration_locations,
    dependencies_unchanged,
    frontend_identity,
    includes_unchanged,
    looks_like_opencl_c,
    parse_build_options,
    search_context,
)
from ncpu_opt.opencl_c.clang import FrontEndNotFound

LANGUAGES = ("cl", "ir")


def source_language(source: bytes, language: object) -> str:
    """``"cl"`` or ``"ir"``: *language* if given (checked), else told by *source*'s content."""
    if language is None:
        # Nothing at all is no program in either language; IR's parser says so best.
        return "cl" if source.strip() and looks_like_opencl_c(source) else "ir"
    if not isinstance(language, str):
        raise ArgumentTypeError(f"language must be 'cl', 'ir' or None, not {language!r}")
    if language not in LANGUAGES:
        raise ArgumentValueError(f"language must be 'cl' (OpenCL C), 'ir' (LLVM IR) or None, not {language!r}")
    return language


def still_current(record: dict[str, Any]) -> bool:
    """A cache entry's source record holds: every header the build read is unchanged, and every
    ``#include`` would find the same file (an entry without that record is not reused)."""
    return dependencies_unchanged(record.get("dependencies", [])) and includes_unchanged(record.get("includes"))


def _may_include(source: bytes) -> bool:
    """Whether the source can read another file (``#include``, ``#include_next``,
    ``__has_include``, ``#import``), once backslash-newline splices are undone as clang does.
    Source that cannot builds the same from any folder, so its key leaves the folders out."""
    joined = re.sub(rb"(\\|\?\?/)[ \t]*\r?\n", b"", source)
    return b"include" in joined or b"import" in joined


class OpenCLSource:
    """OpenCL C source with checked build options; built by clang at most once."""

    def __init__(self, source: bytes, filename: str, build_options: object, path: str | None) -> None:
        if not isinstance(build_options, (str, list, tuple)):
            raise ArgumentTypeError(f"build_options must be a str or a list of str, not {type(build_options).__name__}")
        try:
            self.options = parse_build_options(build_options)  # type: ignore[arg-type]
        except BuildOptionError as e:
            raise ArgumentValueError(f"build_options: {e.message}") from None
        self.source = source
        self.filename = filename
        self.path = path
        self._build: Build | None = None

    def key_bytes(self) -> bytes:
        """What the cache key covers: the front end, our header, the options, the folders the
        ``#include`` search depends on and the source."""
        try:
            identity = frontend_identity()
        except FrontEndNotFound as e:
            raise CompileError(f"{self.filename}: cannot compile OpenCL C: {e.message}") from None
        words = "\x1f".join(self.options.words).encode()
        where = b""
        if _may_include(self.source):
            where = search_context(self.source, self.options, self.path).encode("utf-8", "surrogateescape")
        return b"\0".join([b"opencl-c", identity.encode(), words, where, self.source])

    def build(self) -> Build:
        """The IR clang makes of the source (compiled on the first call)."""
        if self._build is None:
            try:
                self._build = compile_opencl_c(self.source, self.filename, self.options, path=self.path)
            except OpenCLBuildError as e:
                # The documented CompileError itself, so that tracebacks name what users catch.
                raise CompileError(e.log, build_log=e.log) from None
            except FrontEndNotFound as e:
                raise CompileError(f"{self.filename}: cannot compile OpenCL C: {e.message}") from None
            except NcpuError as e:
                raise CompileError(str(e)) from None
        return self._build

    def declarations(self, names: Sequence[str]) -> dict[str, str | None]:
        """Where the source declares the functions *names* (``file:line:col``; None: not in the
        source, a builtin), for those clang can tell about."""
        return declaration_locations(self.source, self.filename, self.options, names, path=self.path)

    def record(self) -> dict[str, object]:
        """The cache entry's source record: the headers read (path, sha256), where each
        ``#include`` found its file, and the build log."""
        build = self.build()
        return {"dependencies": [list(d) for d in build.dependencies], "includes": build.includes, "log": build.log}
