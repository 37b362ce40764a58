"""check-memory: each memory access of a kernel checks its address against the memory it came from.

The checked mode's memory checks (issue 30, section 2).  Before every load,
store and atomic of a kernel whose address derives (by ``getelementptr``,
casts, and selects or phis that choose among several) from pieces of memory
the pass knows, it inserts a test that the bytes accessed lie inside one of
them, by *provenance*, not merely inside some mapped memory:

- a pointer argument (``__global``, ``__constant``, ``__local``): its size in
  bytes comes from the launch, through the state the runtime points
  ``@__ncpu_check_state`` at (``limits[index]``); a store through an argument
  whose ``flags[index]`` lacks :data:`WRITABLE` (a ``const`` parameter's buffer)
  is a write to read-only memory;
- a private array (``alloca``), a ``byval`` struct or a program-scope
  variable: its size is known;
- a null among the choices: an address outside every piece and in the first
  pages is reported as a null pointer; an address not aligned as the access
  says it is, as misaligned.

A failing access does not happen: a load gives zero, a store or atomic is
skipped, and ``@__ncpu_check_report`` appends a record to the state's list
(kind, site, argument, byte offset, size, the work-item's local and group ids),
which the runtime turns into ``KernelCheckError``.  Each site is listed in
``!ncpu.check_sites`` with its source location (``file:line:col`` from debug
info) or, without one, the instruction.  Accesses whose address the pass cannot
trace to pieces of memory it knows (an address read from memory) are not
checked.  Run after ``lower-to-mux-builtins`` (the ids are mux getters) and
before ``prepare-barriers``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ncpu_opt.passes.check_common import (
    CAPACITY_OFFSET,
    COUNT_OFFSET,
    FLAGS_OFFSET,
    LIMITS_OFFSET,
    MAX_ARGS,
    PROVEN,
    RECORD_SIZE,
    RECORDS_OFFSET,
    REPORT,
    SITES,
    STATE,
    WRITABLE,
    Base,
    CheckBuilder,
    access,
    add_site,
    bases,
    invariant,
    local_variable_name,
    reporting,
    state_field,
    where,
    work_item_ids,
)

from ncpu_opt.ir import Function, GlobalVariable, Module
from ncpu_opt.ir.inline import split_block_after
from ncpu_opt.ir.instructions import AllocaInst, BranchInst, Instruction
from ncpu_opt.ir.metadata import MDNode, MDString, ValueAsMetadata
from ncpu_opt.ir.module import size_t_type
from ncpu_opt.ir.types import I1, I32, I64, VOID, IntType, PointerType, Type
from ncpu_opt.ir.values import Value, ZeroInitializer, const_int
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass
from ncpu_opt.sycl.spec_constants import kernel_functions

PASS_NAME = "check-memory"

#: Finding kinds, as records number them.
OUT_OF_BOUNDS_READ = 1
OUT_OF_BOUNDS_WRITE = 2
READ_ONLY_WRITE = 3
MISALIGNED = 4
NULL_POINTER = 5
#: Group functions (passes/check_barriers.py, work-item-loops<checked>): work-items of a group
#: reached different barriers or work-group functions (or some returned); an async copy that
#: some reached and others not, or made with other arguments; ``wait_group_events`` on an
#: event no copy made (or one already waited for); a work-item returned with copies pending.
BARRIER_DIVERGENCE = 6
ASYNC_COPY_DIVERGENCE = 7
UNKNOWN_EVENT_WAIT = 8
COPIES_NOT_WAITED = 9
#: check-uninitialized: a read of __local or private memory no work-item wrote; check-races: two
#: work-items of a group touched a byte with no barrier between (one wrote), or two groups wrote it.
UNINITIALISED_READ = 10
DATA_RACE = 11
#: An address below this, from a pointer that may be null, is reported as a null pointer.
NULL_PAGES = 1 << 16
KINDS = {
    OUT_OF_BOUNDS_READ: "out-of-bounds read",
    OUT_OF_BOUNDS_WRITE: "out-of-bounds write",
    READ_ONLY_WRITE: "write to read-only memory",
    MISALIGNED: "misaligned access",
    NULL_POINTER: "null pointer",
    BARRIER_DIVERGENCE: "barrier divergence",
    ASYNC_COPY_DIVERGENCE: "async copy divergence",
    UNKNOWN_EVENT_WAIT: "wait on an event no copy made",
    COPIES_NOT_WAITED: "copies not waited for",
    UNINITIALISED_READ: "uninitialised read",
    DATA_RACE: "data race",
}


@register_pass
@dataclass(frozen=True)
class CheckMemory(ModulePass):
    """Check every kernel memory access against the memory it came from (checked mode)."""

    name: ClassVar[str] = PASS_NAME

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        kernels = kernel_functions(module)
        if not kernels:
            return PreservedAnalyses.all()
        state, report = reporting(module)
        size_t = size_t_type(module)
        sites: list[MDNode] = []
        for fn in kernels:
            _Instrumenter(module, fn, state, report, size_t, sites).run()
        module.named_metadata.setdefault(SITES, []).extend(sites)
        return PreservedAnalyses.none()


class _Instrumenter:
    def __init__(self, module: Module, fn: Function, state: GlobalVariable, report: Function,
                 size_t: IntType, sites: list[MDNode]) -> None:
        self.module, self.fn, self.state_global, self.report = module, fn, state, report
        self.size_t = size_t
        self.sites = sites
        self.dl = module.data_layout

    def run(self) -> None:
        accesses = []
        for block in self.fn.blocks:
            for inst in block.instructions:
                found = access(inst)
                if found is None:
                    continue
                pointer, accessed, writes = found
                found_bases = bases(pointer, self.module) if isinstance(pointer.type, PointerType) else None
                if found_bases is not None and self._available(found_bases[0]):
                    # Where, before the checks split the blocks.
                    accesses.append((inst, pointer, accessed, writes, found_bases, where(inst, pointer, self.fn)))
        if not accesses:
            return
        entry = self.fn.blocks[0]
        self.state = invariant(
            CheckBuilder().position_at_start(entry).load(PointerType(0), self.state_global, 8, "check.state")
        )
        for site, (inst, pointer, accessed, writes, found_bases, location) in enumerate(accesses):
            self._check(site, inst, pointer, accessed, writes, found_bases, location)

    def _available(self, bases: list[Base]) -> bool:
        """Every base is there wherever the function runs: an argument, a variable, an alloca
        of the entry block (the checks read its address at the access)."""
        entry = self.fn.blocks[0]
        return all(not isinstance(b.value, AllocaInst) or b.value.parent is entry for b in bases)

    def _check(self, site: int, inst: Instruction, pointer: Value, accessed: Type, writes: bool,
               found: tuple[list[Base], bool], location: str) -> None:
        bases, may_be_null = found
        size = self.dl.store_size(accessed)
        align = getattr(inst, "align", None) or 1
        b = CheckBuilder().position_before(inst)
        # An argument the launch proved safe (its flags' PROVEN bit: every access of the kernel
        # to it lies inside, by launch bounds) skips the test: the flag is the same for every
        # work-item, so the branch stays uniform and the vectoriser keeps the fast path whole.
        proven: Value | None = None
        if len(bases) == 1 and bases[0].argument >= 0:
            flags = state_field(b, self.state, FLAGS_OFFSET + 8 * bases[0].argument, I64)
            bit = b.binop("and", flags, const_int(I64, PROVEN))
            proven = b.icmp("ne", bit, const_int(I64, 0), "check.proven")
        assert inst.parent is not None
        test_start = inst.parent.instructions.index(inst)
        address = b.cast("ptrtoint", pointer, I64, "check.addr")
        # Inside one of the pieces of memory the address may come from (and, for a store, one
        # the launch lets it write); the report measures from the first.
        fits: Value | None = None
        writable: Value | None = None if writes else const_int(I1, 1)
        offset: Value | None = None
        for base in bases:
            start = b.cast("ptrtoint", base.value, I64, "check.base")
            from_base = b.sub(address, start, "check.offset")
            offset = offset or from_base
            if base.size is not None:
                limit: Value = const_int(I64, base.size)
            else:
                limit = state_field(b, self.state, LIMITS_OFFSET + 8 * base.argument, I64)
            within = b.icmp("ule", from_base, limit, "check.within")
            room = b.sub(limit, from_base, "check.room")
            inside = b.binop("and", within, b.icmp("uge", room, const_int(I64, size)), "check.inside")
            fits = inside if fits is None else b.binop("or", fits, inside)
            if writes:
                allowed: Value = inside
                if base.argument >= 0:
                    flags = state_field(b, self.state, FLAGS_OFFSET + 8 * base.argument, I64)
                    flag = b.icmp("ne", b.binop("and", flags, const_int(I64, WRITABLE)), const_int(I64, 0))
                    allowed = b.binop("and", inside, flag)
                writable = allowed if writable is None else b.binop("or", writable, allowed)
        assert offset is not None and fits is not None and writable is not None
        ok: Value = b.binop("and", fits, writable) if writes else fits
        aligned: Value = const_int(I1, 1)
        if align > 1:
            low = b.binop("and", address, const_int(I64, align - 1))
            aligned = b.icmp("eq", low, const_int(I64, 0), "check.aligned")
            ok = b.binop("and", ok, aligned)
        # The kind, for the report: null first, then misaligned, outside, read-only.
        outside = OUT_OF_BOUNDS_WRITE if writes else OUT_OF_BOUNDS_READ
        kind = b.select(writable, const_int(I32, outside), const_int(I32, READ_ONLY_WRITE))
        kind = b.select(fits, kind, const_int(I32, outside))
        kind = b.select(aligned, kind, const_int(I32, MISALIGNED))
        argument: Value = const_int(I32, bases[0].argument)
        if may_be_null:
            # Outside every base and within the first pages: an element of a null pointer, which
            # is no argument's; the report gives its byte from null (not from the first base).
            null = b.icmp("ult", address, const_int(I64, NULL_PAGES), "check.null")
            kind = b.select(null, const_int(I32, NULL_POINTER), kind)
            argument = b.select(null, const_int(I32, -1), argument)
            offset = b.select(null, address, offset)
        block = inst.parent
        assert block is not None
        index = block.instructions.index(inst)
        do = split_block_after(block, index, "check.do")
        join = split_block_after(do, 1, "check.join")
        do.append(BranchInst([join]))
        if proven is not None:
            test = split_block_after(block, test_start, "check.test")
            block.append(BranchInst([proven, do, test]))
            block = test
        fail = self.fn.insert_block_after(block, "check.fail")
        block.append(BranchInst([ok, do, fail]))
        fb = CheckBuilder().position_at_end(fail)
        ids = work_item_ids(fb, self.module, self.size_t)
        fb.call(self.report, [self.state, kind, const_int(I32, site), argument, offset,
                              const_int(I64, size), *ids])
        fb.br(join)
        if inst.type != VOID and inst.uses:
            result = CheckBuilder().position_at_start(join).phi(inst.type, [], "check.value")
            for use in list(inst.uses):
                if use.user is not result:
                    use.user.set_operand(use.index, result)
            result.add_incoming(inst, do)
            result.add_incoming(ZeroInitializer(inst.type), fail)
        self.sites.append(MDNode([
            MDString(self.fn.name), ValueAsMetadata(const_int(I32, site)), MDString(location),
            # The one argument the access may reach, or -1 (a variable, several pieces) ...
            ValueAsMetadata(const_int(I32, bases[0].argument if len(bases) == 1 else -1)),
            # ... and the one __local variable, or "".
            MDString(local_variable_name(bases)),
        ]))


# What other checks import from here (they moved to check_common).
__all__ = [
    "CAPACITY_OFFSET", "COUNT_OFFSET", "FLAGS_OFFSET", "KINDS", "LIMITS_OFFSET", "MAX_ARGS", "PROVEN",
    "RECORDS_OFFSET", "RECORD_SIZE", "REPORT", "SITES", "STATE", "WRITABLE", "add_site", "reporting",
]
