"""What the checked mode's passes share: the launch's state, provenance, sites and reports.

``check-memory``, ``check-uninitialized`` and ``check-races`` (issue 30, section 2) each
instrument a kernel's loads, stores and atomics.  They trace an address to the pieces of memory
it may point into (:func:`bases`), read the launch's state through ``@__ncpu_check_state``
(:func:`state_global`, layout below), list each instrumented access in ``!ncpu.check_sites``
(:func:`add_site`) and report a finding by calling ``@__ncpu_check_report``
(:func:`define_report`, :func:`emit_report`), which appends a record for the runtime
(``ncpu_opt.runtime.checked``) or an AOT host (``kernel_abi.h``).  Every instruction a check adds
carries ``!nosanitize`` (:class:`CheckBuilder`): the other checks leave it alone.

No pass lives here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ncpu_opt.ir import BasicBlock, Function, GlobalVariable, Module
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
from ncpu_opt.ir.module import declare_function
from ncpu_opt.ir.types import I32, I64, VOID, FunctionType, IntType, PointerType, Type
from ncpu_opt.ir.values import Argument, ConstantExpr, ConstantInt, ConstantNull, Value, const_int
from ncpu_opt.mux import builtins as mux
from ncpu_opt.pipeline import PreservedAnalyses
from ncpu_opt.sycl.spec_constants import kernel_functions

#: The external pointer the runtime sets to a launch's state before it runs.
STATE = "__ncpu_check_state"
REPORT = "__ncpu_check_report"
#: Named metadata: ``!{!"kernel", i32 site, !"where", i32 argument, !"variable"}`` per checked
#: access (the one parameter the access may reach, or -1; the one ``__local`` variable, or "").
SITES = "ncpu.check_sites"
#: Named metadata: ``!{!"kernel", !"check"}`` per kernel check-uninitialized or check-races
#: instrumented (check: ``uninitialized`` or ``data-races``).
SHADOW_CHECKED = "ncpu.shadow_checked"
#: Metadata on every instruction a check adds (LLVM's own kind for sanitizer code).
NOSANITIZE = "nosanitize"

# The state's layout (bytes): per argument index (below MAX_ARGS) its size and flags, then the
# findings: their count (atomic), the room for them, and the records.
MAX_ARGS = 64
LIMITS_OFFSET = 0
FLAGS_OFFSET = 8 * MAX_ARGS
COUNT_OFFSET = 16 * MAX_ARGS
CAPACITY_OFFSET = COUNT_OFFSET + 4
RECORDS_OFFSET = COUNT_OFFSET + 8
#: A record: i32 kind, i32 site, i32 argument (-1: not an argument), i32 unused, i64 offset,
#: i64 size, i64 local id[3], i64 group id[3]; then, for a finding of two accesses (a data
#: race), the other one: i32 its site, i32 ACCESS_* bits, i64 its work-item's local linear id,
#: i64 its work-group's linear id.
RECORD_SIZE = 104
OTHER_OFFSET = 80
#: The pair's access bits: this access writes; the other one wrote; the other one is of
#: another work-group.
ACCESS_WRITES = 1
OTHER_WRITES = 2
OTHER_GROUP = 4
#: After the records (at RECORDS_OFFSET + capacity * RECORD_SIZE), what check-races needs: an
#: i64 counter the kernels take barrier-interval serials from (the launch sets it to 1), then
#: per argument index the address of its race shadow (0: none).
EXTENSION_SIZE = 8 + 8 * MAX_ARGS
SERIAL_COUNTER = 0
SHADOWS = 8
#: ``flags[index]`` bits: the launch's buffer may be written; every access the kernel makes to
#: it was proven inside it before the launch (the tests are skipped).
WRITABLE = 1
PROVEN = 2


class CheckBuilder(Builder):
    """A builder whose instructions carry ``!nosanitize``: checks added by one pass are not
    accesses of the kernel for another."""

    def insert(self, inst: Instruction) -> Instruction:
        inst.metadata[NOSANITIZE] = MDNode([])
        return super().insert(inst)

    @classmethod
    def at(cls, inst: Instruction) -> CheckBuilder:
        b = cls()
        b.position_before(inst)
        return b

    @classmethod
    def at_end(cls, block: BasicBlock) -> CheckBuilder:
        b = cls()
        b.position_at_end(block)
        return b


def is_instrumentation(inst: Instruction) -> bool:
    """Whether a check added *inst*."""
    return NOSANITIZE in inst.metadata


@dataclass(frozen=True)
class Base:
    """What an address points into: an argument (its index), a private array or a variable."""

    value: Value
    argument: int  # -1 unless an argument
    size: int | None  # bytes, when the IR says (None: the launch says)


def bases(
    pointer: Value, module: Module, constant_geps: bool = False
) -> tuple[list[Base], bool] | None:
    """The pieces of memory *pointer* may point into (through ``getelementptr``, casts, phis and
    selects: a pointer chosen among several, or stepped along in a loop), and whether it may be
    null; None if some root is not a piece of memory the checks know (a loaded address).
    *constant_geps*: through constant ``getelementptr`` expressions too (``&tile[3]``)."""
    found: dict[int, Base] = {}
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
        elif isinstance(current, ConstantExpr) and (
            current.opcode in ("bitcast", "addrspacecast")
            or (constant_geps and current.opcode == "getelementptr")
        ):
            # (clang writes a global null as a cast of generic null)
            pending.append(current.operand(0))
        else:
            base = root_base(current, module)
            if base is None:
                return None
            found[id(current)] = base
    return (list(found.values()), may_be_null) if found else None


def root_base(root: Value, module: Module) -> Base | None:
    """*root* as a piece of memory: a pointer argument (sized by the launch unless ``byval``),
    a private array, a program-scope variable."""
    dl = module.data_layout
    if isinstance(root, Argument) and isinstance(root.type, PointerType):
        byval = root.attributes.get("byval")
        if byval is not None:
            return Base(root, -1, dl.alloc_size(byval.arg)) if isinstance(byval.arg, Type) else None
        return Base(root, root.index, None) if root.index < MAX_ARGS else None
    if isinstance(root, AllocaInst):
        count = root.count
        if count is not None and not isinstance(count, ConstantInt):
            return None
        n = 1 if count is None else count.value
        return Base(root, -1, dl.alloc_size(root.allocated_type) * n)
    if isinstance(root, GlobalVariable) and not root.is_declaration:
        return Base(root, -1, dl.alloc_size(root.value_type))
    return None


def access(inst: Instruction) -> tuple[Value, Type, bool] | None:
    """(pointer, accessed type, writes) of a load, store or atomic the checks may instrument
    (none of their own)."""
    if is_instrumentation(inst):
        return None
    if isinstance(inst, LoadInst):
        return inst.operand(0), inst.type, False
    if isinstance(inst, StoreInst):
        return inst.operand(1), inst.operand(0).type, True
    if isinstance(inst, AtomicRMWInst):
        return inst.operand(0), inst.operand(1).type, True
    if isinstance(inst, CmpXchgInst):
        return inst.operand(0), inst.operand(1).type, True
    return None


def where(inst: Instruction, pointer: Value, fn: Function) -> str:
    """The access's source location, else which instruction of the IR it is."""
    loc = debug_location(inst)
    if loc is not None:
        file, line, column = loc
        return f"{file}:{line}:{column}"
    block = _source_block(inst.parent) if inst.parent is not None else None
    through = f"%{pointer.name}" if pointer.name else "an unnamed address"
    return (
        f"@{fn.name}: the {inst.opcode} through {through} in block %{block.name if block else '?'}"
    )


def _source_block(block: BasicBlock) -> BasicBlock:
    """The kernel's block an access is in, past the blocks an earlier check split off
    (``check.*``, each reached from the block it came from)."""
    pending, seen = [block], set()
    while pending:
        current = pending.pop(0)
        if not current.name.startswith("check."):
            return current
        if id(current) not in seen:
            seen.add(id(current))
            pending.extend(current.predecessors)
    return block


#: The block check-memory runs an access in once it found it inside its memory.
CHECKED_ACCESS_BLOCK = "check.do"


def inside_its_memory(inst: Instruction) -> bool:
    """Whether check-memory ran before and *inst* runs only when it lies inside the memory its
    address came from (its block is check-memory's ``check.do``): a later check then needs no
    bounds test of its own."""
    block = inst.parent
    return block is not None and block.name.startswith(CHECKED_ACCESS_BLOCK)


def local_variable_name(found: list[Base]) -> str:
    """The name of the one ``__local`` variable an access may reach, else ""."""
    if (
        len(found) == 1
        and isinstance(found[0].value, GlobalVariable)
        and found[0].value.addrspace == 3
    ):
        return found[0].value.name
    return ""


def state_global(module: Module) -> GlobalVariable:
    """``@__ncpu_check_state``, declared if absent."""
    state = module.get_global(STATE)
    if state is None:
        state = GlobalVariable(STATE, PointerType(0))
        state.linkage = "external"
        module.add_global(state)
    return state


def invariant(load: LoadInst) -> LoadInst:
    """A launch's sizes and flags do not change while it runs: ``!invariant.load`` lets LLVM
    read them once rather than after every store the kernel makes (which might alias)."""
    load.metadata["invariant.load"] = MDNode([])
    return load


def load_state(fn: Function, state: GlobalVariable) -> LoadInst:
    """The launch's state pointer, read once at the start of *fn*."""
    b = CheckBuilder().position_at_start(fn.blocks[0])
    return invariant(b.load(PointerType(0), state, 8, "check.state"))


def state_field(b: Builder, state: Value, offset: int, t: Type) -> Value:
    """The state's field at byte *offset*, read as *t* (invariant while the launch runs)."""
    address = b.gep(IntType(8), state, [const_int(I64, offset)], "check.field")
    return invariant(b.load(t, address, 8))


def mark_shadow_checked(module: Module, kernel: str, check: str) -> None:
    """List *kernel* in ``!ncpu.shadow_checked`` as instrumented by *check* (once): the runtime
    may prove a race check's sites unneeded on a launch, never an uninitialised-read check's."""
    listed = module.named_metadata.setdefault(SHADOW_CHECKED, [])
    if not any(
        [getattr(operand, "value", None) for operand in node.operands] == [kernel, check]
        for node in listed
    ):
        listed.append(MDNode([MDString(kernel), MDString(check)]))


def instrument_kernels(module: Module, instrument: Callable[[Module, Function], bool], check: str) -> PreservedAnalyses:
    """Run a shadow check's *instrument* on every kernel of *module*, listing those it changed in
    ``!ncpu.shadow_checked`` under *check* (:func:`mark_shadow_checked`)."""
    changed = False
    for fn in kernel_functions(module):
        if instrument(module, fn):
            mark_shadow_checked(module, fn.name, check)
            changed = True
    return PreservedAnalyses.none() if changed else PreservedAnalyses.all()


def add_site(
    module: Module, kernel: str, where: str, argument: int = -1, variable: str = ""
) -> int:
    """A new site of *kernel* in ``!ncpu.check_sites`` (after those listed): its number.  A site
    with argument -1 and no variable is never proven safe by launch bounds."""
    sites = module.named_metadata.setdefault(SITES, [])
    site = sum(
        1 for node in sites if node.operands and getattr(node.operands[0], "value", None) == kernel
    )
    sites.append(
        MDNode(
            [
                MDString(kernel),
                ValueAsMetadata(const_int(I32, site)),
                MDString(where),
                ValueAsMetadata(const_int(I32, argument)),
                MDString(variable),
            ]
        )
    )
    return site


def reporting(module: Module) -> tuple[GlobalVariable, Function]:
    """``@__ncpu_check_state`` and ``@__ncpu_check_report`` in *module* (declared, defined once)."""
    return state_global(module), define_report(module)


def define_report(module: Module) -> Function:
    """``__ncpu_check_report(state, kind, site, argument, offset, size, lid0..2, group0..2)``."""
    return _define_recorder(module, REPORT, [])


#: A finding of two accesses: ``__ncpu_check_report``'s arguments, then the other access's site,
#: ACCESS_* bits, local linear id and group linear id (the record's tail).
PAIR_REPORT = "__ncpu_check_report_pair"


def define_pair_report(module: Module) -> Function:
    """``__ncpu_check_report_pair``: a record with the other access (see :data:`PAIR_REPORT`)."""
    return _define_recorder(
        module,
        PAIR_REPORT,
        [
            (OTHER_OFFSET, I32),
            (OTHER_OFFSET + 4, I32),
            (OTHER_OFFSET + 8, I64),
            (OTHER_OFFSET + 16, I64),
        ],
    )


def _define_recorder(module: Module, name: str, extra: list[tuple[int, Type]]) -> Function:
    """A function appending a record to the state's list (when there is room; the count goes
    on), with the fields of :func:`define_report` and *extra* ones (offset in the record, type)."""
    existing = module.get_function(name)
    if existing is not None and not existing.is_declaration:
        return existing
    params: list[Type] = [
        PointerType(0),
        I32,
        I32,
        I32,
        I64,
        I64,
        *([I64] * 6),
        *(t for _, t in extra),
    ]
    fn = Function(name, FunctionType(VOID, params))
    fn.linkage = "internal"
    fn.attributes.add("noinline")
    module.add_function(fn)
    state, kind, site, argument, offset, size = fn.args[:6]
    ids, tail = fn.args[6:12], fn.args[12:]
    entry, write, done = fn.append_block("entry"), fn.append_block("write"), fn.append_block("done")
    b = Builder().position_at_end(entry)
    count_at = b.gep(IntType(8), state, [const_int(I64, COUNT_OFFSET)])
    n = b.insert(AtomicRMWInst("add", count_at, const_int(I32, 1), "seq_cst", 4))
    capacity = b.load(I32, b.gep(IntType(8), state, [const_int(I64, CAPACITY_OFFSET)]), 4)
    b.cond_br(b.icmp("ult", n, capacity), write, done)
    w = Builder().position_at_end(write)
    index = w.cast("zext", n, I64)
    record = w.gep(
        IntType(8),
        state,
        [w.add(const_int(I64, RECORDS_OFFSET), w.mul(index, const_int(I64, RECORD_SIZE)))],
    )
    fields: list[tuple[int, Value, Type]] = [
        (0, kind, I32),
        (4, site, I32),
        (8, argument, I32),
        (16, offset, I64),
        (24, size, I64),
    ]
    fields += [(32 + 8 * i, value, I64) for i, value in enumerate(ids)]
    fields += [(at, value, t) for (at, t), value in zip(extra, tail, strict=True)]
    for at, value, t in fields:
        w.store(value, w.gep(IntType(8), record, [const_int(I64, at)]), 4 if t == I32 else 8)
    w.br(done)
    Builder().position_at_end(done).ret()
    return fn


def work_item_ids(b: Builder, module: Module, size_t: IntType) -> list[Value]:
    """The work-item's local id and group id (3 dimensions each), as i64, for a report."""
    ids: list[Value] = []
    for getter in ("get_local_id", "get_group_id"):
        callee = declare_function(module, mux.builtin_name(getter), FunctionType(size_t, [I32]))
        for d in range(3):
            value = b.call(callee, [const_int(I32, d)])
            ids.append(value if size_t == I64 else b.cast("zext", value, I64))
    return ids


def emit_report(
    b: Builder,
    module: Module,
    size_t: IntType,
    state: Value,
    kind: Value,
    site: int,
    argument: Value,
    offset: Value,
    size: int,
) -> None:
    """Call ``__ncpu_check_report`` at *b* for the work-item running it."""
    report = define_report(module)
    ids = work_item_ids(b, module, size_t)
    b.call(
        report, [state, kind, const_int(I32, site), argument, offset, const_int(I64, size), *ids]
    )


# Shadow memory of the checks that need it (check-uninitialized, check-races).  A ``__local``
# argument's shadows share its allocation: with either check on, the runtime (or an AOT host)
# gives the wrapper local_argument_bytes(n) as the size of a LocalMemory(n), and the kernel finds
# them after the n bytes the launch asked for (limits[index] in the state):
#   [0, n)                   the argument's memory
#   [A, A + n)               check-uninitialized: a byte per byte, 1 once written (A = n rounded up to 16)
#   [2A, 2A + 16 * ceil(n/4)) check-races: a cell of two 64-bit words per 4 bytes
SHADOW_ALIGN = 16
#: check-races' cells: per 4-byte granule of __local memory (the last writer, the first reader
#: of the current barrier interval) and of __global memory (and the last writer of any group).
RACE_GRANULE = 4
RACE_LOCAL_CELL = 16
RACE_GLOBAL_CELL = 24


def local_argument_bytes(n: int) -> int:
    """What a ``__local`` argument of *n* bytes takes with its shadows."""
    aligned = -(-n // SHADOW_ALIGN) * SHADOW_ALIGN
    return 2 * aligned + RACE_LOCAL_CELL * -(-n // RACE_GRANULE)


def local_shadow(b: Builder, argument: Value, limit: Value, which: int) -> Value:
    """The shadow *which* (1: uninitialised bytes, 2: race cells) of a ``__local`` argument whose
    launch gave *limit* bytes (see :func:`local_argument_bytes`)."""
    mask = const_int(I64, SHADOW_ALIGN - 1)
    aligned = b.binop("and", b.add(limit, mask), const_int(I64, ~(SHADOW_ALIGN - 1) & (2**64 - 1)))
    at = aligned if which == 1 else b.binop("shl", aligned, const_int(I64, 1))
    return b.gep(IntType(8), argument, [at], "check.shadow")


def local_linear_id(b: Builder, module: Module, size_t: IntType) -> Value:
    """The work-item's local linear id, as i64."""
    callee = declare_function(
        module, mux.builtin_name("get_local_linear_id"), FunctionType(size_t, [])
    )
    value = b.call(callee, [])
    return value if size_t == I64 else b.cast("zext", value, I64)


def split_before(inst: Instruction, name: str) -> tuple[BasicBlock, BasicBlock]:
    """Split *inst*'s block before it: (the block, now without a terminator, and the block from
    *inst* on)."""
    block = inst.parent
    assert block is not None
    return block, split_block_after(block, block.instructions.index(inst), name)


def guarded(inst: Instruction, condition: Value, name: str) -> CheckBuilder:
    """Code that runs before *inst* when *condition* holds: a builder at the end of a new block
    (which then goes on to *inst*)."""
    block, rest = split_before(inst, f"{name}.cont")
    fn = block.parent
    assert fn is not None
    then = fn.insert_block_after(block, name)
    block.append(BranchInst([condition, then, rest]))
    b = CheckBuilder()
    b.position_at_end(then)
    b.position_before(b.br(rest))
    return b


def first_work_item(fn: Function, module: Module, size_t: IntType, name: str) -> CheckBuilder:
    """Code that the work-item of local id 0 runs when the kernel *fn* starts, before any
    work-item of its group runs anything else (after work-item-loops, work-items run one after
    another in each barrier region, local id 0 first; see ncpu_opt.mux.dma_definitions)."""
    entry = fn.blocks[0]
    start = next(
        i for i in entry.instructions if not isinstance(i, AllocaInst) and not is_instrumentation(i)
    )
    b = CheckBuilder().position_before(start)
    first = b.icmp("eq", local_linear_id(b, module, size_t), const_int(I64, 0), f"{name}.first")
    return guarded(start, first, name)
