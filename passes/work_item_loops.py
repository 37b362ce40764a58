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

Barrier schedules (call-site ``"mux-barrier-schedule"``) apply to the region
after the barrier: ``unordered`` (default) runs it in the loop order above;
``linear`` runs it in linear work-item order (x innermost) whatever the
work-item order attribute says - in OCK the schedule also keeps a vectorised
kernel's scalar tail interleaved with its vector loop, which only matters
once vectorisation exists; ``once`` runs it for work-item 0 only;
``scalar-tail`` is ``unordered`` without vectorisation.

Options: ``debug`` is the spec's IsDebug mode (see :func:`add_debug_info` in :mod:`ncpu_opt.mux.debug_info`);
``no-tail`` is accepted for OCK compatibility: it only chooses between the
vector loop alone and vector + scalar tail, and we do not vectorise yet.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from ncpu_opt.errors import NcpuError
from ncpu_opt.ir import BasicBlock, Function, Module
from ncpu_opt.ir.attributes import Attribute
from ncpu_opt.ir.builder import Builder, declare_function
from ncpu_opt.ir.clone import clone_function
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.instructions import CallBase, CastInst, Instruction
from ncpu_opt.ir.metadata import MDNode, MDString
from ncpu_opt.ir.types import I1, I32, PTR, VOID, FunctionType, IntType, Type
from ncpu_opt.ir.values import Argument, ConstantInt, Value, const_int
from ncpu_opt.mux import attributes as attrs
from ncpu_opt.mux import barrier_regions as br
from ncpu_opt.mux import builtins as mux
from ncpu_opt.mux import metadata as md
from ncpu_opt.mux.collectives import CollectiveEmitter
from ncpu_opt.mux.debug_info import DEBUG_SLOT, add_debug_info
from ncpu_opt.mux.live_struct import LiveStruct
from ncpu_opt.mux.range_guard import find_range_guard
from ncpu_opt.mux.region_functions import build_region, new_region_function
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass

PASS_NAME = "work-item-loops"
WRAPPER_SUFFIX = ".mux-barrier-wrapper"
DIM_NAMES = "xyz"
#: The code run for one work-item, given its linear id.
Body = Callable[[Value], None]

#: Setters the wrapper calls, with the contract's signatures (size_t filled in).
_SETTERS = {
    "__mux_set_local_id": lambda size_t: FunctionType(VOID, [I32, size_t]),
    "__mux_set_sub_group_id": lambda size_t: FunctionType(VOID, [I32]),
    "__mux_set_num_sub_groups": lambda size_t: FunctionType(VOID, [I32]),
    "__mux_set_max_sub_group_size": lambda size_t: FunctionType(VOID, [I32]),
}


def declare_setter(module: Module, name: str, size_t: IntType) -> Function:
    """A work-item state setter, from the builtin table when it has it."""
    try:
        return mux.declare_mux_builtin(module, name, size_t)
    except ValueError:
        fn = declare_function(module, name, _SETTERS[name](size_t))
        if not fn.attributes.has("nounwind"):
            fn.attributes.add("nounwind")
        return fn


@dataclass
class _Kernel:
    """What the wrapper of one kernel needs to know."""

    kernel: Function
    size_t: IntType
    dims: int
    order: str
    reqd: tuple[int, int, int] | None


def mark_parallel_loop(blocks: list[BasicBlock], backedge: Instruction) -> None:
    """Tell LLVM the innermost work-item loop's iterations are independent.

    Between two barriers, work-items cannot depend on each other's memory
    (a data race is undefined behaviour in OpenCL), so, as PoCL does, the
    loop gets ``llvm.loop.parallel_accesses`` over an access group holding
    its memory accesses and calls; inlining the kernel into the loop spreads
    the group to the kernel's accesses, and the vectoriser needs no run-time
    alias checks.  Atomics stay unvectorised whatever the metadata says.
    """
    group = MDNode([], distinct=True)
    loop = MDNode([None, MDNode([MDString("llvm.loop.parallel_accesses"), group])], distinct=True)
    loop.operands[0] = loop
    for block in blocks:
        for inst in block.instructions:
            if inst.opcode in ("call", "load", "store"):
                inst.metadata["llvm.access.group"] = group
    backedge.metadata["llvm.loop"] = loop


class _WrapperBuilder:
    """Builds ``<base>.mux-barrier-wrapper`` for one kernel."""

    def __init__(self, module: Module, info: _Kernel, wrapper: Function, debug: bool) -> None:
        self.module = module
        self.info = info
        self.fn = wrapper
        self.debug = debug
        self.size_t = info.size_t
        self.builder = Builder(wrapper.append_block("entry"))
        self.counter = 0
        self.set_local_id = declare_setter(module, "__mux_set_local_id", self.size_t)
        # Loop bounds that differ from the local sizes (a narrowed range guard).
        self.bounds: dict[int, Value] = {}
        self.set_sub_group_id = declare_setter(module, "__mux_set_sub_group_id", self.size_t)

    def const(self, value: int) -> ConstantInt:
        return const_int(self.size_t, value)

    # -- the prologue -------------------------------------------------------------------------
    def prologue(self) -> None:
        b = self.builder
        get_local_size = mux.declare_mux_builtin(self.module, mux.builtin_name("get_local_size"), self.size_t)
        self.sizes: list[Value] = []
        for d in range(3):
            if d >= self.info.dims:
                self.sizes.append(self.const(1))
            elif self.info.reqd is not None:
                self.sizes.append(self.const(self.info.reqd[d]))
            else:
                self.sizes.append(b.call(get_local_size, [const_int(I32, d)], f"local_size.{DIM_NAMES[d]}"))
        if self.info.reqd is not None:
            r = self.info.reqd
            self.total: Value = self.const(r[0] * (r[1] if self.info.dims > 1 else 1) * (r[2] if self.info.dims > 2 else 1))
        else:
            total = self.sizes[0]
            for d in range(1, self.info.dims):
                total = b.mul(total, self.sizes[d], "local_linear_size" if d == self.info.dims - 1 else "")
            self.total = total
        total32 = self.total if self.size_t == I32 else (
            const_int(I32, self.total.value) if isinstance(self.total, ConstantInt) else b.cast("trunc", self.total, I32)
        )
        b.call(declare_setter(self.module, "__mux_set_num_sub_groups", self.size_t), [total32])
        b.call(declare_setter(self.module, "__mux_set_max_sub_group_size", self.size_t), [const_int(I32, 1)])
        for d in range(self.info.dims, 3):
            b.call(self.set_local_id, [const_int(I32, d), self.const(0)])

    # -- loops ------------------------------------------------------------------------------------
    def loops(self, order: str, body: Body) -> None:
        """The work-item loop nest (``order`` innermost first) around ``body(linear id)``."""
        dims = [DIM_NAMES.index(c) for c in reversed(order) if DIM_NAMES.index(c) < self.info.dims]
        self._level(dims, 0, {}, body)

    def _level(self, dims: list[int], depth: int, ids: dict[int, Value], body: Body) -> None:
        b = self.builder
        if depth == len(dims):
            self._work_item(ids, body)
            return
        d = dims[depth]
        pre = b.block
        assert pre is not None
        self.counter += 1
        tag = f"loop{self.counter}.{DIM_NAMES[d]}"
        header = self.fn.append_block(tag)
        b.br(header)
        b.position_at_end(header)
        first_block = len(self.fn.blocks) - 1
        index = b.phi(self.size_t, [(self.const(0), pre)], f"{tag}.id")
        self._level(dims, depth + 1, {**ids, d: index}, body)
        latch = b.block
        assert latch is not None
        following = b.add(index, self.const(1), f"{tag}.next", ["nuw"])
        bound = self.bounds.get(d, self.sizes[d])
        backedge = b.cond_br(b.icmp("ult", following, bound), header, self.fn.append_block(f"{tag}.exit"))
        index.add_incoming(following, latch)
        if depth == len(dims) - 1 and not self.debug:
            mark_parallel_loop(self.fn.blocks[first_block:-1], backedge)
        b.position_at_end(self.fn.blocks[-1])

    def _work_item(self, ids: dict[int, Value], body: Body) -> None:
        b = self.builder
        for d in range(self.info.dims):
            b.call(self.set_local_id, [const_int(I32, d), ids.get(d, self.const(0))])
        linear = self.linear_id(ids)
        if isinstance(linear, ConstantInt):
            linear32: Value = const_int(I32, linear.value)
        else:
            linear32 = linear if self.size_t == I32 else b.cast("trunc", linear, I32)
        b.call(self.set_sub_group_id, [linear32])
        body(linear)

    def linear_id(self, ids: dict[int, Value]) -> Value:
        """``x + sx * (y + sy * z)`` (constant zero for dimensions without a loop)."""
        b = self.builder
        if all(isinstance(v, ConstantInt) and v.value == 0 for v in ids.values()):
            return self.const(0)
        linear: Value | None = None
        for d in reversed(range(self.info.dims)):
            index = ids.get(d, self.const(0))
            linear = index if linear is None else b.add(index, b.mul(self.sizes[d], linear))
        assert linear is not None
        return linear

    def once(self, body: Body) -> None:
        """Work-item 0 only (the ``once`` schedule)."""
        self._work_item({d: self.const(0) for d in range(self.info.dims)}, body)

    def args(self) -> list[Value]:
        return list(self.fn.args)


def _wrapper_for(module: Module, kernel: Function) -> Function:
    """The wrapper function, declared with the kernel's signature, attributes and metadata."""
    name = module.unique_global_name(attrs.derived_fn_name(kernel, WRAPPER_SUFFIX))
    wrapper = Function(name, kernel.function_type, kernel.addrspace)
    wrapper.cc = kernel.cc
    wrapper.attributes = kernel.attributes.copy()
    wrapper.ret_attributes = kernel.ret_attributes.copy()
    for key, node in kernel.metadata.items():
        if key != "dbg":
            wrapper.metadata.add(key, node)
    for old, new in zip(kernel.args, wrapper.args, strict=True):
        new.name = old.name
        new.attributes = old.attributes.copy()
    for field in ("preemption", "visibility", "dll_storage", "unnamed_addr", "section", "align"):
        setattr(wrapper, field, getattr(kernel, field))
    wrapper.linkage = kernel.linkage
    attrs.take_is_kernel(wrapper, kernel)
    attrs.set_is_kernel_entry_point(wrapper)
    attrs.get_or_set_base_fn_name(wrapper, kernel)
    wrapper.parent = module
    module.functions.insert(module.functions.index(kernel) + 1, wrapper)
    kernel.linkage = "internal"
    for field in ("preemption", "visibility", "dll_storage"):
        setattr(kernel, field, None)
    if kernel.cc == "spir_kernel":
        kernel.cc = "spir_func"
    # The loop structure: a scalar main loop (width 1) and no tail.
    wrapper.metadata[md.WRAPPER] = MDNode([md.VectorizationInfo(1).to_node(), None])
    return wrapper


def _mem_barrier_operands(call: Instruction) -> tuple[Value, Value]:
    """The scope and semantics of a barrier's memory aspect; the strongest if not constant."""
    scope, semantics = call.operand(2), call.operand(3)
    if isinstance(scope, ConstantInt) and isinstance(semantics, ConstantInt):
        return const_int(I32, scope.value), const_int(I32, semantics.value)
    strongest = (
        mux.MemSemantics.SEQUENTIALLY_CONSISTENT
        | mux.MemSemantics.WORK_GROUP_MEMORY
        | mux.MemSemantics.CROSS_WORK_GROUP_MEMORY
    )
    return const_int(I32, int(mux.MemScope.CROSS_DEVICE)), const_int(I32, int(strongest))


def _narrow_to_range_guard(w: _WrapperBuilder, kernel: Function) -> None:
    """Stop the loops at the kernel's range guard and drop the guard (see ncpu_opt.mux.range_guard)."""
    guard = find_range_guard(kernel)
    if guard is None or w.debug or any(d >= w.info.dims for d in guard.bounds):
        return
    if any(isinstance(user, CallBase) for user in kernel.users):
        return  # another caller still needs the check
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


def _wrapper_value(b: Builder, wrapper: Function, value: Value) -> Value:
    """A range bound of the kernel, rebuilt from the wrapper's arguments."""
    if isinstance(value, Argument):
        return wrapper.args[value.index]
    if isinstance(value, CastInst):
        return b.cast(value.opcode, _wrapper_value(b, wrapper, value.operand(0)), value.type)
    return value


def _wrap_without_barriers(module: Module, info: _Kernel, wrapper: Function, debug: bool) -> None:
    w = _WrapperBuilder(module, info, wrapper, debug)
    w.prologue()
    kernel = info.kernel
    _narrow_to_range_guard(w, kernel)
    # Inlined into the loop like the region functions, so that the loop's
    # parallel-access metadata reaches the kernel's memory accesses.
    kernel.attributes.remove("noinline")
    kernel.attributes.add("alwaysinline")

    def call_kernel(_: Value) -> None:
        w.builder.call(kernel, w.args())

    w.loops(info.order, call_kernel)
    w.builder.ret()


def _privatise_byval_params(module: Module, fn: Function) -> None:
    """Give each work-item its own copy of the ``byval`` parameters of ``fn``.

    A ``byval`` argument is the callee's private copy; once the kernel is
    split into regions that all get the caller's pointer, a write by one
    work-item would reach the others.  Copying it into an entry-block alloca
    makes it one more member of the live-variable struct: one per work-item,
    carried across barriers.
    """
    byval = [arg for arg in fn.args if isinstance(arg.attributes.get("byval"), Attribute)]
    if not byval:
        return
    dl = DataLayout.parse(module.datalayout)
    size_t = IntType(dl.pointer_size() * 8)
    memcpy = declare_function(module, f"llvm.memcpy.p0.p0.i{size_t.width}", FunctionType(VOID, [PTR, PTR, size_t, I1]))
    b = Builder().position_at_start(fn.entry_block)
    for arg in byval:
        attr = arg.attributes.get("byval")
        assert attr is not None and isinstance(attr.arg, Type)
        value_type = attr.arg
        align_attr = arg.attributes.get("align")
        align = int(str(align_attr.arg).strip()) if align_attr is not None and align_attr.arg else dl.abi_align(value_type)
        copy = b.alloca(value_type, None, align, f"{arg.name or 'byval'}.private")
        arg.replace_all_uses_with(copy)
        b.call(memcpy, [copy, arg, const_int(size_t, dl.alloc_size(value_type)), const_int(I1, 0)])


def _wrap_with_barriers(module: Module, info: _Kernel, wrapper: Function, debug: bool) -> None:
    kernel = info.kernel
    scratch = clone_function(kernel, kernel.name + ".scratch")
    _privatise_byval_params(module, scratch)
    try:
        _split_and_wrap(module, info, wrapper, scratch, debug)
    finally:
        for block in list(scratch.blocks):
            block.erase_from_parent()


def _split_and_wrap(module: Module, info: _Kernel, wrapper: Function, scratch: Function, debug: bool) -> None:
    kernel = info.kernel
    points = br.find_barrier_points(scratch)
    br.split_at_barriers(points)
    regions = br.compute_regions(scratch, points)
    live = br.collect_live_values(scratch, points)
    dl = DataLayout.parse(module.datalayout)
    struct = LiveStruct(module, kernel.name, [*live.allocas, *live.stored], dl)
    barrier_ids = {p.block: p.region_id for p in points}

    region_fns: dict[int, Function] = {}
    after = kernel
    for region in regions:
        fn = new_region_function(module, kernel, after)
        build_region(fn, scratch, region, barrier_ids, live, struct)
        region_fns[region.id] = fn
        after = fn
    # The wrapper goes after the last region function.
    module.functions.remove(wrapper)
    module.functions.insert(module.functions.index(after) + 1, wrapper)

    w = _WrapperBuilder(module, info, wrapper, debug)
    w.prologue()
    b = w.builder
    base = b.alloca(struct.type, w.total, struct.align, "live_variables")
    multi_exit = any(len(r.exits) > 1 for r in regions)
    next_id = b.alloca(I32, None, 4, "next_barrier_id") if multi_exit else None
    debug_slot = b.alloca(PTR, None, dl.abi_align(PTR), DEBUG_SLOT) if debug else None

    # Region blocks join the function when their code is emitted, so that the
    # wrapper reads top to bottom; they exist before, as branch targets.
    blocks = {r.id: BasicBlock(f"region.{r.id}", wrapper) for r in regions}
    exit_block = BasicBlock("kernel.exit", wrapper)
    Builder(exit_block).ret()
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
            scope, semantics = _mem_barrier_operands(point.call)
            mem_barrier = mux.declare_mux_builtin(module, mux.builtin_name(mux.MEM_BARRIER), info.size_t)
            b.call(mem_barrier, [scope, semantics])
        if point is not None and point.collective is not None:
            emitter = CollectiveEmitter(
                wrapper, struct, base, w.total, w.sizes, info.size_t, wrapper_value, f"wg{point.id}"
            )
            emitter.emit(b, point.call, point.collective)
        region_fn = region_fns[region.id]

        def run(linear: Value, region_fn: Function = region_fn, region: br.Region = region) -> None:
            slot = struct.element(b, base, linear, "live_slot")
            if debug_slot is not None:
                b.store(slot, debug_slot, dl.abi_align(PTR))
            result = b.call(region_fn, [*wrapper.args, slot], "next")
            if next_id is not None and len(region.exits) > 1:
                b.store(result, next_id, 4)

        if schedule is attrs.BarrierSchedule.ONCE:
            w.once(run)
        elif schedule is attrs.BarrierSchedule.LINEAR:
            w.loops(attrs.DEFAULT_WORK_ITEM_ORDER, run)
        else:
            w.loops(info.order, run)
        targets = [exit_block if e == br.RETURN_ID else blocks[e] for e in region.exits]
        if not targets:
            b.unreachable()
        elif len(targets) == 1:
            b.br(targets[0])
        else:
            assert next_id is not None
            ident = b.load(I32, next_id, 4, "next_id")
            cases = [(const_int(I32, e), t) for e, t in zip(region.exits[1:], targets[1:], strict=True)]
            b.switch(ident, targets[0], cases)
    wrapper.blocks.append(exit_block)
    if debug_slot is not None:
        add_debug_info(kernel, wrapper, debug_slot, struct, scratch, region_fns.values())


@register_pass
@dataclass(frozen=True)
class WorkItemLoops(ModulePass):
    """Wrap kernel entry points in work-item loops, split at barriers (OCK's WorkItemLoopsPass)."""

    name: ClassVar[str] = PASS_NAME
    debug: bool = False
    tail: bool = True

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        kernels = [fn for fn in module.functions if attrs.is_kernel_entry_point(fn) and not fn.is_declaration]
        for kernel in kernels:
            self._run_on(module, kernel)
        return PreservedAnalyses.all() if not kernels else PreservedAnalyses.none()

    def _run_on(self, module: Module, kernel: Function) -> None:
        if kernel.function_type.return_type != VOID:
            raise NcpuError(f"@{kernel.name}: a kernel entry point must return void")
        br.check_no_barriers_in_callees(kernel)
        info = _Kernel(
            kernel,
            mux.size_t_type(module),
            md.get_max_work_dim(kernel),
            attrs.get_work_item_order(kernel),
            md.get_reqd_work_group_size(kernel),
        )
        has_barriers = any(br.is_barrier_point(inst) for inst in kernel.instructions())
        wrapper = _wrapper_for(module, kernel)
        if has_barriers:
            _wrap_with_barriers(module, info, wrapper, self.debug)
        else:
            _wrap_without_barriers(module, info, wrapper, self.debug)
