"""The llvmlite edge: reading input, canonicalising text, LLVM passes, codegen.

Everything that touches ``llvmlite.binding`` lives here so that the rest of
ncpu-opt deals only in IR text and our own IR objects.  Two rules hold
throughout:

* every module is parsed into a *fresh* LLVM context: llvmlite's global
  context renames named struct types (``%T`` becomes ``%T.0``) when a second
  module defines them, which would make round trips unstable;
* a default-pipeline ``ModulePassManager`` is never run twice: LLVM moves the
  passes out on the first run and a second run aborts the process.
"""

from __future__ import annotations

import re
import sys
import warnings
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from typing import Any

from ncpu_opt.errors import NcpuError, NcpuWarning, ParseError, SourceError
from ncpu_opt.ir.source_text import check_nesting, llvm_source_text, printed_text
from ncpu_opt.pipeline.builder import LLVMStep, build_pipeline
from ncpu_opt.pipeline.llvm_passes import LLVMPassSpec

#: Raw bitcode magic, and the bitcode wrapper magic 0x0B17C0DE (little endian).
BITCODE_MAGIC = b"BC\xc0\xde"
BITCODE_WRAPPER_MAGIC = b"\xde\xc0\x17\x0b"

_PARSE_ERROR_RE = re.compile(r"<string>:(\d+):(\d+): error: (.*)")
# llvmlite names modules parsed from text "<string>"; opt names them after the file.
_SOURCE_FILENAME_RE = re.compile(r'^source_filename = "<string>"$', re.MULTILINE)
_MODULE_ID_RE = re.compile(r"^; ModuleID = '.*'$", re.MULTILINE)


@cache
def _llvm() -> Any:
    """Import llvmlite and initialise the targets exactly once.

    All targets are initialised (it costs a couple of milliseconds) so that
    ``-mtriple=aarch64-...`` can cross-compile from an x86 host.
    """
    import llvmlite.binding as llvm

    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    for option in LLVM_OPTIONS:
        llvm.set_option("ncpu-opt", option)
    _hold_llvm_across_fork()
    return llvm


def _hold_llvm_across_fork() -> None:
    """Fork only while no thread is inside LLVM.

    llvmlite runs every call into LLVM under one process-wide lock.  A fork while
    another thread held it (compiling) left the child with the lock held by a
    thread it does not have, and its first LLVM call waited for ever; LLVM's own
    state could be half-changed too.  So the forking thread takes the lock for
    the fork (waiting for the call under way to return) and each side lets go
    of it after: the forking thread is the owner in the child as well.
    """
    import os

    from llvmlite.binding import ffi

    lock = ffi.lib._lock._lock  # the RLock behind every llvmlite call
    os.register_at_fork(
        before=lock.acquire, after_in_parent=lock.release, after_in_child=lock.release
    )


#: LLVM command-line options set once per process (llvmlite's LLVM is shared by
#: everything in the process that uses it).  llvmlite's LLVM has assertions on,
#: so an LLVM bug ends the process: LLVM 22's loop vectoriser asserts on
#: interleaved groups that mix pointers of two address spaces (a work-item
#: loop storing a kernel's global and local pointers into its live-variable
#: structs, at -O0) and on some min/max reductions over strided fields, on
#: AVX-512 hosts.  Without interleaved groups it uses gathers, scatters or
#: scalar accesses for those loops; the benchmarks show no loss.
#:
#: Nor does it if-convert loops: LLVM 22's InstCombine folds
#: ``select(m, masked.load(p, m, _), v)`` into a new masked load built at the
#: select, below any store in between (llvm/llvm-project#215453, fixed in 23,
#: not in 22.x), and the loop vectoriser makes exactly that of
#: ``if (c) { r = a[i]; a[i] = x; }``.  Our own vectoriser, which makes the same
#: pattern, keeps it out of reach (:mod:`ncpu_opt.vecz.masked_load_blends`); for
#: the loop vectoriser the only switch is if-conversion.  It costs the
#: vectorisation of loops with branches in code run scalar (kernels run-vecz
#: refused, or ``vectorize=False``).
#:
#: LLVM's reader checks debug info itself ("auto-upgrade"): when the verifier
#: rejects it, the reader prints every complaint on stderr (one per function
#: for clang's ``-g`` output gone wrong), warns, and drops it; with the
#: module's code broken it aborts the process.  ncpu-opt turns that off and
#: does the same check where it verifies (:func:`_verified`), so it can say
#: once, through Python's ``warnings``, why the debug info went.
LLVM_OPTIONS = (
    "-enable-interleaved-mem-accesses=false",
    "-enable-if-conversion=false",
    "-disable-auto-upgrade-debug-info",
)

#: The version of debug-info metadata LLVM reads (``DEBUG_METADATA_VERSION``); LLVM drops others.
DEBUG_METADATA_VERSION = 3
_DEBUG_INFO_VERSION_RE = re.compile(r'!"Debug Info Version", i32 (\d+)\}')
#: Text that only a module with debug info contains (attachments, records, compile units).
_DEBUG_INFO_MARKERS = ("!dbg !", "#dbg_", "!llvm.dbg.")


class InvalidDebugInfoWarning(NcpuWarning):
    """A module's debug info was invalid for this LLVM and was dropped; its code is unchanged."""


def llvm_version() -> str:
    """The version of the LLVM that llvmlite was built against, e.g. ``22.1.0``."""
    return ".".join(str(part) for part in _llvm().llvm_version_info)


def host_triple() -> str:
    """The triple of the machine we run on."""
    return str(_llvm().get_process_triple())


def host_cpu() -> str:
    """The name of the host CPU, e.g. ``znver3``."""
    return str(_llvm().get_host_cpu_name())


def host_features() -> str:
    """The host CPU features as an LLVM feature string (``+avx2,+fma,...``)."""
    return str(_llvm().get_host_cpu_features().flatten())


def is_bitcode(data: bytes) -> bool:
    """True if *data* starts with raw bitcode or bitcode-wrapper magic."""
    return data[:4] in (BITCODE_MAGIC, BITCODE_WRAPPER_MAGIC)


# --------------------------------------------------------------------------
# Reading and canonicalising
# --------------------------------------------------------------------------


def read_input(path: str) -> tuple[str, str]:
    """Read a module from *path* (``-`` is stdin): text IR or bitcode.

    Returns the canonical text (as llvmlite prints it, verified) and the file
    name to show in diagnostics.
    """
    display = "<stdin>" if path == "-" else path
    try:
        if path == "-":
            data = sys.stdin.buffer.read()
        else:
            with open(path, "rb") as f:
                data = f.read()
    except OSError as e:
        raise NcpuError(f"{display}: {e.strerror or e}") from None
    return read_bytes(data, display), display


def read_bytes(data: bytes, filename: str) -> str:
    """The verified canonical text of the module in the file contents *data*: bitcode or text.

    Text is what LLVM reads in the bytes (:func:`llvm_source_text`: NULs,
    bytes that are not UTF-8), refused if nested deeper than the parsers
    survive (:func:`check_nesting`), before LLVM sees it.
    """
    if is_bitcode(data):
        return bitcode_to_text(data, filename)
    from ncpu_opt.ir.upgrade import upgrade_legacy_text

    text = llvm_source_text(data)
    check_nesting(text, filename)
    return canonicalize(upgrade_legacy_text(text), filename)


def bitcode_to_text(data: bytes, filename: str) -> str:
    """Parse bitcode and return its verified canonical text.

    A child process reads it first (:func:`probe_bitcode`): malformed
    bitcode can abort LLVM, and then only that process ends.
    """
    from ncpu_opt.codegen.bitcode_probe import probe_bitcode

    try:
        check_nesting(printed_text(probe_bitcode(data, filename, LLVM_OPTIONS)), filename)
    except ParseError as e:
        raise NcpuError(f"{filename}: {e.message} (line {e.line} of its text)") from None
    llvm = _llvm()
    try:
        mod = llvm.parse_bitcode(data, context=llvm.create_context())
    except RuntimeError as e:
        detail = str(e).replace("LLVM bitcode parsing error", "").strip()
        raise NcpuError(f"{filename}: invalid bitcode: {detail}") from None
    mod.name = filename
    text = printed(mod)
    with _verified_module(mod, text, filename, filename, reading=True) as checked:
        return text if checked is mod else module_text(checked, filename)


def canonicalize(text: str, filename: str = "<stdin>") -> str:
    """Parse and verify *text* with LLVM and return the text LLVM prints.

    Errors carry *filename* and the position in *text*, so they point into the
    user's file.  Debug info LLVM would not accept is dropped, with an
    :class:`InvalidDebugInfoWarning` saying why.
    """
    with _verified_module(parse_llvm(text, filename), text, filename, filename, reading=True) as mod:
        return module_text(mod, filename, had_source_filename="source_filename" in text)


def parse_llvm(text: str, filename: str) -> Any:
    """Parse *text* into an llvmlite ``ModuleRef`` in a fresh context.

    Release it with :func:`dispose`, not by dropping it: see there.
    """
    llvm = _llvm()
    try:
        return llvm.parse_assembly(text, context=llvm.create_context())
    except RuntimeError as e:
        raise parse_error(str(e), text, filename) from None


def link_texts(texts: Sequence[str], filename: str) -> str:
    """The modules ``texts`` linked into one by LLVM, as text (their order kept)."""
    llvm = _llvm()
    linked = parse_llvm(texts[0], filename)
    try:
        for text in texts[1:]:
            linked.link_in(llvm.parse_assembly(text, context=linked._context))
        return module_text(linked, filename)
    except RuntimeError as e:
        raise NcpuError(f"linking the units failed: {e}") from None
    finally:
        dispose(linked)


def dispose(mod: Any) -> None:
    """Free *mod* and then its context, in that order.

    Disposing an LLVM context deletes the modules it owns, so if the garbage
    collector finalises the context first (both sit in one reference cycle
    whenever an exception traceback holds them) the module is freed twice and
    the process crashes.  Closing explicitly fixes the order.
    """
    context = getattr(mod, "_context", None)
    mod.close()
    if context is not None and not context.closed:
        context.close()


@contextmanager
def llvm_module(text: str, filename: str) -> Iterator[Any]:
    """``with llvm_module(text, name) as mod:`` parse, use, dispose."""
    mod = parse_llvm(text, filename)
    try:
        yield mod
    finally:
        dispose(mod)


def module_text(mod: Any, filename: str, had_source_filename: bool = True) -> str:
    """Print *mod* the way opt would: ModuleID and source file name are the file's."""
    mod.name = filename
    out = printed(mod)
    if not had_source_filename:
        out = _SOURCE_FILENAME_RE.sub(lambda _m: f'source_filename = "{filename}"', out, count=1)
    return out


def printed(mod: Any) -> str:
    """LLVM's printing of *mod* (``str(mod)``, which fails on the bytes LLVM prints unescaped)."""
    from llvmlite.binding import ffi

    with ffi.OutputString() as out:
        ffi.lib.LLVMPY_PrintModuleToString(mod, out)
        return printed_text(out.bytes or b"")


def parse_error(message: str, text: str, filename: str) -> NcpuError:
    """Turn llvmlite's parse error message into a located :class:`SourceError`."""
    m = _PARSE_ERROR_RE.search(message)
    if not m:
        detail = message.replace("LLVM IR parsing error", "").strip()
        return NcpuError(f"{filename}: {detail}")
    line, col = int(m.group(1)), int(m.group(2))
    lines = text.splitlines()
    source_line = lines[line - 1] if 0 < line <= len(lines) else None
    return SourceError(m.group(3), filename, line, col, source_line)


def verifier_error(message: str, text: str | None, filename: str | None) -> NcpuError:
    """Turn an LLVM verifier message into an error, located when possible.

    The verifier names the offending instruction by printing it; we look that
    line up in *text* to recover a position and the enclosing function.  When
    *filename* is None the text is not the user's file, so only the function
    is named.
    """
    msg_lines = [ln for ln in message.strip().splitlines() if ln.strip()]
    head = msg_lines[0].strip() if msg_lines else "module verification failed"
    if text is not None:
        src = text.splitlines()
        for probe in msg_lines[1:]:
            probe = probe.strip()
            for idx, line in enumerate(src):
                if line.strip() != probe:
                    continue
                fn = _enclosing_function(src, idx)
                where = f" (in function {fn})" if fn else ""
                if filename is None:
                    return NcpuError(f"{head}{where}: {probe}")
                col = len(line) - len(line.lstrip()) + 1
                return SourceError(f"{head}{where}", filename, idx + 1, col, line)
    rest = "; ".join(ln.strip() for ln in msg_lines[1:])
    prefix = f"{filename}: " if filename else ""
    return NcpuError(f"{prefix}invalid module: {head}" + (f": {rest}" if rest else ""))


def _enclosing_function(lines: list[str], index: int) -> str | None:
    """The ``@name`` of the ``define`` enclosing line *index*, if any."""
    for line in reversed(lines[: index + 1]):
        if line.startswith("}"):
            return None
        if line.startswith("define "):
            m = re.search(r"@(\"[^\"]*\"|[-a-zA-Z$._0-9]+)\(", line)
            return "@" + m.group(1) if m else None
    return None


def _verifier_message(mod: Any) -> str | None:
    """What LLVM's verifier finds wrong with *mod* (its debug info included), or None."""
    from llvmlite.binding import ffi

    # As mod.verify(), without its decoding: the message may print bytes that are not UTF-8.
    with ffi.OutputString() as out:
        if not ffi.lib.LLVMPY_VerifyModule(mod, out):
            return None
        return printed_text(out.bytes or b"")


@contextmanager
def _verified_module(
    mod: Any, text: str, filename: str, error_filename: str | None, reading: bool = False
) -> Iterator[Any]:
    """``with`` the verified module (see :func:`_verified`); disposes whichever module it yields."""
    current = mod
    try:
        current = _verified(mod, text, filename, error_filename, reading)
        yield current
    finally:
        dispose(current)


def _verified(mod: Any, text: str, filename: str, error_filename: str | None, reading: bool = False) -> Any:
    """*mod* once LLVM's verifier accepts it, else a located error.

    What the verifier rejects only in the debug info (a definition sharing a
    declaration's ``DISubprogram``, a location in the wrong function) does not
    stop a compilation: the module is returned without its debug info (*mod*
    is disposed) and one :class:`InvalidDebugInfoWarning` names the first
    problem.  When *reading* an input, so is debug info of a metadata version
    LLVM does not read, as LLVM's reader would.  *error_filename* is the file
    errors point into, None when *text* is not the user's.
    """
    message = _verifier_message(mod)
    if message is None:
        cause = _foreign_debug_info_version(text) if reading else None
        if cause is None:
            return mod
    else:
        cause = f"invalid debug info dropped (LLVM {_llvm().llvm_version_info[0]} rejects it): {_first_problem(message)}"
    # LLVM's printing, not the user's text: our parser reads what LLVM 22 writes.
    stripped = _without_debug_info(printed(mod), filename)
    if stripped is None:
        if message is None:
            return mod  # another version, but our IR cannot read the module to drop it: left as it is
        raise verifier_error(message, text, error_filename)
    still_broken = _verifier_message(stripped)
    if still_broken is not None:
        broken_text = printed(stripped)
        dispose(stripped)
        raise verifier_error(still_broken, broken_text, None)
    dispose(mod)
    warnings.warn(InvalidDebugInfoWarning(f"{filename}: {cause}"), stacklevel=2)
    return stripped


def _foreign_debug_info_version(text: str) -> str | None:
    """Why LLVM's reader would drop the debug info of *text* unread: a version it does not know."""
    if not any(marker in text for marker in _DEBUG_INFO_MARKERS):
        return None
    match = _DEBUG_INFO_VERSION_RE.search(text)
    version = int(match.group(1)) if match else 0
    if version == DEBUG_METADATA_VERSION:
        return None
    return (
        f"debug info dropped: its metadata version is {version} "
        f"(the \"Debug Info Version\" module flag), LLVM {_llvm().llvm_version_info[0]} reads {DEBUG_METADATA_VERSION}"
    )


def _first_problem(message: str) -> str:
    """The verifier's first complaint and the value it names, on one line."""
    lines = [ln.strip() for ln in message.strip().splitlines() if ln.strip()]
    if not lines:
        return "module verification failed"
    if len(lines) > 1 and len(lines[1]) <= 120:
        return f"{lines[0]} ({lines[1]})"
    return lines[0]


def _without_debug_info(text: str, filename: str) -> Any | None:
    """*text* parsed by LLVM without its debug info, or None if it had none (or our IR cannot read it)."""
    if not any(marker in text for marker in _DEBUG_INFO_MARKERS):
        return None
    from ncpu_opt.ir import parse_module, print_module
    from ncpu_opt.ir.strip_debug import strip_debug_info

    try:
        module = parse_module(text, filename)
    except NcpuError:
        return None
    if not strip_debug_info(module):
        return None
    return parse_llvm(print_module(module), filename)


def verify_text(text: str, filename: str) -> None:
    """Parse and verify *text*; raise a located error if either fails."""
    with _verified_module(parse_llvm(text, filename), text, filename, filename):
        pass


# --------------------------------------------------------------------------
# LLVM passes
# --------------------------------------------------------------------------


class LLVMSession:
    """One hand-over of a module to LLVM: parse once, run passes, print once.

    Each pass gets its own fresh ``ModulePassManager`` (so per-pass
    instrumentation is possible and no manager is run twice); they all share
    the one parsed module.
    """

    def __init__(self, text: str, filename: str, triple: str | None = None) -> None:
        llvm = _llvm()
        self.filename = filename
        self._had_source_filename = "source_filename" in text
        self.module = parse_llvm(text, filename)
        self._triple = triple or self.module.triple
        self._scalable = has_scalable_vectors(text)
        self._llvm = llvm

    def close(self) -> None:
        """Free the module (and its context); the session is unusable after."""
        if not self.module.closed:
            dispose(self.module)

    def __enter__(self) -> LLVMSession:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def run(self, spec: LLVMPassSpec) -> None:
        """Run one LLVM pass (or default pipeline) on the module."""
        if self._scalable and spec.method != "add_verifier":  # the verifier has no cost model to trip over
            tm_triple = self._triple if _has_target(self._triple) else host_triple()
            check_scalable_vectors(tm_triple, None, codegen=False)
        if spec.speed_level is not None:
            pb = pass_builder(self._triple, spec.speed_level, spec.vectorize)
            mpm = pb.getModulePassManager()
        else:
            pb = pass_builder(self._triple, 2)
            mpm = self._llvm.create_new_module_pass_manager()
            assert spec.method is not None, spec
            getattr(mpm, spec.method)()
        try:
            mpm.run(self.module, pb)
        finally:
            free_pass_manager(mpm)

    def verify(self) -> str | None:
        """The verifier's message if the module is broken, else None.

        Debug info that alone is invalid is dropped from the module, with a
        warning, as when reading a file (see :func:`_verified`).
        """
        message = _verifier_message(self.module)
        if message is None:
            return None
        try:
            self.module = _verified(self.module, printed(self.module), self.filename, None)
        except NcpuError:
            return message
        return None

    def text(self) -> str:
        """The module's current text, printed the way opt would."""
        return module_text(self.module, self.filename, self._had_source_filename)


#: Pass pipelines one pass builder runs before a new one replaces it (see :func:`pass_builder`).
PASS_BUILDER_RUNS = 64


@dataclass
class _PassBuilder:
    builder: Any
    runs: int = 0


_pass_builders: dict[tuple[str, int, bool], _PassBuilder] = {}


def pass_builder(triple: str, speed_level: int, vectorize: bool = True) -> Any:
    """A pass builder for *triple*'s cost models at *speed_level*, shared by every session.

    llvmlite never frees a builder's ``PassInstrumentationCallbacks`` (about 1.5 KB: the
    builder does not own them), and every run adds a callback to them that each later
    pass consults.  A builder per session left 4.5 KB a compiled program behind; one
    for the whole process would slow every pass down a little more at each run.  So
    builders are shared, and replaced after :data:`PASS_BUILDER_RUNS` runs.
    """
    key = (triple, speed_level, vectorize)
    entry = _pass_builders.get(key)
    if entry is None or entry.runs >= PASS_BUILDER_RUNS:
        llvm = _llvm()
        pto = llvm.create_pipeline_tuning_options(speed_level=speed_level)
        if not vectorize:
            pto.loop_vectorization = False
            pto.slp_vectorization = False
            pto.loop_unrolling = False
        builder = llvm.create_pass_builder(_pass_target_machine(triple), pto)
        entry = _pass_builders[key] = _PassBuilder(builder)
    entry.runs += 1
    return entry.builder


def free_pass_manager(manager: Any) -> None:
    """Free an llvmlite pass manager now.

    llvmlite 0.50 never frees one on its own: ``ModulePassManager`` derives from
    ``ObjectRef`` before ``NewPassManager``, so ``ObjectRef``'s empty ``_dispose``
    hides the one that deletes the manager, and every pass pipeline run stayed in
    memory (about 60 KB for ``default<O3>``, 150 KB a compiled program).
    """
    from llvmlite.binding import ffi
    from llvmlite.binding.newpassmanagers import NewPassManager

    if type(manager)._dispose is ffi.ObjectRef._dispose and not manager.closed:
        NewPassManager._dispose(manager)
        manager.detach()
    else:
        manager.close()  # an llvmlite whose pass managers free themselves


def has_scalable_vectors(text: str) -> bool:
    return "<vscale x " in text


def check_scalable_vectors(triple: str, features: str | None, codegen: bool) -> None:
    """Refuse to hand scalable vectors (``<vscale x N x T>``) to LLVM for a target without them.

    LLVM aborts the process instead of reporting an error: x86's cost models
    and code generators, and AArch64's without SVE, cannot size them.  The
    optimisation pipelines need an AArch64 target; code generation SVE too.
    """
    arm = triple.split("-")[0] in ("aarch64", "aarch64_be", "arm64")
    has_sve = any(f in (features or "").split(",") for f in ("+sve", "+sve2", "+sme"))
    if arm and (has_sve or not codegen):
        return
    what = "generate code for" if codegen else "optimise"
    raise NcpuError(
        f"the module has scalable vectors (from run-vecz<scalable>), which LLVM cannot {what} on '{triple}'"
        f"{' without SVE' if arm else ''}: target Arm SVE (--mtriple=aarch64-linux-gnu --mattr=+sve), or give "
        "vscale a value first with materialize-vscale<vscale=V>"
    )


def run_llvm_passes(
    text: str,
    passes: Sequence[str | LLVMPassSpec],
    filename: str = "<stdin>",
    triple: str | None = None,
) -> str:
    """Run *passes* on *text* in one parse/run/print hand-over; return the new text.

    Passes are opt names (``"instcombine"``, ``"default<O2>"``, ``"O3"``) or
    ready-made :class:`LLVMPassSpec` objects.
    """
    specs = [_resolve_llvm_pass(p) if isinstance(p, str) else p for p in passes]
    with LLVMSession(text, filename, triple) as session:
        for spec in specs:
            session.run(spec)
        return session.text()


def _resolve_llvm_pass(name: str) -> LLVMPassSpec:
    steps = build_pipeline(name).steps
    if len(steps) != 1 or not isinstance(steps[0], LLVMStep):
        raise NcpuError(f"'{name}' is not a single LLVM pass")
    return steps[0].spec


@cache
def _pass_target_machine(triple: str) -> Any:
    """A target machine for the pass builder's cost models.

    Modules for targets LLVM has no backend for (clang's ``spir64``) are
    optimised with the host's cost model: they are retargeted to the host
    before code generation anyway.
    """
    return target_machine(triple if _has_target(triple) else host_triple())


def _has_target(triple: str) -> bool:
    try:
        _llvm().Target.from_triple(triple)
    except RuntimeError:
        return False
    return True


# --------------------------------------------------------------------------
# Code generation
# --------------------------------------------------------------------------


def target_machine(
    triple: str | None = None, cpu: str | None = None, features: str | None = None, opt_level: int = 2
) -> Any:
    """Create a target machine; CPU and features default to the host's for the host triple.

    Code is position independent so objects can go into shared libraries.
    """
    llvm = _llvm()
    triple = triple or host_triple()
    try:
        target = llvm.Target.from_triple(triple)
    except RuntimeError as e:
        raise NcpuError(f"cannot generate code for target '{triple}': {e}") from None
    if cpu or features:
        # Given by the user, so possibly misspelt: LLVM would only warn, once per function.
        from ncpu_opt.codegen.target_names import check_target_names

        check_target_names(target, triple, cpu or "", features or "")
    native = triple == host_triple()
    if cpu is None:
        cpu = host_cpu() if native else ""
    if features is None:
        features = host_features() if native and cpu == host_cpu() else ""
    return target.create_target_machine(cpu=cpu, features=features, opt=opt_level, reloc="pic")


def target_datalayout(triple: str | None = None, cpu: str | None = None, features: str | None = None) -> str:
    """The data layout string the target machine for *triple* wants."""
    return str(target_machine(triple, cpu, features).target_data)


def emit(
    text: str,
    filetype: str = "obj",
    triple: str | None = None,
    cpu: str | None = None,
    features: str | None = None,
    opt_level: int = 2,
    filename: str = "<stdin>",
) -> bytes:
    """Generate assembly (``filetype="asm"``) or an object file for *text*."""
    if filetype not in ("asm", "obj"):
        raise NcpuError(f"unknown file type '{filetype}' (expected 'asm' or 'obj')")
    tm = target_machine(triple, cpu, features, opt_level)
    if has_scalable_vectors(text):
        native = (triple or host_triple()) == host_triple() and features is None
        check_scalable_vectors(triple or host_triple(), host_features() if native else features, codegen=True)
    with _verified_module(parse_llvm(text, filename), text, filename, None) as mod, _llvm_errors("code generation failed"):
        if filetype == "asm":
            # emit_assembly() without its decoding: a symbol's name may be bytes that are not UTF-8.
            return bytes(tm._emit_to_memory(mod, use_object=False))
        return bytes(tm.emit_object(mod))


def to_bitcode(text: str, filename: str = "<stdin>") -> bytes:
    """Verify *text* and return it as bitcode."""
    with _verified_module(parse_llvm(text, filename), text, filename, None) as mod:
        mod.name = filename
        return bytes(mod.as_bitcode())


@contextmanager
def _llvm_errors(what: str) -> Iterator[None]:
    try:
        yield
    except RuntimeError as e:
        raise NcpuError(f"{what}: {e}") from None
