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

from dataclasses import dataclass

from ncpu_opt.ir import Function, GlobalVariable, Module
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.debug_loc import debug_location
from ncpu_opt.ir.instructions import (
    AllocaInst,
    AtomicRMWInst,
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

#: The external pointer the runtime sets to a launch's state before it runs.
STATE = "__ncpu_check_state"
REPORT = "__ncpu_check_report"
#: Named metadata: ``!{!"kernel", i32 site, !"where", i32 argument, !"variable"}`` per checked
#: access (the one parameter the access may reach, or -1; the one ``__local`` variable, or "").
SITES = "ncpu.check_sites"
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
#: i64 size, i64 local id[3], i64 group id[3].
RECORD_SIZE = 80
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


def is_instrumentation(inst: Instruction) -> bool:
    """Whether a check added *inst*."""
    return NOSANITIZE in inst.metadata


@dataclass(frozen=True)
class Base:
    """What an address points into: an argument (its index), a private array or a variable."""

    value: Value
    argument: int  # -1 unless an argument
    size: int | None  # bytes, when the IR says (None: the launch says)


def bases(pointer: Value, module: Module) -> tuple[list[Base], bool] | None:
    """The pieces of memory *pointer* may point into (through ``getelementptr``, casts, phis and
    selects: a pointer chosen among several, or stepped along in a loop), and whether it may be
    null; None if some root is not a piece of memory the checks know (a loaded address)."""
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
        elif isinstance(current, ConstantExpr) and current.opcode in ("bitcast", "addrspacecast"):
            pending.append(
                current.operand(0)
            )  # (clang writes a global null as a cast of generic null)
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
    block = inst.parent
    through = f"%{pointer.name}" if pointer.name else "an unnamed address"
    return (
        f"@{fn.name}: the {inst.opcode} through {through} in block %{block.name if block else '?'}"
    )


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
