"""Barrier regions of a kernel: where work-item-loops splits it, and what crosses the splits.

Spec: "WorkItemLoopsPass" (barrier regions, live values, barrier tidying).

A *barrier point* is a call to ``__mux_work_group_barrier`` or to a work-group
collective (``__mux_work_group_reduce_add_i32`` ...): every work-item must
reach it before any goes on.  Sub-group barriers are not barrier points (our
sub-groups have one work-item).  :func:`split_at_barriers` makes every barrier
point the first instruction of its own block; a *region* is then the part of
the CFG reachable from the function entry, or from one barrier block, without
entering another barrier block.  Regions may share blocks (code after a
conditional barrier is reached both with and without it), so they are not a
partition of the blocks: each region becomes its own function.

Region ids are what region functions return: 0 the kernel returned, 1 the
entry region, ``2 + n`` the region starting at barrier point ``n``.

The live values are those live at some barrier point: defined before it and
used after it, which covers both "used in another region" and "used in the
same region where the definition does not dominate" (a barrier in a loop).
Tidying then swaps values that are cheaper to recompute than to keep for the
values they are computed from.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TypeGuard

from ncpu_opt.analysis.liveness import Liveness
from ncpu_opt.analysis.loops import IrreducibleControlFlowError
from ncpu_opt.analysis.uniformity import UniformityAnalysis
from ncpu_opt.errors import NcpuError, NotSupportedError
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.clone import clone_function
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.instructions import (
    BINARY_OPCODES,
    CAST_OPCODES,
    AllocaInst,
    BranchInst,
    CallBase,
    Instruction,
)
from ncpu_opt.ir.module import BasicBlock, Function, Module
from ncpu_opt.ir.types import FloatType, IntType, PointerType, Type, VectorType
from ncpu_opt.ir.values import (
    Argument,
    ConstantAggregate,
    ConstantInt,
    Poison,
    Undef,
    Value,
    ZeroInitializer,
)
from ncpu_opt.mux import builtins as mux
from ncpu_opt.mux.attributes import BarrierSchedule, get_barrier_schedule
from ncpu_opt.mux.byval import privatise_byval_params
from ncpu_opt.mux.live_struct import UNIFORM_STRUCT_SUFFIX, LiveStruct

WORK_GROUP_BARRIER = mux.builtin_name("work_group_barrier")
RETURN_ID = 0
ENTRY_ID = 1
FIRST_BARRIER_ID = 2

#: Getters whose value depends only on the work-item state the wrapper sets
#: (OCK's "rematerializable" builtins): recomputed in each region, never stored.
REMATERIALIZABLE = frozenset(
    mux.builtin_name(n) for n in (*mux.DIMENSION_GETTERS, *mux.LINEAR_GETTERS, *mux.I32_GETTERS)
)


@dataclass
class BarrierPoint:
    """A barrier or work-group collective call, and the id it was given."""

    call: CallBase
    id: int
    collective: mux.GroupBuiltin | None
    schedule: BarrierSchedule

    @property
    def region_id(self) -> int:
        return FIRST_BARRIER_ID + self.id

    @property
    def block(self) -> BasicBlock:
        assert self.call.parent is not None
        return self.call.parent


@dataclass
class Region:
    """The blocks run between two barrier points (or the entry/return)."""

    id: int
    entry: BasicBlock
    blocks: list[BasicBlock]
    barrier: BarrierPoint | None
    #: Ids this region can hand over to, ascending (0: the kernel returns).
    exits: list[int] = field(default_factory=list)


def _work_group_collective(inst: Instruction) -> mux.GroupBuiltin | None:
    if not isinstance(inst, CallBase) or inst.called_function is None:
        return None
    group = mux.parse_group_builtin(inst.called_function.name)
    if group is None or group.group != "work" or group.kind not in ("any", "all", "broadcast", *mux.REDUCTION_KINDS):
        return None
    return group


def is_barrier_point(inst: Instruction) -> bool:
    if not isinstance(inst, CallBase):
        return False
    callee = inst.called_function
    return callee is not None and (callee.name == WORK_GROUP_BARRIER or _work_group_collective(inst) is not None)


def find_barrier_points(fn: Function) -> list[BarrierPoint]:
    """The barrier points of ``fn`` in function order, with their ids.

    prepare-barriers gives every barrier point a unique constant id (operand
    0), and we keep those ids.  Without it (every id 0, or any repeated or
    non-constant id) we number the barrier points ourselves in function
    order: the ids only need to be unique within the kernel, since they
    never leave the wrapper.
    """
    calls = [inst for inst in fn.instructions() if is_barrier_point(inst)]
    ids: list[int] = []
    for call in calls:
        op = call.arg(0) if isinstance(call, CallBase) and call.num_args else None
        ids.append(op.value if isinstance(op, ConstantInt) and op.value >= 0 else -1)
    if -1 in ids or len(set(ids)) != len(ids):
        ids = list(range(len(calls)))
    points = []
    for call, ident in zip(calls, ids, strict=True):
        assert isinstance(call, CallBase)
        points.append(BarrierPoint(call, ident, _work_group_collective(call), get_barrier_schedule(call)))
    return points


def check_no_barriers_in_callees(fn: Function) -> None:
    """Barrier points must be in the kernel itself (prepare-barriers inlines them)."""
    seen: set[Function] = set()
    work = [fn]
    while work:
        current = work.pop()
        for inst in current.instructions():
            if not isinstance(inst, CallBase) or inst.called_function is None:
                continue
            callee = inst.called_function
            if current is not fn and is_barrier_point(inst):
                raise NotSupportedError(
                    f"@{fn.name} reaches a barrier in @{current.name}: run prepare-barriers first to inline it"
                )
            if callee not in seen and not callee.is_declaration:
                seen.add(callee)
                work.append(callee)


# -- splitting -----------------------------------------------------------------------------


def split_block_before(inst: Instruction) -> BasicBlock:
    """Move ``inst`` and everything after it to a new block; the old one branches there."""
    block = inst.parent
    assert block is not None and block.parent is not None
    fn = block.parent
    index = block.instructions.index(inst)
    new = fn.insert_block_after(block, (block.name + ".barrier") if block.name else "")
    for moved in block.instructions[index:]:
        new.append(moved)
    # Successors' phis now come from the new block.
    for succ in dict.fromkeys(new.successors):
        for phi in succ.phis():
            for i, op in enumerate(phi.operands):
                if op is block and i % 2 == 1:
                    phi.set_operand(i, new)
    block.append(BranchInst([new]))
    return new


def split_at_barriers(points: Iterable[BarrierPoint]) -> None:
    """Make each barrier point the first instruction of its own block."""
    for point in points:
        block = point.block
        if block.instructions[0] is not point.call or block.parent is None or block is block.parent.blocks[0]:
            split_block_before(point.call)


def compute_regions(fn: Function, points: list[BarrierPoint]) -> list[Region]:
    """The entry region, then one region per barrier point in id order."""
    by_block = {p.block: p for p in points}
    starts: list[tuple[int, BasicBlock, BarrierPoint | None]] = [(ENTRY_ID, fn.blocks[0], None)]
    starts += [(p.region_id, p.block, p) for p in sorted(points, key=lambda p: p.id)]
    order = {b: i for i, b in enumerate(fn.blocks)}
    regions = []
    for ident, entry, point in starts:
        seen = {entry}
        work = [entry]
        exits: set[int] = set()
        while work:
            block = work.pop()
            term = block.terminator
            if term is None or term.opcode == "ret":
                exits.add(RETURN_ID)
                continue
            if term.opcode not in ("br", "switch", "unreachable"):
                raise NotSupportedError(f"@{fn.name}: '{term.opcode}' in a kernel with barriers")
            for succ in block.successors:
                if succ in by_block:
                    exits.add(by_block[succ].region_id)
                elif succ not in seen:
                    seen.add(succ)
                    work.append(succ)
        blocks = sorted(seen, key=order.__getitem__)
        regions.append(Region(ident, entry, blocks, point, sorted(exits)))
    return regions


# -- live values ----------------------------------------------------------------------------


@dataclass
class LiveValues:
    """What each work-item keeps between regions.

    ``stored``: values kept in the live-variable struct (stored after their
    definition, loaded where a region needs them); ``allocas``: stack objects
    that live in the struct instead of on a region's stack; ``recomputed``:
    values dropped by tidying, re-created from the others where needed.
    """

    stored: list[Value]
    allocas: list[AllocaInst]
    recomputed: set[Value]
    #: The wrapper writes each collective's result to the struct (a vectorised kernel's
    #: wrapper); else it only passes it to the region, which stores it if needed later.
    wrapper_stores_results: bool = False


def live_at_barriers(fn: Function, points: list[BarrierPoint]) -> list[Value]:
    """Values live just before some barrier point, in definition order (arguments excluded)."""
    lv = Liveness(fn)
    live: set[Value] = set()
    for point in points:
        live.update(lv.live_in(point.block))
    return sorted((v for v in live if not isinstance(v, Argument)), key=lv.definition_index)


def _is_rematerializable_call(value: Value) -> bool:
    if not isinstance(value, CallBase) or value.called_function is None:
        return False
    return value.called_function.name in REMATERIALIZABLE and not any(isinstance(a, Instruction) for a in value.args)


def _scalar_bits(t: Type) -> int:
    """LLVM's ``getScalarSizeInBits``: pointers count as 0 bits."""
    scalar = t.scalar_type()
    if isinstance(scalar, IntType):
        return scalar.width
    if isinstance(scalar, FloatType):
        return scalar.width
    return 0


def _is_noop_or_widening_cast(cast: Instruction, dl: DataLayout) -> bool:
    """A cast whose source costs no more to keep than its result (LLVM's ``isNoopCast``, or wider)."""
    src, dst = cast.operand(0).type, cast.type
    if cast.opcode == "bitcast":
        return True
    if cast.opcode in ("ptrtoint", "inttoptr"):
        pointer, integer = (src, dst) if cast.opcode == "ptrtoint" else (dst, src)
        pointer_scalar = pointer.scalar_type()
        assert isinstance(pointer_scalar, PointerType)
        if dl.pointer_size(pointer_scalar.addrspace) * 8 == _scalar_bits(integer):
            return True
    return _scalar_bits(src) < _scalar_bits(dst)


def _is_cast(value: Value) -> TypeGuard[Instruction]:
    return isinstance(value, Instruction) and value.opcode in CAST_OPCODES


def splat_source(value: Value) -> tuple[Instruction, Value] | None:
    """``(insertelement, x)`` if ``value`` is the splat of ``x`` (insert at lane 0, zero mask)."""
    if not isinstance(value, Instruction) or value.opcode != "shufflevector" or not isinstance(value.type, VectorType):
        return None
    insert, _, mask = value.operands[:3]
    if not (isinstance(insert, Instruction) and insert.opcode == "insertelement"):
        return None
    base, scalar, lane = insert.operands
    if not isinstance(base, (Poison, Undef)) or not (isinstance(lane, ConstantInt) and lane.value == 0):
        return None
    zero_mask = isinstance(mask, ZeroInitializer) or (
        isinstance(mask, ConstantAggregate) and all(isinstance(e, ConstantInt) and e.value == 0 for e in mask.elements)
    )
    return (insert, scalar) if zero_mask else None


def _is_constant_lane(value: Value) -> bool:
    """``extractelement`` of a constant lane from an instruction's vector."""
    return (
        isinstance(value, Instruction) and value.opcode == "extractelement"
        and isinstance(value.operand(1), ConstantInt) and isinstance(value.operand(0), Instruction)
    )


def _trivial_gep_operands(value: Value) -> list[Instruction] | None:
    """The instruction operands of a GEP with at most one (OCK: cheap enough to recompute)."""
    if not (isinstance(value, Instruction) and value.opcode == "getelementptr"):
        return None
    operands = [op for op in value.operands if isinstance(op, Instruction)]
    return operands if len(operands) <= 1 else None


def _is_trivial_value(value: Value, depth: int = 4) -> bool:
    """A chain of at most ``depth`` single-instruction-operand operations (binary, cast,
    unary, splat) that starts from an argument, a constant or a rematerialisable call."""
    for _ in range(depth):
        if not isinstance(value, Instruction) or _is_rematerializable_call(value):
            return True
        if value.opcode == "shufflevector":
            splat = splat_source(value)
            if splat is None:
                return False
            if not isinstance(splat[1], Instruction):
                return True
            value = splat[1]
            continue
        if value.opcode not in BINARY_OPCODES and value.opcode not in CAST_OPCODES and value.opcode != "fneg":
            return False
        chain = {op for op in value.operands if isinstance(op, Instruction)}
        if len(chain) > 1:
            return False
        if not chain:
            return True
        value = chain.pop()
    return False


#: The most instructions a clamp of trivial values may take to recompute (see _is_cheap_clamp).
_CLAMP_BUDGET = 8
#: Instructions that pick or compare, the inner nodes of a clamp.
_CLAMP_OPCODES = frozenset(("select", "icmp", "fcmp"))
#: Integer intrinsics without side effects that clamp or pick (recomputed like arithmetic).
_PURE_INTRINSICS = tuple(
    f"llvm.{name}." for name in ("umin", "umax", "smin", "smax", "uadd.sat", "usub.sat", "sadd.sat", "ssub.sat", "abs")
)


def _is_pure_intrinsic(value: Value) -> bool:
    if not isinstance(value, CallBase) or value.called_function is None:
        return False
    return value.called_function.name.startswith(_PURE_INTRINSICS)


def _is_cheap_clamp(value: Value) -> bool:
    """A select, compare, min/max or saturating operation whose operands are such values or
    trivial ones, at most :data:`_CLAMP_BUDGET` instructions in all: an index clamped at
    the group's edge (``lid == 0 ? 0 : lid - 1``, ``usub.sat(lid, 1)``) or the lane
    mask that picks it, recomputed from the local id in each region rather than stored
    per work-item.  Vectors only: a vector kernel's ``<N x i64>`` costs a cache line or
    two per call, a scalar costs a few bytes (and OCK keeps those)."""
    if not (isinstance(value, Instruction) and isinstance(value.type, VectorType)):
        return False
    if not (value.opcode in _CLAMP_OPCODES or _is_pure_intrinsic(value)):
        return False
    seen: set[Value] = set()
    work: list[Value] = [value]
    while work:
        v = work.pop()
        if v in seen or not isinstance(v, Instruction) or _is_rematerializable_call(v):
            continue
        seen.add(v)
        if len(seen) > _CLAMP_BUDGET:
            return False
        if v.opcode in _CLAMP_OPCODES:
            work.extend(v.operands)
        elif _is_pure_intrinsic(v):
            assert isinstance(v, CallBase)
            work.extend(v.args)
        elif not _is_trivial_value(v):
            return False
    return True



def tidy(live: list[Value], pinned: set[Value], dl: DataLayout) -> tuple[list[Value], set[Value]]:
    """Barrier tidying, as OCK's: (values to store, values to recompute instead).

    First, splats, NOP and widening casts, constant lanes of vectors and GEPs
    with at most one instruction operand give way to their source (the GEP's
    operand), which is stored instead; then values cheap to recompute from rematerialisable builtins or
    arguments (:func:`_is_trivial_value`, and clamps of them: :func:`_is_cheap_clamp`) and casts of
    other stored values go.
    ``pinned`` values (read by the wrapper) and allocas always stay.
    """
    kept: dict[Value, None] = dict.fromkeys(live)
    removals: dict[Value, None] = {}
    redirects: list[Value] = []

    def redirect(source: Value) -> None:
        if not isinstance(source, Instruction):
            return
        operands = _trivial_gep_operands(source)
        redirects.extend([source] if operands is None else operands)

    for value in live:
        splat = splat_source(value)
        if splat is not None:
            removals[value] = None
            redirect(splat[1])
        elif _is_cast(value):
            source = value.operand(0)
            if not isinstance(source, Instruction):
                removals[value] = None
            elif _is_noop_or_widening_cast(value, dl):
                removals[value] = None
                redirect(source)
        elif isinstance(value, Instruction) and _is_constant_lane(value):
            # A lane of a vector (the vectoriser's first-lane address of a contiguous
            # access): recomputed from the vector, which is stored (or gives way) instead.
            removals[value] = None
            redirect(value.operand(0))
        else:
            operands = _trivial_gep_operands(value)
            if operands is not None:
                removals[value] = None
                redirects.extend(operands)
    for value in redirects:
        if not isinstance(value, AllocaInst):
            kept.setdefault(value, None)
    for value in kept:
        if _is_trivial_value(value) or _is_cheap_clamp(value) or (_is_cast(value) and value.operand(0) in kept):
            removals[value] = None
    recomputed = {v for v in removals if v not in pinned and not isinstance(v, AllocaInst)}
    stored = [v for v in kept if v not in recomputed]
    return stored, recomputed


def recompute(builder: Builder, value: Instruction, operands: list[Value]) -> Instruction:
    """A copy of the tidied-away ``value`` on ``operands`` (the caller's versions of its own),
    inserted at ``builder``; without debug records, which describe the original."""
    copy = value.clone()
    copy.debug_records = []
    for index, op in enumerate(operands):
        copy.set_operand(index, op)
    builder.insert(copy)
    return copy


def _recompute_closure(stored: list[Value], recomputed: set[Value]) -> None:
    """Make every operand a recomputed value needs available: recomputed too if it is
    pure (OCK re-creates it by cloning), else stored."""
    kept = set(stored)
    work = list(recomputed)
    while work:
        value = work.pop()
        if not isinstance(value, Instruction):
            continue
        for op in value.operands:
            if not isinstance(op, Instruction) or op in kept or op in recomputed or isinstance(op, AllocaInst):
                continue
            if _is_pure(op):
                recomputed.add(op)
                work.append(op)
            else:
                kept.add(op)
                stored.append(op)


def _is_pure(inst: Instruction) -> bool:
    return _is_rematerializable_call(inst) or inst.opcode in _PURE_OPCODES or _is_pure_intrinsic(inst)


_PURE_OPCODES = BINARY_OPCODES | CAST_OPCODES | frozenset(
    ("fneg", "getelementptr", "insertelement", "extractelement", "shufflevector", "icmp", "fcmp", "select",
     "extractvalue", "insertvalue")
)


def mem_barrier_operands(call: CallBase) -> tuple[Value, Value]:
    """The memory scope and semantics of a (non-collective) barrier call."""
    return call.arg(1), call.arg(2)


def collect_live_values(
    fn: Function, points: list[BarrierPoint], dl: DataLayout, wrapper_stores_results: bool = False
) -> LiveValues:
    """The live values of ``fn`` (already split at ``points``).

    Every alloca of the entry block lives in the struct (so its memory
    survives the regions and debug info can find it); so does any other
    alloca live across a barrier, which must then have a constant size.
    A barrier's memory scope and semantics, when not constants, are pinned
    (kept stored): the wrapper's memory barrier reads them from the struct.
    The wrapper reads a collective's operands from each work-item's struct,
    recomputing them as the regions do, except from the local id and other
    work-item builtins, which it cannot: such operands are stored.  With
    ``wrapper_stores_results`` (a vectorised kernel's wrapper), collective
    results are stored too and operands pinned.
    """
    live = live_at_barriers(fn, points)
    allocas = [inst for inst in fn.blocks[0].instructions if isinstance(inst, AllocaInst)]
    for value in live:
        if isinstance(value, AllocaInst) and value not in allocas:
            count = value.count
            if count is not None and not isinstance(count, ConstantInt):
                raise NotSupportedError(f"@{fn.name}: a dynamically sized alloca is live across a barrier")
            allocas.append(value)
    pinned: set[Value] = set()
    values = [v for v in live if not isinstance(v, AllocaInst)]
    collective_operands: list[Value] = []
    for point in points:
        if point.collective is None:
            # A barrier's memory scope and semantics not known until run time:
            # the wrapper's memory barrier reads them from work-item 0's struct.
            for arg in mem_barrier_operands(point.call):
                if isinstance(arg, Instruction):
                    pinned.add(arg)
                    if arg not in values:
                        values.append(arg)
            continue
        if wrapper_stores_results:
            values.append(point.call)
            pinned.add(point.call)
        for arg in point.call.args[1:]:
            if isinstance(arg, Instruction):
                collective_operands.append(arg)
                if wrapper_stores_results:
                    pinned.add(arg)
                if arg not in values:
                    values.append(arg)
    # As OCK, no tidying when a work-group broadcast is a barrier point: the
    # broadcast value may be computed from the local id, which the wrapper must
    # read as stored by the work-item broadcasting it.
    broadcasts = any(p.collective is not None and p.collective.kind == "broadcast" for p in points)
    if not broadcasts:
        stored, recomputed = tidy(values, pinned, dl)
        _recompute_closure(stored, recomputed)
        for operand in collective_operands:
            if operand in recomputed and _uses_work_item_builtins(operand, recomputed):
                recomputed.discard(operand)
                stored.append(operand)
    else:
        stored, recomputed = values, set()
    # Definition order, whatever order tidying found them in.
    position: dict[Value, int] = {inst: i for i, inst in enumerate(fn.instructions())}
    stored.sort(key=lambda v: position.get(v, len(position)))
    for value in stored:
        if value.type.is_void:
            raise NcpuError(f"@{fn.name}: a void value cannot be live")
    return LiveValues(stored, allocas, recomputed, wrapper_stores_results)


def group_uniform_values(fn: Function, points: list[BarrierPoint], live: LiveValues) -> list[Value]:
    """The stored live values that are the same for every work-item of a group (a loop counter
    around a barrier), in ``live.stored`` order.

    Barrier points and their operands stay per work-item: the wrapper reads
    them from each work-item's struct.
    """
    pinned: set[Value] = set()
    for point in points:
        pinned.add(point.call)
        pinned.update(arg for arg in point.call.args if isinstance(arg, Instruction))
    try:
        uniformity = UniformityAnalysis(fn, dim=None)
    except IrreducibleControlFlowError:
        return []
    return [v for v in live.stored if v not in pinned and uniformity.is_uniform(v)]


def _uses_work_item_builtins(value: Value, recomputed: set[Value]) -> bool:
    """Whether recomputing ``value`` calls a work-item builtin (the wrapper has no work-item)."""
    seen: set[Value] = set()
    work = [value]
    while work:
        v = work.pop()
        if v in seen or not isinstance(v, Instruction):
            continue
        seen.add(v)
        if _is_rematerializable_call(v):
            return True
        work.extend(op for op in v.operands if op in recomputed)
    return False


# -- the whole analysis ---------------------------------------------------------------------


@dataclass
class KernelSplit:
    """A kernel as work-item-loops splits it, worked out on a scratch copy (see :func:`split_kernel`)."""

    kernel: Function
    #: The copy split at the barrier points (``<kernel>.scratch``, in no module): the caller
    #: erases its blocks (it may call what splitting declared: ``llvm.memcpy`` for a byval).
    scratch: Function
    points: list[BarrierPoint]
    regions: list[Region]
    live: LiveValues
    #: ``%<kernel>_live_mem_info``: one instance per work-item (registered in the module).
    struct: LiveStruct
    #: ``%<kernel>_uniform_mem_info``: the values the whole group shares, when there are any.
    uniform: LiveStruct | None = None


def split_kernel(module: Module, kernel: Function, vector: bool, share_uniform: bool) -> KernelSplit:
    """Copy ``kernel``, split the copy at its barrier points, and lay out what crosses them.

    ``vector``: the wrapper runs a vectorised clone too, and stores collective results.
    ``share_uniform``: the live values that are the same for the whole group go into
    one uniform struct per group.  The struct types join ``module.struct_types``.
    """
    scratch = clone_function(kernel, kernel.name + ".scratch")
    privatise_byval_params(module, scratch)
    points = find_barrier_points(scratch)
    split_at_barriers(points)
    regions = compute_regions(scratch, points)
    dl = module.data_layout
    live = collect_live_values(scratch, points, dl, wrapper_stores_results=vector)
    shared = group_uniform_values(scratch, points, live) if share_uniform else []
    per_item = [v for v in live.stored if v not in set(shared)]
    struct = LiveStruct(module, kernel.name, [*live.allocas, *per_item], dl)
    uniform = LiveStruct(module, kernel.name, shared, dl, UNIFORM_STRUCT_SUFFIX) if shared else None
    return KernelSplit(kernel, scratch, points, regions, live, struct, uniform)
