"""encode-kernel-metadata: mark one named kernel as an entry point (OCK's EncodeKernelMetadataPass)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from ncpu_opt.passes.transfer_kernel_metadata import check_work_item_order, encode_kernel

from ncpu_opt.errors import NcpuError
from ncpu_opt.ir import Module
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass


@register_pass
@dataclass(frozen=True)
class EncodeKernelMetadata(ModulePass):
    """Mark the kernel 'name' as a mux entry point, with optional local sizes and work-item order."""

    name: ClassVar[str] = "encode-kernel-metadata"
    # Spelled 'name' on the command line, as in OCK's muxc.
    kernel_name: str = field(default="", metadata={"option": "name"})
    local_sizes: tuple[int, ...] = ()
    work_item_order: str = ""

    def __post_init__(self) -> None:
        if not self.kernel_name:
            raise NcpuError("EncodeKernelMetadataPass must be provided a 'name'")
        if self.local_sizes and len(self.local_sizes) != 3:
            raise NcpuError(
                "invalid local-sizes parameter to EncodeKernelMetadataPass - all 3 dimensions must be provided "
                f"(X:Y:Z, got {len(self.local_sizes)})"
            )
        if any(size <= 0 for size in self.local_sizes):
            raise NcpuError(f"option 'local-sizes' of pass '{self.name}': sizes must be positive")
        check_work_item_order(self.work_item_order)

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        fn = module.get_function(self.kernel_name)
        if fn is None:
            return PreservedAnalyses.all()
        sizes = self.local_sizes
        local_sizes = (sizes[0], sizes[1], sizes[2]) if sizes else None
        encode_kernel(fn, local_sizes, self.work_item_order)
        return PreservedAnalyses.none()
