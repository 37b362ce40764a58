"""Programs and kernels: compile (or load from the cache), then launch NDRanges.

A launch checks and packs the arguments, takes the launch plan for its sizes
(the checked NDRange, the driver and its ``%MuxWorkGroupInfo`` template, made
once per kernel and sizes), and hands the work-groups to the process's native
worker pool (``worker_pool.py``) in one call: no Python runs per work-group,
per chunk or per work-item, and the GIL is released while the kernel runs.
"""

from __future__ import annotations

import ctypes
import inspect
import keyword
import os
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from types import MappingProxyType

import numpy as np
from ncpu_opt.runtime import cache as disk_cache
from ncpu_opt.runtime.args import (
    bind_arguments,
    decode_spec_constant,
    encode_spec_constant,
)
from ncpu_opt.runtime.bounds import LaunchChecker
from ncpu_opt.runtime.checked import ENV_CHECKED, checked_mode, register_state_symbol, run_checked
from ncpu_opt.runtime.checked_shadows import ENV_CHECKS, extra_checks, set_local_sizes
from ncpu_opt.runtime.compiler import (
    DEFAULT_PASSES,
    Target,
    UndefinedFunctions,
    analyse,
    check_local_sizes,
    compile_to_object,
    local_sizes_to_compile,
    logger,
    pipeline_text,
    read_source,
    specialise_local_size,
)
from ncpu_opt.runtime.errors import (
    ArgumentTypeError,
    ArgumentValueError,
    CompileError,
    KernelCheckError,
    KernelNotFoundError,
)
from ncpu_opt.runtime.jit import LoadedObject
from ncpu_opt.runtime.kernel_info import KernelInfo
from ncpu_opt.runtime.ndrange import (
    MAX_WORK_GROUP_SIZE,
    LaunchPlan,
    NDRange,
    WorkGroupInfo,
    make_ndrange,
    plan_key,
)
from ncpu_opt.runtime.opencl_source import OpenCLSource, source_language, still_current
from ncpu_opt.runtime.packer import ArgumentPacker
from ncpu_opt.runtime.stdio import printing_in_order
from ncpu_opt.runtime.units import (
    COMPILE_MODES,
    ForkSafeLock,
    ProgramUnits,
    SizedBuild,
    SizedBuilds,
    analyse_units,
)
from ncpu_opt.runtime.worker_pool import check_threads, max_threads, pool_for

from ncpu_opt.sycl.spec_constants import (
    COMPOSITE_FN,
    SCALAR_FN,
    SpecConstantInfo,
    SpecConstantTable,
)

ENV_THREADS = "NCPU_NUM_THREADS"
#: Launch plans a program keeps (one per kernel and distinct sizes) before it forgets them all.
MAX_PLANS = 1024
#: The pass the runtime runs first on modules that read SYCL specialization constants.
SPEC_CONSTANTS_PASS = "spec-constants<mode=emulation>"


def uses_spec_constants(source: bytes) -> bool:
    """Whether the module (text or bitcode, whose string table holds names as is) calls a getter."""
    return SCALAR_FN.encode() in source or COMPOSITE_FN.encode() in source


def with_spec_constants(pipeline: str, source: bytes) -> str:
    """*pipeline*, led by ``spec-constants<mode=emulation>`` when the module needs it and lacks it."""
    if uses_spec_constants(source) and "spec-constants" not in pipeline:
        return f"{SPEC_CONSTANTS_PASS},{pipeline}"
    return pipeline


def default_threads() -> int:
    """``NCPU_NUM_THREADS`` (checked as ``threads=`` is), else every core."""
    configured = os.environ.get(ENV_THREADS)
    if configured:
        try:
            n = int(configured)
        except ValueError:
            n = 0  # refused below, with the text as written
        if 1 <= n <= max_threads():
            return n
        raise ArgumentValueError(
            f"{ENV_THREADS} must be a number of threads from 1 to {max_threads()}, not '{configured}'"
        )
    return os.cpu_count() or 1


#: Endings of file names people pass where the IR belongs (``Program("k.ll")``).
_FILE_SUFFIXES = (".ll", ".bc", ".cl")


def _type_name(value: object) -> str:
    return "None" if value is None else type(value).__name__


def source_bytes(source: object, argument: str = "source") -> bytes:
    """The program's source (OpenCL C or IR) as bytes: ``bytes``, any bytes-like object (copied: the
    program keeps it and must not see it change), or ``str`` text; a path is refused with a pointer
    to ``from_file``.

    *argument* names the parameter in errors.
    """
    if isinstance(source, bytes):
        return source
    if isinstance(source, str):
        name = source.strip()
        if "\n" not in name and name.lower().endswith(_FILE_SUFFIXES):
            raise ArgumentTypeError(
                f"{argument} takes the program's source, not a file name: use Program.from_file({name!r})"
            )
        return source.encode()
    if isinstance(source, os.PathLike):
        raise ArgumentTypeError(f"{argument} takes the program's source, not a path: use Program.from_file({source!r})")
    try:
        return memoryview(source).tobytes()  # type: ignore[arg-type]
    except TypeError:
        raise ArgumentTypeError(
            f"{argument} takes OpenCL C or IR as bytes (text or bitcode) or str, not {_type_name(source)} "
            "(Program.from_file reads a file)"
        ) from None


def _check_options(filename: object, passes: object, opt_level: object, threads: object, flags: dict[str, object]) -> None:
    """Program's options, each checked for its type and range; errors name it."""
    if not isinstance(filename, str):
        raise ArgumentTypeError(f"filename must be a str (the name errors show), not {_type_name(filename)}")
    if not isinstance(passes, str):
        raise ArgumentTypeError(f"passes must be a pipeline text (str), not {_type_name(passes)}")
    if isinstance(opt_level, bool) or not isinstance(opt_level, int):
        raise ArgumentTypeError(f"opt_level must be 0, 1, 2 or 3, not {opt_level!r}")
    if opt_level not in (0, 1, 2, 3):
        raise ArgumentValueError(f"opt_level must be 0, 1, 2 or 3, not {opt_level!r}")
    if threads is not None:
        check_threads(threads)
    for name, value in flags.items():
        if not isinstance(value, bool):
            raise ArgumentTypeError(f"{name} must be True or False, not {value!r}")


class Program:
    """A compiled module: its kernels, callable on numpy arrays (docs/guide/runtime.md).

    Build one with :meth:`from_file` or :meth:`from_source` (or
    ``Program(ir, filename)`` with the IR itself, never a file name); keyword
    options: ``passes`` (the pipeline text, default ``native-cpu``; a bare
    ``native-cpu`` runs at ``opt_level``), ``opt_level`` (0-3, also the code
    generation level), ``threads`` (default: ``NCPU_NUM_THREADS`` or all
    cores), ``cache`` (reuse compiled objects from ``NCPU_OPT_CACHE_DIR``,
    else ``$XDG_CACHE_HOME/ncpu-opt`` or ``~/.cache/ncpu-opt``) and
    ``specialize`` (compile each kernel again for the local size of a uniform
    launch, as PoCL does: constant work-item loop bounds let LLVM unroll and
    vectorise them without remainders; the first launch at a new local size
    pays one compilation, cached like the rest, logged at INFO on the
    ``ncpu_opt.runtime`` logger; ``local_sizes``, a list of local sizes or
    ``{kernel: sizes}``, compiles those up front).
    ``vectorize=False`` runs the default pipeline without the vectoriser
    (``native-cpu<O3;no-vecz>``), ``vectorize="always"`` vectorises every
    kernel the vectoriser can, without asking its cost model
    (``native-cpu<O3;vecz-always>``; True is "auto"), ``vector_width=N``
    makes it widen kernels by N work-items rather than the host's natural
    width (``native-cpu<O3;vecz-width=N>``); none combines with a custom
    ``passes``, which says ``no-vecz``/``vecz-always``/``vecz-width=N``
    itself.  ``kernel.info.vectorization`` says what each kernel got.

    Options are checked before anything is compiled (``ArgumentTypeError``,
    ``ArgumentValueError``); IR that does not compile raises ``CompileError``.
    Attributes: ``filename``, ``pipeline`` (the pipeline text run),
    ``opt_level``, ``threads``, ``specialize`` and ``from_cache`` (whether
    the module was loaded from the cache).
    """

    def __init__(
        self,
        source: bytes | bytearray | memoryview | str,
        filename: str = "<source>",
        *,
        passes: str = DEFAULT_PASSES,
        opt_level: int = 3,
        threads: int | None = None,
        cache: bool = True,
        specialize: bool = True,
        vectorize: bool | str = True,
        vector_width: int | None = None,
        local_sizes: Sequence[object] | Mapping[str, Sequence[object]] | None = None,
        language: str | None = None,
        build_options: str | Sequence[str] = "",
        compile: str = "lazy",
        checked: bool | str | None = None,
        checks: Sequence[str] | str | None = None,
        _path: str | None = None,
    ) -> None:
        source = source_bytes(source)
        if compile not in COMPILE_MODES:
            raise ArgumentValueError(f"compile must be 'lazy' or 'eager', not {compile!r}")
        if isinstance(filename, os.PathLike):
            filename = os.fspath(filename)  # type: ignore[assignment]
        # vectorize is True, False, "auto" or "always": pipeline_text checks it.
        _check_options(filename, passes, opt_level, threads, {"cache": cache, "specialize": specialize})
        expected_local_sizes = check_local_sizes(local_sizes, specialize, MAX_WORK_GROUP_SIZE)
        self.filename = filename
        self.language = source_language(source, language)
        self._front_end = OpenCLSource(source, filename, build_options, _path) if self.language == "cl" else None
        if self._front_end is None and build_options:
            raise ArgumentValueError("build_options apply to OpenCL C source, not to LLVM IR")
        self._threads = threads if threads is not None else default_threads()
        #: False, True (a kernel's mistake raises KernelCheckError) or "collect" (a launch returns
        #: the list of findings): see :mod:`ncpu_opt.runtime.checked`.
        self.checked = checked_mode(checked, os.environ.get(ENV_CHECKED))
        if checked is None and passes.strip() != DEFAULT_PASSES:
            self.checked = False  # NCPU_OPT_CHECKED is for the default pipeline; a custom one says itself
        #: The extra checks of a checked program ("uninitialized", "data-races"): see
        #: :mod:`ncpu_opt.runtime.checked_shadows`.  They make a program checked if checked= is not given.
        environment = os.environ.get(ENV_CHECKS) if passes.strip() == DEFAULT_PASSES else None
        self.checks = extra_checks(checks, environment, checked)
        if self.checks and not self.checked:
            self.checked = True
        # A checked program's unchecked twin (made on first use): launches whose every checked
        # access launch bounds prove safe run it, vectorised.
        self._twin_options: dict[str, object] = dict(
            passes=passes, opt_level=opt_level, threads=threads, cache=cache, specialize=specialize,
            vectorize=vectorize, vector_width=vector_width, local_sizes=local_sizes, language=language,
            build_options=build_options, _path=_path,
        )
        self._twin: Program | None = None
        if self.checked:
            register_state_symbol()
        self.pipeline = with_spec_constants(
            pipeline_text(passes, opt_level, vectorize, vector_width, bool(self.checked), self.checks), source
        )
        self.opt_level = opt_level
        self.from_cache = False
        #: clang's warnings for OpenCL C (as ``clGetProgramBuildInfo``'s log); empty for IR.
        self.build_log = ""
        self._source = source
        self._ir_text: str | None = None
        # What cache keys cover: the IR, or the OpenCL C with its options and front end.
        self._key_source = source if self._front_end is None else self._front_end.key_bytes()
        self._cache = cache
        self.specialize = specialize
        target = self._target = Target.host()
        key = disk_cache.cache_key(self._key_source, self.pipeline, opt_level, target.key()) if cache else None
        # A cached entry is checked and linked, its drivers found; anything amiss is a miss.
        cached = disk_cache.load_and_link(key, source_check=still_current) if key is not None else None
        self._key = key
        self._units: ProgramUnits | None = None
        self._object: LoadedObject | None = None
        if cached is not None:
            self._object, infos = cached.loaded, cached.kernels
            self.build_log = cached.source["log"] if cached.source else ""
            self.from_cache = True
            self._drivers = {info.name: self._object.address(info.driver) for info in infos}
            self._kernels = {info.name: info for info in infos}
        else:
            text = self._ir()
            split = not uses_spec_constants(source)
            # Errors in the kernels' signatures come first.
            infos, units = analyse_units(text, filename, target, split)
            self._drivers = {}
            self._kernels = {info.name: info for info in infos}
            self._units = ProgramUnits(text, filename, self.pipeline, opt_level, target, infos, cache, split, units)
            if compile == "eager" or len(self._units.units) == 1:
                with self._locating_undefined():
                    self._units.compile_all()
                for name in list(self._kernels):
                    self._take(name)
        spec_json = next((info.spec_constants for info in infos if info.spec_constants), None)
        self._spec_table = SpecConstantTable.from_json(spec_json) if spec_json else SpecConstantTable()
        self._spec_values: dict[str, bytes] = {}
        self._plans: dict[tuple[object, ...], LaunchPlan] = {}
        self._packers: dict[str, ArgumentPacker] = {}
        # Builds for one local size (see _driver_for): a few per kernel, the least recently used go.
        self._specialized = SizedBuilds()
        self._specialize_lock = ForkSafeLock()
        for name, size in local_sizes_to_compile(expected_local_sizes, self._kernels):
            self._specialized_build(name, size)

    @classmethod
    def from_file(cls, path: str | os.PathLike[str], language: str | None = None, **options: object) -> Program:
        """Compile the file *path*: OpenCL C (``.cl``) or LLVM IR (``.ll``, ``.bc``; text or bitcode).

        Other suffixes are told by their content; ``language="cl"`` or ``"ir"`` says which.
        ``#include "x.h"`` in OpenCL C finds headers beside the file.
        """
        if not isinstance(path, (str, os.PathLike)):
            raise ArgumentTypeError(f"path must be a file name (str or os.PathLike), not {_type_name(path)}")
        p = Path(path)
        try:
            data = p.read_bytes()
        except OSError as e:
            raise CompileError(f"{p}: {e.strerror or e}") from None
        if language is None:
            language = {".cl": "cl", ".ll": "ir", ".bc": "ir"}.get(p.suffix.lower())
        return cls(data, str(p), language=language, _path=str(p), **options)  # type: ignore[arg-type]

    @classmethod
    def from_source(cls, source: str | bytes, language: str | None = None, **options: object) -> Program:
        """Compile OpenCL C or LLVM IR given as text (or bitcode bytes, or any bytes-like object).

        Which it is, is told by the content (``language="cl"`` or ``"ir"`` says so instead).
        """
        return cls(source_bytes(source, "source"), "<source>", language=language, **options)  # type: ignore[arg-type]

    def _ir(self) -> str:
        """The module's canonical IR text: read from the IR, or made by clang from OpenCL C (once)."""
        if self._ir_text is None:
            if self._front_end is not None:
                self._ir_text = read_source(self._front_end.build().ir.encode(), self.filename)
                self.build_log = self._front_end.build().log
            else:
                self._ir_text = read_source(self._source, self.filename)
        return self._ir_text

    @contextmanager
    def _locating_undefined(self) -> Iterator[None]:
        """Around a compilation: a function the kernels call and the OpenCL C source declares but
        never defines is named with where the source declares it (clang is asked only then)."""
        try:
            yield
        except UndefinedFunctions as e:
            located = e if self._front_end is None else e.located(self._front_end.declarations(e.names))
            # The documented class itself, as for every compile error (the subclass only carries the names).
            raise CompileError(str(located)) from None

    def _source_record(self) -> dict[str, object] | None:
        """What a cache entry keeps of the front end: the headers read and the build log."""
        return None if self._front_end is None else self._front_end.record()

    @property
    def threads(self) -> int:
        """Threads a launch uses; read-only, as launch plans are made for it (checked once, when built)."""
        return self._threads

    @property
    def kernel_names(self) -> list[str]:
        """The names of the program's kernels, in module order."""
        return list(self._kernels)

    def kernel(self, name: str) -> Kernel:
        """The kernel *name*; :class:`KernelNotFoundError` (listing the kernels) if there is none."""
        if not isinstance(name, str):
            raise ArgumentTypeError(f"kernel name must be a str, not {_type_name(name)} ({name!r})")
        info = self._kernels.get(name)
        if info is None:
            available = ", ".join(self._kernels) or "none"
            raise KernelNotFoundError(f"no kernel '{name}' in {self.filename} (its kernels: {available})")
        if name not in self._drivers:
            self._take(name)  # its first use: compiled (or loaded) now, with what that tells of it
            info = self._kernels[name]
        return Kernel(self, info)

    @property
    def loaded_kernels(self) -> tuple[str, ...]:
        """The kernels whose code is in the process: all of them once loaded from the cache or
        compiled with ``compile="eager"``, else those used so far (and those sharing their units)."""
        return tuple(name for name in self._kernels if name in self._drivers)

    def _take(self, name: str) -> None:
        """Compile (or load) the unit of kernel ``name``; once every unit is in, store the program
        in one piece under its key."""
        assert self._units is not None
        with self._locating_undefined():
            info, driver = self._units.kernel(name)
        self._kernels[name] = info
        self._drivers[name] = driver
        if self._key is not None and len(self._drivers) == len(self._kernels) and self._units.complete():
            key = self._key
            self._units.joined(lambda obj, infos: disk_cache.store(key, obj, infos, self._source_record()))

    # -- specialization constants (SYCL, emulated) ---------------------------------------------

    @property
    def spec_constants(self) -> MappingProxyType[str, SpecConstantInfo]:
        """Symbolic ID -> the constant's type, leaves (numeric ID, offset, size) and buffer place."""
        return MappingProxyType({c.symbolic_id: c for c in self._spec_table.constants})

    def _spec_info(self, symbolic_id: object) -> SpecConstantInfo:
        info = self._spec_table.get(symbolic_id) if isinstance(symbolic_id, str) else None
        if info is None:
            known = ", ".join(repr(c.symbolic_id) for c in self._spec_table.constants) or "none"
            raise ArgumentValueError(
                f"no specialization constant {symbolic_id!r} in {self.filename} (its constants: {known})"
            )
        return info

    def set_spec_constant(self, symbolic_id: str, value: object) -> None:
        """Set a constant for the launches that follow (checked now; see :func:`encode_spec_constant`)."""
        info = self._spec_info(symbolic_id)
        self._spec_values[info.symbolic_id] = encode_spec_constant(info, value)

    def get_spec_constant(self, symbolic_id: str) -> object:
        """The value launches use: the one set, else the default."""
        info = self._spec_info(symbolic_id)
        data = self._spec_values.get(info.symbolic_id)
        if data is None:
            data = self._spec_table.defaults[info.offset : info.offset + info.size]
        return decode_spec_constant(info, data)

    def _spec_buffer(self) -> np.ndarray:
        """The emulation buffer for one launch: the defaults, overwritten by the values set."""
        buffer = np.zeros(max(self._spec_table.buffer_size, 1), dtype=np.uint8)
        buffer[: self._spec_table.buffer_size] = np.frombuffer(self._spec_table.defaults, dtype=np.uint8)
        for symbolic_id, data in self._spec_values.items():
            info = self._spec_info(symbolic_id)
            buffer[info.offset : info.offset + info.size] = np.frombuffer(data, dtype=np.uint8)
        return buffer

    # -- launching ------------------------------------------------------------------------

    def _driver_for(self, info: KernelInfo, ndrange: NDRange) -> tuple[int, SizedBuild | None]:
        """The address of the kernel's driver, specialised for the launch's local size when that
        applies (and then the build that holds it)."""
        uniform = all(g % size == 0 for g, size in zip(ndrange.global_size, ndrange.local_size, strict=True))
        # One object holds the program's __global variables: a build per local size would split them.
        if not self.specialize or not uniform or info.reqd_work_group_size is not None or info.shares_globals:
            return self._generic_driver(info.name), None
        if info.merges_groups and ndrange.local_size[1] * ndrange.local_size[2] > 1:
            # Groups of several rows: the generic driver runs each row of groups as one, so every
            # row streams across the groups (a 16 x 16 stencil: 1.9x); a build for the local size
            # would run them group by group.  A group of one row is contiguous already, and its
            # build keeps constant trip counts.
            return self._generic_driver(info.name), None
        build = self._specialized_build(info.name, ndrange.local_size)
        return build.driver, build

    def _generic_driver(self, name: str) -> int:
        """The driver of the build for every local size, its unit compiled first if need be."""
        driver = self._drivers.get(name)
        if driver is None:
            self._take(name)
            driver = self._drivers[name]
        return driver

    def _specialized_build(self, name: str, local_size: tuple[int, int, int]) -> SizedBuild:
        """Kernel *name* built for *local_size*: compiled (or loaded from the disk cache) once, and
        kept while it is among the kernel's MAX_SIZED_BUILDS most recently used."""
        build = self._specialized.get(name, local_size)
        if build is None:
            with self._specialize_lock:
                build = self._specialized.get(name, local_size)
                if build is None:
                    build = self._compile_specialized(name, local_size)
                    for dropped in self._specialized.add(build):
                        self._forget_plans(dropped)
        return build

    def _forget_plans(self, build: SizedBuild) -> None:
        """Drop the launch plans that run *build*: its code goes once no launch holds one."""
        for key, plan in list(self._plans.items()):
            if plan.code is build:
                self._plans.pop(key, None)

    def _compile_specialized(self, name: str, local_size: tuple[int, int, int]) -> SizedBuild:
        """Compile the module with ``!reqd_work_group_size`` = ``local_size`` on kernel ``name``."""
        tag = f"\n; specialised: {name} {local_size}".encode()
        key = (
            disk_cache.cache_key(self._key_source + tag, self.pipeline, self.opt_level, self._target.key())
            if self._cache
            else None
        )
        cached = disk_cache.load_and_link(key, name, source_check=still_current) if key is not None else None
        if cached is not None:
            logger.debug("kernel %s for local size %s: from the cache", name, local_size)
            loaded, infos = cached.loaded, cached.kernels
        else:
            # A compilation (about a tenth of a second) that a launch would otherwise pay silently.
            logger.info("compiling kernel %s for local size %s", name, local_size)
            # The kernel's unit: the rest of the program is not compiled again for it.
            text = specialise_local_size(self._unit_text(name), self.filename, name, local_size)
            infos = analyse(text, self.filename, self._target)
            with self._locating_undefined():
                obj, infos = compile_to_object(text, self.filename, self.pipeline, self.opt_level, self._target, infos)
            if key is not None:
                disk_cache.store(key, obj, infos, self._source_record())
            loaded = LoadedObject(obj)
        driver_symbol = next(info.driver for info in infos if info.name == name)
        return SizedBuild(name, local_size, loaded, loaded.address(driver_symbol))

    def _unit_text(self, name: str) -> str:
        """The text of the compilation unit that holds kernel ``name``."""
        if self._units is None:
            text = self._ir()
            self._units = ProgramUnits(
                text, self.filename, self.pipeline, self.opt_level, self._target, list(self._kernels.values()),
                cache=False, split=not uses_spec_constants(self._source),
            )
        return self._units.unit_text(name)

    def _plan(self, info: KernelInfo, global_size: object, local_size: object, global_offset: object) -> LaunchPlan:
        """The checked NDRange, driver and wg-info template of a launch; reused for the same sizes."""
        key = plan_key(info.name, global_size, local_size, global_offset)
        plan = self._plans.get(key) if key is not None else None
        if plan is None:
            ndrange = make_ndrange(global_size, local_size, global_offset, info.reqd_work_group_size)
            driver, build = self._driver_for(info, ndrange)
            plan = LaunchPlan(ndrange, driver, self._threads, info.merges_groups, build)
            if key is not None:
                if len(self._plans) >= MAX_PLANS:
                    self._plans.clear()
                self._plans[key] = plan
        elif plan.code is not None:
            self._specialized.touch(plan.code)  # type: ignore[arg-type]
        return plan

    def _packer(self, info: KernelInfo) -> ArgumentPacker:
        """The kernel's argument packer, prepared once per program."""
        packer = self._packers.get(info.name)
        if packer is None:
            packer = self._packers[info.name] = ArgumentPacker(info)
        return packer

    def _unchecked_twin(self) -> Program:
        """This program built unchecked (the same source and options)."""
        if self._twin is None:
            self._twin = Program(self._source, self.filename, checked=False, **self._twin_options)  # type: ignore[arg-type]
        return self._twin

    def _run(self, plan: LaunchPlan, packed_args: int, kernel: str) -> None:
        """Run every work-group of *plan* on the process's worker pool for this program's threads."""
        pool_for(self._threads).run(plan.job_address, packed_args, kernel)

    def close(self) -> None:
        """Kept for ``with Program(...)``: the worker threads are shared and stop at exit."""

    def __enter__(self) -> Program:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class _CallSignature:
    """``Kernel.__signature__``: a kernel's call signature; None on the class, so that
    ``inspect.signature(Kernel)`` still describes the constructor."""

    def __get__(self, kernel: Kernel | None, owner: type) -> inspect.Signature | None:
        return None if kernel is None else kernel.call_signature()


class Kernel:
    """One kernel of a :class:`Program`; calling it runs an NDRange synchronously.

    ``name`` is the kernel's name, ``program`` its program and ``info`` the
    :class:`~ncpu_opt.runtime.kernel_info.KernelInfo` (parameters, required
    work-group size, vectorisation report); ``repr`` shows the parameters
    with their OpenCL C types, ``inspect.signature`` the call.
    """

    __signature__ = _CallSignature()

    def __init__(self, program: Program, info: KernelInfo) -> None:
        self.program = program
        self.info = info
        self._packer = program._packer(info)
        self._arity = len(info.user_params)
        self._prints = info.prints
        self._private = info.private_params
        # Parameter index -> position among the arguments a caller passes.
        self._positions = {p.index: i for i, p in enumerate(info.user_params)}
        self._bounds = LaunchChecker.of(info, self._positions)
        #: A checked kernel's twin in the unchecked build (made on the first launch that runs it).
        self._twin: Kernel | None = None

    @property
    def name(self) -> str:
        return self.info.name

    def __repr__(self) -> str:
        params = ", ".join(f"{p.cl_type or p.llvm_type} {p.name}" for p in self.info.user_params)
        return f"<Kernel {self.name}({params})>"

    def call_signature(self) -> inspect.Signature:
        """The call's signature (``help(kernel)``, ``inspect.signature``): the kernel's parameters, then the sizes."""
        launch = ("global_size", "local_size", "global_offset")
        names = [p.name for p in self.info.user_params]
        # A name Python cannot spell, a launch keyword or a repeated name can only go by position.
        usable = [
            n.isidentifier() and not keyword.iskeyword(n) and n not in launch and names.index(n) == i
            for i, n in enumerate(names)
        ]
        # Parameters before one of those must go by position too (Python's order).
        last_positional = max((i for i, ok in enumerate(usable) if not ok), default=-1)
        signature = [
            inspect.Parameter(
                n if ok else f"_arg{i}",
                inspect.Parameter.POSITIONAL_ONLY if i <= last_positional else inspect.Parameter.POSITIONAL_OR_KEYWORD,
            )
            for i, (n, ok) in enumerate(zip(names, usable, strict=True))
        ]
        signature.append(inspect.Parameter("global_size", inspect.Parameter.KEYWORD_ONLY))
        signature += [inspect.Parameter(n, inspect.Parameter.KEYWORD_ONLY, default=None) for n in launch[1:]]
        return inspect.Signature(signature, return_annotation=None)

    def __call__(
        self,
        *args: object,
        global_size: object,
        local_size: object = None,
        global_offset: object = None,
        **kwargs: object,
    ) -> list[KernelCheckError] | None:
        """Run the kernel over ``global_size`` work-items (1 to 3 dimensions); arrays are updated in place.

        Arguments go by position, then by the parameters' names (``kernel(x, y=out, ...)``), as
        in Python; a parameter named like a launch keyword can only be passed by position.
        Buffers take numpy arrays (of the pointee's dtype, C-contiguous, aligned as the kernel
        assumes), ``__local`` pointers :class:`LocalMemory`, scalars numbers, vectors
        sequences of numbers, by-value structs ``bytes`` or a numpy structured scalar.
        ``local_size`` (None: the kernel's ``reqd_work_group_size``, else the runtime
        chooses) and ``global_offset`` have as many dimensions as ``global_size``, which need
        not be a multiple of the local size (the last group is smaller).  Every argument and
        size is checked before anything runs (the exceptions of
        :mod:`ncpu_opt.runtime.errors`); returns when every work-item has run.
        """
        bound = args if not kwargs and len(args) == self._arity else bind_arguments(self.info, args, kwargs)
        if self._private:
            check_private_buffers(self.info, bound)
        plan = self.program._plan(self.info, global_size, local_size, global_offset)
        spec = self.program._spec_buffer() if self.info.spec_constants is not None else None
        packed, keep = self._packer.pack(bound, spec)
        if self._bounds is not None:
            self._bounds.check(plan, bound)
        if self.program.checked:
            findings = self._run_checked(plan, packed, bound)
            del keep  # the arrays had to outlive the launch
            return findings
        if self._prints:
            with printing_in_order():
                self.program._run(plan, ctypes.addressof(packed), self.info.name)
        else:
            self.program._run(plan, ctypes.addressof(packed), self.info.name)
        del keep  # the arrays had to outlive the launch
        return None

    def _run_checked(self, plan: LaunchPlan, packed: object, bound: Sequence[object]) -> list[KernelCheckError] | None:
        """A launch of a checked build: its findings raised (the first, with all in ``findings``),
        or returned (``checked="collect"``)."""
        address = ctypes.addressof(packed)  # type: ignore[arg-type]

        def run() -> None:
            if self._prints:
                with printing_in_order():
                    self.program._run(plan, address, self.info.name)
            else:
                self.program._run(plan, address, self.info.name)

        def unchecked() -> None:
            ndrange = plan.ndrange
            dims = ndrange.work_dim
            if self._twin is None:
                self._twin = self.program._unchecked_twin().kernel(self.info.name)
            twin = self._twin
            twin(*bound, global_size=ndrange.global_size[:dims], local_size=ndrange.local_size[:dims],
                 global_offset=ndrange.global_offset[:dims])

        # (Specialization constants are set on this program, not on the twin.)  A kernel
        # check-uninitialized or check-races instrumented may run it where launch bounds prove
        # their sites unneeded (run_checked decides; not knowing which checks did: never).
        shadows = bool(self.program.checks) and self.info.shadow_checked
        twin_allowed = not shadows or bool(self.info.shadow_checks)
        twin = unchecked if self.info.spec_constants is None and twin_allowed else None
        if shadows:
            set_local_sizes(self.info, address, [bound[self._positions[p.index]] if p.index in self._positions
                                                 else None for p in self.info.params])
        findings = run_checked(self.info, self._positions, bound, plan.ndrange, run, twin,
                               races=shadows and "data-races" in self.program.checks,
                               uninitialized=shadows and "uninitialized" in self.info.shadow_checks)
        if self.program.checked == "collect":
            return findings
        if findings:
            first = findings[0]
            first.findings = findings
            raise first
        return None


def check_private_buffers(info: KernelInfo, args: Sequence[object]) -> None:
    """Refuse a buffer whose atomic adds are privatised that overlaps another argument's.

    Its adds go to private copies until each range of work-groups ends, so
    reads through the other argument would not see them.
    """
    params = info.user_params
    for index in info.private_params:
        private = args[index]
        if not isinstance(private, np.ndarray):
            continue
        for other, value in enumerate(args):
            if other != index and isinstance(value, np.ndarray) and np.may_share_memory(private, value):
                raise ArgumentValueError(
                    f"not supported yet: argument '{params[index].name}' of kernel '{info.name}' overlaps argument "
                    f"'{params[other].name}', and its atomic adds are privatised (privatize-atomic-adds); pass "
                    "separate arrays, or compile with passes='native-cpu<no-privatize>'"
                )


__all__ = ["Kernel", "Program", "WorkGroupInfo"]
