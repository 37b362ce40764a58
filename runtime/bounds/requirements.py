"""What a launch must give: per checked argument, the bytes its accesses reach
(:func:`requirements`), compared with the arrays and ``LocalMemory`` of each launch by
:class:`LaunchChecker`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from ncpu_opt.runtime.bounds.launch import _Launch, _Skip
from ncpu_opt.runtime.errors import OutOfBoundsError
from ncpu_opt.runtime.kernel_info import KernelInfo, ParamInfo

#: Requirements a kernel keeps (one per launch plan and combination of the scalars they read).
MAX_REQUIREMENTS = 64


@dataclass(frozen=True)
class Requirement:
    """The bytes a launch touches in one argument: ``[low, high)``, for the attained extremes."""

    index: int
    low: int | None
    high: int | None
    writes: bool
    reads: bool


def requirements(bounds: dict[str, Any], global_size: Sequence[int], local_size: Sequence[int],
                 offset: Sequence[int], args: Sequence[object]) -> list[Requirement]:
    """What a launch of these sizes and arguments touches, per checked argument."""
    launch = _Launch(global_size, local_size, offset, args, bounds["variables"])
    out = []
    for argument in bounds["arguments"]:
        if argument["unchecked"]:
            continue
        low: int | None = None
        high: int | None = None
        reads = writes = False
        for access in argument["accesses"]:
            if not access["complete"]:
                continue
            try:
                for form, bits, signed in access["fits"]:
                    launch.fits(form, bits, signed, access["clamps"])
                found = launch.form(access["off"], access["clamps"])
            except _Skip:
                continue
            if found is None:
                continue  # no work-item of this launch gets to the access
            lo, hi, xlo, xhi, _ = found
            if xlo and (low is None or lo < low):
                low = lo
            if xhi and (high is None or hi + access["size"] > high):
                high = hi + access["size"]
            if xlo or xhi:
                writes |= access["write"]
                reads |= not access["write"]
        if low is not None or high is not None:
            out.append(Requirement(argument["index"], low, high, writes, reads))
    return out


def _scalars_read(bounds: dict[str, Any]) -> set[int]:
    found: set[int] = set()

    def walk(node: Any) -> None:
        if isinstance(node, list):
            if len(node) == 4 and node[0] == "arg" and isinstance(node[1], int):
                found.add(node[1])
            else:
                for item in node:
                    walk(item)
        elif isinstance(node, dict):
            for item in node.values():
                walk(item)

    walk(bounds)
    return found


class LaunchChecker:
    """A kernel's launch bounds, checked on every launch (see the package's docstring)."""

    __slots__ = ("info", "_bounds", "_positions", "_scalars", "_cache")

    def __init__(self, info: KernelInfo, positions: dict[int, int]) -> None:
        self.info = info
        bounds = info.bounds
        assert bounds is not None
        self._bounds = bounds
        # Parameter index -> position among the arguments a caller passes.
        self._positions = positions
        self._scalars = tuple(sorted(self._positions[i] for i in _scalars_read(bounds) if i in self._positions))
        self._cache: dict[object, tuple[tuple[int, int, Requirement], ...]] = {}

    @classmethod
    def of(cls, info: KernelInfo, positions: dict[int, int]) -> LaunchChecker | None:
        """The checker of a kernel with at least one argument to check, else None; *positions*:
        parameter index -> position among the arguments a caller passes."""
        bounds = info.bounds
        if bounds is None or not any(not a["unchecked"] and a["accesses"] for a in bounds["arguments"]):
            return None
        return cls(info, positions)

    def check(self, plan: Any, args: Sequence[object]) -> None:
        """Raise OutOfBoundsError if the launch of *plan* with *args* touches outside an argument."""
        scalars = self._scalars
        try:
            key: object = (plan, *[args[i] for i in scalars]) if scalars else plan
            needed = self._cache.get(key)
        except TypeError:  # an unhashable scalar: computed every time
            key, needed = None, None
        if needed is None:
            needed = self._needed(plan, args)
            if key is not None:
                if len(self._cache) >= MAX_REQUIREMENTS:
                    self._cache.clear()
                self._cache[key] = needed
        for position, end, need in needed:
            value = args[position]
            try:
                size = value.nbytes  # type: ignore[attr-defined]
            except AttributeError:
                continue
            if size < end:
                raise OutOfBoundsError(self._message(need, value, size))

    def _needed(self, plan: Any, args: Sequence[object]) -> tuple[tuple[int, int, Requirement], ...]:
        """Per checked argument: its position, the bytes it must have, and the requirement.
        An access before the start needs more than any array has."""
        ndrange = plan.ndrange
        by_param: list[object] = [None] * (max(self._positions) + 1 if self._positions else 0)
        for index, position in self._positions.items():
            by_param[index] = args[position]
        found = requirements(self._bounds, ndrange.global_size, ndrange.local_size, ndrange.global_offset, by_param)
        out = []
        for need in found:
            if need.low is not None and need.low < 0:
                end = 1 << 80
            elif need.high is not None:
                end = need.high
            else:
                continue
            out.append((self._positions[need.index], end, need))
        return tuple(out)

    def _message(self, need: Requirement, value: object, size: int) -> str:
        param = self.info.params[need.index]
        element = _element_size(param)
        count = size // element
        low = "" if need.low is None else str(need.low // element)
        high = "" if need.high is None else str(-(-need.high // element) - 1)
        verb = "reads and writes" if need.reads and need.writes else "writes" if need.writes else "reads"
        given = f"LocalMemory({size}): " if not isinstance(value, np.ndarray) else ""
        noun = "element" if count == 1 else "elements"
        return (f"kernel '{self.info.name}': {param.describe()} has {given}{count} {noun} but this launch "
                f"{verb} {param.name}[{low}..{high}]")


def _element_size(param: ParamInfo) -> int:
    if param.dtype is None:
        return 1
    try:
        return max(1, np.dtype(param.dtype).itemsize * max(1, param.count))
    except TypeError:
        return 1
