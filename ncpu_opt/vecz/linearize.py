"""Control-flow conversion: divergent branches become masks (if-conversion).

Works on the scalar clone, before packetisation, so every step keeps the
per-work-item meaning: a *mask* is an ``i1`` that is true for the work-items
(lanes, once packetised) that execute a block.  Afterwards every branch left is
uniform, so the packetiser only widens data.

The function is seen as a tree of *levels*: the function body and each loop
body, with nested loops collapsed into single nodes, which makes each level
a DAG (the input is reducible).  A level is *linearised* when a branch on
it is divergent, or a nested loop can send lanes to different places: its
blocks are laid out in one topological order and run one after the other,
each with the OR of its incoming edge masks; phis become selects on the edge
masks.  Other levels keep their branches, and all their blocks have the
level's entry mask.

Loops stay loops.  A *divergent* loop (lanes may leave it at different
iterations) carries a mask phi in its header, branches back while any lane
continues, and accumulates per exit block the lanes that left through it, and
per value used after the loop the value each lane had when it left.  A loop
on a linearised level is guarded by "any lane enters" so that a loop no lane
enters does not run (its uniform loads would read garbage).

Edge masks are ``select mask, cond, false`` (not ``and``) so that a poison
condition in an inactive lane cannot poison the mask.  Loads, stores,
atomics and calls with side effects in blocks whose mask may be partial are
recorded in :attr:`Linearizer.masked` for the packetiser; divisions there get
a divisor of 1 in inactive lanes (a uniform divisor: when no lane is active).

Everything else in such a block now runs for the inactive lanes too, where
the facts that justified its poison-generating flags (``nuw``, ``nsw``,
``nneg``, ``inbounds``, ...) need not hold: ``if (x >= 0 && x < n) out[x]``
is ``zext nneg`` of ``x`` and a ``getelementptr inbounds nuw``, both poison
in a lane with ``x < 0``, and a contiguous masked store takes its address
from lane 0.  The flags are dropped there, and ``zext nneg`` becomes ``sext``
(the same value where the flag held, the affine continuation elsewhere, so a
lane's address is still the first lane's plus its offset).
"""

from __future__ import annotations

from ncpu_opt.analysis.dominators import DominatorTree
from ncpu_opt.analysis.loops import Loop, LoopInfo
from ncpu_opt.analysis.uniformity import UniformityAnalysis
from ncpu_opt.ir.builder import Builder, declare_function
from ncpu_opt.ir.instructions import (
    AtomicRMWInst,
    BranchInst,
    CallBase,
    CmpXchgInst,
    Instruction,
    LoadInst,
    PhiInst,
    ReturnInst,
    StoreInst,
    SwitchInst,
    UnreachableInst,
)
from ncpu_opt.ir.module import BasicBlock, Function, Module
from ncpu_opt.ir.types import I1, FunctionType, Type, VectorType
from ncpu_opt.ir.values import ConstantInt, ConstantSplat, Poison, Use, Value, const_int
from ncpu_opt.mux import builtins as mux
from ncpu_opt.vecz.errors import VectorizationFailure
from ncpu_opt.vecz.lanes import ANY_LANE, is_pure_call
from ncpu_opt.vecz.levels import LevelDag, Levels, Node, Region

_BARRIERS = frozenset(mux.builtin_name(n) for n in mux.BARRIERS)
def true() -> ConstantInt:
    """A fresh ``i1 true``: a constant is a value with uses, so one shared by every module would
    keep every module it was ever used in alive (through its use list)."""
    return const_int(I1, 1)


def false() -> ConstantInt:
    """A fresh ``i1 false`` (see :func:`true`)."""
    return const_int(I1, 0)
#: Hints that hold only where the block really runs; dropped from blocks that run under a mask.
_DROPPED_WHEN_MASKED = ("llvm.assume", "llvm.lifetime.")


#: Flags that make an instruction poison where a fact about its operands fails (integer
#: wrapping, exactness, non-negativity, disjoint bits, GEP bounds); fast-math flags only
#: concern values, which a masked lane never stores.
_POISON_FLAGS = ("nuw", "nsw", "exact", "disjoint", "nneg", "samesign", "inbounds", "nusw")


def _drop_poison_flags(inst: Instruction) -> None:
    """Make *inst* defined in lanes where its block's condition fails (see the module docstring)."""
    if inst.opcode == "zext" and inst.has_flag("nneg"):
        inst.opcode = "sext"
    for flag in _POISON_FLAGS:
        if flag in inst.flags:
            inst.flags.remove(flag)


def _block_in(value: Value, loop: Loop) -> bool:
    return isinstance(value, BasicBlock) and value in loop


def is_true(v: Value) -> bool:
    return isinstance(v, ConstantInt) and v.type == I1 and v.value == 1


def is_false(v: Value) -> bool:
    return isinstance(v, ConstantInt) and v.type == I1 and v.value == 0


def _post_dominates(dag: LevelDag, later: Node, earlier: Node) -> bool:
    node: Node | None = dag.ipdom.get(earlier)
    while node is not None:
        if node is later:
            return True
        node = dag.ipdom.get(node)
    return False


class Linearizer:
    """Removes the divergent branches of ``fn`` (normalised: see :mod:`ncpu_opt.vecz.normalize`)."""

    def __init__(self, fn: Function, uniformity: UniformityAnalysis, entry_mask: Value) -> None:
        self.fn = fn
        self.uni = uniformity
        self.entry_mask = entry_mask
        self.domtree = DominatorTree(fn)
        self.loops = LoopInfo(fn, self.domtree)
        self.levels = Levels(fn, self.loops)
        self.masked: dict[Instruction, Value] = {}
        self.block_mask: dict[BasicBlock, Value] = {}
        self._edge: dict[tuple[BasicBlock, BasicBlock], Value] = {}
        self._exit_mask: dict[tuple[Loop, BasicBlock], Value] = {}
        self._exit_value: dict[tuple[PhiInst, Loop], Value] = {}
        self._guard: dict[Loop, BasicBlock] = {}
        #: Guard and tail blocks made for nested loops, per enclosing loop.
        self._added: dict[Loop, set[BasicBlock]] = {}
        self._tail: dict[Loop, BasicBlock] = {}
        self.lin: dict[Loop | None, bool] = {}
        self.div: dict[Loop, bool] = {}
        module = fn.parent
        assert isinstance(module, Module)
        self._any_fn = declare_function(module, ANY_LANE, FunctionType(I1, [I1]))

    # -- entry ---------------------------------------------------------------------------------
    def run(self) -> None:
        if not self.uni.divergent_branches() and is_true(self.entry_mask):
            return  # nothing diverges: every mask is all-true
        self._classify()
        self._level(None, self.entry_mask)

    # -- structure -----------------------------------------------------------------------------
    def _classify(self) -> None:
        def divergent_here(level: Loop | None) -> bool:
            return any(
                (t := b.terminator) is not None and self.uni.is_divergent(t) for b in self.levels.level_blocks(level)
            )

        all_loops = [lp for top in self.loops.top_level for lp in top.loops_preorder()]
        for loop in reversed(all_loops):  # inner loops first
            self.lin[loop] = divergent_here(loop) or any(
                self.div[c] and len(c.exit_blocks) > 1 for c in loop.children
            )
            exiting_divergent = any(
                (t := x.terminator) is not None and self.uni.is_divergent(t) for x in loop.exiting_blocks
            )
            self.div[loop] = exiting_divergent
            if self.lin[loop] and not exiting_divergent:
                full = self.levels.dag(loop).full
                if any(self.levels.at_level(x, loop) and x not in full for x in loop.exiting_blocks):
                    self.div[loop] = True
        self.lin[None] = divergent_here(None) or any(
            self.div[c] and len(c.exit_blocks) > 1 for c in self.loops.top_level
        )
        for loop in all_loops:  # outer loops first
            if self.div[loop]:
                self.lin[loop] = True
        # A uniform loop with several exits on a linearised level is made divergent (one way
        # out, with masks) only where the level's linearisation reaches it: see _level.

    # -- masks ---------------------------------------------------------------------------------
    def _and(self, b: Builder, mask: Value, cond: Value) -> Value:
        if is_true(mask):
            return cond
        if is_false(mask) or is_false(cond):
            return false()
        if is_true(cond):
            return mask
        return b.select(mask, cond, false(), "vecz.edge")

    def _not(self, b: Builder, cond: Value) -> Value:
        if isinstance(cond, ConstantInt):
            return false() if cond.value else true()
        return b.binop("xor", cond, true(), "vecz.not")

    def _or(self, b: Builder, masks: list[Value], name: str = "vecz.mask") -> Value:
        live = [m for m in dict.fromkeys(masks) if not is_false(m)]
        if any(is_true(m) for m in live):
            return true()
        if not live:
            return false()
        result = live[0]
        for m in live[1:]:
            result = b.binop("or", result, m, name)
        return result

    def _any(self, b: Builder, mask: Value) -> Value:
        if isinstance(mask, ConstantInt):
            return mask
        return b.call(self._any_fn, [mask], "vecz.any")

    def _edge_masks(self, block: BasicBlock, mask: Value) -> None:
        term = block.terminator
        assert term is not None
        b = Builder().position_before(term)
        if isinstance(term, BranchInst):
            succs = term.successors
            if not term.is_conditional or succs[0] is succs[1]:
                for s in succs:
                    self._edge[(block, s)] = mask
                return
            cond = term.condition
            if self.uni.is_uniform(cond) and not isinstance(mask, ConstantInt) and not isinstance(cond, ConstantInt):
                # A uniform branch in a masked block: choosing the whole mask on the
                # scalar condition keeps it a scalar test (a splat ANDed into the mask
                # costs a broadcast and mask operations every time the block runs).
                # Frozen: a poison condition would poison every lane of the mask.
                chosen = b.freeze(cond, (cond.name + ".fr") if cond.name else "")
                self._edge[(block, succs[0])] = b.select(chosen, mask, false(), "vecz.edge")
                self._edge[(block, succs[1])] = b.select(chosen, false(), mask, "vecz.edge")
                return
            self._edge[(block, succs[0])] = self._and(b, mask, cond)
            self._edge[(block, succs[1])] = self._and(b, mask, self._not(b, cond))
        elif isinstance(term, SwitchInst):
            value = term.operand(0)
            per_target: dict[BasicBlock, list[Value]] = {}
            matches: list[Value] = []
            for case, target in term.cases:
                eq = b.icmp("eq", value, case, "vecz.case")
                matches.append(eq)
                per_target.setdefault(target, []).append(eq)  # type: ignore[arg-type]
            default = term.operand(1)
            assert isinstance(default, BasicBlock)
            per_target.setdefault(default, []).append(self._not(b, self._or(b, matches, "vecz.any_case")))
            for target, conds in per_target.items():
                self._edge[(block, target)] = self._and(b, mask, self._or(b, conds, "vecz.cases"))
        elif not isinstance(term, (ReturnInst, UnreachableInst)):
            raise VectorizationFailure(f"a divergent '{term.opcode}' terminator", term)

    def _record_masked(self, block: BasicBlock, mask: Value) -> None:
        if is_true(mask):
            return
        for inst in list(block.instructions):
            _drop_poison_flags(inst)
            if isinstance(inst, (LoadInst, StoreInst, AtomicRMWInst, CmpXchgInst)):
                self.masked[inst] = mask
            elif isinstance(inst, CallBase):
                callee = inst.called_function
                name = callee.name if callee is not None else ""
                if name == ANY_LANE:
                    continue
                if name.startswith(_DROPPED_WHEN_MASKED):
                    # The block may now run where it did not (no lane active, or
                    # its condition false): llvm.assume there would be immediate UB,
                    # and a lifetime marker could end a variable another path uses.
                    inst.erase_from_parent()
                    continue
                group = mux.parse_group_builtin(name)
                if name in _BARRIERS or (group is not None and group.group == "work"):
                    if mask is not self.entry_mask and not (is_true(mask) and is_true(self.entry_mask)):
                        raise VectorizationFailure("a barrier in divergent control flow", inst)
                    if name in _BARRIERS:
                        continue
                if not is_pure_call(inst):
                    self.masked[inst] = mask
            elif inst.opcode in ("sdiv", "udiv", "srem", "urem") and not isinstance(inst.operand(1), ConstantInt):
                b = Builder().position_before(inst)
                one = _one(inst.type)
                divisor = inst.operand(1)
                # A uniform divisor stays uniform (a uniform division must not turn
                # varying: loops it bounds were judged uniform): it is only
                # replaced when no lane runs the block.
                guard = self._any(b, mask) if self.uni.is_uniform(divisor) else mask
                inst.set_operand(1, b.select(guard, divisor, one, "vecz.safe_divisor"))

    def _phis_to_selects(self, block: BasicBlock, level: Loop | None) -> None:
        b = Builder().position_at_start(block)
        for phi in block.phis():
            assert isinstance(phi, PhiInst)
            arms: list[tuple[Value, Value]] = []
            seen: set[object] = set()
            for value, pred in phi.incoming:
                node = self.levels.node(pred, level)
                if node in seen:
                    continue
                seen.add(node)
                if isinstance(node, Loop):
                    arms.append((self._exit_value[(phi, node)], self._exit_mask[(node, block)]))
                else:
                    arms.append((value, self._edge[(pred, block)]))
            result = arms[-1][0]
            for value, mask in reversed(arms[:-1]):
                if value is result:
                    continue
                result = b.select(mask, value, result, phi.name)
            phi.replace_all_uses_with(result)
            phi.erase_from_parent()

    # -- regions -------------------------------------------------------------------------------
    def _regions(self, level: Loop | None, dag: LevelDag) -> list[Region] | None:
        """The level's divergent regions, or None when it must be linearised as a whole.

        A region starts at a block with a divergent branch and holds what is
        reachable from its successors before their join (the branch's
        immediate post-dominator on the level), which becomes the region's
        exit.  Overlapping regions merge.  Barriers and uniform branches
        outside the regions keep running as they are.  Shapes we do not
        split this way (a region with two ways out or two ways in, a loop as
        root or exit, a divergent loop's body) linearise the whole level.
        """
        if level is not None and self.div[level]:
            return None
        index = {n: i for i, n in enumerate(dag.order)}
        roots = [
            n for n in dag.order
            if isinstance(n, BasicBlock) and (t := n.terminator) is not None and self.uni.is_divergent(t)
        ]
        if any(isinstance(n, Loop) and self.div[n] and len(n.exit_blocks) > 1 for n in dag.order):
            return None
        groups: list[set[Node]] = []
        for start in roots:
            join = dag.ipdom.get(start)
            zone: set[Node] = {start}
            work = [s for s in dag.succs[start] if s is not None]
            while work:
                n = work.pop()
                if n is join or n in zone:
                    continue
                zone.add(n)
                work.extend(s for s in dag.succs[n] if s is not None)
            merged = [g for g in groups if g & zone]
            for g in merged:
                groups.remove(g)
                zone |= g
            groups.append(zone)
        regions: list[Region] = []
        members_of_any: set[Node] = set()
        for group in groups:
            members = sorted(group, key=index.__getitem__)
            root: Node = members[0]
            outside = {s for n in members for s in dag.succs[n] if s not in group}
            entries_ok = all(
                pnode in group for n in members[1:] if isinstance(n, BasicBlock) for pnode, _ in dag.preds.get(n, [])
            ) and all(
                pnode in group for n in members[1:] if isinstance(n, Loop)
                for pnode, _ in dag.preds.get(n.preheader, []) if n.preheader is not None  # type: ignore[arg-type]
            )
            exits = [s for s in outside if s is not None]
            if not isinstance(root, BasicBlock) or not entries_ok or len(exits) != 1 or None in outside:
                return None
            (exit_node,) = exits
            if not isinstance(exit_node, BasicBlock):
                return None
            regions.append(Region(members, exit_node))
            members_of_any |= set(members[1:])
        if any(r.exit in members_of_any for r in regions):
            return None
        return regions

    # -- levels --------------------------------------------------------------------------------
    def _level(self, level: Loop | None, entry_mask: Value) -> None:
        dag = self.levels.dag(level)
        lin = self.lin.get(level, False)
        regions = self._regions(level, dag) if lin else []
        if lin and self._linearise_multi_exit_loops(dag, regions):
            regions = self._regions(level, dag)
        whole = regions is None
        region_of: dict[Node, Region] = {}
        exit_of: dict[BasicBlock, list[Region]] = {}
        for region in regions or []:
            for n in region.members:
                region_of[n] = region
            exit_of.setdefault(region.exit, []).append(region)
        for node in dag.order:
            found = region_of.get(node)
            inside = whole or (found is not None and node is not found.members[0])
            if isinstance(node, Loop):
                if inside:
                    preheader = node.preheader
                    assert preheader is not None
                    loop_mask = self._edge[(preheader, node.header)]
                else:
                    loop_mask = entry_mask
                self._loop(node, loop_mask, inside)
                continue
            block = node
            if not inside or node is dag.head or (whole and node in dag.full):
                mask = entry_mask
            elif (same := self._control_equivalent_mask(block, level, dag)) is not None:
                mask = same
            else:
                b = Builder().position_at_start(block)
                incoming: list[Value] = []
                for pnode, pblock in dag.preds.get(block, []):
                    if isinstance(pnode, Loop):
                        incoming.append(self._exit_mask[(pnode, block)])
                    else:
                        assert pblock is not None
                        incoming.append(self._edge[(pblock, block)])
                mask = self._or(b, incoming)
            if inside and node is not dag.head:
                self._phis_to_selects(block, level)
            self.block_mask[block] = mask
            self._record_masked(block, mask)
            if whole or found is not None:
                self._edge_masks(block, mask)
        if whole:
            self._chain(level, dag.order, None)
        for region in regions or []:
            self._chain(level, region.members, region.exit)

    def _linearise_multi_exit_loops(self, dag: LevelDag, regions: list[Region] | None) -> bool:
        """Make divergent the uniform loops with several exits that the level's linearisation lays
        out in a line (all of them when the whole level is, else those inside a divergent region):
        a line has one way out of each loop.  Loops outside the regions keep running as they are
        (their exit values stay uniform, which later uniform loops may depend on).  Whether any was."""
        inside = None if regions is None else {n for r in regions for n in r.members}
        changed = False
        for node in dag.order:
            if (
                isinstance(node, Loop) and len(node.exit_blocks) > 1 and not self.div[node]
                and (inside is None or node in inside)
            ):
                self.div[node] = self.lin[node] = True
                changed = True
        return changed

    def _control_equivalent_mask(self, block: BasicBlock, level: Loop | None, dag: LevelDag) -> Value | None:
        """The mask of a block on the level that dominates ``block`` and that ``block`` post-dominates, if any.

        Every lane that runs one runs the other, so the OR of ``block``'s
        incoming edge masks would only rebuild that mask (which LLVM cannot
        see: the edge masks are selects).  An unmasked join keeps its
        stores unmasked when the region's root ran with all lanes.
        """
        dom = self.domtree.idom(block)
        while dom is not None and self.levels.inside(dom, level):
            if self.levels.node(dom, level) is dom and dom in self.block_mask and _post_dominates(dag, block, dom):
                return self.block_mask[dom]
            dom = self.domtree.idom(dom)
        return None

    def _join_phis(self, region: Region, last: BasicBlock, level: Loop | None) -> None:
        """The region's exit receives one edge from the region (its last block): merge the region's phi inputs there."""
        members = set(region.members)
        b = Builder().position_before(last.terminator) if last.terminator is not None else Builder(last)
        for phi in region.exit.phis():
            assert isinstance(phi, PhiInst)
            arms: list[tuple[Value, Value]] = []
            seen: set[object] = set()
            for value, pred in phi.incoming:
                node = self.levels.node(pred, level)
                if node not in members or node in seen:
                    continue
                seen.add(node)
                if isinstance(node, Loop):
                    arms.append((self._exit_value[(phi, node)], self._exit_mask[(node, region.exit)]))
                else:
                    arms.append((value, self._edge[(pred, region.exit)]))
            if not arms:
                continue
            for pred in {p for _, p in phi.incoming if self.levels.node(p, level) in members}:
                phi.remove_incoming(pred)
            result = arms[-1][0]
            for value, mask in reversed(arms[:-1]):
                if value is not result:
                    result = b.select(mask, value, result, phi.name)
            phi.add_incoming(result, last)

    def _chain(self, level: Loop | None, order: list[Node], exit_block: BasicBlock | None) -> None:
        """Lay ``order`` out as one straight line (loops as guarded diamonds), then go to ``exit_block``."""
        firsts: list[BasicBlock] = [self._guard[n] if isinstance(n, Loop) else n for n in order]
        if exit_block is not None:
            last = order[-1]
            self._join_phis(Region(order, exit_block), self._tail[last] if isinstance(last, Loop) else last, level)
            firsts.append(exit_block)
        keep_exits = level is not None and not self.div[level]
        for i, node in enumerate(order):
            following = firsts[i + 1] if i + 1 < len(firsts) else None
            if isinstance(node, Loop):
                if following is None:
                    raise VectorizationFailure("a loop at the end of a divergent region")
                Builder(self._tail[node]).br(following)
                continue
            if level is not None and node is level.single_latch and exit_block is None:
                continue  # the loop's back edge is set by _loop
            term = node.terminator
            assert term is not None
            if isinstance(term, ReturnInst) or (following is None and isinstance(term, UnreachableInst)):
                continue
            if following is None:
                raise VectorizationFailure("a block with no way out at the end of a divergent region", term)
            b = Builder().position_before(term)
            # A nested loop's guard is new (LoopInfo does not know it) but inside the level.
            exits = [s for s in term.successors if level is not None and not self._in_loop(s, level)]
            if keep_exits and exits:
                assert level is not None
                tail = self._tail.get(level)  # a loop on a level that keeps its branches has none
                if not isinstance(term, BranchInst) or not term.is_conditional:
                    b.br(tail or exits[0])
                else:
                    t, f = term.successors
                    b.cond_br(
                        term.condition,
                        (tail or t) if t in exits else following,
                        (tail or f) if f in exits else following,
                    )
            else:
                b.br(following)
            term.erase_from_parent()

    def _loop(self, loop: Loop, entry_mask: Value, parent_lin: bool) -> None:
        divergent = self.div[loop]
        if not divergent and not parent_lin:
            self._level(loop, entry_mask)
            return
        for x in loop.exiting_blocks:
            if self.loops.loop_for(x) is not loop:
                raise VectorizationFailure("an exit from a nested loop in divergent control flow", x.terminator)
        header, latch, preheader = loop.header, loop.single_latch, loop.preheader
        assert latch is not None and preheader is not None
        fn = self.fn
        guard = BasicBlock(f"{header.name or 'loop'}.vecz.guard", fn)
        fn.blocks.insert(fn.blocks.index(header), guard)
        last = max(fn.blocks.index(b) for b in loop.blocks)
        tail = BasicBlock(f"{header.name or 'loop'}.vecz.exit", fn)
        fn.blocks.insert(last + 1, tail)
        self._guard[loop], self._tail[loop] = guard, tail
        # The new blocks belong to the enclosing loops (LoopInfo does not know them).
        outer = loop.parent
        while outer is not None:
            self._added.setdefault(outer, set()).update((guard, tail))
            outer = outer.parent
        pre_term = preheader.terminator
        assert pre_term is not None
        for i, op in enumerate(pre_term.operands):
            if op is header:
                pre_term.set_operand(i, guard)
        for phi in header.phis():
            for i, op in enumerate(phi.operands):
                if op is preheader:
                    phi.set_operand(i, guard)
        gb = Builder(guard)
        enter = self._any(gb, entry_mask)
        if is_true(enter):
            gb.br(header)
        else:
            gb.cond_br(enter, header, tail)
        from_guard = not is_true(enter)
        if divergent:
            self._divergent_loop(loop, entry_mask, guard, tail, from_guard)
        else:
            self._uniform_loop(loop, entry_mask, guard, tail, from_guard)
        if not parent_lin:
            (exit_block,) = loop.exit_blocks
            Builder(tail).br(exit_block)
            for phi in exit_block.phis():
                assert isinstance(phi, PhiInst)
                if (phi, loop) in self._exit_value:
                    for pred in {p for _, p in phi.incoming if p in loop}:
                        phi.remove_incoming(pred)
                    phi.add_incoming(self._exit_value[(phi, loop)], tail)

    def _tail_phi(self, tail: BasicBlock, arms: list[tuple[Value, BasicBlock]], guard: BasicBlock,
                  default: Value, from_guard: bool, name: str) -> Value:
        if not from_guard and len(arms) == 1:
            return arms[0][0]
        b = Builder().position_at_start(tail)
        return b.phi(arms[0][0].type, [*arms, *([(default, guard)] if from_guard else [])], name)

    def _in_loop(self, block: BasicBlock, loop: Loop) -> bool:
        return block in loop or block in self._added.get(loop, ())

    def _live_outs(self, loop: Loop) -> list[tuple[Instruction, list[Use]]]:
        """Values defined in ``loop`` and used after it (not counting its exit phis), with those uses."""
        found = []
        for block in [*loop.blocks, *self._added.get(loop, ())]:
            for inst in block.instructions:
                uses = []
                for use in inst.uses:
                    user = use.user
                    if not isinstance(user, Instruction) or user.parent is None or self._in_loop(user.parent, loop):
                        continue
                    if isinstance(user, PhiInst) and _block_in(user.operand(use.index + 1), loop):
                        continue
                    uses.append(use)
                if uses:
                    found.append((inst, uses))
        return found

    def _divergent_loop(self, loop: Loop, entry_mask: Value, guard: BasicBlock, tail: BasicBlock,
                        from_guard: bool) -> None:
        header, latch = loop.header, loop.single_latch
        assert latch is not None
        def header_phi(t: Type, incoming: list[tuple[Value, Value]], name: str) -> PhiInst:
            phi = PhiInst(t, incoming, name)
            header.insert(0, phi)  # the body's terminators are rewritten: only the block start is stable
            return phi

        header_mask = header_phi(I1, [(entry_mask, guard)], "vecz.loop_mask")
        # The exit edges, before linearising the body removes them.
        exit_edges = {e: [x for x in loop.exiting_blocks if e in x.successors] for e in loop.exit_blocks}
        self._level(loop, header_mask)
        cont = self._edge[(latch, header)]
        header_mask.add_incoming(cont, latch)
        term = latch.terminator
        assert term is not None
        lb = Builder().position_before(term)
        leaving: list[Value] = []
        for exit_block in loop.exit_blocks:
            edges = [(x, self._edge[(x, exit_block)]) for x in exit_edges[exit_block]]
            acc = header_phi(I1, [(false(), guard)], "vecz.exited")
            acc_next = self._or(lb, [acc, *[m for _, m in edges]], "vecz.exited")
            acc.add_incoming(acc_next, latch)
            leaving += [m for _, m in edges]
            self._exit_mask[(loop, exit_block)] = self._tail_phi(
                tail, [(acc_next, latch)], guard, false(), from_guard, "vecz.exit_mask")
            for phi in exit_block.phis():
                assert isinstance(phi, PhiInst)
                arms = [(v, p) for v, p in phi.incoming if p in loop]
                if not arms:
                    continue
                kept = header_phi(phi.type, [(Poison(phi.type), guard)], f"{phi.name}.vecz.live")
                value: Value = kept
                for v, p in arms:
                    value = lb.select(self._edge[(p, exit_block)], v, value, f"{phi.name}.vecz.live")
                kept.add_incoming(value, latch)
                self._exit_value[(phi, loop)] = self._tail_phi(
                    tail, [(value, latch)], guard, Poison(phi.type), from_guard, phi.name)
        live = self._live_outs(loop)
        if live:
            left = self._or(lb, leaving, "vecz.leaving")
            for inst, uses in live:
                kept = header_phi(inst.type, [(Poison(inst.type), guard)], f"{inst.name}.vecz.live")
                value = lb.select(left, inst, kept, f"{inst.name}.vecz.live")
                kept.add_incoming(value, latch)
                out = self._tail_phi(tail, [(value, latch)], guard, Poison(inst.type), from_guard, inst.name)
                for use in uses:
                    use.user.set_operand(use.index, out)
        lb.cond_br(self._any(lb, cont), header, tail)
        term.erase_from_parent()

    def _uniform_loop(self, loop: Loop, entry_mask: Value, guard: BasicBlock, tail: BasicBlock,
                      from_guard: bool) -> None:
        self._level(loop, entry_mask)
        (exit_block,) = loop.exit_blocks
        exiting = loop.exiting_blocks
        for x in exiting:
            term = x.terminator
            assert term is not None
            for i, op in enumerate(term.operands):
                if op is exit_block:
                    term.set_operand(i, tail)
        self._exit_mask[(loop, exit_block)] = entry_mask
        for phi in exit_block.phis():
            assert isinstance(phi, PhiInst)
            arms = [(v, p) for v, p in phi.incoming if p in loop]
            if arms:
                self._exit_value[(phi, loop)] = self._tail_phi(
                    tail, arms, guard, Poison(phi.type), from_guard, phi.name)
        for inst, uses in self._live_outs(loop):
            block = inst.parent
            assert block is not None
            if not all(self.domtree.dominates(block, x) for x in exiting):
                raise VectorizationFailure("a value used after a loop it may not be defined in", inst)
            out = self._tail_phi(tail, [(inst, x) for x in exiting], guard, Poison(inst.type), from_guard, inst.name)
            for use in uses:
                use.user.set_operand(use.index, out)


def _one(type: Type) -> Value:
    """1 of an integer type, or in every lane of a vector of integers (a divisor that is safe)."""
    if isinstance(type, VectorType):
        return ConstantSplat(type, const_int(type.element, 1))
    return const_int(type, 1)
