"""Natural loops and the loop forest.

A back edge is an edge ``latch -> header`` whose target dominates its source;
the natural loop of a header is the header plus every block that reaches one
of its latches without passing the header.  All back edges to one header
form one loop.  Loops nest by containment into a forest.

Irreducible control flow (a cycle entered other than through a dominating
header) has no natural loop.  :class:`LoopInfo` refuses it by default, since
passes that rely on loops would silently miss such a cycle; with
``allow_irreducible=True`` the cycle is just not a loop, and the offending
edges are recorded in :attr:`LoopInfo.irreducible_edges`.

Block lists are in function order, except that a loop's header comes first.
"""

from __future__ import annotations

from collections.abc import Iterator

from ncpu_opt.analysis.cfg import CFG, Edge, irreducible_edges
from ncpu_opt.analysis.dominators import DominatorTree
from ncpu_opt.analysis.naming import SlotNames
from ncpu_opt.errors import NcpuError
from ncpu_opt.ir.module import BasicBlock, Function


class IrreducibleControlFlowError(NcpuError):
    """A function has a cycle that is not a natural loop."""

    def __init__(self, fn: Function, edges: list[Edge]) -> None:
        names = SlotNames(fn)
        described = ", ".join(f"{names.label(s)} -> {names.label(d)}" for s, d in edges)
        super().__init__(
            f"irreducible control flow in function @{fn.name}: "
            f"edge {described} enters a cycle at a block that does not dominate it"
        )
        self.function = fn
        self.edges = edges


class Loop:
    """One natural loop; create through :class:`LoopInfo`."""

    def __init__(self, header: BasicBlock) -> None:
        self.header = header
        self.parent: Loop | None = None
        self.children: list[Loop] = []
        # Filled by LoopInfo once the forest is complete.
        self.blocks: list[BasicBlock] = []
        self.latches: list[BasicBlock] = []
        self.exiting_blocks: list[BasicBlock] = []
        self.exit_blocks: list[BasicBlock] = []
        self.preheader: BasicBlock | None = None
        self._block_set: set[BasicBlock] = set()

    def __repr__(self) -> str:
        return f"<Loop header={self.header!r} depth={self.depth} blocks={len(self.blocks)}>"

    @property
    def depth(self) -> int:
        """1 for an outermost loop, 2 for a loop inside it, ..."""
        depth = 1
        loop = self.parent
        while loop is not None:
            depth += 1
            loop = loop.parent
        return depth

    def contains(self, item: BasicBlock | Loop) -> bool:
        """Whether a block is in this loop (or a nested one), or a loop is nested in it."""
        if isinstance(item, Loop):
            return item.header in self._block_set
        return item in self._block_set

    def __contains__(self, item: BasicBlock | Loop) -> bool:
        return self.contains(item)

    @property
    def is_innermost(self) -> bool:
        return not self.children

    @property
    def single_latch(self) -> BasicBlock | None:
        return self.latches[0] if len(self.latches) == 1 else None

    @property
    def single_exit_block(self) -> BasicBlock | None:
        return self.exit_blocks[0] if len(self.exit_blocks) == 1 else None

    def loops_preorder(self) -> Iterator[Loop]:
        """This loop, then its nested loops, depth first."""
        # Iterative: unrolled or generated code can nest loops very deeply.
        stack = [self]
        while stack:
            loop = stack.pop()
            yield loop
            stack.extend(reversed(loop.children))


class LoopInfo:
    """The loop forest of a function.

    ``domtree`` may be passed to reuse an existing dominator tree.  Raises
    :class:`IrreducibleControlFlowError` (an :class:`NcpuError`) on
    irreducible control flow unless ``allow_irreducible`` is set.
    Unreachable blocks are in no loop.
    """

    def __init__(
        self,
        fn: Function,
        domtree: DominatorTree | None = None,
        allow_irreducible: bool = False,
    ) -> None:
        self.function = fn
        self.domtree = domtree if domtree is not None else DominatorTree(fn)
        self.irreducible_edges: list[Edge] = irreducible_edges(fn, self.domtree)
        if self.irreducible_edges and not allow_irreducible:
            raise IrreducibleControlFlowError(fn, self.irreducible_edges)
        self._cfg = CFG(fn)
        self._innermost: dict[BasicBlock, Loop] = {}
        self.top_level: list[Loop] = []
        self._discover()
        self._finish()

    def _discover(self) -> None:
        """Find loops bottom-up: inner headers come later in dominator pre-order."""
        dt = self.domtree
        cfg = self._cfg
        for header in reversed(dt.preorder()):
            latches = [p for p in cfg.preds[header] if dt.dominates(header, p)]
            if not latches:
                continue
            loop = Loop(header)
            self._innermost[header] = loop
            work = list(latches)
            while work:
                block = work.pop()
                inner = self._innermost.get(block)
                if inner is None:
                    self._innermost[block] = loop
                    work += [p for p in cfg.preds[block] if dt.is_reachable(p)]
                    continue
                # Already in a loop found earlier: adopt its outermost
                # ancestor and carry on from outside that loop's header.
                while inner.parent is not None:
                    inner = inner.parent
                if inner is loop:
                    continue
                inner.parent = loop
                work += [
                    p for p in cfg.preds[inner.header]
                    if dt.is_reachable(p) and not dt.dominates(inner.header, p)
                ]

    def _finish(self) -> None:
        """Fill in each loop's block lists and order everything."""
        index = self._cfg.index
        members: dict[Loop, list[BasicBlock]] = {}
        for block in self._cfg.blocks:
            loop: Loop | None = self._innermost.get(block)
            while loop is not None:
                members.setdefault(loop, []).append(block)
                loop = loop.parent
        # Loops in order of their header's position; parents before children
        # is not needed, only stable sibling order.
        loops = sorted(members, key=lambda lp: index[lp.header])
        for loop in loops:
            if loop.parent is None:
                self.top_level.append(loop)
            else:
                loop.parent.children.append(loop)
        for loop in loops:
            blocks = members[loop]
            loop._block_set = set(blocks)
            loop.blocks = [loop.header] + [b for b in blocks if b is not loop.header]
            self._fill_edges(loop, blocks)

    def _fill_edges(self, loop: Loop, in_order: list[BasicBlock]) -> None:
        """Latches, exits and preheader; ``in_order`` is the loop's blocks in function order."""
        cfg = self._cfg
        inside = loop._block_set
        loop.latches = [p for p in cfg.preds[loop.header] if p in inside]
        loop.exiting_blocks = [b for b in in_order if any(s not in inside for s in cfg.succs[b])]
        exits = {s for b in loop.exiting_blocks for s in cfg.succs[b] if s not in inside}
        loop.exit_blocks = sorted(exits, key=cfg.index.__getitem__)
        # Unreachable predecessors count: they still feed the header's phis.
        outside = [p for p in cfg.preds[loop.header] if p not in inside]
        if len(outside) == 1 and len(cfg.succs[outside[0]]) == 1:
            loop.preheader = outside[0]

    # -- queries -------------------------------------------------------------------
    def loop_for(self, block: BasicBlock) -> Loop | None:
        """The innermost loop containing ``block``, if any."""
        return self._innermost.get(block)

    def loop_depth(self, block: BasicBlock) -> int:
        """How many loops contain ``block`` (0 outside loops)."""
        loop = self._innermost.get(block)
        return 0 if loop is None else loop.depth

    def is_loop_header(self, block: BasicBlock) -> bool:
        loop = self._innermost.get(block)
        return loop is not None and loop.header is block

    def loops(self) -> list[Loop]:
        """Every loop, outer before inner (pre-order of the forest)."""
        return [lp for top in self.top_level for lp in top.loops_preorder()]

    def __iter__(self) -> Iterator[Loop]:
        """The top-level loops."""
        return iter(self.top_level)

    def __len__(self) -> int:
        return len(self.top_level)

    # -- printing ------------------------------------------------------------------
    def format(self) -> str:
        """An opt-like dump of the forest."""
        names = SlotNames(self.function)
        lines = [f"Loop info for function '{self.function.name}':"]
        for loop in self.loops():
            parts = []
            latches, exiting = set(loop.latches), set(loop.exiting_blocks)
            for block in loop.blocks:
                tags = []
                # opt's tag order: header, latch, exiting.
                if block is loop.header:
                    tags.append("header")
                if block in latches:
                    tags.append("latch")
                if block in exiting:
                    tags.append("exiting")
                parts.append(names.label(block) + "".join(f"<{t}>" for t in tags))
            depth = loop.depth
            indent = "    " * (depth - 1)
            lines.append(f"{indent}Loop at depth {depth} containing: {','.join(parts)}")
        for src, dst in self.irreducible_edges:
            lines.append(f"Irreducible edge (not a loop): {names.label(src)} -> {names.label(dst)}")
        return "\n".join(lines) + "\n"
