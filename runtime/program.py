"""Programs and kernels: compile (or load from the cache), then launch NDRanges.

A launch packs the arguments once, fills one ``%MuxWorkGroupInfo``
template, and calls the kernel's work-group driver on disjoint ranges of
linear group indices from a thread pool: ctypes releases the GIL for the
native call, so the ranges run in parallel and no Python runs per work-group
or work-item.
"""

from __future__ import annotations

import ctypes
import os
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from types import MappingProxyType

import numpy as np
from ncpu_opt.runtime import cache as disk_cache
from ncpu_opt.runtime.args import decode_spec_constant, encode_spec_constant, pack_arguments
from ncpu_opt.runtime.compiler import (
    DEFAULT_PASSES,
    Target,
    analyse,
    compile_to_object,
    pipeline_text,
    read_source,
    specialise_local_size,
)
from ncpu_opt.runtime.errors import ArgumentValueError, CompileError, KernelNotFoundError
from ncpu_opt.runtime.jit import LoadedObject
from ncpu_opt.runtime.kernel_info import KernelInfo
from ncpu_opt.runtime.ndrange import NDRange, WorkGroupInfo, make_ndrange

from ncpu_opt.spec_constants import COMPOSITE_FN, SCALAR_FN, SpecConstantInfo, SpecConstantTable

ENV_THREADS = "NCPU_NUM_THREADS"
#: Ranges per thread: more than one so that uneven work-groups balance out.
CHUNKS_PER_THREAD = 4

_DRIVER = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t, ctypes.c_size_t)
Driver = Callable[[object, int, int, int], None]
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
    configured = os.environ.get(ENV_THREADS)
    if configured:
        try:
            n = int(configured)
        except ValueError:
            raise ArgumentValueError(f"{ENV_THREADS} must be a positive integer, not '{configured}'") from None
        if n > 0:
            return n
        raise ArgumentValueError(f"{ENV_THREADS} must be a positive integer, not '{configured}'")
    return os.cpu_count() or 1


class Program:
    """A compiled module: its kernels, callable on numpy arrays.

    Build one with :meth:`from_file` or :meth:`from_source`; keyword options:
    ``passes`` (the pipeline text, default ``native-cpu``; a bare
    ``native-cpu`` runs at ``opt_level``), ``opt_level`` (0-3, also the code
    generation level), ``threads`` (default: ``NCPU_NUM_THREADS`` or all
    cores) and ``cache`` (reuse compiled objects from ``~/.cache/ncpu-opt`` or
    ``NCPU_OPT_CACHE_DIR``) and ``specialize`` (compile each kernel again for
    the local size of a uniform launch, as PoCL does: constant work-item loop
    bounds let LLVM unroll and vectorise them without remainders; the first
    launch at a new local size pays one compilation, cached like the rest).
    ``vectorize=False`` runs the default pipeline without the vectoriser
    (``native-cpu<O3;no-vecz>``), ``vector_width=N`` makes it widen kernels
    by N work-items rather than the host's natural width
    (``native-cpu<O3;vecz-width=N>``); neither combines with a custom
    ``passes``, which says ``no-vecz``/``vecz-width=N`` itself.
    """

    def __init__(
        self,
        source: bytes,
        filename: str = "<source>",
        *,
        passes: str = DEFAULT_PASSES,
        opt_level: int = 3,
        threads: int | None = None,
        cache: bool = True,
        specialize: bool = True,
        vectorize: bool = True,
        vector_width: int | None = None,
    ) -> None:
        if opt_level not in (0, 1, 2, 3):
            raise ArgumentValueError(f"opt_level must be 0, 1, 2 or 3, not {opt_level!r}")
        if threads is not None and (isinstance(threads, bool) or not isinstance(threads, int) or threads < 1):
            raise ArgumentValueError(f"threads must be a positive integer, not {threads!r}")
        self.filename = filename
        self.threads = threads if threads is not None else default_threads()
        self.pipeline = with_spec_constants(pipeline_text(passes, opt_level, vectorize, vector_width), source)
        self.opt_level = opt_level
        self.from_cache = False
        self._source = source
        self._cache = cache
        self.specialize = specialize
        target = self._target = Target.host()
        key = disk_cache.cache_key(source, self.pipeline, opt_level, target.key()) if cache else None
        entry = disk_cache.load(key) if key is not None else None
        if entry is not None:
            obj, infos = entry
            self.from_cache = True
        else:
            text = read_source(source, filename)
            infos = analyse(text, filename, target)  # errors in the kernels' signatures come first
            obj = compile_to_object(text, filename, self.pipeline, opt_level, target)
        self._object = LoadedObject(obj)
        self._kernels = {info.name: info for info in infos}
        spec_json = next((info.spec_constants for info in infos if info.spec_constants), None)
        self._spec_table = SpecConstantTable.from_json(spec_json) if spec_json else SpecConstantTable()
        self._spec_values: dict[str, bytes] = {}
        self._drivers = {info.name: _DRIVER(self._object.address(info.driver)) for info in infos}
        if entry is None and key is not None:
            disk_cache.store(key, obj, infos)
        self._pool: ThreadPoolExecutor | None = None
        self._pool_lock = threading.Lock()
        # Drivers compiled for one local size (see _driver_for), and their objects.
        self._specialized: dict[tuple[str, tuple[int, int, int]], Driver] = {}
        self._specialized_objects: list[LoadedObject] = []
        self._specialize_lock = threading.Lock()

    @classmethod
    def from_file(cls, path: str | os.PathLike[str], **options: object) -> Program:
        """Compile the IR (text or bitcode) in *path*."""
        p = Path(path)
        try:
            data = p.read_bytes()
        except OSError as e:
            raise CompileError(f"{p}: {e.strerror or e}") from None
        return cls(data, str(p), **options)  # type: ignore[arg-type]

    @classmethod
    def from_source(cls, ir_text: str | bytes, **options: object) -> Program:
        """Compile IR given as text (or bitcode bytes)."""
        data = ir_text.encode() if isinstance(ir_text, str) else bytes(ir_text)
        return cls(data, "<source>", **options)  # type: ignore[arg-type]

    @property
    def kernel_names(self) -> list[str]:
        return list(self._kernels)

    def kernel(self, name: str) -> Kernel:
        info = self._kernels.get(name)
        if info is None:
            available = ", ".join(self._kernels) or "none"
            raise KernelNotFoundError(f"no kernel '{name}' in {self.filename} (its kernels: {available})")
        return Kernel(self, info)

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

    def _executor(self) -> ThreadPoolExecutor:
        with self._pool_lock:
            if self._pool is None:
                self._pool = ThreadPoolExecutor(max_workers=self.threads, thread_name_prefix="ncpu-opt")
            return self._pool

    def _driver_for(self, info: KernelInfo, ndrange: NDRange) -> Driver:
        """The kernel's driver, specialised for the launch's local size when that applies."""
        uniform = all(g % size == 0 for g, size in zip(ndrange.global_size, ndrange.local_size, strict=True))
        if not self.specialize or not uniform or info.reqd_work_group_size is not None:
            return self._drivers[info.name]
        key = (info.name, ndrange.local_size)
        driver = self._specialized.get(key)
        if driver is None:
            with self._specialize_lock:
                driver = self._specialized.get(key)
                if driver is None:
                    driver = self._compile_specialized(info.name, ndrange.local_size)
                    self._specialized[key] = driver
        return driver

    def _compile_specialized(self, name: str, local_size: tuple[int, int, int]) -> Driver:
        """Compile the module with ``!reqd_work_group_size`` = ``local_size`` on kernel ``name``."""
        tag = f"\n; specialised: {name} {local_size}".encode()
        key = (
            disk_cache.cache_key(self._source + tag, self.pipeline, self.opt_level, self._target.key())
            if self._cache
            else None
        )
        entry = disk_cache.load(key) if key is not None else None
        if entry is not None:
            obj, infos = entry
        else:
            text = specialise_local_size(read_source(self._source, self.filename), self.filename, name, local_size)
            infos = analyse(text, self.filename, self._target)
            obj = compile_to_object(text, self.filename, self.pipeline, self.opt_level, self._target)
            if key is not None:
                disk_cache.store(key, obj, infos)
        loaded = LoadedObject(obj)
        self._specialized_objects.append(loaded)
        driver_symbol = next(info.driver for info in infos if info.name == name)
        return _DRIVER(loaded.address(driver_symbol))

    def _launch(self, info: KernelInfo, packed: ctypes.c_void_p | int, ndrange: NDRange) -> None:
        driver = self._driver_for(info, ndrange)
        template = ndrange.template()
        args = packed
        tmpl = ctypes.addressof(template)
        total = ndrange.total_groups
        chunks = min(total, self.threads * CHUNKS_PER_THREAD) if self.threads > 1 else 1
        if chunks <= 1:
            driver(args, tmpl, 0, total)
            return
        bounds = [total * i // chunks for i in range(chunks + 1)]
        pool = self._executor()
        futures: list[Future[None]] = [
            pool.submit(driver, args, tmpl, bounds[i], bounds[i + 1]) for i in range(chunks)
        ]
        for future in futures:
            future.result()

    def close(self) -> None:
        """Stop the thread pool (the compiled code stays loaded until the Program is dropped)."""
        with self._pool_lock:
            if self._pool is not None:
                self._pool.shutdown(wait=True)
                self._pool = None

    def __enter__(self) -> Program:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        pool = getattr(self, "_pool", None)
        if pool is not None:
            pool.shutdown(wait=False)


class Kernel:
    """One kernel of a :class:`Program`; calling it runs an NDRange synchronously."""

    def __init__(self, program: Program, info: KernelInfo) -> None:
        self.program = program
        self.info = info

    @property
    def name(self) -> str:
        return self.info.name

    def __repr__(self) -> str:
        params = ", ".join(f"{p.cl_type or p.llvm_type} {p.name}" for p in self.info.user_params)
        return f"<Kernel {self.name}({params})>"

    def __call__(
        self,
        *args: object,
        global_size: object,
        local_size: object = None,
        global_offset: object = None,
    ) -> None:
        """Run the kernel over ``global_size`` work-items (1 to 3 dimensions); arrays are updated in place."""
        ndrange = make_ndrange(global_size, local_size, global_offset, self.info.reqd_work_group_size)
        spec = self.program._spec_buffer() if self.info.spec_constants is not None else None
        packed, keep = pack_arguments(self.info, args, spec)
        self.program._launch(self.info, packed.ctypes.data, ndrange)
        del keep  # the arrays had to outlive the launch


__all__ = ["Kernel", "Program", "WorkGroupInfo"]
