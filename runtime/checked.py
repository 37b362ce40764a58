"""Checked launches: what a kernel built with ``check-memory`` found, as Python exceptions.

``Program(..., checked=True)`` (or ``NCPU_OPT_CHECKED=1``) builds its kernels
with ``native-cpu<checked>``: every memory access tests its address against the
memory it came from (:mod:`ncpu_opt.passes.check_memory`).  The instrumented
code reads the launch's state through ``__ncpu_check_state``, a pointer this
module owns and registers with the JIT: the size of each argument's array or
``LocalMemory`` and whether it may be written, and room for the findings.  A
checked launch fills it, runs, and turns the records into
:class:`~ncpu_opt.runtime.errors.KernelCheckError` (raised, or returned as a
list with ``checked="collect"``).  Checked launches run one at a time in the
process (they share the state).
"""

from __future__ import annotations

import ctypes
import threading
import warnings
from collections.abc import Callable, Sequence
from functools import cache

import numpy as np
from ncpu_opt.passes.check_common import EXTENSION_SIZE
from ncpu_opt.passes.check_memory import (
    CAPACITY_OFFSET,
    COUNT_OFFSET,
    FLAGS_OFFSET,
    KINDS,
    LIMITS_OFFSET,
    MAX_ARGS,
    NULL_POINTER,
    PROVEN,
    RECORD_SIZE,
    RECORDS_OFFSET,
    STATE,
    WRITABLE,
)
from ncpu_opt.runtime.args import LocalMemory
from ncpu_opt.runtime.bounds import (
    initialised,
    proven_arguments,
    proven_local_variables,
    race_free_arguments,
    race_free_local_variables,
)
from ncpu_opt.runtime.checked_groups import GROUP_KINDS, group_finding
from ncpu_opt.runtime.checked_shadows import (
    SHADOW_KINDS,
    prepare_races,
    serials_ran_out,
    shadow_finding,
)
from ncpu_opt.runtime.errors import ArgumentValueError, KernelCheckError
from ncpu_opt.runtime.kernel_info import KernelInfo, ParamKind
from ncpu_opt.runtime.ndrange import NDRange

from ncpu_opt.codegen import backend
from ncpu_opt.sycl.spec_constants import SpecConstantTable

#: Findings kept per launch (more are counted, not kept).
CAPACITY = 64
#: The values ``checked=`` takes: off, raise the first finding, return them all.
CHECKED_MODES = (False, True, "collect")
#: ``NCPU_OPT_CHECKED=1``: programs made without ``checked=`` are checked.
ENV_CHECKED = "NCPU_OPT_CHECKED"

_lock = threading.Lock()
#: The thread whose checked launch holds the state (a launch from a signal handler inside it
#: would wait for itself).
_owner: int | None = None
_state_pointer = ctypes.c_void_p(None)


@cache
def register_state_symbol() -> None:
    """Make ``__ncpu_check_state`` resolve to this module's pointer in every JIT-linked object."""
    backend._llvm().add_symbol(STATE, ctypes.addressof(_state_pointer))


def checked_mode(value: object, environment: str | None) -> bool | str:
    """``checked=`` as given, else what ``NCPU_OPT_CHECKED`` says."""
    if value is None:
        if environment is None or environment.strip() in ("", "0"):
            return False
        if environment.strip() == "1":
            return True
        if environment.strip() == "collect":
            return "collect"
        raise ArgumentValueError(f"{ENV_CHECKED} must be 0, 1 or collect, not {environment!r}")
    if isinstance(value, bool) or value == "collect":
        return value  # type: ignore[return-value]
    raise ArgumentValueError(f"checked must be True, False or 'collect', not {value!r}")


class _State(ctypes.Structure):
    # The records, then check-races' part (checked_shadows.prepare_races).
    _fields_ = [("bytes", ctypes.c_ubyte * (RECORDS_OFFSET + CAPACITY * RECORD_SIZE + EXTENSION_SIZE))]


def run_checked(info: KernelInfo, positions: dict[int, int], args: Sequence[object], ndrange: NDRange,
                run: Callable[[], None], unchecked: Callable[[], None] | None = None,
                races: bool = False, uninitialized: bool = False) -> list[KernelCheckError]:
    """Run a checked launch (*run*) with *args* (the caller's, by position); its findings.

    Arguments that launch bounds prove every access stays inside (for this launch) get the
    PROVEN flag: their accesses skip the test.  When that covers every checked access of the
    kernel (each reaches one argument, all proven), *unchecked* (the same launch of an
    unchecked build, vectorised) runs instead: nothing is left to check.  *races*: the kernel
    was built with ``data-races`` (its writable buffers get shadows, but for those launch bounds
    prove no two work-items race on; with races, *unchecked* runs only if every argument and
    ``__local`` variable a site reaches is proven so)."""
    register_state_symbol()
    state = _State()
    base = ctypes.addressof(state)
    limits = (ctypes.c_int64 * MAX_ARGS).from_address(base + LIMITS_OFFSET)
    flags = (ctypes.c_int64 * MAX_ARGS).from_address(base + FLAGS_OFFSET)
    sizes: dict[int, int] = {}
    writable: dict[int, bool] = {}
    # Where each starts, for alignment: __local buffers are 128-byte aligned per group.
    addresses: dict[int, int] = {}
    by_param: list[object] = [None] * len(info.params)
    for param in info.params:
        position = positions.get(param.index)
        if param.kind is ParamKind.SPEC_CONSTANTS and info.spec_constants is not None:
            # The program fills it (Program._spec_buffer), the kernel only reads it.
            sizes[param.index] = max(SpecConstantTable.from_json(info.spec_constants).buffer_size, 1)
            writable[param.index] = False
            continue
        if position is None:
            continue
        value = by_param[param.index] = args[position]
        if isinstance(value, np.ndarray):
            sizes[param.index] = value.nbytes
            writable[param.index] = bool(value.flags.writeable) and not param.read_only
            addresses[param.index] = value.ctypes.data
        elif isinstance(value, LocalMemory):
            sizes[param.index], writable[param.index] = value.nbytes, True
        elif param.kind in (ParamKind.BUFFER, ParamKind.LOCAL):
            sizes[param.index], writable[param.index] = 0, False
    proven: set[int] = set()
    proven_variables: set[str] = set()
    race_free: set[int] = set()
    race_free_variables: set[str] = set()
    # With uninitialized: the __local arguments and variables whose reads are proven to read what
    # the group wrote before a barrier (every other __local site keeps its test).
    locals_ = {p.index for p in info.params if p.kind is ParamKind.LOCAL}
    written: tuple[frozenset[int], frozenset[str]] | None = (frozenset(), frozenset()) if uninitialized else None
    if info.bounds is not None:
        launch = (ndrange.global_size, ndrange.local_size, ndrange.global_offset)
        proven = proven_arguments(info.bounds, *launch, by_param, sizes, writable, addresses)
        proven_variables = proven_local_variables(info.bounds, *launch, by_param)
        if races:
            race_free = race_free_arguments(info.bounds, *launch, by_param)
            race_free_variables = race_free_local_variables(info.bounds, *launch, by_param)
        if uninitialized:
            written = initialised(info.bounds, *launch, by_param)
    # With races, a site is left unchecked only where its memory is proven both in bounds and
    # race-free (the race check's sites are among the check's).
    safe, safe_variables = (
        (proven & race_free, proven_variables & race_free_variables) if races else (proven, proven_variables)
    )
    if written is not None:
        safe, safe_variables = safe - (locals_ - written[0]), safe_variables & written[1]
    sites = zip(info.check_site_arguments, info.check_site_variables or [""] * len(info.check_site_arguments),
                strict=True)
    if unchecked is not None and all(a in safe if a >= 0 else v in safe_variables and v for a, v in sites):
        unchecked()
        return []
    for index, size in sizes.items():
        if index < MAX_ARGS:
            limits[index] = size
            flags[index] = (WRITABLE if writable[index] else 0) | (PROVEN if index in proven else 0)
    ctypes.c_int32.from_address(base + CAPACITY_OFFSET).value = CAPACITY
    shadows = prepare_races(info, base, CAPACITY, by_param, race_free) if races else []
    global _owner
    if _owner == threading.get_ident():
        raise RuntimeError(
            f"kernel '{info.name}': a checked launch from inside a checked launch of this thread "
            "(a signal handler?) would wait for itself"
        )
    with _lock:
        _owner = threading.get_ident()
        _state_pointer.value = base
        try:
            run()
        finally:
            _state_pointer.value = None
            _owner = None
    del shadows  # (the kernel is done with them)
    if races and serials_ran_out(base, CAPACITY):
        warnings.warn(f"kernel '{info.name}': the launch ran more than 2**32 barrier intervals; races in the "
                      "later ones were not looked for", RuntimeWarning, stacklevel=3)
    count = ctypes.c_int32.from_address(base + COUNT_OFFSET).value
    findings = [_finding(info, base + RECORDS_OFFSET + i * RECORD_SIZE, ndrange) for i in range(min(count, CAPACITY))]
    # Work-groups run on several threads, so records arrive in no fixed order: the findings go
    # in work-group order, then work-item order (the same launch reports the same first finding).
    return sorted(findings, key=lambda f: (f.work_group[::-1], f.local_id[::-1]))


def _finding(info: KernelInfo, address: int, ndrange: NDRange) -> KernelCheckError:
    kind_code, site, argument = (ctypes.c_int32 * 3).from_address(address)
    if kind_code in SHADOW_KINDS:
        return shadow_finding(info, address, ndrange)
    offset, size, *ids = (ctypes.c_int64 * 8).from_address(address + 16)
    if kind_code in GROUP_KINDS:
        return group_finding(info, kind_code, site, argument, offset, size, (ids[0], ids[1], ids[2]),
                             (ids[3], ids[4], ids[5]))
    kind = KINDS.get(kind_code, f"finding {kind_code}")
    where = info.check_sites[site] if 0 <= site < len(info.check_sites) else f"site {site}"
    local_id, group = (ids[0], ids[1], ids[2]), (ids[3], ids[4], ids[5])
    name: str | None = None
    if argument >= 0:
        param = info.params[argument]
        element = offset // size if size else offset
        memory = f"{param.describe()}, element {element} (byte {offset})"
        name = param.name
    elif kind_code == NULL_POINTER:
        memory = f"a null pointer, byte {offset}"
    else:
        memory = f"a private array or program-scope variable, byte {offset}"
    message = (f"kernel '{info.name}': {kind} of {size} bytes at {where}: {memory}; "
               f"work-group {group}, local id {local_id}")
    return KernelCheckError(message, kind, info.name, where, name, offset, size, group, local_id)


__all__ = ["CHECKED_MODES", "ENV_CHECKED", "checked_mode", "register_state_symbol", "run_checked"]
