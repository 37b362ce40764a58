"""transfer-kernel-metadata: mark the module's kernels as entry points (OCK's TransferKernelMetadataPass)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ncpu_opt.errors import NcpuError
from ncpu_opt.ir import Function, Module
from ncpu_opt.ir.metadata import MDNode, MDString, ValueAsMetadata
from ncpu_opt.mux import attributes as attrs
from ncpu_opt.mux import metadata as md
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass


def encode_kernel(fn: Function, local_sizes: tuple[int, int, int] | None, work_item_order: str) -> None:
    """The metadata both passes write: entry point, original name, local size, order."""
    attrs.set_is_kernel_entry_point(fn)
    attrs.set_orig_fn_name(fn, fn.name)
    existing = md.get_reqd_work_group_size(fn)
    if existing is not None:
        md.set_reqd_work_group_size(fn, existing)  # re-encoded as three i32
    elif local_sizes is not None:
        md.set_reqd_work_group_size(fn, local_sizes)
    if work_item_order:
        attrs.set_work_item_order(fn, work_item_order)


def check_work_item_order(order: str) -> None:
    if order and order not in attrs.WORK_ITEM_ORDERS:
        raise NcpuError(f"work-item-order '{order}' is not a permutation of xyz")


def _opencl_kernels(module: Module) -> list[tuple[Function, tuple[int, int, int] | None]]:
    """Kernels listed in ``!opencl.kernels``, with their ``reqd_work_group_size`` entry."""
    result = []
    for node in module.named_metadata.get(md.OPENCL_KERNELS, []):
        head = node.operands[0] if node.operands else None
        if not (isinstance(head, ValueAsMetadata) and isinstance(head.value, Function)):
            raise NcpuError(f"malformed !{md.OPENCL_KERNELS}: an entry does not start with a function")
        sizes = None
        for sub in node.operands[1:]:
            if isinstance(sub, MDNode) and sub.operands and sub.operands[0] == MDString(md.REQD_WORK_GROUP_SIZE):
                values = md.node_ints(MDNode(sub.operands[1:]), f"!{md.OPENCL_KERNELS} work-group size")
                if len(values) != 3:
                    raise NcpuError(f"malformed !{md.OPENCL_KERNELS} work-group size: expected X, Y and Z")
                sizes = (values[0], values[1], values[2])
        result.append((head.value, sizes))
    return result


@register_pass
@dataclass(frozen=True)
class TransferKernelMetadata(ModulePass):
    """Mark kernels (from !opencl.kernels, else spir_kernel functions) as mux entry points."""

    name: ClassVar[str] = "transfer-kernel-metadata"
    work_item_order: str = ""

    def __post_init__(self) -> None:
        check_work_item_order(self.work_item_order)

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        if md.OPENCL_KERNELS in module.named_metadata:
            kernels = _opencl_kernels(module)
        else:
            kernels = [(fn, None) for fn in module.functions if fn.cc == "spir_kernel"]
        for fn, sizes in kernels:
            encode_kernel(fn, sizes, self.work_item_order)
        return PreservedAnalyses.all() if not kernels else PreservedAnalyses.none()
