"""The scheduling ABI: ``%MuxWorkItemInfo`` and ``%MuxWorkGroupInfo`` (OCK's layout).

After ``add-sched-params`` every function that needs the work-item or
work-group state takes two trailing pointers to these structs; the
``define-mux-builtins`` definitions read and write their fields, the kernel
wrapper allocates the work-item info and the runtime's work-group driver
fills the work-group info.

    %MuxWorkItemInfo  = { [3 x size_t] local_id, i32 sub_group_id, i32 num_sub_groups,
                          i32 max_sub_group_size }
    %MuxWorkGroupInfo = { [3 x size_t] group_id, [3 x size_t] num_groups,
                          [3 x size_t] global_offset, [3 x size_t] local_size, i32 work_dim,
                          [3 x size_t] enqueued_local_size, [3 x size_t] global_size }

The first five work-group fields are OCK's; the last two are ncpu-opt's
extension for non-uniform NDRanges (OpenCL 2.0), where the last group of a
dimension is smaller than the enqueued size: ``local_size`` is the size of
the current group, ``enqueued_local_size`` the requested one, and
``global_size`` the NDRange's.  size_t is the datalayout's pointer size.
"""

from __future__ import annotations

from enum import IntEnum

from ncpu_opt.ir.module import Module, size_t_type
from ncpu_opt.ir.types import I32, ArrayType, StructType

WORK_ITEM_INFO = "MuxWorkItemInfo"
WORK_GROUP_INFO = "MuxWorkGroupInfo"
#: The names ``!mux-scheduling-params`` lists, in parameter order.
SCHEDULING_PARAMS = (WORK_ITEM_INFO, WORK_GROUP_INFO)
#: Parameter names of the two trailing pointers.
WI_INFO_ARG = "wi-info"
WG_INFO_ARG = "wg-info"


class WorkItemField(IntEnum):
    LOCAL_ID = 0
    SUB_GROUP_ID = 1
    NUM_SUB_GROUPS = 2
    MAX_SUB_GROUP_SIZE = 3


class WorkGroupField(IntEnum):
    GROUP_ID = 0
    NUM_GROUPS = 1
    GLOBAL_OFFSET = 2
    LOCAL_SIZE = 3
    WORK_DIM = 4
    ENQUEUED_LOCAL_SIZE = 5
    GLOBAL_SIZE = 6


#: The fields of ``%MuxWorkGroupInfo`` that OCK's struct has (the rest are ncpu-opt's).
OCK_WORK_GROUP_FIELDS = WorkGroupField.ENQUEUED_LOCAL_SIZE


def _named_struct(module: Module, name: str, elements: list) -> StructType:  # type: ignore[type-arg]
    existing = module.struct_types.get(name)
    if existing is not None:
        if existing.elements is not None and existing.elements != elements:
            raise ValueError(f"%{name} already exists with another layout")
        if existing.elements is None:
            existing.set_body(elements)
        return existing
    struct = StructType(elements, name=name)
    module.struct_types[name] = struct
    return struct


def work_item_info_type(module: Module) -> StructType:
    """``%MuxWorkItemInfo`` in ``module`` (created on first use)."""
    ids = ArrayType(3, size_t_type(module))
    return _named_struct(module, WORK_ITEM_INFO, [ids, I32, I32, I32])


def work_group_info_type(module: Module) -> StructType:
    """``%MuxWorkGroupInfo`` in ``module`` (created on first use)."""
    triple = ArrayType(3, size_t_type(module))
    return _named_struct(module, WORK_GROUP_INFO, [triple, triple, triple, triple, I32, triple, triple])


def ock_work_group_info_type(module: Module) -> StructType:
    """OCK's ``%MuxWorkGroupInfo`` layout: ours without the non-uniform extension (a literal struct)."""
    elements = work_group_info_type(module).elements
    assert elements is not None
    return StructType(elements[:OCK_WORK_GROUP_FIELDS])
