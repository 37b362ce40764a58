"""Work-groups merged along x: several consecutive groups of a row run as one wider group.

A kernel without barriers, local memory or sub-groups that never asks where a
work-item sits in its group along x (its local id, group id or local size in
x, or a linear id) cannot tell a row of consecutive work-groups from one group
as wide as the row: its global ids are the same, as ``get_global_id(0)`` is
``group_id * enqueued_local_size + local_id + offset``.  For such a kernel
``work-item-loops`` marks the wrapper with :data:`MERGE_X_ATTRIBUTE`, and
``add-work-group-driver`` runs each row of its range of groups as one call:
the group id of the row's first group, a local size in x spanning the row
(the last group partial in a non-uniform NDRange).

That turns a launch of small two-dimensional groups (16 x 16) from 16 rows of
one vector per group into 16 rows as wide as the range: a stencil then streams
each row once instead of 18 interleaved streams of one line per group.
"""

from __future__ import annotations

from ncpu_opt.analysis.callgraph import reachable_functions
from ncpu_opt.ir.instructions import CallBase
from ncpu_opt.ir.module import Function, GlobalVariable
from ncpu_opt.ir.types import PointerType
from ncpu_opt.ir.values import ConstantExpr, ConstantInt, Value
from ncpu_opt.mux import builtins as mux

#: The wrapper's function attribute (a string attribute, no value).
MERGE_X_ATTRIBUTE = "ncpu-merge-x-groups"
LOCAL_ADDRESS_SPACE = 3

#: Work-item queries that do not depend on how work-items are grouped along x.
_ANY_DIMENSION = frozenset(
    mux.builtin_name(n)
    for n in ("get_global_id", "get_global_size", "get_global_offset", "get_num_groups", "get_enqueued_local_size")
)
_OTHER_DIMENSIONS = frozenset(mux.builtin_name(n) for n in ("get_local_id", "get_group_id", "get_local_size"))
_NO_DIMENSION = frozenset((mux.builtin_name("get_work_dim"),))


def _harmless_call(call: CallBase) -> bool:
    callee = call.called_function
    if callee is None:
        return False  # an indirect call may reach anything
    name = callee.name
    if not name.startswith(mux.PREFIX):
        return True
    if name in _ANY_DIMENSION or name in _NO_DIMENSION:
        return True
    if name in _OTHER_DIMENSIONS:
        dim = call.arg(0) if call.num_args else None
        return isinstance(dim, ConstantInt) and dim.value != 0
    return False


def _refers_to_local_variable(value: Value, seen: set[int]) -> bool:
    """A ``__local`` variable, or a constant expression built on one."""
    if isinstance(value, GlobalVariable):
        return value.addrspace == LOCAL_ADDRESS_SPACE
    if not isinstance(value, ConstantExpr) or id(value) in seen:
        return False
    seen.add(id(value))
    return any(_refers_to_local_variable(op, seen) for op in value.operands)


def _uses_local_memory(fn: Function) -> bool:
    if any(isinstance(a.type, PointerType) and a.type.addrspace == LOCAL_ADDRESS_SPACE for a in fn.args):
        return True
    seen: set[int] = set()
    for inst in fn.instructions():
        if isinstance(inst.type, PointerType) and inst.type.addrspace == LOCAL_ADDRESS_SPACE:
            return True
        if any(_refers_to_local_variable(op, seen) for op in inst.operands):
            return True
    return False


def ignores_x_grouping(kernels: list[Function]) -> bool:
    """Whether ``kernels`` (and what they call) run the same when consecutive groups of a row
    are one wider group (see the module docstring)."""
    # A clone and its scalar kernel call the same helpers: each function once.
    functions = {fn: None for kernel in kernels for fn in reachable_functions(kernel) if not fn.is_declaration}
    for fn in functions:
        if _uses_local_memory(fn):
            return False
        if any(isinstance(inst, CallBase) and not _harmless_call(inst) for inst in fn.instructions()):
            return False
    return True


__all__ = ["MERGE_X_ATTRIBUTE", "ignores_x_grouping"]
