"""Call-graph questions the passes ask: cycles among a set of functions, what a function reaches."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence

from ncpu_opt.ir.instructions import CallBase
from ncpu_opt.ir.module import Function


def find_call_cycle(
    functions: Sequence[Function], calls_of: Callable[[Function], Iterable[CallBase]]
) -> list[Function] | None:
    """A call cycle among ``functions`` (first function repeated at the end), or None.

    ``calls_of(fn)`` gives the calls of ``fn``; only calls made from a member
    count.  The search is depth-first in the given order, so the cycle named is
    deterministic.
    """
    members = set(functions)
    callees: dict[Function, list[Function]] = {fn: [] for fn in functions}
    for fn in functions:
        for call in calls_of(fn):
            caller = call.function
            if caller in members and fn not in callees[caller]:
                callees[caller].append(fn)
    state: dict[Function, int] = {}  # 1: on the path, 2: done
    path: list[Function] = []

    def visit(fn: Function) -> list[Function] | None:
        state[fn] = 1
        path.append(fn)
        for callee in callees[fn]:
            if state.get(callee) == 1:
                return [*path[path.index(callee):], callee]
            if callee not in state:
                cycle = visit(callee)
                if cycle is not None:
                    return cycle
        path.pop()
        state[fn] = 2
        return None

    for fn in functions:
        if fn not in state:
            cycle = visit(fn)
            if cycle is not None:
                return cycle
    return None


def format_cycle(cycle: Sequence[Function]) -> str:
    return " -> ".join("@" + fn.name for fn in cycle)


def reachable_functions(fn: Function) -> Iterator[Function]:
    """``fn`` and every function it calls directly, transitively (declarations too, not entered), once each."""
    seen: set[Function] = set()
    pending = [fn]
    while pending:
        current = pending.pop()
        if current in seen:
            continue
        seen.add(current)
        yield current
        for inst in current.instructions():
            if isinstance(inst, CallBase) and inst.called_function is not None:
                pending.append(inst.called_function)
