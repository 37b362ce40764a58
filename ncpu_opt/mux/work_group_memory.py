"""A work-group's memory: on the stack of the thread running it when small, on the heap when large.

A work-group's storage (its ``__local`` buffers given by size, the struct of the
kernel's ``__local`` variables, the live-variable structs that carry each
work-item's values across barriers) is sized by the kernel and the launch, not
by the stack of whichever thread runs the group: the calling thread's may be
512 KiB (``threading.stack_size``) where a group of 4096 work-items keeps 8 MiB
across a barrier.  An ``alloca`` beyond the stack is a crash, not an error, so
anything larger than :data:`STACK_LIMIT` comes from ``aligned_alloc`` and is
freed as the group ends; at most that much of each stays on the stack (free and
fast, the common case).  A failed allocation traps.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ncpu_opt.errors import NcpuError
from ncpu_opt.ir import BasicBlock, Function, Module
from ncpu_opt.ir.builder import Builder, declare_function
from ncpu_opt.ir.clone import clone_blocks
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.effects import memory_accesses
from ncpu_opt.ir.functions import new_function_like
from ncpu_opt.ir.instructions import AllocaInst, CallBase, Instruction
from ncpu_opt.ir.intrinsics import declare_intrinsic
from ncpu_opt.ir.module import size_t_type
from ncpu_opt.ir.types import I8, PTR, VOID, FunctionType, IntType
from ncpu_opt.ir.values import ConstantInt, ConstantNull, Value, const_int
from ncpu_opt.mux import builtins as mux
from ncpu_opt.mux.attributes import BASE_FN_NAME, drop_is_kernel

#: The largest allocation of a work-group's memory kept on the stack; larger ones come from the heap.
STACK_LIMIT = 64 * 1024
#: The least alignment asked of ``aligned_alloc`` (malloc's on 64-bit hosts).
MIN_HEAP_ALIGN = 16


@dataclass(frozen=True)
class Placed:
    """Memory :func:`place` made: where it starts, and where it lives."""

    pointer: Value
    #: An ``i1``, true when the memory is on the stack; None when the size is a constant,
    #: whose place is known at compile time (then ``heap`` says which).
    on_stack: Value | None
    heap: bool = False


def place(
    b: Builder,
    module: Module,
    size: Value,
    align: int,
    label: str,
    stack: Callable[[Builder], Value],
    name: str = "",
    on_stack_with: Value | None = None,
) -> Placed:
    """*size* bytes aligned to *align*: ``stack(b)``'s ``alloca`` when at most :data:`STACK_LIMIT`,
    else ``aligned_alloc``.  A constant size is placed now; another branches on it at run time
    (blocks ``<label>.stack``, ``.heap``, ``.no-memory``, ``.ready``; the pointer is the phi
    *name*, ``<label>.local`` by default).  *on_stack_with*: the bytes the stack would then hold
    (this and earlier pieces of the group's memory), compared instead of *size*.  Leaves *b*
    where the memory is ready.
    """
    assert isinstance(size.type, IntType)
    if isinstance(size, ConstantInt) and on_stack_with is None:
        if size.value <= STACK_LIMIT:
            return Placed(stack(b), None)
        fn = _function(b)
        ready = fn.append_block(f"{label}.ready")
        pointer = _heap(b, module, size, align, label, ready)
        b.position_at_end(ready)
        return Placed(pointer, None, heap=True)
    fn = _function(b)
    held = size if on_stack_with is None else on_stack_with
    on_stack = b.icmp("ule", held, const_int(size.type, STACK_LIMIT), f"{label}.on-stack")
    stack_block = fn.append_block(f"{label}.stack")
    heap_block = fn.append_block(f"{label}.heap")
    b.cond_br(on_stack, stack_block, heap_block)
    ready = fn.append_block(f"{label}.ready")

    b.position_at_end(stack_block)
    stack_pointer = stack(b)
    b.br(ready)

    b.position_at_end(heap_block)
    heap_pointer = _heap(b, module, size, align, label, ready)

    b.position_at_end(ready)
    pointer = b.phi(
        PTR, [(stack_pointer, stack_block), (heap_pointer, heap_block)], name or f"{label}.local"
    )
    return Placed(pointer, on_stack)


def _function(b: Builder) -> Function:
    """The function *b* builds at the end of (where branching code may go)."""
    fn = b.block.parent if b.block is not None else None
    assert isinstance(fn, Function) and b.before is None, (
        "the builder must be at the end of a block"
    )
    return fn


def _heap(
    b: Builder, module: Module, size: Value, align: int, label: str, ready: BasicBlock
) -> Value:
    """``aligned_alloc(align, size)``, trapping when it fails; branches to *ready* when it did not."""
    fn = _function(b)
    assert b.block is not None and isinstance(size.type, IntType)
    aligned_alloc = declare_function(
        module, "aligned_alloc", FunctionType(PTR, [size.type, size.type])
    )
    # At least malloc's own alignment: some C libraries refuse less than a pointer's.
    pointer = b.call(
        aligned_alloc,
        [const_int(size.type, max(align, MIN_HEAP_ALIGN)), size],
        f"{label}.heap-buffer",
    )
    failed = b.icmp("eq", pointer, ConstantNull(PTR), f"{label}.failed")
    failed_block = fn.insert_block_after(b.block, f"{label}.no-memory")
    b.cond_br(failed, failed_block, ready)
    b.position_at_end(failed_block)
    b.call(declare_intrinsic(module, "trap", FunctionType(VOID, [])), [])
    b.unreachable()
    return pointer


def release(b: Builder, module: Module, placed: Placed, label: str) -> None:
    """Free *placed* if it is on the heap (blocks ``<label>.free``, ``.freed``); leaves *b* after."""
    free = declare_function(module, "free", FunctionType(VOID, [PTR]))
    if placed.on_stack is None:
        if placed.heap:
            b.call(free, [placed.pointer])
        return
    fn = _function(b)
    free_block = fn.append_block(f"{label}.free")
    done_block = fn.append_block(f"{label}.freed")
    b.cond_br(placed.on_stack, done_block, free_block)
    b.position_at_end(free_block)
    b.call(free, [placed.pointer])
    b.br(done_block)
    b.position_at_end(done_block)


#: Attributes a function loses when it allocates and frees memory (and may trap).
_HEAP_CALLER_DROPS = (
    "memory",
    "readnone",
    "readonly",
    "writeonly",
    "argmemonly",
    "inaccessiblememonly",
    "inaccessiblemem_or_argmemonly",
    "nofree",
)
#: The suffix of the function :func:`move_large_allocas` moves a body to.
BODY_SUFFIX = ".body"


def may_use_heap(fn: Function) -> None:
    """Drop the attributes that would forbid *fn* to allocate, free and trap."""
    for kind in _HEAP_CALLER_DROPS:
        fn.attributes.remove(kind)


def alloca_bytes(alloca: AllocaInst, dl: DataLayout) -> int | None:
    """The bytes *alloca* allocates, or None when its count is not a constant."""
    count = alloca.count
    if count is None:
        return dl.alloc_size(alloca.allocated_type)
    return (
        count.value * dl.alloc_size(alloca.allocated_type)
        if isinstance(count, ConstantInt)
        else None
    )


def large_allocas(fn: Function, dl: DataLayout) -> list[AllocaInst]:
    """The allocas of *fn*'s entry block that may take more than :data:`STACK_LIMIT`: a count
    known only at run time (a group's live-variable structs), or a constant size beyond it."""
    if not fn.blocks:
        return []
    found = []
    for inst in fn.blocks[0].instructions:
        if isinstance(inst, AllocaInst):
            size = alloca_bytes(inst, dl)
            if size is None or size > STACK_LIMIT:
                found.append(inst)
    return found


def move_large_allocas(
    module: Module, fn: Function, allocas: Sequence[AllocaInst], labels: Sequence[str]
) -> Function:
    """Put the memory of *allocas* (in *fn*'s entry block) on the stack or the heap by size.

    *fn*'s blocks move to an internal always-inline ``<fn>.body`` that takes that memory
    as ``noalias`` parameters, one per alloca; *fn* keeps its name, attributes and uses, and
    becomes: compute each size (the count's computation, cloned from the entry block),
    :func:`place` it (named by *labels*), call the body, free, return.  Rather than
    choosing between the alloca and the heap in *fn* itself: a pointer that may come from a
    call would lose LLVM's alias information about the memory once inlined (a ``noalias``
    parameter becomes scope metadata instead), and the loops would run slower.
    Returns the body.
    """
    dl = module.data_layout
    size_t = size_t_type(module)
    n = len(fn.args)
    body_type = FunctionType(fn.return_type, [*fn.function_type.params, *(PTR for _ in allocas)])
    body = new_function_like(
        fn,
        module.unique_global_name(fn.name + BODY_SUFFIX),
        body_type,
        copy_linkage=False,
        copy_metadata=False,
        after=fn,
    )
    body.linkage = "internal"
    if body.cc == "spir_kernel":
        body.cc = "spir_func"
    # An ordinary function, inlined where fn calls it once.
    drop_is_kernel(body)
    body.attributes.remove_string(BASE_FN_NAME)
    for kind in ("noinline", "optnone"):
        body.attributes.remove(kind)
    body.attributes.add("alwaysinline")
    vmap: dict[Value, Value] = dict(zip(fn.args, body.args, strict=False))
    clone_blocks(fn.blocks, body, vmap)
    for alloca, param, label in zip(allocas, body.args[n:], labels, strict=True):
        param.name = label
        # Only the body reaches this memory, through the parameter.
        param.attributes.add("noalias")
        if alloca.align:
            param.attributes.add("align", f" {alloca.align}")
        copy = vmap[alloca]
        copy.replace_all_uses_with(param)
        assert isinstance(copy, Instruction)
        copy.erase_from_parent()

    # fn: the sizes, the memory, the call.
    entry = BasicBlock(fn.blocks[0].name, fn)
    cloned: dict[Value, Value] = {}
    sizes: list[Value] = []
    b = Builder(entry)
    for alloca in allocas:
        known = alloca_bytes(alloca, dl)
        if known is not None:
            sizes.append(const_int(size_t, known))
            continue
        count = _clone_pure(alloca.count, b, cloned)
        assert count is not None and isinstance(count.type, IntType)
        if count.type.width != size_t.width:
            count = b.cast("zext" if count.type.width < size_t.width else "trunc", count, size_t)
        sizes.append(
            b.mul(
                count,
                const_int(size_t, dl.alloc_size(alloca.allocated_type)),
                f"{_label(alloca)}.bytes",
            )
        )
    for block in list(fn.blocks):
        block.erase_from_parent()
    fn.blocks.append(entry)
    placed = [
        _place_like(b, module, alloca, size, label, dl)
        for alloca, size, label in zip(allocas, sizes, labels, strict=True)
    ]
    call = b.call(body, [*fn.args, *(p.pointer for p in placed)])
    for p, label in reversed(list(zip(placed, labels, strict=True))):
        release(b, module, p, label)
    b.ret(None if fn.return_type.is_void else call)
    may_use_heap(fn)
    return body


def _place_like(
    b: Builder, module: Module, alloca: AllocaInst, size: Value, label: str, dl: DataLayout
) -> Placed:
    """:func:`place` *size* bytes aligned as *alloca*."""
    align = alloca.align or dl.abi_align(alloca.allocated_type)

    def stack(b: Builder) -> Value:
        return b.alloca(I8, size, align, f"{label}.stack-buffer")

    return place(b, module, size, align, label, stack, label)


def _label(alloca: AllocaInst) -> str:
    return alloca.name or "alloca"


#: Instructions that compute a value from their operands alone: run again, they give it again.
_PURE_OPCODES = frozenset(
    (
        "add",
        "sub",
        "mul",
        "udiv",
        "sdiv",
        "urem",
        "srem",
        "shl",
        "lshr",
        "ashr",
        "and",
        "or",
        "xor",
        "trunc",
        "zext",
        "sext",
        "icmp",
        "select",
        "getelementptr",
    )
)


def _writes_nothing(call: CallBase) -> bool:
    """Whether *call* calls a mux work-item getter (``__mux_get_local_size``), ``llvm.vscale``,
    or a function declared ``memory(read)`` or ``memory(none)``."""
    callee = call.called_function
    if callee is None:
        return False
    if callee.name.startswith(mux.PREFIX) and callee.name[len(mux.PREFIX) :] in _GETTERS:
        return True
    if callee.name.startswith(VSCALE):  # a scalable live struct's size
        return True
    memory = callee.attributes.get("memory")
    if memory is None or not isinstance(memory.arg, str):
        return False
    default, locations = memory_accesses(memory.arg)
    return all(access in ("none", "read") for access in (default, *locations.values()))


#: The mux builtins that read the work-item state and nothing else.
_GETTERS = frozenset(mux.DIMENSION_GETTERS + mux.LINEAR_GETTERS + mux.I32_GETTERS)
#: The intrinsic whose value scales a scalable vector's size (``llvm.vscale.i64``).
VSCALE = "llvm.vscale."


def _clone_pure(value: Value | None, b: Builder, cloned: dict[Value, Value]) -> Value | None:
    """*value* computed again at *b*, with the instructions it depends on: only arithmetic and
    calls that write nothing, so that the second run gives the same value."""
    if not isinstance(value, Instruction):
        return value
    done = cloned.get(value)
    if done is not None:
        return done
    pure = _writes_nothing(value) if isinstance(value, CallBase) else value.opcode in _PURE_OPCODES
    if not pure:
        raise NcpuError(f"cannot size an allocation whose count depends on {value.ref()}")
    copy = value.clone()
    cloned[value] = copy
    for index, operand in enumerate(copy.operands):
        new = _clone_pure(operand, b, cloned)
        if new is not operand:
            assert new is not None
            copy.set_operand(index, new)
    b.insert(copy)
    return copy
