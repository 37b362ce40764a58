"""From clang's IR to an object file for the host, with the kernels' metadata.

The same path as ``ncpu-opt -passes=native-cpu --filetype=obj``: the pipeline,
then the module is retargeted to the host and code is generated for the
host CPU.  Kernel metadata comes from the input, before the pipeline.
"""

from __future__ import annotations

import ctypes
import re
from dataclasses import dataclass
from functools import cache

from ncpu_opt.runtime.errors import ArgumentTypeError, ArgumentValueError, CompileError
from ncpu_opt.runtime.kernel_info import KernelInfo, kernel_infos

from ncpu_opt import backend
from ncpu_opt.errors import NcpuError
from ncpu_opt.pipeline.named_pipelines import MAX_VECZ_WIDTH

DEFAULT_PASSES = "native-cpu"
_DECLARATION = re.compile(r'^declare [^@]*@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)\(', re.MULTILINE)


@dataclass(frozen=True)
class Target:
    """The machine code is generated for: always the host, named for cache keys."""

    triple: str
    cpu: str
    features: str
    datalayout: str

    @classmethod
    def host(cls) -> Target:
        return cls(backend.host_triple(), backend.host_cpu(), backend.host_features(), backend.target_datalayout())

    def key(self) -> str:
        return f"{self.triple};{self.cpu};{self.features};llvm {backend.llvm_version()}"


def pipeline_text(passes: str, opt_level: int, vectorize: bool = True, vector_width: int | None = None) -> str:
    """The pipeline to run: a bare ``native-cpu`` gets the program's O-level and vectoriser options.

    ``vectorize`` and ``vector_width`` are options of the default pipeline
    only: a custom ``passes`` says what it wants itself (``no-vecz``,
    ``vecz-width=N``), and silently ignoring them there would hide a mistake.
    """
    if not isinstance(vectorize, bool):
        raise ArgumentTypeError(f"vectorize must be True or False, not {vectorize!r}")
    if vector_width is not None and (
        isinstance(vector_width, bool)
        or not isinstance(vector_width, int)
        or not 1 <= vector_width <= MAX_VECZ_WIDTH
        or vector_width & (vector_width - 1)
    ):
        raise ArgumentValueError(f"vector_width must be a power of two from 1 to {MAX_VECZ_WIDTH}, not {vector_width!r}")
    options = [f"O{opt_level}"]
    if not vectorize:
        if vector_width is not None:
            raise ArgumentValueError("vector_width needs the vectoriser, which vectorize=False turns off")
        options.append("no-vecz")
    elif vector_width is not None:
        options.append(f"vecz-width={vector_width}")
    if passes.strip() == DEFAULT_PASSES:
        return f"{DEFAULT_PASSES}<{';'.join(options)}>"
    for name, given in (("vectorize", not vectorize), ("vector_width", vector_width is not None)):
        if given:
            raise ArgumentValueError(
                f"{name} applies to the default pipeline only, not to passes={passes!r}; "
                "write 'no-vecz' or 'vecz-width=N' in a native-cpu<...> pipeline instead"
            )
    return passes


def read_source(source: bytes, filename: str) -> str:
    """Canonical, verified IR text from text or bitcode bytes."""
    try:
        if backend.is_bitcode(source):
            return backend.bitcode_to_text(source, filename)
        from ncpu_opt.ir.upgrade import upgrade_legacy_text

        return backend.canonicalize(upgrade_legacy_text(source.decode("utf-8")), filename)
    except UnicodeDecodeError as e:
        raise CompileError(f"{filename}: neither LLVM bitcode nor UTF-8 text (bad byte at offset {e.start})") from None
    except NcpuError as e:
        raise CompileError(str(e)) from None


def analyse(text: str, filename: str, target: Target) -> list[KernelInfo]:
    """The kernels of the input and their parameters (nothing is compiled)."""
    from ncpu_opt.ir import parse_module

    try:
        return kernel_infos(parse_module(text, filename), target.datalayout)
    except NcpuError as e:
        raise CompileError(str(e)) from None


def compile_to_object(text: str, filename: str, passes: str, opt_level: int, target: Target) -> bytes:
    """Run *passes* on *text* and generate a host object file."""
    from ncpu_opt.pipeline.builder import build_pipeline
    from ncpu_opt.pipeline.manager import IRState, PassManager
    from ncpu_opt.pipeline.passes import PassContext
    from ncpu_opt.retarget import needs_retarget, retarget

    try:
        pipeline = build_pipeline(passes)
        state = IRState(text, filename)
        PassManager(pipeline, PassContext(filename=filename)).run(state)
        final = state.final_text()
        if needs_retarget(final, target.triple, target.datalayout):
            retarget(state.module(), target.triple, target.datalayout)
            state.module_changed("retarget")
            final = state.final_text()
        check_external_symbols(final, filename)
        return backend.emit(final, "obj", target.triple, target.cpu, target.features, opt_level, filename)
    except NcpuError as e:
        raise CompileError(str(e)) from None


@cache
def _process() -> ctypes.CDLL:
    return ctypes.CDLL(None)


def unresolved_symbols(text: str) -> list[str]:
    """Functions the module declares that neither LLVM (intrinsics) nor the process defines."""
    names = [m.group(1).strip('"') for m in _DECLARATION.finditer(text)]
    return [n for n in names if not n.startswith("llvm.") and not hasattr(_process(), n)]


def check_external_symbols(text: str, filename: str) -> None:
    """Refuse code that would call a missing function (MCJIT would jump to address 0).

    OpenCL C builtins other than work-item and synchronisation ones (math,
    atomics, ...) need a builtin library, which the pipeline does not link yet.
    """
    missing = unresolved_symbols(text)
    if not missing:
        return
    from ncpu_opt.mux.demangle import base_name

    shown = [f"{base_name(n)} ({n})" if base_name(n) != n else n for n in missing]
    raise CompileError(
        f"{filename}: the compiled kernels call functions that are not defined: {', '.join(shown)} "
        "(OpenCL C builtins beyond work-item and synchronisation functions need a builtin library, not linked yet)"
    )


def specialise_local_size(text: str, filename: str, kernel: str, local_size: tuple[int, int, int]) -> str:
    """``text`` with ``!reqd_work_group_size`` = ``local_size`` on ``kernel``."""
    from ncpu_opt.ir import parse_module, print_module
    from ncpu_opt.mux import metadata as md

    module = parse_module(text, filename)
    fn = module.get_function(kernel)
    if fn is None:
        raise CompileError(f"{filename}: no kernel '{kernel}' to specialise")
    md.set_reqd_work_group_size(fn, local_size)
    return print_module(module)
