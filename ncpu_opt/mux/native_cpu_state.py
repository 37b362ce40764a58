"""The SYCL native_cpu work-item state, ``%nativecpu_state``, and which mux builtin reads what.

The SYCL native_cpu runtime (the unified-runtime adapter) calls each kernel
through a subhandler with a pointer to this struct, laid out as its C++
``native_cpu::state``::

    struct nativecpu_state {
      size_t global_id[3], global_range[3], work_group_size[3], work_group_id[3],
             local_id[3], num_groups[3], global_offset[3];
      uint32_t num_sub_groups, sub_group_id, sub_group_local_id, sub_group_size;
    };

Code compiled by ``prepare-sycl-native-cpu`` reads the work-item builtins
(``__mux_get_global_id`` ...) from it, so the field order here *is* the ABI
(see ``docs/design/native-cpu-abi.md``).  ``size_t`` is 64-bit: the runtime runs on
64-bit hosts and its inputs are ``spir64`` modules.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ncpu_opt.errors import NcpuError, NotSupportedError
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.module import Module
from ncpu_opt.ir.types import I32, I64, ArrayType, IntType, StructType, Type

#: The identified struct type the pass adds to modules.
STATE_TYPE_NAME = "nativecpu_state"
#: Bytes of ``size_t`` in the state (the runtime's, on a 64-bit host).
SIZE_T_BYTES = 8
#: Number of dimensions of every 3-element array in the state.
DIMS = 3


class Field(Enum):
    """The state's fields; the value is the field index in ``%nativecpu_state``."""

    GLOBAL_ID = 0
    GLOBAL_RANGE = 1
    WORK_GROUP_SIZE = 2
    WORK_GROUP_ID = 3
    LOCAL_ID = 4
    NUM_GROUPS = 5
    GLOBAL_OFFSET = 6
    NUM_SUB_GROUPS = 7
    SUB_GROUP_ID = 8
    SUB_GROUP_LOCAL_ID = 9
    SUB_GROUP_SIZE = 10

    @property
    def index(self) -> int:
        return self.value

    @property
    def is_array(self) -> bool:
        """The first seven fields are ``size_t[3]``; the rest single ``uint32_t``."""
        return self.value < Field.NUM_SUB_GROUPS.value

    @property
    def c_name(self) -> str:
        return self.name.lower()


def state_field_types() -> list[Type]:
    """The element types of ``%nativecpu_state``, in field order."""
    size_t = IntType(SIZE_T_BYTES * 8)
    return [ArrayType(DIMS, size_t) if f.is_array else I32 for f in Field]


def check_size_t(dl: DataLayout) -> None:
    """The state's ``size_t`` must be the module's: refuse modules with other pointer sizes."""
    bytes_ = dl.pointer_size(0)
    if bytes_ != SIZE_T_BYTES:
        raise NotSupportedError(
            f"the native_cpu state holds 64-bit size_t, but this module's pointers are "
            f"{bytes_ * 8}-bit (compile the kernels for spir64)"
        )


def get_or_add_state_type(module: Module) -> StructType:
    """``%nativecpu_state`` in ``module``: the existing definition if it matches, else a new one."""
    elements = state_field_types()
    existing = module.struct_types.get(STATE_TYPE_NAME)
    if existing is not None:
        if existing.elements != elements or existing.packed:
            raise NcpuError(
                f"the module already defines %{STATE_TYPE_NAME} as {existing.body_str()}, "
                f"not the native_cpu state {StructType(elements).body_str()}"
            )
        return existing
    state = StructType(elements, name=STATE_TYPE_NAME)
    module.struct_types[STATE_TYPE_NAME] = state
    return state


@dataclass(frozen=True)
class StateLayout:
    """Where each field lives, from the module's datalayout (for docs, tests and alignment)."""

    struct: StructType
    size: int
    align: int
    offsets: tuple[int, ...]

    @classmethod
    def of(cls, struct: StructType, dl: DataLayout) -> StateLayout:
        layout = dl.struct_layout(struct)
        return cls(struct, layout.size, layout.align, layout.offsets)

    def offset(self, field: Field, dim: int = 0) -> int:
        """Byte offset of ``field`` (element ``dim`` of the arrays)."""
        return self.offsets[field.index] + (dim * SIZE_T_BYTES if field.is_array else 0)

    def align_of(self, field: Field, dim: int = 0) -> int:
        """The alignment a load of the element at ``offset(field, dim)`` may claim."""
        offset = self.offset(field, dim)
        align = self.align
        while offset % align:
            align //= 2
        return align


# -- builtins ------------------------------------------------------------------------------


class Read(Enum):
    """How a builtin's value comes out of the state."""

    FIELD = "field"  # a field (an element of it, for the arrays)
    WORK_DIM = "work-dim"  # the constant 3: the state records no work dimension
    GLOBAL_LINEAR_ID = "global-linear-id"
    LOCAL_LINEAR_ID = "local-linear-id"


@dataclass(frozen=True)
class StateBuiltin:
    """A mux work-item builtin answered from the state.

    ``out_of_range`` is what a dimension >= 3 gives (0 for ids and offsets,
    1 for sizes, as OpenCL and SYCL require); ``helper`` is the name of the
    generated function used when the answer needs computing (a non-constant
    dimension or a linear id).
    """

    name: str
    read: Read
    field: Field | None = None
    out_of_range: int = 0

    @property
    def takes_dim(self) -> bool:
        return self.field is not None and self.field.is_array

    @property
    def returns_size_t(self) -> bool:
        return self.read in (Read.GLOBAL_LINEAR_ID, Read.LOCAL_LINEAR_ID) or self.takes_dim

    @property
    def return_type(self) -> Type:
        return I64 if self.returns_size_t else I32

    @property
    def helper(self) -> str:
        return "__ncpu_" + self.name.removeprefix("__mux_")


def _array(name: str, field: Field, out_of_range: int) -> StateBuiltin:
    return StateBuiltin(name, Read.FIELD, field, out_of_range)


def _u32(name: str, field: Field) -> StateBuiltin:
    return StateBuiltin(name, Read.FIELD, field)


#: Every builtin ``prepare-sycl-native-cpu`` replaces, by name.  Barriers and
#: group collectives are absent: they need work-item loops.
STATE_BUILTINS: dict[str, StateBuiltin] = {
    b.name: b
    for b in (
        _array("__mux_get_global_id", Field.GLOBAL_ID, 0),
        _array("__mux_get_global_size", Field.GLOBAL_RANGE, 1),
        _array("__mux_get_global_offset", Field.GLOBAL_OFFSET, 0),
        _array("__mux_get_local_id", Field.LOCAL_ID, 0),
        _array("__mux_get_local_size", Field.WORK_GROUP_SIZE, 1),
        _array("__mux_get_enqueued_local_size", Field.WORK_GROUP_SIZE, 1),
        _array("__mux_get_group_id", Field.WORK_GROUP_ID, 0),
        _array("__mux_get_num_groups", Field.NUM_GROUPS, 1),
        _u32("__mux_get_num_sub_groups", Field.NUM_SUB_GROUPS),
        _u32("__mux_get_sub_group_id", Field.SUB_GROUP_ID),
        _u32("__mux_get_sub_group_local_id", Field.SUB_GROUP_LOCAL_ID),
        _u32("__mux_get_sub_group_size", Field.SUB_GROUP_SIZE),
        # The runtime runs sub-groups of one size, so the maximum is the size.
        _u32("__mux_get_max_sub_group_size", Field.SUB_GROUP_SIZE),
        StateBuiltin("__mux_get_work_dim", Read.WORK_DIM),
        StateBuiltin("__mux_get_global_linear_id", Read.GLOBAL_LINEAR_ID),
        StateBuiltin("__mux_get_local_linear_id", Read.LOCAL_LINEAR_ID),
    )
}
