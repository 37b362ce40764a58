"""openmp-spmdize: generic-mode OpenMP offload kernels to SPMD mode (OpenMPOpt's SPMDization).

clang compiles ``#pragma omp target`` with serial code around the parallel
regions as a *generic-mode* kernel: ``__kmpc_target_init`` lets only the main
thread into the user code (it returns -1 there), the other threads wait in the
runtime's state machine until ``__kmpc_parallel_51`` hands them an outlined
parallel region.  In *SPMD mode* every thread runs the user code; the runtime
runs a ``__kmpc_parallel_51`` region on all of them directly.

For each kernel whose ``*_kernel_environment`` says generic mode (execution
mode byte 1) the pass

1. checks eligibility: every call in the serial code and in the parallel
   regions (the outlined functions and what they call) must be SPMD-amenable:
   a known side-effect-free runtime call (``__kmpc_for_static_init_*`` only
   with a static schedule), an intrinsic, a function with
   ``"llvm.assume"="ompx_spmd_amenable"`` (clang's
   ``[[omp::assume("ompx_spmd_amenable")]]``), or a defined function whose
   own calls are.  Each offending call gets the missed remark ``OMP121``;
2. guards the serial code's side effects (stores and atomics not to the
   thread's own allocas, calls of defined functions that may write memory):
   maximal runs of them in a block (after sinking user-less ones over
   side-effect-free instructions, as upstream does) become the five blocks
   ``region.check.tid`` (``__kmpc_get_hardware_thread_id_in_block() == 0``),
   ``region.guarded`` (the run, thread 0 only), ``region.guarded.end``,
   ``region.barrier`` (``__kmpc_barrier_simple_spmd``) and ``region.exit``.
   A value of the run used after it is broadcast: thread 0 stores it into an
   internal ``addrspace(3)`` global ``<name>.guarded.output.alloc`` (name
   sanitised: characters other than ``[A-Za-z0-9_]`` become ``.``) in
   ``region.guarded.end``, every thread loads it after the barrier
   (``<name>.guarded.output.load``), and a second barrier follows the loads;
3. replaces ``__kmpc_barrier_simple_generic`` by ``__kmpc_barrier_simple_spmd``,
   writes the execution mode SPMD (2) and turns the generic state machine
   off in the kernel environment, and reports ``OMP120`` (passed remark).

Remarks use the pass name ``openmp-opt`` (``--pass-remarks=openmp-opt``,
``--pass-remarks-missed=openmp-opt``) and the debug location of the call
(``__kmpc_target_init`` for ``OMP120``).

Options: ``disable`` (``-openmp-opt-disable-spmdization``: do nothing) and
``shared-limit=N`` (``-openmp-opt-shared-limit``: a kernel whose broadcasts
would need more than N bytes of shared memory stays generic, with a missed
remark; -1, the default: no limit).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import ClassVar

from ncpu_opt.errors import NcpuError
from ncpu_opt.ir import BasicBlock, Function, GlobalVariable, Module
from ncpu_opt.ir.builder import Builder, declare_function
from ncpu_opt.ir.debug_loc import SourceLocation, debug_location, function_location
from ncpu_opt.ir.effects import memory_accesses
from ncpu_opt.ir.inline import split_block_after
from ncpu_opt.ir.instructions import (
    AllocaInst,
    AtomicRMWInst,
    BranchInst,
    CallBase,
    CallInst,
    CmpInst,
    CmpXchgInst,
    Instruction,
    StoreInst,
)
from ncpu_opt.ir.pointers import strip_pointer_casts, underlying_object
from ncpu_opt.ir.types import I32, FunctionType, PointerType, VoidType
from ncpu_opt.ir.values import ConstantInt, ConstantNull, Undef, Value, const_int
from ncpu_opt.openmp import runtime as rt
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass

PASS_NAME = "openmp-spmdize"
REMARK_NAME = "openmp-opt"
OMP120 = "Transformed generic-mode kernel to SPMD-mode. [OMP120]"
OMP121 = (
    "Value has potential side effects preventing SPMD-mode execution. "
    'Add `[[omp::assume("ompx_spmd_amenable")]]` to the called function to override [OMP121]'
)
SHARED_ADDRSPACE = 3
_MEMORY_OPCODES = frozenset({"load", "store", "atomicrmw", "cmpxchg", "fence", "va_arg"})
_WRITES_MEMORY_INTRINSICS = ("llvm.memset", "llvm.memcpy", "llvm.memmove")


class _Refusal(Exception):
    """The kernel stays generic; ``message`` is the missed remark."""

    def __init__(self, message: str, inst: Instruction | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.inst = inst


@dataclass
class _Plan:
    """What the transformation will do to one kernel."""

    orders: dict[BasicBlock, list[Instruction]] = field(default_factory=dict)
    ranges: list[list[Instruction]] = field(default_factory=list)
    broadcast_bytes: int = 0
    generic_barriers: list[CallBase] = field(default_factory=list)


def sanitize_global_name(name: str) -> str:
    """Characters other than letters, digits and ``_`` become ``.`` (LLVM's sanitizeForGlobalName)."""
    return re.sub(r"[^A-Za-z0-9_]", ".", name)


def _is_thread_local(pointer: Value) -> bool:
    return isinstance(underlying_object(pointer), AllocaInst)


def _writes_memory(attrs_list: Iterable[object]) -> bool:
    for attributes in attrs_list:
        if attributes.has("readnone") or attributes.has("readonly"):  # type: ignore[attr-defined]
            return False
        memory = attributes.get("memory")  # type: ignore[attr-defined]
        if memory is not None:
            default, locations = memory_accesses(str(memory.arg))
            return any(a in ("write", "readwrite") for a in (default, *locations.values()))
    return True


def _callee_name(call: CallBase) -> str | None:
    callee = call.called_function
    return None if callee is None else callee.name


def _is_pure(inst: Instruction) -> bool:
    """Neither side effects nor memory reads: guarded code may sink across it."""
    if inst.is_terminator or inst.opcode in _MEMORY_OPCODES:
        return False
    if isinstance(inst, CallBase):
        callee = inst.called_function
        if callee is None:
            return False
        if callee.name in rt.SIDE_EFFECT_FREE_RUNTIME:
            return True
        for attributes in (inst.fn_attributes, callee.attributes):
            memory = attributes.get("memory")
            if memory is not None and str(memory.arg).strip("()") == "none":
                return True
            if attributes.has("readnone"):
                return True
        return False
    return inst.opcode not in ("landingpad", "catchpad", "cleanuppad")


class _Spmdizer:
    def __init__(self, module: Module, ke: rt.KernelEnvironment, ctx: PassContext, shared_limit: int) -> None:
        self.module = module
        self.ke = ke
        self.ctx = ctx
        self.shared_limit = shared_limit
        self.layout = module.data_layout

    # -- analysis -------------------------------------------------------------------------
    def user_code_blocks(self) -> list[BasicBlock]:
        """The blocks only the main thread runs in generic mode (``__kmpc_target_init(...) == -1``)."""
        init = self.ke.init_call
        for user in init.users:
            if not (isinstance(user, CmpInst) and user.operand(0) is init):
                continue
            rhs = user.operand(1)
            if not (isinstance(rhs, ConstantInt) and rhs.value == -1):
                continue
            predicate = getattr(user, "predicate", None)
            for branch in user.users:
                if isinstance(branch, BranchInst) and branch.is_conditional and branch.condition is user:
                    succ = branch.operand(1) if predicate == "eq" else branch.operand(2) if predicate == "ne" else None
                    if isinstance(succ, BasicBlock):
                        return self._reachable(succ)
        raise _Refusal(
            "not supported yet: a generic-mode kernel without the "
            "`__kmpc_target_init(...) == -1` branch to its user code", init
        )

    @staticmethod
    def _reachable(root: BasicBlock) -> list[BasicBlock]:
        seen = {root}
        order = [root]
        work = [root]
        while work:
            for succ in work.pop().successors:
                if succ not in seen:
                    seen.add(succ)
                    order.append(succ)
                    work.append(succ)
        fn = root.parent
        assert fn is not None
        return [b for b in fn.blocks if b in seen]

    def scan_region_function(
        self, fn: Function, offending: list[CallBase], seen: set[Function], why: str
    ) -> None:
        """Collect non-amenable calls in ``fn`` and what it calls; nested parallelism is refused."""
        if fn in seen:
            return
        seen.add(fn)
        for inst in fn.instructions():
            if not isinstance(inst, CallBase):
                continue
            callee = inst.called_function
            if callee is None:
                offending.append(inst)
            elif callee.name == rt.PARALLEL_51:
                raise _Refusal(f"not supported yet: {why} (@{fn.name} starts a parallel region)", inst)
            elif rt.has_assumption(callee.attributes, rt.SPMD_AMENABLE_ASSUMPTION) or rt.has_assumption(
                inst.fn_attributes, rt.SPMD_AMENABLE_ASSUMPTION
            ):
                continue
            elif callee.is_declaration:
                if not rt.is_spmd_amenable_call(inst):
                    offending.append(inst)
            else:
                self.scan_region_function(callee, offending, seen, why)

    def _reaches_sync(self, fn: Function, seen: set[Function]) -> bool:
        if fn in seen:
            return False
        seen.add(fn)
        for inst in fn.instructions():
            if isinstance(inst, CallBase) and inst.called_function is not None:
                callee = inst.called_function
                if callee.name == rt.PARALLEL_51 or "barrier" in callee.name:
                    return True
                if not callee.is_declaration and self._reaches_sync(callee, seen):
                    return True
        return False

    def must_guard(self, inst: Instruction, offending: list[CallBase], outlined: list[Function]) -> bool:
        """Does this serial-code instruction need thread 0 alone?  Records calls to check."""
        if isinstance(inst, StoreInst):
            return not _is_thread_local(inst.pointer)
        if isinstance(inst, (AtomicRMWInst, CmpXchgInst)):
            return not _is_thread_local(inst.operand(0))
        if not isinstance(inst, CallBase):
            return False
        callee = inst.called_function
        if callee is None:
            offending.append(inst)
            return False
        name = callee.name
        if name in (rt.TARGET_INIT, rt.TARGET_DEINIT, rt.BARRIER_SIMPLE_GENERIC):
            return False
        if name == rt.PARALLEL_51:
            fn = strip_pointer_casts(inst.arg(5)) if inst.num_args > 5 else None
            if not isinstance(fn, Function) or fn.is_declaration:
                raise _Refusal("not supported yet: a parallel region whose outlined function is not known", inst)
            outlined.append(fn)
            return False
        if name.startswith(_WRITES_MEMORY_INTRINSICS):
            return not _is_thread_local(inst.arg(0))
        if rt.has_assumption(callee.attributes, rt.SPMD_AMENABLE_ASSUMPTION) or rt.has_assumption(
            inst.fn_attributes, rt.SPMD_AMENABLE_ASSUMPTION
        ):
            return False
        if callee.is_declaration:
            if not rt.is_spmd_amenable_call(inst):
                offending.append(inst)
            return False
        if self._reaches_sync(callee, set()):
            raise _Refusal(
                f"not supported yet: serial code calls @{callee.name}, which reaches a parallel region "
                "or a barrier (inline it first)", inst
            )
        self.scan_region_function(callee, offending, set(), "a function called from serial code")
        if not isinstance(inst, CallInst):
            raise _Refusal(f"not supported yet: guarding an {inst.opcode} in serial code", inst)
        return _writes_memory([inst.fn_attributes, callee.attributes])

    def plan(self) -> _Plan:
        plan = _Plan()
        blocks = self.user_code_blocks()
        offending: list[CallBase] = []
        outlined: list[Function] = []
        guarded: set[Instruction] = set()
        for block in blocks:
            for inst in block.instructions:
                if self.must_guard(inst, offending, outlined):
                    guarded.add(inst)
        for inst in self.ke.kernel.instructions():
            if isinstance(inst, CallBase) and _callee_name(inst) == rt.BARRIER_SIMPLE_GENERIC:
                plan.generic_barriers.append(inst)
        seen: set[Function] = set()
        for region in dict.fromkeys(outlined):
            self.scan_region_function(region, offending, seen, "nested parallelism")
        if offending:
            raise _OffendingCalls(list(dict.fromkeys(offending)))

        for block in blocks:
            if not any(inst in guarded for inst in block.instructions):
                continue
            order = self._sink(block.instructions, guarded)
            plan.orders[block] = order
            run: list[Instruction] = []
            for inst in order:
                if inst in guarded:
                    run.append(inst)
                    continue
                if run:
                    plan.ranges.append(run)
                    run = []
            if run:
                plan.ranges.append(run)
        for run in plan.ranges:
            members = set(run)
            for inst in run:
                if any(not (isinstance(u, Instruction) and u in members) for u in inst.users):
                    plan.broadcast_bytes += (self.layout.type_size_bits(inst.type) + 7) // 8
        if plan.broadcast_bytes > self.shared_limit:
            raise _Refusal(
                f"Kernel not transformed to SPMD-mode: broadcasting {plan.broadcast_bytes} bytes through "
                f"shared memory would pass the shared memory limit of {self.shared_limit} bytes",
                self.ke.init_call,
            )
        return plan

    @staticmethod
    def _sink(instructions: list[Instruction], guarded: set[Instruction]) -> list[Instruction]:
        """Sink user-less guarded instructions down to the next guarded one (upstream's reordering)."""
        order = list(instructions)
        reorders: list[tuple[Instruction, Instruction]] = []
        last: Instruction | None = None
        for inst in reversed(order[:-1]):
            if _is_pure(inst):
                continue
            if inst.has_uses() or inst not in guarded:
                last = None
                continue
            if last is not None:
                reorders.append((inst, last))
            last = inst
        for moved, before in reorders:
            order.remove(moved)
            order.insert(order.index(before), moved)
        return order

    # -- transformation -------------------------------------------------------------------
    def apply(self, plan: _Plan) -> None:
        for block, order in plan.orders.items():
            block.instructions[:] = order
        for run in plan.ranges:
            self._guard(run)
        if plan.generic_barriers:
            spmd_barrier = self._barrier_fn()
            for call in plan.generic_barriers:
                call.set_operand(0, spmd_barrier)
        self.ke.set_field(rt.CONFIG_EXEC_MODE, rt.EXEC_MODE_SPMD)
        self.ke.set_field(rt.CONFIG_USE_GENERIC_STATE_MACHINE, 0)

    def _barrier_fn(self) -> Function:
        fn = declare_function(
            self.module, rt.BARRIER_SIMPLE_SPMD, FunctionType(VoidType(), [PointerType(0), I32])
        )
        for attr in ("convergent", "nounwind"):
            if not fn.attributes.has(attr):
                fn.attributes.add(attr)
        return fn

    def _ident(self) -> Value:
        init = self.ke.env.initializer
        elements = getattr(init, "elements", None)
        if elements and len(elements) > 1 and isinstance(strip_pointer_casts(elements[1]), GlobalVariable):
            return elements[1]
        return ConstantNull(PointerType(0))

    def _guard(self, run: list[Instruction]) -> None:
        start, end = run[0], run[-1]
        parent = start.parent
        assert parent is not None and parent.parent is not None and end.parent is parent
        fn = parent.parent
        dbg = start.metadata.get("dbg")
        members = set(run)
        exit_bb = split_block_after(parent, parent.instructions.index(end) + 1, "region.exit")
        guarded = split_block_after(parent, parent.instructions.index(start), "region.guarded")
        check = fn.insert_block_after(parent, "region.check.tid")
        guarded_end = fn.insert_block_after(guarded, "region.guarded.end")
        barrier = fn.insert_block_after(guarded_end, "region.barrier")
        assert fn.blocks.index(barrier) < fn.blocks.index(exit_bb)

        def located(inst: Instruction) -> Instruction:
            if dbg is not None:
                inst.metadata["dbg"] = dbg
            return inst

        located(Builder().position_at_end(parent).br(check))
        tid_fn = declare_function(self.module, rt.HARDWARE_THREAD_ID, FunctionType(I32, []))
        if not tid_fn.attributes.has("nounwind"):
            tid_fn.attributes.add("nounwind")
        b = Builder().position_at_end(check)
        tid = located(b.call(tid_fn, []))
        is_main = located(b.icmp("eq", tid, const_int(I32, 0)))
        located(b.cond_br(is_main, guarded, barrier))
        located(Builder().position_at_end(guarded).br(guarded_end))
        barrier_fn = self._barrier_fn()
        ident = self._ident()
        b_end = Builder().position_at_end(guarded_end)
        b_bar = Builder().position_at_end(barrier)
        located(b_bar.call(barrier_fn, [ident, tid]))
        broadcast = False
        for inst in run:
            outside = [u for u in inst.uses if not (isinstance(u.user, Instruction) and u.user in members)]
            if not outside:
                continue
            broadcast = True
            align = self.layout.abi_align(inst.type)
            gv = GlobalVariable(
                self.module.unique_global_name(sanitize_global_name(inst.name + ".guarded.output.alloc")),
                inst.type, SHARED_ADDRSPACE, Undef(inst.type),
            )
            gv.linkage = "internal"
            gv.align = align
            self.module.add_global(gv)
            b_end.store(inst, gv, align)
            load = b_bar.load(inst.type, gv, align, inst.name + ".guarded.output.load")
            outside_ids = {id(u) for u in outside}
            inst.replace_uses_if(load, lambda use, ids=outside_ids: id(use) in ids)
        if broadcast:
            located(b_bar.call(barrier_fn, [ident, tid]))
        located(b_end.br(barrier))
        located(b_bar.br(exit_bb))


class _OffendingCalls(Exception):
    def __init__(self, calls: list[CallBase]) -> None:
        super().__init__("offending calls")
        self.calls = calls


@register_pass
@dataclass(frozen=True)
class OpenMPSpmdize(ModulePass):
    """Generic-mode OpenMP offload kernels to SPMD mode, guarding their serial code (OMP120/OMP121)."""

    name: ClassVar[str] = PASS_NAME
    disable: bool = False
    shared_limit: int = -1

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        if self.shared_limit < -1:
            raise NcpuError(f"{PASS_NAME}: shared-limit must be a number of bytes (-1: no limit), got {self.shared_limit}")
        if self.disable:
            return PreservedAnalyses.all()
        limit = self.shared_limit if self.shared_limit >= 0 else 1 << 64
        changed = False
        for ke in rt.kernel_environments(module.functions):
            if ke.exec_mode != rt.EXEC_MODE_GENERIC:
                continue
            spmdizer = _Spmdizer(module, ke, ctx, limit)
            try:
                plan = spmdizer.plan()
            except _OffendingCalls as refusal:
                for call in refusal.calls:
                    ctx.remark_missed(REMARK_NAME, OMP121, _location(call, ke.kernel))
                continue
            except _Refusal as refusal:
                ctx.remark_missed(REMARK_NAME, refusal.message, _location(refusal.inst, ke.kernel))
                continue
            spmdizer.apply(plan)
            changed = True
            ctx.remark_passed(REMARK_NAME, OMP120, _location(ke.init_call, ke.kernel))
        return PreservedAnalyses.none() if changed else PreservedAnalyses.all()


def _location(inst: Instruction | None, fn: Function) -> SourceLocation | None:
    location = debug_location(inst) if inst is not None else None
    return location if location is not None else function_location(fn)
