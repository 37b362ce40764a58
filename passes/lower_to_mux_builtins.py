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
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import ClassVar

from ncpu_opt.errors import NcpuError, NotSupportedError
from ncpu_opt.ir import Function, GlobalValue, GlobalVariable, Module
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.datalayout import DataLayout
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
from ncpu_opt.mux.builtins import MemScope, MemSemantics
from ncpu_opt.mux.demangle import MangledType, demangle
from ncpu_opt.mux.events import MUX_EVENT, replace_event_type
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass

# -- OpenCL C enums ---------------------------------------------------------------------

# cl_mem_fence_flags bits (opencl-c-base.h) and the memory they order.
CLK_LOCAL_MEM_FENCE = 0x1
CLK_GLOBAL_MEM_FENCE = 0x2
CLK_IMAGE_MEM_FENCE = 0x4
_FENCE_MEMORY = {
    CLK_LOCAL_MEM_FENCE: MemSemantics.WORK_GROUP_MEMORY,
    CLK_GLOBAL_MEM_FENCE: MemSemantics.CROSS_WORK_GROUP_MEMORY,
    # Images live in global memory.
    CLK_IMAGE_MEM_FENCE: MemSemantics.CROSS_WORK_GROUP_MEMORY,
}
# clang's memory_scope values (__OPENCL_MEMORY_SCOPE_*) and their MemScope.
_OPENCL_SCOPES = {
    0: MemScope.WORK_ITEM,
    1: MemScope.WORK_GROUP,
    2: MemScope.DEVICE,
    3: MemScope.CROSS_DEVICE,
    4: MemScope.SUB_GROUP,
}
_FENCE_ORDERING = {
    "mem_fence": MemSemantics.ACQUIRE_RELEASE,
    "read_mem_fence": MemSemantics.ACQUIRE,
    "write_mem_fence": MemSemantics.RELEASE,
}

# -- SPIR-V ---------------------------------------------------------------------------------

SPIRV_PREFIX = "__spirv_"
SPIRV_BUILTIN_PREFIX = "__spirv_BuiltIn"
# SPIR-V BuiltIn names and the mux getter each becomes.
SPIRV_GETTERS = {
    "GlobalInvocationId": "get_global_id",
    "LocalInvocationId": "get_local_id",
    "WorkgroupId": "get_group_id",
    "GlobalSize": "get_global_size",
    "WorkgroupSize": "get_local_size",
    "EnqueuedWorkgroupSize": "get_enqueued_local_size",
    "NumWorkgroups": "get_num_groups",
    "GlobalOffset": "get_global_offset",
    "WorkDim": "get_work_dim",
    "GlobalLinearId": "get_global_linear_id",
    "LocalInvocationIndex": "get_local_linear_id",
    "SubgroupSize": "get_sub_group_size",
    "SubgroupMaxSize": "get_max_sub_group_size",
    "NumSubgroups": "get_num_sub_groups",
    "SubgroupId": "get_sub_group_id",
    "SubgroupLocalInvocationId": "get_sub_group_local_id",
}
# Recognised, but mux has no builtin for them (it would be wrong for non-uniform work-groups).
SPIRV_UNSUPPORTED_GETTERS = frozenset(("NumEnqueuedSubgroups",))
# __spirv_Group<op> and the mux operation it is.
SPIRV_GROUP_OPERATIONS = {
    "IAdd": "add", "FAdd": "fadd", "IMulKHR": "mul", "FMulKHR": "fmul",
    "SMin": "smin", "UMin": "umin", "FMin": "fmin", "SMax": "smax", "UMax": "umax", "FMax": "fmax",
    "BitwiseAndKHR": "and", "BitwiseOrKHR": "or", "BitwiseXorKHR": "xor",
    "LogicalAndKHR": "logical_and", "LogicalOrKHR": "logical_or", "LogicalXorKHR": "logical_xor",
}
# SPIR-V GroupOperation operand values.
SPIRV_GROUP_KINDS = {0: "reduce", 1: "scan_inclusive", 2: "scan_exclusive"}
SPIRV_SHUFFLES = {
    "SubgroupShuffleINTEL": "shuffle",
    "SubgroupShuffleXorINTEL": "shuffle_xor",
    "SubgroupShuffleUpINTEL": "shuffle_up",
    "SubgroupShuffleDownINTEL": "shuffle_down",
}
_SPIRV_EXEC_GROUPS = {MemScope.WORK_GROUP: "work", MemScope.SUB_GROUP: "sub"}
_SPIRV_UNSUPPORTED = re.compile(
    r"(GroupNonUniform\w+|GroupAsyncCopy|GroupWaitEvents|SubgroupBlock\w+INTEL|SubgroupImage\w+INTEL)\Z"
)

# -- OpenCL C group builtins --------------------------------------------------------------

_OPENCL_OPERATIONS = "add|min|max|mul|and|or|xor|logical_and|logical_or|logical_xor"
_OPENCL_REDUCTION = re.compile(rf"(work|sub)_group_(reduce|scan_inclusive|scan_exclusive)_({_OPENCL_OPERATIONS})\Z")
_OPENCL_ANY_ALL = re.compile(r"(work|sub)_group_(any|all)\Z")
_OPENCL_BROADCAST = re.compile(r"(work|sub)_group_broadcast\Z")
_OPENCL_SHUFFLE = re.compile(r"sub_group_(shuffle|shuffle_xor|shuffle_up|shuffle_down)\Z")
# Work-item, sync and group builtins that have no mux counterpart (yet).
_OPENCL_UNSUPPORTED = re.compile(
    r"(sub_group_(non_uniform_\w+|clustered_\w+|ballot\w*|inverse_ballot|elect|rotate"
    r"|broadcast_first|get_\w+_mask|reserve_\w+|commit_\w+)"
    r"|work_group_(reserve_\w+|commit_\w+)|get_enqueued_num_sub_groups)\Z"
)


@dataclass(frozen=True)
class BuiltinCall:
    """The builtin a call is to: its symbol, demangled name and (if mangled) parameter types."""

    symbol: str
    name: str
    params: tuple[MangledType, ...] | None

    def param(self, index: int) -> MangledType | None:
        if self.params is None or index >= len(self.params):
            return None
        return self.params[index].unqualified


Handler = Callable[["Lowering", CallBase, BuiltinCall], Value | None]


def unsupported(info: BuiltinCall, reason: str = "") -> NotSupportedError:
    return NotSupportedError(f"lowering {info.symbol}" + (f": {reason}" if reason else ""))


# -- the rewriting machinery ------------------------------------------------------------


class Lowering:
    """Rewrites one module: declares mux builtins, builds replacements, cleans up."""

    def __init__(self, module: Module) -> None:
        self.module = module
        self.layout = DataLayout.parse(module.datalayout)
        self.size_t = IntType(8 * self.layout.pointer_size(0))
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
        # The replacements stand for the old instruction in the debugger too.
        dbg = old.metadata.get("dbg")
        for inst in new:
            if dbg is not None:
                inst.metadata.setdefault("dbg", dbg)
        if new and old.debug_records:
            new[0].debug_records = old.debug_records + new[0].debug_records
            old.debug_records = []
        if result is not None:
            old.replace_all_uses_with(result)
            if isinstance(result, Instruction) and result in new and not result.name:
                result.name, old.name = old.name, ""
        self.erase(old)

    @staticmethod
    def erase(old: Instruction) -> None:
        """Erase *old*; debug records attached to it move to the next instruction."""
        if old.debug_records:
            block = old.parent
            assert block is not None
            following = block.instructions[block.instructions.index(old) + 1]
            following.debug_records = old.debug_records + following.debug_records
            old.debug_records = []
        old.erase_from_parent()

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
                self.erase(load)
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


def lower_opencl_getter(getter: str) -> Handler:
    return lower_getter(getter, dim_arg=getter in mux.DIMENSION_GETTERS)


def fence_semantics(flags: int, info: BuiltinCall) -> MemSemantics:
    """The memory bits of OpenCL fence flags."""
    semantics = MemSemantics.RELAXED
    for bit, memory in _FENCE_MEMORY.items():
        if flags & bit:
            semantics |= memory
    if flags & ~(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE | CLK_IMAGE_MEM_FENCE):
        raise NcpuError(f"call to @{info.symbol}: unknown memory fence flags {flags:#x}")
    return semantics


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
            if value not in _OPENCL_SCOPES:
                raise NcpuError(f"call to @{info.symbol} in {lw.where(call)}: unknown memory_scope {value}")
            scope = _OPENCL_SCOPES[value]
        barrier_id = const_int(I32, 0)  # prepare-barriers gives each barrier its own id
        lw.call_mux(mux.builtin_name(f"{group}_group_barrier"), [barrier_id, const_int(I32, scope), const_int(I32, semantics)])
        return None

    return handler


def lower_opencl_fence(name: str) -> Handler:
    """``mem_fence``, ``read_mem_fence`` and ``write_mem_fence``: work-group scope fences."""
    ordering = _FENCE_ORDERING[name]

    def handler(lw: Lowering, call: CallBase, info: BuiltinCall) -> None:
        flags = lw.const_arg(call, info, 0, "memory fence flags")
        semantics = ordering | fence_semantics(flags, info)
        lw.call_mux(mux.builtin_name(mux.MEM_BARRIER), [const_int(I32, MemScope.WORK_GROUP), const_int(I32, semantics)])
        return None

    return handler


def _check_group_type(t: Type, info: BuiltinCall) -> None:
    """Work- and sub-group builtins take scalars (spec: "Group operation builtins")."""
    if isinstance(t, VectorType):
        raise unsupported(info, f"group operations on vectors ({t})")
    if not (isinstance(t, IntType) or (isinstance(t, FloatType) and t.kind in ("half", "float", "double"))):
        raise unsupported(info, f"group operations on {t}")


def typed_operation(op: str, t: Type, mangled: MangledType | None) -> str | None:
    """The mux operation of OpenCL's *op* on a value of type *t*, or None if there is none."""
    if isinstance(t, FloatType):
        return {"add": "fadd", "mul": "fmul", "min": "fmin", "max": "fmax"}.get(op)
    if op in ("add", "mul", "and", "or", "xor"):
        return op
    if op in ("min", "max") and mangled is not None:
        if mangled.is_signed_integer:
            return "s" + op
        if mangled.is_unsigned_integer:
            return "u" + op
    return None


def group_call(lw: Lowering, group: str, kind: str, value: Value, operation: str | None, extra: list[Value]) -> CallInst:
    """``__mux_<group>_group_<kind>[_<op>]_<type>``: barrier id first for work-groups, then *value*, *extra*."""
    name = mux.group_builtin_name(group, kind, value.type, operation)
    head: list[Value] = [const_int(I32, 0)] if group == "work" else []
    return lw.call_mux(name, [*head, value, *extra])


def lower_opencl_reduction(group: str, kind: str, op: str) -> Handler:
    def handler(lw: Lowering, call: CallBase, info: BuiltinCall) -> Value:
        value = lw.arg(call, info, 0)
        _check_group_type(value.type, info)
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
        _check_group_type(value.type, info)
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
        _check_group_type(value.type, info)
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

# sizeof of OpenCL C's scalar types, by Itanium code: (u)char, (u)short, (u)int, (u)long, half, float, double.
_SCALAR_SIZES = {"c": 1, "a": 1, "h": 1, "s": 2, "t": 2, "i": 4, "j": 4, "l": 8, "m": 8, "Dh": 2, "f": 4, "d": 8}
# The DMA direction of a copy, by the address spaces of (dst, src): __local is 3, __global 1.
_DMA_DIRECTIONS: dict[tuple[int | None, int | None], str] = {(3, 1): "read", (1, 3): "write"}


def gentype_size(t: MangledType | None) -> int | None:
    """``sizeof(gentype)``; a 3-element vector is as large as a 4-element one in OpenCL C."""
    if t is None:
        return None
    if t.kind == "vector" and t.element is not None and t.element.kind == "builtin":
        scalar = _SCALAR_SIZES.get(t.element.code)
        return None if scalar is None else scalar * (4 if t.count == 3 else t.count)
    return _SCALAR_SIZES.get(t.code) if t.kind == "builtin" else None


def _addrspace(value: Value) -> int | None:
    return value.type.addrspace if isinstance(value.type, PointerType) else None


def _pointee(t: MangledType | None) -> MangledType | None:
    if t is None or t.kind != "pointer" or t.element is None:
        return None
    return t.element.unqualified


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
        direction = _DMA_DIRECTIONS.get(spaces)
        if direction is None:
            raise unsupported(info, f"a copy to address space {spaces[0]} from address space {spaces[1]}")
        element = _pointee(info.param(0))
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
    group = _SPIRV_EXEC_GROUPS.get(scope)  # type: ignore[call-overload]
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
        _check_group_type(value.type, info)
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
    _check_group_type(value.type, info)
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
        _check_group_type(values[0].type, info)
        index = lw.to_int(lw.arg(call, info, operands), I32)
        return lw.call_mux(mux.group_builtin_name("sub", kind, values[0].type), [*values, index])

    return handler


# -- recognition --------------------------------------------------------------------------

OPENCL_HANDLERS: dict[str, Handler] = {
    **{g: lower_opencl_getter(g) for g in (*mux.DIMENSION_GETTERS, *mux.LINEAR_GETTERS, *mux.I32_GETTERS)},
    "barrier": lower_opencl_barrier("work"),
    "work_group_barrier": lower_opencl_barrier("work"),
    "sub_group_barrier": lower_opencl_barrier("sub"),
    **{name: lower_opencl_fence(name) for name in _FENCE_ORDERING},
    "async_work_group_copy": lower_async_copy(strided=False),
    "async_work_group_strided_copy": lower_async_copy(strided=True),
    "wait_group_events": lower_wait_group_events,
    "prefetch": drop_hint,
}


def opencl_handler(name: str) -> Handler | None:
    """How to lower the OpenCL C builtin *name* (demangled), or None if it is not ours."""
    if name in OPENCL_HANDLERS:
        return OPENCL_HANDLERS[name]
    if m := _OPENCL_REDUCTION.match(name):
        return lower_opencl_reduction(m[1], m[2], m[3])
    if m := _OPENCL_ANY_ALL.match(name):
        return lower_opencl_any_all(m[1], m[2])
    if m := _OPENCL_BROADCAST.match(name):
        return lower_opencl_broadcast(m[1])
    if m := _OPENCL_SHUFFLE.match(name):
        return lower_opencl_shuffle(m[1])
    if _OPENCL_UNSUPPORTED.match(name):
        return raise_unsupported("mux has no builtin for it")
    return None


def spirv_getter(name: str) -> tuple[str, int | None] | None:
    """For a ``__spirv_`` getter name: the BuiltIn and its ``_x/_y/_z`` dimension if any."""
    rest = name[len(SPIRV_BUILTIN_PREFIX):] if name.startswith(SPIRV_BUILTIN_PREFIX) else name[len(SPIRV_PREFIX):]
    dim = None
    if rest[-2:] in ("_x", "_y", "_z"):
        rest, dim = rest[:-2], "xyz".index(rest[-1])
    if rest in SPIRV_GETTERS or rest in SPIRV_UNSUPPORTED_GETTERS:
        return rest, dim
    return None


def spirv_handler(name: str) -> Handler | None:
    """How to lower the SPIR-V builtin call *name* (demangled), or None if it is not ours."""
    if not name.startswith(SPIRV_PREFIX):
        return None
    if found := spirv_getter(name):
        builtin, dim = found
        if builtin in SPIRV_UNSUPPORTED_GETTERS:
            return raise_unsupported("mux has no builtin for it")
        getter = SPIRV_GETTERS[builtin]
        # __spirv_BuiltInGlobalInvocationId(int) takes the dimension as an argument.
        return lower_getter(getter, dim, dim_arg=dim is None and getter in mux.DIMENSION_GETTERS)
    op = name[len(SPIRV_PREFIX):]
    if op == "ControlBarrier":
        return lower_spirv_control_barrier
    if op == "MemoryBarrier":
        return lower_spirv_memory_barrier
    if op in ("GroupAll", "GroupAny"):
        return lower_spirv_any_all(op[len("Group"):].lower())
    if op == "GroupBroadcast":
        return lower_spirv_broadcast
    if op.startswith("Group") and op[len("Group"):] in SPIRV_GROUP_OPERATIONS:
        return lower_spirv_group_operation(SPIRV_GROUP_OPERATIONS[op[len("Group"):]])
    if op in SPIRV_SHUFFLES:
        return lower_spirv_shuffle(SPIRV_SHUFFLES[op])
    if _SPIRV_UNSUPPORTED.match(op):
        return raise_unsupported("mux has no builtin for it")
    return None


def recognise(symbol: str) -> tuple[Handler, BuiltinCall] | None:
    """The handler for calls of the function *symbol*, or None if it is not a builtin we lower."""
    demangled = demangle(symbol)
    if demangled is not None:
        info = BuiltinCall(symbol, demangled.name, demangled.params)
    elif symbol.startswith("_Z"):
        return None  # mangled in a way we do not read: not one of clang's builtin names
    else:
        info = BuiltinCall(symbol, symbol, None)  # C names (SYCL's extern "C" __spirv_*)
    handler = spirv_handler(info.name) if info.name.startswith(SPIRV_PREFIX) else opencl_handler(info.name)
    return None if handler is None else (handler, info)


def spirv_variable_builtin(gv: GlobalVariable) -> str | None:
    """The SPIR-V BuiltIn a ``__spirv_BuiltIn*`` variable holds (one we know), or None."""
    if not gv.name.startswith(SPIRV_BUILTIN_PREFIX):
        return None
    builtin = gv.name[len(SPIRV_BUILTIN_PREFIX):]
    return builtin if builtin in SPIRV_GETTERS or builtin in SPIRV_UNSUPPORTED_GETTERS else None


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
                lowering.lower_function(fn, *found)
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
