"""work-item-loops: run a kernel's work-items in loops, one call per work-group (OCK's WorkItemLoopsPass).

Each kernel entry point ``K`` gets a wrapper ``<base>.mux-barrier-wrapper``
(the new entry point, same parameters, attributes and metadata; ``K`` stays,
internal).  Without barriers the wrapper calls ``K`` once per work-item in
one loop nest.  With barriers, ``K`` is split into region functions (see
:mod:`ncpu_opt.mux.barrier_regions` and :mod:`ncpu_opt.mux.region_functions`)
and the wrapper runs one loop nest per region, moving on to the region whose
id the work-items returned; work-group collectives are computed between two
loop nests (:mod:`ncpu_opt.mux.collectives`).

Loops: by default ``z`` outermost and ``x`` innermost; ``"mux-work-item-order"``
permutes them and ``!max_work_dim`` drops the unused outer ones.  Bounds are
``__mux_get_local_size(d)`` (the current group's size, smaller than the
enqueued one at the edge of a non-uniform range), or the constants of
``!reqd_work_group_size``.  Per work-item the loops call
``__mux_set_local_id(d, id)`` for every used dimension and
``__mux_set_sub_group_id(linear id)`` (sub-groups of one work-item); once per
call ``__mux_set_num_sub_groups(local linear size)``,
``__mux_set_max_sub_group_size(1)`` and ``__mux_set_local_id(d, 0)`` for the
unused dimensions.

Vectorised kernels (clones left by ``run-vecz``, linked to ``K`` by
``!codeplay_ca_vecz.base``/``.derived``) are scheduled by ``K``'s wrapper,
or by the clone's own when ``K`` is no entry point (``K`` still its tail)
(see :mod:`ncpu_opt.mux.vector_schedule`): the widest clone runs every ``N``
work-items of its dimension up to ``peel_limit``, and a tail (``K``, or a
vector-predicated clone, one call per row) the rest; the clone runs alone
when the required work-group size is a multiple of ``N``, with ``no-tail``,
when it is vector-predicated, or when ``K`` is gone.  The clones become
internal; ``!codeplay_ca_wrapper`` says which kernels the wrapper runs (a
loop that constant sizes never run left out, as OCK).  The tail is inlined
through ``alwaysinline`` on its calls, the main kernel through its own.
With barriers, each kernel gets its own region functions and live struct.
Work-group collectives combine the calls of both kernels (a clone call
contributes one operand for its chunk, see :mod:`ncpu_opt.mux.collectives`)
in linear work-item order: each row's chunks, then its tail; a broadcast
reads the operand of the call running the requested work-item (a clone
passes that work-item's lane); a scan is refused when the clone is
vectorised in ``y`` or ``z``.
Sub-groups are a clone's ``N`` lanes (or single work-items on ``K``; a kernel
using sub-groups never mixes the two in one work-group).

Barrier schedules (call-site ``"mux-barrier-schedule"``) apply to the region
after the barrier: ``unordered`` (default) runs it in the loop order above
(with a vectorised kernel: all vector chunks, then all of the tail);
``linear`` runs it in linear work-item order (x innermost) whatever the
work-item order attribute says (each row's chunks, then its tail); ``once``
runs it for work-item 0 only (on the tail kernel when there is one);
``scalar-tail`` runs like ``unordered``, the tail not interleaved with the
vector chunks.

Blocks are named as OCK's (``sw.bbN`` per region, ``loopIR``/``exitIR``,
``barrier.branch``/``barrier.switch``, ``kernel.exit``), with LLVM's suffixes
(:class:`ncpu_opt.ir.names.LocalNamer`), so that OCK's tests can check them; a
kernel without barriers is one region.  A region no work-item leaves (every
path ends in ``unreachable``) is followed by ``llvm.trap``.

Options: ``debug`` is the spec's IsDebug mode (see :func:`add_debug_info` in
:mod:`ncpu_opt.mux.debug_info`; not with vectorised kernels that have
barriers); ``no-tail`` leaves the vector loop alone, the local sizes
promised to be multiples of the vectorisation width; ``share-uniform`` (not
OCK's; ``native-cpu`` sets it, not with ``debug``) keeps the live values that
are the same for every work-item of the group (a barrier loop's counter) in
one ``%<fn>_uniform_mem_info`` per group, passed to the region functions
after the live struct, instead of one copy per work-item that every
work-item (or vector chunk) loads and stores; ``merge-groups`` (not OCK's;
``native-cpu`` sets it) gives the wrapper of a kernel without barriers that
cannot tell a row of work-groups from one wide group the attribute
``"ncpu-merge-x-groups"`` (see :mod:`ncpu_opt.mux.group_merging`);
``heap-live`` (not OCK's; ``native-cpu`` sets it) puts a group's live-variable
structs on the heap when they take more than 64 KiB: the wrapper sizes them,
allocates them (stack or heap) and calls ``<wrapper>.body``, the loops, with
them as ``noalias`` parameters (see :mod:`ncpu_opt.mux.work_group_memory`);
``checked`` (not OCK's; ``native-cpu<checked>`` sets it) compares, in each
region whose work-items the group-wide uniformity analysis says may reach
different barriers, every work-item's next barrier with the first one's and
reports a barrier divergence, ending the group (see
:mod:`ncpu_opt.mux.barrier_checks`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from ncpu_opt.errors import NcpuError, NotSupportedError
from ncpu_opt.ir import BasicBlock, Function, Module
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.functions import new_function_like
from ncpu_opt.ir.instructions import CallBase, CastInst
from ncpu_opt.ir.intrinsics import declare_intrinsic
from ncpu_opt.ir.metadata import MDNode
from ncpu_opt.ir.module import size_t_type
from ncpu_opt.ir.types import I1, I32, PTR, VOID, FunctionType, IntType
from ncpu_opt.ir.values import (
    Argument,
    ConstantAggregate,
    ConstantExpr,
    ConstantInt,
    Value,
    const_int,
)
from ncpu_opt.mux import attributes as attrs
from ncpu_opt.mux import barrier_regions as br
from ncpu_opt.mux import builtins as mux
from ncpu_opt.mux import metadata as md
from ncpu_opt.mux import vector_schedule as vs
from ncpu_opt.mux.barrier_checks import BarrierCheck, divergent_exit_regions
from ncpu_opt.mux.collectives import (
    CollectiveEmitter,
    Share,
    broadcast_across_kernels,
    emit_across_kernels,
)
from ncpu_opt.mux.debug_info import DEBUG_SLOT, add_debug_info
from ncpu_opt.mux.group_merging import MERGE_X_ATTRIBUTE, ignores_x_grouping
from ncpu_opt.mux.live_struct import LiveStruct
from ncpu_opt.mux.range_guard import find_range_guard
from ncpu_opt.mux.region_functions import build_region, drop_lifetime_markers, new_region_function
from ncpu_opt.mux.work_group_memory import large_allocas, move_large_allocas
from ncpu_opt.mux.wrapper_loops import DIM_NAMES, KernelInfo, WrapperBuilder
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass

PASS_NAME = "work-item-loops"
WRAPPER_SUFFIX = ".mux-barrier-wrapper"


def _wrapper_for(module: Module, kernel: Function, loop_structure: MDNode) -> Function:
    """The wrapper function, declared with the kernel's signature, attributes and metadata.

    ``kernel`` (the scalar kernel, or a vectorised clone scheduled alone)
    gives the wrapper its name, its attributes and metadata, and its entry
    point status; ``loop_structure`` is the wrapper's ``!codeplay_ca_wrapper``.
    """
    name = module.unique_global_name(attrs.derived_fn_name(kernel, WRAPPER_SUFFIX))
    # Next to its kernel (OCK appends it to the module, see docs/design/ock-differences.md).
    wrapper = new_function_like(kernel, name, copy_debug_info=False, after=kernel)
    # Kernels do not throw; OCK's wrappers say so too.
    wrapper.attributes.add("nounwind")
    vs.drop_vecz_links(wrapper)
    attrs.take_is_kernel(wrapper, kernel)
    attrs.set_is_kernel_entry_point(wrapper)
    attrs.get_or_set_base_fn_name(wrapper, kernel)
    _retarget_constant_users(kernel, wrapper)
    attrs.demote_entry_point(kernel)
    wrapper.metadata[md.WRAPPER] = loop_structure
    return wrapper


def _retarget_constant_users(kernel: Function, wrapper: Function) -> None:
    """Constant references to the kernel (``@llvm.used``, a constant expression) name the wrapper.

    They stand for the entry point, which the wrapper now is (as OCK's
    remapConstantExpr/remapConstantArray); calls keep calling the kernel.
    """
    for use in kernel.uses:
        if isinstance(use.user, ConstantExpr | ConstantAggregate):
            use.user.set_operand(use.index, wrapper)


def _mem_barrier_operands(
    call: CallBase, reload: Callable[[Value], Value | None] | None = None
) -> tuple[Value, Value]:
    """The scope and semantics of a barrier's memory aspect.

    A value computed by the kernel is read back from work-item 0's live
    struct by ``reload`` (as OCK: every work-item passes the same flags to a
    barrier); the strongest flags where there is none (vectorised kernels).
    """
    scope, semantics = br.mem_barrier_operands(call)
    if isinstance(scope, ConstantInt) and isinstance(semantics, ConstantInt):
        return const_int(I32, scope.value), const_int(I32, semantics.value)
    if reload is not None:
        operands = [v if isinstance(v, ConstantInt) else reload(v) for v in (scope, semantics)]
        if operands[0] is not None and operands[1] is not None:
            return operands[0], operands[1]
    strongest = (
        mux.MemSemantics.SEQUENTIALLY_CONSISTENT
        | mux.MemSemantics.WORK_GROUP_MEMORY
        | mux.MemSemantics.CROSS_WORK_GROUP_MEMORY
    )
    return const_int(I32, int(mux.MemScope.CROSS_DEVICE)), const_int(I32, int(strongest))


def _narrow_to_range_guard(w: WrapperBuilder, kernel: Function) -> bool:
    """Stop the loops at the kernel's range guard and drop the guard (see ncpu_opt.mux.range_guard).

    Returns whether it did.
    """
    guard = find_range_guard(kernel)
    if guard is None or w.debug or any(d >= w.info.dims for d in guard.bounds):
        return False
    if any(isinstance(user, CallBase) for user in kernel.users):
        return False  # another caller still needs the check
    b = w.builder
    get_global_id = mux.declare_mux_builtin(w.module, mux.builtin_name("get_global_id"), w.size_t)
    empty: Value | None = None
    for d, bound in sorted(guard.bounds.items()):
        limit = _wrapper_value(b, w.fn, bound)
        b.call(w.set_local_id, [const_int(I32, d), w.const(0)])
        first = b.call(get_global_id, [const_int(I32, d)], f"first_global_id.{DIM_NAMES[d]}")
        ahead = b.select(b.icmp("ugt", limit, first), b.sub(limit, first), w.const(0), f"in_range.{DIM_NAMES[d]}")
        end = b.select(b.icmp("ult", ahead, w.sizes[d]), ahead, w.sizes[d], f"loop_end.{DIM_NAMES[d]}")
        w.bounds[d] = end
        none = b.icmp("eq", end, w.const(0))
        empty = none if empty is None else b.binop("or", empty, none)
    assert empty is not None
    run = w.fn.append_block("in_range")
    done = w.fn.append_block("out_of_range")
    b.cond_br(empty, done, run)
    Builder(done).ret()
    b.position_at_end(run)
    # Every work-item the loops run now passes the guard.
    guard.branch.set_operand(0, const_int(I1, 1 if guard.body_on_true else 0))
    return True


def _wrapper_value(b: Builder, wrapper: Function, value: Value) -> Value:
    """A range bound of the kernel, rebuilt from the wrapper's arguments."""
    if isinstance(value, Argument):
        return wrapper.args[value.index]
    if isinstance(value, CastInst):
        return b.cast(value.opcode, _wrapper_value(b, wrapper, value.operand(0)), value.type)
    return value


def _inline_into_loops(kernel: Function) -> None:
    """Inlined into the loop like the region functions, so that the loop's
    parallel-access metadata reaches the kernel's memory accesses."""
    kernel.attributes.remove("noinline")
    kernel.attributes.add("alwaysinline")


@dataclass
class _RegionBlocks:
    """The wrapper's region blocks and its exit block, named as OCK's wrapper names them.

    OCK creates one ``sw.bb`` block per region id in id order, the return
    id 0 first (so region blocks are ``sw.bb1``, ``sw.bb2``... in LLVM's
    numbering), and renames the exit ``kernel.exit`` once the loops are
    built; a kernel without barriers is one region.  The names are created
    in that order so that the loop blocks' suffixes follow on from them.
    """

    w: WrapperBuilder
    blocks: dict[int, BasicBlock]
    exit: BasicBlock

    @classmethod
    def create(cls, w: WrapperBuilder, ids: list[int]) -> _RegionBlocks:
        exit_block = BasicBlock(w.names.unique("sw.bb"), w.fn)
        blocks = {i: BasicBlock(w.names.unique("sw.bb"), w.fn) for i in sorted(ids)}
        Builder(exit_block).ret()
        return cls(w, blocks, exit_block)

    def finish(self) -> None:
        """The exit block goes last, under its final name."""
        self.w.fn.blocks.append(self.exit)
        self.exit.name = self.w.names.unique("kernel.exit")


@dataclass
class _SingleRegion:
    regions: _RegionBlocks

    def leave(self) -> None:
        self.regions.w.builder.br(self.regions.exit)
        self.regions.finish()


def _enter_single_region(w: WrapperBuilder) -> _SingleRegion:
    """A wrapper without barriers runs one region, as OCK's does: branch into its block."""
    regions = _RegionBlocks.create(w, [br.ENTRY_ID])
    block = regions.blocks[br.ENTRY_ID]
    w.builder.br(block)
    w.fn.blocks.append(block)
    w.builder.position_at_end(block)
    return _SingleRegion(regions)


def _wrap_without_barriers(module: Module, info: KernelInfo, wrapper: Function, debug: bool) -> None:
    w = WrapperBuilder(module, info, wrapper, debug)
    w.prologue()
    kernel = info.kernel
    _narrow_to_range_guard(w, kernel)
    _inline_into_loops(kernel)
    region = _enter_single_region(w)

    def call_kernel(_: Value) -> None:
        w.builder.call(kernel, w.args(), copy_param_attributes=True)

    w.loops(info.order, call_kernel)
    region.leave()


def _wrap_vector_without_barriers(
    module: Module, info: KernelInfo, wrapper: Function, debug: bool, plan: vs.VectorPlan
) -> None:
    """The vector loop and its tail, calling the kernels (see ncpu_opt.mux.vector_schedule).

    The scalar kernel's range guard narrows the loops when every partial
    chunk is left to a tail or to a VP clone (a plain clone runs whole
    chunks only); the plain clone's own, linearised guard is then always
    true.  Kernels using sub-groups keep their guard: a narrowed bound
    would split a group's sub-groups between vector and scalar kernels.
    """
    w = WrapperBuilder(module, info, wrapper, debug)
    w.prologue(sub_groups=False)
    sub_groups = plan.scalar is not None and vs.uses_sub_groups(plan.scalar)
    main_vp = plan.main_info.vector_predicated
    if plan.scalar is not None and not sub_groups and (plan.tail is not None or main_vp):
        if _narrow_to_range_guard(w, plan.scalar) and not main_vp:
            vs.replace_range_guard_tags(plan.main)
    loops = vs.VectorLoops(w, plan, sub_groups, slots=False)
    loops.setup()
    wrapper.metadata[md.WRAPPER] = loops.wrapper_metadata()
    _inline_into_loops(plan.main)
    if plan.tail is not None:
        # The tail is inlined too, but through its calls: the tail kernel keeps
        # its own attributes (OCK's tail kernels have no alwaysinline; LLVM's
        # inliners honour alwaysinline on a call as on the callee).
        plan.tail.attributes.remove("noinline")
    region = _enter_single_region(w)

    def caller(fn: Function) -> vs.Run:
        def call(_: Value | None) -> None:
            inst = w.builder.call(fn, w.args(), copy_param_attributes=True)
            if fn is not plan.main:
                inst.fn_attributes.add("alwaysinline")

        return call

    loops.unordered(caller(plan.main), caller(plan.tail or plan.main))
    region.leave()


@dataclass
class _Split:
    """A kernel split at its barriers: its regions, live values, struct and region functions."""

    kernel: Function
    scratch: Function
    points: list[br.BarrierPoint]
    regions: list[br.Region]
    live: br.LiveValues
    struct: LiveStruct
    region_fns: dict[int, Function]
    #: The values the whole group shares, when there are any (see :func:`_split`).
    uniform: LiveStruct | None = None

    @property
    def exits(self) -> dict[int, list[int]]:
        return {r.id: r.exits for r in self.regions}


def _split(module: Module, kernel: Function, after: Function, vector: bool, share_uniform: bool) -> _Split:
    """Split ``kernel`` (through a scratch copy, erased by :func:`_drop_scratch`); region functions go after ``after``.

    ``vector``: the wrapper runs a vectorised clone too, and stores collective results.
    ``share_uniform``: the live values that are the same for the whole group go into
    one uniform struct per group (two instances, see :mod:`ncpu_opt.mux.region_functions`).
    """
    split = br.split_kernel(module, kernel, vector, share_uniform)
    scratch, points, regions, live, struct, uniform = (
        split.scratch, split.points, split.regions, split.live, split.struct, split.uniform
    )
    drop_lifetime_markers(live.allocas)
    barrier_ids = {p.block: p.region_id for p in points}
    region_fns: dict[int, Function] = {}
    for region in regions:
        point = region.barrier
        result = point.call.type if point is not None and point.collective is not None else None
        fn = new_region_function(module, kernel, after, result, uniform is not None)
        build_region(fn, scratch, region, barrier_ids, live, struct, uniform)
        region_fns[region.id] = fn
        after = fn
    return _Split(kernel, scratch, points, regions, live, struct, region_fns, uniform)


def _allocate_uniform(b: Builder, split: _Split) -> list[Value]:
    """The group's two instances of ``split``'s uniform struct, as the region calls' last argument (if any)."""
    if split.uniform is None:
        return []
    return [split.uniform.allocate(b, const_int(I32, 2), "uniform_variables")]


def _publish_uniform(b: Builder, split: _Split, args: list[Value]) -> None:
    """After a region's loops: the values the group reached (instance 1) become the next region's start (0)."""
    if split.uniform is None:
        return
    uniform, base = split.uniform, args[0]
    start = uniform.element(b, base, const_int(I32, 0), "uniform_start")
    latest = uniform.element(b, base, const_int(I32, 1), "uniform_latest")
    for value in uniform.members:
        uniform.store(b, start, value, uniform.load(b, latest, value, ".group"))


def _drop_scratch(scratch: Function) -> None:
    for block in list(scratch.blocks):
        block.erase_from_parent()


def _with_splits(
    module: Module, kernels: list[Function], wrap: Callable[[list[_Split]], None], vector: bool, share_uniform: bool
) -> None:
    """Split each of ``kernels`` (region functions after the kernel) and call ``wrap``; drop the scratch copies."""
    splits: list[_Split] = []
    try:
        for kernel in kernels:
            splits.append(_split(module, kernel, kernel, vector, share_uniform))
        wrap(splits)
    finally:
        for split in splits:
            _drop_scratch(split.scratch)


def _move_after(module: Module, fn: Function, after: Function) -> None:
    module.functions.remove(fn)
    module.functions.insert(module.functions.index(after) + 1, fn)


def _dispatch(b: Builder, exits: list[int], regions: _RegionBlocks, next_id: Value | None) -> None:
    """Branch to the region the work-items handed over to.

    As OCK: straight there if there is one, else from a ``barrier.branch``
    block (two: compare ``next_id`` with the first) or a ``barrier.switch``
    block (more); none (every path ends in ``unreachable``): ``llvm.trap``.
    """
    targets = [regions.exit if e == br.RETURN_ID else regions.blocks[e] for e in exits]
    if not targets:
        b.call(declare_intrinsic(regions.w.module, "trap", FunctionType(VOID, [])), [])
        b.unreachable()
        return
    if len(targets) == 1:
        b.br(targets[0])
        return
    assert next_id is not None
    fn = regions.w.fn
    block = fn.append_block(regions.w.names.unique("barrier.branch" if len(targets) == 2 else "barrier.switch"))
    b.br(block)
    b.position_at_end(block)
    ident = b.load(I32, next_id, 4, "next_id")
    if len(targets) == 2:
        b.cond_br(b.icmp("eq", ident, const_int(I32, exits[0])), targets[0], targets[1])
    else:
        cases = [(const_int(I32, e), t) for e, t in zip(exits[1:], targets[1:], strict=True)]
        b.switch(ident, targets[0], cases)


def _mem_barrier(
    b: Builder,
    module: Module,
    point: br.BarrierPoint,
    size_t: IntType,
    reload: Callable[[Value], Value | None] | None = None,
) -> None:
    """The barrier's memory aspect, before the loops of the region after it."""
    scope, semantics = _mem_barrier_operands(point.call, reload)
    mem_barrier = mux.declare_mux_builtin(module, mux.builtin_name(mux.MEM_BARRIER), size_t)
    b.call(mem_barrier, [scope, semantics])


def _barrier_check(module: Module, w: WrapperBuilder, kernel: Function, splits: list[_Split]) -> BarrierCheck:
    """``checked``: the regions whose work-items may reach different barriers, and their exits' sites."""
    regions = set().union(*(divergent_exit_regions(s.scratch, s.regions, s.points) for s in splits))
    exits = {e for s in splits for r in s.regions if r.id in regions for e in r.exits}
    name = attrs.get_base_fn_name(w.fn) or kernel.name
    return BarrierCheck.create(module, w.fn, w.names, w.size_t, kernel, name, regions, exits)


def _wrap_with_barriers(
    module: Module, info: KernelInfo, wrapper: Function, debug: bool, share_uniform: bool, checked: bool
) -> None:
    _with_splits(
        module, [info.kernel], lambda splits: _wrap_split(module, info, wrapper, splits[0], debug, checked), False,
        share_uniform and not debug,
    )


def _wrap_split(
    module: Module, info: KernelInfo, wrapper: Function, split: _Split, debug: bool, checked: bool = False
) -> None:
    kernel = info.kernel
    regions, struct, scratch, region_fns = split.regions, split.struct, split.scratch, split.region_fns
    dl = module.data_layout
    # The wrapper goes after the last region function.
    _move_after(module, wrapper, list(region_fns.values())[-1])

    w = WrapperBuilder(module, info, wrapper, debug)
    w.prologue()
    b = w.builder
    base = struct.allocate(b, w.total, "live_variables")
    uniform_args = _allocate_uniform(b, split)
    multi_exit = any(len(r.exits) > 1 for r in regions)
    next_id = b.alloca(I32, None, 4, "next_barrier_id") if multi_exit else None
    debug_slot = b.alloca(PTR, None, dl.abi_align(PTR), DEBUG_SLOT) if debug else None
    check = _barrier_check(module, w, kernel, [split]) if checked else None

    # Region blocks join the function when their code is emitted, so that the
    # wrapper reads top to bottom; they exist before, as branch targets.
    region_blocks = _RegionBlocks.create(w, [r.id for r in regions])
    blocks = region_blocks.blocks
    b.br(blocks[br.ENTRY_ID])

    scratch_args = {old: new for old, new in zip(scratch.args, wrapper.args, strict=True)}

    def wrapper_value(value: Value) -> Value:
        if isinstance(value, Argument):
            return scratch_args[value]
        return value

    for region in regions:
        wrapper.blocks.append(blocks[region.id])
        b.position_at_end(blocks[region.id])
        point = region.barrier
        schedule = point.schedule if point is not None else attrs.BarrierSchedule.UNORDERED
        if point is not None and point.collective is None:

            def reload(value: Value) -> Value | None:
                if value not in struct:
                    return None
                first = struct.element(b, base, const_int(info.size_t, 0))
                return struct.load(b, first, value, "_load")

            _mem_barrier(b, module, point, info.size_t, reload)
        emitter: CollectiveEmitter | None = None
        result: Value | None = None
        if point is not None and point.collective is not None:
            share = Share(struct, base, point.call, point.collective, wrapper_value, frozenset(split.live.recomputed))
            emitter = CollectiveEmitter(share, w.total, w.sizes, info.size_t, w.names)
            if point.collective.kind == "broadcast":
                result = emitter.broadcast(b)
            elif emitter.is_scan:
                assert emitter.identity is not None
                w.carried, w.carried_names = [emitter.identity], ["scan"]
                schedule = attrs.BarrierSchedule.LINEAR
            else:
                result = emitter.reduce(b)
        region_fn = region_fns[region.id]
        tested = check is not None and check.tested(region)
        if tested:
            assert check is not None and next_id is not None
            check.start(b, next_id)

        def run(
            linear: Value,
            region_fn: Function = region_fn,
            region: br.Region = region,
            emitter: CollectiveEmitter | None = emitter,
            result: Value | None = result,
            tested: bool = tested,
        ) -> None:
            slot = struct.element(b, base, linear, "live_slot")
            if debug_slot is not None:
                b.store(slot, debug_slot, dl.abi_align(PTR))
            passed = [] if result is None else [result]
            if emitter is not None and emitter.is_scan:
                w.carried[0], value = emitter.scan_step(b, slot, w.carried[0])
                passed = [value]
            next_barrier = b.call(region_fn, [*wrapper.args, *passed, slot, *uniform_args], "next")
            if next_id is not None and len(region.exits) > 1:
                if tested:
                    assert check is not None
                    check.compare(b, region.exits, next_id, next_barrier)
                b.store(next_barrier, next_id, 4)

        if schedule is attrs.BarrierSchedule.ONCE:
            w.once(run)
        elif schedule is attrs.BarrierSchedule.LINEAR:
            w.loops(attrs.DEFAULT_WORK_ITEM_ORDER, run)
        else:
            w.loops(info.order, run)
        w.carried, w.carried_names = [], []
        _publish_uniform(b, split, uniform_args)
        _dispatch(b, region.exits, region_blocks, next_id)
    region_blocks.finish()
    if debug_slot is not None:
        add_debug_info(kernel, wrapper, debug_slot, struct, scratch, region_fns.values())


def _wrap_vector_with_barriers(
    module: Module, info: KernelInfo, wrapper: Function, debug: bool, plan: vs.VectorPlan, share_uniform: bool,
    checked: bool,
) -> None:
    if debug:
        raise NotSupportedError(f"@{info.kernel.name}: debug mode (IsDebug) with a vectorised kernel")
    _with_splits(
        module, plan.kernels(), lambda splits: _wrap_vector_splits(module, info, wrapper, plan, splits, checked),
        True, share_uniform,
    )


def _check_collectives(plan: vs.VectorPlan, main: _Split, tail: _Split | None) -> None:
    """The collectives of the two kernels must be one collective per barrier id (see collectives.Share).

    The clones follow the vectoriser's contract: an exclusive scan where the
    scalar kernel may call the inclusive one (same operation and type).  Scans need linear work-item order, which only a
    kernel vectorised in ``x`` keeps.
    """
    for split in (main, tail):
        if split is None:
            continue
        for p in split.points:
            if p.collective is None:
                continue
            if plan.dim != 0 and p.collective.kind.startswith("scan"):
                raise NotSupportedError(
                    f"@{split.kernel.name}: a work-group scan in a kernel vectorised in dimension {DIM_NAMES[plan.dim]}"
                )
    if tail is None:
        return
    theirs = {p.id: p.collective for p in tail.points}
    for p in main.points:
        mine, other = p.collective, theirs.get(p.id)
        if mine == other:
            continue
        scans = (
            mine is not None
            and other is not None
            and (mine.kind, other.kind) == ("scan_exclusive", "scan_inclusive")
            and tail.kernel is plan.scalar
            and (mine.operation, mine.type) == (other.operation, other.type)
        )
        if not scans:
            what = f"{mine.name if mine else 'a barrier'} vs {other.name if other else 'a barrier'}"
            raise NcpuError(
                f"@{main.kernel.name}: its barriers differ from those of @{tail.kernel.name} (id {p.id}: {what})"
            )


def _wrap_vector_splits(
    module: Module, info: KernelInfo, wrapper: Function, plan: vs.VectorPlan, splits: list[_Split],
    checked: bool = False,
) -> None:
    """One live-variable struct and region functions per kernel; each region runs both loops.

    A work-item stays with the same kernel in every region, so its live
    values stay in its kernel's struct: the main kernel's indexed by chunk,
    the tail's by tail work-item (or row, for a VP tail).
    """
    main = splits[0]
    tail = splits[1] if len(splits) > 1 else None
    if tail is not None and sorted(main.exits) != sorted(tail.exits):
        raise NcpuError(f"@{main.kernel.name}: its barriers differ from those of @{tail.kernel.name}")
    _check_collectives(plan, main, tail)
    _move_after(module, wrapper, list(splits[-1].region_fns.values())[-1])

    w = WrapperBuilder(module, info, wrapper, False)
    w.prologue(sub_groups=False)
    loops = vs.VectorLoops(w, plan, plan.scalar is not None and vs.uses_sub_groups(plan.scalar), slots=True)
    loops.setup()
    wrapper.metadata[md.WRAPPER] = loops.wrapper_metadata()
    b = w.builder
    bases = [main.struct.allocate(b, loops.main_slots(), "live_variables")]
    if tail is not None:
        bases.append(tail.struct.allocate(b, loops.tail_slots(), "live_variables.tail"))
    uniform_args = {id(split): _allocate_uniform(b, split) for split in splits}
    exits = {
        r.id: sorted(set(r.exits).union(*(s.exits[r.id] for s in splits[1:]))) for r in main.regions
    }
    next_id = b.alloca(I32, None, 4, "next_barrier_id") if any(len(e) > 1 for e in exits.values()) else None
    # (Checked: a vector call returns one id for its lanes; the calls are compared, not the lanes.)
    check = _barrier_check(module, w, plan.scalar or plan.main, splits) if checked else None

    dl = module.data_layout
    # The running values of the collectives, in the entry block (promoted to registers by LLVM).
    accs = {
        p.id: b.alloca(p.collective.type, None, dl.abi_align(p.collective.type), f"wg{p.id}.running")
        for p in main.points
        if p.collective is not None and p.collective.kind != "broadcast"
    }

    region_blocks = _RegionBlocks.create(w, [r.id for r in main.regions])
    blocks = region_blocks.blocks
    b.br(blocks[br.ENTRY_ID])

    def share(split: _Split, base: Value, ident: int) -> Share:
        point = next(p for p in split.points if p.id == ident)
        assert point.collective is not None
        args: dict[Value, Value] = dict(zip(split.scratch.args, wrapper.args, strict=True))
        return Share(split.struct, base, point.call, point.collective, lambda v: args.get(v, v))

    def walk(visit: Callable[[int, Value], None]) -> None:
        """Each call's slot in linear order: share 0 the main kernel's, the last the tail's."""
        loops.slots_in_order(lambda slot: visit(0, slot), lambda slot: visit(len(splits) - 1, slot))

    def runner(split: _Split, base: Value, ident: int) -> vs.Run:
        point = next((p for p in split.points if p.region_id == ident and p.collective is not None), None)

        def run(index: Value | None) -> None:
            assert index is not None
            slot = split.struct.element(b, base, index, "live_slot")
            # The collective's result for this call, written by the code before the loops.
            passed = [] if point is None else [split.struct.load(b, slot, point.call, ".result")]
            result = b.call(split.region_fns[ident], [*wrapper.args, *passed, slot, *uniform_args[id(split)]], "next")
            if next_id is not None:
                if check is not None and ident in check.regions:
                    check.compare(b, exits[ident], next_id, result)
                b.store(result, next_id, 4)

        return run

    for region in main.regions:
        wrapper.blocks.append(blocks[region.id])
        b.position_at_end(blocks[region.id])
        point = region.barrier
        schedule = point.schedule if point is not None else attrs.BarrierSchedule.UNORDERED
        if point is not None and point.collective is None:
            _mem_barrier(b, module, point, info.size_t)
        if point is not None and point.collective is not None:
            shares = [share(s, base, point.id) for s, base in zip(splits, bases, strict=True)]
            if point.collective.kind == "broadcast":
                broadcast_across_kernels(b, shares, loops.locate, walk, f"wg{point.id}")
            else:
                emit_across_kernels(b, shares, walk, accs[point.id], f"wg{point.id}")
        if check is not None and region.id in check.regions:
            assert next_id is not None
            check.start(b, next_id)
        run_main = runner(main, bases[0], region.id)
        run_tail = runner(tail, bases[1], region.id) if tail is not None else run_main
        if schedule is attrs.BarrierSchedule.ONCE:
            loops.once(run_main, run_tail)
        elif schedule is attrs.BarrierSchedule.LINEAR:
            loops.linear(run_main, run_tail)
        else:
            loops.unordered(run_main, run_tail)
        for split in splits:
            _publish_uniform(b, split, uniform_args[id(split)])
        _dispatch(b, exits[region.id], region_blocks, next_id)
    region_blocks.finish()


def _live_structs_by_size(module: Module, wrapper: Function) -> None:
    """``heap-live``: the wrapper's live-variable structs on the stack up to 64 KiB, else on the
    heap (:func:`ncpu_opt.mux.work_group_memory.move_large_allocas`: the loops go to
    ``<wrapper>.body``, which takes the structs as parameters).

    The spec allocates them on the stack (``alloca``), for as many work-items as the group
    has: 8 MiB for a group of 4096 keeping 2 KiB each across a barrier, beyond the stack of
    many threads (the launching thread's, 8 MiB or a ``threading.stack_size`` of 512 KiB).
    """
    large = large_allocas(wrapper, module.data_layout)
    if large:
        labels = [alloca.name or "live_variables" for alloca in large]
        move_large_allocas(module, wrapper, large, labels)


@register_pass
@dataclass(frozen=True)
class WorkItemLoops(ModulePass):
    """Wrap kernel entry points in work-item loops, split at barriers (OCK's WorkItemLoopsPass)."""

    name: ClassVar[str] = PASS_NAME
    debug: bool = False
    tail: bool = True
    #: Values the same for the whole work-group (a loop counter around a barrier) cross
    #: barriers in one struct per group instead of one copy per work-item.
    share_uniform: bool = False
    #: A kernel that cannot tell a row of groups from one wide group gets the wrapper attribute
    #: ncpu_opt.mux.group_merging.MERGE_X_ATTRIBUTE (add-work-group-driver then merges them).
    merge_groups: bool = False
    #: A group's live-variable structs over 64 KiB come from the heap, not the stack of the
    #: thread running the group (see :func:`_live_structs_by_size`).
    heap_live: bool = False
    #: Checked launches: where work-items of a group may reach different barriers, the wrapper
    #: compares them and reports a divergence (see :mod:`ncpu_opt.mux.barrier_checks`).
    checked: bool = False

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        kernels = [fn for fn in module.functions if attrs.is_kernel_entry_point(fn) and not fn.is_declaration]
        # A VP clone that finishes another clone's rows needs no wrapper of its own (as OCK).
        vp_tails = set()
        for kernel in kernels:
            if vs.scalar_of(module, kernel) not in (None, *kernels):
                plan = vs.plan_for(module, kernel, kernels, self.tail)
                if plan is not None and plan.tail_kind is vs.Tail.VP and plan.tail is not None:
                    vp_tails.add(plan.tail)
        for kernel in kernels:
            scalar = vs.scalar_of(module, kernel)
            if scalar is not None and scalar in kernels:
                continue  # scheduled by its scalar kernel's wrapper
            if kernel in vp_tails:
                attrs.demote_entry_point(kernel)
                continue
            self._run_on(module, kernel, kernels)
        return PreservedAnalyses.all() if not kernels else PreservedAnalyses.none()

    def _run_on(self, module: Module, kernel: Function, kernels: list[Function]) -> None:
        if kernel.function_type.return_type != VOID:
            raise NcpuError(f"@{kernel.name}: a kernel entry point must return void")
        plan = vs.plan_for(module, kernel, kernels, self.tail)
        clones = [] if md.get_vecz_derived_link(kernel) else list(vs.clones_of(module, kernel, kernels))
        info = KernelInfo(
            kernel,
            size_t_type(module),
            md.get_max_work_dim(kernel),
            attrs.get_work_item_order(kernel),
            vs.reqd_work_group_size(kernel),
        )
        if plan is not None and plan.dim >= info.dims:
            if plan.scalar is None:
                raise NotSupportedError(
                    f"@{kernel.name}: vectorised in dimension {DIM_NAMES[plan.dim]}, beyond its !{md.MAX_WORK_DIM}"
                )
            plan = None  # the vectorised dimension has one work-item: nothing to gain
        called = [kernel] if plan is None else plan.kernels()
        for fn in called:
            br.check_no_barriers_in_callees(fn)
        barriers = [any(br.is_barrier_point(inst) for inst in fn.instructions()) for fn in called]
        if any(barriers) and not all(barriers):
            raise NcpuError(f"@{kernel.name}: the vectorised and scalar kernels do not have the same barriers")
        structure = MDNode([md.VectorizationInfo(1).to_node(), None]) if plan is None else plan.wrapper_metadata()
        wrapper = _wrapper_for(module, kernel, structure)
        if self.merge_groups and not any(barriers) and info.reqd is None and ignores_x_grouping(called):
            wrapper.attributes.set_string(MERGE_X_ATTRIBUTE)
        for clone in clones:
            attrs.demote_entry_point(clone)
        if plan is None:
            if barriers[0]:
                _wrap_with_barriers(module, info, wrapper, self.debug, self.share_uniform, self.checked)
            else:
                _wrap_without_barriers(module, info, wrapper, self.debug)
        elif barriers[0]:
            _wrap_vector_with_barriers(module, info, wrapper, self.debug, plan, self.share_uniform, self.checked)
        else:
            _wrap_vector_without_barriers(module, info, wrapper, self.debug, plan)
        if self.heap_live:
            _live_structs_by_size(module, wrapper)
