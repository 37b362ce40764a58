"""Launch bounds at run time: a launch that would touch memory it was not given is refused.

:mod:`ncpu_opt.analysis.launch_bounds` writes, for each pointer argument of a
kernel, the byte offsets its accesses use as forms over the work-item's position
and the kernel's loop variables.  Here they are evaluated with a launch's sizes
and scalar arguments into the bytes each argument's accesses reach, and
compared with the arrays and ``LocalMemory`` given, before anything runs.  Only
extremes that some work-item attains are compared (the analysis says which), so
a correct kernel is never refused.  What a launch needs depends on its sizes and
on the scalar arguments the forms read: it is computed once per plan and such
values, then a launch costs a size comparison per checked argument.
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, NamedTuple

import numpy as np
from ncpu_opt.runtime.errors import OutOfBoundsError
from ncpu_opt.runtime.kernel_info import KernelInfo, ParamInfo

#: Requirements a kernel keeps (one per launch plan and combination of the scalars they read).
MAX_REQUIREMENTS = 64
#: Rounds a loop variable's range may grow before it is taken as unbounded (a doubling reaches
#: the end of 64 bits in 64).
RECURRENCE_ROUNDS = 70


class _Skip(Exception):
    """The access cannot be compared for this launch (a value would wrap, no bound is known)."""


@dataclass(frozen=True)
class Requirement:
    """The bytes a launch touches in one argument: ``[low, high)``, for the attained extremes."""

    index: int
    low: int | None
    high: int | None
    writes: bool
    reads: bool


_Interval = tuple[int, int]


class _Launch:
    """One evaluation: the launch's sizes and scalar arguments, and the variables' ranges."""

    def __init__(self, global_size: Sequence[int], local_size: Sequence[int], offset: Sequence[int],
                 args: Sequence[object], variables: list[dict[str, Any]]) -> None:
        self.global_size, self.local_size, self.offset = global_size, local_size, offset
        self.groups = [(g + ls - 1) // ls for g, ls in zip(global_size, local_size, strict=True)]
        self.args = args
        self.variables = variables
        # Per variable: (lo, hi, lo attained, hi attained, depends on) or None (unusable).
        self.ranges: dict[str, tuple[int, int | None, bool, bool, frozenset[str]] | None] = {}

    # -- expressions --------------------------------------------------------------------------

    def expr(self, e: Any) -> _Interval:
        if isinstance(e, int):
            return e, e
        head = e[0]
        if head == "arg":
            _, index, bits, signed = e
            value = self.args[index]
            try:
                v = int(value)  # type: ignore[call-overload]
            except (TypeError, ValueError):
                raise _Skip from None
            v &= (1 << bits) - 1
            if signed and v >= 1 << (bits - 1):
                v -= 1 << bits
            return v, v
        if head == "size":
            _, kind, d = e
            table = {"global": self.global_size, "local": self.local_size, "groups": self.groups,
                     "offset": self.offset}[kind]
            return table[d], table[d]
        if head == "lsize":
            d = e[1]
            full, rest = self.local_size[d], self.global_size[d] % self.local_size[d]
            return (rest, full) if rest else (full, full)
        a, b = self.expr(e[1]), self.expr(e[2])
        if head == "add":
            return a[0] + b[0], a[1] + b[1]
        if head == "mul":
            products = [x * y for x in a for y in b]
            return min(products), max(products)
        return _apply(head, a, b)

    # -- forms --------------------------------------------------------------------------------

    def form(self, form: list[Any], clamps: list[list[Any]]) -> tuple[int, int, bool, bool, frozenset[str]] | None:
        """(min, max, min attained, max attained, variables used), or None if no work-item gets here."""
        const, terms = form
        facts = self.launch_facts(clamps) if clamps else True
        if facts is False:
            return None
        lo, hi = self.expr(const)
        exact = lo == hi and facts is True
        xlo = xhi = exact
        by_dim: dict[int, dict[str, _Interval]] = {}
        used: set[str] = set()
        deps: set[str] = set()
        # What each term's value depends on: the extremes of a sum are attained only when its
        # terms vary independently (one dimension's g and l are one term).
        roots: list[set[str]] = []
        for var, coefficient in terms:
            c = self.expr(coefficient)
            point = c[0] == c[1]
            used.add(var)
            if var[0] in "gl":
                by_dim.setdefault(int(var[1:]), {})[var[0]] = c
                xlo &= point
                xhi &= point
                continue
            found = self.variable(var, clamps)
            if found is None:
                return None
            vlo, vhi, vxlo, vxhi, vdeps = found
            if vhi is None:
                raise _Skip
            if c != (0, 0):
                roots.append({_root(x) for x in vdeps} | {var})
            deps |= vdeps
            products = [(x * y, x, y) for x in c for y in (vlo, vhi)]
            lo += min(p[0] for p in products)
            hi += max(p[0] for p in products)
            positive = c[0] >= 0
            xlo &= point and (vxlo if positive else vxhi)
            xhi &= point and (vxhi if positive else vxlo)
        for d, coefficients in by_dim.items():
            found_dim = self.dimension(d, coefficients, clamps)
            if found_dim is None:
                return None
            dlo, dhi, dexact = found_dim
            lo, hi = lo + dlo, hi + dhi
            xlo &= dexact
            xhi &= dexact
        roots += [{str(d)} for d in by_dim]
        if sum(map(len, roots)) != len(set().union(*roots)) if roots else False:
            xlo = xhi = False  # terms that vary together: their extremes may not meet
        elif roots and self._unapplied(clamps, used, set(map(str, by_dim))) & set().union(*roots):
            xlo = xhi = False  # a condition on something the terms vary with, not applied to them
        if terms and any(c[0] == "*" for c in clamps):
            narrow_lo, narrow_hi = self._related(const, terms, clamps)
            if narrow_lo > lo:
                lo, xlo = int(narrow_lo), False
            if narrow_hi < hi:
                hi, xhi = int(narrow_hi), False
            if lo > hi:
                return None  # the relations and the ranges disagree: no work-item gets here
        return lo, hi, xlo, xhi, frozenset(used | deps)

    def _related(self, const: Any, terms: list[Any], clamps: list[list[Any]]) -> tuple[float, float]:
        """Bounds on a form from the relations among *clamps* (``["*", ...]``, see
        :meth:`ncpu_opt.analysis.launch_bounds._Analysis._relation`) whose difference it contains:
        ``4*lid - 4*offset`` where ``lid >= offset`` is at least 0."""
        lo: float = -math.inf
        hi: float = math.inf
        coefficients: dict[str, int] = {}
        for var, c in terms:
            clo, chi = self.expr(c)
            if clo != chi:
                return lo, hi
            coefficients[var] = clo
        plain = [c for c in clamps if c[0] != "*"]
        for clamp in clamps:
            if clamp[0] != "*":
                continue
            _, side, bound, unsigned, value, fits = clamp
            try:
                for form, bits, signed in fits:
                    self.fits(form, bits, signed, plain)
                relations = self._relations(side, bound, unsigned, value, plain)
                for difference, difference_const, relation_side in relations:
                    found = self._narrowed(const, coefficients, difference, difference_const, relation_side, clamps)
                    if found is not None:
                        lo, hi = max(lo, found[0]), min(hi, found[1])
            except _Skip:
                continue
        return lo, hi

    def _relations(self, side: str, bound: list[Any], unsigned: bool, value: list[Any],
                   plain: list[list[Any]]) -> list[tuple[dict[str, int], _Interval, str]]:
        """What ``value <= bound`` (side hi) or ``>=`` (lo) says, as ``(terms, const, side)``:
        ``terms + const`` is at most (hi) or at least (lo) zero.  Unsigned: only where the
        sides, read signed, are not negative (``v <u b`` with ``b >= 0`` also says ``v >= 0``)."""
        difference: dict[str, int] = {}
        for sign, form in ((1, value), (-1, bound)):
            for var, c in form[1]:
                clo, chi = self.expr(c)
                if clo != chi:
                    return []
                difference[var] = difference.get(var, 0) + sign * clo
        value_const, bound_const = self.expr(value[0]), self.expr(bound[0])
        difference_const = (value_const[0] - bound_const[1], value_const[1] - bound_const[0])
        out = [({v: c for v, c in difference.items() if c}, difference_const, side)]
        if unsigned:
            bound_range = self.form(bound, plain)
            value_range = self.form(value, plain)
            if bound_range is None or value_range is None:
                return []
            if side == "hi":
                if bound_range[0] < 0:
                    return []
                terms = {var: self.expr(c)[0] for var, c in value[1]}
                out.append(({v: c for v, c in terms.items() if c}, value_const, "lo"))
            elif bound_range[0] < 0 or value_range[0] < 0:
                return []
        return out

    def _narrowed(self, const: Any, coefficients: dict[str, int], difference: dict[str, int],
                  difference_const: _Interval, side: str, clamps: list[list[Any]]) -> tuple[int, int] | None:
        """The form ``const + coefficients`` bounded through a relation on *difference*: written as
        ``k * difference + rest`` with ``k`` cancelling one of the difference's terms, the
        relation bounds the first part and the variables' ranges the rest (``4*lid + 4*span``
        with ``lid < span``: ``4*(lid - span) + 8*span``)."""
        plain = [c for c in clamps if c[0] != "*"]
        found = self.form([0, [[v, c] for v, c in difference.items()]], plain) if difference else None
        if found is None:
            return None
        low, high = found[0], found[1]
        if side == "lo":
            low = max(low, -difference_const[1])
        else:
            high = min(high, -difference_const[0])
        if low > high:
            return None
        base = self.expr(const)
        best: tuple[int, int] | None = None
        for var, d in difference.items():
            scale = Fraction(coefficients.get(var, 0), d)
            if scale == 0:
                continue
            rest = {v: Fraction(c) for v, c in coefficients.items()}
            for v, c in difference.items():
                rest[v] = rest.get(v, Fraction(0)) - scale * c
            if any(c.denominator != 1 for c in rest.values()):
                continue
            rest_terms = [[v, int(c)] for v, c in rest.items() if c]
            # (The rest's own range without relations: each is used once.)
            other = self.form([0, rest_terms], plain) if rest_terms else (0, 0)
            if other is None:
                return None
            ends = sorted((scale * low, scale * high))
            bounds = (base[0] + math.ceil(ends[0]) + other[0], base[1] + math.floor(ends[1]) + other[1])
            best = bounds if best is None else (max(best[0], bounds[0]), min(best[1], bounds[1]))
        return best

    def aligned(self, form: list[Any], align: int, base: int) -> bool:
        """Whether every value of *form* added to *base* is a multiple of *align*: the base, the
        constant and every coefficient are (each variable is an integer)."""
        if align <= 1:
            return True
        const, terms = form
        parts = [self.expr(const), *(self.expr(c) for _, c in terms)]
        return base % align == 0 and all(lo == hi and lo % align == 0 for lo, hi in parts)

    def _unapplied(self, clamps: list[list[Any]], used: set[str], dims: set[str]) -> set[str]:
        """What the conditions on variables the form does not use, or on dimensions it has no
        direct terms in, vary with: where those meet the form's terms, its extremes may not be
        attained (``if (gid < n) out[(int)get_group_id(0)]``)."""
        found: set[str] = set()
        records = [self.variables[int(v[1:])] for v in used if v[0] == "v"]
        for clamp in clamps:
            atom = clamp[0]
            if not atom or atom == "*":
                continue
            if atom[0] == "v":
                if atom in used:
                    continue
                record = self.variables[int(atom[1:])]
                of = record.get("of") or record.get("init")
                found |= {atom} | ({_root(t[0]) for t in of[1]} if of else set())
                continue
            dim = _root(atom)
            # Applied: to the form's own terms of the dimension, to a narrowed id's operand (it
            # is evaluated under the access's conditions), or to a loop's first value (the
            # condition of its entry).
            applied = dim in dims or any(
                (r["kind"] == "wrap" and any(_root(t[0]) == dim for t in r["of"][1])) or clamp in r.get("clamps", [])
                for r in records
            )
            if not applied:
                found.add(dim)
        return found

    def _clamp_values(self, atom: str, clamps: list[list[Any]]) -> tuple[int | None, int | None, bool]:
        """The tightest bounds the clamps put on *atom*: (lo, hi, both attained)."""
        lo: int | None = None
        hi: int | None = None
        exact = True
        for name, side, bound, unsigned, *_ in clamps:
            if name != atom or side == "ne":
                continue
            try:
                found = self.form(bound, [])
            except _Skip:  # a bound with no range (``l0 >= offset``, offset unbounded): no narrowing
                exact = False
                continue
            if found is None:
                continue
            blo, bhi, bxlo, bxhi, _ = found
            if unsigned and side == "hi" and bhi < 0:
                return 0, -1, True  # x <u 0: no value passes
            if unsigned and blo < 0:
                exact = False  # compared as unsigned: a negative bound says nothing we read
                continue
            if side == "hi":
                hi = bhi if hi is None else min(hi, bhi)
                exact &= bxhi
            else:
                lo = blo if lo is None else max(lo, blo)
                exact &= bxlo
            if unsigned and side == "hi":
                lo = 0 if lo is None else max(lo, 0)
        return lo, hi, exact

    def launch_facts(self, clamps: list[list[Any]]) -> bool | None:
        """Whether the comparisons of launch values alone hold: True, False, or None (unknown)."""
        result: bool | None = True
        for name, side, bound, unsigned, value, *_ in clamps:
            if name:
                continue
            v, b = self.form(value, []), self.form(bound, [])
            if v is None or b is None:
                return None
            if unsigned and (v[0] < 0 or b[0] < 0):
                result = None
                continue
            if side == "ne":
                holds = v[1] < b[0] or v[0] > b[1]
                fails = v[0] == v[1] == b[0] == b[1]
            else:
                holds = v[1] <= b[0] if side == "hi" else v[0] >= b[1]
                fails = v[0] > b[1] if side == "hi" else v[1] < b[0]
            if fails:
                return False
            if not holds:
                result = None
        return result

    def _excluded(self, atom: str, clamps: list[list[Any]]) -> list[int]:
        """The values ``atom != b`` clamps take out (where b is a launch value)."""
        out = []
        for name, side, bound, *_ in clamps:
            if name == atom and side == "ne":
                found = self.form(bound, [])
                if found is not None and found[0] == found[1]:
                    out.append(found[0])
        return out

    @staticmethod
    def _trim(low: int, high: int, excluded: list[int]) -> tuple[int, int]:
        """[low, high] without the excluded values at its ends."""
        changed = True
        while changed and low <= high:
            changed = False
            if low in excluded:
                low, changed = low + 1, True
            if high in excluded and high >= low:
                high, changed = high - 1, True
        return low, high

    def work_items(self, d: int, clamps: list[list[Any]]) -> tuple[_Interval, _Interval, _Interval, bool]:
        """The group ids, local ids and global ids less the offset (``g*L + l``) of dimension *d*
        the clamps let in, and whether those bounds are attained."""
        size, local, offset = self.global_size[d], self.local_size[d], self.offset[d]
        g_lo, g_hi, gx = self._clamp_values(f"g{d}", clamps)
        l_lo, l_hi, lx = self._clamp_values(f"l{d}", clamps)
        t_lo, t_hi, tx = self._clamp_values(f"gid{d}", clamps)
        g_range = (max(0, g_lo or 0), min(self.groups[d] - 1, g_hi if g_hi is not None else self.groups[d] - 1))
        l_range = (max(0, l_lo or 0), min(local - 1, l_hi if l_hi is not None else local - 1))
        t_range = (max(0, (t_lo - offset) if t_lo is not None else 0),
                   min(size - 1, (t_hi - offset) if t_hi is not None else size - 1))
        g_range = self._trim(*g_range, self._excluded(f"g{d}", clamps))
        l_range = self._trim(*l_range, self._excluded(f"l{d}", clamps))
        t_range = self._trim(*t_range, [v - offset for v in self._excluded(f"gid{d}", clamps)])
        return g_range, l_range, t_range, gx and lx and tx

    def dimension(self, d: int, coefficients: dict[str, _Interval],
                  clamps: list[list[Any]]) -> tuple[int, int, bool] | None:
        """The extremes of ``a*g + b*l`` over the work-items of dimension *d* the clamps let in."""
        local = self.local_size[d]
        g_range, l_range, t_range, exact = self.work_items(d, clamps)
        a, b = coefficients.get("g", (0, 0)), coefficients.get("l", (0, 0))
        rows = {g_range[0], g_range[1], t_range[0] // local, t_range[0] // local + 1,
                t_range[1] // local, t_range[1] // local - 1}
        values: list[int] = []
        for g in rows:
            if not g_range[0] <= g <= g_range[1]:
                continue
            first = max(l_range[0], t_range[0] - g * local)
            last = min(l_range[1], t_range[1] - g * local)
            if first > last:
                continue
            for l_ in (first, last):
                values += [x * g + y * l_ for x in a for y in b]
        if not values:
            return None
        return min(values), max(values), exact

    def variable(self, var: str, clamps: list[list[Any]]) -> tuple[int, int | None, bool, bool, frozenset[str]] | None:
        """A variable's range where the access runs (with *clamps*, its conditions)."""
        record = self.variables[int(var[1:])]
        found: tuple[int, int | None, bool, bool, frozenset[str]] | None
        if record["kind"] == "wrap":
            found = self._wrap(record, clamps)
        elif record["kind"] == "opaque":
            bits = record["bits"]
            low, high = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if record["signed"] else (0, (1 << bits) - 1)
            found = low, high, False, False, frozenset()
        elif record["kind"] == "choice":
            found = self._choice(record, clamps)
        else:
            if var not in self.ranges:
                self.ranges[var] = self._variable(var, record)
            found = self.ranges[var]
        if found is None:
            return None
        lo, hi, xlo, xhi, deps = found
        c_lo, c_hi, c_exact = self._clamp_values(var, clamps)
        unit = (record["kind"] == "add" and record["step"] == 1) or record["kind"] == "wrap"
        if c_hi is not None and (hi is None or c_hi < hi):
            hi, xhi = c_hi, c_exact and unit
        if c_lo is not None and c_lo > lo:
            lo, xlo = c_lo, c_exact and unit
        excluded = self._excluded(var, clamps)
        if excluded and hi is not None and unit:
            trimmed = self._trim(lo, hi, excluded)
            if trimmed != (lo, hi):
                (lo, hi), xlo, xhi = trimmed, False, False
        if hi is not None and hi < lo:
            return None  # no value passes the conditions: the access does not run
        return lo, hi, xlo, xhi, deps

    def _wrap(self, record: dict[str, Any], clamps: list[list[Any]]) -> tuple[int, int, bool, bool, frozenset[str]] | None:
        """An id narrowed to ``bits``: itself while it fits, else every value of the narrow type
        (its values are consecutive, so they pass the narrow type's ends)."""
        operand = self.form(record["of"], clamps)
        if operand is None:
            return None
        lo, hi, xlo, xhi, deps = operand
        bits = record["bits"]
        low, high = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if record["signed"] else (0, (1 << bits) - 1)
        deps = deps | frozenset(t[0] for t in record["of"][1])
        if low <= lo and hi <= high:
            return lo, hi, xlo, xhi, deps
        return low, high, True, True, deps

    def _choice(self, record: dict[str, Any], clamps: list[list[Any]]) -> tuple[int, int, bool, bool, frozenset[str]] | None:
        """A value chosen among options: the union of their ranges, each under the access's
        conditions and its own (never attained for sure: which option is taken is not known)."""
        lo: int | None = None
        hi: int | None = None
        deps: set[str] = set()
        for option in record["options"]:
            where = clamps + option["clamps"]
            for form, bits, signed in option["fits"]:
                self.fits(form, bits, signed, where)
            found = self.form(option["form"], where)
            if found is None:
                continue  # no work-item that gets here takes this option
            lo = found[0] if lo is None else min(lo, found[0])
            hi = found[1] if hi is None else max(hi, found[1])
            deps |= found[4] | {t[0] for t in option["form"][1]}
        if lo is None or hi is None:
            return None
        return lo, hi, False, False, frozenset(deps)

    def _recurrence(self, var: str, record: dict[str, Any]) -> tuple[int, int | None, bool, bool, frozenset[str]] | None:
        """A loop variable with any next value: its range grown from the first value by the next
        value's, until it no longer grows (an interval that holds on every trip)."""
        init = self.form(record["init"], record["clamps"])
        if init is None:
            return None
        lo, hi, _, _, deps = init
        known = set(self.ranges)
        try:
            for _ in range(RECURRENCE_ROUNDS):
                # Ranges found in a round may depend on this one's: not kept.
                for stale in set(self.ranges) - known:
                    del self.ranges[stale]
                self.ranges[var] = (lo, hi, False, False, deps)
                following = self.form(record["next"], [])
                if following is None:
                    return lo, hi, False, False, deps
                grown = min(lo, following[0]), max(hi, following[1])
                if grown == (lo, hi):
                    for form, bits, signed in record["fits"]:
                        self.fits(form, bits, signed, [])
                    return lo, hi, False, False, deps | (following[4] - {var})
                lo, hi = grown
        finally:
            for stale in set(self.ranges) - known:
                del self.ranges[stale]
        raise _Skip

    def _variable(self, var: str, record: dict[str, Any]) -> tuple[int, int | None, bool, bool, frozenset[str]] | None:
        if record["kind"] == "unbounded":
            raise _Skip
        if record["kind"] == "recur":
            return self._recurrence(var, record)
        if record["kind"] == "derived":
            operand = self.form(record["of"], [])
            if operand is None:
                return None
            olo, ohi, oxlo, oxhi, odeps = operand
            if record["op"] in ("and", "or", "xor"):
                if olo < 0:
                    raise _Skip
                if olo == ohi:  # one value (a loop variable a case of a proof fixes): exact
                    value = {"and": olo & record["by"], "or": olo | record["by"], "xor": olo ^ record["by"]}[record["op"]]
                    return value, value, oxlo, oxhi, odeps | frozenset(t[0] for t in record["of"][1])
                by = record["by"]
                top = min(ohi, by) if record["op"] == "and" else (1 << max(ohi, by).bit_length()) - 1
                return 0, top, False, False, odeps | frozenset(t[0] for t in record["of"][1])
            lo, hi = _apply(record["op"], (olo, olo), (record["by"], record["by"]))[0], \
                _apply(record["op"], (ohi, ohi), (record["by"], record["by"]))[1]
            return lo, hi, oxlo, oxhi, odeps | frozenset(t[0] for t in record["of"][1])
        for form, bits, signed in record["fits"]:
            self.fits(form, bits, signed, record["clamps"])
        init = self.form(record["init"], record["clamps"])
        if init is None:
            return None
        ilo, ihi, ixlo, ixhi, deps = init
        start = record["exact_start"]
        if record["kind"] == "halve":
            return 0, ihi, False, ixhi and start, deps
        step = self.expr(record["step"])
        if record["kind"] == "scale":
            if ilo < 0 or step[0] < 2:
                raise _Skip  # (a negative start grows downwards)
            if record["hi"] is None:
                return ilo, None, ixlo and start, False, deps
            bound = self.form(record["hi"], [])
            if bound is None:
                raise _Skip
            return ilo, max(ihi, bound[1]), ixlo and start, False, deps | bound[4]
        if step[0] != step[1] or step[0] < 1:
            raise _Skip
        if record["hi"] is None:
            return ilo, None, ixlo and start, False, deps
        bound = self.form(record["hi"], [])
        if bound is None:
            raise _Skip
        blo, bhi, _, bxhi, bdeps = bound
        covers = step[0] == 1 or (record["contiguous"] and ihi - ilo + 1 >= step[0])
        if ilo == ihi and bhi > ilo:
            bhi = ilo + (bhi - ilo) // step[0] * step[0]  # the last value the steps reach
        hi = max(ihi, bhi)
        exact_hi = (record["only_exit"] and bxhi and covers and start and record.get("hi_exact", True)
                    and (ixhi if hi == ihi else True))
        return ilo, hi, ixlo and start, exact_hi, deps | bdeps

    def fits(self, form: list[Any], bits: int, signed: bool, clamps: list[list[Any]]) -> None:
        found = self.form(form, clamps)
        if found is None:
            return
        lo, hi = found[0], found[1]
        low, high = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
        if lo < low or hi > high:
            raise _Skip


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
    from :func:`ncpu_opt.analysis.launch_bounds._phases`) that are *group-uniform*
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


def _root(variable: str) -> str:
    """What a variable varies with: its dimension for ``g0``/``l0``/``gid0``, else itself."""
    if variable.startswith("gid"):
        return variable[3:]
    return variable[1:] if variable[0] in "gl" else variable


def _apply(op: str, a: _Interval, b: _Interval) -> _Interval:
    """*op* (a division, shift, remainder or mask) on intervals, when the result is bounded."""
    if b[0] != b[1]:
        raise _Skip
    by = b[0]
    if op in ("udiv", "lshr") and a[0] >= 0 and by >= 0:
        return (a[0] // by, a[1] // by) if op == "udiv" and by > 0 else (a[0] >> by, a[1] >> by)
    if op == "ashr" and by >= 0:
        return a[0] >> by, a[1] >> by
    if op == "sdiv" and by > 0:
        return int(a[0] / by), int(a[1] / by)
    if op in ("urem", "srem") and by > 0 and a[0] >= 0:
        return (a[0], a[1]) if a[1] < by else (0, by - 1)
    if op == "and" and by >= 0 and a[0] >= 0:
        return 0, min(by, a[1])
    raise _Skip


# -- __local memory every read of which reads bytes the group wrote (check-uninitialized) ----------

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
    ``init``, see :func:`ncpu_opt.analysis.launch_bounds._initialisation`) reads bytes written.

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
    (:func:`ncpu_opt.analysis.launch_bounds._trip_proofs`) gives as carried only writes of no
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
    :func:`ncpu_opt.analysis.launch_bounds._trips`) on each of its trips on this launch, the
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
    """A kernel's launch bounds, checked on every launch (see the module's docstring)."""

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


__all__ = [
    "LaunchChecker",
    "initialised",
    "OutOfBoundsError",
    "Requirement",
    "proven_arguments",
    "proven_local_variables",
    "race_free_arguments",
    "race_free_local_variables",
    "requirements",
]
