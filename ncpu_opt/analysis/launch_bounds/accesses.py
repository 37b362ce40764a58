"""The memory accesses of launch bounds: the loads, stores, atomics, memory intrinsics and
builtin calls that reach a pointer (:func:`_uses`), and the kernel's ``__local`` variables.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ncpu_opt.analysis.launch_bounds.forms import Unbounded
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.instructions import (
    AtomicRMWInst,
    CallBase,
    CastInst,
    CmpInst,
    CmpXchgInst,
    GetElementPtrInst,
    Instruction,
    LoadInst,
    StoreInst,
)
from ncpu_opt.ir.module import Function, GlobalVariable
from ncpu_opt.ir.types import PointerType
from ncpu_opt.ir.values import ConstantExpr, ConstantInt, Value
from ncpu_opt.mux.demangle import MangledType, demangle

_MEMORY_INTRINSICS = ("llvm.memcpy", "llvm.memmove", "llvm.memset")


def _access_size(inst: Instruction, dl: DataLayout) -> int:
    if isinstance(inst, LoadInst):
        return dl.store_size(inst.type)
    if isinstance(inst, StoreInst):
        return dl.store_size(inst.operand(0).type)
    return dl.store_size(inst.operand(1).type)


#: OpenCL C's ``__local`` address space.
_LOCAL_ADDRSPACE = 3


def _local_variables(fn: Function) -> list[GlobalVariable]:
    """The ``__local`` variables *fn* uses (a kernel's own, or its inlined helpers'), by name."""
    found: dict[str, GlobalVariable] = {}
    for block in fn.blocks:
        for inst in block.instructions:
            for operand in inst.operands:
                pending = [operand]
                while pending:
                    value = pending.pop()
                    if isinstance(value, GlobalVariable):
                        if value.addrspace == _LOCAL_ADDRSPACE and not value.is_declaration:
                            found[value.name] = value
                    elif isinstance(value, ConstantExpr):
                        pending.extend(value.operands)
    return [found[name] for name in sorted(found)]


def _is_local(base: Value) -> bool:
    """Whether *base* (an argument or variable) is ``__local`` memory."""
    if isinstance(base, GlobalVariable):
        return base.addrspace == _LOCAL_ADDRSPACE
    return isinstance(base.type, PointerType) and base.type.addrspace == _LOCAL_ADDRSPACE


def _used_elsewhere(variable: Value, fn: Function) -> bool:
    """Whether a function *fn* calls (directly or not) uses *variable*, or something other than
    an instruction does (those accesses are not read).  (Functions *fn* never calls do not run
    in its launches: clang's ``__clang_ocl_kern_imp_`` copy of a kernel's body.)"""
    called = _called(fn)
    pending: list[Value] = [variable]
    while pending:
        for use in pending.pop().uses:
            user = use.user
            if isinstance(user, ConstantExpr):
                pending.append(user)
            elif not isinstance(user, Instruction) or user.function is not fn and (
                    user.function is None or id(user.function) in called):
                return True
    return False


def _called(fn: Function) -> set[int]:
    """The functions (by id) *fn* calls, directly or through others (not *fn* itself unless
    it recurses)."""
    found: set[int] = set()
    pending = [fn]
    while pending:
        for inst in pending.pop().instructions():
            callee = inst.called_function if isinstance(inst, CallBase) else None
            if callee is not None and id(callee) not in found:
                found.add(id(callee))
                pending.append(callee)
    return found


@dataclass
class _Use:
    """An access through a pointer derived from an argument: *size* bytes at *pointer* (plus
    ``index * size`` for the vector loads and stores of OpenCL C)."""

    inst: Instruction
    pointer: Value
    size: int
    write: bool
    index: Value | None = None


#: Bytes of the scalar types of mangled names.
_MANGLED_SIZES = {"c": 1, "a": 1, "h": 1, "s": 2, "t": 2, "Dh": 2, "i": 4, "j": 4, "f": 4,
                  "l": 8, "m": 8, "d": 8}
_VECTOR_ACCESS = re.compile(r"^v(load|store)(_half|a_half)?(\d*)$")


def _pointee_size(t: MangledType) -> int | None:
    """Bytes of what a mangled pointer type points to (a scalar or a vector of scalars)."""
    if t.kind != "pointer" or t.element is None:
        return None
    element = t.element
    while element.kind == "qualified" and element.element is not None:
        element = element.element
    if element.kind == "vector" and element.element is not None:
        scalar = _MANGLED_SIZES.get(element.element.code)
        return None if scalar is None else scalar * (4 if element.count == 3 else element.count)
    return _MANGLED_SIZES.get(element.code) if element.kind == "builtin" else None


def _builtin_use(call: CallBase, position: int, pointer: Value) -> _Use | None:
    """The access an OpenCL C atomic or vector load/store builtin makes through argument *position*."""
    callee = call.called_function
    demangled = demangle(callee.name) if callee is not None else None
    if demangled is None or position >= len(demangled.params):
        return None
    name = demangled.name
    pointee = _pointee_size(demangled.params[position])
    if pointee is None:
        return None
    if name.startswith(("atomic_", "atom_")) and position == 0:
        loads_only = name.startswith("atomic_load")
        return _Use(call, pointer, pointee, not loads_only)
    match = _VECTOR_ACCESS.match(name)
    if match and position == len(demangled.params) - 1 and call.num_args >= 2:
        lanes = int(match.group(3) or 1)
        return _Use(call, pointer, pointee * lanes, match.group(1) == "store", call.operand(call.num_args - 1))
    return None


def _uses(base: Value, dl: DataLayout, fn: Function | None = None) -> list[_Use]:
    """Every access through a pointer derived from *base* (an argument, or a ``__local``
    variable: then only in *fn*, through instructions or constant expressions)."""
    accesses: list[_Use] = []
    pending: list[Value] = [base]
    seen: set[int] = set()
    while pending:
        pointer = pending.pop()
        if id(pointer) in seen:
            continue
        seen.add(id(pointer))
        for use in pointer.uses:
            user = use.user
            if fn is not None and isinstance(user, Instruction) and user.function is not fn:
                continue
            if isinstance(user, ConstantExpr) and user.opcode in ("getelementptr", "bitcast", "addrspacecast"):
                if use.index == 0:
                    pending.append(user)
                continue
            if isinstance(user, GetElementPtrInst) and use.index == 0:
                pending.append(user)
            elif isinstance(user, CastInst) and user.opcode in ("bitcast", "addrspacecast"):
                pending.append(user)
            elif isinstance(user, LoadInst):
                accesses.append(_Use(user, pointer, _access_size(user, dl), False))
            elif isinstance(user, StoreInst) and use.index == 1:
                accesses.append(_Use(user, pointer, _access_size(user, dl), True))
            elif isinstance(user, (AtomicRMWInst, CmpXchgInst)) and use.index == 0:
                accesses.append(_Use(user, pointer, _access_size(user, dl), True))
            elif isinstance(user, CmpInst):
                continue
            elif isinstance(user, CallBase):
                callee = user.called_function
                name = callee.name if callee is not None else "a function pointer"
                builtin = _builtin_use(user, use.index - 1, pointer) if 1 <= use.index <= user.num_args else None
                if name.startswith(_MEMORY_INTRINSICS) and use.index in (1, 2):
                    length = user.operand(3)
                    if not isinstance(length, ConstantInt):
                        raise Unbounded(f"a '{name}' of a length known at run time")
                    accesses.append(_Use(user, pointer, length.value, use.index == 1))
                elif builtin is not None:
                    accesses.append(builtin)
                elif name.startswith(("llvm.lifetime", "llvm.assume", "llvm.prefetch")):
                    continue
                else:
                    raise Unbounded(f"its address passed to '{name}'")
            else:
                what = getattr(user, "opcode", "a constant")
                raise Unbounded(f"its address used by '{what}'")
    return accesses
