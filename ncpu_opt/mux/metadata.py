"""Kernel metadata of the pipeline (spec: "Metadata"), in OCK's encodings.

- ``!reqd_work_group_size !{i32 X, i32 Y, i32 Z}`` and ``!max_work_dim !{i32 N}``
- ``!intel_reqd_sub_group_size !{i32 N}``
- vectorisation links, with ``<info> = !{i32 VF, i32 scalable, i32 dim, i32 vp}``:
  ``!codeplay_ca_vecz.base !{<info>, ptr @vec}`` (on the scalar kernel, one per clone),
  ``!codeplay_ca_vecz.derived !{<info>, ptr @orig}`` (on the clone),
  ``!codeplay_ca_vecz.base.fail <info>``
- ``!codeplay_ca_wrapper`` (the work-item loop structure of a wrapper)
- ``!mux_scheduled_fn !{i32 wi-index, i32 wg-index}`` (-1: absent) and the module's
  named ``!mux-scheduling-params !{!"name", ...}``
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ncpu_opt.errors import NcpuError
from ncpu_opt.ir.metadata import MDNode, MDString, Metadata, ValueAsMetadata
from ncpu_opt.ir.module import Function, Module
from ncpu_opt.ir.types import I32
from ncpu_opt.ir.values import ConstantInt, const_int

REQD_WORK_GROUP_SIZE = "reqd_work_group_size"
MAX_WORK_DIM = "max_work_dim"
REQD_SUB_GROUP_SIZE = "intel_reqd_sub_group_size"
VECZ_BASE = "codeplay_ca_vecz.base"
VECZ_DERIVED = "codeplay_ca_vecz.derived"
VECZ_BASE_FAIL = "codeplay_ca_vecz.base.fail"
WRAPPER = "codeplay_ca_wrapper"
#: On a vectorised clone's range-guard condition: ``!{i1 P}``, its value for
#: in-range work-items (run-vecz tags it, work-item-loops folds it).
RANGE_GUARD = "ncpu.range_guard"
SCHEDULED_FN = "mux_scheduled_fn"
SCHEDULING_PARAMS = "mux-scheduling-params"
OPENCL_KERNELS = "opencl.kernels"


def i32_node(values: Sequence[int]) -> MDNode:
    """``!{i32 a, i32 b, ...}``."""
    return MDNode([ValueAsMetadata(const_int(I32, v)) for v in values])


def node_ints(md: Metadata | None, what: str) -> list[int]:
    """The integer operands of ``!{iN a, iN b, ...}``; anything else is an error naming ``what``."""
    if not isinstance(md, MDNode):
        raise NcpuError(f"malformed {what}: expected a metadata tuple of integers")
    values = []
    for op in md.operands:
        if not (isinstance(op, ValueAsMetadata) and isinstance(op.value, ConstantInt)):
            raise NcpuError(f"malformed {what}: expected integer operands")
        values.append(op.value.value)
    return values


# -- work-group and sub-group sizes ---------------------------------------------------------


def get_reqd_work_group_size(fn: Function, allow_zero: bool = False) -> tuple[int, int, int] | None:
    """The required local size, missing dimensions read as 1 (1 to 3 operands accepted).

    ``allow_zero``: a size of 0 is read too (a kernel no launch can run,
    which work-item-loops still wraps, as OCK does)."""
    md = fn.metadata.get(REQD_WORK_GROUP_SIZE)
    if md is None:
        return None
    sizes = node_ints(md, f"!{REQD_WORK_GROUP_SIZE} on @{fn.name}")
    if not 1 <= len(sizes) <= 3 or any(s < 0 or (s == 0 and not allow_zero) for s in sizes):
        raise NcpuError(f"malformed !{REQD_WORK_GROUP_SIZE} on @{fn.name}: expected 1 to 3 positive sizes")
    padded = [*sizes, 1, 1][:3]
    return padded[0], padded[1], padded[2]


def set_reqd_work_group_size(fn: Function, sizes: Sequence[int]) -> None:
    if len(sizes) != 3 or any(s <= 0 for s in sizes):
        raise NcpuError(f"a required work-group size has three positive dimensions, not {list(sizes)}")
    fn.metadata[REQD_WORK_GROUP_SIZE] = i32_node(sizes)


def get_max_work_dim(fn: Function) -> int:
    """The largest dimension count the kernel uses (3 when absent)."""
    md = fn.metadata.get(MAX_WORK_DIM)
    if md is None:
        return 3
    values = node_ints(md, f"!{MAX_WORK_DIM} on @{fn.name}")
    if len(values) != 1 or not 1 <= values[0] <= 3:
        raise NcpuError(f"malformed !{MAX_WORK_DIM} on @{fn.name}: expected one value from 1 to 3")
    return values[0]


def set_max_work_dim(fn: Function, dims: int) -> None:
    fn.metadata[MAX_WORK_DIM] = i32_node([dims])


def get_reqd_sub_group_size(fn: Function) -> int | None:
    md = fn.metadata.get(REQD_SUB_GROUP_SIZE)
    if md is None:
        return None
    values = node_ints(md, f"!{REQD_SUB_GROUP_SIZE} on @{fn.name}")
    if len(values) != 1 or values[0] <= 0:
        raise NcpuError(f"malformed !{REQD_SUB_GROUP_SIZE} on @{fn.name}: expected one positive size")
    return values[0]


def set_reqd_sub_group_size(fn: Function, size: int) -> None:
    fn.metadata[REQD_SUB_GROUP_SIZE] = i32_node([size])


# -- vectorisation links ----------------------------------------------------------------------


@dataclass(frozen=True)
class VectorizationInfo:
    """How a kernel was (or was to be) vectorised: width, scalability, dimension, predication."""

    width: int
    scalable: bool = False
    dim: int = 0
    vector_predicated: bool = False

    def to_node(self) -> MDNode:
        return i32_node([self.width, int(self.scalable), self.dim, int(self.vector_predicated)])

    @classmethod
    def from_node(cls, md: Metadata | None, what: str) -> VectorizationInfo:
        values = node_ints(md, what)
        if len(values) != 4:
            raise NcpuError(f"malformed {what}: expected !{{i32 VF, i32 scalable, i32 dim, i32 vp}}")
        return cls(values[0], bool(values[1]), values[2], bool(values[3]))


def _link(info: VectorizationInfo, fn: Function) -> MDNode:
    return MDNode([info.to_node(), ValueAsMetadata(fn)])


def _unlink(md: Metadata, what: str) -> tuple[VectorizationInfo, Function]:
    if not isinstance(md, MDNode) or len(md.operands) != 2:
        raise NcpuError(f"malformed {what}: expected !{{<info>, ptr @fn}}")
    target = md.operands[1]
    if not (isinstance(target, ValueAsMetadata) and isinstance(target.value, Function)):
        raise NcpuError(f"malformed {what}: its second operand is not a function")
    return VectorizationInfo.from_node(md.operands[0], what), target.value


def add_vecz_base_link(scalar: Function, info: VectorizationInfo, vectorized: Function) -> None:
    """Record on ``scalar`` that ``vectorized`` is its vectorisation with ``info``."""
    scalar.metadata.add(VECZ_BASE, _link(info, vectorized))


def get_vecz_base_links(scalar: Function) -> list[tuple[VectorizationInfo, Function]]:
    return [_unlink(md, f"!{VECZ_BASE} on @{scalar.name}") for md in scalar.metadata.get_all(VECZ_BASE)]


def set_vecz_derived_link(vectorized: Function, info: VectorizationInfo, scalar: Function) -> None:
    vectorized.metadata[VECZ_DERIVED] = _link(info, scalar)


def get_vecz_derived_link(vectorized: Function) -> tuple[VectorizationInfo, Function] | None:
    md = vectorized.metadata.get(VECZ_DERIVED)
    return None if md is None else _unlink(md, f"!{VECZ_DERIVED} on @{vectorized.name}")


def add_vecz_fail(scalar: Function, info: VectorizationInfo) -> None:
    scalar.metadata.add(VECZ_BASE_FAIL, info.to_node())


def get_vecz_fails(scalar: Function) -> list[VectorizationInfo]:
    return [VectorizationInfo.from_node(md, f"!{VECZ_BASE_FAIL}") for md in scalar.metadata.get_all(VECZ_BASE_FAIL)]


# -- scheduling parameters ------------------------------------------------------------------


def set_scheduled_fn(fn: Function, wi_index: int | None, wg_index: int | None) -> None:
    """``!mux_scheduled_fn !{i32 wi, i32 wg}``; an absent parameter is -1."""
    fn.metadata[SCHEDULED_FN] = i32_node([-1 if wi_index is None else wi_index, -1 if wg_index is None else wg_index])


def get_scheduled_fn(fn: Function) -> tuple[int | None, int | None] | None:
    md = fn.metadata.get(SCHEDULED_FN)
    if md is None:
        return None
    values = node_ints(md, f"!{SCHEDULED_FN} on @{fn.name}")
    if len(values) < 2:
        raise NcpuError(f"malformed !{SCHEDULED_FN} on @{fn.name}: expected two indices")
    wi, wg = values[0], values[1]
    return (None if wi < 0 else wi), (None if wg < 0 else wg)


def set_scheduling_params(module: Module, names: Sequence[str]) -> None:
    """The module's ``!mux-scheduling-params``: the names the scheduled-fn indices refer to."""
    module.named_metadata[SCHEDULING_PARAMS] = [MDNode([MDString(n) for n in names])]


def get_scheduling_params(module: Module) -> list[str] | None:
    nodes = module.named_metadata.get(SCHEDULING_PARAMS)
    if not nodes:
        return None
    names = []
    for op in nodes[0].operands:
        if not isinstance(op, MDString):
            raise NcpuError(f"malformed !{SCHEDULING_PARAMS}: expected strings")
        names.append(op.value)
    return names
