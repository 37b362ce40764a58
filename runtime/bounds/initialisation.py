"""Initialisation proofs: the ``__local`` memory every read of which reads bytes the group wrote
before it (:func:`initialised`), directly or trip by trip through a loop (:func:`_trips`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ncpu_opt.runtime.bounds.launch import _Interval, _Launch, _Skip
from ncpu_opt.runtime.bounds.proofs import MAX_PROOFS
from ncpu_opt.runtime.bounds.races import _linear, _uniform_variables
from ncpu_opt.runtime.bounds.requirements import _scalars_read

#: Per kernel (its bounds): the proofs of the launch shapes and scalar values it was checked with.
_INITIALISED: dict[int, tuple[dict[str, Any], dict[object, tuple[frozenset[int], frozenset[str]]]]] = {}


def initialised(bounds: dict[str, Any], global_size: Sequence[int], local_size: Sequence[int],
                offset: Sequence[int], args: Sequence[object]) -> tuple[frozenset[int], frozenset[str]]:
    """The ``__local`` arguments (by parameter index) and variables (by name) every read of which,
    on this launch, reads bytes that every work-item of the group wrote before a barrier the read
    comes after (:func:`_initialised`): check-uninitialized's test of them can be skipped."""
    known = _INITIALISED.get(id(bounds))
    if known is None or known[0] is not bounds:
        if len(_INITIALISED) >= MAX_PROOFS:
            _INITIALISED.clear()
        known = _INITIALISED[id(bounds)] = (bounds, {})
    try:
        scalars = tuple(int(args[i]) for i in sorted(_scalars_read(bounds)) if i < len(args))  # type: ignore[call-overload]
        key: object = (tuple(global_size), tuple(local_size), tuple(offset), scalars)
    except (TypeError, ValueError):
        key = None
    found = known[1].get(key) if key is not None else None
    if found is None:
        launch = _Launch(global_size, local_size, offset, args, bounds["variables"])
        found = (frozenset(a["index"] for a in bounds["arguments"] if _initialised(launch, a)),
                 frozenset(v["name"] for v in bounds.get("local_variables", ()) if _initialised(launch, v)))
        if key is not None:
            if len(known[1]) >= MAX_PROOFS:
                known[1].clear()
            known[1][key] = found
    return found


def _initialised(launch: _Launch, record: dict[str, Any]) -> bool:
    """Whether every read of a ``__local`` variable or argument (*record*, its launch bounds and
    ``init``, see :func:`ncpu_opt.analysis.launch_bounds.initialisation._initialisation`) reads bytes written.

    The rule: a covering write, made by every work-item of the group that gets past it (the
    analysis says which), covers on this launch the bytes its offsets take over the group's
    work-items (and, in a counted loop, the counter's values) when those form one range with no
    gap (:func:`_cover`); a read is proven when its range (its sound extent, as for memory
    proofs) lies inside the union of what the covering writes before it (across a barrier, on
    every path) cover.  A launch with a partial group proves nothing (its last groups have fewer
    work-items)."""
    init = record.get("init")
    if record.get("unchecked") or init is None:
        return False
    if any(g % ls for g, ls in zip(launch.global_size, launch.local_size, strict=True)):
        return False
    accesses = record["accesses"]
    trips: dict[int, list[dict[str, int]] | None] = {}
    try:
        covers = {index: _cover(launch, accesses[index], var) for index, var in init["covers"]}
        for index, before, *proofs in init["reads"]:
            spans = [span for w in before if (span := covers.get(w)) is not None]
            if not _covered(launch, accesses[index], spans) and not any(
                    _trip_initialised(launch, record, index, before, where, loop, carried, trips)
                    for where, loop, carried in (proofs[0] if proofs else [])):
                return False
    except _Skip:
        return False
    return True


def _covered(launch: _Launch, access: dict[str, Any], spans: list[_Interval]) -> bool:
    """Whether the bytes *access* reads on this launch lie inside the union of *spans*."""
    for form, bits, signed in access["fits"]:
        launch.fits(form, bits, signed, access["clamps"])
    found = launch.form(access["off"], access["clamps"])
    if found is None:
        return True  # no work-item of this launch reads there
    reach, end = found[0], found[1] + access["size"]
    for lo, hi in sorted(spans):
        if lo <= reach:
            reach = max(reach, hi)
    return reach >= end


def _trip_initialised(launch: _Launch, record: dict[str, Any], index: int, before: list[int], where: str,
                      loop: int, carried: list[int], trips: dict[int, list[dict[str, int]] | None]) -> bool:
    """Whether read *index* of *record* reads bytes written, followed trip by trip through a loop
    (the ``init`` record's ``loops[loop]``; *trips* caches :func:`_trips` per loop): double
    buffering (``buf[src][lid]`` read, ``buf[1 - src][lid]`` written, a barrier, ``src = 1 - src``).

    The rule, with the loop's variables fixed to each trip's values (:func:`_trips`): a read in
    the loop (*where* ``"in"``) is proven on trip ``k`` when its range lies inside what the
    covering writes before it (*before*, as :func:`_initialised` has them) cover with trip ``k``'s
    values, together with what the *carried* writes covered on each earlier trip with that
    trip's values; a read after the loop (``"after"``), when its range with the last trip's
    values lies inside what the writes before it cover with those, together with the carried
    writes' covers on every trip, the last one too.

    Why that is sound: the analysis
    (:func:`ncpu_opt.analysis.launch_bounds.initialisation._trip_proofs`) gives as carried only writes of no
    work-item condition that, on each trip reaching the latch, the whole group made before a
    barrier that trip passes before the next trip, or the code after the loop, runs; so trip
    ``j``'s carried writes, with trip ``j``'s values, are complete before any access of a later
    trip or after the loop (bytes once written stay written: what a read may read is the union
    of every write before it).  The group-uniform variables (:func:`_uniform_variables`) have
    the same values on the same trip for every work-item, and :func:`_trips` computes them as the
    kernel does (no value leaves the range where the kernel's arithmetic is the integers', or it
    proves nothing), so trip ``k`` of the simulation is the group's trip ``k``.  A write *before*
    a read that lies in the loop was made in the read's own trip (it dominates a barrier that
    dominates the read; a path from the header to the read missing either would, after the
    path first entering the loop, miss it from the function's entry), so with that trip's
    values; one outside the loop does not use the loop's variables.  After the loop, the read
    follows the last trip (the loop's header dominates it and its only exit is the latch's
    test), so what it and the writes before it in the loop use are that trip's values.  A read
    in a trip on which no work-item reaches it adds nothing (its form is then None)."""
    if loop not in trips:
        trips[loop] = _trips(launch, record["init"]["loops"][loop])
    values = trips[loop]
    if values is None:
        return False
    access, accesses = record["accesses"][index], record["accesses"]
    written: list[_Interval] = []
    for trip, fixed in enumerate(values):
        case = _fixed(launch, fixed)
        last = trip == len(values) - 1
        if where == "in" or last:
            if where == "after":
                written += _covers(case, accesses, carried)
            spans = [span for w, var in record["init"]["covers"] if w in before
                     if (span := _cover(case, accesses[w], var)) is not None]
            if not _covered(case, access, spans + written):
                return False
        written += _covers(case, accesses, carried)
    return True


def _covers(launch: _Launch, accesses: list[dict[str, Any]], writes: list[int]) -> list[_Interval]:
    return [span for w in writes if (span := _cover(launch, accesses[w], "")) is not None]


def _fixed(launch: _Launch, values: dict[str, int]) -> _Launch:
    """A copy of *launch* with the variables *values* names fixed to those values."""
    case = _Launch(launch.global_size, launch.local_size, launch.offset, launch.args, launch.variables)
    for var, value in values.items():
        case.ranges[var] = (value, value, True, True, frozenset())
    return case


#: Trips :func:`_trips` follows a loop for: one that runs longer proves nothing.
MAX_TRIPS = 4096

_PREDICATES = {
    "eq": lambda a, b: a == b, "ne": lambda a, b: a != b,
    "ult": lambda a, b: a < b, "slt": lambda a, b: a < b, "ule": lambda a, b: a <= b, "sle": lambda a, b: a <= b,
    "ugt": lambda a, b: a > b, "sgt": lambda a, b: a > b, "uge": lambda a, b: a >= b, "sge": lambda a, b: a >= b,
}


def _trips(launch: _Launch, loop: dict[str, Any] | None) -> list[dict[str, int]] | None:
    """The values of a loop's variables (*loop*: ``vars``, ``test``, ``fits``, from
    :func:`ncpu_opt.analysis.launch_bounds.initialisation._trips`) on each of its trips on this launch, the
    last one being the trip whose latch test leaves the loop; None where they cannot be known
    for sure (at most ``MAX_TRIPS`` trips).

    Each variable must be group-uniform (:func:`_uniform_variables`), so its first value is one
    value on the launch, and each next value is a function of this trip's values (a counted
    loop's step, or a recurrence's next form).  The kernel computes them in ``bits``-bit
    integers: every value, and each side of the exit test, must lie in ``[0, 2**(bits - 1))``,
    where that arithmetic, signed or not, is the integers' (else a value may wrap, and the
    simulation would not be the kernel's)."""
    if loop is None or not loop["vars"] or not set(loop["vars"]) <= _uniform_variables(launch.variables):
        return None
    if _carried_elsewhere(launch.variables, set(loop["vars"]), set(loop.get("inner", []))):
        return None
    predicate, exits_if, bits, left, right = loop["test"]
    values: dict[str, int] = {}
    for var in loop["vars"]:
        record = launch.variables[int(var[1:])]
        if record["kind"] not in ("add", "scale", "halve", "recur") or "bits" not in record:
            return None
        found = launch.form(record["init"], record["clamps"])
        if found is None or found[0] != found[1]:
            return None
        values[var] = found[0]
    out: list[dict[str, int]] = []
    while len(out) < MAX_TRIPS:
        if not all(0 <= value < 1 << (launch.variables[int(var[1:])]["bits"] - 1) for var, value in values.items()):
            return None
        out.append(values)
        case = _fixed(launch, values)
        for form, width, signed in loop["fits"]:
            case.fits(form, width, signed, [])
        sides = case.form(left, []), case.form(right, [])
        if any(side is None or side[0] != side[1] or not 0 <= side[0] < 1 << (bits - 1) for side in sides):
            return None
        if _PREDICATES[predicate](sides[0][0], sides[1][0]) == exits_if:  # type: ignore[index]
            return out
        following: dict[str, int] = {}
        for var, value in values.items():
            step = _next_value(case, launch.variables[int(var[1:])], value)
            if step is None:
                return None
            following[var] = step
        values = following
    return None


_NAME = re.compile(r"^v\d+$")


def _carried_elsewhere(variables: list[dict[str, Any]], fixed: set[str], inner: set[str]) -> bool:
    """Whether a loop variable other than the *fixed* ones and those of the loops inside theirs
    (*inner*) uses one of them, through the records of the variables it uses: an outer or later
    loop's variable, whose range holds over the fixed ones' every trip, so is not to be taken
    with them fixed to one trip's values (values computed within a trip, ``derived``, ``wrap``,
    ``choice``, are taken again on each)."""
    uses: dict[str, set[str]] = {}
    for position, record in enumerate(variables):
        found: set[str] = set()
        pending: list[Any] = [record]
        while pending:
            node = pending.pop()
            if isinstance(node, str) and _NAME.match(node):
                found.add(node)
            elif isinstance(node, (list, tuple)):
                pending.extend(node)
            elif isinstance(node, dict):
                pending.extend(node.values())
        uses[f"v{position}"] = found
    depending = set(fixed)
    grown = True
    while grown:
        grown = False
        for var, used in uses.items():
            if var not in depending and used & depending:
                depending.add(var)
                grown = True
    return any(variables[int(var[1:])]["kind"] in ("add", "scale", "halve", "recur", "unbounded")
               for var in depending - fixed - inner)


def _next_value(case: _Launch, record: dict[str, Any], value: int) -> int | None:
    """A loop variable's next value from this trip's (*case*, the trip's values fixed)."""
    kind = record["kind"]
    if kind == "recur":
        for form, bits, signed in record["fits"]:
            case.fits(form, bits, signed, [])
        found = case.form(record["next"], [])
        return found[0] if found is not None and found[0] == found[1] else None
    step = case.expr(record["step"])
    if step[0] != step[1]:
        return None
    if kind == "add":
        return value + step[0]
    if kind == "scale":
        return value * step[0]
    if record.get("op") == "lshr":
        return value >> step[0]
    return value // step[0] if record.get("op") == "udiv" else None


def _cover(launch: _Launch, access: dict[str, Any], var: str) -> _Interval | None:
    """The bytes ``[lo, hi)`` a covering write certainly writes on this launch (every byte of
    them), or None if they are not one range, or the launch is not sure the write runs."""
    for form, bits, signed in access["fits"]:
        launch.fits(form, bits, signed, access["clamps"])
    size = access["size"]
    if not var:
        clamps = access["clamps"]
        if any(clamp[0] for clamp in clamps) or launch.launch_facts(clamps) is not True:
            return None
        linear = _linear(launch, access["off"], clamps, {})
        if linear is None:
            return None
        const, terms = linear
        return _box(launch, const, terms, size)
    # A counted loop's write: the counter's first values are one range [a, b] over the group
    # (init), every value from a up to the last trip's (hi) is taken when the step is at most b - a
    # + 1 (each work-item's values go on in steps while below the bound; the analysis checked the
    # first test is the same).
    const, terms = access["off"]
    if len(terms) != 1 or terms[0][0] != var:
        return None
    c, a = launch.expr(const), launch.expr(terms[0][1])
    loop = launch.variables[int(var[1:])]
    step, hi = launch.expr(loop["step"]), launch.form(loop["hi"], []) if loop.get("hi") is not None else None
    first = _linear(launch, loop["init"], loop["clamps"], {})
    if c[0] != c[1] or a[0] != a[1] or step[0] != step[1] or hi is None or hi[0] != hi[1] or first is None:
        return None
    for form, bits, signed in loop["fits"]:
        launch.fits(form, bits, signed, loop["clamps"])
    starts = _box(launch, first[0], first[1], 1)
    if starts is None or not 1 <= step[0] <= starts[1] - starts[0]:
        return None
    low, high = starts[0], hi[0]
    if high < low:
        return None  # no work-item makes a trip
    return _box(launch, c[0] + a[0] * low, {"l0": a[0]}, size, {"l0": high - low + 1})


def _box(launch: _Launch, const: int, terms: dict[str, int], size: int,
         counts: dict[str, int] | None = None) -> _Interval | None:
    """The bytes ``const + sum(a_d * l_d)`` and the *size* bytes after cover over the group (l_d
    from 0 to its count less 1: the local size, or *counts*), when they are one range with no gap:
    taking the dimensions by growing ``|a_d|``, each step is at most the range so far."""
    if any(var[0] != "l" for var in terms):
        return None  # a group id or another value: not the same bytes in every group
    lo, hi = const, const + size
    sized = sorted((abs(a), a, (counts or {}).get(var) or launch.local_size[int(var[1:])]) for var, a in terms.items())
    for magnitude, a, count in sized:
        if count <= 1:
            continue
        if magnitude > hi - lo:
            return None
        lo, hi = lo + min(0, a * (count - 1)), hi + max(0, a * (count - 1))
    return lo, hi
