"""Control-flow normal form for the vectoriser (a small LLVM ``loop-simplify`` plus ``unify-exits``).

Linearisation (:mod:`ncpu_opt.vecz.linearize`) wants every loop to have a
preheader (one block outside the loop that only branches to the header) and a
single latch, and the function one ``ret`` block; unreachable blocks are
dropped first so that no phi names a predecessor that never runs.
"""

from __future__ import annotations

from ncpu_opt.analysis.cfg import reachable_blocks
from ncpu_opt.analysis.loops import Loop, LoopInfo
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.instructions import Instruction, PhiInst, ReturnInst
from ncpu_opt.ir.module import BasicBlock, Function
from ncpu_opt.ir.values import Value


def remove_unreachable_blocks(fn: Function) -> None:
    live = reachable_blocks(fn)
    dead = [b for b in fn.blocks if b not in live]
    for block in dead:
        for succ in block.successors:
            if succ in live:
                for phi in succ.phis():
                    assert isinstance(phi, PhiInst)
                    while phi.incoming_value_for(block) is not None:
                        phi.remove_incoming(block)
    for block in dead:
        for inst in list(block.instructions):
            inst.drop_operands()
    for block in dead:
        block.erase_from_parent()


def unify_returns(fn: Function) -> None:
    """Make ``ret`` appear once, in the last block (kernels return void)."""
    returns = [b for b in fn.blocks if isinstance(b.terminator, ReturnInst)]
    if len(returns) <= 1:
        if returns and fn.blocks[-1] is not returns[0]:
            fn.blocks.remove(returns[0])
            fn.blocks.append(returns[0])
        return
    exit_block = fn.append_block("vecz.return")
    values = [b.terminator.operands[0] if b.terminator and b.terminator.operands else None for b in returns]
    b = Builder(exit_block)
    result: Value | None = None
    if values[0] is not None:
        phi = b.phi(values[0].type, [], "vecz.retval")
        result = phi
    for block, value in zip(returns, values, strict=True):
        term = block.terminator
        assert term is not None
        term.erase_from_parent()
        Builder(block).br(exit_block)
        if result is not None and value is not None:
            assert isinstance(result, PhiInst)
            result.add_incoming(value, block)
    b.ret(result)


def _redirect(term: Instruction, old: BasicBlock, new: BasicBlock) -> None:
    for i, op in enumerate(term.operands):
        if op is old:
            term.set_operand(i, new)


def _funnel(preds: list[BasicBlock], target: BasicBlock, name: str, before: BasicBlock) -> BasicBlock:
    """Route the edges ``preds -> target`` through a new block, merging their phi inputs there."""
    fn = target.parent
    assert fn is not None
    block = BasicBlock(name, fn)
    fn.blocks.insert(fn.blocks.index(before), block)
    b = Builder(block)
    for phi in target.phis():
        assert isinstance(phi, PhiInst)
        incoming = [(v, p) for v, p in phi.incoming if p in preds]
        if not incoming:
            continue
        for _, p in incoming:
            phi.remove_incoming(p)
        values = {v for v, _ in incoming}
        if len(values) == 1:
            merged: Value = incoming[0][0]
        else:
            merged = b.phi(phi.type, incoming, (phi.name + ".merge") if phi.name else "")
        phi.add_incoming(merged, block)
    for p in dict.fromkeys(preds):
        term = p.terminator
        assert term is not None
        _redirect(term, target, block)
    b.br(target)
    return block


def _simplify(loop: Loop) -> bool:
    header = loop.header
    outside = [p for p in header.predecessors if p not in loop]
    changed = False
    if loop.preheader is None:
        _funnel(outside, header, (header.name or "loop") + ".preheader", header)
        changed = True
    if len(loop.latches) > 1:
        last = max(loop.latches, key=lambda blk: blk.parent.blocks.index(blk) if blk.parent else 0)
        fn = header.parent
        assert fn is not None
        after = fn.blocks[fn.blocks.index(last) + 1] if fn.blocks.index(last) + 1 < len(fn.blocks) else None
        latch = _funnel(loop.latches, header, (header.name or "loop") + ".latch", after or last)
        if after is None:
            fn.blocks.remove(latch)
            fn.blocks.append(latch)
        changed = True
    return changed


def simplify_loops(fn: Function) -> None:
    """Give every loop a preheader and a single latch."""
    while True:
        loops = LoopInfo(fn)
        if not any(_simplify(loop) for top in loops.top_level for loop in top.loops_preorder()):
            return


def normalize(fn: Function) -> None:
    remove_unreachable_blocks(fn)
    unify_returns(fn)
    simplify_loops(fn)
