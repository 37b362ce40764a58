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

from ncpu_opt.ir import Function, GlobalVariable, Module
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.debug_loc import debug_location
from ncpu_opt.ir.inline import split_block_after
from ncpu_opt.ir.instructions import (
    AllocaInst,
    AtomicRMWInst,
    BranchInst,
    CastInst,
    CmpXchgInst,
    GetElementPtrInst,
    Instruction,
    LoadInst,
    PhiInst,
    SelectInst,
    StoreInst,
)
from ncpu_opt.ir.metadata import MDNode, MDString, ValueAsMetadata
from ncpu_opt.ir.module import declare_function, size_t_type
from ncpu_opt.ir.types import I1, I32, I64, VOID, FunctionType, IntType, PointerType, Type
from ncpu_opt.ir.values import (
    Argument,
    ConstantExpr,
    ConstantInt,
    ConstantNull,
    Value,
    ZeroInitializer,
    const_int,
)
from ncpu_opt.mux import builtins as mux
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass
from ncpu_opt.sycl.spec_constants import kernel_functions

PASS_NAME = "check-memory"
#: The external pointer the runtime sets to a launch's state before it runs.
STATE = "__ncpu_check_state"
REPORT = "__ncpu_check_report"
#: Named metadata: ``!{!"kernel", i32 site, !"where", i32 argument, !"variable"}`` per checked
#: access (the one parameter the access may reach, or -1; the one ``__local`` variable, or "").
SITES = "ncpu.check_sites"

# The state's layout (bytes): per argument index (below MAX_ARGS) its size and flags, then the
# findings: their count (atomic), the room for them, and the records.
MAX_ARGS = 64
LIMITS_OFFSET = 0
FLAGS_OFFSET = 8 * MAX_ARGS
COUNT_OFFSET = 16 * MAX_ARGS
CAPACITY_OFFSET = COUNT_OFFSET + 4
RECORDS_OFFSET = COUNT_OFFSET + 8
#: A record: i32 kind, i32 site, i32 argument (-1: not an argument), i32 unused, i64 offset,
#: i64 size, i64 local id[3], i64 group id[3].
RECORD_SIZE = 80
#: ``flags[index]`` bits: the launch's buffer may be written; every access the kernel makes to
#: it was proven inside it before the launch (the tests are skipped).
WRITABLE = 1
PROVEN = 2

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
}


@dataclass(frozen=True)
class _Base:
    """What an address points into: an argument (its index), a private array or a variable."""

    value: Value
    argument: int  # -1 unless an argument
    size: int | None  # bytes, when the IR says (None: the launch says)


def _bases(pointer: Value, module: Module) -> tuple[list[_Base], bool] | None:
    """The pieces of memory *pointer* may point into (through ``getelementptr``, casts, phis and
    selects: a pointer chosen among several, or stepped along in a loop), and whether it may be
    null; None if some root is not a piece of memory the pass knows (a loaded address)."""
    bases: dict[int, _Base] = {}
    may_be_null = False
    pending, seen = [pointer], set()
    while pending:
        current = pending.pop()
        if id(current) in seen:
            continue
        seen.add(id(current))
        if isinstance(current, GetElementPtrInst):
            pending.append(current.pointer)
        elif isinstance(current, CastInst) and current.opcode in ("bitcast", "addrspacecast"):
            pending.append(current.operand(0))
        elif isinstance(current, PhiInst):
            pending.extend(value for value, _ in current.incoming)
        elif isinstance(current, SelectInst):
            pending.extend(current.operands[1:])
        elif isinstance(current, ConstantNull):
            may_be_null = True
        elif isinstance(current, ConstantExpr) and current.opcode in ("bitcast", "addrspacecast"):
            pending.append(current.operand(0))  # (clang writes a global null as a cast of generic null)
        else:
            base = _root_base(current, module)
            if base is None:
                return None
            bases[id(current)] = base
    return (list(bases.values()), may_be_null) if bases else None


def _root_base(root: Value, module: Module) -> _Base | None:
    """*root* as a piece of memory: a pointer argument (sized by the launch unless ``byval``),
    a private array, a program-scope variable."""
    dl = module.data_layout
    if isinstance(root, Argument) and isinstance(root.type, PointerType):
        byval = root.attributes.get("byval")
        if byval is not None:
            return _Base(root, -1, dl.alloc_size(byval.arg)) if isinstance(byval.arg, Type) else None
        return _Base(root, root.index, None) if root.index < MAX_ARGS else None
    if isinstance(root, AllocaInst):
        count = root.count
        if count is not None and not isinstance(count, ConstantInt):
            return None
        n = 1 if count is None else count.value
        return _Base(root, -1, dl.alloc_size(root.allocated_type) * n)
    if isinstance(root, GlobalVariable) and not root.is_declaration:
        return _Base(root, -1, dl.alloc_size(root.value_type))
    return None


def _access(inst: Instruction) -> tuple[Value, Type, bool] | None:
    """(pointer, accessed type, writes) of a load, store or atomic."""
    if isinstance(inst, LoadInst):
        return inst.operand(0), inst.type, False
    if isinstance(inst, StoreInst):
        return inst.operand(1), inst.operand(0).type, True
    if isinstance(inst, AtomicRMWInst):
        return inst.operand(0), inst.operand(1).type, True
    if isinstance(inst, CmpXchgInst):
        return inst.operand(0), inst.operand(1).type, True
    return None


def _where(inst: Instruction, pointer: Value, fn: Function) -> str:
    """The access's source location, else which instruction of the IR it is."""
    loc = debug_location(inst)
    if loc is not None:
        file, line, column = loc
        return f"{file}:{line}:{column}"
    block = inst.parent
    through = f"%{pointer.name}" if pointer.name else "an unnamed address"
    return f"@{fn.name}: the {inst.opcode} through {through} in block %{block.name if block else '?'}"


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
        self.empty = MDNode([])

    def run(self) -> None:
        accesses = []
        for block in self.fn.blocks:
            for inst in block.instructions:
                found = _access(inst)
                if found is None:
                    continue
                pointer, accessed, writes = found
                found_bases = _bases(pointer, self.module) if isinstance(pointer.type, PointerType) else None
                if found_bases is not None and self._available(found_bases[0]):
                    # Where, before the checks split the blocks.
                    accesses.append((inst, pointer, accessed, writes, found_bases, _where(inst, pointer, self.fn)))
        if not accesses:
            return
        entry = self.fn.blocks[0]
        self.state = self._invariant(
            Builder().position_at_start(entry).load(PointerType(0), self.state_global, 8, "check.state")
        )
        for site, (inst, pointer, accessed, writes, found_bases, where) in enumerate(accesses):
            self._check(site, inst, pointer, accessed, writes, found_bases, where)

    def _available(self, bases: list[_Base]) -> bool:
        """Every base is there wherever the function runs: an argument, a variable, an alloca
        of the entry block (the checks read its address at the access)."""
        entry = self.fn.blocks[0]
        return all(not isinstance(b.value, AllocaInst) or b.value.parent is entry for b in bases)

    def _state_field(self, b: Builder, offset: int, t: Type) -> Value:
        address = b.gep(IntType(8), self.state, [const_int(I64, offset)], "check.field")
        return self._invariant(b.load(t, address, 8))

    def _invariant(self, load: LoadInst) -> LoadInst:
        """A launch's sizes and flags do not change while it runs: ``!invariant.load`` lets LLVM
        read them once rather than after every store the kernel makes (which might alias)."""
        load.metadata["invariant.load"] = self.empty
        return load

    def _check(self, site: int, inst: Instruction, pointer: Value, accessed: Type, writes: bool,
               found: tuple[list[_Base], bool], where: str) -> None:
        bases, may_be_null = found
        size = self.dl.store_size(accessed)
        align = getattr(inst, "align", None) or 1
        b = Builder().position_before(inst)
        # An argument the launch proved safe (its flags' PROVEN bit: every access of the kernel
        # to it lies inside, by launch bounds) skips the test: the flag is the same for every
        # work-item, so the branch stays uniform and the vectoriser keeps the fast path whole.
        proven: Value | None = None
        if len(bases) == 1 and bases[0].argument >= 0:
            flags = self._state_field(b, FLAGS_OFFSET + 8 * bases[0].argument, I64)
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
                limit = self._state_field(b, LIMITS_OFFSET + 8 * base.argument, I64)
            within = b.icmp("ule", from_base, limit, "check.within")
            room = b.sub(limit, from_base, "check.room")
            inside = b.binop("and", within, b.icmp("uge", room, const_int(I64, size)), "check.inside")
            fits = inside if fits is None else b.binop("or", fits, inside)
            if writes:
                allowed: Value = inside
                if base.argument >= 0:
                    flags = self._state_field(b, FLAGS_OFFSET + 8 * base.argument, I64)
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
        fb = Builder().position_at_end(fail)
        ids = []
        for getter in ("get_local_id", "get_group_id"):
            name = mux.builtin_name(getter)
            callee = declare_function(self.module, name, FunctionType(self.size_t, [I32]))
            for d in range(3):
                value = fb.call(callee, [const_int(I32, d)])
                ids.append(value if self.size_t == I64 else fb.cast("zext", value, I64))
        fb.call(self.report, [self.state, kind, const_int(I32, site), argument, offset,
                              const_int(I64, size), *ids])
        fb.br(join)
        if inst.type != VOID and inst.uses:
            result = Builder().position_at_start(join).phi(inst.type, [], "check.value")
            for use in list(inst.uses):
                if use.user is not result:
                    use.user.set_operand(use.index, result)
            result.add_incoming(inst, do)
            result.add_incoming(ZeroInitializer(inst.type), fail)
        self.sites.append(MDNode([
            MDString(self.fn.name), ValueAsMetadata(const_int(I32, site)), MDString(where),
            # The one argument the access may reach, or -1 (a variable, several pieces) ...
            ValueAsMetadata(const_int(I32, bases[0].argument if len(bases) == 1 else -1)),
            # ... and the one __local variable, or "".
            MDString(_local_variable_name(bases)),
        ]))


def reporting(module: Module) -> tuple[GlobalVariable, Function]:
    """``@__ncpu_check_state`` and ``@__ncpu_check_report`` in *module* (declared, defined once)."""
    state = module.get_global(STATE)
    if state is None:
        state = GlobalVariable(STATE, PointerType(0))
        state.linkage = "external"
        module.add_global(state)
    return state, _define_report(module)


def add_site(module: Module, kernel: str, where: str, argument: int = -1, variable: str = "") -> int:
    """A new site of *kernel* in ``!ncpu.check_sites`` (after those listed): its number.  A site
    with argument -1 and no variable is never proven safe by launch bounds."""
    sites = module.named_metadata.setdefault(SITES, [])
    site = sum(1 for node in sites if node.operands and getattr(node.operands[0], "value", None) == kernel)
    sites.append(MDNode([MDString(kernel), ValueAsMetadata(const_int(I32, site)), MDString(where),
                         ValueAsMetadata(const_int(I32, argument)), MDString(variable)]))
    return site


def _local_variable_name(bases: list[_Base]) -> str:
    """The name of the one ``__local`` variable an access may reach, else ""."""
    if len(bases) == 1 and isinstance(bases[0].value, GlobalVariable) and bases[0].value.addrspace == 3:
        return bases[0].value.name
    return ""


def _define_report(module: Module) -> Function:
    """``__ncpu_check_report(state, kind, site, argument, offset, size, lid0..2, group0..2)``."""
    existing = module.get_function(REPORT)
    if existing is not None and not existing.is_declaration:
        return existing
    params: list[Type] = [PointerType(0), I32, I32, I32, I64, I64, *([I64] * 6)]
    fn = Function(REPORT, FunctionType(VOID, params))
    fn.linkage = "internal"
    fn.attributes.add("noinline")
    module.add_function(fn)
    state, kind, site, argument, offset, size, *ids = fn.args
    entry, write, done = fn.append_block("entry"), fn.append_block("write"), fn.append_block("done")
    b = Builder().position_at_end(entry)
    count_at = b.gep(IntType(8), state, [const_int(I64, COUNT_OFFSET)])
    n = b.insert(AtomicRMWInst("add", count_at, const_int(I32, 1), "seq_cst", 4))
    capacity = b.load(I32, b.gep(IntType(8), state, [const_int(I64, CAPACITY_OFFSET)]), 4)
    b.cond_br(b.icmp("ult", n, capacity), write, done)
    w = Builder().position_at_end(write)
    index = w.cast("zext", n, I64)
    record = w.gep(IntType(8), state, [w.add(const_int(I64, RECORDS_OFFSET), w.mul(index, const_int(I64, RECORD_SIZE)))])
    fields: list[tuple[int, Value, Type]] = [(0, kind, I32), (4, site, I32), (8, argument, I32), (16, offset, I64),
                                             (24, size, I64)]
    fields += [(32 + 8 * i, value, I64) for i, value in enumerate(ids)]
    for at, value, t in fields:
        w.store(value, w.gep(IntType(8), record, [const_int(I64, at)]), 4 if t == I32 else 8)
    w.br(done)
    Builder().position_at_end(done).ret()
    return fn

