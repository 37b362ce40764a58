"""Region functions: one function per barrier region, reading and writing the live struct.

``i32 @<fn>.mux-barrier-region[.N](<kernel params>, [<result>,] ptr)``
runs one region for one work-item and returns the id of the region to run
next (see :mod:`ncpu_opt.mux.barrier_regions`).  As OCK's, the parameters are
unnamed; a region starting at a work-group collective takes its result.
Built from a scratch copy of the kernel that has been split at its barrier
points:

* the region's blocks are cloned; an unconditional branch to a barrier
  block becomes ``ret i32 <id>``, other edges to one go to a block returning
  it, and ``ret void`` returns 0;
* the members' addresses, then the loads of values defined outside the
  region, open the first block (which no edge enters: one back to the
  region's own barrier leaves the region);
* allocas that live in the struct become the addresses of their members
  (their lifetime markers go: LLVM allows them on allocas only);
* a stored value is stored right after its definition, so the struct always
  holds its latest value (a barrier in a loop redefines it); a use that its
  definition in the region does not dominate (the region wraps around a
  loop) loads it right before the use;
* values dropped by tidying are recomputed from the others instead;
* with a *uniform struct* (values the same for every work-item of the group,
  see :func:`ncpu_opt.mux.barrier_regions.group_uniform_values`), one more
  ``ptr`` parameter at the end points to two instances of it, shared by the
  group: the loads at the region's start read instance 0, which the wrapper
  fills from instance 1 after each region; stores and later reloads use
  instance 1.  So a region that redefines a value (a loop counter around a
  barrier) reads the value every work-item had at the barrier, whichever
  work-items ran before it.  A region that redefines such a value first copies
  its starting value into instance 1, so that its reloads read the work-item's
  own value and not the one the last work-item left;
* the barrier at the region's start is dropped (the wrapper's loops and its
  ``__mux_mem_barrier`` do its job); a collective there becomes the result
  parameter.
"""

from __future__ import annotations

from ncpu_opt.analysis.dominators import DominatorTree
from ncpu_opt.errors import NcpuError
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.clone import ValueMap, clone_blocks
from ncpu_opt.ir.functions import new_function_like
from ncpu_opt.ir.instructions import AllocaInst, BranchInst, CallBase, Instruction, ReturnInst
from ncpu_opt.ir.metadata import iter_metadata_values
from ncpu_opt.ir.module import BasicBlock, Function, Module
from ncpu_opt.ir.types import I32, PTR, FunctionType, Type
from ncpu_opt.ir.values import Argument, Poison, Value, const_int
from ncpu_opt.mux import attributes as attrs
from ncpu_opt.mux.barrier_regions import BarrierPoint, LiveValues, Region, recompute
from ncpu_opt.mux.live_struct import LiveStruct

REGION_SUFFIX = ".mux-barrier-region"
#: Parameter attributes that do not carry over to region parameters: a region
#: receives the wrapper's pointer, it must not copy the object again per call.
_DROPPED_PARAM_ATTRIBUTES = ("byval", "inalloca", "preallocated")
#: Function attributes that contradict alwaysinline or only make sense on a kernel.
_DROPPED_FN_ATTRIBUTES = ("noinline", "optnone")
#: Assume-like intrinsics that no longer hold once their alloca is a struct member: a
#: lifetime or invariant range or an assumption about one work-item's object would then
#: describe the struct, which the other regions (and work-items) go on using.
_ASSUME_LIKE = (
    "llvm.lifetime.start.",
    "llvm.lifetime.end.",
    "llvm.invariant.start.",
    "llvm.invariant.end.",
    "llvm.assume",
)


def drop_lifetime_markers(allocas: list[AllocaInst]) -> None:
    """Erase the lifetime markers and other assume-like intrinsics of *allocas*, which
    become struct members.

    LLVM allows the markers on allocas only, and a member lives as long as the struct.
    """
    for alloca in allocas:
        for user in list(alloca.users):
            if not isinstance(user, CallBase) or user.parent is None:
                continue
            callee = user.called_function
            if callee is None or not callee.name.startswith(_ASSUME_LIKE):
                continue
            # An invariant range's end uses its start's token: it goes first.
            for end in list(user.users):
                if isinstance(end, Instruction) and end.parent is not None:
                    end.erase_from_parent()
            user.erase_from_parent()


def new_region_function(
    module: Module, kernel: Function, after: Function, result: Type | None = None, uniform: bool = False
) -> Function:
    """An empty internal always-inline ``i32 (<kernel params>, [result,] ptr[, ptr])`` after ``after``.

    ``result``: the type of the work-group collective the region starts at, whose
    result the wrapper passes (as OCK's region functions take it); ``uniform``:
    the kernel has a uniform struct, passed last.
    """
    name = module.unique_global_name(kernel.name + REGION_SUFFIX)
    extra = [result] if result is not None else []
    fn_type = FunctionType(I32, [*kernel.function_type.params, *extra, PTR, *([PTR] if uniform else [])])
    # Parameters keep their attributes, not their names (as OCK's region functions);
    # the kernel's metadata describes the kernel.
    fn = new_function_like(
        kernel, name, fn_type, copy_linkage=False, copy_metadata=False, copy_param_names=False, after=after
    )
    fn.linkage = "internal"
    if kernel.cc == "spir_kernel":
        fn.cc = "spir_func"
    attrs.drop_is_kernel(fn)
    for kind in _DROPPED_FN_ATTRIBUTES:
        fn.attributes.remove(kind)
    fn.attributes.add("alwaysinline")
    for new in fn.args:
        for kind in _DROPPED_PARAM_ATTRIBUTES:
            new.attributes.remove(kind)
    # No ``noalias``: see ncpu_opt.mux.params (scope declarations in the loops).
    return fn


class _RegionBuilder:
    """Builds the body of one region function (see the module docstring)."""

    def __init__(
        self,
        fn: Function,
        scratch: Function,
        region: Region,
        barrier_ids: dict[BasicBlock, int],
        live: LiveValues,
        struct: LiveStruct,
        uniform: LiveStruct | None = None,
    ) -> None:
        self.fn = fn
        self.scratch = scratch
        self.region = region
        self.barrier_ids = barrier_ids
        self.live = live
        self.stored = set(live.stored)
        self.struct = struct
        self.uniform = uniform
        #: The work-item's struct, then (with a uniform struct) the group's two instances.
        trailing = 1 if uniform is None else 2
        self.base = fn.args[-trailing]
        self.uniform_base = fn.args[-1] if uniform is not None else None
        self.result_arg = fn.args[-trailing - 1]

        self.vmap: ValueMap = {old: new for old, new in zip(scratch.args, fn.args, strict=False)}
        self.entry_values: dict[Value, Value] = {}
        #: The collective's result (a parameter), when a later region needs it from the struct.
        self.pending_result_store: Value | None = None

    def build(self) -> None:
        clone_blocks(self.region.blocks, self.fn, self.vmap)
        entry = self.vmap[self.region.entry]
        assert isinstance(entry, BasicBlock)
        if self.fn.blocks[0] is not entry:
            self.fn.blocks.remove(entry)
            self.fn.blocks.insert(0, entry)
        self.entry = entry
        self._route_exits()
        self._trim_phis()
        self._replace_barrier_point()
        # What regions read from the struct goes first in the entry block (after the allocas
        # that stay), member addresses before loads, as OCK's: the entry has no predecessors
        # here (edges back to the region's own barrier leave it) and so dominates every use.
        self.anchor = next(i for i in entry.instructions if not isinstance(i, AllocaInst))
        self.first_entry_load: Instruction | None = None
        self.addresses: dict[Value | tuple[Value, bool], Instruction] = {}
        self._replace_allocas()
        self.dt = DominatorTree(self.fn)
        self._start_redefined_uniforms()
        self._store_after_definitions()
        self._fix_uses()
        self._drop_stale_debug_operands()

    # -- control flow ----------------------------------------------------------------------
    def _route_exits(self) -> None:
        """Edges to a barrier return its region's id; ``ret void`` returns 0.

        An unconditional branch becomes the ``ret`` itself (OCK's shape); other
        edges go through one return block per id.
        """
        exits: dict[int, BasicBlock] = {}

        def exit_block(ident: int) -> BasicBlock:
            if ident not in exits:
                block = self.fn.append_block("barrier.exit")
                Builder(block).ret(const_int(I32, ident))
                exits[ident] = block
            return exits[ident]

        targets: dict[Value, int] = {block: ident for block, ident in self.barrier_ids.items()}
        if self.region.barrier is not None:
            # An edge back to the region's own barrier leaves the region too.
            targets[self.vmap[self.region.entry]] = self.region.id
        for block in list(self.fn.blocks):
            term = block.terminator
            if term is None or block in exits.values():
                continue
            if isinstance(term, ReturnInst):
                Builder().position_before(term).ret(const_int(I32, 0))
                term.erase_from_parent()
                continue
            if isinstance(term, BranchInst) and len(term.operands) == 1 and term.operand(0) in targets:
                Builder().position_before(term).ret(const_int(I32, targets[term.operand(0)]))
                term.erase_from_parent()
                continue
            for index, op in enumerate(term.operands):
                if isinstance(op, BasicBlock) and op in targets:
                    term.set_operand(index, exit_block(targets[op]))

    def _trim_phis(self) -> None:
        for block in self.fn.blocks:
            for phi in block.phis():
                for _, incoming in list(phi.incoming):  # type: ignore[attr-defined]
                    if not (isinstance(incoming, BasicBlock) and incoming.parent is self.fn):
                        phi.remove_incoming(incoming)  # type: ignore[attr-defined]

    # -- the region's barrier point and allocas ------------------------------------------------
    def _replace_barrier_point(self) -> None:
        point: BarrierPoint | None = self.region.barrier
        if point is None:
            return
        clone = self.vmap[point.call]
        assert isinstance(clone, Instruction)
        if point.collective is not None:
            # The wrapper passes the result, just before the live struct.
            result = self.result_arg
            clone.replace_all_uses_with(result)
            self.vmap[point.call] = result
            if point.call in self.stored and not self.live.wrapper_stores_results:
                # Needed after a later barrier too.
                self.pending_result_store = result
        clone.erase_from_parent()

    def _replace_allocas(self) -> None:
        for alloca in self.live.allocas:
            clone = self.vmap.get(alloca)
            if clone is None:
                continue
            address = self._entry_value(alloca)
            clone.replace_all_uses_with(address)
            assert isinstance(clone, Instruction)
            clone.erase_from_parent()
            self.vmap[alloca] = address

    # -- stores and reloads -----------------------------------------------------------------
    def _start_redefined_uniforms(self) -> None:
        """A uniform value this region redefines starts, in instance 1, as it was at the region's
        start (instance 0), before anything reloads it: the work-item's reloads then read
        its own value, not the one the last work-item left."""
        if self.region.barrier is None:
            return  # the kernel's entry: nothing has a value yet
        for value in self.live.stored:
            clone = self.vmap.get(value)
            if self._is_uniform(value) and isinstance(clone, Instruction) and clone.function is self.fn:
                start = self._entry_value(value)
                self._builder(None).store(start, self._address(value), self._struct_of(value).member(value).align)

    def _store_after_definitions(self) -> None:
        if self.pending_result_store is not None:
            assert self.region.barrier is not None
            call = self.region.barrier.call
            self._builder(None).store(self.pending_result_store, self._address(call), self.struct.member(call).align)
        for value in self.live.stored:
            clone = self.vmap.get(value)
            if not isinstance(clone, Instruction) or clone.parent is None or clone.function is not self.fn:
                continue
            block = clone.parent
            index = block.instructions.index(clone) + 1
            if clone.opcode == "phi":
                index = block.first_non_phi_index()
            builder = Builder(block)
            if index < len(block.instructions):
                builder.position_before(block.instructions[index])
            builder.store(clone, self._address(value), self._struct_of(value).member(value).align)

    def _fix_uses(self) -> None:
        original = {new: old for old, new in self.vmap.items()}
        for block in list(self.fn.blocks):
            for inst in list(block.instructions):
                for use in list(inst.iter_operand_uses()):
                    op = use.value
                    at: Instruction = inst
                    if inst.opcode == "phi":
                        incoming = inst.operand(use.index + 1) if use.index % 2 == 0 else None
                        if not isinstance(incoming, BasicBlock):
                            continue
                        assert incoming.terminator is not None
                        at = incoming.terminator
                    if self._is_foreign(op):
                        inst.set_operand(use.index, self._entry_value(op))
                    elif op in original and isinstance(op, Instruction) and not self.dt.dominates_use(op, use):
                        inst.set_operand(use.index, self._materialize(original[op], at))

    def _is_foreign(self, value: Value) -> bool:
        """A value of the scratch function that was not cloned here."""
        if isinstance(value, Instruction):
            return value.function is self.scratch
        return isinstance(value, Argument) and value.parent is self.scratch

    def _entry_value(self, value: Value) -> Value:
        """``value`` made available in the entry block (once)."""
        if value not in self.entry_values:
            self.entry_values[value] = self._materialize(value, None)
        return self.entry_values[value]

    def _builder(self, at: Instruction | None) -> Builder:
        """Inserting before ``at``, or at the start of the entry block (see :meth:`build`)."""
        return Builder().position_before(self.anchor if at is None else at)

    def _is_uniform(self, value: Value) -> bool:
        return self.uniform is not None and value in self.uniform

    def _struct_of(self, value: Value) -> LiveStruct:
        return self.uniform if self.uniform is not None and value in self.uniform else self.struct

    def _address(self, value: Value, start: bool = False) -> Instruction:
        """The address of ``value``'s member, computed once, at the start of the entry block.

        A uniform value's is in instance 1 of the group's struct, or in instance 0
        (``start``) for the value it had when the region started.
        """
        key: Value | tuple[Value, bool] = value
        if self._is_uniform(value):
            key = (value, start)
        if key not in self.addresses:
            at = self.first_entry_load if self.first_entry_load is not None else self.anchor
            builder = Builder().position_before(at)
            if self._is_uniform(value):
                assert self.uniform is not None and self.uniform_base is not None
                instance = self.uniform.element(builder, self.uniform_base, const_int(I32, 0 if start else 1))
                self.addresses[key] = self.uniform.address(builder, instance, value)
            else:
                self.addresses[key] = self.struct.address(builder, self.base, value)
        return self.addresses[key]

    def _load(self, value: Value, at: Instruction | None) -> Instruction:
        member = self._struct_of(value).member(value)
        address = self._address(value, start=at is None)
        load = self._builder(at).load(member.type, address, member.align, value.name + ".reload" if value.name else "")
        if at is None and self.first_entry_load is None:
            self.first_entry_load = load
        return load

    def _materialize(self, value: Value, at: Instruction | None) -> Value:
        """The scratch ``value`` as seen right before ``at`` (``None``: in the entry block)."""
        if not isinstance(value, Instruction):
            return self.vmap.get(value, value)
        clone = self.vmap.get(value)
        if (
            at is not None
            and isinstance(clone, Instruction)
            and clone.function is self.fn
            and self.dt.dominates(clone, at)
        ):
            return clone
        if isinstance(value, AllocaInst) and value in self.struct:
            return self._address(value)
        if value in self.stored:
            return self._load(value, at)
        if value in self.live.recomputed:
            # Operands first, so that they come before the copy.
            operands = [
                (self._entry_value(op) if at is None else self._materialize(op, at))
                if isinstance(op, (Instruction, Argument)) else op
                for op in value.operands
            ]
            return recompute(self._builder(at), value, operands)
        raise NcpuError(f"work-item-loops: %{value.name or '<unnamed>'} is needed in {self.fn.name} but not kept")

    def _drop_stale_debug_operands(self) -> None:
        """Debug records naming values this region does not have describe them as optimised out."""
        for inst in self.fn.instructions():
            for record in inst.debug_records:
                for md in record.operands:
                    for wrapped in iter_metadata_values(md):
                        if self._is_foreign(wrapped.value):
                            wrapped.set_operand(0, Poison(wrapped.value.type))


def build_region(
    fn: Function,
    scratch: Function,
    region: Region,
    barrier_ids: dict[BasicBlock, int],
    live: LiveValues,
    struct: LiveStruct,
    uniform: LiveStruct | None = None,
) -> None:
    """Fill the empty region function ``fn`` with ``region`` of ``scratch`` (``uniform``: the group's struct)."""
    _RegionBuilder(fn, scratch, region, barrier_ids, live, struct, uniform).build()
