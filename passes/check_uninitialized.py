"""check-uninitialized: a kernel's reads of ``__local`` and private memory no work-item wrote.

The checked mode's uninitialised-read check (issue 30, section 2; Oclgrind's
``--uninitialized``), ``native-cpu<checked;uninitialized>``.  The memory it watches, in each
kernel:

- private arrays (``alloca`` of the entry block): a shadow ``alloca`` of a byte per byte,
  zeroed when the work-item starts and where ``llvm.lifetime.start`` begins the array's life
  again (its contents are undefined then);
- kernel-scope ``__local`` variables: a shadow ``__local`` variable of a byte per byte;
- ``__local`` arguments: the bytes after the launch's ``LocalMemory`` size
  (:func:`~ncpu_opt.passes.check_common.local_argument_bytes`: the runtime gives the wrapper
  the room).

The ``__local`` shadows are zeroed by the group's first work-item when it starts (a group's
``__local`` memory starts undefined).  A store, an atomic, ``llvm.memset``/``memcpy``/``memmove``
into the memory and an async copy into ``__local`` memory set the shadow bytes they write; a load
or an atomic whose bytes are not all set is reported as an uninitialised read
(``@__ncpu_check_report``, kind :data:`~ncpu_opt.passes.check_memory.UNINITIALISED_READ`, the
byte offset of the access) and goes on (the read gives what the memory holds).  ``memcpy`` out of
the memory is not a read here (copying a struct copies its padding).

Memory whose address escapes where the pass cannot follow it (stored, passed to a function
that is not one of those above, turned into an integer, mixed in a select or phi with other
memory) is not watched: a write through the escaped pointer would go unseen.  Scalar variables
live in registers by the time the pass runs (clang -O2, LLVM's simplification): their
uninitialised uses are undefined values, not reads, and are not reported.  Run after
``check-memory`` (its accesses out of bounds never reach the shadow; this pass guards its own
shadow accesses too) and before ``prepare-barriers``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from ncpu_opt.passes.check_common import (
    LIMITS_OFFSET,
    MAX_ARGS,
    SHADOW_ALIGN,
    Base,
    CheckBuilder,
    access,
    add_site,
    bases,
    emit_report,
    first_work_item,
    guarded,
    inside_its_memory,
    instrument_kernels,
    is_instrumentation,
    load_state,
    local_shadow,
    root_base,
    state_field,
    state_global,
    where,
)
from ncpu_opt.passes.check_memory import UNINITIALISED_READ

from ncpu_opt.ir import Function, GlobalVariable, Module
from ncpu_opt.ir.instructions import (
    AllocaInst,
    AtomicRMWInst,
    CallBase,
    CastInst,
    CmpInst,
    CmpXchgInst,
    GetElementPtrInst,
    Instruction,
    LoadInst,
    PhiInst,
    SelectInst,
    StoreInst,
)
from ncpu_opt.ir.intrinsics import declare_intrinsic
from ncpu_opt.ir.metadata import Metadata
from ncpu_opt.ir.module import size_t_type
from ncpu_opt.ir.types import I1, I8, I32, I64, VOID, ArrayType, FunctionType, IntType, PointerType
from ncpu_opt.ir.values import Argument, ConstantExpr, Undef, Value, const_int
from ncpu_opt.mux import builtins as mux
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass

PASS_NAME = "check-uninitialized"
LOCAL = 3
#: The value of a written shadow byte.
WRITTEN = 1
_MEMORY_INTRINSICS = ("llvm.memset.", "llvm.memcpy.", "llvm.memmove.", "llvm.memcpy.inline.")
_DMA_READS = tuple(mux.builtin_name(f"dma_read_{d}") for d in ("1D", "2D", "3D"))


@dataclass
class _Watched:
    """A piece of memory the pass watches: its accesses, and what else writes it."""

    base: Base
    accesses: list[Instruction] = field(default_factory=list)
    #: memset/memcpy/memmove (the destination), async copies into it, lifetime starts.
    writers: list[CallBase] = field(default_factory=list)
    lifetime_starts: list[CallBase] = field(default_factory=list)
    shadow: Value | None = None
    limit: Value | None = None


def _callee_name(call: CallBase) -> str:
    callee = call.called_function
    return callee.name if callee is not None else ""


def _follow(base: Base, fn: Function, module: Module) -> _Watched | None:
    """*base*'s accesses and writers in *fn*, or None if its address escapes (see the module
    docstring) or some access may reach other memory too."""
    watched = _Watched(base)
    pending: list[Value] = [base.value]
    seen: set[int] = set()
    while pending:
        pointer = pending.pop()
        if id(pointer) in seen:
            continue
        seen.add(id(pointer))
        for use in list(pointer.uses):
            user = use.user
            if isinstance(user, ConstantExpr):
                if (
                    user.opcode not in ("getelementptr", "bitcast", "addrspacecast")
                    or use.index != 0
                ):
                    return None
                pending.append(user)
                continue
            if isinstance(user, Metadata):
                continue  # debug info (#dbg_value) describes the pointer, never writes through it
            if not isinstance(user, Instruction):
                return None
            if user.parent is None or user.parent.parent is not fn:
                return None  # used by another function
            if is_instrumentation(user):
                continue
            outcome = _use(user, use.index, watched, pending)
            if not outcome:
                return None
    for inst in watched.accesses:
        found = access(inst)
        assert found is not None
        reached = bases(found[0], module, constant_geps=True)
        if reached is None or len(reached[0]) != 1 or reached[0][0].value is not base.value:
            return None
    return watched


def _use(user: Instruction, index: int, watched: _Watched, pending: list[Value]) -> bool:
    """Whether *user* (taking the pointer as operand *index*) keeps the memory watchable."""
    if isinstance(user, (GetElementPtrInst, PhiInst, SelectInst)) or (
        isinstance(user, CastInst) and user.opcode in ("bitcast", "addrspacecast")
    ):
        if isinstance(user, GetElementPtrInst) and index != 0:
            return False
        if isinstance(user, SelectInst) and index == 0:
            return False
        pending.append(user)
        return True
    if isinstance(user, LoadInst):
        watched.accesses.append(user)
        return True
    if isinstance(user, (StoreInst, AtomicRMWInst, CmpXchgInst)):
        pointer_index = 1 if isinstance(user, StoreInst) else 0
        if index != pointer_index:
            return False  # the address itself is stored
        watched.accesses.append(user)
        return True
    if isinstance(user, CmpInst):
        return True
    if isinstance(user, CallBase):
        index -= 1  # the argument's (operand 0 is the callee)
        name = _callee_name(user)
        if name.startswith(("llvm.lifetime.start", "llvm.lifetime.end", "llvm.dbg.")):
            if name.startswith("llvm.lifetime.start"):
                watched.lifetime_starts.append(user)
            return True
        if name.startswith(_MEMORY_INTRINSICS) and index in (0, 1):
            if index == 0:
                watched.writers.append(user)
            return True
        if name.startswith(_DMA_READS) and index == 0:
            watched.writers.append(user)
            return True
        if name.startswith(mux.builtin_name("dma_write_")) and index == 1:
            return True
    return False


@register_pass
@dataclass(frozen=True)
class CheckUninitialized(ModulePass):
    """Report reads of __local and private memory no work-item wrote (checked mode)."""

    name: ClassVar[str] = PASS_NAME

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        return instrument_kernels(module, lambda module, fn: _Instrumenter(module, fn).run(), "uninitialized")


class _Instrumenter:
    def __init__(self, module: Module, fn: Function) -> None:
        self.module, self.fn = module, fn
        self.size_t = size_t_type(module)
        self.dl = module.data_layout

    def candidates(self) -> list[Base]:
        """Private arrays of the entry block, the ``__local`` variables and arguments."""
        found: list[Base] = []
        for inst in self.fn.blocks[0].instructions:
            if isinstance(inst, AllocaInst) and not is_instrumentation(inst):
                base = root_base(inst, self.module)
                if base is not None and base.size:
                    found.append(base)
        for variable in self.module.globals:
            if (
                isinstance(variable, GlobalVariable)
                and variable.addrspace == LOCAL
                and not variable.is_declaration
            ):
                base = root_base(variable, self.module)
                if base is not None and base.size:
                    found.append(base)
        for argument in self.fn.args:
            if (
                isinstance(argument.type, PointerType)
                and argument.type.addrspace == LOCAL
                and argument.attributes.get("byval") is None
                and argument.index < MAX_ARGS
            ):
                found.append(Base(argument, argument.index, None))
        return found

    def run(self) -> bool:
        watched = [
            w
            for base in self.candidates()
            if (w := _follow(base, self.fn, self.module)) is not None
        ]
        watched = [w for w in watched if w.accesses or w.writers]
        if not watched:
            return False
        # Where each read is, before the checks split the blocks.
        places = {
            id(inst): where(inst, access(inst)[0], self.fn)  # type: ignore[index]
            for w in watched
            for inst in w.accesses
        }
        self.state = load_state(self.fn, state_global(self.module))
        self.make_shadows(watched)
        for w in watched:
            for inst in w.accesses:
                self.instrument(w, inst, places[id(inst)])
            for call in w.writers:
                self.mark_call(w, call)
            for call in w.lifetime_starts:
                self.reset_after(w, call)
        return True

    def make_shadows(self, watched: list[_Watched]) -> None:
        """Each watched memory's shadow, zeroed: private ones by each work-item when it
        starts, ``__local`` ones by the group's first work-item."""
        first: CheckBuilder | None = None
        for w in watched:
            value = w.base.value
            if isinstance(value, AllocaInst):
                assert w.base.size is not None
                # In the entry block, as the array (a static alloca).
                b = CheckBuilder.at(value)
                shadow = b.alloca(
                    ArrayType(w.base.size, I8), None, 1, f"{value.name or 'private'}.written"
                )
                w.shadow, w.limit = shadow, const_int(I64, w.base.size)
                continue
            if first is None:
                first = first_work_item(self.fn, self.module, self.size_t, "check.uninit.reset")
            if isinstance(value, GlobalVariable):
                assert w.base.size is not None
                shadow_type = ArrayType(w.base.size, I8)
                variable = GlobalVariable(
                    f"{value.name}.written", shadow_type, LOCAL, Undef(shadow_type)
                )
                variable.linkage = "internal"
                variable.align = SHADOW_ALIGN
                self.module.add_global(variable)
                w.shadow, w.limit = variable, const_int(I64, w.base.size)
            else:
                assert isinstance(value, Argument)
                b = CheckBuilder.at(self.entry_point())
                w.limit = state_field(b, self.state, LIMITS_OFFSET + 8 * w.base.argument, I64)
                w.shadow = local_shadow(b, value, w.limit, 1)
        entry_builder = CheckBuilder.at(self.entry_point())
        for w in watched:
            assert w.shadow is not None and w.limit is not None
            if isinstance(w.base.value, AllocaInst):
                self.memset(entry_builder, w.shadow, 0, const_int(I64, 0), w.limit)
            else:
                assert first is not None
                self.memset(first, w.shadow, 0, const_int(I64, 0), w.limit)

    def entry_point(self) -> Instruction:
        """The first instruction of the entry block after its allocas and the checks' setup."""
        return next(
            i
            for i in self.fn.blocks[0].instructions
            if not isinstance(i, AllocaInst)
            and not (is_instrumentation(i) and isinstance(i, LoadInst))
        )

    def memset(
        self, b: CheckBuilder, shadow: Value, byte: int, offset: Value, length: Value
    ) -> None:
        assert isinstance(shadow.type, PointerType)
        pointer = b.gep(I8, shadow, [offset], "check.shadow.at")
        fn_type = FunctionType(VOID, [shadow.type, I8, I64, I1])
        memset = declare_intrinsic(self.module, "memset", fn_type, [shadow.type, I64])
        b.call(memset, [pointer, const_int(I8, byte), length, const_int(I1, 0)])

    def offset_in(
        self, b: CheckBuilder, w: _Watched, pointer: Value, size: Value, test: bool = True
    ) -> tuple[Value, Value]:
        """(the byte offset of *pointer* in the memory, whether *size* bytes from it lie inside;
        true without *test*)."""
        address = b.cast("ptrtoint", pointer, I64, "check.addr")
        start = b.cast("ptrtoint", w.base.value, I64, "check.base")
        offset = b.sub(address, start, "check.offset")
        assert w.limit is not None
        if not test:
            return offset, const_int(I1, 1)
        within = b.icmp("ule", offset, w.limit)
        room = b.sub(w.limit, offset)
        inside = b.binop("and", within, b.icmp("uge", room, size), "check.inside")
        return offset, inside

    def instrument(self, w: _Watched, inst: Instruction, place: str) -> None:
        found = access(inst)
        assert found is not None and w.shadow is not None
        pointer, accessed, writes = found
        size = self.dl.store_size(accessed)
        b = CheckBuilder.at(inst)
        offset, inside = self.offset_in(
            b, w, pointer, const_int(I64, size), not inside_its_memory(inst)
        )
        pattern_type = IntType(8 * size)
        pattern = const_int(pattern_type, int.from_bytes(bytes([WRITTEN]) * size, "little"))
        reads = not isinstance(inst, StoreInst)
        g = (
            CheckBuilder.at(inst)
            if inside_its_memory(inst)
            else guarded(inst, inside, "check.uninit")
        )
        at = g.gep(I8, w.shadow, [offset], "check.written.at")
        if reads:
            site = add_site(self.module, self.fn.name, place, w.base.argument, _variable(w.base))
            written = g.load(pattern_type, at, 1, "check.written")
            unset = g.icmp("ne", written, pattern, "check.unset")
            assert g.before is not None
            report = guarded(g.before, unset, "check.uninit.fail")
            argument = const_int(I32, w.base.argument)
            emit_report(
                report,
                self.module,
                self.size_t,
                self.state,
                const_int(I32, UNINITIALISED_READ),
                site,
                argument,
                offset,
                size,
            )
        if writes:
            g.store(pattern, at, 1)

    def mark_call(self, w: _Watched, call: CallBase) -> None:
        """A memset/memcpy/memmove or async copy into the memory: its bytes are written (an
        async copy of rows: from its start to the memory's end)."""
        assert w.shadow is not None and w.limit is not None
        name = _callee_name(call)
        b = CheckBuilder.at(call)
        destination = call.arg(0)
        if name.startswith(_DMA_READS[0]):
            length = _as_i64(b, call.arg(2))
        elif name.startswith(_DMA_READS):
            length = None
        else:
            length = _as_i64(b, call.arg(2))
        start = b.sub(
            b.cast("ptrtoint", destination, I64),
            b.cast("ptrtoint", w.base.value, I64),
            "check.offset",
        )
        if length is None:
            length = b.sub(w.limit, start)
        within = b.icmp("ule", start, w.limit)
        inside = b.binop("and", within, b.icmp("uge", b.sub(w.limit, start), length))
        self.memset(guarded(call, inside, "check.uninit.mark"), w.shadow, WRITTEN, start, length)

    def reset_after(self, w: _Watched, call: CallBase) -> None:
        """After ``llvm.lifetime.start`` the memory's contents are undefined again."""
        assert w.shadow is not None and w.limit is not None
        block = call.parent
        assert block is not None
        following = block.instructions[block.instructions.index(call) + 1]
        self.memset(CheckBuilder.at(following), w.shadow, 0, const_int(I64, 0), w.limit)


def _as_i64(b: CheckBuilder, value: Value) -> Value:
    assert isinstance(value.type, IntType)
    if value.type.width == 64:
        return value
    return b.cast("zext" if value.type.width < 64 else "trunc", value, I64)


def _variable(base: Base) -> str:
    value = base.value
    return value.name if isinstance(value, GlobalVariable) else ""


__all__ = ["PASS_NAME", "CheckUninitialized"]
