"""Textual upgrades of IR written by older LLVMs that LLVM 22 no longer reads.

clang-19 writes ``DW_CC_LLVM_OpenCLKernel``; LLVM 21 renamed that DWARF
calling convention ``DW_CC_LLVM_DeviceKernel`` (same value), so OpenCL C
compiled with debug info would otherwise be rejected.
"""

from __future__ import annotations

_RENAMES = {"DW_CC_LLVM_OpenCLKernel": "DW_CC_LLVM_DeviceKernel"}


def upgrade_legacy_text(text: str) -> str:
    for old, new in _RENAMES.items():
        if old in text:
            text = text.replace(old, new)
    return text
