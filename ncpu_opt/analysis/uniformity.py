"""Uniformity (divergence) analysis for whole-function vectorisation.

The vectoriser runs N consecutive work-items of one dimension per call.  A
value is *uniform* when it is the same for all of those work-items and
*varying* otherwise; a conditional terminator on a varying condition is a
*divergent branch*.  :class:`UniformityAnalysis` computes both, iterating to a
fixed point over a FIFO worklist (results are listed in function order).

Sources of varying values:

* ``__mux_get_local_id`` / ``__mux_get_global_id`` of the analysed dimension
  (or of a dimension that is not a constant); other dimensions are uniform.
* ``__mux_get_local_linear_id``, ``__mux_get_global_linear_id`` and
  ``__mux_get_sub_group_local_id``; the other mux getters are uniform.
* Group scans and sub-group shuffles (their result differs per work-item);
  reductions, broadcasts, ``any`` and ``all`` are uniform.
* ``atomicrmw``, ``cmpxchg`` and atomic loads: each work-item sees a
  different value even at a uniform address.
* ``alloca``: each work-item has its own private copy, so the address differs.
  Loads from allocas are therefore varying too (run after mem2reg/SROA for
  useful results).

Propagation:

* Data dependence: an instruction with a varying operand is varying.  A load
  from a uniform pointer is uniform.  A call with only uniform arguments is
  uniform, even to an unknown callee: we assume callees do not read the
  work-item state behind our back (work-item queries are mux builtins, handled
  above, and the vectoriser inlines the rest first).
* Sync dependence: for a divergent branch in block ``B``, the phis of every
  block reachable from ``B`` before ``B``'s immediate post-dominator, and of
  that post-dominator, are varying (work-items reach them along different
  paths).  The headers of loops containing ``B`` are cut out of that walk: the
  work-items still in the loop reach the header in the same iteration, so its
  phis only become varying when two successors of ``B`` both lead back to it,
  when one does and the post-dominator is inside the loop (some work-items go
  round while the others carry on in the iteration), or when it is the
  post-dominator itself.
* Temporal divergence: when a divergent branch lets work-items leave a loop at
  different iterations (its post-dominator is outside the loop), every use
  outside the loop of a value defined inside it is varying.

With ``dim=None`` the analysis is about the whole work-group instead
(work-item-loops asks which values crossing a barrier are the same for every
work-item): the ids of every dimension vary, so do sub-group ids, sizes and
collectives, and only work-group collectives have uniform results.  A call
varies when it may read the work-item state: a ``__mux_`` builtin other than
the group-wide getters, or a defined function reaching one (the vectoriser
inlines callees first; work-item-loops does not).  Loads from a uniform
address are uniform, as two work-items of a group reading one location
between barriers while a third writes it would be a data race.

Irreducible control flow is refused (:class:`~ncpu_opt.analysis.loops.
IrreducibleControlFlowError`), as the vectoriser cannot handle it either.

:meth:`UniformityAnalysis.stride` classifies the addresses of loads and
stores: uniform, contiguous, strided by a constant, or arbitrary
(gather/scatter).  Strides count elements of the type the address's GEP
indexes with its last index.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from enum import Enum
from typing import ClassVar

from ncpu_opt.analysis.callgraph import reachable_functions
from ncpu_opt.analysis.cfg import CFG
from ncpu_opt.analysis.dominators import PostDominatorTree
from ncpu_opt.analysis.loops import Loop, LoopInfo
from ncpu_opt.ir.instructions import (
    AllocaInst,
    AtomicRMWInst,
    BranchInst,
    CallBase,
    CmpXchgInst,
    GetElementPtrInst,
    IndirectBrInst,
    Instruction,
    LoadInst,
    PhiInst,
    SwitchInst,
)
from ncpu_opt.ir.module import BasicBlock, Function
from ncpu_opt.ir.types import IntType, VectorType
from ncpu_opt.ir.values import ConstantInt, Value
from ncpu_opt.mux.builtins import PREFIX as MUX_PREFIX
from ncpu_opt.mux.builtins import builtin_name, parse_group_builtin

#: Getters whose result varies along their dimension argument.
_ID_GETTERS = frozenset(builtin_name(n) for n in ("get_local_id", "get_global_id"))
#: Getters that vary whatever the vectorised dimension.
_VARYING_GETTERS = frozenset(
    builtin_name(n) for n in ("get_local_linear_id", "get_global_linear_id", "get_sub_group_local_id")
)
#: Getters the same for every work-item of a work-group (``dim=None``).
_GROUP_UNIFORM_GETTERS = frozenset(
    builtin_name(n)
    for n in (
        "get_global_size", "get_global_offset", "get_local_size", "get_num_groups", "get_group_id",
        "get_enqueued_local_size", "get_num_sub_groups", "get_max_sub_group_size", "get_work_dim",
    )
)
#: Calls whose result is the same for all work-items whatever their arguments: the
#: vectoriser's "any lane" test (see ncpu_opt.vecz.lanes.ANY_LANE).
_UNIFORM_RESULTS = frozenset(("__vecz_b_any",))
_VARYING_GROUP_KINDS = frozenset(
    ("scan_inclusive", "scan_exclusive", "shuffle", "shuffle_up", "shuffle_down", "shuffle_xor")
)


#: Integer values narrower than this may wrap between consecutive work-items (see
#: :meth:`UniformityAnalysis.id_coefficient`).
_AFFINE_MIN_BITS = 32


class StrideKind(Enum):
    UNIFORM = "uniform"
    CONTIGUOUS = "contiguous"
    STRIDED = "strided"
    ARBITRARY = "arbitrary"


@dataclass(frozen=True)
class Stride:
    """How an address moves from one work-item to the next.

    ``elements`` is the step in elements: 0 for uniform, 1 for contiguous,
    the constant for strided, ``None`` for arbitrary.
    """

    kind: StrideKind
    elements: int | None

    UNIFORM: ClassVar[Stride]
    CONTIGUOUS: ClassVar[Stride]
    ARBITRARY: ClassVar[Stride]

    @staticmethod
    def of(step: int) -> Stride:
        """The stride of an address advancing ``step`` elements per work-item."""
        if step == 0:
            return Stride.UNIFORM
        if step == 1:
            return Stride.CONTIGUOUS
        return Stride(StrideKind.STRIDED, step)


Stride.UNIFORM = Stride(StrideKind.UNIFORM, 0)
Stride.CONTIGUOUS = Stride(StrideKind.CONTIGUOUS, 1)
Stride.ARBITRARY = Stride(StrideKind.ARBITRARY, None)


def _callee_name(inst: CallBase) -> str | None:
    fn = inst.called_function
    return None if fn is None else fn.name


def _has_uniform_result(call: CallBase, whole_group: bool = False) -> bool:
    """Reductions, broadcasts, any/all (group-wide results) and the vectoriser's any-lane test.

    ``whole_group``: the same for the whole work-group (work-group collectives only).
    """
    name = _callee_name(call)
    if name is None:
        return False
    if name in _UNIFORM_RESULTS:
        return not whole_group
    group = parse_group_builtin(name)
    return group is not None and group.kind not in _VARYING_GROUP_KINDS and (not whole_group or group.group == "work")


def _reads_work_item_state(fn: Function) -> bool:
    """Whether calling ``fn`` may give each work-item of a group its own result."""
    for callee in reachable_functions(fn):
        name = callee.name
        if name.startswith(MUX_PREFIX) and name not in _GROUP_UNIFORM_GETTERS:
            group = parse_group_builtin(name)
            if group is None or group.group != "work" or group.kind in _VARYING_GROUP_KINDS:
                return True
    return False


class UniformityAnalysis:
    """Which values of ``fn`` differ between consecutive work-items of dimension ``dim``."""

    def __init__(self, fn: Function, dim: int | None = 0) -> None:
        self.function = fn
        #: None: uniform means the same for the whole work-group (see the module docstring).
        self.dim = dim
        self._cfg = CFG(fn)
        self._pdt = PostDominatorTree(fn)
        self._loops = LoopInfo(fn)
        self._order: dict[Instruction, int] = {}
        for inst in fn.instructions():
            self._order[inst] = len(self._order)
        self._varying: set[Value] = set()
        self._divergent: set[Instruction] = set()
        #: Header phis being classified by :meth:`id_coefficient`, with the coefficient assumed.
        self._assumed: dict[PhiInst, int | None] = {}
        self._work: deque[Value] = deque()
        self._state_readers: dict[Function, bool] = {}
        self._run()

    # -- queries ------------------------------------------------------------------------
    def is_varying(self, value: Value) -> bool:
        """Whether ``value`` may differ between the work-items of one call."""
        return value in self._varying

    def is_uniform(self, value: Value) -> bool:
        """Whether ``value`` is the same for all the work-items of one call."""
        return value not in self._varying

    def is_divergent(self, terminator: Instruction) -> bool:
        return terminator in self._divergent

    def divergent_branches(self) -> list[Instruction]:
        """Terminators on a varying condition, in function order."""
        return sorted(self._divergent, key=self._order.__getitem__)

    def varying_values(self) -> list[Instruction]:
        """Varying instructions, in definition (function) order."""
        return sorted(
            (v for v in self._varying if isinstance(v, Instruction)), key=self._order.__getitem__
        )

    def stride(self, pointer: Value) -> Stride:
        """Classify the address ``pointer`` across consecutive work-items."""
        if self.is_uniform(pointer):
            return Stride.UNIFORM
        if isinstance(pointer, Instruction) and pointer.opcode == "addrspacecast":
            return self.stride(pointer.operand(0))
        if not isinstance(pointer, GetElementPtrInst) or isinstance(pointer.type, VectorType):
            return Stride.ARBITRARY
        indices = pointer.indices
        if not indices or self.is_varying(pointer.pointer):
            return Stride.ARBITRARY
        if any(self.is_varying(i) or isinstance(i.type, VectorType) for i in indices[:-1]):
            return Stride.ARBITRARY
        step = self.id_coefficient(indices[-1])
        return Stride.ARBITRARY if step is None else Stride.of(step)

    def id_coefficient(self, value: Value) -> int | None:
        """``C`` when ``value`` is ``id * C + uniform`` (``id`` the dimension's id), else None.

        Integer arithmetic is taken not to wrap between consecutive work-items,
        except below 32 bits: an 8- or 16-bit value wraps within ordinary
        ranges (``uchar idx = i + 250`` indexes a 256-entry table circularly),
        so a varying value of such a type is not affine.  At 32 bits and more a
        wrap needs indices beyond 2^31 (and signed overflow is undefined).

        A loop header's phi is ``id * C + uniform`` when it starts so and each
        trip adds a uniform amount (a grid-stride loop's ``i += get_global_size(0)``):
        the work-items in the loop take the back edge together, and a loop stays
        a loop when vectorised, its phi updated for every lane (see
        :mod:`ncpu_opt.vecz.linearize`).
        """
        if self.is_uniform(value):
            return 0
        if not isinstance(value, Instruction):
            return None
        if isinstance(value.type, IntType) and value.type.width < _AFFINE_MIN_BITS:
            return None
        if isinstance(value, PhiInst):
            return self._header_phi_coefficient(value)
        if isinstance(value, CallBase):
            return 1 if self._is_dim_id(value) else None
        ops = value.operands
        if value.opcode in ("zext", "sext", "trunc"):
            return self.id_coefficient(ops[0])
        if value.opcode in ("add", "sub"):
            lhs, rhs = self.id_coefficient(ops[0]), self.id_coefficient(ops[1])
            if lhs is None or rhs is None:
                return None
            return lhs + rhs if value.opcode == "add" else lhs - rhs
        if value.opcode in ("mul", "shl"):
            for var, const in ((ops[0], ops[1]), (ops[1], ops[0])):
                if isinstance(const, ConstantInt):
                    if value.opcode == "shl" and var is ops[1]:
                        break  # C << id is not affine
                    inner = self.id_coefficient(var)
                    if inner is None:
                        return None
                    if value.opcode == "mul":
                        return inner * const.value
                    return inner << const.value if 0 <= const.value < 63 else None
        return None

    def _header_phi_coefficient(self, phi: PhiInst) -> int | None:
        """``C`` for a loop header's phi that starts at ``id * C + u0`` and adds a uniform step per trip."""
        if phi in self._assumed:
            return self._assumed[phi]
        block = phi.parent
        loop = self._loops.loop_for(block) if block is not None else None
        if loop is None or loop.header is not block:
            return None
        entering = {id(v): v for v, b in phi.incoming if b not in loop}
        back = {id(v): v for v, b in phi.incoming if b in loop}
        if len(entering) != 1 or len(back) != 1:
            return None
        self._assumed[phi] = None  # a cycle through the start value is not affine
        start = self.id_coefficient(next(iter(entering.values())))
        if start is not None:
            self._assumed[phi] = start
            step = self.id_coefficient(next(iter(back.values())))
            start = start if step == start else None
        del self._assumed[phi]
        return start

    def _is_dim_id(self, call: CallBase) -> bool:
        if _callee_name(call) not in _ID_GETTERS or call.num_args != 1:
            return False
        arg = call.arg(0)
        return isinstance(arg, ConstantInt) and arg.value == self.dim

    # -- the fixed point ----------------------------------------------------------------
    def _run(self) -> None:
        for inst in self.function.instructions():
            if self._is_source(inst):
                self._mark(inst)
        while self._work:
            value = self._work.popleft()
            for user in value.users:
                if isinstance(user, Instruction) and user in self._order:
                    self._mark(user)

    def _is_source(self, inst: Instruction) -> bool:
        if isinstance(inst, (AtomicRMWInst, CmpXchgInst, AllocaInst)):
            return True
        if isinstance(inst, LoadInst) and (inst.is_atomic or (self.dim is None and inst.is_volatile)):
            return True
        if not isinstance(inst, CallBase):
            return False
        name = _callee_name(inst)
        if self.dim is None:
            callee = inst.called_function
            # An indirect call may reach anything; a call the group shares gives one result.
            if callee is None:
                return True
            if callee not in self._state_readers:
                self._state_readers[callee] = _reads_work_item_state(callee)
            return self._state_readers[callee] and not _has_uniform_result(inst, True)
        if name is None:
            return False
        if name in _VARYING_GETTERS:
            return True
        if name in _ID_GETTERS:
            arg = inst.arg(0) if inst.num_args else None
            return not isinstance(arg, ConstantInt) or arg.value == self.dim
        group = parse_group_builtin(name)
        return group is not None and group.kind in _VARYING_GROUP_KINDS

    def _mark(self, inst: Instruction) -> None:
        if inst in self._varying or (isinstance(inst, CallBase) and _has_uniform_result(inst, self.dim is None)):
            return
        self._varying.add(inst)
        self._work.append(inst)
        if (isinstance(inst, BranchInst) and inst.is_conditional) or isinstance(inst, (SwitchInst, IndirectBrInst)):
            self._divergent.add(inst)
            if inst.parent is not None:
                self._sync_dependence(inst.parent)

    def _sync_dependence(self, block: BasicBlock) -> None:
        """Mark what a divergent branch at the end of ``block`` makes varying."""
        ipdom = self._pdt.ipdom(block)
        enclosing: list[Loop] = []
        loop = self._loops.loop_for(block)
        while loop is not None:
            enclosing.append(loop)
            loop = loop.parent
        headers = {lp.header for lp in enclosing}
        region: set[BasicBlock] = set()
        header_hits: dict[BasicBlock, int] = {}
        for succ in self._cfg.succs.get(block, []):
            seen: set[BasicBlock] = set()
            work = [succ]
            while work:
                b = work.pop()
                if b is ipdom or b in seen:
                    continue
                seen.add(b)
                if b in headers:
                    header_hits[b] = header_hits.get(b, 0) + 1
                    continue
                region.add(b)
                work.extend(self._cfg.succs[b])
        joins = region - self._entered_once(region, enclosing)
        for lp in enclosing:
            hits = header_hits.get(lp.header, 0)
            # Two successors lead back, or work-items that went round meet
            # those that stayed in this iteration and continue inside the loop.
            if hits > 1 or (hits and ipdom is not None and ipdom in lp):
                joins.add(lp.header)
        if ipdom is not None:
            joins.add(ipdom)
        for b in sorted(joins, key=self._cfg.index.__getitem__):
            for phi in b.phis():
                self._mark(phi)
        # Work-items leave these loops at different iterations.
        for lp in enclosing:
            if ipdom is None or ipdom not in lp:
                self._mark_live_outs(lp)

    def _entered_once(self, region: set[BasicBlock], enclosing: list[Loop]) -> set[BasicBlock]:
        """Blocks of the loops in ``region`` entered through one edge: no join of the branch's paths.

        Work-items that took different sides of the branch meet before such a
        loop (at or above its one entering edge), so its header's phis (start
        value or back edge) and the joins inside it see only the paths within
        the loop, which the loop's own branches decide.
        """
        inside: set[BasicBlock] = set()
        for lp in self._loops.loops():
            if lp in enclosing or lp.header not in region or lp.header in inside:
                continue
            entering = [p for p in self._cfg.preds.get(lp.header, []) if p not in lp]
            if len(entering) == 1:
                inside.update(lp.blocks)
        return inside

    def _mark_live_outs(self, loop: Loop) -> None:
        for b in loop.blocks:
            for inst in b:
                for user in inst.users:
                    if isinstance(user, Instruction) and user.parent is not None and user.parent not in loop:
                        if user in self._order:
                            self._mark(user)


__all__ = ["Stride", "StrideKind", "UniformityAnalysis"]

