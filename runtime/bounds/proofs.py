"""Proofs of memory: per launch shape and scalar values (:func:`proofs`), the pointer arguments
and ``__local`` variables every access of which stays inside what was given
(:func:`proven_arguments`, :func:`proven_local_variables`), and those free of data races.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from ncpu_opt.runtime.bounds.launch import _Launch, _Skip
from ncpu_opt.runtime.bounds.races import _local_race_free, _race_free
from ncpu_opt.runtime.bounds.requirements import _scalars_read


@dataclass(frozen=True)
class Extent:
    """Where every access of one argument stays on a launch: bytes ``[low, high)``, whether any
    writes, and the alignment the argument's start must have for every access to be aligned
    (None: some access is not aligned whatever the start)."""

    low: int
    high: int
    writes: bool
    align: int | None


class Proofs(NamedTuple):
    """What launch bounds prove about one launch shape and its scalar values."""

    #: The extents of the kernel's checked arguments (by parameter index; None where some
    #: access cannot be bounded).
    extents: dict[int, Extent | None]
    #: The ``__local`` variables (by name) every access of which stays inside.
    variables: set[str]
    #: The pointer arguments (by parameter index) on which no two work-items of the launch can
    #: race: only read, or written where no other work-item touches (:func:`_race_free`).
    race_free: set[int]
    #: The ``__local`` variables (by name) on which no two work-items of a group can race in one
    #: barrier interval (:func:`_local_race_free`).
    race_free_variables: set[str] = set()


#: Per kernel (its bounds), the proofs of the launch shapes and scalar values it was checked
#: with (the analysis is costly, a checked launch runs it once per shape).
_PROOFS: dict[int, tuple[dict[str, Any], list[int], dict[object, Proofs]]] = {}
MAX_PROOFS = 64


def proofs(bounds: dict[str, Any], global_size: Sequence[int], local_size: Sequence[int], offset: Sequence[int],
           args: Sequence[object]) -> Proofs:
    """What the kernel's launch bounds prove on a launch of these sizes and scalar arguments
    (*args*, by parameter index)."""
    known = _PROOFS.get(id(bounds))
    if known is None or known[0] is not bounds:
        if len(_PROOFS) >= MAX_PROOFS:
            _PROOFS.clear()
        known = _PROOFS[id(bounds)] = (bounds, sorted(_scalars_read(bounds)), {})
    try:
        scalars = tuple(int(args[i]) for i in known[1] if i < len(args))  # type: ignore[call-overload]
        key: object = (tuple(global_size), tuple(local_size), tuple(offset), scalars)
    except (TypeError, ValueError):
        key = None
    found = known[2].get(key) if key is not None else None
    if found is None:
        launch = _Launch(global_size, local_size, offset, args, bounds["variables"])
        extents = {argument["index"]: _extent(launch, argument) for argument in bounds["arguments"]}
        variables = {
            variable["name"]
            for variable in bounds.get("local_variables", ())
            if not variable["unchecked"] and _inside(_extent(launch, variable), variable["size"])
        }
        race_free = {argument["index"] for argument in bounds["arguments"] if _race_free(launch, argument)}
        race_free_variables = {variable["name"] for variable in bounds.get("local_variables", ())
                               if _local_race_free(launch, variable)}
        found = Proofs(extents, variables, race_free, race_free_variables)
        if key is not None:
            if len(known[2]) >= MAX_PROOFS:
                known[2].clear()
            known[2][key] = found
    return found


def _extent(launch: _Launch, argument: dict[str, Any]) -> Extent | None:
    """Where the accesses of *argument* (an argument's or a variable's record) stay; None if
    some cannot be bounded on this launch."""
    if argument["unchecked"]:
        return None
    low, high, writes, align = 0, 0, False, 1
    aligned = True
    try:
        for access in argument["accesses"]:
            for form, bits, signed in access["fits"]:
                launch.fits(form, bits, signed, access["clamps"])
            found = launch.form(access["off"], access["clamps"])
            if found is None:
                continue  # no work-item of this launch gets there
            low, high = min(low, found[0]), max(high, found[1] + access["size"])
            writes |= access["write"]
            need = access.get("align", 1) or 1
            aligned &= launch.aligned(access["off"], need, 0)
            align = math.lcm(align, need)
    except _Skip:
        return None
    return Extent(low, high, writes, align if aligned else None)


def _inside(extent: Extent | None, size: int) -> bool:
    return extent is not None and extent.low >= 0 and extent.high <= size


def proven_arguments(bounds: dict[str, Any], global_size: Sequence[int], local_size: Sequence[int],
                     offset: Sequence[int], args: Sequence[object], sizes: dict[int, int],
                     writable: dict[int, bool], addresses: dict[int, int]) -> set[int]:
    """The arguments (by parameter index) that every access of the kernel certainly stays inside,
    aligned, on this launch: *sizes* gives each argument's bytes, *writable* whether it may be
    written, *addresses* where it starts.

    Unlike :func:`requirements`, which compares only the extremes some work-item attains, this
    needs every access's range to be bounded (conditions not read only make a range larger);
    a checked launch skips its tests for these arguments (``check-memory``'s PROVEN flag)."""
    extents = proofs(bounds, global_size, local_size, offset, args).extents
    proven = set()
    for index, extent in extents.items():
        size = sizes.get(index)
        if size is None or extent is None or not _inside(extent, size):
            continue
        if extent.writes and not writable.get(index, False):
            continue
        if extent.align is None or addresses.get(index, 0) % extent.align:
            continue
        proven.add(index)
    return proven


def proven_local_variables(bounds: dict[str, Any], global_size: Sequence[int], local_size: Sequence[int],
                           offset: Sequence[int], args: Sequence[object]) -> set[str]:
    """The kernel's ``__local`` variables (by name) every access of which certainly stays inside
    on this launch (their sizes are the program's; the driver aligns each as its type asks)."""
    return set(proofs(bounds, global_size, local_size, offset, args).variables)


def race_free_arguments(bounds: dict[str, Any], global_size: Sequence[int], local_size: Sequence[int],
                        offset: Sequence[int], args: Sequence[object]) -> set[int]:
    """The pointer arguments (by parameter index) no two work-items of this launch can race on
    (:func:`_race_free`): a checked launch gives them no race shadow (``check-races`` then
    leaves their accesses alone)."""
    return set(proofs(bounds, global_size, local_size, offset, args).race_free)


def race_free_local_variables(bounds: dict[str, Any], global_size: Sequence[int], local_size: Sequence[int],
                              offset: Sequence[int], args: Sequence[object]) -> set[str]:
    """The kernel's ``__local`` variables (by name) no two work-items of a group of this launch
    can race on in one barrier interval (:func:`_local_race_free`)."""
    return set(proofs(bounds, global_size, local_size, offset, args).race_free_variables)
