"""What race proofs read about an access's interval: per barrier point and loop variable, how
many trips a path from the point to the access starts (:func:`_phases`), and the exit tests
that make a loop's trips the same for a whole group (:func:`_exits`).
"""

from __future__ import annotations

import re
from typing import Any

from ncpu_opt.analysis.launch_bounds.barriers import _header_passes, _interval_starts
from ncpu_opt.analysis.launch_bounds.forms import Unbounded
from ncpu_opt.analysis.launch_bounds.function import _Analysis, _Context, _logical
from ncpu_opt.analysis.loops import Loop
from ncpu_opt.ir.instructions import BranchInst, CmpInst, Instruction
from ncpu_opt.ir.values import Value


def _phases(analysis: _Analysis, inst: Instruction, record: dict[str, Any]) -> list[list[Any]]:
    """Per barrier point of the access *inst* (*record*) and loop variable its record uses
    (directly, or through the records of the variables it uses): ``[point, variable, passes]``,
    passes being how many times every path from the point to the access enters the variable's
    loop header without crossing a barrier (0 or 1), or -1 where paths differ or enter it more
    than once.  Where every access of an interval that uses a loop variable has passes 0, or
    every one 1, they all read one value of it (the one at the interval's start, or the next
    trip's): :func:`ncpu_opt.runtime.bounds.races._split_race_free`."""
    used = _variables_used(analysis, record)
    out: list[list[Any]] = []
    starts = None
    for point in record.get("points", []):
        for var in sorted(used):
            loop = analysis.headers.get(var)
            if loop is None:
                continue
            key = (point, id(loop.header))
            passes = analysis._passes.get(key)
            if passes is None:
                if starts is None:
                    starts = _interval_starts(analysis.fn)
                passes = analysis._passes[key] = _header_passes(analysis.fn, starts[point], loop.header)
            seen = passes.get(id(inst), set())
            out.append([point, var, min(seen) if len(seen) == 1 and seen <= {0, 1} else -1])
    return out


_VARIABLE = re.compile(r"^v\d+$")


def _variables_used(analysis: _Analysis, record: dict[str, Any]) -> set[str]:
    """The variables ``v<k>`` an access's record names, and those their records name, and so on."""
    found: set[str] = set()
    pending: list[Any] = [record["off"], record["clamps"], record["fits"]]
    while pending:
        node = pending.pop()
        if isinstance(node, str):
            if _VARIABLE.match(node) and node not in found:
                found.add(node)
                pending.append(analysis.variables[int(node[1:])])
        elif isinstance(node, list):
            pending.extend(node)
        elif isinstance(node, dict):
            pending.extend(node.values())
    return found


def _exits(analysis: _Analysis, loop: Loop) -> list[list[Any]] | None:
    """The forms of the values *loop*'s exit tests compare, when it exits only from its header
    or its one latch (each trip runs those tests) by comparisons of forms: where the forms are
    the same for every work-item of a group, so is the number of trips (a loop variable's value
    then is too: :func:`ncpu_opt.runtime.bounds.races._uniform_variables`).  None otherwise."""
    allowed = (loop.header, loop.single_latch)
    out: list[list[Any]] = []
    for block in loop.exiting_blocks:
        term = block.terminator
        if block not in allowed or not (isinstance(term, BranchInst) and term.is_conditional):
            return None
        pending: list[Value] = [term.condition]
        while pending:
            condition = pending.pop()
            parts = _logical(condition)
            if parts is not None:
                pending += [parts[1], parts[2]]
                continue
            if not (isinstance(condition, CmpInst) and condition.opcode == "icmp"):
                return None
            try:
                out += [analysis.form(operand, _Context()).to_json() for operand in condition.operands]
            except Unbounded:
                return None
    return out
