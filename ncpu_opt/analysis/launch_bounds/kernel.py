"""The entry point of launch bounds: :func:`kernel_bounds` analyses a kernel's pointer
arguments and ``__local`` variables.
"""

from __future__ import annotations

from ncpu_opt.analysis.launch_bounds.accesses import (
    _LOCAL_ADDRSPACE,
    _is_local,
    _local_variables,
    _used_elsewhere,
    _uses,
)
from ncpu_opt.analysis.launch_bounds.forms import ArgumentBounds, KernelBounds, Unbounded
from ncpu_opt.analysis.launch_bounds.function import _Analysis
from ncpu_opt.analysis.launch_bounds.initialisation import _initialisation, _trips
from ncpu_opt.analysis.launch_bounds.phases import _exits, _phases
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.module import Function
from ncpu_opt.ir.types import PointerType
from ncpu_opt.ir.values import Value

#: Address spaces of the pointers checked: OpenCL's global, constant, local and generic.
_CHECKED_ADDRSPACES = (1, 2, 3, 4)


def kernel_bounds(fn: Function, dl: DataLayout) -> KernelBounds:
    """The launch bounds of kernel *fn* (clang's IR, before the pipeline)."""
    analysis = _Analysis(fn, dl)
    arguments = []
    for arg in fn.args:
        t = arg.type
        if not isinstance(t, PointerType) or t.addrspace not in _CHECKED_ADDRSPACES or "byval" in str(arg.attributes):
            continue
        arguments.append(_accesses(analysis, ArgumentBounds(arg.index), arg, dl, None))
    local_variables = [
        {"name": gv.name, "size": dl.alloc_size(gv.value_type),
         **_accesses(analysis, ArgumentBounds(-1), gv, dl, fn).to_json(), "elsewhere": _used_elsewhere(gv, fn)}
        for gv in _local_variables(fn)
    ]
    for bounds in arguments:
        if fn.args[bounds.index].type.addrspace == _LOCAL_ADDRSPACE:  # type: ignore[attr-defined]
            bounds.init = _initialisation(analysis, fn.args[bounds.index], dl, fn, bounds.to_json())
    for gv, variable in zip(_local_variables(fn), local_variables, strict=True):
        variable["init"] = _initialisation(analysis, gv, dl, fn, variable)
    # Last: reading the exit tests may add variables (loop variables too, whose exit tests are
    # then read in turn), or leave a loop's unfinished ones unusable; the loops' records name
    # every variable of their loop.
    known = -1
    while known != len(analysis.variables):
        known = len(analysis.variables)
        for var, loop in list(analysis.headers.items()):
            if "exits" not in analysis.variables[int(var[1:])]:
                analysis.variables[int(var[1:])]["exits"] = _exits(analysis, loop)
        for init, loops in analysis.trip_loops:
            init["loops"] = [_trips(analysis, loop) for loop in loops]
    return KernelBounds(arguments, analysis.variables, local_variables)


def _accesses(analysis: _Analysis, bounds: ArgumentBounds, base: Value, dl: DataLayout,
              fn: Function | None) -> ArgumentBounds:
    """*bounds* filled with the accesses through *base*, or why they cannot all be read."""
    try:
        for use in _uses(base, dl, fn):
            try:
                record = analysis.access(use, base)
                if _is_local(base):
                    # (Only __local memory's: its races are per group and barrier interval.)
                    record["points"] = analysis.interval_points(use.inst)
                    record["phases"] = _phases(analysis, use.inst, record)
                bounds.accesses.append(record)
            except Unbounded as e:
                raise Unbounded(f"an access indexed by {e}") from None
    except Unbounded as e:
        bounds.accesses, bounds.unchecked = [], str(e)
    return bounds
