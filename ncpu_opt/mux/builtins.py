"""The mux builtins of the spec ("Builtins", "Group operation builtins").

Names, signatures and the spec's type mangling (``i32``, ``f32``, ``v4f32``,
``nxv1i64``) of every ``__mux_*`` builtin, the ``MemScope`` and
``MemSemantics`` enums, and :func:`declare_mux_builtin`, the one way passes
should declare a mux builtin (so its signature and attributes are always the
spec's).

Group operations are named ``__mux_<group>_group_<operation>_<type>`` with
``<group>`` one of ``work``, ``sub`` and ``vec``; see :class:`GroupBuiltin`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import IntEnum, IntFlag

from ncpu_opt.ir.builder import declare_function
from ncpu_opt.ir.intrinsics import overload_suffix
from ncpu_opt.ir.module import Function, Module

# Re-exported: passes know size_t as ``mux.size_t_type``, next to the signatures it fills in.
from ncpu_opt.ir.module import size_t_type as size_t_type
from ncpu_opt.ir.types import (
    I1,
    I32,
    VOID,
    FloatType,
    FunctionType,
    IntType,
    PointerType,
    Type,
    VectorType,
)

PREFIX = "__mux_"


class MemScope(IntEnum):
    """The ``%scope`` operand of the barrier builtins (equal to SPIR-V's Scope)."""

    CROSS_DEVICE = 0
    DEVICE = 1
    WORK_GROUP = 2
    SUB_GROUP = 3
    WORK_ITEM = 4


class MemSemantics(IntFlag):
    """The ``%semantics`` operand: one ordering, or-ed with memory kinds (SPIR-V's values)."""

    RELAXED = 0x0
    ACQUIRE = 0x2
    RELEASE = 0x4
    ACQUIRE_RELEASE = 0x8
    SEQUENTIALLY_CONSISTENT = 0x10
    MASK = 0x1F
    SUB_GROUP_MEMORY = 0x80
    WORK_GROUP_MEMORY = 0x100
    CROSS_WORK_GROUP_MEMORY = 0x200


# -- type mangling ------------------------------------------------------------------

_FLOAT_NAMES = {"half": "f16", "float": "f32", "double": "f64", "bfloat": "bf16"}
_FLOAT_KINDS = {v: k for k, v in _FLOAT_NAMES.items()}
_TYPE_NAME = re.compile(r"(?:(nx)?v(\d+))?(i\d+|f16|f32|f64|bf16)\Z")


def mangle_type(t: Type) -> str:
    """The spec's name of an overload type: ``i32``, ``f64``, ``v4f32``, ``nxv1i64``.

    The spelling is LLVM's intrinsic suffix, restricted to the (vectors of) integer and
    float types the spec overloads on, so that :func:`demangle_type` reads every name back.
    """
    scalar = t.element if isinstance(t, VectorType) else t
    if isinstance(scalar, IntType) or (isinstance(scalar, FloatType) and scalar.kind in _FLOAT_NAMES):
        return overload_suffix(t)
    raise ValueError(f"mux builtins have no mangling for type {t}")


def demangle_type(text: str) -> Type | None:
    """The type :func:`mangle_type` spells as *text*, or None."""
    m = _TYPE_NAME.match(text)
    if m is None:
        return None
    scalable, count, scalar = m.groups()
    element: Type = IntType(int(scalar[1:])) if scalar[0] == "i" else FloatType(_FLOAT_KINDS[scalar])
    if count is None:
        return element
    return VectorType(int(count), element, scalable is not None)


# -- the builtins --------------------------------------------------------------------

# Work-item builtins taking a dimension and returning size_t.
DIMENSION_GETTERS = (
    "get_global_size", "get_global_id", "get_global_offset", "get_local_size",
    "get_local_id", "get_num_groups", "get_group_id", "get_enqueued_local_size",
)
# Work-item builtins without parameters returning size_t.
LINEAR_GETTERS = ("get_global_linear_id", "get_local_linear_id")
# Builtins without parameters returning i32.
I32_GETTERS = (
    "get_sub_group_id", "get_num_sub_groups", "get_max_sub_group_size",
    "get_sub_group_size", "get_sub_group_local_id", "get_work_dim",
)
# Work-item setters (called by work-item-loops' wrappers): ``(i32 dim, size_t id)`` for the
# local id, ``(i32)`` for the others; all return void.
SETTERS = ("set_local_id", "set_sub_group_id", "set_num_sub_groups", "set_max_sub_group_size")
#: Builtins that read or write the work-item / work-group state (they get the scheduling
#: parameters from add-sched-params).
WORK_ITEM_BUILTINS = DIMENSION_GETTERS + LINEAR_GETTERS + I32_GETTERS + SETTERS
BARRIERS = ("work_group_barrier", "sub_group_barrier")
MEM_BARRIER = "mem_barrier"
DMA_BUILTINS = ("dma_read_1D", "dma_read_2D", "dma_read_3D", "dma_write_1D", "dma_write_2D", "dma_write_3D", "dma_wait")

GROUPS = ("work", "sub", "vec")
# Reduction and scan operations (spec: "reduce and scan builtins").
GROUP_OPERATIONS = (
    "add", "fadd", "mul", "fmul", "smin", "umin", "fmin", "smax", "umax", "fmax",
    "and", "or", "xor", "logical_and", "logical_or", "logical_xor",
)
REDUCTION_KINDS = ("reduce", "scan_inclusive", "scan_exclusive")
# Group builtins that are not reductions or scans.
GROUP_OTHER_KINDS = ("any", "all", "broadcast", "shuffle", "shuffle_up", "shuffle_down", "shuffle_xor")
_SHUFFLES = ("shuffle", "shuffle_up", "shuffle_down", "shuffle_xor")

# Barriers and group operations must not be moved across control flow.
CONVERGENT = frozenset(BARRIERS)


@dataclass(frozen=True)
class GroupBuiltin:
    """A group operation: ``__mux_<group>_group_<kind>[_<operation>]_<type>``.

    ``kind`` is ``any``, ``all``, ``broadcast``, a shuffle, or one of
    :data:`REDUCTION_KINDS` (which take an ``operation``).
    """

    group: str
    kind: str
    type: Type
    operation: str | None = None

    def __post_init__(self) -> None:
        if self.group not in GROUPS:
            raise ValueError(f"unknown group '{self.group}'")
        if self.kind in REDUCTION_KINDS:
            if self.operation not in GROUP_OPERATIONS:
                raise ValueError(f"unknown group operation '{self.operation}'")
        elif self.kind in GROUP_OTHER_KINDS:
            if self.operation is not None:
                raise ValueError(f"group {self.kind} takes no operation")
            if self.kind in _SHUFFLES and self.group != "sub":
                raise ValueError(f"{self.kind} is a sub-group builtin only")
        else:
            raise ValueError(f"unknown group builtin kind '{self.kind}'")
        if self.group != "vec" and isinstance(self.type, VectorType):
            raise ValueError(f"{self.group}-group builtins take scalar values only, not {self.type}")

    @property
    def name(self) -> str:
        op = "" if self.operation is None else f"_{self.operation}"
        return f"{PREFIX}{self.group}_group_{self.kind}{op}_{mangle_type(self.type)}"

    def function_type(self, size_t: IntType) -> FunctionType:
        t = self.type
        scalar = t.element if isinstance(t, VectorType) else t
        ret: Type
        params: list[Type]
        if self.kind in ("any", "all"):
            ret, params = I1, [t]
        elif self.kind == "broadcast":
            ret = scalar
            if self.group == "work":
                params = [t, size_t, size_t, size_t]
            else:
                params = [t, I32]
        elif self.kind in ("shuffle_up", "shuffle_down"):
            ret, params = t, [t, t, I32]
        elif self.kind in _SHUFFLES:
            ret, params = t, [t, I32]
        else:
            ret, params = scalar, [t]
        if self.group == "work":
            params = [I32, *params]  # the barrier id comes first and is not mangled
        return FunctionType(ret, params)


_GROUP_NAME = re.compile(
    r"__mux_(work|sub|vec)_group_(any|all|broadcast|shuffle_up|shuffle_down|shuffle_xor|shuffle"
    r"|reduce|scan_inclusive|scan_exclusive)_(.+)\Z"
)


def parse_group_builtin(name: str) -> GroupBuiltin | None:
    """The group builtin called *name*, or None if it is not one."""
    m = _GROUP_NAME.match(name)
    if m is None:
        return None
    group, kind, rest = m.groups()
    operation = None
    if kind in REDUCTION_KINDS:
        op, _, rest = rest.rpartition("_")
        operation = op
    t = demangle_type(rest)
    if t is None:
        return None
    try:
        return GroupBuiltin(group, kind, t, operation)
    except ValueError:
        return None


def group_builtin_name(group: str, kind: str, t: Type, operation: str | None = None) -> str:
    """E.g. ``group_builtin_name("work", "reduce", i32, "add")`` is ``__mux_work_group_reduce_add_i32``."""
    return GroupBuiltin(group, kind, t, operation).name


def builtin_name(base: str) -> str:
    """``__mux_`` + *base* for the non-overloaded builtins (``get_global_id``, ...)."""
    return PREFIX + base


def function_type(name: str, size_t: IntType) -> FunctionType | None:
    """The spec's signature of the mux builtin *name*, or None if it is not one."""
    if not name.startswith(PREFIX):
        return None
    base = name[len(PREFIX):]
    if base in DIMENSION_GETTERS:
        return FunctionType(size_t, [I32])
    if base in LINEAR_GETTERS:
        return FunctionType(size_t, [])
    if base in I32_GETTERS:
        return FunctionType(I32, [])
    if base == "set_local_id":
        return FunctionType(VOID, [I32, size_t])
    if base in SETTERS:
        return FunctionType(VOID, [I32])
    if base in BARRIERS:
        return FunctionType(VOID, [I32, I32, I32])
    if base == MEM_BARRIER:
        return FunctionType(VOID, [I32, I32])
    if base in DMA_BUILTINS:
        return _dma_type(base, size_t)
    group = parse_group_builtin(name)
    return None if group is None else group.function_type(size_t)


def _dma_type(base: str, size_t: IntType) -> FunctionType:
    # __mux_dma_event_t is an opaque pointer; local memory is addrspace(3), global addrspace(1).
    event = PointerType(0)
    if base == "dma_wait":
        return FunctionType(VOID, [I32, PointerType(0)])
    local, global_ = PointerType(3), PointerType(1)
    dst, src = (local, global_) if base.startswith("dma_read") else (global_, local)
    sizes = {"1D": 1, "2D": 4, "3D": 7}[base[-2:]]
    return FunctionType(event, [dst, src, *[size_t] * sizes, event])


def is_mux_builtin(name: str) -> bool:
    return function_type(name, IntType(64)) is not None


def is_convergent(name: str) -> bool:
    """Barriers and group operations: calls to them must stay control-equivalent."""
    return name[len(PREFIX):] in CONVERGENT or parse_group_builtin(name) is not None


def declare_mux_builtin(module: Module, name: str, size_t: IntType | None = None) -> Function:
    """Declare the mux builtin *name* (once) with the spec's signature and its attributes.

    ``size_t`` defaults to the module's pointer width.  Raises ``ValueError``
    for a name that is not a mux builtin, or an existing function of that name
    with another signature (a bug in whoever declared it).
    """
    size_t = size_t_type(module) if size_t is None else size_t
    fn_type = function_type(name, size_t)
    if fn_type is None:
        raise ValueError(f"'{name}' is not a mux builtin")
    existing = module.get_function(name)
    if existing is not None:
        if existing.function_type != fn_type:
            raise ValueError(f"@{name} is declared as {existing.function_type}, the spec says {fn_type}")
        return existing
    fn = declare_function(module, name, fn_type)
    _add_attributes(fn, name)
    return fn


def _add_attributes(fn: Function, name: str) -> None:
    # Added in LLVM's own order, so that our printer and LLVM's agree.
    base = name[len(PREFIX):]
    if is_convergent(name):
        fn.attributes.add("convergent")
    fn.attributes.add("nounwind")
    if base in DIMENSION_GETTERS or base in LINEAR_GETTERS or base in I32_GETTERS:
        # Only reads, but not memory(none): once work-item loops run, the ids live in
        # memory that the loops write between work-items, and a readnone getter could
        # be hoisted or merged across those writes.
        fn.attributes.add("willreturn")
        fn.attributes.add("memory", "(read)")


def needs_scheduling_params(name: str) -> bool:
    """Does the builtin *name* read or write the work-item state (so take ``%wi-info, %wg-info``)?

    The work-item getters and setters do; so do the DMA copies, which only the
    work-item with local linear id 0 performs.
    """
    if not name.startswith(PREFIX):
        return False
    base = name[len(PREFIX):]
    return base in WORK_ITEM_BUILTINS or (base in DMA_BUILTINS and base != "dma_wait")
