"""Hoisting a load that every path out of a branch makes (LLVM's GVNHoist, for one case).

``if (edge) out[i] = in[i]; else out[i] = f(in[i], ...);`` loads ``in[i]`` on
both sides. Once linearised, each side becomes a masked load under its own
mask, and the lanes read the same memory twice. The load can run once, at
the end of the block that branches, under its mask, when

- every path from that block reaches one of the loads before it returns: no
  lane reads an address it would not have read anyway. This search stays
  inside one loop level: the branching block and every block searched share
  the innermost loop, and it never follows a back edge;
- nothing may write memory on any path from the end of that block to any of
  the loads replaced: each load would read what the hoisted one read. A path
  can reach a load after passing another one, through a nested loop, e.g.
  LLVM's LICM promotes ``out[x]`` across an inner loop that stores to it and
  reloads it after that loop, so both loads have one dominator that branches
  around the inner loop (issue 15).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Hashable

from ncpu_opt.analysis.dominators import DominatorTree
from ncpu_opt.analysis.loops import LoopInfo
from ncpu_opt.ir.instructions import CallBase, GetElementPtrInst, Instruction, LoadInst
from ncpu_opt.ir.module import BasicBlock, Function
from ncpu_opt.ir.values import Value
from ncpu_opt.vecz.lanes import is_pure_call

_WRITING_OPCODES = frozenset({"store", "atomicrmw", "cmpxchg", "fence"})


def may_write(inst: Instruction) -> bool:
    if inst.opcode in _WRITING_OPCODES:
        return True
    if isinstance(inst, CallBase):
        return not is_pure_call(inst)
    return False


def _is_simple(load: Instruction) -> bool:
    return isinstance(load, LoadInst) and not load.is_volatile and not load.is_atomic


def _address_key(value: Value) -> Hashable:
    """Equal for pointers that are the same value or the same GEP of equal operands."""
    if isinstance(value, GetElementPtrInst):
        return ("gep", str(value.source_type), tuple(sorted(value.flags)),
                tuple(_address_key(op) for op in value.operands))
    return id(value)


def _available_at_end(value: Value, block: BasicBlock, domtree: DominatorTree) -> Value | None:
    """``value``, or a copy of its GEP chain placed at the end of ``block``, usable there; None if neither."""
    if not isinstance(value, Instruction):
        return value
    if value.parent is not None and domtree.dominates(value.parent, block):
        return value
    if not isinstance(value, GetElementPtrInst):
        return None
    operands = [_available_at_end(op, block, domtree) for op in value.operands]
    if any(op is None for op in operands):
        return None
    copy = value.clone()
    for index, op in enumerate(operands):
        assert op is not None
        copy.set_operand(index, op)
    terminator = block.terminator
    assert terminator is not None
    copy.insert_before(terminator)
    return copy


def _reachable_avoiding(starts: list[BasicBlock], step: Callable[[BasicBlock], list[BasicBlock]],
                        avoid: BasicBlock) -> set[BasicBlock]:
    """The blocks ``step`` reaches from ``starts`` (included) without passing through ``avoid``."""
    seen: set[BasicBlock] = set()
    worklist = [block for block in starts if block is not avoid]
    while worklist:
        block = worklist.pop()
        if block in seen:
            continue
        seen.add(block)
        worklist.extend(next_block for next_block in step(block) if next_block is not avoid)
    return seen


def no_write_between(branch: BasicBlock, load: LoadInst) -> bool:
    """Is there no write on any path from the end of ``branch`` to ``load`` (``branch`` dominates it)?

    Every run of ``load`` follows a last run of ``branch``, so the paths that matter are
    those that do not pass through ``branch`` again; they may pass other loads of the
    group, go round nested loops, or come back round through ``load``'s own block.
    """
    block = load.parent
    assert block is not None
    after_branch = _reachable_avoiding(branch.successors, lambda b: b.successors, branch)
    before_load = _reachable_avoiding(block.predecessors, lambda b: b.predecessors, branch)
    on_paths = after_branch & before_load  # holds ``block`` itself only if a path goes round it
    if any(may_write(inst) for between in on_paths for inst in between.instructions):
        return False
    for inst in block.instructions:
        if inst is load:
            return True
        if may_write(inst):
            return False
    raise AssertionError("a load outside its parent block")


class _Hoister:
    def __init__(self, fn: Function) -> None:
        self.domtree = DominatorTree(fn)
        self.loops = LoopInfo(fn, self.domtree)

    def every_path_loads(self, branch: BasicBlock, loads: dict[BasicBlock, LoadInst]) -> bool:
        """Does every path leaving ``branch`` reach one of ``loads`` (within ``branch``'s loop level)?"""
        level = self.loops.loop_for(branch)
        header = level.header if level is not None else None
        seen = {branch}
        worklist = list(branch.successors)
        while worklist:
            block = worklist.pop()
            if block in seen:
                continue
            seen.add(block)
            if block is header or self.loops.loop_for(block) is not level:
                return False
            if block in loads:
                continue
            if not block.successors:
                return False
            worklist.extend(block.successors)
        return True

    def hoist(self, group: list[LoadInst]) -> bool:
        first_in_block: dict[BasicBlock, LoadInst] = {}
        for load in group:
            assert load.parent is not None
            first_in_block.setdefault(load.parent, load)
        if len(first_in_block) < 2:
            return False
        blocks = list(first_in_block)
        branch: BasicBlock | None = blocks[0]
        for block in blocks[1:]:
            assert branch is not None
            branch = self.domtree.nearest_common_dominator(branch, block)
        if branch is None or branch in first_in_block or not self.every_path_loads(branch, first_in_block):
            return False
        if not all(no_write_between(branch, load) for load in first_in_block.values()):
            return False
        pointer = _available_at_end(group[0].pointer, branch, self.domtree)
        if pointer is None:
            return False
        hoisted = group[0].clone()
        assert isinstance(hoisted, LoadInst)
        hoisted.set_operand(0, pointer)
        aligns = [load.align for load in first_in_block.values()]
        hoisted.align = None if None in aligns else min(a for a in aligns if a is not None)
        hoisted.metadata = {k: m for k, m in hoisted.metadata.items()
                            if all(load.metadata.get(k) is m for load in first_in_block.values())}
        terminator = branch.terminator
        assert terminator is not None
        hoisted.insert_before(terminator)
        for load in first_in_block.values():
            load.replace_all_uses_with(hoisted)
            load.erase_from_parent()
        return True


def hoist_common_loads(fn: Function) -> int:
    """Hoist each set of equal loads that every path from their common dominator makes; how many were hoisted."""
    hoisted = 0
    hoister = _Hoister(fn)  # hoisting moves instructions only: the CFG, and so its analyses, stay valid
    while True:
        groups: dict[Hashable, list[LoadInst]] = defaultdict(list)
        for inst in fn.instructions():
            if _is_simple(inst):
                assert isinstance(inst, LoadInst)
                groups[(str(inst.type), _address_key(inst.pointer))].append(inst)
        changed = False
        for group in groups.values():
            if len(group) > 1 and hoister.hoist(group):
                hoisted += 1
                changed = True
                break  # other groups' addresses may have used the loads just erased
        if not changed:
            return hoisted
