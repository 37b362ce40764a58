"""OpenCL C to SPIR64 LLVM IR: clang (:mod:`ncpu_opt.opencl_c.clang` finds it) with the project's header.

clang runs as ``clang -cc1 -triple spir64-unknown-unknown -emit-llvm`` with
``-fdeclare-opencl-builtins`` (the builtin functions) and our
``opencl-c-base.h`` force-included (types and macros: the ``ziglang`` wheel
ships no ``opencl-c-base.h``).  Its diagnostics become an
:class:`OpenCLBuildError` at the first error, keeping clang's text (source
lines and carets); warnings of a successful build are its log.  What the
pipeline cannot run (images, samplers, pipes, device-side enqueue) is refused
here, by name, rather than at launch.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import stat
import subprocess
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from ncpu_opt.errors import NotSupportedError, SourceError
from ncpu_opt.opencl_c.clang import (
    FrontEnd,
    FrontEndNotFound,
    FrontEndStalled,
    find_frontend,
    frontend_fingerprint,
    run_clang,
)
from ncpu_opt.opencl_c.includes import preprocess_arguments, record_includes
from ncpu_opt.opencl_c.options import BuildOptions, parse_build_options

TRIPLE = "spir64-unknown-unknown"
HEADER = Path(__file__).with_name("include") / "opencl-c-base.h"
#: The name clang gives source read from stdin, replaced by the caller's name in diagnostics.
_STDIN = "<stdin>"
#: The extensions and OpenCL C 3.0 features of our CPU device.  clang turns every one on for
#: spir64 (images, pipes, device enqueue, ballots, ...); we start from none and add back what the
#: pipeline runs, so that ``#ifdef __opencl_c_images`` code takes its other path.
DEVICE_FEATURES = (
    "cl_khr_byte_addressable_store",
    "cl_khr_global_int32_base_atomics",
    "cl_khr_global_int32_extended_atomics",
    "cl_khr_local_int32_base_atomics",
    "cl_khr_local_int32_extended_atomics",
    "cl_khr_int64_base_atomics",
    "cl_khr_int64_extended_atomics",
    "cl_khr_fp64",
    "cl_khr_fp16",
    "cl_khr_subgroups",
    "cl_khr_subgroup_shuffle",
    "cl_khr_subgroup_shuffle_relative",
    "__opencl_c_int64",
    "__opencl_c_fp64",
    "__opencl_c_generic_address_space",
    "__opencl_c_program_scope_global_variables",
    "__opencl_c_atomic_order_acq_rel",
    "__opencl_c_atomic_order_seq_cst",
    "__opencl_c_atomic_scope_device",
    "__opencl_c_atomic_scope_all_devices",
    "__opencl_c_subgroups",
    "__opencl_c_work_group_collective_functions",
    # Float atomics (cl_ext_float_atomics): add, min and max on float and double.
    "cl_ext_float_atomics",
    "__opencl_c_ext_fp32_global_atomic_add",
    "__opencl_c_ext_fp32_local_atomic_add",
    "__opencl_c_ext_fp32_global_atomic_min_max",
    "__opencl_c_ext_fp32_local_atomic_min_max",
    "__opencl_c_ext_fp64_global_atomic_add",
    "__opencl_c_ext_fp64_local_atomic_add",
    "__opencl_c_ext_fp64_global_atomic_min_max",
    "__opencl_c_ext_fp64_local_atomic_min_max",
)
#: OpenCL C 2.0 has pipes and device-side enqueue in its core (3.0 made them optional features,
#: which our device lacks): clang accepts them for 2.0 and :func:`check_supported` refuses them
#: by name, as for images in 1.2 and 2.0.
CORE_IN_2_0 = ("__opencl_c_pipes", "__opencl_c_device_enqueue")


def device_features(std: str) -> tuple[str, ...]:
    """The ``-cl-ext`` features for OpenCL C version *std*."""
    return DEVICE_FEATURES + CORE_IN_2_0 if std == "CL2.0" else DEVICE_FEATURES


_DIAGNOSTIC = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): (?P<severity>fatal error|error|warning|note): (?P<message>.*)$")
_UNLOCATED = re.compile(r"^(?P<severity>fatal error|error|warning): (?P<message>.*)$")
#: clang's lines that say where and how many, never what a file holds.
_STRUCTURE = re.compile(
    r"^(?:In file included from .*|\s+from .*:\d+:|\d+ (?:errors?|warnings?)( and \d+ (?:errors?|warnings?))? generated\.|note: .*)$"
)
#: What the IR shows of a feature the pipeline cannot run, and the feature's name.
_REFUSED = (
    (re.compile(r'target\("spirv\.Image"'), "images"),
    (re.compile(r'target\("spirv\.Sampler"'), "samplers"),
    (re.compile(r'target\("spirv\.Pipe"|@__(?:read|write|reserve|commit)_\w*pipe'), "pipes"),
    (re.compile(r'target\("spirv\.(?:Queue|DeviceEvent)"|@__enqueue_kernel|@_Z\d+get_default_queuev'), "device-side enqueue"),
)
_FUNCTION = re.compile(r"^define [^@]*@(\"[^\"]+\"|[\w.$-]+)\(", re.MULTILINE)


@dataclass(frozen=True)
class Diagnostic:
    """One of clang's diagnostics: where, how bad, what, and the lines it printed after it."""

    filename: str
    line: int
    col: int
    severity: str
    message: str
    context: tuple[str, ...] = ()

    def text(self) -> str:
        head = f"{self.filename}:{self.line}:{self.col}: " if self.line else ""
        return "\n".join([f"{head}{self.severity}: {self.message}", *self.context])


class OpenCLBuildError(SourceError):
    """clang rejected the source; the location and message are its first error's, ``log`` all it said."""

    def __init__(self, first: Diagnostic, log: str, diagnostics: Sequence[Diagnostic]) -> None:
        super().__init__(first.message, first.filename, first.line, first.col)
        self.log = log
        self.diagnostics = tuple(diagnostics)
        # The first error's source line and caret, then clang's other diagnostics in its order.
        index = next((i for i, d in enumerate(self.diagnostics) if d == first), None)
        others = [d.text() for i, d in enumerate(self.diagnostics) if i != index]
        self.context_lines = [*first.context, *"\n".join(others).splitlines()]


@dataclass(frozen=True)
class Build:
    """A successful build: the module and what else a cache needs to know."""

    #: The module as LLVM IR text.
    ir: str
    #: clang's warnings (empty when there were none), as ``clGetProgramBuildInfo``'s log.
    log: str
    #: Every file the source included: (path, sha256 of its bytes when it was read).
    dependencies: tuple[tuple[str, str], ...]
    #: Where each ``#include`` found its file (see :func:`~ncpu_opt.opencl_c.includes.record_includes`);
    #: None when that cannot be told, and the build must not be reused.
    includes: dict[str, Any] | None = None


@cache
def header_digest() -> str:
    """A digest of our base header: part of every cache key of OpenCL C, as a changed header changes code."""
    return hashlib.sha256(HEADER.read_bytes()).hexdigest()


def frontend_identity() -> str:
    """What determines the IR besides the source and options: the front end and our header.

    Found without running clang (see :func:`frontend_fingerprint`).
    """
    return f"{frontend_fingerprint()};header {header_digest()}"


def _front_end_arguments(frontend: FrontEnd, options: BuildOptions) -> list[str]:
    """``clang -cc1`` with the language, our header and the options: what every run of clang on the source takes."""
    return [
        *frontend.command,
        "-cc1",
        "-triple",
        TRIPLE,
        "-fdeclare-opencl-builtins",
        "-include",
        str(HEADER),
        "-cl-ext=-all," + ",".join(f"+{feature}" for feature in device_features(options.std)),
        "-ferror-limit", "20",
        *options.clang_arguments(),
    ]


def clang_command(frontend: FrontEnd, options: BuildOptions, output: str, depfile: str) -> list[str]:
    """The full ``clang -cc1`` command line, without the input."""
    return [
        *_front_end_arguments(frontend, options),
        "-emit-llvm",
        "-dependency-file",
        depfile,
        "-MT",
        "kernel",
        # Headers found in system folders are dependencies too (clang leaves them out by default).
        "-sys-header-deps",
        "-o",
        output,
    ]


def _input(source: bytes, path: str | os.PathLike[str] | None) -> tuple[list[str], bytes | None]:
    """clang's input arguments and stdin: the file itself when it still holds *source*
    (``#include "x.h"`` then finds headers beside it), else the bytes on stdin."""
    if path is not None and _same_bytes(path, source):
        return ["-x", "cl", os.fspath(path)], None
    return ["-x", "cl", "-"], source


def _run(frontend: FrontEnd, command: list[str], stdin: bytes | None, filename: str,
         pass_fds: Sequence[int] = ()) -> subprocess.CompletedProcess[bytes]:
    """Run clang (see :func:`run_clang`); not starting, or stalling, is an :class:`OpenCLBuildError`."""
    try:
        return run_clang(command, stdin, pass_fds)
    except OSError as e:
        problem = f"cannot run {frontend.describe()}: {e.strerror or e}"
    except FrontEndStalled as e:
        problem = e.message
    raise unlocated_error(filename, problem)


def unlocated_error(filename: str, message: str) -> OpenCLBuildError:
    """An error about the build of *filename* at no line of it (``FILE: error: ...``)."""
    first = Diagnostic(filename, 0, 0, "error", message)
    return OpenCLBuildError(first, f"{filename}: {first.text()}", [first])


def compile_opencl_c(
    source: bytes,
    filename: str = "<source>",
    options: str | Sequence[str] | BuildOptions = "",
    *,
    path: str | os.PathLike[str] | None = None,
) -> Build:
    """Compile OpenCL C *source* (named *filename* in diagnostics) to SPIR64 IR.

    *path*, the file *source* was read from, lets ``#include "x.h"`` find
    headers beside it, as a compiler does.  Raises :class:`BuildOptionError`,
    :class:`OpenCLBuildError`, :class:`NotSupportedError` (a feature the
    pipeline cannot run) or :class:`FrontEndNotFound`.
    """
    checked = options if isinstance(options, BuildOptions) else parse_build_options(options)
    frontend = find_frontend()
    arguments, stdin = _input(source, path)
    from_file = stdin is None
    # The IR comes on stdout and the dependencies in an unnamed file: no folder a killed process leaves.
    with tempfile.TemporaryFile(prefix="ncpu-opt-deps-") as depfile:
        command = clang_command(frontend, checked, "-", f"/dev/fd/{depfile.fileno()}") + arguments
        done = _run(frontend, command, stdin, filename, pass_fds=(depfile.fileno(),))
        depfile.seek(0)
        made = depfile.read().decode("utf-8", "replace")
    log = own_lines_only(done.stderr.decode("utf-8", "replace"), arguments[-1] if from_file else _STDIN)
    if not from_file:
        log = log.replace(f"{_STDIN}:", f"{filename}:")
    diagnostics = parse_diagnostics(log, filename)
    if done.returncode != 0:
        errors = [d for d in diagnostics if d.severity in ("error", "fatal error")]
        first = errors[0] if errors else Diagnostic(filename, 0, 0, "error", f"clang failed (exit {done.returncode})")
        raise OpenCLBuildError(first, log.rstrip("\n") or first.text(), diagnostics)
    ir = done.stdout.decode("utf-8")
    main_file = os.path.abspath(path) if from_file and path is not None else None
    dependencies = _dependencies(made, main_file, filename)
    check_supported(ir, filename)
    includes = _includes(frontend, checked, arguments, stdin, filename, dependencies) if dependencies else _NO_INCLUDES
    return Build(ir, log, dependencies, includes)


#: The record of a build that included nothing: nothing to search again.
_NO_INCLUDES: dict[str, Any] = {"quoted": [], "angled": [], "absent": [], "directives": []}


def _includes(
    frontend: FrontEnd,
    options: BuildOptions,
    arguments: list[str],
    stdin: bytes | None,
    filename: str,
    dependencies: Sequence[tuple[str, str]],
) -> dict[str, Any] | None:
    """Where the source's ``#include`` directives found their files, from clang's preprocessor
    (a run of its own: the build cannot say it); None when that cannot be told."""
    command = [*_front_end_arguments(frontend, options), *preprocess_arguments(), *arguments]
    done = _run(frontend, command, stdin, filename)
    if done.returncode != 0:
        return None
    return record_includes(
        done.stdout.decode("utf-8", "replace"),
        done.stderr.decode("utf-8", "replace"),
        arguments[-1] if stdin is None else _STDIN,
        [path for path, _ in dependencies],
    )


def search_context(source: bytes, options: BuildOptions, path: str | os.PathLike[str] | None) -> str:
    """The folders the ``#include`` search depends on, resolved: where ``"x.h"`` is looked for
    first (the source's folder, or the working folder for source given as text), then the ``-I``
    folders.  Part of a cache key: the same text finds other headers elsewhere."""
    arguments, stdin = _input(source, path)
    first = os.path.dirname(os.path.abspath(arguments[-1])) if stdin is None else os.getcwd()
    return "\x1f".join(os.path.realpath(folder) for folder in (first, *options.include_dirs))


def declaration_locations(
    source: bytes,
    filename: str,
    options: BuildOptions,
    names: Sequence[str],
    *,
    path: str | os.PathLike[str] | None = None,
) -> dict[str, str | None]:
    """Where the source declares each function of *names* (IR names: plain, or mangled for
    overloadable ones): ``file:line:col`` of its first declaration, from clang's AST; None
    for a name the source does not declare (an OpenCL C builtin: clang declares those itself).

    For diagnostics about source that built: a name clang cannot tell about (clang failing)
    is left out rather than raised.
    """
    from ncpu_opt.mux.demangle import base_name

    try:
        frontend = find_frontend()
    except FrontEndNotFound:
        return {}
    arguments, stdin = _input(source, path)
    found: dict[str, str | None] = {}
    for name in names:
        # The filter keeps the declarations whose name contains it, each dumped as a JSON object
        # of its own, the first location in each complete (later ones leave out what repeats).
        command = [*_front_end_arguments(frontend, options), "-fsyntax-only", "-ast-dump=json",
                   f"-ast-dump-filter={base_name(name)}", *arguments]
        try:
            done = run_clang(command, stdin)
        except (OSError, FrontEndStalled):
            return found
        if done.returncode != 0:
            continue
        where = _first_declaration(done.stdout.decode("utf-8", "replace"), name, base_name(name))
        found[name] = where.replace(_STDIN, filename, 1) if where is not None and where.startswith(_STDIN + ":") else where
    return found


def _first_declaration(dump: str, name: str, base: str) -> str | None:
    """``file:line:col`` of the first function declaration named *name* in clang's JSON AST dumps."""
    decoder = json.JSONDecoder()
    position = 0
    while True:
        while position < len(dump) and dump[position].isspace():
            position += 1
        if position >= len(dump):
            return None
        try:
            node, position = decoder.raw_decode(dump, position)
        except json.JSONDecodeError:
            return None
        if node.get("kind") != "FunctionDecl" or node.get("mangledName", node.get("name")) not in (name, base):
            continue
        loc = node.get("loc", {})
        # A name written through a macro: where the macro is used (its file and line, when left
        # out, are the spelling's, printed just before).
        spelling = loc.get("spellingLoc", loc)
        at = {**spelling, **loc.get("expansionLoc", {})}
        if "file" in at and "line" in at and "col" in at:
            return f"{at['file']}:{at['line']}:{at['col']}"
        return None


def _same_bytes(path: str | os.PathLike[str], source: bytes) -> bool:
    """Whether *path* is a regular file holding *source* (nothing else is read: a FIFO may never end)."""
    try:
        st = os.stat(path)
        return stat.S_ISREG(st.st_mode) and st.st_size == len(source) and Path(path).read_bytes() == source
    except OSError:
        return False


def own_lines_only(log: str, source_name: str) -> str:
    """clang's *log* without the lines it quotes from files other than the source (*source_name*).

    Under a diagnostic clang shows the line it is about: for an ``#include`` of any readable
    file (``~/.env``), that line is the file's content.  Diagnostics in other files keep their
    location and message, not the quoted lines (their carets and fix-its go with them).
    """
    kept, foreign = [], False
    for line in log.splitlines(keepends=True):
        bare = line.rstrip("\r\n")
        located = _DIAGNOSTIC.match(bare)
        if located:
            foreign = located["file"] != source_name
        elif _UNLOCATED.match(bare):
            foreign = False
        elif foreign and not _STRUCTURE.match(bare):
            continue
        kept.append(line)
    return "".join(kept)


def parse_diagnostics(log: str, filename: str) -> list[Diagnostic]:
    """clang's stderr as diagnostics, each with the lines (source, caret, fix-its) that follow it."""
    found: list[Diagnostic] = []
    for line in log.splitlines():
        located = _DIAGNOSTIC.match(line)
        unlocated = None if located else _UNLOCATED.match(line)
        if located:
            found.append(
                Diagnostic(located["file"], int(located["line"]), int(located["col"]), located["severity"], located["message"])
            )
        elif unlocated:
            found.append(Diagnostic(filename, 0, 0, unlocated["severity"], unlocated["message"]))
        elif found and not re.fullmatch(r"\d+ (?:errors?|warnings?)( and \d+ (?:errors?|warnings?))? generated\.", line):
            last = found[-1]
            found[-1] = Diagnostic(
                last.filename, last.line, last.col, last.severity, last.message, (*last.context, line)
            )
    return found


#: The largest header whose digest is taken: a bound on the time, as clang has read it already.
MAX_HEADER_BYTES = 256 << 20


class _NotAHeader(Exception):
    """A file clang read that cannot stand for a header (the message says why)."""


def file_digest(path: str) -> str:
    """sha256 of the regular file *path*, read in pieces; :class:`_NotAHeader` for anything else.

    A device, FIFO or socket is never read: ``/dev/zero`` never ends, a FIFO may never open.
    """
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError as e:
        raise _NotAHeader(f"cannot be read ({e.strerror or e})") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise _NotAHeader("is not a regular file")
        digest, size = hashlib.sha256(), 0
        while chunk := os.read(fd, 1 << 20):
            size += len(chunk)
            if size > MAX_HEADER_BYTES:
                raise _NotAHeader(f"is larger than {MAX_HEADER_BYTES >> 20} MiB")
            digest.update(chunk)
        return digest.hexdigest()
    except OSError as e:
        raise _NotAHeader(f"cannot be read ({e.strerror or e})") from None
    finally:
        os.close(fd)


def _dependency_names(made: str) -> list[str]:
    """The files of a make rule ``kernel: a b \\<newline> c`` (spaces in names escaped with a backslash)."""
    text = made.replace("\\\n", " ").partition(":")[2]
    return list(dict.fromkeys(n.replace("\\ ", " ") for n in re.findall(r"(?:\\ |[^\s])+", text)))


def _dependencies(made: str, main_file: str | None, filename: str) -> tuple[tuple[str, str], ...]:
    """The files clang read besides the source and our header (from its make rule *made*), with
    digests of their bytes.  One that is not a regular file is an :class:`OpenCLBuildError`."""
    ours = {os.path.abspath(HEADER), main_file, _STDIN, "-"}
    deps = []
    for name in _dependency_names(made):
        full = os.path.abspath(name)
        if name in ours or full in ours:
            continue
        try:
            digest = file_digest(full)
        except _NotAHeader as e:
            if not os.path.lexists(full):
                digest = ""  # gone since clang read it: never matches, so the build is not reused
            else:
                raise unlocated_error(filename, f"'{name}', which the source includes, {e}") from None
        deps.append((full, digest))
    return tuple(deps)


def dependencies_unchanged(dependencies: Sequence[Sequence[str]]) -> bool:
    """Whether every (path, sha256) still names a regular file with those bytes (a cached build is still good)."""
    for path, digest in dependencies:
        try:
            if file_digest(path) != digest:
                return False
        except _NotAHeader:
            return False
    return True


def check_supported(ir: str, filename: str) -> None:
    """Refuse, by name, the features of OpenCL C the pipeline cannot run (and where they are used)."""
    starts = [(m.start(), m[1].strip('"')) for m in _FUNCTION.finditer(ir)]
    for pattern, feature in _REFUSED:
        match = pattern.search(ir)
        if match is None:
            continue
        users = []
        for i, (start, name) in enumerate(starts):
            end = starts[i + 1][0] if i + 1 < len(starts) else len(ir)
            # Names with "__" are clang's own (kernel bodies, blocks), not the user's.
            if pattern.search(ir, start, end) and not name.startswith("__"):
                users.append(name)
        where = f", used by {', '.join(repr(u) for u in users)}" if users else ""
        raise NotSupportedError(f"OpenCL C {feature}{where} in {filename}")
