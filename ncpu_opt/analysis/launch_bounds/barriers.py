"""Barrier points and intervals: which barrier points may start the interval an instruction runs
in (:func:`_interval_points`), and how paths from a point enter a loop header.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from ncpu_opt.ir.instructions import CallBase, Instruction
from ncpu_opt.ir.module import BasicBlock, Function
from ncpu_opt.mux.barrier_regions import is_barrier_point
from ncpu_opt.mux.builtin_info import Kind, recognise

#: Builtins that every work-item of a group reaches together (in a group without barrier
#: divergence, which the checks report on their own): a barrier interval ends at each.
_GROUP_POINTS = (Kind.OPENCL_BARRIER, Kind.OPENCL_REDUCTION, Kind.OPENCL_ANY_ALL, Kind.OPENCL_BROADCAST)


def _barrier_point(inst: Instruction) -> str | None:
    """``"barrier"`` for a work-group barrier or work-group function (a new interval starts
    after it, the one before ends there), ``"call"`` for a call of a function of the module
    that may reach one (a new interval may start after it, or the one before go on), else None."""
    if not isinstance(inst, CallBase):
        return None
    callee = inst.called_function
    if callee is None:
        return None
    if is_barrier_point(inst):
        return "barrier"
    found = recognise(callee.name)
    if found is not None:
        return "barrier" if found[0].kind in _GROUP_POINTS and found[0].group == "work" else None
    return "call" if not callee.is_declaration and _reaches_barrier(callee, set()) else None


def _reaches_barrier(fn: Function, seen: set[int]) -> bool:
    if id(fn) in seen:
        return False
    seen.add(id(fn))
    for block in fn.blocks:
        for inst in block.instructions:
            if _barrier_point(inst) == "barrier":
                return True
            callee = inst.called_function if isinstance(inst, CallBase) else None
            if callee is not None and not callee.is_declaration and _reaches_barrier(callee, seen):
                return True
    return False


def _interval_starts(fn: Function) -> list[tuple[BasicBlock, int]]:
    """Where each barrier point's interval starts (block, position): the kernel's entry, then
    just after each barrier point in function order."""
    starts: list[tuple[BasicBlock, int]] = [(fn.blocks[0], 0)]
    for block in fn.blocks:
        for position, inst in enumerate(block.instructions):
            if _barrier_point(inst) is not None:
                starts.append((block, position + 1))
    return starts


def _interval_walk(start: tuple[BasicBlock, int], state: int,
                   step: Callable[[BasicBlock, int], int]) -> Iterator[tuple[Instruction, int]]:
    """The instructions a path from *start* reaches without crossing a barrier or work-group
    function, each with the state the path carries there: *state* at the start, and
    ``step(successor, state)`` on entering a block (each block and state walked once)."""
    pending = [(start[0], start[1], state)]
    entered: set[tuple[int, int]] = set()
    while pending:
        block, position, carried = pending.pop()
        ended = False
        for inst in block.instructions[position:]:
            yield inst, carried
            if _barrier_point(inst) == "barrier":
                ended = True
                break
        term = block.terminator
        if ended or term is None:
            continue
        for successor in term.successors:
            after = step(successor, carried)
            if (id(successor), after) not in entered:
                entered.add((id(successor), after))
                pending.append((successor, 0, after))


def _header_passes(fn: Function, start: tuple[BasicBlock, int], header: BasicBlock) -> dict[int, set[int]]:
    """Per instruction (by id) the interval starting at *start* may reach: how many times a path
    from the start to it without crossing a barrier enters *header* (0, 1, or 2 for more)."""
    found: dict[int, set[int]] = {}
    for inst, passes in _interval_walk(start, 0, lambda block, n: min(2, n + 1) if block is header else n):
        found.setdefault(id(inst), set()).add(passes)
    return found


def _interval_points(fn: Function) -> dict[int, list[int]]:
    """Per instruction of *fn* (by id), the barrier points that may start the barrier interval
    it runs in: 0 the kernel's entry, then each barrier point in function order.  An instruction
    belongs to a point when a path from just after it reaches the instruction without crossing a
    barrier or work-group function: the work-items of a group run one interval from the same
    point (barrier divergence is reported apart), each along such a path.  A call of a function
    that may reach a barrier starts an interval and does not end one (the callee may not reach
    its barrier): what follows it belongs to the points before it too.  A barrier these forms
    do not know (an unknown declaration, a SPIR-V one) ends nothing: intervals are only ever
    taken larger than they are."""
    found: dict[int, set[int]] = {}
    for point, start in enumerate(_interval_starts(fn)):
        for inst, _ in _interval_walk(start, 0, lambda block, n: n):
            found.setdefault(id(inst), set()).add(point)
    return {key: sorted(points) for key, points in found.items()}


