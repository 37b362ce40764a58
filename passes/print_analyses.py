"""``print<domtree>``, ``print<postdomtree>``, ``print<loops>``, ``print<liveness>``.

Like opt's analysis printers, these dump an analysis of every function
defined in the module to stderr and leave the module alone.  The pipeline
grammar reads ``print<domtree>`` as the pass ``print`` with the flag
``domtree``, so this is one pass with one flag per analysis; several flags
(``print<domtree;loops>``) print several analyses, in the order listed
below, function by function.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import ClassVar

from ncpu_opt.analysis.dominators import DominatorTree, PostDominatorTree
from ncpu_opt.analysis.liveness import Liveness
from ncpu_opt.analysis.loops import LoopInfo
from ncpu_opt.ir import Function, Module
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass


@register_pass
@dataclass(frozen=True)
class PrintAnalyses(ModulePass):
    """Print analyses of every function to stderr: print<domtree|postdomtree|loops|liveness>."""

    name: ClassVar[str] = "print"
    domtree: bool = False
    postdomtree: bool = False
    loops: bool = False
    liveness: bool = False

    def __post_init__(self) -> None:
        if not (self.domtree or self.postdomtree or self.loops or self.liveness):
            raise ValueError("say what to print: print<domtree>, print<postdomtree>, print<loops> or print<liveness>")

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        out = sys.stderr
        for fn in module.functions:
            if fn.is_declaration:
                continue
            out.write(self.format_function(fn))
        out.flush()
        return PreservedAnalyses.all()

    def format_function(self, fn: Function) -> str:
        """The requested dumps for one function."""
        parts: list[str] = []
        domtree = DominatorTree(fn) if (self.domtree or self.loops) else None
        if self.domtree and domtree is not None:
            parts.append(domtree.format())
        if self.postdomtree:
            parts.append(PostDominatorTree(fn).format())
        if self.loops:
            # A printer reports irreducible cycles rather than failing on them.
            parts.append(LoopInfo(fn, domtree=domtree, allow_irreducible=True).format())
        if self.liveness:
            parts.append(Liveness(fn).format())
        return "".join(parts)
