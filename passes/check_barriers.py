"""check-barriers: async copies and their events, checked (the checked mode's group functions).

``async_work_group_copy`` and its strided form are work-group functions:
every work-item of the group must make the same copies, with the same
arguments, in the same order (only the first work-item copies, see
:mod:`ncpu_opt.mux.dma_definitions`); ``wait_group_events`` must name events
copies made.  For each kernel, after ``check-memory`` and before
``prepare-barriers``, this pass

- inlines the functions that reach an async copy or a wait into the kernels,
  so that a work-item's copies and waits are all in its kernel;
- before a copy that work-items may reach differently (in a block a divergent
  branch decides, or with an operand that varies across the group, by the
  group-wide :class:`~ncpu_opt.analysis.uniformity.UniformityAnalysis`), puts
  a barrier carrying ``!ncpu.check_copy !{i32 site}``: ``work-item-loops<checked>``
  then reports work-items that reach the copy while others do not
  (:mod:`ncpu_opt.mux.barrier_checks`), and right after it the first
  work-item of the group (local linear id 0, the first the loops run after a
  barrier, and the one that copies) writes the copy's operands to a
  ``__local`` slot that every other work-item compares its own with: a
  difference is an ``ASYNC_COPY_DIVERGENCE`` with argument -2 and the
  operands that differ as bits of the offset (:data:`DESTINATION` ...);
- keeps, per work-item, a table of the events of copies not waited for yet
  (:data:`EVENTS` of them; beyond, unknown events are no longer reported): a
  copy adds its event, a wait takes its events' copies off; an event it
  lists that no pending copy made is an ``UNKNOWN_EVENT_WAIT`` (offset: its
  index in the list, size: the list's length); a work-item returning with
  copies pending is a ``COPIES_NOT_WAITED`` at one of them (offset: how many).
  A wait whose list the pass cannot trace to a private array takes every
  pending copy off; a list that runs past its array is an out-of-bounds read.

Every copy and wait is a site of ``!ncpu.check_sites`` (argument -1: launch
bounds never prove them safe, so such kernels always run checked).  The
pass's own accesses are marked ``!nosanitize``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ncpu_opt.passes.check_common import CheckBuilder, add_site, reporting, work_item_ids
from ncpu_opt.passes.check_memory import (
    ASYNC_COPY_DIVERGENCE,
    COPIES_NOT_WAITED,
    OUT_OF_BOUNDS_READ,
    UNKNOWN_EVENT_WAIT,
)

from ncpu_opt.analysis.callgraph import find_call_cycle, format_cycle
from ncpu_opt.analysis.dominators import PostDominatorTree
from ncpu_opt.analysis.loops import IrreducibleControlFlowError
from ncpu_opt.analysis.uniformity import UniformityAnalysis
from ncpu_opt.errors import NcpuError
from ncpu_opt.ir import BasicBlock, Function, GlobalVariable, Module, parse_module
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.debug_loc import debug_location
from ncpu_opt.ir.inline import inline_call, split_block_after
from ncpu_opt.ir.instructions import AllocaInst, CallBase, Instruction
from ncpu_opt.ir.metadata import MDNode, ValueAsMetadata
from ncpu_opt.ir.module import size_t_type
from ncpu_opt.ir.pointers import underlying_object
from ncpu_opt.ir.types import I1, I32, I64, PTR, ArrayType, IntType, PointerType, StructType
from ncpu_opt.ir.values import ConstantInt, Poison, Value, const_int
from ncpu_opt.mux import builtins as mux
from ncpu_opt.mux.barrier_checks import COPY_SITE, divergent_paths, kernel_block
from ncpu_opt.mux.params import direct_calls, with_callers
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass
from ncpu_opt.sycl.spec_constants import kernel_functions

PASS_NAME = "check-barriers"
COPIES = frozenset(mux.builtin_name(n) for n in mux.DMA_BUILTINS if n != "dma_wait")
WAIT = mux.builtin_name("dma_wait")
#: The ``__local`` slot the first work-item writes a copy's operands to (at most 10: a 3D copy).
SLOT = "__ncpu_check_copy"
SLOT_SIZE = 10
#: Bits of an arguments divergence's offset: which operands differ.
DESTINATION, SOURCE, SIZE, STRIDE, EVENT = 1, 2, 4, 8, 16
_ROLES = {
    1: [DESTINATION, SOURCE, SIZE, EVENT],
    2: [DESTINATION, SOURCE, SIZE, STRIDE, STRIDE, SIZE, EVENT],
    3: [DESTINATION, SOURCE, SIZE, STRIDE, STRIDE, SIZE, STRIDE, STRIDE, SIZE, EVENT],
}
#: Pending copies a work-item's table holds.
EVENTS = 16
#: The table: count, overflowed (a copy found it full), the events, each one's copy's site.
TABLE = StructType([I32, I32, ArrayType(EVENTS, PTR), ArrayType(EVENTS, I32)])
_WHY = "to be inlined into the kernels (it reaches an async copy)"
_T = "{ i32, i32, [16 x ptr], [16 x i32] }"
#: The table's helpers (internal; each kernel's code calls them).
_HELPERS = f"""
define internal i1 @__ncpu_check_listed(ptr %list, i32 %n, ptr %e) #0 {{
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %next ]
  %more = icmp ult i32 %i, %n
  br i1 %more, label %test, label %no
test:
  %wide = zext i32 %i to i64
  %at = getelementptr ptr, ptr %list, i64 %wide
  %x = load ptr, ptr %at, align 4, !nosanitize !0
  %same = icmp eq ptr %x, %e
  br i1 %same, label %yes, label %next
next:
  %i.next = add nuw i32 %i, 1
  br label %loop
yes:
  ret i1 true
no:
  ret i1 false
}}

define internal void @__ncpu_check_copied(ptr %table, ptr %event, i32 %site) #0 {{
entry:
  %count = load i32, ptr %table, align 4, !nosanitize !0
  %events = getelementptr {_T}, ptr %table, i32 0, i32 2
  %known = call i1 @__ncpu_check_listed(ptr %events, i32 %count, ptr %event)
  br i1 %known, label %done, label %add
add:
  %full = icmp uge i32 %count, {EVENTS}
  br i1 %full, label %overflow, label %store
store:
  %wide = zext i32 %count to i64
  %slot = getelementptr {_T}, ptr %table, i32 0, i32 2, i64 %wide
  store ptr %event, ptr %slot, align 4, !nosanitize !0
  %site.slot = getelementptr {_T}, ptr %table, i32 0, i32 3, i64 %wide
  store i32 %site, ptr %site.slot, align 4, !nosanitize !0
  %count.next = add nuw i32 %count, 1
  store i32 %count.next, ptr %table, align 4, !nosanitize !0
  br label %done
overflow:
  %flag = getelementptr {_T}, ptr %table, i32 0, i32 1
  store i32 1, ptr %flag, align 4, !nosanitize !0
  br label %done
done:
  ret void
}}

define internal i32 @__ncpu_check_waited(ptr %table, i32 %n, ptr %list) #0 {{
entry:
  %events = getelementptr {_T}, ptr %table, i32 0, i32 2
  %count = load i32, ptr %table, align 4, !nosanitize !0
  br label %find
find:
  %j = phi i32 [ 0, %entry ], [ %j.next, %look ]
  %more = icmp ult i32 %j, %n
  br i1 %more, label %look, label %drop
look:
  %jw = zext i32 %j to i64
  %at = getelementptr ptr, ptr %list, i64 %jw
  %e = load ptr, ptr %at, align 4, !nosanitize !0
  %listed = call i1 @__ncpu_check_listed(ptr %events, i32 %count, ptr %e)
  %j.next = add nuw i32 %j, 1
  br i1 %listed, label %find, label %drop
drop:
  %unknown = phi i32 [ -1, %find ], [ %j, %look ]
  br label %scan
scan:
  %i = phi i32 [ %count, %drop ], [ %i.prev, %keep ], [ %i.prev, %take ]
  %left = icmp ne i32 %i, 0
  br i1 %left, label %check, label %end
check:
  %i.prev = sub nuw i32 %i, 1
  %iw = zext i32 %i.prev to i64
  %slot = getelementptr {_T}, ptr %table, i32 0, i32 2, i64 %iw
  %x = load ptr, ptr %slot, align 4, !nosanitize !0
  %waited = call i1 @__ncpu_check_listed(ptr %list, i32 %n, ptr %x)
  br i1 %waited, label %take, label %keep
take:
  %now = load i32, ptr %table, align 4, !nosanitize !0
  %last = sub nuw i32 %now, 1
  %lw = zext i32 %last to i64
  %last.slot = getelementptr {_T}, ptr %table, i32 0, i32 2, i64 %lw
  %last.event = load ptr, ptr %last.slot, align 4, !nosanitize !0
  store ptr %last.event, ptr %slot, align 4, !nosanitize !0
  %last.site.slot = getelementptr {_T}, ptr %table, i32 0, i32 3, i64 %lw
  %last.site = load i32, ptr %last.site.slot, align 4, !nosanitize !0
  %site.slot = getelementptr {_T}, ptr %table, i32 0, i32 3, i64 %iw
  store i32 %last.site, ptr %site.slot, align 4, !nosanitize !0
  store i32 %last, ptr %table, align 4, !nosanitize !0
  br label %scan
keep:
  br label %scan
end:
  %flag = getelementptr {_T}, ptr %table, i32 0, i32 1
  %overflowed = load i32, ptr %flag, align 4, !nosanitize !0
  %trusted = icmp eq i32 %overflowed, 0
  %result = select i1 %trusted, i32 %unknown, i32 -1
  ret i32 %result
}}

attributes #0 = {{ nounwind }}
!0 = !{{}}
"""
_HELPER_NAMES = ("__ncpu_check_listed", "__ncpu_check_copied", "__ncpu_check_waited")


def _callee(inst: Instruction) -> str | None:
    if not isinstance(inst, CallBase) or inst.called_function is None:
        return None
    return inst.called_function.name


def _inline_into_kernels(module: Module, kernels: list[Function]) -> bool:
    """Inline every function that reaches an async copy or a wait into its callers, until only
    kernels call them (as prepare-barriers does for barriers)."""
    builtins = [
        fn
        for fn in module.functions
        if fn.is_declaration and (fn.name in COPIES or fn.name == WAIT)
    ]
    seeds = [
        call.function
        for fn in builtins
        for call in direct_calls(fn, _WHY)
        if call.function is not None
    ]
    reaching = [
        fn
        for fn in with_callers(module, seeds, _WHY)
        if not fn.is_declaration and fn not in kernels
    ]
    cycle = find_call_cycle(reaching, lambda fn: direct_calls(fn, _WHY))
    if cycle is not None:
        raise NcpuError(
            f"{PASS_NAME}: recursion through an async copy cannot be inlined: {format_cycle(cycle)}"
        )
    changed = False
    while True:
        calls = [
            call for fn in reaching for call in direct_calls(fn, _WHY) if call.parent is not None
        ]
        if not calls:
            return changed
        for call in calls:
            inline_call(call)
            changed = True


def _define_helpers(module: Module) -> dict[str, Function]:
    """The table's helpers in *module* (parsed from :data:`_HELPERS` once)."""
    found = {name: module.get_function(name) for name in _HELPER_NAMES}
    if all(fn is not None and not fn.is_declaration for fn in found.values()):
        return {name: fn for name, fn in found.items() if fn is not None}
    helpers = parse_module(_HELPERS, "<check-barriers>")
    defined = {}
    for name in _HELPER_NAMES:
        fn = helpers.get_function(name)
        assert fn is not None
        helpers.functions.remove(fn)
        module.add_function(fn)
        defined[name] = fn
    return defined


def _where(kernel: Function, inst: Instruction, what: str) -> str:
    loc = debug_location(inst)
    if loc is not None:
        return f"{loc[0]}:{loc[1]}:{loc[2]}"
    block = kernel_block(inst.parent).name if inst.parent is not None else "?"
    return f"@{kernel.name}: the {what} in block %{block}"


@register_pass
@dataclass(frozen=True)
class CheckBarriers(ModulePass):
    """Check that a group's work-items make the same async copies and wait for their events."""

    name: ClassVar[str] = PASS_NAME

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        kernels = kernel_functions(module)
        changed = _inline_into_kernels(module, kernels) if kernels else False
        work = []
        for fn in kernels:
            calls = [
                inst
                for inst in fn.instructions()
                if _callee(inst) in COPIES or _callee(inst) == WAIT
            ]
            if calls:
                work.append((fn, calls))
        if not work:
            return PreservedAnalyses.none() if changed else PreservedAnalyses.all()
        helpers = _define_helpers(module)
        for fn, calls in work:
            _Kernel(module, fn, helpers).run(calls)
        return PreservedAnalyses.none()


class _Kernel:
    def __init__(self, module: Module, fn: Function, helpers: dict[str, Function]) -> None:
        self.module, self.fn, self.helpers = module, fn, helpers
        self.size_t: IntType = size_t_type(module)
        self.state, self.report = reporting(module)

    def run(self, calls: list[Instruction]) -> None:
        # Which copies work-items may reach apart, before anything changes the function.
        apart = self._divergent_copies([c for c in calls if _callee(c) in COPIES])
        b = CheckBuilder().position_at_start(self.fn.blocks[0])
        self.table = b.alloca(TABLE, None, 8, "check.events")
        b.store(const_int(I64, 0), self.table, 8)  # no copies, not overflowed
        for call in calls:
            assert isinstance(call, CallBase)
            if _callee(call) == WAIT:
                self._wait(
                    call,
                    add_site(self.module, self.fn.name, _where(self.fn, call, "wait_group_events")),
                )
                continue
            site = add_site(self.module, self.fn.name, _where(self.fn, call, "async copy"))
            if call in apart:
                self._compare(call, site)
            assert call.parent is not None
            after = CheckBuilder.at(
                call.parent.instructions[call.parent.instructions.index(call) + 1]
            )
            after.call(
                self.helpers["__ncpu_check_copied"], [self.table, call, const_int(I32, site)]
            )
        for block in list(self.fn.blocks):
            term = block.terminator
            if term is not None and term.opcode == "ret":
                self._end(term)

    def _divergent_copies(self, copies: list[Instruction]) -> set[Instruction]:
        """The copies some work-items of a group may reach while others do not, or make with
        operands of their own."""
        if not copies:
            return set()
        try:
            uniformity = UniformityAnalysis(self.fn, dim=None)
        except IrreducibleControlFlowError:
            return set(copies)
        pdt = PostDominatorTree(self.fn)
        apart: set[BasicBlock] = set()
        for term in uniformity.divergent_branches():
            assert term.parent is not None
            apart |= divergent_paths(term.parent, pdt.ipdom(term.parent))[0]
        return {
            c
            for c in copies
            if c.parent in apart
            or any(uniformity.is_varying(a) for a in c.operands if isinstance(a, Instruction))
        }

    def _compare(self, copy: CallBase, site: int) -> None:
        """A barrier before *copy* (all work-items reach it together, or the wrapper reports who
        did not), then its operands against those of the group's first work-item."""
        barrier = mux.declare_mux_builtin(
            self.module, mux.builtin_name("work_group_barrier"), self.size_t
        )
        # Execution only (relaxed): the copy, not the barrier, orders memory.  A barrier as any
        # other (no !nosanitize): the checks after this one see the group meet there.
        sync = (
            Builder()
            .position_before(copy)
            .call(
                barrier,
                [
                    const_int(I32, 0),
                    const_int(I32, int(mux.MemScope.WORK_GROUP)),
                    const_int(I32, int(mux.MemSemantics.RELAXED)),
                ],
            )
        )
        sync.metadata[COPY_SITE] = MDNode([ValueAsMetadata(const_int(I32, site))])
        if "dbg" in copy.metadata:
            sync.metadata["dbg"] = copy.metadata["dbg"]
        slot = self._slot()
        b = CheckBuilder.at(copy)
        getter = mux.declare_mux_builtin(
            self.module, mux.builtin_name("get_local_linear_id"), self.size_t
        )
        first = b.icmp("eq", b.call(getter, []), const_int(self.size_t, 0), "check.copier")
        operands = [self._as_i64(b, a) for a in copy.args]
        # The first work-item writes its operands (a store it alone makes, before any reads:
        # right also when a vectorised call runs it with others).
        block = b.block
        assert block is not None
        rest = split_block_after(block, block.instructions.index(copy), "check.compare")
        record = self.fn.insert_block_after(block, "check.record")
        CheckBuilder.at_end(block).cond_br(first, record, rest)
        rb = CheckBuilder.at_end(record)
        for k, value in enumerate(operands):
            rb.store(value, self._slot_field(rb, slot, k), 8)
        rb.br(rest)
        cb = CheckBuilder.at(copy)
        roles = _ROLES[int(copy.called_function.name[-2]) if copy.called_function else 1]
        differ: Value = const_int(I64, 0)
        for k, (value, role) in enumerate(zip(operands, roles, strict=True)):
            theirs = cb.load(I64, self._slot_field(cb, slot, k), 8)
            bit = cb.select(cb.icmp("ne", theirs, value), const_int(I64, role), const_int(I64, 0))
            differ = cb.binop("or", differ, bit)
        bad = cb.binop(
            "and",
            cb.icmp("ne", differ, const_int(I64, 0)),
            cb.binop("xor", first, const_int(I1, 1)),
            "check.differs",
        )
        self._report_if(
            copy, bad, ASYNC_COPY_DIVERGENCE, const_int(I32, site), -2, differ, const_int(I64, 0)
        )

    @staticmethod
    def _slot_field(b: Builder, slot: GlobalVariable, k: int) -> Value:
        return b.gep(ArrayType(SLOT_SIZE, I64), slot, [const_int(I64, 0), const_int(I64, k)])

    def _slot(self) -> GlobalVariable:
        slot = self.module.get_global(SLOT)
        if slot is None:
            slot = GlobalVariable(
                SLOT, ArrayType(SLOT_SIZE, I64), 3, Poison(ArrayType(SLOT_SIZE, I64))
            )
            slot.linkage = "internal"
            slot.align = 8
            self.module.add_global(slot)
        return slot

    def _as_i64(self, b: Builder, value: Value) -> Value:
        if isinstance(value.type, PointerType):
            return b.cast("ptrtoint", value, I64)
        assert isinstance(value.type, IntType)
        if value.type.width == 64:
            return value
        return b.cast("zext" if value.type.width < 64 else "trunc", value, I64)

    def _wait(self, wait: CallBase, site: int) -> None:
        """The wait's events, each made by a pending copy; those copies done."""
        count, events = wait.arg(0), wait.arg(1)
        b = CheckBuilder.at(wait)
        room = self._event_room(b, events)
        if room is None:
            # An event list the pass cannot see into: it may wait for anything pending.
            self._forget(b, const_int(I1, 1))
            return
        offset, size = room
        pointer_size = self.module.data_layout.pointer_size(0)
        wide = b.cast("zext", count, I64) if count.type != I64 else count
        needed = b.mul(wide, const_int(I64, pointer_size))
        fits = b.binop(
            "and",
            b.icmp("ule", offset, const_int(I64, size)),
            b.icmp("ule", needed, b.sub(const_int(I64, size), offset)),
            "check.listed",
        )
        self._report_if(
            wait,
            b.binop("xor", fits, const_int(I1, 1)),
            OUT_OF_BOUNDS_READ,
            const_int(I32, site),
            -1,
            offset,
            needed,
        )
        # A list past its array: what it names is unknown, as for a list not seen into.
        b = CheckBuilder.at(wait)
        self._forget(b, b.binop("xor", fits, const_int(I1, 1)))
        safe_count = b.select(fits, count, const_int(I32, 0))
        unknown = b.call(
            self.helpers["__ncpu_check_waited"], [self.table, safe_count, events], "check.unknown"
        )
        self._report_if(
            wait,
            b.icmp("sge", unknown, const_int(I32, 0)),
            UNKNOWN_EVENT_WAIT,
            const_int(I32, site),
            -1,
            b.cast("sext", unknown, I64),
            b.cast("zext", safe_count, I64),
        )

    def _forget(self, b: Builder, condition: Value) -> None:
        """If *condition*: no copy is pending any more, and events are no longer all known."""
        fields = [(1, const_int(I32, 1)), (0, const_int(I32, 0))]
        for index, value in fields:
            at = b.gep(TABLE, self.table, [const_int(I32, 0), const_int(I32, index)])
            now = b.load(I32, at, 4)
            b.store(b.select(condition, value, now), at, 4)

    def _event_room(self, b: Builder, events: Value) -> tuple[Value, int] | None:
        """Where *events* is in the private array or variable it points into, and that one's size."""
        base = underlying_object(events)
        dl = self.module.data_layout
        if isinstance(base, AllocaInst) and base.parent is self.fn.blocks[0]:
            count = base.count
            if count is not None and not isinstance(count, ConstantInt):
                return None
            size = dl.alloc_size(base.allocated_type) * (1 if count is None else count.value)
        elif isinstance(base, GlobalVariable) and not base.is_declaration:
            size = dl.alloc_size(base.value_type)
        else:
            return None
        offset = b.sub(
            b.cast("ptrtoint", events, I64), b.cast("ptrtoint", base, I64), "check.list_offset"
        )
        return offset, size

    def _end(self, ret: Instruction) -> None:
        """A work-item returning with copies not waited for."""
        b = CheckBuilder.at(ret)
        count = b.load(I32, self.table, 8, "check.pending")
        sites = b.gep(TABLE, self.table, [const_int(I32, 0), const_int(I32, 3), const_int(I32, 0)])
        site = b.load(I32, sites, 4, "check.pending_site")
        self._report_if(
            ret,
            b.icmp("ne", count, const_int(I32, 0)),
            COPIES_NOT_WAITED,
            site,
            -1,
            b.cast("zext", count, I64),
            const_int(I64, 0),
        )

    def _report_if(
        self,
        before: Instruction,
        condition: Value,
        kind: int,
        site: Value,
        argument: int,
        offset: Value,
        size: Value,
    ) -> None:
        """If *condition* (computed before *before*), report a finding; then *before* runs."""
        block = before.parent
        assert block is not None
        rest = split_block_after(block, block.instructions.index(before), "check.ok")
        fail = self.fn.insert_block_after(block, "check.fail")
        CheckBuilder.at_end(block).cond_br(condition, fail, rest)
        fb = CheckBuilder.at_end(fail)
        state = fb.load(PTR, self.state, 8, "check.state")
        ids = work_item_ids(fb, self.module, self.size_t)
        fb.call(
            self.report,
            [state, const_int(I32, kind), site, const_int(I32, argument), offset, size, *ids],
        )
        fb.br(rest)
