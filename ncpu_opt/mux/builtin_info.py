"""What the front ends' work-item, barrier and group builtins are, for lowering them to mux.

The tables and recognisers behind ``lower-to-mux-builtins``
(:mod:`ncpu_opt.passes.lower_to_mux_builtins`), apart from the rewriting so
that other code can ask what a builtin is without the pass:

- OpenCL C's, as clang mangles them (``_Z13get_global_idj``, ``_Z7barrierj``,
  ``_Z20sub_group_reduce_addi``, ...): their fence flags, memory scopes and
  group operations;
- SPIR-V's (SYCL): the ``__spirv_BuiltIn*`` variables and getters, the
  ``__spirv_*Barrier`` calls and the ``__spirv_Group*`` operations;
- :func:`recognise` says which of them a function is, as a :class:`Builtin`
  (what it does, not how to rewrite it: that is the pass's business);
- :func:`is_barrier_like`: the mux calls that split a kernel into barrier regions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum, auto

from ncpu_opt.errors import NcpuError, NotSupportedError
from ncpu_opt.ir import GlobalVariable
from ncpu_opt.ir.types import FloatType, IntType, Type, VectorType
from ncpu_opt.mux import builtins as mux
from ncpu_opt.mux.builtins import MemScope, MemSemantics
from ncpu_opt.mux.demangle import MangledType, demangle

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
OPENCL_SCOPES = {
    0: MemScope.WORK_ITEM,
    1: MemScope.WORK_GROUP,
    2: MemScope.DEVICE,
    3: MemScope.CROSS_DEVICE,
    4: MemScope.SUB_GROUP,
}
FENCE_ORDERING = {
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
SPIRV_EXEC_GROUPS = {MemScope.WORK_GROUP: "work", MemScope.SUB_GROUP: "sub"}
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


# -- OpenCL C async copies ------------------------------------------------------------------

# sizeof of OpenCL C's scalar types, by Itanium code: (u)char, (u)short, (u)int, (u)long, half, float, double.
_SCALAR_SIZES = {"c": 1, "a": 1, "h": 1, "s": 2, "t": 2, "i": 4, "j": 4, "l": 8, "m": 8, "Dh": 2, "f": 4, "d": 8}
# The DMA direction of a copy, by the address spaces of (dst, src): __local is 3, __global 1.
DMA_DIRECTIONS: dict[tuple[int | None, int | None], str] = {(3, 1): "read", (1, 3): "write"}


def gentype_size(t: MangledType | None) -> int | None:
    """``sizeof(gentype)``; a 3-element vector is as large as a 4-element one in OpenCL C."""
    if t is None:
        return None
    if t.kind == "vector" and t.element is not None and t.element.kind == "builtin":
        scalar = _SCALAR_SIZES.get(t.element.code)
        return None if scalar is None else scalar * (4 if t.count == 3 else t.count)
    return _SCALAR_SIZES.get(t.code) if t.kind == "builtin" else None


def pointee(t: MangledType | None) -> MangledType | None:
    """What a mangled pointer parameter points to (unqualified), or None."""
    if t is None or t.kind != "pointer" or t.element is None:
        return None
    return t.element.unqualified


# -- calls ---------------------------------------------------------------------------------


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


def unsupported(info: BuiltinCall, reason: str = "") -> NotSupportedError:
    return NotSupportedError(f"lowering {info.symbol}" + (f": {reason}" if reason else ""))


def fence_semantics(flags: int, info: BuiltinCall) -> MemSemantics:
    """The memory bits of OpenCL fence flags."""
    semantics = MemSemantics.RELAXED
    for bit, memory in _FENCE_MEMORY.items():
        if flags & bit:
            semantics |= memory
    if flags & ~(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE | CLK_IMAGE_MEM_FENCE):
        raise NcpuError(f"call to @{info.symbol}: unknown memory fence flags {flags:#x}")
    return semantics


def check_group_type(t: Type, info: BuiltinCall) -> None:
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


# -- recognition --------------------------------------------------------------------------


class Kind(Enum):
    """What a recognised builtin is (which rewriting it needs)."""

    GETTER = auto()  # a work-item getter: getter, dim or dim_arg
    OPENCL_BARRIER = auto()  # barrier, work_group_barrier, sub_group_barrier: group
    OPENCL_FENCE = auto()  # mem_fence and friends: name
    OPENCL_REDUCTION = auto()  # group, collective (reduce, scan_*), operation
    OPENCL_ANY_ALL = auto()  # group, collective (any, all)
    OPENCL_BROADCAST = auto()  # group
    OPENCL_SHUFFLE = auto()  # collective (shuffle, shuffle_xor, ...)
    ASYNC_COPY = auto()  # strided
    WAIT_GROUP_EVENTS = auto()
    PREFETCH = auto()
    SPIRV_CONTROL_BARRIER = auto()
    SPIRV_MEMORY_BARRIER = auto()
    SPIRV_GROUP_OPERATION = auto()  # operation
    SPIRV_ANY_ALL = auto()  # collective (any, all)
    SPIRV_BROADCAST = auto()
    SPIRV_SHUFFLE = auto()  # collective (shuffle, shuffle_xor, ...)
    UNSUPPORTED = auto()  # recognised, but mux has nothing for it: reason


@dataclass(frozen=True)
class Builtin:
    """A recognised builtin: its :class:`Kind` and what its name says about it."""

    kind: Kind
    #: The mux getter (``get_global_id``) or OpenCL fence (``mem_fence``) it is.
    name: str = ""
    #: The dimension a getter reads, fixed by its name (``__spirv_GlobalInvocationId_y``) ...
    dim: int | None = None
    #: ... or given by the call's first argument.
    dim_arg: bool = False
    #: ``work`` or ``sub``, where the name says which.
    group: str = ""
    #: ``reduce``, ``scan_inclusive``, ``any``, ``shuffle_up``, ...
    collective: str = ""
    #: The (OpenCL or mux) operation a reduction or scan combines with.
    operation: str = ""
    strided: bool = False
    #: Why an UNSUPPORTED builtin is.
    reason: str = ""


_NO_MUX_BUILTIN = Builtin(Kind.UNSUPPORTED, reason="mux has no builtin for it")

OPENCL_BUILTINS: dict[str, Builtin] = {
    **{
        g: Builtin(Kind.GETTER, g, dim_arg=g in mux.DIMENSION_GETTERS)
        for g in (*mux.DIMENSION_GETTERS, *mux.LINEAR_GETTERS, *mux.I32_GETTERS)
    },
    "barrier": Builtin(Kind.OPENCL_BARRIER, group="work"),
    "work_group_barrier": Builtin(Kind.OPENCL_BARRIER, group="work"),
    "sub_group_barrier": Builtin(Kind.OPENCL_BARRIER, group="sub"),
    **{name: Builtin(Kind.OPENCL_FENCE, name) for name in FENCE_ORDERING},
    "async_work_group_copy": Builtin(Kind.ASYNC_COPY, strided=False),
    "async_work_group_strided_copy": Builtin(Kind.ASYNC_COPY, strided=True),
    "wait_group_events": Builtin(Kind.WAIT_GROUP_EVENTS),
    "prefetch": Builtin(Kind.PREFETCH),
}


def opencl_builtin(name: str) -> Builtin | None:
    """What the OpenCL C builtin *name* (demangled) is, or None if it is not ours."""
    if name in OPENCL_BUILTINS:
        return OPENCL_BUILTINS[name]
    if m := _OPENCL_REDUCTION.match(name):
        return Builtin(Kind.OPENCL_REDUCTION, group=m[1], collective=m[2], operation=m[3])
    if m := _OPENCL_ANY_ALL.match(name):
        return Builtin(Kind.OPENCL_ANY_ALL, group=m[1], collective=m[2])
    if m := _OPENCL_BROADCAST.match(name):
        return Builtin(Kind.OPENCL_BROADCAST, group=m[1])
    if m := _OPENCL_SHUFFLE.match(name):
        return Builtin(Kind.OPENCL_SHUFFLE, collective=m[1])
    if _OPENCL_UNSUPPORTED.match(name):
        return _NO_MUX_BUILTIN
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


def spirv_builtin(name: str) -> Builtin | None:
    """What the SPIR-V builtin call *name* (demangled) is, or None if it is not ours."""
    if not name.startswith(SPIRV_PREFIX):
        return None
    if found := spirv_getter(name):
        builtin, dim = found
        if builtin in SPIRV_UNSUPPORTED_GETTERS:
            return _NO_MUX_BUILTIN
        getter = SPIRV_GETTERS[builtin]
        # __spirv_BuiltInGlobalInvocationId(int) takes the dimension as an argument.
        return Builtin(Kind.GETTER, getter, dim, dim_arg=dim is None and getter in mux.DIMENSION_GETTERS)
    op = name[len(SPIRV_PREFIX):]
    if op == "ControlBarrier":
        return Builtin(Kind.SPIRV_CONTROL_BARRIER)
    if op == "MemoryBarrier":
        return Builtin(Kind.SPIRV_MEMORY_BARRIER)
    if op in ("GroupAll", "GroupAny"):
        return Builtin(Kind.SPIRV_ANY_ALL, collective=op[len("Group"):].lower())
    if op == "GroupBroadcast":
        return Builtin(Kind.SPIRV_BROADCAST)
    if op.startswith("Group") and op[len("Group"):] in SPIRV_GROUP_OPERATIONS:
        return Builtin(Kind.SPIRV_GROUP_OPERATION, operation=SPIRV_GROUP_OPERATIONS[op[len("Group"):]])
    if op in SPIRV_SHUFFLES:
        return Builtin(Kind.SPIRV_SHUFFLE, collective=SPIRV_SHUFFLES[op])
    if _SPIRV_UNSUPPORTED.match(op):
        return _NO_MUX_BUILTIN
    return None


def recognise(symbol: str) -> tuple[Builtin, BuiltinCall] | None:
    """What calls of the function *symbol* are, or None if it is not a builtin we lower."""
    demangled = demangle(symbol)
    if demangled is not None:
        info = BuiltinCall(symbol, demangled.name, demangled.params)
    elif symbol.startswith("_Z"):
        return None  # mangled in a way we do not read: not one of clang's builtin names
    else:
        info = BuiltinCall(symbol, symbol, None)  # C names (SYCL's extern "C" __spirv_*)
    builtin = spirv_builtin(info.name) if info.name.startswith(SPIRV_PREFIX) else opencl_builtin(info.name)
    return None if builtin is None else (builtin, info)


def spirv_variable_builtin(gv: GlobalVariable) -> str | None:
    """The SPIR-V BuiltIn a ``__spirv_BuiltIn*`` variable holds (one we know), or None."""
    if not gv.name.startswith(SPIRV_BUILTIN_PREFIX):
        return None
    builtin = gv.name[len(SPIRV_BUILTIN_PREFIX):]
    return builtin if builtin in SPIRV_GETTERS or builtin in SPIRV_UNSUPPORTED_GETTERS else None


# -- mux ----------------------------------------------------------------------------------


def is_barrier_like(name: str) -> bool:
    """Barriers and work-group collectives: the calls that split a kernel into regions."""
    if name in (mux.builtin_name("work_group_barrier"), mux.builtin_name("sub_group_barrier")):
        return True
    group = mux.parse_group_builtin(name)
    return group is not None and group.group == "work"
