"""Barrier divergence, checked at run time by the work-item loops (``work-item-loops<checked>``).

Every work-item of a group must reach the same barriers and work-group
functions (collectives, and the async copies ``check-barriers`` puts a barrier
before), in the same order.  The wrapper runs a barrier region for each
work-item and each returns the id of the region it reached next (0: it
returned); unchecked, the wrapper follows one work-item's choice.  Checked, a
region whose work-items may choose differently compares each one's id with
the one before it (the loops start at local id (0, 0, 0), so all agree with
that first work-item until one does not), and at the first that differs
reports a finding and ends the group: running the others on from a barrier
they never reached would read live values they never wrote.

Only regions where the choice may differ are tested: a region with more than
one way out, one of them behind a branch that the group-wide uniformity
analysis (:class:`~ncpu_opt.analysis.uniformity.UniformityAnalysis` with
``dim=None``) finds divergent and whose paths leave the region (reach a
barrier or return) before they join again (:func:`divergent_paths`).  A
barrier loop counted by a value every work-item shares (a tree reduction's
stride) needs no test, and its kernel keeps the unchecked fast path.

The record (see :mod:`ncpu_opt.passes.check_memory`): kind
``BARRIER_DIVERGENCE``, or ``ASYNC_COPY_DIVERGENCE`` when either side is an
async copy; site: the site of the barrier the work-item reached (-1: it
returned); argument: the site that work-item (0, 0, 0) reached (-1: it
returned); offset and size: what each of them is (:data:`WHAT_RETURN` ...),
the first work-item's, then this one's; local ids: this work-item's.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ncpu_opt.analysis.dominators import PostDominatorTree
from ncpu_opt.analysis.loops import IrreducibleControlFlowError
from ncpu_opt.analysis.uniformity import UniformityAnalysis
from ncpu_opt.ir import BasicBlock, Function, Module
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.debug_loc import debug_location
from ncpu_opt.ir.instructions import CallBase
from ncpu_opt.ir.metadata import MDNode
from ncpu_opt.ir.names import LocalNamer
from ncpu_opt.ir.types import I32, I64, PTR, IntType
from ncpu_opt.ir.values import ConstantInt, Value, const_int
from ncpu_opt.mux import barrier_regions as br
from ncpu_opt.mux import builtins as mux
from ncpu_opt.mux.attributes import BarrierSchedule

#: What a work-item reached, in divergence records.
WHAT_RETURN = 0
WHAT_BARRIER = 1
WHAT_GROUP_FUNCTION = 2
WHAT_COPY = 3
#: Instruction metadata on a barrier ``check-barriers`` put before an async copy: ``!{i32 site}``,
#: the copy's site.
COPY_SITE = "ncpu.check_copy"


def divergent_paths(
    block: BasicBlock, join: BasicBlock | None, stops: Iterable[BasicBlock] = ()
) -> tuple[set[BasicBlock], bool]:
    """Where work-items may go from a divergent branch ending *block* before they meet again
    at *join* (its immediate post-dominator; None: the function's end), not entering *stops*
    (barrier blocks); and whether some path leaves on the way: enters a stop other than *join*
    or returns."""
    stop = set(stops)
    seen: set[BasicBlock] = set()
    leaves = False
    work = list(block.successors)
    while work:
        current = work.pop()
        if current is join or current in seen:
            continue
        if current in stop:
            leaves = True
            continue
        seen.add(current)
        term = current.terminator
        if term is not None and term.opcode == "ret":
            leaves = True
        work.extend(current.successors)
    return seen, leaves


def divergent_exit_regions(
    fn: Function, regions: list[br.Region], points: list[br.BarrierPoint]
) -> set[int]:
    """The regions of *fn* (split at *points*) whose work-items may reach different exits."""
    candidates = [
        r
        for r in regions
        if len(r.exits) > 1
        and (r.barrier is None or r.barrier.schedule is not BarrierSchedule.ONCE)
    ]
    if not candidates:
        return set()
    try:
        uniformity = UniformityAnalysis(fn, dim=None)
    except IrreducibleControlFlowError:
        return {r.id for r in candidates}
    pdt = PostDominatorTree(fn)
    barrier_blocks = {p.block for p in points}
    found = set()
    for region in candidates:
        for block in region.blocks:
            term = block.terminator
            if term is not None and uniformity.is_divergent(term):
                if divergent_paths(block, pdt.ipdom(block), barrier_blocks)[1]:
                    found.add(region.id)
                    break
    return found


def kernel_block(block: BasicBlock) -> BasicBlock:
    """The kernel's own block *block* stands for: past the blocks a check split off before
    (``check.*``), each reached from the block it came from."""
    pending, seen = [block], set()
    while pending:
        current = pending.pop(0)
        if not current.name.startswith("check."):
            return current
        if current not in seen:
            seen.add(current)
            pending.extend(current.predecessors)
    return block


def _where(kernel: Function, call: CallBase, collective: mux.GroupBuiltin | None) -> str:
    loc = debug_location(call)
    if loc is not None:
        return f"{loc[0]}:{loc[1]}:{loc[2]}"
    block = kernel_block(call.parent).name if call.parent is not None else "?"
    return f"@{kernel.name}: the {_opencl_name(collective)} in block %{block}"


def _opencl_name(collective: mux.GroupBuiltin | None) -> str:
    """The OpenCL C name of a barrier point (``work_group_reduce_min`` for the mux
    ``__mux_work_group_reduce_fmin_f32``)."""
    if collective is None:
        return "barrier"
    op = collective.operation
    if op is not None and op[0] in "fsu" and op[1:] in ("add", "mul", "min", "max"):
        op = op[1:]  # OpenCL C names one function for every type
    return f"work_group_{collective.kind}" + ("" if op is None else f"_{op}")


def copy_site(call: CallBase) -> int | None:
    """The site of the async copy *call* (a barrier) was put before, if it was."""
    node = call.metadata.get(COPY_SITE)
    if isinstance(node, MDNode) and node.operands:
        value = getattr(node.operands[0], "value", None)
        if isinstance(value, ConstantInt):
            return value.value
    return None


@dataclass
class BarrierCheck:
    """The divergence tests of one wrapper: the regions tested and the sites of their exits."""

    module: Module
    wrapper: Function
    names: LocalNamer
    size_t: IntType
    #: Region ids whose work-items are compared.
    regions: set[int]
    #: Region id -> (site, what) of the barrier point starting it.
    exits: dict[int, tuple[int, int]] = field(default_factory=dict)

    @classmethod
    def create(
        cls,
        module: Module,
        wrapper: Function,
        names: LocalNamer,
        size_t: IntType,
        kernel: Function,
        name: str,
        regions: set[int],
        exits: set[int],
    ) -> BarrierCheck:
        """Tests of *regions*, whose *exits* (region ids) get sites of *name* (the kernel's name in
        ``!ncpu.check_sites``); *kernel*, not split, has the barrier calls' source locations."""
        from ncpu_opt.passes.check_common import add_site

        check = cls(module, wrapper, names, size_t, regions)
        for point in br.find_barrier_points(kernel):
            if point.region_id not in exits:
                continue
            site = copy_site(point.call)
            if site is not None:
                check.exits[point.region_id] = (site, WHAT_COPY)
                continue
            what = WHAT_BARRIER if point.collective is None else WHAT_GROUP_FUNCTION
            check.exits[point.region_id] = (
                add_site(module, name, _where(kernel, point.call, point.collective)),
                what,
            )
        return check

    def tested(self, region: br.Region) -> bool:
        return region.id in self.regions

    def start(self, b: Builder, next_id: Value) -> None:
        """Before a tested region's loops: no work-item has chosen yet."""
        b.store(const_int(I32, -1), next_id, 4)

    def compare(self, b: Builder, exits: list[int], next_id: Value, chosen: Value) -> None:
        """After a work-item ran a tested region (its choice *chosen*, not yet stored in *next_id*):
        the same as the work-item before it, or report and end the group."""
        previous = b.load(I32, next_id, 4, "check.previous")
        first = b.icmp("eq", previous, const_int(I32, -1))
        same = b.icmp("eq", previous, chosen)
        agreed = b.binop("or", first, same, "check.agreed")
        here = b.block
        assert here is not None
        fail = self.wrapper.insert_block_after(here, self.names.unique("check.diverged"))
        go_on = self.wrapper.insert_block_after(fail, self.names.unique("check.same"))
        b.cond_br(agreed, go_on, fail)
        self._report(Builder().position_at_end(fail), exits, previous, chosen)
        b.position_at_end(go_on)

    def _pick(self, b: Builder, exits: list[int], ident: Value, name: str) -> tuple[Value, Value]:
        """The site and the what of the exit *ident* among *exits* (-1 and WHAT_RETURN: returned)."""
        site: Value = const_int(I32, -1)
        what: Value = const_int(I32, WHAT_RETURN)
        for e in exits:
            if e == br.RETURN_ID:
                continue
            here = b.icmp("eq", ident, const_int(I32, e))
            site = b.select(here, const_int(I32, self.exits[e][0]), site, f"{name}site")
            what = b.select(here, const_int(I32, self.exits[e][1]), what, f"{name}what")
        return site, what

    def _report(self, b: Builder, exits: list[int], previous: Value, chosen: Value) -> None:
        from ncpu_opt.passes.check_common import reporting, work_item_ids
        from ncpu_opt.passes.check_memory import ASYNC_COPY_DIVERGENCE, BARRIER_DIVERGENCE

        state_global, report = reporting(self.module)
        state = b.load(PTR, state_global, 8, "check.state")
        site, what = self._pick(b, exits, chosen, "check.")
        first_site, first_what = self._pick(b, exits, previous, "check.first_")
        copies = b.binop(
            "or",
            b.icmp("eq", what, const_int(I32, WHAT_COPY)),
            b.icmp("eq", first_what, const_int(I32, WHAT_COPY)),
        )
        kind = b.select(
            copies, const_int(I32, ASYNC_COPY_DIVERGENCE), const_int(I32, BARRIER_DIVERGENCE)
        )
        ids = work_item_ids(b, self.module, self.size_t)
        b.call(
            report,
            [
                state,
                kind,
                site,
                first_site,
                b.cast("zext", first_what, I64),
                b.cast("zext", what, I64),
                *ids,
            ],
        )
        # The group ends here: the others would run on from a barrier they did not reach.
        b.ret()
