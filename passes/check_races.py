"""check-races: data races between the work-items of a group, and between groups.

The checked mode's race check (issue 30, section 2; Oclgrind's ``--data-races``),
``native-cpu<checked;data-races>``.  A race is two work-items of a group touching a byte of
``__local`` or ``__global`` memory with no barrier between them, at least one writing, or two
work-groups writing a byte of ``__global`` memory; atomics are exempt (they are not followed).

Barrier intervals: the group's first work-item takes a *serial* from the launch's counter
(the state's extension, :data:`~ncpu_opt.passes.check_common.SERIAL_COUNTER`) when the
kernel starts and after each barrier (or work-group function) and keeps it in a ``__local``
variable: serials name a group's barrier interval, once in the launch (after
work-item-loops, a group's work-items run one after another in each barrier region, local id
0 first, each running its part of the region at once).

Shadow cells, per 4 bytes of memory (a *granule*), each a 64-bit word: the serial (bits
32-63), the work-item's local linear id (20-31), the site (6-19) and which bytes of the granule
(0-3) of

- W, the last write of the interval, and R, the first read of the interval by a work-item
  (a read by another work-item leaves R alone: it ran earlier, and the work-item that writes
  later is another one unless it read first, when no other had); for ``__local`` memory,
  16 bytes per granule, zeroed by the group's first work-item when the kernel starts:
  ``__local`` variables get a shadow ``__local`` variable, ``__local`` arguments the room
  after their bytes (:func:`~ncpu_opt.passes.check_common.local_argument_bytes`);
- W, R and X, the last write by any group (its linear id + 1 in place of the serial), for
  ``__global`` buffers: 24 bytes per granule, a zeroed shadow per argument the runtime passes
  in the state's extension (0: none, the argument is not followed); cells are read and written
  as whole words (``unordered`` atomics), so a group never sees another's half-written cell.

Before an access (non-atomic load or store whose address derives from one such memory; reads
of a ``__global`` argument only if the kernel writes it): a read conflicts with W of the same
interval by another work-item, a write with that W or R, and with X of another group; each on
bytes of the granule both touch.  A conflict calls ``@__ncpu_check_report_pair`` (kind
:data:`~ncpu_opt.passes.check_memory.DATA_RACE`, the other access's site, work-item and group)
and the access goes on.  What is missed: accesses through pointers the pass cannot trace to one
such memory, in functions not inlined into the kernel, or whose site number is 2^14 or more;
two arguments passed the same array; a conflict hidden because the cell keeps one writer and
one reader per granule (different work-items' bytes of one granule); races between groups
other than two writes.  Run after ``check-memory`` (accesses out of bounds never reach the
shadow; this pass guards its own shadow accesses too) and before ``prepare-barriers``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from ncpu_opt.passes.check_common import (
    ACCESS_WRITES,
    CAPACITY_OFFSET,
    LIMITS_OFFSET,
    OTHER_GROUP,
    OTHER_WRITES,
    RACE_GLOBAL_CELL,
    RACE_GRANULE,
    RACE_LOCAL_CELL,
    RECORD_SIZE,
    RECORDS_OFFSET,
    SERIAL_COUNTER,
    SHADOW_ALIGN,
    SHADOWS,
    Base,
    CheckBuilder,
    access,
    add_site,
    bases,
    define_pair_report,
    first_work_item,
    guarded,
    inside_its_memory,
    instrument_kernels,
    invariant,
    is_instrumentation,
    load_state,
    local_linear_id,
    local_shadow,
    state_field,
    state_global,
    where,
    work_item_ids,
)
from ncpu_opt.passes.check_memory import DATA_RACE

from ncpu_opt.ir import Function, GlobalVariable, Module
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.instructions import (
    AllocaInst,
    AtomicRMWInst,
    CallBase,
    Instruction,
    LoadInst,
    StoreInst,
)
from ncpu_opt.ir.intrinsics import declare_intrinsic
from ncpu_opt.ir.module import declare_function, size_t_type
from ncpu_opt.ir.types import (
    I1,
    I8,
    I32,
    I64,
    VOID,
    ArrayType,
    FunctionType,
    PointerType,
    Type,
)
from ncpu_opt.ir.values import Argument, Undef, Value, const_int
from ncpu_opt.mux import builtins as mux
from ncpu_opt.mux.barrier_regions import is_barrier_point
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass

PASS_NAME = "check-races"
LOCAL = 3
CONSTANT = 2
#: A cell word's fields (see the module docstring).
MASK_BITS = 4
CONFLICT_SHIFT = 4  # bits 4-5 of a conflict: which word (1: W, 2: R, 3: X)
SITE_SHIFT = 6
SITE_BITS = 14
WORK_ITEM_SHIFT = 20
WORK_ITEM_BITS = 12
TAG_SHIFT = 32
#: Barrier calls check-barriers puts before an async copy: not the program's barriers.
CHECK_COPY = "ncpu.check_copy"
_GRANULE_SHIFT = RACE_GRANULE.bit_length() - 1


@dataclass
class _Followed:
    """A piece of memory whose races the pass follows: its accesses and its shadow cells."""

    base: Base
    accesses: list[Instruction] = field(default_factory=list)
    cells: Value | None = None
    limit: Value | None = None

    @property
    def is_global(self) -> bool:
        return not (
            isinstance(self.base.value.type, PointerType)
            and self.base.value.type.addrspace == LOCAL
        )


def _is_atomic(inst: Instruction) -> bool:
    return not isinstance(inst, (LoadInst, StoreInst)) or inst.is_atomic


@register_pass
@dataclass(frozen=True)
class CheckRaces(ModulePass):
    """Report data races within work-groups and between them (checked mode)."""

    name: ClassVar[str] = PASS_NAME

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        return instrument_kernels(module, lambda module, fn: _Instrumenter(module, fn).run(), "data-races")


class _Instrumenter:
    def __init__(self, module: Module, fn: Function) -> None:
        self.module, self.fn = module, fn
        self.size_t = size_t_type(module)
        self.dl = module.data_layout

    def followed(self) -> list[_Followed]:
        """The ``__local`` and ``__global`` memory of the kernel's non-atomic accesses (one
        piece each), with those accesses; ``__global`` arguments only if some access writes."""
        found: dict[int, _Followed] = {}
        for block in self.fn.blocks:
            for inst in block.instructions:
                described = access(inst)
                if (
                    described is None
                    or _is_atomic(inst)
                    or not isinstance(described[0].type, PointerType)
                ):
                    continue
                reached = bases(described[0], self.module, constant_geps=True)
                if reached is None or len(reached[0]) != 1:
                    continue
                base = reached[0][0]
                if not _shared(base):
                    continue
                found.setdefault(id(base.value), _Followed(base)).accesses.append(inst)
        kept = []
        for followed in found.values():
            writes = any(access(i)[2] for i in followed.accesses)  # type: ignore[index]
            if followed.is_global and not writes:
                continue  # reads never race with reads
            kept.append(followed)
        return kept

    def run(self) -> bool:
        followed = self.followed()
        if not followed:
            return False
        places = {
            id(inst): where(inst, access(inst)[0], self.fn)  # type: ignore[index]
            for f in followed
            for inst in f.accesses
        }
        self.state = load_state(self.fn, state_global(self.module))
        # The launch's values, in the entry block (before anything a check splits off).
        entry = self.fn.blocks[0]
        self.setup = CheckBuilder.at(
            next(
                i
                for i in entry.instructions
                if not isinstance(i, AllocaInst) and not is_instrumentation(i)
            )
        )
        b = self.setup
        capacity = b.cast("zext", state_field(b, self.state, CAPACITY_OFFSET, I32), I64)
        at = b.add(const_int(I64, RECORDS_OFFSET), b.mul(capacity, const_int(I64, RECORD_SIZE)))
        self.extension = b.gep(I8, self.state, [at], "check.extension")
        # The group's current serial (shifted to its place in a cell word) and its tag (linear
        # id + 1), for the group's work-items to read.
        self.serial = self.group_variable("race.serial")
        self.group = self.group_variable("race.group")
        self.make_shadows(followed)
        for call in [i for i in self.fn.instructions() if _separates(i)]:
            block = call.parent
            assert block is not None
            following = block.instructions[block.instructions.index(call) + 1]
            self.next_serial(
                guarded(following, self.first(CheckBuilder.at(following)), "check.race.interval")
            )
        for f in followed:
            for inst in f.accesses:
                self.instrument(f, inst, places[id(inst)])
        return True

    def group_variable(self, name: str) -> GlobalVariable:
        variable = GlobalVariable(f"{self.fn.name}.{name}", I64, LOCAL, Undef(I64))
        variable.linkage = "internal"
        variable.align = 8
        self.module.add_global(variable)
        return variable

    def first(self, b: Builder) -> Value:
        """Whether the work-item is its group's first."""
        return b.icmp(
            "eq",
            local_linear_id(b, self.module, self.size_t),
            const_int(I64, 0),
            "check.race.first",
        )

    def next_serial(self, b: CheckBuilder) -> None:
        """Take the next barrier interval's serial (0 once the launch ran out of 32-bit ones)."""
        counter = b.gep(
            I8, self.extension, [const_int(I64, SERIAL_COUNTER)], "check.serial.counter"
        )
        taken = b.insert(AtomicRMWInst("add", counter, const_int(I64, 1), "monotonic", 8))
        fits = b.icmp("ult", taken, const_int(I64, 1 << 32))
        tagged = b.binop("shl", taken, const_int(I64, TAG_SHIFT))
        b.store(b.select(fits, tagged, const_int(I64, 0)), self.serial, 8)

    def make_shadows(self, followed: list[_Followed]) -> None:
        """Each memory's cells; the group's first work-item zeroes the ``__local`` ones and takes
        the first serial when the kernel starts."""
        zeroed: list[tuple[Value, Value]] = []
        setup = self.setup
        for f in followed:
            value = f.base.value
            if isinstance(value, GlobalVariable):
                assert f.base.size is not None
                size = RACE_LOCAL_CELL * -(-f.base.size // RACE_GRANULE)
                cells_type = ArrayType(size, I8)
                cells = GlobalVariable(f"{value.name}.races", cells_type, LOCAL, Undef(cells_type))
                cells.linkage = "internal"
                cells.align = SHADOW_ALIGN
                self.module.add_global(cells)
                f.cells, f.limit = cells, const_int(I64, f.base.size)
                zeroed.append((cells, const_int(I64, size)))
            elif not f.is_global:
                assert isinstance(value, Argument)
                f.limit = state_field(setup, self.state, LIMITS_OFFSET + 8 * f.base.argument, I64)
                f.cells = local_shadow(setup, value, f.limit, 2)
                granules = setup.binop(
                    "lshr",
                    setup.add(f.limit, const_int(I64, RACE_GRANULE - 1)),
                    const_int(I64, _GRANULE_SHIFT),
                )
                zeroed.append((f.cells, setup.mul(granules, const_int(I64, RACE_LOCAL_CELL))))
            else:
                assert f.base.argument >= 0
                f.limit = state_field(setup, self.state, LIMITS_OFFSET + 8 * f.base.argument, I64)
                slot = setup.gep(
                    I8, self.extension, [const_int(I64, SHADOWS + 8 * f.base.argument)]
                )
                f.cells = invariant(setup.load(PointerType(0), slot, 8, "check.race.cells"))
        first = first_work_item(self.fn, self.module, self.size_t, "check.race.start")
        for pointer, length in zeroed:
            self.memset(first, pointer, length)
        self.next_serial(first)
        first.store(self.group_tag(first), self.group, 8)

    def memset(self, b: CheckBuilder, pointer: Value, length: Value) -> None:
        assert isinstance(pointer.type, PointerType)
        fn_type = FunctionType(VOID, [pointer.type, I8, I64, I1])
        memset = declare_intrinsic(self.module, "memset", fn_type, [pointer.type, I64])
        b.call(memset, [pointer, const_int(I8, 0), length, const_int(I1, 0)])

    def instrument(self, f: _Followed, inst: Instruction, place: str) -> None:
        described = access(inst)
        assert described is not None and f.cells is not None and f.limit is not None
        pointer, accessed, writes = described
        size = self.dl.store_size(accessed)
        site = add_site(self.module, self.fn.name, place, f.base.argument, _variable(f.base))
        if site >= 1 << SITE_BITS or size == 0:
            return
        b = CheckBuilder.at(inst)
        offset = b.sub(
            b.cast("ptrtoint", pointer, I64), b.cast("ptrtoint", f.base.value, I64), "check.offset"
        )
        inside: Value | None = None
        if not inside_its_memory(inst):
            inside = b.binop(
                "and",
                b.icmp("ule", offset, f.limit),
                b.icmp("uge", b.sub(f.limit, offset), const_int(I64, size)),
            )
        if f.is_global:
            present = b.icmp("ne", b.cast("ptrtoint", f.cells, I64), const_int(I64, 0))
            inside = present if inside is None else b.binop("and", inside, present)
        g = CheckBuilder.at(inst) if inside is None else guarded(inst, inside, "check.race")
        work_item = g.binop(
            "and",
            local_linear_id(g, self.module, self.size_t),
            const_int(I64, (1 << WORK_ITEM_BITS) - 1),
        )
        me = g.binop(
            "or",
            g.load(I64, self.serial, 8, "check.serial"),
            g.binop(
                "or",
                g.binop("shl", work_item, const_int(I64, WORK_ITEM_SHIFT)),
                const_int(I64, site << SITE_SHIFT),
            ),
        )
        # Accesses of whole granules (the usual floats and ints, aligned: check-memory tested
        # that) touch all their bytes: no byte masks to work out.
        align = getattr(inst, "align", None) or 1
        whole = align >= RACE_GRANULE and size % RACE_GRANULE == 0
        args: list[Value] = [f.cells, offset, const_int(I64, size), me]
        group: Value | None = None
        if f.is_global:
            group = g.load(I64, self.group, 8, "check.group")
            args.append(group)
        cells = _cells_function(self.module, f.is_global, f.cells.type, writes, whole)
        conflict = g.call(cells, args, "check.conflict")
        assert g.before is not None
        report = guarded(g.before, g.icmp("ne", conflict, const_int(I64, 0)), "check.race.fail")
        self.report(
            report, f, site, offset, size, writes, conflict, group or self.group_tag(report)
        )

    def group_tag(self, b: Builder) -> Value:
        """The work-group's linear id + 1 (0 beyond 32 bits: cross-group writes then go unseen)."""
        linear: Value | None = None
        for d in reversed(range(3)):
            gid = self.getter(b, "get_group_id", d)
            linear = (
                gid
                if linear is None
                else b.add(gid, b.mul(self.getter(b, "get_num_groups", d), linear))
            )
        assert linear is not None
        tag = b.add(linear, const_int(I64, 1))
        return b.select(
            b.icmp("ult", tag, const_int(I64, 1 << 32)), tag, const_int(I64, 0), "check.group"
        )

    def getter(self, b: Builder, name: str, d: int) -> Value:
        callee = declare_function(
            self.module, mux.builtin_name(name), FunctionType(self.size_t, [I32])
        )
        value = b.call(callee, [const_int(I32, d)])
        return value if self.size_t == I64 else b.cast("zext", value, I64)

    def report(
        self,
        b: CheckBuilder,
        f: _Followed,
        site: int,
        offset: Value,
        size: int,
        writes: bool,
        conflict: Value,
        group: Value,
    ) -> None:
        """Report the conflict (a cell word, its bits 4-5 saying which: W, R or X)."""
        which = b.binop(
            "and", b.binop("lshr", conflict, const_int(I64, CONFLICT_SHIFT)), const_int(I64, 3)
        )
        other_site = b.cast(
            "trunc",
            b.binop(
                "and",
                b.binop("lshr", conflict, const_int(I64, SITE_SHIFT)),
                const_int(I64, (1 << SITE_BITS) - 1),
            ),
            I32,
        )
        other_item = b.binop(
            "and",
            b.binop("lshr", conflict, const_int(I64, WORK_ITEM_SHIFT)),
            const_int(I64, (1 << WORK_ITEM_BITS) - 1),
        )
        reader = b.icmp("eq", which, const_int(I64, 2))
        across = b.icmp("eq", which, const_int(I64, 3))
        bits = b.select(reader, const_int(I32, 0), const_int(I32, OTHER_WRITES))
        bits = b.binop("or", bits, b.select(across, const_int(I32, OTHER_GROUP), const_int(I32, 0)))
        bits = b.binop("or", bits, const_int(I32, ACCESS_WRITES if writes else 0))
        mine = b.sub(group, const_int(I64, 1))
        theirs = b.sub(b.binop("lshr", conflict, const_int(I64, TAG_SHIFT)), const_int(I64, 1))
        other_group = b.select(across, theirs, mine)
        ids = work_item_ids(b, self.module, self.size_t)
        b.call(
            define_pair_report(self.module),
            [
                self.state,
                const_int(I32, DATA_RACE),
                const_int(I32, site),
                const_int(I32, f.base.argument),
                offset,
                const_int(I64, size),
                *ids,
                other_site,
                bits,
                other_item,
                other_group,
            ],
        )


def _shared(base: Base) -> bool:
    """``__local`` memory (a variable or an argument) or a ``__global`` buffer argument."""
    value = base.value
    space = value.type.addrspace if isinstance(value.type, PointerType) else 0
    if isinstance(value, GlobalVariable):
        return space == LOCAL
    if isinstance(value, Argument):
        return base.argument >= 0 and space != CONSTANT and value.attributes.get("byval") is None
    return False


def _separates(inst: Instruction) -> bool:
    """A barrier or work-group function of the program (a new barrier interval after it), or
    a call of a function that may reach one."""
    if not isinstance(inst, CallBase) or CHECK_COPY in inst.metadata:
        return False
    if is_barrier_point(inst):
        return True
    callee = inst.called_function
    return callee is not None and not callee.is_declaration and _reaches_barrier(callee, set())


def _reaches_barrier(fn: Function, seen: set[int]) -> bool:
    if id(fn) in seen:
        return False
    seen.add(id(fn))
    for inst in fn.instructions():
        if isinstance(inst, CallBase) and (
            is_barrier_point(inst)
            or (
                (callee := inst.called_function) is not None
                and not callee.is_declaration
                and _reaches_barrier(callee, seen)
            )
        ):
            return True
    return False


def _variable(base: Base) -> str:
    value = base.value
    return value.name if isinstance(value, GlobalVariable) else ""


def _cells_function(
    module: Module, is_global: bool, cells_type: Type, writes: bool, whole: bool
) -> Function:
    """``__ncpu_race_{local,global}_{read,write}[_whole](cells, offset, size, me[, group]) ->
    conflict``: checks and updates the cells of the granules ``[offset, offset + size)`` touches
    for the access *me* (serial, work-item, site); the first conflicting word (its bits 4-5: 1
    W, 2 R, 3 X), or 0.  *whole*: the access covers whole granules (no byte masks)."""
    name = f"__ncpu_race_{'global' if is_global else 'local'}_{'write' if writes else 'read'}{'_whole' if whole else ''}"
    existing = module.get_function(name)
    if existing is not None:
        return existing
    params: list[Type] = [cells_type, I64, I64, I64, *([I64] if is_global else [])]
    fn = Function(name, FunctionType(I64, params))
    fn.linkage = "internal"
    fn.attributes.add("alwaysinline")
    fn.attributes.add("nounwind")
    module.add_function(fn)
    cells, offset, size, me = fn.args[:4]
    group = fn.args[4] if is_global else None
    entry, loop, done = (
        fn.append_block("entry"),
        fn.append_block("granule"),
        fn.append_block("done"),
    )
    b = Builder().position_at_end(entry)
    end = b.add(offset, size, "end")
    shift = const_int(I64, _GRANULE_SHIFT)
    first = b.binop("lshr", offset, shift, "first")
    last = b.binop("lshr", b.sub(end, const_int(I64, 1)), shift, "last")
    tag = b.binop("lshr", me, const_int(I64, TAG_SHIFT), "serial")
    item_mask = const_int(I64, ((1 << WORK_ITEM_BITS) - 1) << WORK_ITEM_SHIFT)
    item = b.binop("and", me, item_mask, "item")
    valid = b.icmp("ne", tag, const_int(I64, 0), "valid")
    b.br(loop)
    b = Builder().position_at_end(loop)
    granule = b.phi(I64, [(first, entry)], "granule")
    found = b.phi(I64, [(const_int(I64, 0), entry)], "found")
    one = const_int(I64, 1)
    bytes_mask = const_int(I64, (1 << MASK_BITS) - 1)
    mask: Value = bytes_mask
    if not whole:
        start = b.binop("shl", granule, shift)
        low = b.sub(offset, start)
        low = b.select(b.icmp("slt", low, const_int(I64, 0)), const_int(I64, 0), low)
        high = b.sub(end, start)
        high = b.select(
            b.icmp("sgt", high, const_int(I64, RACE_GRANULE)), const_int(I64, RACE_GRANULE), high
        )
        mask = b.binop(
            "and",
            b.sub(b.binop("shl", one, high), one),
            b.binop("xor", b.sub(b.binop("shl", one, low), one), const_int(I64, -1)),
            "mask",
        )
    cell_size = RACE_GLOBAL_CELL if is_global else RACE_LOCAL_CELL
    cell = b.gep(I8, cells, [b.mul(granule, const_int(I64, cell_size))], "cell")
    ordering = "unordered" if is_global else None
    words = [b.gep(I8, cell, [const_int(I64, 8 * i)]) for i in range(3 if is_global else 2)]

    def same_interval(word: Value) -> Value:
        return b.binop(
            "and", valid, b.icmp("eq", b.binop("lshr", word, const_int(I64, TAG_SHIFT)), tag)
        )

    def other_item(word: Value) -> Value:
        return b.icmp("ne", b.binop("and", word, item_mask), item)

    def overlaps(word: Value) -> Value:
        # (A word of the interval always has some byte: with whole granules, it overlaps.)
        return (
            const_int(I1, 1)
            if whole
            else b.icmp("ne", b.binop("and", word, mask), const_int(I64, 0))
        )

    def conflict_with(word: Value, which: int) -> tuple[Value, Value]:
        """Whether *word* (of the interval, another work-item's, on the same bytes) conflicts,
        and the conflict's value."""
        hit = b.binop("and", b.binop("and", same_interval(word), other_item(word)), overlaps(word))
        return hit, b.binop("or", word, const_int(I64, which << CONFLICT_SHIFT))

    mine = b.binop("or", me, mask)
    w_word = _load(b, words[0], ordering)
    w_hit, w_value = conflict_with(w_word, 1)
    conflict: Value = b.select(w_hit, w_value, const_int(I64, 0))
    if writes:
        r_word = _load(b, words[1], ordering)
        r_hit, r_value = conflict_with(r_word, 2)
        conflict = b.select(w_hit, conflict, b.select(r_hit, r_value, const_int(I64, 0)))
        if is_global:
            assert group is not None
            x = _load(b, words[2], ordering)
            x_group = b.binop("lshr", x, const_int(I64, TAG_SHIFT))
            ours = b.icmp("eq", x_group, group)
            other_group = b.binop(
                "and",
                b.binop(
                    "and",
                    b.icmp("ne", x_group, const_int(I64, 0)),
                    b.icmp("ne", group, const_int(I64, 0)),
                ),
                b.binop("xor", ours, const_int(I1, 1)),
            )
            x_hit = b.binop("and", other_group, overlaps(x), "x.conflict")
            x_value = b.binop("or", x, const_int(I64, 3 << CONFLICT_SHIFT))
            conflict = b.select(
                b.icmp("ne", conflict, const_int(I64, 0)),
                conflict,
                b.select(x_hit, x_value, conflict),
            )
            # The last writer of any group: its bytes, and those its group wrote before.
            kept_x = (
                const_int(I64, 0)
                if whole
                else b.select(ours, b.binop("and", x, bytes_mask), const_int(I64, 0))
            )
            who = b.binop("and", mine, const_int(I64, (1 << TAG_SHIFT) - 1))
            new_x = b.binop(
                "or", b.binop("or", b.binop("shl", group, const_int(I64, TAG_SHIFT)), who), kept_x
            )
            _store(
                b, b.select(b.icmp("eq", group, const_int(I64, 0)), x, new_x), words[2], ordering
            )
        # The last writer of the interval: its bytes, and those it wrote before in the interval.
        new_w: Value = mine
        if not whole:
            same = b.binop(
                "and", same_interval(w_word), b.binop("xor", other_item(w_word), const_int(I1, 1))
            )
            new_w = b.binop(
                "or", mine, b.select(same, b.binop("and", w_word, bytes_mask), const_int(I64, 0))
            )
        _store(b, new_w, words[0], ordering)
    else:
        # The first reader of the interval stays (a later reader is another work-item, which ran
        # after it); the same work-item adds its bytes.
        r_word = _load(b, words[1], ordering)
        r_same = same_interval(r_word)
        r_other = b.binop("and", r_same, other_item(r_word))
        new_r: Value = mine
        if not whole:
            kept = b.select(r_same, b.binop("and", r_word, bytes_mask), const_int(I64, 0))
            new_r = b.binop("or", mine, kept)
        _store(b, b.select(r_other, r_word, new_r), words[1], ordering)
    found_next = b.select(b.icmp("ne", found, const_int(I64, 0)), found, conflict, "found.next")
    next_granule = b.add(granule, one, "granule.next")
    granule.add_incoming(next_granule, loop)
    found.add_incoming(found_next, loop)
    b.cond_br(b.icmp("ule", next_granule, last), loop, done)
    Builder().position_at_end(done).ret(found_next)
    return fn


def _load(b: Builder, pointer: Value, ordering: str | None) -> Value:
    return b.insert(LoadInst(I64, pointer, 8, "", (), ordering))


def _store(b: Builder, value: Value, pointer: Value, ordering: str | None) -> None:
    b.insert(StoreInst(value, pointer, 8, (), ordering))


__all__ = ["PASS_NAME", "CheckRaces"]
