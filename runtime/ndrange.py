"""NDRanges: checking sizes, choosing local sizes, filling ``%MuxWorkGroupInfo``.

The driver (``add-work-group-driver``) copies the template filled here and
sets ``group_id`` and the current group's ``local_size`` per group, so
everything else is the NDRange's: ``num_groups`` (rounded up: the last group
of a dimension may be smaller, OpenCL 2.0 non-uniform work-groups),
``global_offset``, ``work_dim``, ``enqueued_local_size`` and ``global_size``.
"""

from __future__ import annotations

import ctypes
import operator
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from ncpu_opt.runtime.errors import NDRangeError
from ncpu_opt.runtime.worker_pool import Job, grain

#: The largest work-group the runtime accepts (CL_DEVICE_MAX_WORK_GROUP_SIZE).
MAX_WORK_GROUP_SIZE = 4096
#: Work-items per group the runtime aims for when it chooses the local size.
PREFERRED_WORK_GROUP_SIZE = 256
#: The largest ``size_t`` of the kernels (the host's: 64-bit); every id, size,
#: offset + size and count of work-items or groups must fit in it, or the
#: driver's arithmetic wraps (launches hang, write the wrong elements or crash).
SIZE_MAX = (1 << (8 * ctypes.sizeof(ctypes.c_size_t))) - 1

Triple = ctypes.c_size_t * 3


class WorkGroupInfo(ctypes.Structure):
    """``%MuxWorkGroupInfo`` (ncpu_opt.mux.scheduling), as C lays it out."""

    _fields_ = [
        ("group_id", Triple),
        ("num_groups", Triple),
        ("global_offset", Triple),
        ("local_size", Triple),
        ("work_dim", ctypes.c_uint32),
        ("enqueued_local_size", Triple),
        ("global_size", Triple),
    ]


@dataclass(frozen=True)
class NDRange:
    """A checked launch: every field padded to three dimensions."""

    work_dim: int
    global_size: tuple[int, int, int]
    local_size: tuple[int, int, int]
    global_offset: tuple[int, int, int]

    @property
    def num_groups(self) -> tuple[int, int, int]:
        g, ls = self.global_size, self.local_size
        return ((g[0] + ls[0] - 1) // ls[0], (g[1] + ls[1] - 1) // ls[1], (g[2] + ls[2] - 1) // ls[2])

    @property
    def total_groups(self) -> int:
        n = self.num_groups
        return n[0] * n[1] * n[2]

    def template(self) -> WorkGroupInfo:
        info = WorkGroupInfo()
        info.num_groups[:] = list(self.num_groups)
        info.global_offset[:] = list(self.global_offset)
        info.local_size[:] = list(self.local_size)
        info.work_dim = self.work_dim
        info.enqueued_local_size[:] = list(self.local_size)
        info.global_size[:] = list(self.global_size)
        return info


def _sizes(what: str, value: object, dims: int | None, minimum: int) -> tuple[int, ...]:
    """*value* (an integer, or a sequence or 1-d array of 1 to 3) as a tuple of ints in ``[minimum, SIZE_MAX]``."""
    if isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_)):
        value = (value,)
    elif isinstance(value, np.ndarray) and value.ndim == 1:
        value = tuple(value)
    if not isinstance(value, Sequence) or isinstance(value, (str, bytes)):
        raise NDRangeError(f"{what} must be a tuple of 1 to 3 integers, not {value!r}")
    items = tuple(value)
    if not 1 <= len(items) <= 3:
        raise NDRangeError(f"{what} has {len(items)} dimensions; kernels run in 1, 2 or 3")
    if dims is not None and len(items) != dims:
        raise NDRangeError(f"{what} has {len(items)} dimensions but global_size has {dims}")
    out = []
    for d, item in enumerate(items):
        if isinstance(item, (bool, np.bool_)):
            raise NDRangeError(f"{what}[{d}] must be an integer, not {item!r}")
        try:
            n = operator.index(item)  # type: ignore[arg-type]
        except TypeError:
            raise NDRangeError(f"{what}[{d}] must be an integer, not {item!r}") from None
        if n < minimum:
            raise NDRangeError(f"{what}[{d}] is {n}; it must be at least {minimum}")
        if n > SIZE_MAX:
            raise NDRangeError(f"{what}[{d}] is {n}; it does not fit in size_t (at most {SIZE_MAX})")
        out.append(n)
    return tuple(out)


def _check_fits_size_t(gsize: tuple[int, ...], offset: tuple[int, ...]) -> None:
    """Every global id and the count of work-items fit in ``size_t`` (OpenCL's CL_INVALID_GLOBAL_OFFSET /
    CL_INVALID_GLOBAL_WORK_SIZE): the driver computes them in ``size_t`` and would wrap."""
    for d, (g, o) in enumerate(zip(gsize, offset, strict=True)):
        if o + g > SIZE_MAX:
            raise NDRangeError(
                f"global_offset[{d}] + global_size[{d}] is {o} + {g} = {o + g}; it does not fit in size_t "
                f"(at most {SIZE_MAX}), so the last work-items' global ids would wrap"
            )
    total = 1
    for d, g in enumerate(gsize):
        total *= g
        if total > SIZE_MAX:
            shown = " * ".join(str(n) for n in gsize[: d + 1])
            raise NDRangeError(
                f"global_size {tuple(gsize)} has too many work-items: up to dimension {d} there are "
                f"{shown} = {total}, which does not fit in size_t (at most {SIZE_MAX})"
            )


def _pad(sizes: tuple[int, ...], fill: int) -> tuple[int, int, int]:
    padded = (*sizes, fill, fill)[:3]
    return padded[0], padded[1], padded[2]


def choose_local_size(global_size: tuple[int, ...]) -> tuple[int, ...]:
    """A local size for a launch that did not give one: uniform groups when a good divisor exists."""
    dims = len(global_size)
    budgets = {1: (PREFERRED_WORK_GROUP_SIZE,), 2: (16, 16), 3: (16, 4, 4)}[dims]
    chosen = []
    for g, budget in zip(global_size, budgets, strict=True):
        if g <= budget:
            chosen.append(g)
            continue
        divisor = max(d for d in range(1, budget + 1) if g % d == 0)
        # A small divisor means many tiny groups; a partial last group is cheaper.
        chosen.append(divisor if divisor * 4 >= budget else budget)
    return tuple(chosen)


def make_ndrange(
    global_size: object,
    local_size: object = None,
    global_offset: object = None,
    reqd_work_group_size: tuple[int, int, int] | None = None,
) -> NDRange:
    """Check a launch's sizes (raising :class:`NDRangeError`) and pad them to 3D."""
    gsize = _sizes("global_size", global_size, None, 1)
    dims = len(gsize)
    if local_size is None:
        lsize = tuple(reqd_work_group_size[:dims]) if reqd_work_group_size else choose_local_size(gsize)
    else:
        lsize = _sizes("local_size", local_size, dims, 1)
    offset = (0,) * dims if global_offset is None else _sizes("global_offset", global_offset, dims, 0)
    _check_fits_size_t(gsize, offset)
    total = 1
    for n in lsize:
        total *= n
    if total > MAX_WORK_GROUP_SIZE:
        raise NDRangeError(f"local_size {lsize} has {total} work-items; the limit is {MAX_WORK_GROUP_SIZE}")
    if reqd_work_group_size is not None and _pad(lsize, 1) != reqd_work_group_size:
        raise NDRangeError(
            f"local_size {lsize} differs from the kernel's reqd_work_group_size {reqd_work_group_size[:dims]}"
        )
    return NDRange(dims, _pad(gsize, 1), _pad(lsize, 1), _pad(offset, 0))


class LaunchPlan:
    """What launches of one kernel with the same sizes share: checked once, then reused.

    ``job`` is the worker pool's ``%Job`` (driver, wg-info template, work-groups,
    chunk size) and ``job_address`` what a launch passes.  ``code``, if given, is
    what keeps the driver's machine code in memory: a launch holding the plan
    can still run it after its program let go of it.
    """

    __slots__ = ("code", "job", "job_address", "ndrange", "template")

    def __init__(
        self,
        ndrange: NDRange,
        driver: int,
        threads: int,
        merged_rows: bool = False,
        code: object = None,
    ) -> None:
        self.code = code
        self.ndrange = ndrange
        self.template = ndrange.template()
        total = ndrange.total_groups
        row_groups = ndrange.num_groups[0] if merged_rows else 1
        self.job = Job(driver, ctypes.addressof(self.template), total, grain(total, threads, row_groups))
        self.job_address = ctypes.addressof(self.job)


def _exact_sizes(sizes: object) -> bool:
    """Whether *sizes* is None, an int or a tuple of ints (so equal keys mean equal launches)."""
    kind = type(sizes)
    if kind is tuple:
        for n in sizes:  # type: ignore[attr-defined]
            if type(n) is not int:
                return False
        return True
    return sizes is None or kind is int


def plan_key(kernel: str, global_size: object, local_size: object, global_offset: object) -> tuple[object, ...] | None:
    """The key of a launch's plan, or None when its sizes are not plain ints (then it is checked anew).

    Only exact ints make keys: ``5.0 == 5`` and ``True == 1`` would otherwise let a
    reused plan accept sizes that checking would refuse.
    """
    if _exact_sizes(global_size) and _exact_sizes(local_size) and _exact_sizes(global_offset):
        return (kernel, global_size, local_size, global_offset)
    return None
