"""Bodies of the DMA builtins (placeholder until implemented)."""

from __future__ import annotations

from typing import Any

from ncpu_opt.errors import NotSupportedError
from ncpu_opt.ir.module import Function
from ncpu_opt.ir.values import Argument


def define_dma(definer: Any, fn: Function, base: str, args: list[Argument]) -> None:
    raise NotSupportedError(f"@{fn.name}: the DMA builtins are not defined by define-mux-builtins yet")
