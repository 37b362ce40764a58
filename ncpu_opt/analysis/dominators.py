"""Dominator and post-dominator trees.

Both trees use the iterative algorithm of Cooper, Harvey and Kennedy ("A
Simple, Fast Dominance Algorithm"): idoms are refined over the nodes in
reverse post-order until nothing changes, intersecting candidate dominators
by walking up the partial tree with RPO numbers.

Conventions (both trees):

* A tree is a snapshot of the CFG when it was built; rebuild it after
  changing edges.  Instructions may be added or moved between blocks freely:
  instruction queries read positions from the IR each time.
* Blocks the tree does not cover have no idom, dominate nothing and are
  dominated by nothing, not even themselves.  For the dominator tree these
  are the blocks unreachable from the entry; the post-dominator tree covers
  every block (see :class:`PostDominatorTree`).  Note that LLVM answers
  "dominated" for uses in unreachable code; we answer no, so callers must not
  treat a ``False`` there as an SSA violation.
* Lists of blocks (children, frontiers) are in function order.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from ncpu_opt.analysis.cfg import CFG
from ncpu_opt.analysis.naming import SlotNames
from ncpu_opt.ir.instructions import Instruction
from ncpu_opt.ir.module import BasicBlock, Function
from ncpu_opt.ir.values import Use, Value

_NONE = -1


def _post_order(root: int, succs: list[list[int]]) -> list[int]:
    """DFS post-order of an index graph from ``root`` (iterative)."""
    order: list[int] = []
    visited = {root}
    stack: list[tuple[int, Iterator[int]]] = [(root, iter(succs[root]))]
    while stack:
        node, it = stack[-1]
        for succ in it:
            if succ not in visited:
                visited.add(succ)
                stack.append((succ, iter(succs[succ])))
                break
        else:
            stack.pop()
            order.append(node)
    return order


def _compute_idoms(rpo: list[int], preds: list[list[int]]) -> list[int]:
    """Cooper-Harvey-Kennedy: ``idom[n]`` per node, the root its own, ``_NONE`` if unreached.

    ``rpo`` lists the reached nodes in reverse post-order, the root first.
    """
    rpo_num = [_NONE] * len(preds)
    for i, node in enumerate(rpo):
        rpo_num[node] = i
    idom = [_NONE] * len(preds)
    root = rpo[0]
    idom[root] = root

    def intersect(a: int, b: int) -> int:
        while a != b:
            while rpo_num[a] > rpo_num[b]:
                a = idom[a]
            while rpo_num[b] > rpo_num[a]:
                b = idom[b]
        return a

    changed = True
    while changed:
        changed = False
        for node in rpo[1:]:
            new = _NONE
            for pred in preds[node]:
                # Predecessors without an idom yet (later in RPO, or never
                # reached) add no information this round.
                if idom[pred] == _NONE:
                    continue
                new = pred if new == _NONE else intersect(pred, new)
            if new != idom[node]:
                idom[node] = new
                changed = True
    return idom


class _DominanceTree:
    """The tree shared by dominators and post-dominators, over block indices.

    Subclasses supply the analysis graph: ``succs``/``preds`` per node index,
    where indices below ``len(blocks)`` are blocks and the root may be a
    virtual node (the post-dominator tree's exit), which is never exposed.
    """

    _kind = "Dominator"

    def __init__(self, fn: Function) -> None:
        self.function = fn
        self._cfg = CFG(fn)
        self._blocks = self._cfg.blocks
        self._index = self._cfg.index
        self._idom: dict[BasicBlock, BasicBlock | None] = {}
        self._children: dict[BasicBlock, list[BasicBlock]] = {}
        self._roots: list[BasicBlock] = []
        self._dfs_in: dict[BasicBlock, int] = {}
        self._dfs_out: dict[BasicBlock, int] = {}
        self._level: dict[BasicBlock, int] = {}
        self._graph_preds: list[list[int]] = []

    def _build(self, root: int, succs: list[list[int]], preds: list[list[int]]) -> None:
        """Compute the tree of the graph ``succs``/``preds`` rooted at ``root``."""
        self._graph_preds = preds
        rpo = _post_order(root, succs)[::-1]
        idom = _compute_idoms(rpo, preds)
        n = len(self._blocks)
        covered = sorted(node for node in rpo if node < n)
        for i in covered:
            self._children[self._blocks[i]] = []
        for i in covered:
            block = self._blocks[i]
            parent = idom[i]
            # The root and the virtual node are not parents a caller can see.
            up = None if parent == i or parent >= n else self._blocks[parent]
            self._idom[block] = up
            if up is None:
                self._roots.append(block)
            else:
                self._children[up].append(block)
        self._number()

    def _number(self) -> None:
        """DFS in/out numbers and levels, for O(1) dominance queries."""
        counter = 0
        for root in self._roots:
            self._level[root] = 0
            self._dfs_in[root] = counter
            counter += 1
            stack: list[tuple[BasicBlock, Iterator[BasicBlock]]] = [(root, iter(self._children[root]))]
            while stack:
                block, it = stack[-1]
                child = next(it, None)
                if child is None:
                    stack.pop()
                    self._dfs_out[block] = counter
                    counter += 1
                else:
                    self._level[child] = self._level[block] + 1
                    self._dfs_in[child] = counter
                    counter += 1
                    stack.append((child, iter(self._children[child])))

    # -- queries on blocks -------------------------------------------------------------
    @property
    def roots(self) -> list[BasicBlock]:
        """Blocks without an immediate dominator (the tops of the tree), in function order."""
        return list(self._roots)

    def contains(self, block: BasicBlock) -> bool:
        """Whether the tree covers ``block`` (for dominators: reachable from the entry)."""
        return block in self._idom

    def blocks(self) -> list[BasicBlock]:
        """The covered blocks, in function order."""
        return [b for b in self._blocks if b in self._idom]

    def _idom_of(self, block: BasicBlock) -> BasicBlock | None:
        return self._idom.get(block)

    def children(self, block: BasicBlock) -> list[BasicBlock]:
        """Blocks whose immediate (post-)dominator is ``block``, in function order."""
        return list(self._children.get(block, ()))

    def level(self, block: BasicBlock) -> int:
        """Depth in the tree: 0 for a root; ``KeyError`` if not covered."""
        return self._level[block]

    def _block_dominates(self, a: BasicBlock, b: BasicBlock) -> bool:
        a_in = self._dfs_in.get(a)
        b_in = self._dfs_in.get(b)
        if a_in is None or b_in is None:
            return False
        return a_in <= b_in and self._dfs_out[b] <= self._dfs_out[a]

    def preorder(self) -> list[BasicBlock]:
        """Covered blocks in tree pre-order (children in function order)."""
        return sorted(self._dfs_in, key=self._dfs_in.__getitem__)

    def nearest_common(self, a: BasicBlock, b: BasicBlock) -> BasicBlock | None:
        """The deepest block dominating both, or ``None`` (uncovered, or different roots)."""
        if a not in self._level or b not in self._level:
            return None
        x: BasicBlock | None = a
        y: BasicBlock | None = b
        while x is not None and y is not None and x is not y:
            if self._level[x] >= self._level[y]:
                x = self._idom[x]
            else:
                y = self._idom[y]
        return x if x is y else None

    def frontiers(self) -> dict[BasicBlock, list[BasicBlock]]:
        """The (post-)dominance frontier of every covered block.

        ``F(x)`` holds the blocks ``y`` such that ``x`` dominates a graph
        predecessor of ``y`` but not strictly ``y`` (Cooper et al.'s runner
        algorithm).  For post-dominators this is control dependence: ``F(x)``
        are the branches that decide whether ``x`` runs.
        """
        result: dict[BasicBlock, set[BasicBlock]] = {b: set() for b in self._idom}
        n = len(self._blocks)
        for block in self._idom:
            stop = self._idom[block]
            for p in self._graph_preds[self._index[block]]:
                if p >= n:
                    continue  # the virtual exit stands above every block
                runner: BasicBlock | None = self._blocks[p]
                if runner not in self._idom:
                    continue
                while runner is not None and runner is not stop:
                    result[runner].add(block)
                    runner = self._idom[runner]
        return {b: self._in_function_order(result[b]) for b in self.blocks()}

    def frontier(self, block: BasicBlock) -> list[BasicBlock]:
        """The frontier of one block (computes all of them; cache the dict if looping)."""
        return self.frontiers().get(block, [])

    def _in_function_order(self, blocks: Iterable[BasicBlock]) -> list[BasicBlock]:
        return sorted(blocks, key=self._index.__getitem__)

    # -- printing ------------------------------------------------------------------------
    def format(self) -> str:
        """An opt-like dump: a header line, then one indented line per block."""
        names = SlotNames(self.function)
        lines = [f"{self._kind}Tree for function: {self.function.name}"]
        for block in self.preorder():
            level = self._level[block]
            lines.append(f"{'  ' * (level + 1)}[{level + 1}] {names.label(block)}")
        return "\n".join(lines) + "\n"

    def _relates(self, a: BasicBlock | Instruction, b: BasicBlock | Instruction, earlier_first: bool) -> bool:
        """Tree dominance lifted to instructions; within one block ``a`` must come
        before ``b`` (dominators, ``earlier_first``) or after it (post-dominators)."""
        if isinstance(a, BasicBlock):
            b_block = b if isinstance(b, BasicBlock) else _inst_position(b)[0]
            return self._block_dominates(a, b_block)
        a_block, a_pos = _inst_position(a)
        if isinstance(b, BasicBlock):
            return a_block is not b and self._block_dominates(a_block, b)
        b_block, b_pos = _inst_position(b)
        if a_block is b_block:
            return (a_pos < b_pos if earlier_first else a_pos > b_pos) and a_block in self._idom
        return self._block_dominates(a_block, b_block)


def _inst_position(inst: Instruction) -> tuple[BasicBlock, int]:
    block = inst.parent
    if block is None:
        raise ValueError(f"{inst!r} is not in a block")
    return block, block.instructions.index(inst)


class DominatorTree(_DominanceTree):
    """Dominators of a function's blocks, rooted at the entry block."""

    _kind = "Dominator"

    def __init__(self, fn: Function) -> None:
        super().__init__(fn)
        if not self._blocks:
            return
        cfg = self._cfg
        succs = [[self._index[s] for s in cfg.succs[b]] for b in self._blocks]
        preds = [[self._index[p] for p in cfg.preds[b]] for b in self._blocks]
        self._build(0, succs, preds)

    @property
    def root(self) -> BasicBlock | None:
        """The entry block (``None`` for a declaration)."""
        return self._roots[0] if self._roots else None

    def is_reachable(self, block: BasicBlock) -> bool:
        """Whether ``block`` is reachable from the entry block."""
        return block in self._idom

    def idom(self, block: BasicBlock) -> BasicBlock | None:
        """The immediate dominator; ``None`` for the entry and unreachable blocks."""
        return self._idom_of(block)

    def dominates(self, a: BasicBlock | Instruction, b: BasicBlock | Instruction) -> bool:
        """Whether ``a`` dominates ``b``.

        Blocks: every path from the entry to ``b`` passes ``a``; a reachable
        block dominates itself.  Instructions: ``a`` runs before ``b`` on every
        path to ``b`` (so an instruction does not dominate itself; this is
        "``a``'s value is available at ``b``").  A block dominates an
        instruction of any block it dominates; an instruction dominates a
        block when its own block strictly dominates it (its value is available
        at the block's start).  For uses by phis, see :meth:`dominates_use`.
        """
        return self._relates(a, b, earlier_first=True)

    def properly_dominates(self, a: BasicBlock, b: BasicBlock) -> bool:
        """Strict dominance of blocks: ``a`` dominates ``b`` and is not ``b``."""
        return a is not b and self._block_dominates(a, b)

    def dominates_use(self, definition: Value, use: Use) -> bool:
        """Whether ``definition`` is available where ``use`` reads it.

        A phi reads its incoming value at the end of the incoming block, so
        there a definition anywhere in (or dominating) that block will do.
        Arguments and constants are available everywhere reachable.
        """
        user = use.user
        if not isinstance(user, Instruction):
            raise ValueError(f"use by {user!r} is not in a function body")
        if user.opcode == "phi":
            incoming = user.operand(use.index + 1) if use.index % 2 == 0 else None
            if not isinstance(incoming, BasicBlock):
                raise ValueError(f"{use.index} is not an incoming value index of {user!r}")
            if not isinstance(definition, Instruction):
                return incoming in self._idom
            return self._block_dominates(_inst_position(definition)[0], incoming)
        if not isinstance(definition, Instruction):
            return _inst_position(user)[0] in self._idom
        return self.dominates(definition, user)

    def nearest_common_dominator(self, a: BasicBlock, b: BasicBlock) -> BasicBlock | None:
        """The deepest block dominating both ``a`` and ``b`` (``None`` if one is unreachable)."""
        return self.nearest_common(a, b)

    def dominance_frontiers(self) -> dict[BasicBlock, list[BasicBlock]]:
        """Dominance frontier of every reachable block (see :meth:`frontiers`)."""
        return self.frontiers()

    def dominance_frontier(self, block: BasicBlock) -> list[BasicBlock]:
        return self.frontier(block)


class PostDominatorTree(_DominanceTree):
    """Post-dominators, over the reverse CFG from a virtual exit.

    The virtual exit succeeds every block without successors (``ret``,
    ``unreachable``, ``resume``, ...).  Blocks that cannot reach such a block
    (infinite loops) would hang off nothing, so, as LLVM does, one block of
    each such region is connected to the virtual exit too: repeatedly the
    not-yet-covered block latest in (extended) reverse post-order, which is
    the deepest block of the loop as seen from the entry.  Every block of the
    function, reachable or not, is therefore covered.  The virtual exit
    itself is never returned: blocks it immediately post-dominates have
    ``ipdom`` ``None`` and are the tree's :attr:`roots`.
    """

    _kind = "PostDominator"

    def __init__(self, fn: Function) -> None:
        super().__init__(fn)
        # Blocks joined to the virtual exit: the real exits, then one block
        # per region that cannot reach an exit.
        self.exit_roots: list[BasicBlock] = []
        if not self._blocks:
            return
        cfg = self._cfg
        n = len(self._blocks)
        exits = [b for b in self._blocks if not cfg.succs[b]]
        covered = cfg.reaching(exits)
        self.exit_roots = list(exits)
        if len(covered) < n:
            rank = self._extended_rpo_rank()
            for block in sorted(self._blocks, key=rank.__getitem__, reverse=True):
                if block not in covered:
                    self.exit_roots.append(block)
                    covered |= cfg.reaching([block])
        virtual = n
        # Reverse graph: successors are CFG predecessors, and vice versa.
        succs = [[self._index[p] for p in cfg.preds[b]] for b in self._blocks]
        preds = [[self._index[s] for s in cfg.succs[b]] for b in self._blocks]
        succs.append([self._index[b] for b in self.exit_roots])
        preds.append([])
        for block in self.exit_roots:
            preds[self._index[block]].append(virtual)
        self._build(virtual, succs, preds)

    def _extended_rpo_rank(self) -> dict[BasicBlock, int]:
        """RPO from the entry, then RPO from each block still unvisited, in function order."""
        order: list[BasicBlock] = []
        visited: set[BasicBlock] = set()
        for start in self._blocks:
            if start not in visited:
                order += self._cfg.post_order_from(start, visited)[::-1]
        return {b: i for i, b in enumerate(order)}

    def ipdom(self, block: BasicBlock) -> BasicBlock | None:
        """The immediate post-dominator; ``None`` when it is the virtual exit."""
        return self._idom_of(block)

    def idom(self, block: BasicBlock) -> BasicBlock | None:
        """Alias of :meth:`ipdom`, so generic tree walkers work on both trees."""
        return self._idom_of(block)

    def post_dominates(self, a: BasicBlock | Instruction, b: BasicBlock | Instruction) -> bool:
        """Whether every path from ``b`` to the exit passes ``a``.

        Blocks post-dominate themselves; an instruction post-dominates an
        instruction before it in its block (not itself); a block
        post-dominates the instructions of blocks it post-dominates.
        """
        return self._relates(a, b, earlier_first=False)

    def dominates(self, a: BasicBlock | Instruction, b: BasicBlock | Instruction) -> bool:
        """Alias of :meth:`post_dominates`."""
        return self.post_dominates(a, b)

    def nearest_common_post_dominator(self, a: BasicBlock, b: BasicBlock) -> BasicBlock | None:
        """The deepest block post-dominating both, ``None`` if only the virtual exit does."""
        return self.nearest_common(a, b)

    def post_dominance_frontiers(self) -> dict[BasicBlock, list[BasicBlock]]:
        """Post-dominance frontiers: per block, the branches it is control dependent on."""
        return self.frontiers()
