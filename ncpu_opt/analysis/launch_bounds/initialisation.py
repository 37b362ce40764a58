"""Initialisation of ``__local`` memory: the writes that cover each read before it (and the
synchronisation between them), and the loops whose trips the runtime follows to prove reads
written trip by trip.
"""

from __future__ import annotations

from typing import Any

from ncpu_opt.analysis.launch_bounds.accesses import (
    _MEMORY_INTRINSICS,
    _Use,
    _used_elsewhere,
    _uses,
)
from ncpu_opt.analysis.launch_bounds.forms import Expr, Form, Unbounded
from ncpu_opt.analysis.launch_bounds.function import (
    _Analysis,
    _Context,
    _Fact,
    _strip_casts,
    _width,
)
from ncpu_opt.analysis.loops import Loop
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.instructions import (
    AtomicRMWInst,
    BranchInst,
    CallBase,
    CmpInst,
    CmpXchgInst,
    Instruction,
    LoadInst,
    PhiInst,
    StoreInst,
)
from ncpu_opt.ir.module import BasicBlock, Function
from ncpu_opt.ir.values import Value
from ncpu_opt.mux.builtin_info import Kind, recognise
from ncpu_opt.mux.demangle import demangle


def _initialisation(analysis: _Analysis, base: Value, dl: DataLayout, fn: Function,
                    record: dict[str, Any]) -> dict[str, Any] | None:
    """What proves the reads of *base* (a ``__local`` variable or argument; *record*, its launch
    bounds) initialised: ``covers``, the writes ``[access index, loop variable or ""]`` that
    every work-item of a group that gets past them made (a store no work-item condition leads to,
    or every trip of a counted loop of one); ``reads``, per access check-uninitialized tests as a
    read, ``[access index, [covering writes before it]]``: those whose store dominates a barrier
    or work-group function that dominates the read (outside the write's loop, for a loop's
    writes).  So on every path to the read, every work-item of the group (all reach the barrier,
    or the group's barrier divergence is reported) made the write, then synchronised.  The
    runtime (:func:`ncpu_opt.runtime.bounds.initialised`) checks per launch that the covering
    writes' bytes are one range with no gap, and that each read's range lies inside what the
    writes before it cover.  Each read's third item, and ``loops``, say how it may be proven
    otherwise, following a loop trip by trip (double buffering: :func:`_trip_proofs`,
    :func:`_trips`).  None where that cannot be said (the accesses not all followed, the
    memory used by another function)."""
    if record["unchecked"] or _used_elsewhere(base, fn):
        return None
    uses = _uses(base, dl, fn)
    if len(uses) != len(record["accesses"]):
        return None
    barriers = [inst for block in fn.blocks for inst in block.instructions if _synchronises(inst)]
    covers: list[list[Any]] = []
    reads: list[list[Any]] = []
    loops: list[Loop] = []
    for position, use in enumerate(uses):
        if use.write and isinstance(use.inst, StoreInst):
            loop = _covering(analysis, use, record["accesses"][position])
            if loop is not None:
                covers.append([position, *loop])
    for position, use in enumerate(uses):
        if not _tested_as_read(use):
            continue
        before = [
            index for index, _, loop, test in covers
            if any((analysis.domtree.dominates(uses[index].inst, barrier) if loop is None
                    else _after_loop(analysis, loop, test, barrier))
                   and analysis.domtree.dominates(barrier, use.inst)
                   for barrier in barriers)
        ]
        reads.append([position, before, _trip_proofs(analysis, use, uses, covers, barriers, loops)])
    init: dict[str, Any] = {"covers": [c[:2] for c in covers], "reads": reads}
    analysis.trip_loops.append((init, loops))
    return init


def _trip_proofs(analysis: _Analysis, use: _Use, uses: list[_Use], covers: list[list[Any]],
                 barriers: list[Instruction], loops: list[Loop]) -> list[list[Any]]:
    """The loops whose trips the runtime may follow to prove the read *use* initialised
    (:func:`ncpu_opt.runtime.bounds.initialisation._trip_initialised`), each ``[where, loop, carried]``: where
    ``"in"``, the innermost loop holding the read; ``"after"``, a loop of the read's own nesting
    level whose header dominates it (every path to the read went through that loop, and left it
    last by its latch, the loop's only exit, so after its last trip); ``loop``, the loop's index
    in *loops* (the ``init`` record's ``loops``: its variables and exit test, :func:`_trips`);
    ``carried``, the covering writes (of no work-item condition: ``""``) in the loop that
    dominate a barrier or work-group function in the loop that dominates its latch.

    Why *carried* writes are made before the next trip's accesses, by the whole group: a trip
    that reaches the latch went through the barrier (it dominates the latch), and, in that trip,
    through the write before it (a path from the header to the barrier that missed the write
    would, after the path that first enters the loop, miss it from the function's entry, yet
    the write dominates the barrier).  Every work-item of the group reaches that barrier in the
    same trip (its group-uniform variables, the runtime's condition, make every work-item's
    trips the same; barrier divergence is reported apart), so every one made the write (it has
    no work-item condition) before any passed the barrier into the next trip, or out of the
    loop."""
    if analysis.loops is None or use.inst.parent is None:
        return []
    block = use.inst.parent
    inner = analysis.loops.loop_for(block)
    candidates: list[tuple[str, Loop]] = [("in", inner)] if inner is not None else []
    for loop in analysis.loops.loops():
        if loop.parent is inner and block not in loop and analysis.domtree.dominates(loop.header, block):
            candidates.append(("after", loop))
    out: list[list[Any]] = []
    for where, loop in candidates:
        latch = loop.single_latch
        if latch is None or loop.exiting_blocks != [latch]:
            continue
        ends = [barrier for barrier in barriers if (at := barrier.parent) is not None and at in loop
                and analysis.domtree.dominates(at, latch)]
        carried = [index for index, var, _, _ in covers if not var and any(
            analysis.domtree.dominates(uses[index].inst, barrier) for barrier in ends)]
        if loop not in loops:
            loops.append(loop)
        out.append([where, loops.index(loop), carried])
    return out


def _trips(analysis: _Analysis, loop: Loop) -> dict[str, Any] | None:
    """What the runtime needs to follow *loop*'s trips (:func:`ncpu_opt.runtime.bounds.initialisation._trips`):
    ``vars``, the loop's variables (its header's phis the analysis named), ``inner``, those of
    the loops inside it, and ``test``, its latch's exit test ``[predicate, exits when it holds, bits, left form, right form]``.  None
    unless the loop exits only by one comparison at its one latch (so each trip runs whole,
    from its header to the test), of forms."""
    latch = loop.single_latch
    if latch is None or loop.exiting_blocks != [latch]:
        return None
    term = latch.terminator
    if not (isinstance(term, BranchInst) and term.is_conditional and isinstance(term.condition, CmpInst)
            and term.condition.opcode == "icmp"):
        return None
    condition, ctx = term.condition, _Context(signed=term.condition.predicate.startswith("s"))
    try:
        left, right = (analysis.form(operand, ctx).to_json() for operand in condition.operands)
    except Unbounded:
        return None
    return {
        "vars": sorted(var for var, other in analysis.headers.items() if other is loop),
        "inner": sorted(var for var, other in analysis.headers.items() if other is not loop and other in loop),
        "test": [condition.predicate, term.successors[0] not in loop, _width(condition.operand(0).type),
                 left, right],
        "fits": ctx.fits,
    }


def _tested_as_read(use: _Use) -> bool:
    """Whether check-uninitialized tests *use* as a read: loads and atomics (a memcpy out of the
    memory is not one, a store or memset writes)."""
    inst = use.inst
    if isinstance(inst, (LoadInst, AtomicRMWInst, CmpXchgInst)):
        return True
    if isinstance(inst, CallBase):
        callee = inst.called_function
        name = callee.name if callee is not None else ""
        if name.startswith(_MEMORY_INTRINSICS):
            return False
        return not use.write or _builtin_is_atomic(inst)
    return False


def _builtin_is_atomic(call: CallBase) -> bool:
    callee = call.called_function
    demangled = demangle(callee.name) if callee is not None else None
    return demangled is not None and demangled.name.startswith(("atomic_", "atom_"))


def _synchronises(inst: Instruction) -> bool:
    """Whether *inst* is a work-group barrier or work-group function: every work-item of the
    group reaches it before any goes on."""
    if not isinstance(inst, CallBase) or inst.called_function is None:
        return False
    found = recognise(inst.called_function.name)
    return found is not None and found[0].group == "work" and found[0].kind in (
        Kind.OPENCL_BARRIER, Kind.OPENCL_REDUCTION, Kind.OPENCL_ANY_ALL, Kind.OPENCL_BROADCAST)


def _covering(analysis: _Analysis, use: _Use,
              access: dict[str, Any]) -> tuple[str, Loop | None, tuple[BasicBlock, BasicBlock] | None] | None:
    """Whether the store *use* is made by every work-item that gets past it, and how: ``("",
    None)`` when nothing but launch values decides that it runs (the launch checks them); ``(v,
    loop)`` when it runs on every trip of a loop of counter ``v`` (``for (j = lid; j < n; j +=
    L)``) that exits only by its latch's one comparison, the same as the one that lets a work-item
    in (the runtime checks that the counter's values over the group have no gap), with the branch
    and successor of that first test (the loop's all trips run before any block outside it
    that successor reaches only through the loop); else None."""
    block = use.inst.parent
    assert block is not None
    facts, complete = analysis.guards(block)
    if not complete:
        return None
    pairs = [(facts[i], facts[i + 1]) for i in range(0, len(facts), 2)]
    varying = [pair for pair in pairs if not all(_launch_value(analysis, f.value) for f in pair)]
    if not varying:
        return "", None, None
    loop = analysis.loops.loop_for(block) if analysis.loops is not None else None
    if loop is None:
        return None
    latch, header = loop.single_latch, loop.header
    if latch is None or loop.exiting_blocks != [latch] or not analysis.domtree.dominates(block, latch):
        return None
    term = latch.terminator
    if not (isinstance(term, BranchInst) and term.is_conditional and isinstance(term.condition, CmpInst)):
        return None
    names = {name for name, _ in access["off"][1]}
    for phi in header.instructions:
        if not isinstance(phi, PhiInst):
            break
        var = analysis._phi_vars.get(id(phi))
        if not var or var not in names or analysis.variables[int(var[1:])].get("kind") != "add":
            continue
        if not analysis.variables[int(var[1:])]["exact_start"]:
            return None
        nxt = phi.incoming_value_for(latch)
        starts = [value for value, source in phi.incoming if source not in loop]
        test: list[_Fact] = []
        analysis._facts(term.condition, term.successors[0] is header, test)
        # The test of the next value (j + L < n), or of this one (j < n - L, as LLVM rewrites it):
        # then the first trip's test is against its bound one step further.
        continuing = [(f, 0 if _strip_casts(f.value) is nxt else 1) for f in test
                      if _strip_casts(f.value) in (nxt, phi) and f.predicate in ("ult", "ule", "slt", "sle")]
        if len(starts) != 1 or len(continuing) != 1:
            return None
        fact, shifted = continuing[0]
        step = analysis.variables[int(var[1:])]["step"]
        if all(any(_strip_casts(f.value) is _strip_casts(starts[0]) and _same_test(analysis, f, fact, step * shifted)
                   for f in pair) for pair in varying):
            return var, loop, _entry_test(analysis, loop)
        return None
    return None


def _entry_test(analysis: _Analysis, loop: Loop) -> tuple[BasicBlock, BasicBlock] | None:
    """The nearest dominator of *loop*'s header outside it that branches, and its successor on
    the way to the loop."""
    below, block = loop.header, analysis.domtree.idom(loop.header)
    while block is not None:
        term = block.terminator
        if isinstance(term, BranchInst) and term.is_conditional:
            return (block, below) if below in term.successors else None
        below, block = block, analysis.domtree.idom(block)
    return None


def _after_loop(analysis: _Analysis, loop: Loop, test: tuple[BasicBlock, BasicBlock] | None,
                barrier: Instruction) -> bool:
    """Whether every path to *barrier* passes the loop's first test (*test*), and, where it goes
    into the loop, leaves the loop before *barrier*: the barrier is outside the loop, the test's
    block dominates it, and from the test's successor it is reached only through the loop."""
    block = barrier.parent
    if test is None or block is None or block in loop or not analysis.domtree.dominates(test[0], block):
        return False
    pending, seen = [test[1]], {id(test[1])}
    while pending:
        current = pending.pop()
        if current in loop:
            continue
        if current is block:
            return False
        term = current.terminator
        for successor in term.successors if term is not None else []:
            if id(successor) not in seen:
                seen.add(id(successor))
                pending.append(successor)
    return True


def _launch_value(analysis: _Analysis, value: Value) -> bool:
    try:
        return analysis.form(value, _Context()).is_param
    except Unbounded:
        return False


def _same_test(analysis: _Analysis, fact: _Fact, other: _Fact, shift: Expr) -> bool:
    """Whether *fact* compares with *other*'s predicate against *other*'s bound plus *shift*, a
    launch value."""
    if fact.predicate != other.predicate:
        return False
    try:
        a, b = analysis.form(fact.bound, _Context()), analysis.form(other.bound, _Context())
    except Unbounded:
        return False
    return a.is_param and a.to_json() == b.plus(Form(shift)).to_json()
