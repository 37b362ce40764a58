"""Checked launches: the findings about group functions, as :class:`KernelCheckError`.

Barriers, work-group functions and async copies that a group's work-items reach
differently (``work-item-loops<checked>``, :mod:`ncpu_opt.mux.barrier_checks`), a
copy made with other arguments, waits on events no copy made and copies never waited
for (``check-barriers``).  Their records use the fields as those modules say; this
module words them.
"""

from __future__ import annotations

from collections.abc import Callable

from ncpu_opt.passes.check_barriers import DESTINATION, EVENT, SIZE, SOURCE, STRIDE
from ncpu_opt.passes.check_memory import (
    ASYNC_COPY_DIVERGENCE,
    BARRIER_DIVERGENCE,
    COPIES_NOT_WAITED,
    KINDS,
    UNKNOWN_EVENT_WAIT,
)
from ncpu_opt.runtime.errors import KernelCheckError
from ncpu_opt.runtime.kernel_info import KernelInfo

from ncpu_opt.mux.barrier_checks import WHAT_BARRIER, WHAT_COPY, WHAT_GROUP_FUNCTION, WHAT_RETURN

GROUP_KINDS = frozenset(
    {BARRIER_DIVERGENCE, ASYNC_COPY_DIVERGENCE, UNKNOWN_EVENT_WAIT, COPIES_NOT_WAITED}
)
#: The work-item the others are compared with: the first the loops run after a barrier.
FIRST = (0, 0, 0)
_WHAT = {
    WHAT_BARRIER: "barrier",
    WHAT_GROUP_FUNCTION: "work-group function",
    WHAT_COPY: "async copy",
}
_OPERANDS = (
    (DESTINATION, "destination"),
    (SOURCE, "source"),
    (SIZE, "size"),
    (STRIDE, "stride"),
    (EVENT, "event"),
)


def group_finding(
    info: KernelInfo,
    kind_code: int,
    site: int,
    argument: int,
    offset: int,
    size: int,
    local_id: tuple[int, int, int],
    group: tuple[int, int, int],
) -> KernelCheckError:
    """The finding of a record of one of :data:`GROUP_KINDS`."""
    kind = KINDS[kind_code]

    def where(s: int) -> str:
        return info.check_sites[s] if 0 <= s < len(info.check_sites) else f"site {s}"

    item = f"work-item {local_id} of work-group {group}"
    if kind_code == UNKNOWN_EVENT_WAIT:
        location = where(site)
        text = (
            f"{item} waits for the event at index {offset} of its list of {size}, which no copy made "
            "(or whose copies it waited for already)"
        )
    elif kind_code == COPIES_NOT_WAITED:
        location = where(site)
        copies = "1 copy" if offset == 1 else f"{offset} copies"
        text = f"{item} returned with {copies} not waited for ({'one ' if offset > 1 else ''}made here)"
        offset = size = 0
    elif argument == -2:
        location = where(site)
        differ = [name for bit, name in _OPERANDS if offset & bit]
        listed = ", ".join(differ[:-1]) + (" and " if len(differ) > 1 else "") + differ[-1]
        text = f"{item} made this copy with another {listed} than work-item {FIRST}"
        offset = size = 0
    else:
        text, location = _reached(item, site, argument, size, offset, where)
        offset = size = 0
    message = f"kernel '{info.name}': {kind} at {location}: {text}"
    return KernelCheckError(message, kind, info.name, location, None, offset, size, group, local_id)


def _reached(
    item: str, site: int, first_site: int, what: int, first_what: int, where: Callable[[int], str]
) -> tuple[str, str]:
    """Who reached what: this work-item (*site*, *what*) and work-item (0, 0, 0) (*first_...*);
    and where the finding is (the barrier this one reached, else the first one's)."""
    if what == WHAT_RETURN:
        noun = _WHAT.get(first_what, "barrier")
        return (
            f"{item} returned from the kernel without reaching this {noun}, which work-item {FIRST} reached",
            where(first_site),
        )
    noun = _WHAT.get(what, "barrier")
    if first_what == WHAT_RETURN:
        other = f"work-item {FIRST} returned from the kernel without reaching it"
    else:
        other = f"work-item {FIRST} reached the {_WHAT.get(first_what, 'barrier')} at {where(first_site)}"
    return f"{item} reached this {noun}, {other}", where(site)
