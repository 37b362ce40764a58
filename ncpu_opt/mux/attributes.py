"""Function and call-site attributes of the pipeline (spec: "Function Attributes").

- ``"mux-kernel"`` / ``"mux-kernel"="entry-point"``: a kernel under compilation / an entry point
- ``"mux-orig-fn"="name"``: the function a kernel was derived from
- ``"mux-base-fn-name"="name"``: the base for names of derived functions
- ``"mux-local-mem-usage"="N"``, ``"mux-work-item-order"="xyz"``, ``"mux-no-subgroups"``
- call sites: ``"mux-barrier-schedule"="unordered|once|scalar-tail|linear"``
"""

from __future__ import annotations

from enum import Enum

from ncpu_opt.errors import NcpuError
from ncpu_opt.ir.functions import internalize
from ncpu_opt.ir.instructions import CallBase
from ncpu_opt.ir.module import Function

MUX_KERNEL = "mux-kernel"
ENTRY_POINT = "entry-point"
ORIG_FN = "mux-orig-fn"
BASE_FN_NAME = "mux-base-fn-name"
LOCAL_MEM_USAGE = "mux-local-mem-usage"
WORK_ITEM_ORDER = "mux-work-item-order"
NO_SUBGROUPS = "mux-no-subgroups"
BARRIER_SCHEDULE = "mux-barrier-schedule"

DEFAULT_WORK_ITEM_ORDER = "xyz"
WORK_ITEM_ORDERS = ("xyz", "xzy", "yxz", "yzx", "zxy", "zyx")


class BarrierSchedule(Enum):
    """How work-items are ordered after a barrier (OCK's ``BarrierSchedule``)."""

    UNORDERED = "unordered"
    ONCE = "once"
    SCALAR_TAIL = "scalar-tail"
    LINEAR = "linear"


# -- kernels -----------------------------------------------------------------------


def is_kernel(fn: Function) -> bool:
    return fn.attributes.has_string(MUX_KERNEL)


def is_kernel_entry_point(fn: Function) -> bool:
    return fn.attributes.get_string(MUX_KERNEL) == ENTRY_POINT


def set_is_kernel(fn: Function) -> None:
    fn.attributes.set_string(MUX_KERNEL)


def set_is_kernel_entry_point(fn: Function) -> None:
    fn.attributes.set_string(MUX_KERNEL, ENTRY_POINT)


def drop_is_kernel(fn: Function) -> None:
    fn.attributes.remove_string(MUX_KERNEL)


def take_is_kernel(to: Function, from_: Function) -> None:
    """Move ``"mux-kernel"`` from ``from_`` to ``to`` (overwriting ``to``'s)."""
    value = from_.attributes.get_string(MUX_KERNEL)
    if value is None:
        return
    to.attributes.set_string(MUX_KERNEL, value or None)
    drop_is_kernel(from_)


def demote_entry_point(fn: Function, *, always_inline: bool = False) -> None:
    """The old entry point of a kernel that a new one replaces: no kernel, internal, callable.

    Drops ``"mux-kernel"`` (it has usually moved to the new entry point:
    :func:`take_is_kernel`), then see :func:`ncpu_opt.ir.functions.internalize`.
    ``always_inline``: the new entry point calls it once, so it is inlined
    there, unless ``noinline`` says otherwise.
    """
    drop_is_kernel(fn)
    internalize(fn)
    if always_inline and not fn.attributes.has("noinline"):
        fn.attributes.add("alwaysinline")


def kernels(functions: list[Function], entry_points_only: bool = False) -> list[Function]:
    test = is_kernel_entry_point if entry_points_only else is_kernel
    return [fn for fn in functions if test(fn)]


# -- names -------------------------------------------------------------------------


def get_orig_fn_name(fn: Function) -> str | None:
    return fn.attributes.get_string(ORIG_FN) or None


def set_orig_fn_name(fn: Function, name: str) -> None:
    fn.attributes.set_string(ORIG_FN, name)


def get_base_fn_name(fn: Function) -> str | None:
    return fn.attributes.get_string(BASE_FN_NAME) or None


def set_base_fn_name(fn: Function, name: str) -> None:
    fn.attributes.set_string(BASE_FN_NAME, name)


def get_or_set_base_fn_name(new: Function, old: Function) -> str:
    """The base name of ``old`` (its name if it has none), recorded on ``new``."""
    base = get_base_fn_name(old) or old.name
    set_base_fn_name(new, base)
    return base


def derived_fn_name(fn: Function, suffix: str) -> str:
    """``<base><suffix>``: derived names never stack suffixes (``foo.a.b``)."""
    return (get_base_fn_name(fn) or fn.name) + suffix


# -- scheduling properties ---------------------------------------------------------------


def get_local_mem_usage(fn: Function) -> int | None:
    value = fn.attributes.get_string(LOCAL_MEM_USAGE)
    if value is None:
        return None
    if not value.isdigit():
        raise NcpuError(f"@{fn.name}: \"{LOCAL_MEM_USAGE}\" must be a non-negative integer, not '{value}'")
    return int(value)


def set_local_mem_usage(fn: Function, nbytes: int) -> None:
    if nbytes < 0:
        raise ValueError("local memory usage cannot be negative")
    fn.attributes.set_string(LOCAL_MEM_USAGE, str(nbytes))


def get_work_item_order(fn: Function) -> str:
    """The loop order, innermost dimension first (``xyz`` when absent)."""
    value = fn.attributes.get_string(WORK_ITEM_ORDER)
    if value is None:
        return DEFAULT_WORK_ITEM_ORDER
    if value not in WORK_ITEM_ORDERS:
        raise NcpuError(f"@{fn.name}: invalid \"{WORK_ITEM_ORDER}\" '{value}' (expected a permutation of xyz)")
    return value


def set_work_item_order(fn: Function, order: str) -> None:
    if order not in WORK_ITEM_ORDERS:
        raise NcpuError(f"invalid work-item order '{order}' (expected a permutation of xyz)")
    fn.attributes.set_string(WORK_ITEM_ORDER, order)


def has_no_subgroups(fn: Function) -> bool:
    return fn.attributes.has_string(NO_SUBGROUPS)


def set_has_no_subgroups(fn: Function) -> None:
    fn.attributes.set_string(NO_SUBGROUPS)


def get_barrier_schedule(call: CallBase) -> BarrierSchedule:
    value = call.fn_attributes.get_string(BARRIER_SCHEDULE)
    if value is None:
        return BarrierSchedule.UNORDERED
    try:
        return BarrierSchedule(value)
    except ValueError:
        raise NcpuError(f"invalid \"{BARRIER_SCHEDULE}\" '{value}'") from None


def set_barrier_schedule(call: CallBase, schedule: BarrierSchedule) -> None:
    call.fn_attributes.set_string(BARRIER_SCHEDULE, schedule.value)
