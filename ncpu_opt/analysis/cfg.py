"""Control-flow graph helpers over :class:`~ncpu_opt.ir.module.Function`.

The IR derives a block's predecessors from use lists, whose order depends on
how the IR was built.  Analyses want a stable order, so everything here lists
blocks in *function order* (the order of ``Function.blocks``) unless the
traversal order itself is the point (post-order, reverse post-order).  A
terminator may name the same block twice (``br i1 %c, label %a, label %a``,
switch cases); the helpers report each edge once.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from ncpu_opt.ir.module import BasicBlock, Function

if TYPE_CHECKING:
    from ncpu_opt.analysis.dominators import DominatorTree

Edge = tuple[BasicBlock, BasicBlock]


def successors(block: BasicBlock) -> list[BasicBlock]:
    """Distinct successors of ``block``, in terminator operand order."""
    return list(dict.fromkeys(block.successors))


def predecessors(block: BasicBlock) -> list[BasicBlock]:
    """Distinct predecessors of ``block``, in function order."""
    preds = block.predecessors
    fn = block.parent
    if fn is None or len(preds) < 2:
        return preds
    order = {b: i for i, b in enumerate(fn.blocks)}
    return sorted(preds, key=lambda b: order.get(b, len(order)))


class CFG:
    """A snapshot of a function's edges, for analyses that walk them often.

    Reading ``BasicBlock.predecessors`` walks the use list each time; the
    analyses build one snapshot instead.  It is not updated when the IR
    changes: build a new one.
    """

    def __init__(self, fn: Function) -> None:
        self.function = fn
        self.blocks: list[BasicBlock] = list(fn.blocks)
        self.entry: BasicBlock | None = self.blocks[0] if self.blocks else None
        self.index: dict[BasicBlock, int] = {b: i for i, b in enumerate(self.blocks)}
        self.succs: dict[BasicBlock, list[BasicBlock]] = {}
        self.preds: dict[BasicBlock, list[BasicBlock]] = {b: [] for b in self.blocks}
        for block in self.blocks:
            succs = [s for s in successors(block) if s in self.index]
            self.succs[block] = succs
            # Visiting sources in function order keeps predecessor lists in
            # function order too.
            for succ in succs:
                self.preds[succ].append(block)

    def post_order(self) -> list[BasicBlock]:
        """Blocks reachable from the entry, in DFS post-order."""
        return [] if self.entry is None else self.post_order_from(self.entry, set())

    def reverse_post_order(self) -> list[BasicBlock]:
        """Blocks reachable from the entry, in reverse post-order."""
        return self.post_order()[::-1]

    def post_order_from(self, root: BasicBlock, visited: set[BasicBlock]) -> list[BasicBlock]:
        """Post-order of the blocks reachable from ``root`` and not yet in ``visited``.

        ``visited`` is updated, so successive calls from several roots give a
        DFS forest.
        """
        # Iterative DFS: kernels after inlining and unrolling can be far deeper
        # than Python's recursion limit.
        order: list[BasicBlock] = []
        visited.add(root)
        stack: list[tuple[BasicBlock, Iterator[BasicBlock]]] = [(root, iter(self.succs[root]))]
        while stack:
            block, it = stack[-1]
            for succ in it:
                if succ not in visited:
                    visited.add(succ)
                    stack.append((succ, iter(self.succs[succ])))
                    break
            else:
                stack.pop()
                order.append(block)
        return order

    def reachable_from(self, roots: Iterable[BasicBlock]) -> set[BasicBlock]:
        """Blocks reachable from any of ``roots`` (the roots included)."""
        seen: set[BasicBlock] = set()
        work = [r for r in roots if r in self.index]
        seen.update(work)
        while work:
            for succ in self.succs[work.pop()]:
                if succ not in seen:
                    seen.add(succ)
                    work.append(succ)
        return seen

    def reaching(self, targets: Iterable[BasicBlock]) -> set[BasicBlock]:
        """Blocks from which any of ``targets`` is reachable (targets included)."""
        seen: set[BasicBlock] = set()
        work = [t for t in targets if t in self.index]
        seen.update(work)
        while work:
            for pred in self.preds[work.pop()]:
                if pred not in seen:
                    seen.add(pred)
                    work.append(pred)
        return seen

    def retreating_edges(self) -> list[Edge]:
        """Edges whose target is on the DFS stack when they are walked.

        These are the edges that close cycles; in a reducible CFG they are
        exactly the back edges.  Ordered by the DFS walk (deterministic).
        """
        if self.entry is None:
            return []
        edges: list[Edge] = []
        visited = {self.entry}
        on_stack = {self.entry}
        stack: list[tuple[BasicBlock, Iterator[BasicBlock]]] = [(self.entry, iter(self.succs[self.entry]))]
        while stack:
            block, it = stack[-1]
            for succ in it:
                if succ in on_stack:
                    edges.append((block, succ))
                elif succ not in visited:
                    visited.add(succ)
                    on_stack.add(succ)
                    stack.append((succ, iter(self.succs[succ])))
                    break
            else:
                stack.pop()
                on_stack.discard(block)
        return edges


def post_order(fn: Function) -> list[BasicBlock]:
    """Blocks reachable from the entry block, in DFS post-order."""
    return CFG(fn).post_order()


def reverse_post_order(fn: Function) -> list[BasicBlock]:
    """Blocks reachable from the entry block, in reverse post-order."""
    return CFG(fn).reverse_post_order()


def reachable_blocks(fn: Function) -> set[BasicBlock]:
    """The set of blocks reachable from the entry block."""
    cfg = CFG(fn)
    return set() if cfg.entry is None else cfg.reachable_from([cfg.entry])


def is_reachable(src: BasicBlock, dst: BasicBlock) -> bool:
    """Whether a path of zero or more edges leads from ``src`` to ``dst``.

    A block always reaches itself (the empty path); ask
    ``any(is_reachable(s, b) for s in successors(b))`` for a cycle through ``b``.
    """
    if src is dst:
        return True
    seen = {src}
    work = [src]
    while work:
        for succ in successors(work.pop()):
            if succ is dst:
                return True
            if succ not in seen:
                seen.add(succ)
                work.append(succ)
    return False


def unreachable_blocks(fn: Function) -> list[BasicBlock]:
    """Blocks not reachable from the entry block, in function order."""
    reachable = reachable_blocks(fn)
    return [b for b in fn.blocks if b not in reachable]


def critical_edges(fn: Function) -> list[Edge]:
    """Edges from a block with several successors to one with several predecessors.

    Ordered by source block (function order), then terminator operand order.
    Unreachable blocks are included: splitting their edges is harmless.
    """
    cfg = CFG(fn)
    return [
        (block, succ)
        for block in cfg.blocks
        if len(cfg.succs[block]) > 1
        for succ in cfg.succs[block]
        if len(cfg.preds[succ]) > 1
    ]


def irreducible_edges(fn: Function, domtree: DominatorTree | None = None) -> list[Edge]:
    """Retreating edges whose target does not dominate their source.

    Each such edge enters a cycle somewhere other than at a block that
    dominates the whole cycle, which is what makes control flow irreducible.
    An empty list means the function is reducible.  Only blocks reachable
    from the entry are considered.
    """
    # Imported here: dominators builds on this module.
    from ncpu_opt.analysis.dominators import DominatorTree

    dt = domtree if domtree is not None else DominatorTree(fn)
    return [(src, dst) for src, dst in CFG(fn).retreating_edges() if not dt.dominates(dst, src)]


def is_reducible(fn: Function, domtree: DominatorTree | None = None) -> bool:
    """Whether every cycle of the function is entered only through its header."""
    return not irreducible_edges(fn, domtree)
