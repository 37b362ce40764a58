"""Launch bounds' linear forms and expressions, and the records the analysis writes.

An *expression* is a launch value (an int, a scalar argument, a size, or an operation of
them); a :class:`Form` is a constant plus variables times expressions.  :class:`ArgumentBounds`
and :class:`KernelBounds` hold what :func:`~ncpu_opt.analysis.launch_bounds.kernel_bounds`
finds, as the JSON the runtime reads.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

#: An expression over launch values (see the package's docstring).
Expr = Any


class Unbounded(Exception):
    """The value cannot be written as a form: the reason."""


# -- expressions ------------------------------------------------------------------------------


def _add(a: Expr, b: Expr) -> Expr:
    if isinstance(a, int) and isinstance(b, int):
        return a + b
    if a == 0:
        return b
    if b == 0:
        return a
    return ["add", a, b]


def _neg(a: Expr) -> Expr:
    return -a if isinstance(a, int) else ["mul", -1, a]


def _mul(a: Expr, b: Expr) -> Expr:
    if isinstance(a, int) and isinstance(b, int):
        return a * b
    if a == 0 or b == 0:
        return 0
    if a == 1:
        return b
    if b == 1:
        return a
    return ["mul", a, b]


# -- forms ------------------------------------------------------------------------------------


@dataclass
class Form:
    """``const + sum(coefficient * variable)``; coefficients are expressions."""

    const: Expr = 0
    terms: dict[str, Expr] = field(default_factory=dict)

    @property
    def is_param(self) -> bool:
        return not self.terms

    def plus(self, other: Form, sign: int = 1) -> Form:
        terms = dict(self.terms)
        for var, coefficient in other.terms.items():
            scaled = coefficient if sign == 1 else _neg(coefficient)
            terms[var] = _add(terms[var], scaled) if var in terms else scaled
        other_const = other.const if sign == 1 else _neg(other.const)
        return Form(_add(self.const, other_const), {v: c for v, c in terms.items() if c != 0})

    def times(self, factor: Expr) -> Form:
        if factor == 0:
            return Form()
        return Form(_mul(self.const, factor), {v: _mul(c, factor) for v, c in self.terms.items()})

    def to_json(self) -> list[Any]:
        return [self.const, [[v, c] for v, c in sorted(self.terms.items())]]


def _param(expr: Expr) -> Form:
    return Form(expr)


# -- what the analysis gives -------------------------------------------------------------------


@dataclass
class ArgumentBounds:
    """The accesses of one pointer argument, or why it is not checked."""

    index: int
    accesses: list[dict[str, Any]] = field(default_factory=list)
    unchecked: str = ""
    #: A ``__local`` argument's: what proves its reads initialised (:func:`_initialisation`).
    init: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "accesses": self.accesses, "unchecked": self.unchecked, "init": self.init}


@dataclass
class KernelBounds:
    """Per pointer argument: its accesses as forms; ``variables``: the bounded values they use;
    ``local_variables``: the same for the kernel's ``__local`` variables (name, size in bytes)."""

    arguments: list[ArgumentBounds]
    variables: list[dict[str, Any]]
    local_variables: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"arguments": [a.to_json() for a in self.arguments], "variables": self.variables,
                "local_variables": self.local_variables}


def _getter_form(name: str, dim: int) -> Form:
    g, l_ = f"g{dim}", f"l{dim}"
    if name == "get_global_id":
        return Form(["size", "offset", dim], {g: ["size", "local", dim], l_: 1})
    if name == "get_local_id":
        return Form(0, {l_: 1})
    if name == "get_group_id":
        return Form(0, {g: 1})
    if name == "get_local_size":
        return _param(["lsize", dim])
    kind = {"get_global_size": "global", "get_enqueued_local_size": "local",
            "get_num_groups": "groups", "get_global_offset": "offset"}[name]
    return _param(["size", kind, dim])


def _contiguous(form: Form) -> bool:
    """Whether the form's values over all work-items are every integer between its extremes."""
    terms = form.terms
    if len(terms) == 1:
        ((var, coefficient),) = terms.items()
        return coefficient == 1 and var[0] in "gl"
    if len(terms) == 2:
        dims = {v[1:] for v in terms}
        if len(dims) == 1:
            (d,) = dims
            return terms.get(f"l{d}") == 1 and terms.get(f"g{d}") == ["size", "local", int(d)]
    return False
