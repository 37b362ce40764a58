"""The evaluator of launch bounds: :class:`_Launch` gives the range of an expression, form or
loop variable for one launch's sizes and scalar arguments.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

#: Rounds a loop variable's range may grow before it is taken as unbounded (a doubling reaches
#: the end of 64 bits in 64).
RECURRENCE_ROUNDS = 70


class _Skip(Exception):
    """The access cannot be compared for this launch (a value would wrap, no bound is known)."""


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
        :meth:`ncpu_opt.analysis.launch_bounds.function._Analysis._relation`) whose difference it contains:
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


