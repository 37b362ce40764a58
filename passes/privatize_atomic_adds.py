"""privatize-atomic-adds: a kernel's add-only buffers accumulate privately per run of work-groups.

For each kernel parameter in the global address space whose every use is an
integer ``atomicrmw add`` or ``sub`` with an unused result, at byte offsets
that :func:`ncpu_opt.ir.value_range.unsigned_range` bounds inside ``[0, N)``
with N at most 64 KiB, the atomics become calls of the declared
``@__ncpu_private_add.iN(ptr, iN)`` (a ``sub`` adds the negation) and the
module's ``!ncpu.private_atomics`` records the parameter;
``add-work-group-driver`` then runs each range of work-groups on a private,
zeroed copy and merges it into the buffer with one atomic per nonzero element
(see :mod:`ncpu_opt.mux.private_atomics` for why that is the same).  Calls of
defined internal functions that take such a pointer, or compute its offset
(the OpenCL C builtins ``atomic_inc``, ``min`` ...), are inlined first, so the
atomics and the bounds are visible.  Runs on the kernels marked by
``transfer-kernel-metadata``, before the vectoriser.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ncpu_opt.ir import Function, Module
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.inline import inline_call
from ncpu_opt.ir.instructions import (
    AtomicRMWInst,
    CallBase,
    CastInst,
    GetElementPtrInst,
    Instruction,
    PhiInst,
)
from ncpu_opt.ir.replace import erase_instruction
from ncpu_opt.ir.types import ArrayType, IntType, PointerType, StructType, Type, VectorType
from ncpu_opt.ir.value_range import unsigned_range
from ncpu_opt.ir.values import Argument, ConstantInt, Poison, Value, const_int
from ncpu_opt.mux import attributes as attrs
from ncpu_opt.mux.private_atomics import (
    MAX_PRIVATE_BYTES,
    PrivateBuffer,
    declare_private_add,
    record,
)
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass

PASS_NAME = "privatize-atomic-adds"
GLOBAL_ADDRSPACE = 1
#: Rounds of inlining (a builtin calling a builtin) before giving up on a parameter.
_MAX_ROUNDS = 8
#: How deep an offset's expression is searched for calls to inline.
_MAX_DEPTH = 16

Offsets = tuple[int, int]


@dataclass
class _Walk:
    """What the uses of a parameter come to: the atomics with their byte offsets, or why not."""

    atomics: list[tuple[AtomicRMWInst, Offsets]]
    to_inline: list[CallBase]
    refused: bool = False


@register_pass
@dataclass(frozen=True)
class PrivatizeAtomicAdds(ModulePass):
    """Atomic adds into a small buffer go to a private copy per run of work-groups (merged by the driver)."""

    name: ClassVar[str] = PASS_NAME

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        changed = False
        dl = module.data_layout
        for kernel in attrs.kernels(module.functions, entry_points_only=True):
            if kernel.is_declaration:
                continue
            for arg in kernel.args:
                if isinstance(arg.type, PointerType) and arg.type.addrspace == GLOBAL_ADDRSPACE and arg.has_uses():
                    changed |= _privatize(module, kernel, arg, dl)
        return PreservedAnalyses.none() if changed else PreservedAnalyses.all()


def _privatize(module: Module, kernel: Function, arg: Argument, dl: DataLayout) -> bool:
    walk = _walk(arg, dl)
    for _ in range(_MAX_ROUNDS):
        if walk.refused or not walk.to_inline:
            break
        for call in {id(call): call for call in walk.to_inline}.values():
            inline_call(call)
        walk = _walk(arg, dl)
    if walk.refused or walk.to_inline or not walk.atomics:
        return False
    element = walk.atomics[0][0].type
    if not isinstance(element, IntType) or any(a.type != element for a, _ in walk.atomics):
        return False
    size = max(high for _, (_, high) in walk.atomics) + dl.store_size(element)
    if size > MAX_PRIVATE_BYTES:
        return False
    assert isinstance(arg.type, PointerType)
    private_add = declare_private_add(module, arg.type, element)
    for atomic, _ in walk.atomics:
        b = Builder().position_before(atomic)
        value = atomic.operand(1)
        if atomic.operation == "sub":
            value = b.sub(const_int(element, 0), value, "negated")
        b.call(private_add, [atomic.operand(0), value])
        atomic.replace_all_uses_with(Poison(element))  # only dead phis read it
        erase_instruction(atomic)
    record(module, PrivateBuffer(attrs.get_base_fn_name(kernel) or kernel.name, arg.index, element, size))
    return True


def _walk(arg: Argument, dl: DataLayout) -> _Walk:
    walk = _Walk([], [])
    pending: list[tuple[Value, Offsets]] = [(arg, (0, 0))]
    while pending and not walk.refused:
        pointer, offsets = pending.pop()
        for user in list(pointer.users):
            if isinstance(user, GetElementPtrInst) and user.pointer is pointer:
                queued = len(walk.to_inline)
                moved = _gep_offsets(user, dl, walk)
                if moved is None:
                    # Unbounded, unless inlining a call in an index tells more.
                    walk.refused = len(walk.to_inline) == queued
                    continue
                pending.append((user, (offsets[0] + moved[0], offsets[1] + moved[1])))
            elif isinstance(user, CastInst) and user.opcode in ("addrspacecast", "bitcast"):
                pending.append((user, offsets))
            elif (
                isinstance(user, AtomicRMWInst) and user.operation in ("add", "sub")
                and user.operand(0) is pointer and user.operand(1) is not pointer and _unused(user)
            ):
                walk.atomics.append((user, offsets))
            elif isinstance(user, CallBase) and _inlinable(user):
                walk.to_inline.append(user)
            else:
                walk.refused = True
                break
    return walk


def _unused(value: Value) -> bool:
    """Nothing reads ``value``: no uses, or only phis nothing reads (an inlined builtin's result)."""
    seen: set[int] = set()
    pending = [value]
    while pending:
        current = pending.pop()
        if id(current) in seen:
            continue
        seen.add(id(current))
        for user in current.users:
            if not isinstance(user, PhiInst):
                return False
            pending.append(user)
    return True


def _inlinable(call: CallBase) -> bool:
    callee = call.called_function
    return (
        callee is not None and not callee.is_declaration and callee.linkage in ("internal", "private")
        and call.parent is not None and callee is not call.parent.parent
    )


def _gep_offsets(gep: GetElementPtrInst, dl: DataLayout, walk: _Walk) -> Offsets | None:
    """The byte offsets ``gep`` adds, or None when they are unbounded (calls in an index are queued to inline)."""
    low = high = 0
    current: Type = gep.source_type
    for position, index in enumerate(gep.indices):
        if position == 0:
            stride = dl.alloc_size(current)
        elif isinstance(current, StructType):
            if not isinstance(index, ConstantInt) or current.elements is None:
                return None
            field = index.value
            offset = dl.struct_layout(current).offsets[field]
            low, high = low + offset, high + offset
            current = current.elements[field]
            continue
        elif isinstance(current, ArrayType | VectorType):
            current = current.element
            stride = dl.alloc_size(current)
        else:
            return None
        bounds = unsigned_range(index) if not isinstance(index, ConstantInt) else (index.value, index.value)
        if bounds is None or bounds[1] * stride >= MAX_PRIVATE_BYTES:
            # Too wide to privatise (or negative, as a signed index): unless a call bounds it.
            _queue_calls(index, walk)
            return None
        low, high = low + bounds[0] * stride, high + bounds[1] * stride
    return low, high


def _queue_calls(value: Value, walk: _Walk, depth: int = _MAX_DEPTH) -> None:
    """Queue the inlinable calls an offset is computed from (``min`` of OpenCL C is one)."""
    if depth == 0 or not isinstance(value, Instruction):
        return
    if isinstance(value, CallBase) and _inlinable(value):
        walk.to_inline.append(value)
        return
    for operand in value.operands:
        _queue_calls(operand, walk, depth - 1)
