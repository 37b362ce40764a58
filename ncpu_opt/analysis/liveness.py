"""Liveness of SSA values at block boundaries, and across regions of blocks.

The values tracked are the function's arguments and its instructions that
produce a value.  A value is *live-in* at a block if some path from the
block's start reaches a use without passing the definition, and *live-out*
if that holds for the block's end (on the way into some successor).

Phis follow SSA's usual reading: a phi *defines* its value at the start of
its block (so it is never live-in there), and *uses* each incoming value at
the end of the matching incoming block (so that value is live-out there but
not live-in at the phi's block on account of the phi).

The sets are the result of the standard backward data-flow; we compute them
per value by walking backwards from each use to the definition, which gives
the same fixed point in one pass for SSA form.  Every list returned is in
definition order: arguments by position, then instructions in function order.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from ncpu_opt.analysis.cfg import CFG
from ncpu_opt.analysis.dominators import DominatorTree
from ncpu_opt.analysis.naming import SlotNames
from ncpu_opt.ir.instructions import Instruction
from ncpu_opt.ir.module import BasicBlock, Function
from ncpu_opt.ir.values import Value

R = TypeVar("R", bound=Hashable)


class Liveness:
    """Live-in and live-out sets of every block of a function.

    A snapshot: rebuild it after changing the IR.  Blocks unreachable from
    the entry get sets too (the data-flow does not care about reachability).
    """

    def __init__(self, fn: Function) -> None:
        self.function = fn
        self._cfg = CFG(fn)
        # Definition order, used to sort every result.
        self._order: dict[Value, int] = {}
        for arg in fn.args:
            self._order[arg] = len(self._order)
        for block in self._cfg.blocks:
            for inst in block.instructions:
                if not inst.type.is_void:
                    self._order[inst] = len(self._order)
        self._live_in: dict[BasicBlock, set[Value]] = {b: set() for b in self._cfg.blocks}
        self._live_out: dict[BasicBlock, set[Value]] = {b: set() for b in self._cfg.blocks}
        for value in self._order:
            self._compute(value)

    def _def_block(self, value: Value) -> BasicBlock | None:
        return value.parent if isinstance(value, Instruction) else None

    def _compute(self, value: Value) -> None:
        """Mark ``value`` live from each of its uses back to its definition."""
        def_block = self._def_block(value)
        live_in = self._live_in
        live_out = self._live_out
        # Blocks where the value is live-in, still to be propagated upwards.
        work: list[BasicBlock] = []

        def mark_live_out(block: BasicBlock) -> None:
            if value in live_out[block]:
                return
            live_out[block].add(value)
            if block is not def_block and value not in live_in[block]:
                live_in[block].add(value)
                work.append(block)

        for use in value.uses:
            user = use.user
            if not isinstance(user, Instruction):
                continue
            block = user.parent
            if block is None or block not in live_in:
                continue  # a detached instruction or another function
            if user.opcode == "phi":
                incoming = user.operand(use.index + 1)
                if isinstance(incoming, BasicBlock) and incoming in live_out:
                    mark_live_out(incoming)
            elif block is not def_block and value not in live_in[block]:
                live_in[block].add(value)
                work.append(block)
        while work:
            for pred in self._cfg.preds[work.pop()]:
                mark_live_out(pred)

    def _sorted(self, values: Iterable[Value]) -> list[Value]:
        return sorted(values, key=self._order.__getitem__)

    # -- queries -------------------------------------------------------------------
    def tracked_values(self) -> list[Value]:
        """Arguments and value-producing instructions, in definition order."""
        return list(self._order)

    def live_in(self, block: BasicBlock) -> list[Value]:
        """Values live at the start of ``block`` (its own phis excluded)."""
        return self._sorted(self._live_in[block])

    def live_out(self, block: BasicBlock) -> list[Value]:
        """Values live at the end of ``block`` (including operands of successors' phis)."""
        return self._sorted(self._live_out[block])

    def is_live_in(self, value: Value, block: BasicBlock) -> bool:
        return value in self._live_in.get(block, ())

    def is_live_out(self, value: Value, block: BasicBlock) -> bool:
        return value in self._live_out.get(block, ())

    def live_on_edge(self, src: BasicBlock, dst: BasicBlock) -> list[Value]:
        """Values that must be available when control moves from ``src`` to ``dst``.

        That is ``dst``'s live-in values plus what its phis read from ``src``.
        """
        values = set(self._live_in[dst])
        for phi in dst.phis():
            for value, block in _phi_incoming(phi):
                if block is src and value in self._order:
                    values.add(value)
        return self._sorted(values)

    def definition_index(self, value: Value) -> int:
        """Position of ``value`` in definition order (``KeyError`` if untracked)."""
        return self._order[value]

    # -- printing ------------------------------------------------------------------
    def format(self) -> str:
        names = SlotNames(self.function)
        lines = [f"Liveness for function: {self.function.name}"]
        for block in self._cfg.blocks:
            lines.append(f"  {names.label(block)}:")
            lines.append("    live-in:  " + " ".join(names.label(v) for v in self.live_in(block)))
            lines.append("    live-out: " + " ".join(names.label(v) for v in self.live_out(block)))
        return "\n".join(line.rstrip() for line in lines) + "\n"


def _phi_incoming(phi: Instruction) -> list[tuple[Value, Value]]:
    ops = phi.operands
    return [(ops[i], ops[i + 1]) for i in range(0, len(ops) - 1, 2)]


@dataclass
class RegionLiveness(Generic[R]):
    """Values that must survive a move between regions, per region.

    ``live_in[r]``: values region ``r`` needs that were produced before
    control last entered it: defined outside ``r`` and used in it, live on
    an edge entering ``r`` (including through-values, live across ``r``
    only because a later region needs them), and values defined in ``r`` but
    used in ``r`` at a point the definition does not dominate.

    ``live_out[r]``: values live on some edge leaving ``r``.

    ``values``: every value in some ``live_in`` list: the values a
    work-item-loop transformation must keep per work item.

    All lists are in definition order; regions are keyed in order of their
    first block in the function.
    """

    live_in: dict[R, list[Value]] = field(default_factory=dict)
    live_out: dict[R, list[Value]] = field(default_factory=dict)
    values: list[Value] = field(default_factory=list)


def region_liveness(
    fn: Function,
    region_of: Mapping[BasicBlock, R],
    liveness: Liveness | None = None,
    domtree: DominatorTree | None = None,
) -> RegionLiveness[R]:
    """Live values across a partition of ``fn``'s blocks into regions.

    ``region_of`` maps every block reachable from the entry to a region id;
    unmapped unreachable blocks are ignored.  Uses are placed where the
    using instruction is; a phi is in its own block's region and reads at
    the end of the incoming block (for the dominance test).  Arguments count
    as defined outside every region; callers that treat them as uniform may
    filter them out.  This implements the WorkItemLoops rule "definitions
    used in another region plus same-region uses the definition does not
    dominate", widened by edge liveness so that a value passing through a
    region (for example around a loop whose body holds a barrier) is kept
    even where its definition dominates its use.
    """
    lv = liveness if liveness is not None else Liveness(fn)
    dt = domtree if domtree is not None else DominatorTree(fn)
    cfg = CFG(fn)
    for block in cfg.blocks:
        if block not in region_of and dt.is_reachable(block):
            raise ValueError(f"block {SlotNames(fn).label(block)} of @{fn.name} has no region")

    regions: dict[R, None] = {}
    for block in cfg.blocks:
        if block in region_of:
            regions.setdefault(region_of[block])
    live_in: dict[R, set[Value]] = {r: set() for r in regions}
    live_out: dict[R, set[Value]] = {r: set() for r in regions}

    # Edge liveness on every edge that changes region.
    for src in cfg.blocks:
        if src not in region_of:
            continue
        for dst in cfg.succs[src]:
            if dst in region_of and region_of[dst] != region_of[src]:
                values = lv.live_on_edge(src, dst)
                live_in[region_of[dst]].update(values)
                live_out[region_of[src]].update(values)

    # The use-based rule, which also covers arguments used in the entry's
    # region and anything edge liveness would miss on unusual partitions.
    for value in lv.tracked_values():
        def_block = value.parent if isinstance(value, Instruction) else None
        def_region = region_of.get(def_block) if def_block is not None else None
        for use in value.uses:
            user = use.user
            use_block = user.parent if isinstance(user, Instruction) else None
            if use_block is None or use_block not in region_of:
                continue
            use_region = region_of[use_block]
            if (
                def_block is None
                or def_region != use_region
                or not dt.dominates_use(value, use)
            ):
                live_in[use_region].add(value)
                if def_region is not None and def_region != use_region:
                    live_out[def_region].add(value)

    order = lv.definition_index
    everything: set[Value] = set()
    for region_values in live_in.values():
        everything |= region_values
    return RegionLiveness(
        live_in={r: sorted(live_in[r], key=order) for r in regions},
        live_out={r: sorted(live_out[r], key=order) for r in regions},
        values=sorted(everything, key=order),
    )


def values_live_across(
    fn: Function, region_of: Mapping[BasicBlock, R], liveness: Liveness | None = None
) -> list[Value]:
    """The values that must be kept per work item when ``fn`` is split into regions."""
    return region_liveness(fn, region_of, liveness).values
