"""A program's kernels compiled unit by unit: each on its first use, or all at once in parallel.

The module is split into compilation units (:mod:`ncpu_opt.codegen.split`: a kernel
and what it reaches; kernels sharing program-scope state together).  A unit
is compiled, or loaded from the disk cache (keyed by the unit's own text, so
editing one kernel of a program recompiles that one), the first time one of
its kernels is used: a program of hundreds of kernels is ready as soon as it
is read, and pays only for what it runs.  ``compile="eager"`` compiles every
unit up front, in worker processes (fresh interpreters, which never run the
caller's script again).

Once every unit is in, their objects are joined into one (a relocatable
link, :func:`ncpu_opt.codegen.parallel.find_linker`) and stored under the program's
own key, so the next process loads the program in one piece, without even
running the front end again.
"""

from __future__ import annotations

import os
import threading
import weakref
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import ClassVar

from ncpu_opt.runtime import cache as disk_cache
from ncpu_opt.runtime.compiler import MAX_SIZED_BUILDS, Target, analyse, compile_to_object, logger
from ncpu_opt.runtime.errors import CompileError
from ncpu_opt.runtime.jit import LoadedObject
from ncpu_opt.runtime.kernel_info import KernelInfo, has_program_state, kernel_infos

from ncpu_opt.codegen.parallel import default_jobs, find_linker, link_relocatable, run_in_processes
from ncpu_opt.codegen.split import Unit, defined_functions, split_units
from ncpu_opt.errors import NcpuError
from ncpu_opt.sycl.spec_constants import getter_functions

#: ``Program(compile=...)``: on first use, or every kernel before the constructor returns.
COMPILE_MODES = ("lazy", "eager")
#: Units that ``compile_all`` compiles in this process rather than start worker processes.
MIN_UNITS_FOR_PROCESSES = 8


class ForkSafeLock:
    """A lock that a forked child finds free.

    A compilation under way in another thread when the process forks holds its
    program's lock, and the child has no such thread to let go of it: a plain
    lock left the child's copy of the program locked for ever.  What the lock
    guards changes only when a compilation is done, so the child finds each unit
    compiled or not, and compiles what it needs itself.
    """

    _every: ClassVar[weakref.WeakSet[ForkSafeLock]] = weakref.WeakSet()

    def __init__(self) -> None:
        self._lock = threading.Lock()
        ForkSafeLock._every.add(self)

    def __enter__(self) -> bool:
        return self._lock.acquire()

    def __exit__(self, *exc: object) -> None:
        self._lock.release()

    @classmethod
    def _renew_after_fork(cls) -> None:
        for lock in list(cls._every):
            lock._lock = threading.Lock()


os.register_at_fork(after_in_child=ForkSafeLock._renew_after_fork)


def analyse_units(text: str, filename: str, target: Target, split: bool = True) -> tuple[list[KernelInfo], list[Unit]]:
    """The kernels of the module *text* (as :func:`~ncpu_opt.runtime.compiler.analyse` finds them)
    and its units (:func:`~ncpu_opt.codegen.split.split_units`; none when not *split*).

    The units are parsed and analysed one at a time, so that the analysis holds one unit's IR
    at a time, not the whole module's (the IR takes about ten times the size of its text).  The
    whole module is analysed instead when it is one unit, when its kernels read SYCL
    specialization constants (traced across the module), and when a unit's analysis fails (the
    whole module's error says where in the module).
    """
    units = split_units(text) if split else []
    infos = _infos_by_unit(text, units, filename, target) if len(units) > 1 else None
    if infos is None:
        infos = analyse(text, filename, target)
    return infos, units


def _infos_by_unit(text: str, units: list[Unit], filename: str, target: Target) -> list[KernelInfo] | None:
    """The kernels' information read from *units* one at a time, in module order, as the whole
    module's analysis reads it; None where it could not be (see :func:`analyse_units`)."""
    from ncpu_opt.ir import parse_module

    found: dict[str, KernelInfo] = {}
    # Whether the module has program state: every global is in some unit.
    shared = False
    for unit in units:
        try:
            module = parse_module(unit.text, filename)
            if getter_functions(module):
                return None
            infos = kernel_infos(module, target.datalayout)
        except NcpuError:
            return None
        shared = shared or has_program_state(module)
        for info in infos:
            if info.name in found:
                return None  # a kernel in two units: never made by the split
            found[info.name] = info
    return [replace(found[name], shares_globals=shared) for name in defined_functions(text) if name in found]


def _units_for(units: list[Unit], text: str, kernels: list[str]) -> list[Unit]:
    """The units of ``text`` (*units*: the split's, empty when not split), each naming the kernels
    of ``kernels`` (the runtime's) it holds; one unit when not split or when the split's kernels
    are not those."""
    known = set(kernels)
    # A unit of no kernel the runtime knows (a function the split took for one) is never called.
    named = [Unit(ks, unit.text) for unit in units if (ks := tuple(k for k in unit.kernels if k in known))]
    if len(named) <= 1 or sorted(k for unit in named for k in unit.kernels) != sorted(kernels):
        return [Unit(tuple(kernels), text)]
    return named


@dataclass(frozen=True)
class UnitJob:
    """What compiling one unit takes (sent to a worker process)."""

    text: str
    filename: str
    pipeline: str
    opt_level: int
    target: Target
    kernels: tuple[KernelInfo, ...]


def compile_unit(job: UnitJob) -> tuple[bytes, list[KernelInfo]]:
    return compile_to_object(job.text, job.filename, job.pipeline, job.opt_level, job.target, list(job.kernels))


@dataclass
class _Built:
    loaded: LoadedObject
    obj: bytes
    kernels: list[KernelInfo]


class ProgramUnits:
    """The units of one program, and which of them are compiled (and loaded) so far."""

    def __init__(
        self,
        text: str,
        filename: str,
        pipeline: str,
        opt_level: int,
        target: Target,
        infos: Sequence[KernelInfo],
        cache: bool,
        split: bool = True,
        units: list[Unit] | None = None,
    ) -> None:
        # Not split: a program whose kernels read specialization constants (their emulation
        # buffer is laid out over the whole module).  *units*: the split, when already made.
        if units is None:
            units = split_units(text) if split else []
        self.units: list[Unit] = _units_for(units, text, [info.name for info in infos])
        self._unit_of = {name: i for i, unit in enumerate(self.units) for name in unit.kernels}
        self._infos = {info.name: info for info in infos}
        self._filename, self._pipeline, self._opt_level, self._target = filename, pipeline, opt_level, target
        # A program of one unit is stored under the program's key alone (see joined).
        self._cache = cache and len(self.units) > 1
        self._built: dict[int, _Built] = {}
        self._lock = ForkSafeLock()
        #: Kernels whose code is in the process, in the order they arrived.
        self.ready: list[str] = []
        #: Units compiled here (not loaded from the cache).
        self.compilations = 0

    def unit_text(self, kernel: str) -> str:
        """The text of the unit that holds ``kernel`` (for builds of one kernel at one local size)."""
        return self.units[self._unit_of[kernel]].text

    def _key(self, unit: Unit) -> str | None:
        if not self._cache:
            return None
        return disk_cache.cache_key(unit.text.encode(), self._pipeline, self._opt_level, self._target.key())

    def kernel(self, name: str) -> tuple[KernelInfo, int]:
        """``name``'s complete information (what compiling it told) and its driver's address:
        its unit compiled (or loaded) first if it is not yet."""
        index = self._unit_of[name]
        with self._lock:
            built = self._built.get(index)
            if built is None:
                built = self._load_or_compile(index)
        info = next(k for k in built.kernels if k.name == name)
        return info, built.loaded.address(info.driver)

    def _load_or_compile(self, index: int) -> _Built:
        unit = self.units[index]
        key = self._key(unit)
        cached = disk_cache.load_and_link(key) if key is not None else None
        if cached is not None and {k.name for k in cached.kernels} == set(unit.kernels):
            built = _Built(cached.loaded, cached.obj, cached.kernels)
        else:
            logger.info("compiling kernel%s %s", "s" if len(unit.kernels) > 1 else "", ", ".join(unit.kernels))
            obj, kernels = compile_unit(self._unit_job(unit))
            self.compilations += 1
            if key is not None:
                disk_cache.store(key, obj, kernels)
            built = _Built(LoadedObject(obj), obj, kernels)
        self._add(index, built)
        return built

    def _unit_job(self, unit: Unit) -> UnitJob:
        kernels = tuple(self._infos[name] for name in unit.kernels)
        return UnitJob(unit.text, self._filename, self._pipeline, self._opt_level, self._target, kernels)

    def _add(self, index: int, built: _Built) -> None:
        self._built[index] = built
        self.ready += self.units[index].kernels

    def compile_all(self, jobs: int | None = None) -> None:
        """Every unit not in yet: loaded from the cache, the others compiled in worker processes."""
        with self._lock:
            missing: list[tuple[int, str | None]] = []
            for index, unit in enumerate(self.units):
                if index in self._built:
                    continue
                key = self._key(unit)
                cached = disk_cache.load_and_link(key) if key is not None else None
                if cached is not None and {k.name for k in cached.kernels} == set(unit.kernels):
                    self._add(index, _Built(cached.loaded, cached.obj, cached.kernels))
                else:
                    missing.append((index, key))
            if not missing:
                return
            logger.debug("compiling %d units of %s", len(missing), self._filename)
            # Fresh interpreters, not forks: the program's process may run threads (the worker
            # pool, callers).  One costs about a second of imports: a few units compile here sooner.
            jobs = (jobs or default_jobs()) if len(missing) > MIN_UNITS_FOR_PROCESSES else 1
            try:
                results = run_in_processes(
                    compile_unit,
                    [self._unit_job(self.units[i]) for i, _ in missing],
                    jobs,
                    "fresh",
                    costs=[len(self.units[i].text) for i, _ in missing],
                )
            except NcpuError as e:  # a worker process that died
                raise CompileError(f"{self._filename}: {e}") from None
            for (index, key), (obj, kernels) in zip(missing, results, strict=True):
                self.compilations += 1
                if key is not None:
                    disk_cache.store(key, obj, kernels)
                self._add(index, _Built(LoadedObject(obj), obj, kernels))

    def complete(self) -> bool:
        return len(self._built) == len(self.units)

    def joined(self, on_linked: Callable[[bytes, list[KernelInfo]], None]) -> None:
        """Once every unit is in: their objects joined into one, handed to ``on_linked`` with every
        kernel's information (nothing when there is no linker for the host)."""
        if not self.complete():
            return
        linker = find_linker(self._target.triple)
        if linker is None:
            return
        built = [self._built[i] for i in range(len(self.units))]
        obj = built[0].obj if len(built) == 1 else link_relocatable(linker, [b.obj for b in built])
        infos = {k.name: k for b in built for k in b.kernels}
        on_linked(obj, [infos[name] for name in self._infos])  # in the module's order


@dataclass(frozen=True, eq=False)
class SizedBuild:
    """A kernel compiled for one local size: its code in the process, and its driver's address."""

    kernel: str
    local_size: tuple[int, int, int]
    loaded: LoadedObject
    driver: int


class SizedBuilds:
    """A program's builds for one local size: at most ``limit`` per kernel, the least recently used
    dropped first (``add`` returns them, for the caller to forget what refers to them).

    ``(kernel, local_size) in builds`` and ``len(builds)`` as for a dict.  ``add`` is called
    under the program's lock; ``get`` and ``touch``, on launches, are not: each is one step of
    the ordered dict, and a build another thread dropped meanwhile stays alive as long as
    the launches that hold it.
    """

    def __init__(self, limit: int = MAX_SIZED_BUILDS) -> None:
        self._limit = limit
        self._builds: OrderedDict[tuple[str, tuple[int, int, int]], SizedBuild] = OrderedDict()

    def __len__(self) -> int:
        return len(self._builds)

    def __contains__(self, key: object) -> bool:
        return key in self._builds

    def get(self, kernel: str, local_size: tuple[int, int, int]) -> SizedBuild | None:
        """The build of *kernel* for *local_size* if there is one, now the most recently used."""
        build = self._builds.get((kernel, local_size))
        if build is not None:
            self.touch(build)
        return build

    def touch(self, build: SizedBuild) -> None:
        """*build* is used (by a launch): the last of its kernel's to go."""
        try:
            self._builds.move_to_end((build.kernel, build.local_size))
        except KeyError:
            pass  # dropped meanwhile: the launch that holds it keeps it alive

    def add(self, build: SizedBuild) -> list[SizedBuild]:
        """Keep *build*; returns the builds of its kernel it pushes out."""
        self._builds[(build.kernel, build.local_size)] = build
        mine = [key for key in list(self._builds) if key[0] == build.kernel]
        return [self._builds.pop(key) for key in mine[: max(0, len(mine) - self._limit)]]
