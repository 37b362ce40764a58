"""Race proofs: whether no two work-items of a launch touch the same bytes of an argument or
``__local`` variable in one barrier interval, one of them writing (:func:`_race_free`,
:func:`_local_race_free`).
"""

from __future__ import annotations

import itertools
import math
from typing import Any

from ncpu_opt.runtime.bounds.launch import _Interval, _Launch, _Skip


def _race_free(launch: _Launch, argument: dict[str, Any]) -> bool:
    """Whether no two work-items of *launch* can touch a common byte of *argument* with one of
    them writing.

    The rule: the argument is only read, or every access of it that some work-item reaches has
    the same form ``c_k + sum(a_v * v)`` (the same coefficients, constants ``c_k`` that may
    differ) over the work-item's group and local ids alone, and that form puts distinct
    work-items at least ``w = max(c_k + size_k) - min(c_k)`` bytes apart.  Why that suffices:
    work-item ``x`` touches only bytes of ``[F(x) + min c_k, F(x) + max(c_k + size_k))`` (F:
    the form without its constant), a window of ``w`` bytes; windows of work-items whose F
    differ by ``w`` or more are disjoint.  F's variables take ranges of consecutive integers
    over the work-items reaching an access (the launch's sizes, narrowed by the guards the
    analysis read: a guard only removes work-items); sorted by ``|a_v|``, if each ``|a_v|`` is
    at least ``w`` plus the most the smaller terms can change (``sum |a_u| * (n_u - 1)``), two
    work-items differing first (from the top) in ``v`` differ by at least ``|a_v| - that >=
    w`` (mixed radix), and a work-item variable the form leaves out must take one value.  A
    dimension whose ``a_g = a_l * L`` (a global id) counts as one variable ``g*L + l`` (its
    guards narrow it: ``if (x < w)``).  Loop and chosen values (``v<k>``) are not one slot per
    work-item and prove nothing, except an id narrowed to a type it fits (``(int)gid``): itself.
    Wrap-around is excluded as for extents (the access's ``fits``)."""
    if argument["unchecked"]:
        return False
    return _one_form(launch, argument["accesses"], within_group=False) or _local_race_free(launch, argument)


def _local_race_free(launch: _Launch, memory: dict[str, Any]) -> bool:
    """Whether no two work-items of a group can touch a common byte of *memory* (a ``__local``
    variable's or argument's record) in one barrier interval with one of them writing.

    The rule: per barrier point (the analysis's ``points``: the kernel's entry, each barrier or
    work-group function), the accesses that may run in the interval it starts are only reads,
    or pass :func:`_race_free`'s test over the local ids alone, or, failing that, the test of
    :func:`_split_race_free` (per value of the loop variables the group shares, sets of
    accesses touching disjoint bytes, each passing that test).  Why that suffices: the
    work-items of a group run each interval from the same point (barrier divergence is reported
    apart), along paths that cross no barrier, so two accesses of one interval both belong to
    its point; accesses of different intervals are ordered by the barrier between them.  Group
    ids do not matter: each group has its own ``__local`` memory (their terms are constants
    within a group).  Memory another function uses, or an access whose points are not known
    (bounds from an older analysis), proves nothing."""
    if memory["unchecked"] or memory.get("elsewhere", False):
        return False
    intervals: dict[int, list[dict[str, Any]]] = {}
    for access in memory["accesses"]:
        points = access.get("points")
        if points is None:
            return False
        for point in points:  # (none: unreachable code)
            intervals.setdefault(point, []).append(access)
    return all(_one_form(launch, accesses, within_group=True) or _split_race_free(launch, point, accesses)
               for point, accesses in intervals.items())


#: Values a case split takes per loop variable (:func:`_split_race_free`), and cases in all.
MAX_SPLIT_VALUES = 16
MAX_SPLIT_CASES = 64


def _split_race_free(launch: _Launch, point: int, accesses: list[dict[str, Any]]) -> bool:
    """Whether the *accesses* of one barrier interval (starting at barrier point *point*) of a
    ``__local`` memory cannot race, for each value of the loop variables they use that are the
    same for every work-item of the group and every access of the interval (double buffering:
    ``buf[src][lid]`` and ``buf[src][lid - off]`` read, ``buf[1 - src][lid]`` written).

    The rule: the loop variables split on are those the accesses use (their records' ``phases``,
    from :func:`ncpu_opt.analysis.launch_bounds.phases._phases`) that are *group-uniform*
    (:func:`_uniform_variables`) and *held* in the interval (every access using one enters its
    loop's header the same number of times, 0 or 1, on every barrier-free path from the point),
    with at most ``MAX_SPLIT_VALUES`` values in this launch's range.  For each combination of
    their values (at most ``MAX_SPLIT_CASES``), with each fixed to its value: every write's form
    the accesses, taken in sets whose byte ranges overlap, pass :func:`_one_form` per set that
    writes (one form putting the group's work-items the widest access apart): a read of other
    bytes than the writes', or writes to two halves, need no common form.

    Why that suffices: in one run of the interval by a group, the work-items start from the same
    barrier (barrier divergence is reported apart), so are in the same trip of every loop whose
    body holds the barrier; a group-uniform variable's value is a function of launch values and
    trip counts alone, the same for every work-item; held, it is one value at every access of the
    interval (a value derived from it, ``1 - src``, is computed after the last entry of its
    header, since the header dominates it, so from that one value).  So each run of the
    interval is one of the cases, with the variables at their values; in it, two accesses
    touching a common byte have overlapping ranges, so are in one set, whose one form puts two
    work-items' windows apart (:func:`_race_free`).  Values of the range no run takes only
    add cases."""
    phases: dict[str, set[int]] = {}
    for access in accesses:
        for at, var, passes in access.get("phases", ()):
            if at == point:
                phases.setdefault(var, set()).add(passes)
    uniform = _uniform_variables(launch.variables)
    split: list[tuple[str, range]] = []
    try:
        for var, passes in sorted(phases.items()):
            if var not in uniform or len(passes) != 1 or passes <= {-1}:
                continue
            found = launch.variable(var, [])
            if found is None or found[1] is None or found[1] - found[0] >= MAX_SPLIT_VALUES:
                continue
            split.append((var, range(found[0], found[1] + 1)))
    except _Skip:
        return False
    if math.prod(len(values) for _, values in split) > MAX_SPLIT_CASES:
        return False
    for values in itertools.product(*(values for _, values in split)):
        case = _Launch(launch.global_size, launch.local_size, launch.offset, launch.args, launch.variables)
        for (var, _), value in zip(split, values, strict=True):
            case.ranges[var] = (value, value, False, False, frozenset())
        if not _writes_apart(case, accesses):
            return False
    return True


def _writes_apart(launch: _Launch, accesses: list[dict[str, Any]]) -> bool:
    """Whether *accesses*, taken in sets whose byte ranges (over the group) overlap, can only
    race within a set, and each set with a write passes :func:`_one_form` within a group (two
    sets touch no common byte, so no two of their accesses race)."""
    spans: list[tuple[int, int, dict[str, Any]]] = []
    try:
        for access in accesses:
            for form, bits, signed in access["fits"]:
                launch.fits(form, bits, signed, access["clamps"])
            found = launch.form(access["off"], access["clamps"])
            if found is not None:  # (None: no work-item gets there on this launch, in this case)
                spans.append((found[0], found[1] + access["size"], access))
    except _Skip:
        return False
    spans.sort(key=lambda span: (span[0], span[1]))
    sets: list[tuple[int, list[dict[str, Any]]]] = []
    for low, high, access in spans:
        if sets and low < sets[-1][0]:
            sets[-1] = (max(sets[-1][0], high), [*sets[-1][1], access])
        else:
            sets.append((high, [access]))
    return all(_one_form(launch, members, within_group=True) for _, members in sets)


def _uniform_variables(variables: list[dict[str, Any]]) -> set[str]:
    """The variables whose value is the same for every work-item of a group at the same trip of
    their loops: loop variables (``recur``, ``add``, ``scale``, ``halve``) whose loop's exit tests
    (``exits``) and whose first, next and last values use only launch values and such variables,
    and values derived from or narrowing such variables (``derived``, ``wrap``).  The largest
    such set (a loop variable may use itself, or another of its loop: by induction over the
    trips, each trip's values are the same when the last trip's are and the loop goes on for
    all or none).  Ids, chosen values (a branch may choose) and unknown values are not."""
    uses: dict[str, set[str] | None] = {}
    for position, record in enumerate(variables):
        kind = record["kind"]
        parts: list[Any]
        if kind in ("recur", "add", "scale", "halve") and record.get("exits") is not None:
            parts = [record["init"], record.get("next"), record.get("hi"), *record["exits"]]
        elif kind in ("derived", "wrap"):
            parts = [record["of"]]
        else:
            uses[f"v{position}"] = None
            continue
        uses[f"v{position}"] = {name for form in parts if form is not None for name, _ in form[1]}
    uniform = {var for var, used in uses.items() if used is not None}
    changed = True
    while changed:
        changed = False
        for var in list(uniform):
            if not uses[var] <= uniform:  # type: ignore[operator]
                uniform.discard(var)
                changed = True
    return uniform


def _one_form(launch: _Launch, accesses: list[dict[str, Any]], within_group: bool) -> bool:
    """Whether *accesses* are only reads, or all that some work-item reaches have one form
    whose values put distinct work-items (of the launch; of one group if *within_group*) at
    least the widest access apart (:func:`_race_free`)."""
    if not any(access["write"] for access in accesses):
        return True  # reads never race with reads
    coefficients: dict[str, int] | None = None
    low = high = 0
    ranges: dict[str, _Interval] = {}
    try:
        for access in accesses:
            clamps = access["clamps"]
            for form, bits, signed in access["fits"]:
                launch.fits(form, bits, signed, clamps)
            if launch.form(access["off"], clamps) is None:
                continue  # no work-item of this launch gets there
            digits: dict[str, _Interval] = {}
            linear = _linear(launch, access["off"], clamps, digits)
            if linear is None:
                return False
            const, terms = linear
            if coefficients is None:
                coefficients, low, high = terms, const, const + access["size"]
            elif terms != coefficients:
                return False
            low, high = min(low, const), max(high, const + access["size"])
            found = (_group_variables(launch, clamps) if within_group
                     else _work_item_variables(launch, terms, clamps))
            for name, span in (found | digits).items():
                known = ranges.get(name)
                ranges[name] = span if known is None else (min(known[0], span[0]), max(known[1], span[1]))
    except _Skip:
        return False
    if coefficients is None:
        return True  # no work-item writes it
    return _apart(coefficients, ranges, high - low)


def _linear(launch: _Launch, form: list[Any], clamps: list[list[Any]],
            digits: dict[str, _Interval]) -> tuple[int, dict[str, int]] | None:
    """*form* evaluated on the launch: its constant and its coefficients of ``g<d>``/``l<d>``
    (and of the trip counts ``k<var>`` of counted loops, whose ranges it adds to *digits*);
    None if it has other variables or coefficients the launch does not fix."""
    const, terms = form
    c_lo, c_hi = launch.expr(const)
    if c_lo != c_hi:
        return None
    total = c_lo
    out: dict[str, int] = {}
    for var, coefficient in terms:
        a_lo, a_hi = launch.expr(coefficient)
        if a_lo != a_hi:
            return None
        if var[0] in "gl":
            out[var] = out.get(var, 0) + a_lo
            continue
        inner = _variable_linear(launch, var, clamps, digits)
        if inner is None:
            return None
        total += a_lo * inner[0]
        for v, c in inner[1].items():
            out[v] = out.get(v, 0) + a_lo * c
    return total, {v: c for v, c in out.items() if c}


def _variable_linear(launch: _Launch, var: str, clamps: list[list[Any]],
                     digits: dict[str, _Interval]) -> tuple[int, dict[str, int]] | None:
    """A variable ``v<k>`` as a linear form over the work-item's ids (and trip counts), where it
    is one:

    - an id narrowed to a type it fits (``(int)gid``): the id itself (else it wraps);
    - a choice (``select``, a merging phi, ``min``/``max``) of which only one option is taken on
      this launch (the others' conditions fail for every work-item that gets here:
      :meth:`_Launch.form` is None for them): that option (``C[row * n + col]`` where the other
      option, 0, is taken only when ``n == 0``);
    - a counted loop's variable (kind ``add``) whose first value ``F`` is linear and whose step
      ``S`` is a positive launch value: ``F + k * S`` on trip ``k``, ``k`` a new variable
      ``k<var>`` (a digit for the mixed radix of :func:`_apart`) from 0 to the trips its range
      allows.  Two work-items' values differ by ``F1 - F2 + (k1 - k2) * S``: the mixed radix
      proves them the accessed width apart where ``|a * S|`` is at least the span of ``a * F``
      over the work-items plus that width (grid-stride loops, ``for (j = lid; j < L + 2*R;
      j += L)``)."""
    record = launch.variables[int(var[1:])]
    kind = record["kind"]
    try:
        found = launch.variable(var, clamps) if kind not in ("wrap", "choice", "opaque") else None
    except _Skip:
        found = None
    if found is not None and found[0] == found[1]:
        return found[0], {}  # one value wherever the access runs: a constant
    if kind == "wrap":
        bits = record["bits"]
        narrow = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if record["signed"] else (0, (1 << bits) - 1)
        operand = launch.form(record["of"], clamps)
        inner = _linear(launch, record["of"], clamps, digits)
        if operand is None or inner is None or operand[0] < narrow[0] or operand[1] > narrow[1]:
            return None
        return inner
    if kind == "choice":
        taken = []
        for option in record["options"]:
            where = clamps + option["clamps"]
            for form, bits, signed in option["fits"]:
                launch.fits(form, bits, signed, where)
            if launch.form(option["form"], where) is not None and _some_work_item(launch, where):
                taken.append((option["form"], where))
        if len(taken) != 1:
            return None
        return _linear(launch, taken[0][0], taken[0][1], digits)
    if kind == "add":
        step = launch.expr(record["step"])
        found = launch.variable(var, clamps)
        init = launch.form(record["init"], record["clamps"])
        if step[0] != step[1] or step[0] < 1 or found is None or found[1] is None or init is None:
            return None
        inner = _linear(launch, record["init"], clamps, digits)
        if inner is None:
            return None
        digits[f"k{var[1:]}"] = (0, max(0, (found[1] - init[0]) // step[0]))
        return inner[0], {**inner[1], f"k{var[1:]}": step[0]}
    return None


def _some_work_item(launch: _Launch, clamps: list[list[Any]]) -> bool:
    """Whether the conditions on the work-item's ids in *clamps* let some work-item of the launch
    in, in every dimension (a form without ids does not read them: ``gid < m ? gid : 0``'s 0)."""
    for d in range(len(launch.global_size)):
        ranges = launch.work_items(d, clamps)[:3]
        if any(lo > hi for lo, hi in ranges):
            return False
    return True


def _group_variables(launch: _Launch, clamps: list[list[Any]]) -> dict[str, _Interval]:
    """The ranges of the local ids (``l<d>``) of the work-items of one group the clamps let in
    (the group ids are one value within a group: left out)."""
    return {f"l{d}": launch.work_items(d, clamps)[1] for d in range(len(launch.global_size))}


def _work_item_variables(launch: _Launch, terms: dict[str, int], clamps: list[list[Any]]) -> dict[str, _Interval]:
    """The ranges of the variables work-items differ in, for a form of coefficients *terms*: per
    dimension, ``t<d>`` (``g*L + l``) where the form has ``a_g = a_l * L``, else ``g<d>`` and
    ``l<d>``, over the work-items the clamps let in."""
    out: dict[str, _Interval] = {}
    for d in range(len(launch.global_size)):
        local = launch.local_size[d]
        g_range, l_range, t_range, _ = launch.work_items(d, clamps)
        a_g, a_l = terms.get(f"g{d}", 0), terms.get(f"l{d}", 0)
        if a_l and a_g == a_l * local:
            out[f"t{d}"] = (max(t_range[0], g_range[0] * local + l_range[0]),
                            min(t_range[1], g_range[1] * local + l_range[1]))
        else:
            out[f"g{d}"] = (max(g_range[0], t_range[0] // local), min(g_range[1], t_range[1] // local))
            out[f"l{d}"] = l_range
    return out


def _apart(coefficients: dict[str, int], ranges: dict[str, _Interval], width: int) -> bool:
    """Whether ``sum(a_v * v)`` (a_v: *coefficients*, ``a_t<d>`` being ``a_l<d>``) differs by at
    least *width* between any two points of *ranges* (mixed radix, see :func:`_race_free`)."""
    steps = []
    for name, (lo, hi) in ranges.items():
        if hi <= lo:
            continue  # one value (or none)
        var = f"l{name[1:]}" if name[0] == "t" else name
        steps.append((abs(coefficients.get(var, 0)), hi - lo))
    reach = 0
    for step, count in sorted(steps):
        if step < reach + width:
            return False
        reach += step * count
    return True
