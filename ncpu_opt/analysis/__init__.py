"""Analyses of functions: CFG orders, (post-)dominators, loops and liveness.

Each analysis is a class built from a :class:`~ncpu_opt.ir.module.Function`
(``DominatorTree(fn)``, ``PostDominatorTree(fn)``, ``LoopInfo(fn)``,
``Liveness(fn)``): a snapshot with no global state, to be rebuilt after the
CFG changes.  Results list blocks in function order and values in definition
order, never in set iteration order.
"""

from ncpu_opt.analysis.cfg import (
    CFG,
    critical_edges,
    irreducible_edges,
    is_reachable,
    is_reducible,
    post_order,
    predecessors,
    reachable_blocks,
    reverse_post_order,
    successors,
    unreachable_blocks,
)
from ncpu_opt.analysis.dominators import DominatorTree, PostDominatorTree
from ncpu_opt.analysis.liveness import Liveness, RegionLiveness, region_liveness, values_live_across
from ncpu_opt.analysis.loops import IrreducibleControlFlowError, Loop, LoopInfo

__all__ = [
    "CFG",
    "DominatorTree",
    "IrreducibleControlFlowError",
    "Liveness",
    "Loop",
    "LoopInfo",
    "PostDominatorTree",
    "RegionLiveness",
    "critical_edges",
    "irreducible_edges",
    "is_reachable",
    "is_reducible",
    "post_order",
    "predecessors",
    "reachable_blocks",
    "region_liveness",
    "reverse_post_order",
    "successors",
    "unreachable_blocks",
    "values_live_across",
]
