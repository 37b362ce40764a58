"""lower-to-mux-builtins: OpenCL C and SPIR-V work-item, barrier and group builtins to mux builtins.

Inputs name their builtins the way their front end does:

- OpenCL C, as clang mangles them: ``_Z13get_global_idj``, ``_Z7barrierj``,
  ``_Z20sub_group_reduce_addi``, ...
- SPIR-V (SYCL): loads of ``__spirv_BuiltIn*`` globals, the call forms
  ``_Z28__spirv_GlobalInvocationId_xv`` and
  ``_Z33__spirv_BuiltInGlobalInvocationIdi``, ``__spirv_ControlBarrier``,
  ``__spirv_MemoryBarrier`` and the ``__spirv_Group*`` operations.

Each call becomes a call to the spec's ``__mux_*`` builtin, with the spec's
signature, scope and semantics values; integer widths are adjusted where the
original call's types differ (OpenCL's ``uint`` dimensions, ``size_t``
results).  Barrier ids are 0 here: ``prepare-barriers`` numbers them.  The
replaced declarations and SPIR-V globals are removed once dead.  Builtins of
other kinds (maths, atomics, images) are not this pass's business and stay.

OpenCL C's async copies become DMA builtins: ``async_work_group_copy`` a
``__mux_dma_read_1D`` (``__global`` to ``__local``) or ``__mux_dma_write_1D``
(the other way) of ``num * sizeof(gentype)`` bytes; the strided copy a
``__mux_dma_{read,write}_2D`` with one element per row and the stride on the
``__global`` side; ``wait_group_events`` ``__mux_dma_wait``.  A copy gets the
event it is given, so it joins that event.  ``event_t`` becomes mux's event
pointer everywhere first (:mod:`ncpu_opt.mux.events`).  ``prefetch`` is a hint
and is dropped.

Which builtins these are, and their tables, are in
:mod:`ncpu_opt.mux.builtin_info`; this module rewrites their calls.  The
replacement keeps the call's name, ``!dbg`` location and debug records.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import ClassVar

from ncpu_opt.errors import NcpuError, NotSupportedError
from ncpu_opt.ir import Function, GlobalValue, GlobalVariable, Module
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.effects import relax_readers_and_callers
from ncpu_opt.ir.instructions import (
    CallBase,
    CallInst,
    CastInst,
    ExtractElementInst,
    GetElementPtrInst,
    Instruction,
    LoadInst,
)
from ncpu_opt.ir.module import size_t_type
from ncpu_opt.ir.replace import erase_instruction, replace_instruction
from ncpu_opt.ir.types import (
    I1,
    I32,
    PTR,
    ArrayType,
    FloatType,
    IntType,
    PointerType,
    StructType,
    Type,
    VectorType,
)
from ncpu_opt.ir.values import (
    Constant,
    ConstantExpr,
    ConstantInt,
    ConstantNull,
    Poison,
    Value,
    ZeroInitializer,
    const_int,
)
from ncpu_opt.mux import builtins as mux
from ncpu_opt.mux.builtin_info import (
    DMA_DIRECTIONS,
    FENCE_ORDERING,
    OPENCL_SCOPES,
    SPIRV_EXEC_GROUPS,
    SPIRV_GETTERS,
    SPIRV_GROUP_KINDS,
    SPIRV_UNSUPPORTED_GETTERS,
    Builtin,
    BuiltinCall,
    Kind,
    check_group_type,
    fence_semantics,
    gentype_size,
    pointee,
    recognise,
    spirv_variable_builtin,
    typed_operation,
    unsupported,
)
from ncpu_opt.mux.builtins import MemScope, MemSemantics
from ncpu_opt.mux.events import MUX_EVENT, replace_event_type
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass

# How calls of one builtin are rewritten: the handler builds the replacement of
# the call just before it and returns its value (None for a void call).
Handler = Callable[["Lowering", CallBase, BuiltinCall], Value | None]


# -- the rewriting machinery ------------------------------------------------------------


class Lowering:
    """Rewrites one module: declares mux builtins, builds replacements, cleans up."""

    def __init__(self, module: Module) -> None:
        self.module = module
        self.layout = module.data_layout
        self.size_t = size_t_type(self.layout)
        self.builder = Builder()
        self.changed = False
        # Address-space casts the replacements no longer use (erased once the old calls are gone).
        self.stripped_casts: list[Instruction] = []

    # -- helpers for handlers ------------------------------------------------------------
    def call_mux(self, name: str, args: list[Value]) -> CallInst:
        try:
            fn = mux.declare_mux_builtin(self.module, name, self.size_t)
        except ValueError as err:
            raise NcpuError(str(err)) from None
        return self.builder.call(fn, args)

    def to_int(self, value: Value, t: Type) -> Value:
        """*value* zero-extended or truncated to the integer type *t*."""
        if value.type == t:
            return value
        if not (isinstance(value.type, IntType) and isinstance(t, IntType)):
            raise NcpuError(f"cannot convert {value.type} to {t} while lowering builtins")
        if isinstance(value, ConstantInt):
            return const_int(t, value.unsigned_value)
        opcode = "zext" if t.width > value.type.width else "trunc"
        return self.builder.cast(opcode, value, t)

    def to_bool(self, value: Value) -> Value:
        """An i1 that is true when *value* (an OpenCL ``int`` predicate) is non-zero."""
        if value.type == I1:
            return value
        if not isinstance(value.type, IntType):
            raise NcpuError(f"a predicate of type {value.type} while lowering builtins")
        return self.builder.icmp("ne", value, const_int(value.type, 0))

    def arg(self, call: CallBase, info: BuiltinCall, index: int) -> Value:
        if index >= call.num_args:
            raise NcpuError(f"call to @{info.symbol} in {self.where(call)} has too few arguments")
        return call.arg(index)

    def to_pointer(self, value: Value, t: PointerType) -> Value:
        """*value*, a pointer, as *t*: null stays null, a cast from *t* gives its source back."""
        if value.type == t:
            return value
        if not isinstance(value.type, PointerType):
            raise NcpuError(f"cannot convert {value.type} to {t} while lowering builtins")
        if isinstance(value, (ConstantNull, ZeroInitializer)):
            return ConstantNull(t)
        if isinstance(value, (CastInst, ConstantExpr)) and value.opcode == "addrspacecast" and value.operand(0).type == t:
            if isinstance(value, CastInst):
                self.stripped_casts.append(value)
            return value.operand(0)
        return self.builder.cast("addrspacecast", value, t)

    def const_arg(self, call: CallBase, info: BuiltinCall, index: int, what: str) -> int:
        value = self.arg(call, info, index)
        if not isinstance(value, ConstantInt):
            spelled = f"%{value.name}" if value.name else "a computed value"
            raise NcpuError(
                f"the {what} of the call to @{info.symbol} in {self.where(call)} "
                f"must be a constant, not {spelled}"
            )
        return value.unsigned_value

    @staticmethod
    def where(inst: Instruction) -> str:
        fn = inst.function
        return "function @" + (fn.name if fn is not None else "?")

    # -- rewriting calls -----------------------------------------------------------------
    def lower_function(self, fn: Function, handler: Handler, info: BuiltinCall) -> None:
        """Replace every call of the declaration *fn*; remove *fn* once it is dead."""
        for use in fn.uses:
            call = use.user
            if not (isinstance(call, CallBase) and use.index == 0):
                continue  # its address is taken: leave that use (and the declaration) alone
            if not isinstance(call, CallInst):
                raise unsupported(info, f"it is invoked in {self.where(call)}")
            self.replace(call, partial(handler, self, call, info))
            self.changed = True
        for cast in self.stripped_casts:
            _erase_if_dead(cast)
        self.stripped_casts.clear()
        if not fn.has_uses():
            self.module.remove_global_value(fn)
            self.changed = True

    def replace(self, old: Instruction, build: Callable[[], Value | None]) -> None:
        """Build the replacement of *old* just before it, then erase *old*."""
        block = old.parent
        assert block is not None
        start = block.instructions.index(old)
        self.builder.position_before(old)
        result = build()
        new = block.instructions[start : block.instructions.index(old)]
        self.finish(old, result, new)

    def finish(self, old: Instruction, result: Value | None, new: list[Instruction]) -> None:
        if old.type.is_void:
            result = None
        elif result is None or result.type != old.type:
            raise NcpuError(f"internal: lowering {old!r} gave {result!r}")
        # Every instruction of the replacement stands for the old one in the
        # debugger, and its records go before the first of them, where *old* was.
        dbg = old.metadata.get("dbg")
        for inst in new:
            if dbg is not None:
                inst.metadata.setdefault("dbg", dbg)
        if new and old.debug_records:
            new[0].debug_records = old.debug_records + new[0].debug_records
            old.debug_records = []
        if result is None:
            erase_instruction(old)
            return
        if isinstance(result, Instruction) and result in new and not result.name:
            result.name, old.name = old.name, ""
        replace_instruction(old, result)

    # -- SPIR-V builtin variables --------------------------------------------------------
    def lower_global(self, gv: GlobalVariable, builtin: str) -> None:
        """Replace the loads of the variable of the SPIR-V *builtin* with mux getter calls."""
        if builtin in SPIRV_UNSUPPORTED_GETTERS and gv.has_uses():
            raise NotSupportedError(f"lowering @{gv.name}: mux has no builtin for it")
        self._lower_pointer_uses(gv, gv, 0, SPIRV_GETTERS.get(builtin, ""))
        for constant in list(_constant_users(gv)):
            _drop_dead_constant(constant)
        if not gv.has_uses():
            self.module.remove_global_value(gv)
        self.changed = True

    def _lower_pointer_uses(self, gv: GlobalVariable, pointer: Value, offset: int, getter: str) -> None:
        for user in pointer.users:
            if isinstance(user, ConstantExpr) and user.opcode in ("addrspacecast", "bitcast"):
                self._lower_pointer_uses(gv, user, offset, getter)
            elif isinstance(user, ConstantExpr) and user.opcode == "getelementptr":
                self._lower_pointer_uses(gv, user, offset + self._gep_offset(gv, user), getter)
            elif isinstance(user, CastInst) and user.opcode in ("addrspacecast", "bitcast"):
                self._lower_pointer_uses(gv, user, offset, getter)
                _erase_if_dead(user)
            elif isinstance(user, GetElementPtrInst) and user.pointer is pointer:
                self._lower_pointer_uses(gv, user, offset + self._gep_offset(gv, user), getter)
                _erase_if_dead(user)
            elif isinstance(user, LoadInst) and user.pointer is pointer:
                self._lower_load(gv, user, offset, getter)
            else:
                if isinstance(user, (Instruction, ConstantExpr)):
                    what = user.opcode
                elif isinstance(user, GlobalValue):
                    what = f"@{user.name}"
                else:
                    what = "a constant"
                raise NotSupportedError(f"lowering @{gv.name}: it is used by {what}, not loaded")

    def _gep_offset(self, gv: GlobalVariable, gep: GetElementPtrInst | ConstantExpr) -> int:
        """The constant byte offset a GEP adds (only constant indices are understood)."""
        indices = gep.operands[1:]
        if not all(isinstance(i, ConstantInt) for i in indices) or gep.source_type is None:
            raise NotSupportedError(f"lowering @{gv.name}: an access with a non-constant index")
        t: Type = gep.source_type
        offset = indices[0].value * self.layout.alloc_size(t)  # type: ignore[attr-defined]
        for index in indices[1:]:
            i = index.value  # type: ignore[attr-defined]
            if isinstance(t, StructType) and t.elements is not None:
                offset += self.layout.struct_layout(t).offsets[i]
                t = t.elements[i]
            elif isinstance(t, (ArrayType, VectorType)):
                t = t.element
                offset += i * self.layout.alloc_size(t)
            else:
                raise NotSupportedError(f"lowering @{gv.name}: a GEP into {t}")
        return offset

    def _lower_load(self, gv: GlobalVariable, load: LoadInst, offset: int, getter: str) -> None:
        var_type = gv.value_type
        element = var_type.element if isinstance(var_type, VectorType) else var_type
        count = var_type.count if isinstance(var_type, VectorType) else 1
        size = self.layout.alloc_size(element)
        if isinstance(var_type, VectorType) and load.type == var_type and offset == 0:
            extracts = [u for u in load.users if isinstance(u, ExtractElementInst)]
            if len(extracts) == load.num_uses and all(
                isinstance(e.operand(1), ConstantInt) and e.operand(0) is load for e in extracts
            ):
                # Only constant lanes are read: one call per read lane, no vector.
                for extract in extracts:
                    dim = extract.operand(1).value  # type: ignore[attr-defined]
                    self.replace(extract, partial(self.getter, getter, element, dim))
                erase_instruction(load)
                return

            def build_vector() -> Value:
                vector: Value = Poison(var_type)
                for dim in range(count):
                    lane = self.getter(getter, element, dim)
                    vector = self.builder.insert_element(vector, lane, const_int(I32, dim))
                return vector

            self.replace(load, build_vector)
        elif load.type == element and offset % size == 0 and 0 <= offset // size < count:
            self.replace(load, partial(self.getter, getter, element, offset // size))
        else:
            raise NotSupportedError(f"lowering @{gv.name}: a load of {load.type} at byte offset {offset}")

    def getter(self, getter: str, result: Type, dim: int | Value | None) -> Value:
        """A call of the mux work-item getter *getter*, converted to *result*."""
        args: list[Value] = []
        if getter in mux.DIMENSION_GETTERS:
            if dim is None:
                raise NcpuError(f"internal: {getter} needs a dimension")
            args = [const_int(I32, dim) if isinstance(dim, int) else self.to_int(dim, I32)]
        return self.to_int(self.call_mux(mux.builtin_name(getter), args), result)


def _constant_users(value: Value) -> list[ConstantExpr]:
    found: list[ConstantExpr] = []
    for user in value.users:
        if isinstance(user, ConstantExpr):
            found += [user, *_constant_users(user)]
    return found


def _drop_dead_constant(constant: Constant) -> None:
    """Constants are not uniqued here: a dead one still holds uses of its operands."""
    if not constant.has_uses():
        operands = constant.operands
        constant.drop_operands()
        for op in operands:
            if isinstance(op, ConstantExpr):
                _drop_dead_constant(op)


def _erase_if_dead(inst: Instruction) -> None:
    if not inst.has_uses() and inst.parent is not None:
        inst.erase_from_parent()


# -- handlers ---------------------------------------------------------------------------


def lower_getter(getter: str, dim: int | None = None, dim_arg: bool = False) -> Handler:
    """A work-item getter; the dimension is *dim*, or the first argument if *dim_arg*."""

    def handler(lw: Lowering, call: CallBase, info: BuiltinCall) -> Value:
        if not isinstance(call.type, IntType):
            raise unsupported(info, f"it returns {call.type}")
        d: int | Value | None = lw.arg(call, info, 0) if dim_arg else dim
        return lw.getter(getter, call.type, d)

    return handler


def lower_opencl_barrier(group: str) -> Handler:
    """``barrier``, ``work_group_barrier`` and ``sub_group_barrier``, with an optional scope."""
    default_scope = MemScope.SUB_GROUP if group == "sub" else MemScope.WORK_GROUP

    def handler(lw: Lowering, call: CallBase, info: BuiltinCall) -> None:
        flags = lw.const_arg(call, info, 0, "memory fence flags")
        # OpenCL barriers order memory sequentially consistently (as the SPIR-V translator says).
        semantics = MemSemantics.SEQUENTIALLY_CONSISTENT | fence_semantics(flags, info)
        scope = default_scope
        if call.num_args > 1:
            value = lw.const_arg(call, info, 1, "memory scope")
            if value not in OPENCL_SCOPES:
                raise NcpuError(f"call to @{info.symbol} in {lw.where(call)}: unknown memory_scope {value}")
            scope = OPENCL_SCOPES[value]
        barrier_id = const_int(I32, 0)  # prepare-barriers gives each barrier its own id
        lw.call_mux(mux.builtin_name(f"{group}_group_barrier"), [barrier_id, const_int(I32, scope), const_int(I32, semantics)])
        return None

    return handler


def lower_opencl_fence(name: str) -> Handler:
    """``mem_fence``, ``read_mem_fence`` and ``write_mem_fence``: work-group scope fences."""
    ordering = FENCE_ORDERING[name]

    def handler(lw: Lowering, call: CallBase, info: BuiltinCall) -> None:
        flags = lw.const_arg(call, info, 0, "memory fence flags")
        semantics = ordering | fence_semantics(flags, info)
        lw.call_mux(mux.builtin_name(mux.MEM_BARRIER), [const_int(I32, MemScope.WORK_GROUP), const_int(I32, semantics)])
        return None

    return handler


def group_call(lw: Lowering, group: str, kind: str, value: Value, operation: str | None, extra: list[Value]) -> CallInst:
    """``__mux_<group>_group_<kind>[_<op>]_<type>``: barrier id first for work-groups, then *value*, *extra*."""
    name = mux.group_builtin_name(group, kind, value.type, operation)
    head: list[Value] = [const_int(I32, 0)] if group == "work" else []
    return lw.call_mux(name, [*head, value, *extra])


def lower_opencl_reduction(group: str, kind: str, op: str) -> Handler:
    def handler(lw: Lowering, call: CallBase, info: BuiltinCall) -> Value:
        value = lw.arg(call, info, 0)
        check_group_type(value.type, info)
        if op.startswith("logical_"):
            # OpenCL predicates are ints; mux's logical operations work on i1.
            result = group_call(lw, group, kind, lw.to_bool(value), op, [])
            return lw.to_int(result, call.type)
        operation = typed_operation(op, value.type, info.param(0))
        if operation is None:
            raise unsupported(info, f"no mux operation for '{op}' on {info.param(0) or value.type}")
        return group_call(lw, group, kind, value, operation, [])

    return handler


def lower_opencl_any_all(group: str, kind: str) -> Handler:
    def handler(lw: Lowering, call: CallBase, info: BuiltinCall) -> Value:
        value = lw.arg(call, info, 0)
        if isinstance(value.type, VectorType):
            raise unsupported(info, "a vector predicate")
        return lw.to_int(group_call(lw, group, kind, lw.to_bool(value), None, []), call.type)

    return handler


def lower_opencl_broadcast(group: str) -> Handler:
    def handler(lw: Lowering, call: CallBase, info: BuiltinCall) -> Value:
        value = lw.arg(call, info, 0)
        check_group_type(value.type, info)
        if group == "sub":
            return group_call(lw, "sub", "broadcast", value, None, [lw.to_int(lw.arg(call, info, 1), I32)])
        ids = [lw.to_int(a, lw.size_t) for a in call.args[1:]]
        if not 1 <= len(ids) <= 3:
            raise NcpuError(f"call to @{info.symbol} in {lw.where(call)}: expected 1 to 3 local ids")
        # Unused dimensions are 0, as the spec asks.
        ids += [const_int(lw.size_t, 0)] * (3 - len(ids))
        return group_call(lw, "work", "broadcast", value, None, ids)

    return handler


def lower_opencl_shuffle(kind: str) -> Handler:
    """cl_khr_subgroup_shuffle(_relative): OpenCL's one value is both of mux's up/down operands."""

    def handler(lw: Lowering, call: CallBase, info: BuiltinCall) -> Value:
        value = lw.arg(call, info, 0)
        check_group_type(value.type, info)
        index = lw.to_int(lw.arg(call, info, 1), I32)
        # Lanes out of OpenCL's range are undefined, so taking them from the same value is fine.
        values = [value, value] if kind in ("shuffle_up", "shuffle_down") else [value]
        return lw.call_mux(mux.group_builtin_name("sub", kind, value.type), [*values, index])

    return handler


def raise_unsupported(reason: str) -> Handler:
    def handler(lw: Lowering, call: CallBase, info: BuiltinCall) -> Value | None:
        raise unsupported(info, reason)

    return handler


# OpenCL C async copies -------------------------------------------------------------------

def _addrspace(value: Value) -> int | None:
    return value.type.addrspace if isinstance(value.type, PointerType) else None


def _byte_count(lw: Lowering, count: Value, size: int) -> Value:
    """*count* elements of *size* bytes, in bytes (size_t)."""
    count = lw.to_int(count, lw.size_t)
    if isinstance(count, ConstantInt):
        return const_int(lw.size_t, count.unsigned_value * size)
    return count if size == 1 else lw.builder.mul(count, const_int(lw.size_t, size))


def lower_async_copy(strided: bool) -> Handler:
    """``async_work_group_copy`` as a 1D DMA; the strided copy as a 2D one of one element per row."""

    def handler(lw: Lowering, call: CallBase, info: BuiltinCall) -> Value:
        dst, src = lw.arg(call, info, 0), lw.arg(call, info, 1)
        spaces = (_addrspace(dst), _addrspace(src))
        direction = DMA_DIRECTIONS.get(spaces)
        if direction is None:
            raise unsupported(info, f"a copy to address space {spaces[0]} from address space {spaces[1]}")
        element = pointee(info.param(0))
        size = gentype_size(element)
        if size is None:
            raise unsupported(info, f"copies of {element or 'unknown elements'}")
        if not isinstance(call.type, PointerType):
            raise unsupported(info, f"it returns {call.type}, not an event")
        count = lw.arg(call, info, 2)
        event = lw.to_pointer(lw.arg(call, info, 4 if strided else 3), MUX_EVENT)
        stride = lw.arg(call, info, 3) if strided else None
        if stride is None or (isinstance(stride, ConstantInt) and stride.unsigned_value == 1):
            name, sizes = f"dma_{direction}_1D", [_byte_count(lw, count, size)]
        else:
            row = const_int(lw.size_t, size)
            gap = _byte_count(lw, stride, size)
            # The stride is on the __global side: the source of a read, the destination of a write.
            dst_stride, src_stride = (row, gap) if direction == "read" else (gap, row)
            name, sizes = f"dma_{direction}_2D", [row, dst_stride, src_stride, lw.to_int(count, lw.size_t)]
        return lw.to_pointer(lw.call_mux(mux.builtin_name(name), [dst, src, *sizes, event]), call.type)

    return handler


def lower_wait_group_events(lw: Lowering, call: CallBase, info: BuiltinCall) -> None:
    count = lw.to_int(lw.arg(call, info, 0), I32)
    events = lw.to_pointer(lw.arg(call, info, 1), PTR)
    lw.call_mux(mux.builtin_name("dma_wait"), [count, events])
    return None


def drop_hint(lw: Lowering, call: CallBase, info: BuiltinCall) -> None:
    """``prefetch`` only hints that memory will be read soon; the CPU's caches manage without."""
    return None


# SPIR-V handlers -------------------------------------------------------------------------


def _spirv_group(lw: Lowering, call: CallBase, info: BuiltinCall) -> str:
    scope = lw.const_arg(call, info, 0, "execution scope")
    group = SPIRV_EXEC_GROUPS.get(scope)  # type: ignore[call-overload]
    if group is None:
        raise unsupported(info, f"execution scope {scope}")
    return group


def lower_spirv_control_barrier(lw: Lowering, call: CallBase, info: BuiltinCall) -> None:
    group = _spirv_group(lw, call, info)
    scope = lw.const_arg(call, info, 1, "memory scope")
    # SPIR-V's scope and semantics values are mux's.
    semantics = lw.to_int(lw.arg(call, info, 2), I32)
    lw.call_mux(mux.builtin_name(f"{group}_group_barrier"), [const_int(I32, 0), const_int(I32, scope), semantics])
    return None


def lower_spirv_memory_barrier(lw: Lowering, call: CallBase, info: BuiltinCall) -> None:
    scope = lw.const_arg(call, info, 0, "memory scope")
    semantics = lw.to_int(lw.arg(call, info, 1), I32)
    lw.call_mux(mux.builtin_name(mux.MEM_BARRIER), [const_int(I32, scope), semantics])
    return None


def lower_spirv_group_operation(operation: str) -> Handler:
    def handler(lw: Lowering, call: CallBase, info: BuiltinCall) -> Value:
        group = _spirv_group(lw, call, info)
        kind_value = lw.const_arg(call, info, 1, "group operation")
        kind = SPIRV_GROUP_KINDS.get(kind_value)
        if kind is None:
            raise unsupported(info, f"group operation {kind_value}")
        value = lw.arg(call, info, 2)
        check_group_type(value.type, info)
        if operation.startswith("logical_"):
            return lw.to_int(group_call(lw, group, kind, lw.to_bool(value), operation, []), call.type)
        wants_float = operation.startswith("f")
        if wants_float != isinstance(value.type, FloatType):
            raise unsupported(info, f"'{operation}' on {value.type}")
        return group_call(lw, group, kind, value, operation, [])

    return handler


def lower_spirv_any_all(kind: str) -> Handler:
    def handler(lw: Lowering, call: CallBase, info: BuiltinCall) -> Value:
        group = _spirv_group(lw, call, info)
        value = lw.to_bool(lw.arg(call, info, 1))
        return lw.to_int(group_call(lw, group, kind, value, None, []), call.type)

    return handler


def lower_spirv_broadcast(lw: Lowering, call: CallBase, info: BuiltinCall) -> Value:
    group = _spirv_group(lw, call, info)
    value = lw.arg(call, info, 1)
    check_group_type(value.type, info)
    local_id = lw.arg(call, info, 2)
    if group == "sub":
        if isinstance(local_id.type, VectorType):
            raise unsupported(info, "a vector sub-group local id")
        return group_call(lw, "sub", "broadcast", value, None, [lw.to_int(local_id, I32)])
    if isinstance(local_id.type, VectorType):
        if local_id.type.count > 3 or local_id.type.scalable:
            raise unsupported(info, f"a local id of type {local_id.type}")
        ids = [
            lw.to_int(lw.builder.extract_element(local_id, const_int(I32, i)), lw.size_t)
            for i in range(local_id.type.count)
        ]
    else:
        ids = [lw.to_int(local_id, lw.size_t)]
    ids += [const_int(lw.size_t, 0)] * (3 - len(ids))
    return group_call(lw, "work", "broadcast", value, None, ids)


def lower_spirv_shuffle(kind: str) -> Handler:
    """The INTEL sub-group shuffles have mux's operands exactly."""
    operands = 2 if kind in ("shuffle_up", "shuffle_down") else 1

    def handler(lw: Lowering, call: CallBase, info: BuiltinCall) -> Value:
        values = [lw.arg(call, info, i) for i in range(operands)]
        check_group_type(values[0].type, info)
        index = lw.to_int(lw.arg(call, info, operands), I32)
        return lw.call_mux(mux.group_builtin_name("sub", kind, values[0].type), [*values, index])

    return handler


# -- recognised builtins to handlers ------------------------------------------------------


def handler_for(builtin: Builtin) -> Handler:
    """How to lower calls of *builtin* (see :func:`ncpu_opt.mux.builtin_info.recognise`)."""
    match builtin.kind:
        case Kind.GETTER:
            return lower_getter(builtin.name, builtin.dim, builtin.dim_arg)
        case Kind.OPENCL_BARRIER:
            return lower_opencl_barrier(builtin.group)
        case Kind.OPENCL_FENCE:
            return lower_opencl_fence(builtin.name)
        case Kind.OPENCL_REDUCTION:
            return lower_opencl_reduction(builtin.group, builtin.collective, builtin.operation)
        case Kind.OPENCL_ANY_ALL:
            return lower_opencl_any_all(builtin.group, builtin.collective)
        case Kind.OPENCL_BROADCAST:
            return lower_opencl_broadcast(builtin.group)
        case Kind.OPENCL_SHUFFLE:
            return lower_opencl_shuffle(builtin.collective)
        case Kind.ASYNC_COPY:
            return lower_async_copy(builtin.strided)
        case Kind.WAIT_GROUP_EVENTS:
            return lower_wait_group_events
        case Kind.PREFETCH:
            return drop_hint
        case Kind.SPIRV_CONTROL_BARRIER:
            return lower_spirv_control_barrier
        case Kind.SPIRV_MEMORY_BARRIER:
            return lower_spirv_memory_barrier
        case Kind.SPIRV_GROUP_OPERATION:
            return lower_spirv_group_operation(builtin.operation)
        case Kind.SPIRV_ANY_ALL:
            return lower_spirv_any_all(builtin.collective)
        case Kind.SPIRV_BROADCAST:
            return lower_spirv_broadcast
        case Kind.SPIRV_SHUFFLE:
            return lower_spirv_shuffle(builtin.collective)
        case Kind.UNSUPPORTED:
            return raise_unsupported(builtin.reason)
    raise AssertionError(f"unhandled builtin kind {builtin.kind}")


@register_pass
@dataclass(frozen=True)
class LowerToMuxBuiltins(ModulePass):
    """Replace OpenCL C and SPIR-V work-item, barrier and group builtins with mux builtins."""

    name: ClassVar[str] = "lower-to-mux-builtins"

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        lowering = Lowering(module)
        # Events first, so that the async copies' calls already have the DMA builtins' types.
        lowering.changed = replace_event_type(module)
        for gv in list(module.globals):
            builtin = spirv_variable_builtin(gv)
            if builtin is not None:
                lowering.lower_global(gv, builtin)
        for fn in list(module.functions):
            if not fn.is_declaration or mux.is_mux_builtin(fn.name):
                continue  # a body is the user's own function, whatever its name
            found = recognise(fn.name)
            if found is not None:
                what, info = found
                lowering.lower_function(fn, handler_for(what), info)
        if not lowering.changed:
            return PreservedAnalyses.all()
        # The mux builtins read (and barriers order) memory that clang's
        # inferred ``memory(...)`` attributes of the callers do not allow.
        relax_readers_and_callers(
            user.function
            for fn in module.functions
            if mux.is_mux_builtin(fn.name)
            for user in fn.users
            if isinstance(user, CallBase) and user.function is not None
        )
        return PreservedAnalyses.none()
