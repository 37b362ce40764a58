"""Checked launches' extra checks: uninitialised reads and data races (Oclgrind's opt-in checks).

``Program(..., checks=("uninitialized", "data-races"))`` (or
``NCPU_OPT_CHECKS=uninitialized,data-races``) builds a checked program with
``native-cpu<checked;uninitialized;data-races>``: the passes ``check-uninitialized`` and
``check-races`` keep shadow memory beside what the kernel touches (docs/design/checked-shadows.md).
This module gives those launches what the shadows need: room after each ``LocalMemory`` for its
shadows (the work-group wrapper allocates them with it), and, for the race check, a zeroed shadow
per buffer argument the kernel writes.
"""

from __future__ import annotations

import ctypes
from collections.abc import Collection, Sequence

import numpy as np
from ncpu_opt.passes.check_common import (
    ACCESS_WRITES,
    MAX_ARGS,
    OTHER_GROUP,
    OTHER_OFFSET,
    OTHER_WRITES,
    RACE_GLOBAL_CELL,
    RACE_GRANULE,
    RECORD_SIZE,
    RECORDS_OFFSET,
    SERIAL_COUNTER,
    SHADOWS,
    local_argument_bytes,
)
from ncpu_opt.passes.check_memory import DATA_RACE, KINDS, UNINITIALISED_READ
from ncpu_opt.runtime.args import LocalMemory
from ncpu_opt.runtime.errors import ArgumentTypeError, ArgumentValueError, KernelCheckError
from ncpu_opt.runtime.kernel_info import KernelInfo, ParamKind
from ncpu_opt.runtime.ndrange import NDRange

#: The extra checks, by their Oclgrind names (and ``native-cpu``'s options).
CHECK_NAMES = ("uninitialized", "data-races")
#: ``NCPU_OPT_CHECKS=uninitialized,data-races``: what programs made without ``checks=`` check.
ENV_CHECKS = "NCPU_OPT_CHECKS"


def _names(value: object, what: str) -> tuple[str, ...]:
    """*value*'s check names, validated, in :data:`CHECK_NAMES`' order."""
    if isinstance(value, str):
        items = [item.strip() for item in value.split(",") if item.strip()]
    elif isinstance(value, Sequence) and all(isinstance(item, str) for item in value):
        items = [str(item) for item in value]
    else:
        raise ArgumentTypeError(
            f"{what} must be a sequence of check names ({', '.join(CHECK_NAMES)}), not {value!r}"
        )
    unknown = [item for item in items if item not in CHECK_NAMES]
    if unknown:
        raise ArgumentValueError(
            f"{what} names no check {unknown[0]!r} (the checks: {', '.join(CHECK_NAMES)})"
        )
    return tuple(name for name in CHECK_NAMES if name in items)


def extra_checks(value: object, environment: str | None, checked: object) -> tuple[str, ...]:
    """``checks=`` as given, else what ``NCPU_OPT_CHECKS`` says; *checked* is ``checked=`` as
    given (an explicit False turns the environment's checks off, and refuses given ones)."""
    if value is None:
        if checked is False or environment is None:
            return ()
        return _names(environment, ENV_CHECKS)
    names = _names(value, "checks")
    if names and checked is False:
        raise ArgumentValueError(f"checks={value!r} need a checked program, not checked=False")
    return names


def set_local_sizes(info: KernelInfo, packed: int, by_param: Sequence[object]) -> None:
    """Give each ``LocalMemory`` argument room for its shadows in the packed arguments at
    *packed* (the kernel reads the size asked for from the check state)."""
    for param in info.params:
        value = by_param[param.index]
        if param.kind is ParamKind.LOCAL and isinstance(value, LocalMemory):
            field = ctypes.c_uint64 if param.size == 8 else ctypes.c_uint32
            field.from_address(packed + param.offset).value = local_argument_bytes(value.nbytes)


def extension(state: int, capacity: int) -> int:
    """Where check-races' part of the state starts (after the records)."""
    return state + RECORDS_OFFSET + capacity * RECORD_SIZE


def prepare_races(
    info: KernelInfo,
    state: int,
    capacity: int,
    by_param: Sequence[object],
    race_free: Collection[int] = (),
) -> list[np.ndarray]:
    """Start the serial counter at 1 and give each writable buffer argument a zeroed shadow (24
    bytes per 4: pages the kernel never touches cost nothing); the shadows, to keep alive.
    Arguments in *race_free* (launch bounds proved no two work-items race on them) get none: a
    null shadow makes check-races leave their accesses alone."""
    at = extension(state, capacity)
    ctypes.c_int64.from_address(at + SERIAL_COUNTER).value = 1
    shadows = []
    for param in info.params:
        value = by_param[param.index]
        if (
            param.index < MAX_ARGS
            and param.index not in race_free
            and isinstance(value, np.ndarray)
            and value.flags.writeable
            and not param.read_only
        ):
            shadow = np.zeros(RACE_GLOBAL_CELL * -(-value.nbytes // RACE_GRANULE), np.uint8)
            ctypes.c_uint64.from_address(at + SHADOWS + 8 * param.index).value = shadow.ctypes.data
            shadows.append(shadow)
    return shadows


def serials_ran_out(state: int, capacity: int) -> bool:
    """Whether the launch took more barrier-interval serials than 32 bits number (races in
    later intervals then went unseen)."""
    return ctypes.c_int64.from_address(extension(state, capacity) + SERIAL_COUNTER).value > 1 << 32


#: The record kinds these checks make.
SHADOW_KINDS = frozenset((UNINITIALISED_READ, DATA_RACE))


def shadow_finding(info: KernelInfo, address: int, ndrange: NDRange) -> KernelCheckError:
    """The KernelCheckError of an uninitialised read or data race record at *address*."""
    kind_code, site, argument = (ctypes.c_int32 * 3).from_address(address)
    offset, size, *ids = (ctypes.c_int64 * 8).from_address(address + 16)
    kind = KINDS[kind_code]
    local_id, group = (ids[0], ids[1], ids[2]), (ids[3], ids[4], ids[5])
    where = _site(info, site)
    memory, name = _memory(info, site, argument, offset, size)
    if kind_code == UNINITIALISED_READ:
        message = (
            f"kernel '{info.name}': {kind} of {size} bytes at {where}: {memory}; "
            f"work-group {group}, local id {local_id}"
        )
        return KernelCheckError(
            message, kind, info.name, where, name, offset, size, group, local_id, "read"
        )
    other_site, bits = (ctypes.c_int32 * 2).from_address(address + OTHER_OFFSET)
    other_item, other_group_id = (ctypes.c_int64 * 2).from_address(address + OTHER_OFFSET + 8)
    other_group = _unravel(other_group_id, ndrange.num_groups)
    other_local = _unravel(other_item, _local_size(ndrange, other_group))
    access = "write" if bits & ACCESS_WRITES else "read"
    other_access = "write" if bits & OTHER_WRITES else "read"
    other_where = _site(info, other_site)
    between = "by another work-group" if bits & OTHER_GROUP else "with no barrier between"
    message = (
        f"kernel '{info.name}': {kind} on {memory}: {access} of {size} bytes at {where} by work-item "
        f"{local_id} of work-group {group}, and {other_access} at {other_where} by work-item {other_local} "
        f"of work-group {other_group}, {between}"
    )
    return KernelCheckError(
        message,
        kind,
        info.name,
        where,
        name,
        offset,
        size,
        group,
        local_id,
        access,
        other_where,
        other_access,
        other_group,
        other_local,
    )


def _site(info: KernelInfo, site: int) -> str:
    return info.check_sites[site] if 0 <= site < len(info.check_sites) else f"site {site}"


def _memory(
    info: KernelInfo, site: int, argument: int, offset: int, size: int
) -> tuple[str, str | None]:
    """What the access touched, and the argument's name (None: not an argument)."""
    element = offset // size if size else offset
    if argument >= 0:
        param = info.params[argument]
        return f"{param.describe()}, element {element} (byte {offset})", param.name
    variables = info.check_site_variables
    variable = variables[site] if 0 <= site < len(variables) else ""
    if variable:
        shown = variable.removeprefix(f"{info.name}.")
        return f"__local variable '{shown}', byte {offset}", None
    return f"a private array, byte {offset}", None


def _unravel(linear: int, sizes: tuple[int, int, int]) -> tuple[int, int, int]:
    x = linear % sizes[0]
    y = linear // sizes[0] % sizes[1]
    return (x, y, linear // (sizes[0] * sizes[1]))


def _local_size(ndrange: NDRange, group: tuple[int, int, int]) -> tuple[int, int, int]:
    """The local size of *group* (smaller than the enqueued one at the edge of a non-uniform range)."""
    sizes = []
    for d in range(3):
        enqueued = ndrange.local_size[d]
        sizes.append(max(1, min(enqueued, ndrange.global_size[d] - group[d] * enqueued)))
    return (sizes[0], sizes[1], sizes[2])


__all__ = [
    "CHECK_NAMES",
    "ENV_CHECKS",
    "SHADOW_KINDS",
    "extra_checks",
    "prepare_races",
    "serials_ran_out",
    "set_local_sizes",
    "shadow_finding",
]
