"""From clang's IR to an object file for the host, with the kernels' metadata.

The same path as ``ncpu-opt -passes=native-cpu --filetype=obj``: the pipeline,
then the module is retargeted to the host and code is generated for the
host CPU.  Kernel metadata comes from the input, before the pipeline.
"""

from __future__ import annotations

import ctypes
import logging
import operator
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import TYPE_CHECKING

import numpy as np
from ncpu_opt.runtime.errors import ArgumentTypeError, ArgumentValueError, CompileError
from ncpu_opt.runtime.kernel_info import KernelInfo, VectorizationReport, kernel_infos

from ncpu_opt.codegen import backend
from ncpu_opt.errors import NcpuError
from ncpu_opt.pipeline.named_pipelines import MAX_VECZ_WIDTH

if TYPE_CHECKING:
    pass

DEFAULT_PASSES = "native-cpu"
#: The runtime's log: compilations a launch causes are INFO messages.
logger = logging.getLogger("ncpu_opt.runtime")
#: ``vectorize=``: the vectoriser's mode in the default pipeline (True is "auto"), mirroring ``run-vecz<auto|always>``.
VECTORIZE_MODES = ("auto", "always")
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


def pipeline_text(passes: str, opt_level: int, vectorize: bool | str = True, vector_width: int | None = None,
                  checked: bool = False, checks: Sequence[str] = ()) -> str:
    """The pipeline to run: a bare ``native-cpu`` gets the program's O-level and vectoriser options.

    ``vectorize`` is True or "auto" (``run-vecz<auto>``: a cost model decides
    which kernels to vectorise), "always" (``native-cpu<vecz-always>``, i.e.
    ``run-vecz<always>``: every kernel the vectoriser can handle) or False
    (``no-vecz``).  ``vectorize`` and ``vector_width`` are options of the
    default pipeline only: a custom ``passes`` says what it wants itself
    (``no-vecz``, ``vecz-always``, ``vecz-width=N``), and silently ignoring
    them there would hide a mistake.  ``checked`` adds ``native-cpu``'s ``checked`` option and
    ``checks`` its extra checks (``uninitialized``, ``data-races``).
    """
    if not isinstance(vectorize, (bool, str)) or isinstance(vectorize, str) and vectorize not in VECTORIZE_MODES:
        error = ArgumentValueError if isinstance(vectorize, str) else ArgumentTypeError
        raise error(f"vectorize must be True, False, 'auto' or 'always', not {vectorize!r}")
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
    else:
        if vectorize == "always":
            options.append("vecz-always")
        if vector_width is not None:
            options.append(f"vecz-width={vector_width}")
    if checked:
        options += ["checked", *checks]
    if passes.strip() == DEFAULT_PASSES:
        return f"{DEFAULT_PASSES}<{';'.join(options)}>"
    if checked:
        name, options_text = ("checks", ";".join(["checked", *checks])) if checks else ("checked", "checked")
        raise ArgumentValueError(
            f"{name} applies to the default pipeline only, not to passes={passes!r}; "
            f"write '{options_text}' in a native-cpu<...> pipeline instead"
        )
    for name, given in (("vectorize", vectorize not in (True, "auto")), ("vector_width", vector_width is not None)):
        if given:
            raise ArgumentValueError(
                f"{name} applies to the default pipeline only, not to passes={passes!r}; "
                "write 'no-vecz', 'vecz-always' or 'vecz-width=N' in a native-cpu<...> pipeline instead"
            )
    return passes


def read_source(source: bytes, filename: str) -> str:
    """Canonical, verified IR text from text or bitcode bytes."""
    try:
        return backend.read_bytes(source, filename)
    except NcpuError as e:
        raise CompileError(str(e)) from None


def analyse(text: str, filename: str, target: Target) -> list[KernelInfo]:
    """The kernels of the input and their parameters (nothing is compiled)."""
    from ncpu_opt.ir import parse_module

    try:
        return kernel_infos(parse_module(text, filename), target.datalayout)
    except NcpuError as e:
        raise CompileError(str(e)) from None


def compile_to_object(
    text: str, filename: str, passes: str, opt_level: int, target: Target, kernels: Sequence[KernelInfo]
) -> tuple[bytes, list[KernelInfo]]:
    """Run *passes* on *text* and generate a host object file.

    *kernels* (from :func:`analyse`) come back with what only the compilation
    knows: each kernel's :attr:`~KernelInfo.vectorization`.
    """
    from ncpu_opt.codegen.retarget import retarget_text
    from ncpu_opt.pipeline.builder import build_pipeline
    from ncpu_opt.pipeline.manager import IRState, PassManager
    from ncpu_opt.pipeline.passes import PassContext

    try:
        pipeline = build_pipeline(passes)
        state = IRState(text, filename)
        ctx = PassContext(filename=filename)
        PassManager(pipeline, ctx).run(state)
        # LLVM's text, read as text: parsing the grown module into our IR again would cost as
        # much as a pass.
        final = retarget_text(state.final_text(), target.triple, target.datalayout)
        check_external_symbols(final, filename)
        obj = backend.emit(final, "obj", target.triple, target.cpu, target.features, opt_level, filename)
        private = private_params(final)
        merging = merged_group_kernels(final)
        sites = check_sites(final)
        shadow_checked = shadow_checked_kernels(final)
    except NcpuError as e:
        raise CompileError(str(e)) from None
    ran_vectorizer = any(step.base == VECTORIZER_PASS for step in pipeline.steps)
    reports = vectorization_reports(ctx.remarks)
    return obj, [
        replace(
            info,
            vectorization=reports.get(info.name) or not_vectorized(ran_vectorizer),
            private_params=private.get(info.name, ()),
            merges_groups=info.name in merging,
            check_sites=tuple(where for where, _, _ in sites.get(info.name, ())),
            check_site_arguments=tuple(argument for _, argument, _ in sites.get(info.name, ())),
            check_site_variables=tuple(variable for _, _, variable in sites.get(info.name, ())),
            shadow_checked=info.name in shadow_checked,
            shadow_checks=shadow_checked.get(info.name, ()),
        )
        for info in kernels
    ]


_CHECK_SITES_RE = re.compile(r"^!ncpu\.check_sites = !\{(.*)\}$", re.MULTILINE)
_CHECK_SITE_RE = re.compile(
    r'^!(\d+) = !\{!"((?:[^"\\]|\\.)*)", i32 (\d+), !"((?:[^"\\]|\\.)*)", i32 (-?\d+), '
    r'!"((?:[^"\\]|\\.)*)"\}$',
    re.MULTILINE,
)


def check_sites(text: str) -> dict[str, tuple[tuple[str, int, str], ...]]:
    """Kernel name -> (where, argument, variable) of each of its checked accesses
    (``check-memory``'s ``!ncpu.check_sites``, by site number; argument -1: not one argument;
    variable: the one ``__local`` variable, or ""), from LLVM's printing."""
    listed = _CHECK_SITES_RE.search(text)
    if listed is None:
        return {}
    wanted = set(re.findall(r"!(\d+)", listed.group(1)))
    found: dict[str, dict[int, tuple[str, int, str]]] = {}
    for m in _CHECK_SITE_RE.finditer(text):
        if m.group(1) in wanted:
            site = (_unescape(m.group(4)), int(m.group(5)), _unescape(m.group(6)))
            found.setdefault(_unescape(m.group(2)), {})[int(m.group(3))] = site
    return {name: tuple(sites.get(i, ("?", -1, "")) for i in range(max(sites) + 1)) for name, sites in found.items()}


_SHADOW_CHECKED_RE = re.compile(r"^!ncpu\.shadow_checked = !\{(.*)\}$", re.MULTILINE)
_NAME_CHECK_NODE_RE = re.compile(r'^!(\d+) = !\{!"((?:[^"\\]|\\.)*)", !"([a-z-]+)"\}$', re.MULTILINE)


def shadow_checked_kernels(text: str) -> dict[str, tuple[str, ...]]:
    """Kernel name -> the checks (``uninitialized``, ``data-races``) that instrumented it
    (``!ncpu.shadow_checked``), from LLVM's printing."""
    listed = _SHADOW_CHECKED_RE.search(text)
    if listed is None:
        return {}
    wanted = set(re.findall(r"!(\d+)", listed.group(1)))
    found: dict[str, list[str]] = {}
    for m in _NAME_CHECK_NODE_RE.finditer(text):
        if m.group(1) in wanted:
            found.setdefault(_unescape(m.group(2)), []).append(m.group(3))
    return {name: tuple(sorted(checks)) for name, checks in found.items()}


_DEFINE_GROUP_RE = re.compile(r"^define [^\n]*?#(\d+)\b", re.MULTILINE)
_ATTRIBUTE_GROUP_RE = re.compile(r"^attributes #(\d+) = \{(.*)\}$", re.MULTILINE)
_BASE_NAME_RE = re.compile(r'"mux-base-fn-name"="((?:[^"\\]|\\.)*)"')
_PRIVATE_ATOMICS_RE = re.compile(r"^!ncpu\.private_atomics = !\{(.*)\}$", re.MULTILINE)
_PRIVATE_BUFFER_RE = re.compile(r'^!(\d+) = !\{!"((?:[^"\\]|\\.)*)", i32 (\d+), i32 \d+, i64 \d+\}$', re.MULTILINE)


def _unescape(name: str) -> str:
    """An LLVM string's text (``\\22`` is a quote)."""
    return re.sub(r"\\([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)), name)


def merged_group_kernels(text: str) -> set[str]:
    """The kernels whose driver runs each row of work-groups as one (their wrapper's
    ``"ncpu-merge-x-groups"``, see :mod:`ncpu_opt.mux.group_merging`), from LLVM's printing."""
    from ncpu_opt.mux.group_merging import MERGE_X_ATTRIBUTE

    groups = {m.group(1): m.group(2) for m in _ATTRIBUTE_GROUP_RE.finditer(text)}
    found = set()
    for m in _DEFINE_GROUP_RE.finditer(text):
        group = groups.get(m.group(1), "")
        if f'"{MERGE_X_ATTRIBUTE}"' in group and (base := _BASE_NAME_RE.search(group)) is not None:
            found.add(_unescape(base.group(1)))
    return found


def private_params(text: str) -> dict[str, tuple[int, ...]]:
    """Kernel name -> the parameters ``privatize-atomic-adds`` privatised (``!ncpu.private_atomics``,
    :func:`ncpu_opt.mux.private_atomics.recorded_all`), from LLVM's printing."""
    listed = _PRIVATE_ATOMICS_RE.search(text)
    if listed is None:
        return {}
    wanted = set(re.findall(r"!(\d+)", listed.group(1)))
    found: dict[str, list[int]] = {}
    for m in _PRIVATE_BUFFER_RE.finditer(text):
        if m.group(1) in wanted:
            found.setdefault(_unescape(m.group(2)), []).append(int(m.group(3)))
    return {name: tuple(sorted(params)) for name, params in found.items()}


#: The pass whose remarks say what was vectorised.
VECTORIZER_PASS = "run-vecz"


def vectorization_reports(remarks: Sequence[object]) -> dict[str, VectorizationReport]:
    """Kernel name -> what the vectoriser did, from ``run-vecz``'s remarks (:class:`VectorizationRemark`).

    A kernel may have several: its clone and its vector-predicated clone, or
    a clone and a refused predicated one.  The kernel is vectorised if any
    clone was made, and the full-width clone speaks for it.
    """
    from ncpu_opt.passes.run_vecz import VectorizationRemark

    chosen: dict[str, VectorizationRemark] = {}
    for remark in remarks:
        if not isinstance(remark, VectorizationRemark):
            continue
        current = chosen.get(remark.kernel)
        if current is None or (remark.vectorized, not remark.predicated) > (current.vectorized, not current.predicated):
            chosen[remark.kernel] = remark
    return {
        name: VectorizationReport(
            vectorized=remark.vectorized,
            width=remark.width if remark.vectorized else 1,
            reason=remark.reason,
            scalable=remark.scalable and remark.vectorized,
            dimension=remark.dimension,
        )
        for name, remark in chosen.items()
    }


def not_vectorized(ran_vectorizer: bool) -> VectorizationReport:
    """The report of a kernel the vectoriser did not decide on."""
    if ran_vectorizer:
        return VectorizationReport(False, 1, "the vectoriser left it alone (run-vecz<kernel=...> names another kernel)")
    return VectorizationReport(False, 1, "the pipeline does not vectorise (no run-vecz: vectorize=False or no-vecz)")


@cache
def _process() -> ctypes.CDLL:
    return ctypes.CDLL(None)


def unresolved_symbols(text: str) -> list[str]:
    """Functions the module declares that neither LLVM (intrinsics) nor the process defines."""
    names = [m.group(1).strip('"') for m in _DECLARATION.finditer(text)]
    return [n for n in names if not n.startswith("llvm.") and not hasattr(_process(), n)]


class UndefinedFunctions(CompileError):
    """The kernels call functions the program declares but never defines.

    ``names`` are their IR names; ``locations`` maps those it knows to where the
    program declares them (``file:line``, from debug info); ``builtins`` are those that
    are OpenCL C builtins the pipeline does not define.  The program, which has the
    OpenCL C source, can tell more: :meth:`located`.
    """

    def __init__(
        self,
        filename: str,
        names: Sequence[str] = (),
        locations: Mapping[str, str] | None = None,
        builtins: Sequence[str] = (),
    ) -> None:
        self.filename, self.names, self.locations = filename, tuple(names), dict(locations or {})
        self.builtins = tuple(builtins)
        super().__init__(self._message())

    def __reduce__(self) -> tuple[type[UndefinedFunctions], tuple[object, ...]]:
        # An error from a worker process (compile="eager") comes back pickled.
        return UndefinedFunctions, (self.filename, self.names, self.locations, self.builtins)

    def _message(self) -> str:
        own = [name for name in self.names if name not in self.builtins]
        parts = []
        if own:
            what = "a function" if len(own) == 1 else "functions"
            parts.append(f"the kernels call {what} the program declares but never defines: {self._shown(own)}")
        if self.builtins:
            what = "an OpenCL C builtin" if len(self.builtins) == 1 else "OpenCL C builtins"
            parts.append(f"the kernels call {what} the pipeline does not define yet: {self._shown(self.builtins)}")
        return f"{self.filename}: {'; '.join(parts)}"

    def _shown(self, names: Sequence[str]) -> str:
        from ncpu_opt.mux.demangle import base_name

        shown = []
        for name in names:
            base = base_name(name)
            details = [name] if base != name else []
            if name in self.locations:
                details.append(f"declared at {self.locations[name]}")
            shown.append(f"'{base}' ({', '.join(details)})" if details else f"'{base}'")
        return ", ".join(shown)

    def located(self, declarations: Mapping[str, str | None]) -> UndefinedFunctions:
        """The same error told by the OpenCL C source's *declarations* (``file:line:col``, before
        debug info's ``file:line``; None: the source does not declare it, so clang did: a builtin)."""
        locations = {name: where for name, where in declarations.items() if where is not None}
        builtins = [name for name in self.names if name in declarations and declarations[name] is None]
        return UndefinedFunctions(self.filename, self.names, {**self.locations, **locations}, builtins)


_DECLARED_WITH_DEBUG_INFO = re.compile(r'^declare !dbg !(\d+) [^@\n]*@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)\(', re.MULTILINE)
_SUBPROGRAM_PLACE = re.compile(r"^!(\d+) = (?:distinct )?!DISubprogram\(.*?\bfile: !(\d+), line: (\d+)", re.MULTILINE)
_FILE = re.compile(r'^!(\d+) = !DIFile\(filename: "((?:[^"\\]|\\.)*)"', re.MULTILINE)


def debug_info_declarations(text: str) -> dict[str, str]:
    """Function name -> ``file:line`` of its declaration, for declarations that carry debug info
    (``declare !dbg !N``: clang with ``-g`` gives them to the functions a kernel calls)."""
    places = {m.group(1): (m.group(2), m.group(3)) for m in _SUBPROGRAM_PLACE.finditer(text)}
    files = {m.group(1): _unescape(m.group(2)) for m in _FILE.finditer(text)}
    found = {}
    for m in _DECLARED_WITH_DEBUG_INFO.finditer(text):
        place = places.get(m.group(1))
        if place is not None and place[0] in files:
            found[m.group(2).strip('"')] = f"{files[place[0]]}:{place[1]}"
    return found


def check_external_symbols(text: str, filename: str) -> None:
    """Refuse code that would call a missing function (MCJIT would jump to address 0).

    The pipeline defines the OpenCL C builtins, so what is left is the program's
    own: declared, called and never defined.
    """
    missing = unresolved_symbols(text)
    if missing:
        raise UndefinedFunctions(filename, missing, debug_info_declarations(text))


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


#: Builds for one local size a program keeps per kernel; a launch at another size drops the
#: least recently used (its machine code goes once no launch runs it).
MAX_SIZED_BUILDS = 16
#: ``Program(local_sizes=...)`` once checked: sizes for every kernel, or per kernel name.
LocalSizes = list[tuple[int, int, int]] | dict[str, list[tuple[int, int, int]]]


def check_local_sizes(value: object, specialize: bool, max_work_group_size: int) -> LocalSizes:
    """``Program(local_sizes=...)``: the local sizes to compile each kernel for up front.

    A sequence of local sizes (each an integer or a tuple of 1 to 3) is for
    every kernel; a mapping ``{kernel name: sizes}`` for the kernels it
    names.  Sizes come back padded to 3D, at most :data:`MAX_SIZED_BUILDS` different ones
    per kernel (more would drop builds made for it).  Errors name the argument
    (``local_sizes[1][0]``), before anything is compiled.
    """
    if value is None:
        return []
    if not specialize:
        raise ArgumentValueError("local_sizes needs specialize=True: without it no launch uses a build for its local size")
    if isinstance(value, Mapping):
        per_kernel: dict[str, list[tuple[int, int, int]]] = {}
        for name, sizes in value.items():
            if not isinstance(name, str):
                raise ArgumentTypeError(f"local_sizes: keys must be kernel names (str), not {name!r}")
            per_kernel[name] = _local_size_list(f"local_sizes[{name!r}]", sizes, max_work_group_size)
        return per_kernel
    return _local_size_list("local_sizes", value, max_work_group_size)


def _local_size_list(what: str, value: object, max_work_group_size: int) -> list[tuple[int, int, int]]:
    if not isinstance(value, Sequence) or isinstance(value, (str, bytes)):
        raise ArgumentTypeError(
            f"{what} must be a list of local sizes (each an integer or a tuple of 1 to 3), not {value!r}"
        )
    sizes = [_local_size(f"{what}[{i}]", size, max_work_group_size) for i, size in enumerate(value)]
    if len(set(sizes)) > MAX_SIZED_BUILDS:
        raise ArgumentValueError(
            f"{what} has {len(set(sizes))} different local sizes; a program keeps {MAX_SIZED_BUILDS} "
            "builds per kernel, the least recently launched dropped (ncpu_opt.runtime.units.MAX_SIZED_BUILDS)"
        )
    return sizes


def _local_size(what: str, value: object, max_work_group_size: int) -> tuple[int, int, int]:
    if isinstance(value, np.ndarray) and value.ndim == 1:
        value = tuple(value)
    several = isinstance(value, Sequence)
    items: tuple[object, ...] = tuple(value) if isinstance(value, Sequence) else (value,)
    if isinstance(value, (str, bytes)) or not 1 <= len(items) <= 3:
        raise ArgumentTypeError(f"{what} must be an integer or a tuple of 1 to 3 integers, not {value!r}")
    dims: list[int] = []
    for d, item in enumerate(items):
        where = f"{what}[{d}]" if several else what
        try:
            if isinstance(item, (bool, np.bool_)):
                raise TypeError
            n = operator.index(item)  # type: ignore[arg-type]
        except TypeError:
            raise ArgumentTypeError(f"{where} must be an integer, not {item!r}") from None
        if n < 1:
            raise ArgumentValueError(f"{where} is {n}; a local size is at least 1")
        dims.append(n)
    total = 1
    for n in dims:
        total *= n
    if total > max_work_group_size:
        raise ArgumentValueError(f"{what} {tuple(dims)} has {total} work-items; the limit is {max_work_group_size}")
    padded = (*dims, 1, 1)
    return padded[0], padded[1], padded[2]


def _specialisable(info: KernelInfo) -> bool:
    """Whether a kernel gets builds per local size: not with a fixed one, nor with program state."""
    return info.reqd_work_group_size is None and not info.shares_globals


def local_sizes_to_compile(
    sizes: LocalSizes, kernels: Mapping[str, KernelInfo]
) -> list[tuple[str, tuple[int, int, int]]]:
    """The (kernel, local size) builds *sizes* asks for.

    A kernel with ``!reqd_work_group_size`` has one build already, at that
    size, and one of a program with writable ``__global`` variables has one
    build for every size: a list of sizes skips them; a mapping that names it with another
    size is an error, as a launch at that size would be.
    """
    if isinstance(sizes, list):
        return [(name, size) for name, info in kernels.items() if _specialisable(info) for size in sizes]
    builds = []
    for name, kernel_sizes in sizes.items():
        info = kernels.get(name)
        if info is None:
            available = ", ".join(kernels) or "none"
            raise ArgumentValueError(f"local_sizes names no kernel of the program: '{name}' (its kernels: {available})")
        for i, size in enumerate(kernel_sizes):
            if _specialisable(info):
                builds.append((name, size))
            elif info.reqd_work_group_size is None:
                continue  # program state: one build serves every local size
            elif size != info.reqd_work_group_size:
                raise ArgumentValueError(
                    f"local_sizes[{name!r}][{i}] is {size}, but kernel '{name}' requires "
                    f"reqd_work_group_size {info.reqd_work_group_size}"
                )
    return builds
