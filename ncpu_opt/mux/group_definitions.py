"""Bodies of the sub-group and vec-group builtins for a sub-group size of 1.

With one invocation per sub-group (spec: "Sub-groups"), every group
operation only sees the calling invocation's own value:

- ``any``/``all``, ``broadcast``, ``reduce`` and inclusive scans return the value;
- exclusive scans return the operation's identity (``add``: 0, ``mul``: 1,
  ``smin``: the largest signed value, ``umin``: all ones, ``fmin``: +inf,
  ``smax``: the smallest signed value, ``umax``: 0, ``fmax``: -inf, ``and``:
  all ones, ``or``/``xor``: 0, ``logical_and``: 1, ``logical_or``/``logical_xor``:
  0); ``fadd``'s identity is +0.0, as OpenCL's scans return 0 for the first
  invocation (so ``-0.0`` inputs are not preserved there);
- ``shuffle`` and ``shuffle_xor`` return the value: the only in-range source
  invocation is this one, and out-of-range indices are undefined (we pick the
  value);
- ``shuffle_up(prev, curr, delta)`` is ``curr`` for ``delta == 0`` and ``prev``
  otherwise (the index ``-delta`` wraps into the previous sub-group, whose one
  invocation is this one); ``shuffle_down(curr, next, delta)`` likewise picks
  ``next``.

Work-group collectives are not defined here: work-item-loops computes them
across the loops.  Vec-group builtins on vectors are not supported yet.
"""

from __future__ import annotations

from ncpu_opt.errors import NotSupportedError
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.module import Function
from ncpu_opt.ir.types import FloatType, IntType, Type, VectorType
from ncpu_opt.ir.values import ConstantFP, Value, const_int
from ncpu_opt.mux.builtins import GroupBuiltin

# Spellings of +inf, -inf and 1.0 for the float kinds Python's struct cannot pack.
_HEX = {
    "half": {"inf": "0xH7C00", "-inf": "0xHFC00", "one": "0xH3C00", "zero": "0xH0000"},
    "bfloat": {"inf": "0xR7F80", "-inf": "0xRFF80", "one": "0xR3F80", "zero": "0xR0000"},
}
_ARG_NAMES = {
    "shuffle_up": ("prev", "curr", "delta"),
    "shuffle_down": ("curr", "next", "delta"),
    "shuffle": ("val", "lid"),
    "shuffle_xor": ("val", "xor_val"),
}
_FLOAT_VALUES = {"inf": float("inf"), "-inf": float("-inf"), "one": 1.0, "zero": 0.0}


def _float(t: FloatType, which: str) -> Value:
    if t.kind in _HEX:
        return ConstantFP(t, _HEX[t.kind][which])
    return ConstantFP.from_float(t, _FLOAT_VALUES[which])


def identity(operation: str, t: Type) -> Value:
    """The identity of the group ``operation`` on scalar type ``t``."""
    if isinstance(t, FloatType):
        which = {"fadd": "zero", "fmul": "one", "fmin": "inf", "fmax": "-inf"}.get(operation)
        if which is None:
            raise NotSupportedError(f"group operation '{operation}' on {t}")
        return _float(t, which)
    if not isinstance(t, IntType):
        raise NotSupportedError(f"group operation '{operation}' on {t}")
    w = t.width
    values = {
        "add": 0, "mul": 1, "smin": (1 << (w - 1)) - 1, "umin": -1, "smax": -(1 << (w - 1)), "umax": 0,
        "and": -1, "or": 0, "xor": 0, "logical_and": 1, "logical_or": 0, "logical_xor": 0,
    }
    if operation not in values:
        raise NotSupportedError(f"group operation '{operation}' on {t}")
    return const_int(t, values[operation])


def define_group_builtin(fn: Function, group: GroupBuiltin) -> None:
    """Give the declared sub-group or vec-group builtin ``fn`` its size-1 body."""
    if group.group == "work":
        raise ValueError("work-group collectives are computed by work-item-loops")
    if isinstance(group.type, VectorType):
        raise NotSupportedError(f"@{fn.name}: vec-group builtins on vectors")
    args = fn.args
    for arg, name in zip(args, _ARG_NAMES.get(group.kind, ("val", "id")), strict=False):
        arg.name = name
    b = Builder(fn.append_block("entry"))
    if group.kind in ("shuffle_up", "shuffle_down"):
        first, second, delta = args
        is_zero = b.icmp("eq", delta, const_int(delta.type, 0), "eqzero")
        # shuffle_up(prev, curr, d): curr if d == 0; shuffle_down(curr, next, d): curr if d == 0.
        keep, other = (second, first) if group.kind == "shuffle_up" else (first, second)
        b.ret(b.select(is_zero, keep, other, "sel"))
    elif group.kind == "scan_exclusive":
        assert group.operation is not None
        b.ret(identity(group.operation, group.type))
    else:
        b.ret(args[0])
