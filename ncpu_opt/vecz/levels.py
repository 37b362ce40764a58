"""The levels linearisation works on: the function body and each loop body, as DAGs.

A level's nodes are its own blocks and its nested loops, each collapsed into
one node (the input is reducible, so without the back edge to the level's
header that is a DAG).  :meth:`Levels.dag` lays a level out in topological
order, with its natural end last, and computes post-dominance with every way
out of the level going to one sink.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ncpu_opt.analysis.loops import Loop, LoopInfo
from ncpu_opt.ir.module import BasicBlock, Function

Node = BasicBlock | Loop


@dataclass
class Region:
    """A divergent region of a level: its nodes in order (the root, with the divergent branch, first) and its exit."""

    members: list[Node]
    exit: BasicBlock


@dataclass
class LevelDag:
    """One level: its nodes in topological order, successors (None: leaves the level), full nodes."""

    head: BasicBlock
    order: list[Node]
    succs: dict[Node, list[Node | None]] = field(default_factory=dict)
    full: set[Node] = field(default_factory=set)
    #: For each block of the level: the nodes its edges come from, with the source block (None for loops).
    preds: dict[BasicBlock, list[tuple[Node, BasicBlock | None]]] = field(default_factory=dict)
    #: Immediate post-dominators on the level (None: the level's end).
    ipdom: dict[Node, Node | None] = field(default_factory=dict)


class Levels:
    """The level structure of ``fn`` given its loops."""

    def __init__(self, fn: Function, loops: LoopInfo) -> None:
        self.fn = fn
        self.loops = loops

    def at_level(self, block: BasicBlock, level: Loop | None) -> bool:
        return self.loops.loop_for(block) is level

    def inside(self, block: BasicBlock, level: Loop | None) -> bool:
        return level is None or block in level

    def node(self, block: BasicBlock, level: Loop | None) -> Node:
        loop = self.loops.loop_for(block)
        if loop is level:
            return block
        assert loop is not None
        while loop.parent is not level:
            assert loop.parent is not None
            loop = loop.parent
        return loop

    def children(self, level: Loop | None) -> list[Loop]:
        return list(self.loops.top_level) if level is None else list(level.children)

    def level_blocks(self, level: Loop | None) -> list[BasicBlock]:
        blocks = self.fn.blocks if level is None else level.blocks
        return [b for b in blocks if self.at_level(b, level)]

    def dag(self, level: Loop | None) -> LevelDag:
        head = self.fn.entry_block if level is None else level.header
        nodes: list[Node] = [*self.level_blocks(level), *self.children(level)]
        succs: dict[Node, list[Node | None]] = {}
        preds: dict[BasicBlock, list[tuple[Node, BasicBlock | None]]] = {}
        for n in nodes:
            out: list[Node | None] = []
            targets = n.exit_blocks if isinstance(n, Loop) else list(dict.fromkeys(n.successors))
            for s in targets:
                if level is not None and s is level.header:
                    continue  # the back edge
                if not self.inside(s, level):
                    out.append(None)
                    continue
                target = self.node(s, level)
                out.append(target)
                if isinstance(target, BasicBlock):
                    preds.setdefault(target, []).append((n, None if isinstance(n, Loop) else n))
            succs[n] = list(dict.fromkeys(out))
        # Reverse post-order from the head; the level's natural end goes last.
        order: list[Node] = []
        seen: set[Node] = set()
        stack: list[tuple[Node, int]] = [(head, 0)]
        seen.add(head)
        while stack:
            n, i = stack.pop()
            nexts = [s for s in succs[n] if s is not None]
            if i < len(nexts):
                stack.append((n, i + 1))
                succ = nexts[i]
                if succ not in seen:
                    seen.add(succ)
                    stack.append((succ, 0))
            else:
                order.append(n)
        order.reverse()
        last = level.single_latch if level is not None else self.fn.blocks[-1]
        if last in order and order[-1] is not last:
            order.remove(last)
            order.append(last)
        dag = LevelDag(head, order, succs, preds=preds)
        # Post-dominance with every way out of the level going to one sink.
        sink = object()
        pdom: dict[Node, set[object]] = {}
        for n in reversed(order):
            outs = succs[n]
            sets = [pdom[s] if s is not None else {sink} for s in outs] or [{sink}]
            pdom[n] = {n} | set.intersection(*sets)
        dag.full = {n for n in order if n in pdom[head]}  # type: ignore[misc]
        for n in order:
            strict: list[Node] = [p for p in pdom[n] if p is not n and p is not sink]  # type: ignore[misc]
            dag.ipdom[n] = max(strict, key=lambda p: len(pdom[p])) if strict else None
        return dag
