"""Loops whose every trip jumps far in memory: the case for a wider vector.

A grid-stride loop (``for (i = gid; i < n; i += get_global_size(0)) acc += in[i]``)
reads, on each trip, one contiguous line per vector of work-items, a whole
grid away from the line of the trip before.  The core then waits on one line
per trip: the hardware prefetchers find no stream within a page and the loop
has too little work per trip to overlap the waits.  Running more work-items
per call (a vector several registers wide) makes each trip read several
consecutive lines of the same page, which the core fetches together.

:func:`has_far_trip_accesses` finds such loops in a kernel before it is
vectorised: a load or store whose address is contiguous across work-items
(see :meth:`UniformityAnalysis.stride`) and moves by at least a page per trip
of its innermost loop, or by an amount only known at run time.  Loops with a
barrier are not counted: work-item-loops already runs all the work-items of a
group through each of their trips before the next.
"""

from __future__ import annotations

from ncpu_opt.analysis.loops import IrreducibleControlFlowError, Loop, LoopInfo
from ncpu_opt.analysis.uniformity import StrideKind, UniformityAnalysis
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.instructions import GetElementPtrInst, Instruction, LoadInst, PhiInst, StoreInst
from ncpu_opt.ir.module import Function
from ncpu_opt.ir.types import VectorType
from ncpu_opt.ir.values import ConstantInt, Value
from ncpu_opt.mux.barrier_regions import is_barrier_point

#: A trip moving an address by this many bytes or more lands on another page.
FAR_BYTES = 4096


class _Unknown:
    """A step that is loop-invariant but only known at run time (``get_global_size(0)``)."""

    def __repr__(self) -> str:
        return "UNKNOWN"


UNKNOWN = _Unknown()
#: Bytes or elements per trip: a constant, :data:`UNKNOWN`, or None when not affine in the trip.
Step = int | _Unknown | None


def _add(a: Step, b: Step, negate: bool = False) -> Step:
    if a is None or b is None:
        return None
    if isinstance(a, _Unknown) or isinstance(b, _Unknown):
        return UNKNOWN
    return a - b if negate else a + b


def _amount(value: Value) -> Step:
    """A loop-invariant value as a step: its constant, or :data:`UNKNOWN`."""
    return value.value if isinstance(value, ConstantInt) else UNKNOWN


def _scale(a: Step, factor: Value | int | _Unknown) -> Step:
    if a is None or a == 0:
        return a
    if isinstance(factor, ConstantInt):
        factor = factor.value
    if isinstance(factor, int) and not isinstance(a, _Unknown):
        return a * factor
    return UNKNOWN


class TripSteps:
    """How far values of one loop move per trip (``step(v)``), computed on demand."""

    def __init__(self, loop: Loop, dl: DataLayout) -> None:
        self.loop = loop
        self.dl = dl
        self._steps: dict[Value, Step] = {}

    def _invariant(self, value: Value) -> bool:
        return not isinstance(value, Instruction) or value.parent is None or value.parent not in self.loop

    def step(self, value: Value) -> Step:
        """What ``value`` adds per trip of the loop (integers: in units, pointers: in bytes)."""
        if self._invariant(value):
            return 0
        if value in self._steps:
            return self._steps[value]
        self._steps[value] = None  # a cycle not through the header phi is not affine
        result = self._compute(value)
        self._steps[value] = result
        return result

    def _compute(self, value: Value) -> Step:
        assert isinstance(value, Instruction)
        if isinstance(value.type, VectorType):
            return None
        if isinstance(value, PhiInst):
            return self._header_step(value)
        ops = value.operands
        if value.opcode in ("zext", "sext", "trunc", "addrspacecast", "bitcast", "freeze"):
            return self.step(ops[0])
        if value.opcode in ("add", "sub"):
            return _add(self.step(ops[0]), self.step(ops[1]), negate=value.opcode == "sub")
        if value.opcode in ("mul", "shl"):
            lhs, rhs = ops
            if self._invariant(rhs):
                if value.opcode == "shl":
                    shift = rhs.value if isinstance(rhs, ConstantInt) and 0 <= rhs.value < 63 else None
                    return _scale(self.step(lhs), UNKNOWN if shift is None else 1 << shift)
                return _scale(self.step(lhs), rhs)
            if value.opcode == "mul" and self._invariant(lhs):
                return _scale(self.step(rhs), lhs)
            return None
        if isinstance(value, GetElementPtrInst):
            return self._gep_step(value)
        return None

    def _header_step(self, phi: PhiInst) -> Step:
        """The increment of the loop's own induction phi: its back value is ``phi + s``."""
        if phi.parent is not self.loop.header:
            return None
        inside = [v for v, b in phi.incoming if b in self.loop]
        if len(inside) != 1:
            return None
        return self._offset_from(inside[0], phi)

    def _offset_from(self, value: Value, phi: PhiInst) -> Step:
        """``value - phi`` when ``value`` is ``phi`` plus loop-invariant amounts, else None."""
        if value is phi:
            return 0
        if not isinstance(value, Instruction):
            return None
        ops = value.operands
        if value.opcode in ("add", "sub"):
            for x, u in ((ops[0], ops[1]), (ops[1], ops[0])):
                if self._invariant(u) and not (value.opcode == "sub" and x is ops[1]):
                    return _add(self._offset_from(x, phi), _amount(u), negate=value.opcode == "sub")
            return None
        if isinstance(value, GetElementPtrInst) and len(value.indices) == 1 and self._invariant(value.indices[0]):
            return _add(
                self._offset_from(value.pointer, phi),
                _scale(_amount(value.indices[0]), self.dl.alloc_size(value.source_type)),
            )
        return None

    def _gep_step(self, gep: GetElementPtrInst) -> Step:
        indices = gep.indices
        if len(indices) != 1:
            # Only the first index steps through the source type; the others must stay put.
            if any(not self._invariant(i) for i in indices[1:]):
                return None
        total = self.step(gep.pointer)
        if indices:
            total = _add(total, _scale(self.step(indices[0]), self.dl.alloc_size(gep.source_type)))
        return total


def _is_far(step: Step) -> bool:
    return isinstance(step, _Unknown) or (isinstance(step, int) and abs(step) >= FAR_BYTES)


def _has_barrier(loop: Loop) -> bool:
    return any(is_barrier_point(inst) for block in loop.blocks for inst in block.instructions)


def has_far_trip_accesses(kernel: Function, dim: int, dl: DataLayout) -> bool:
    """Whether a loop of ``kernel`` accesses, on each trip, memory a page or more from the last trip's,
    contiguously across the work-items of dimension ``dim`` (see the module docstring)."""
    try:
        loops = LoopInfo(kernel)
    except IrreducibleControlFlowError:
        return False
    if not len(loops):
        return False
    uniformity: UniformityAnalysis | None = None
    steps: dict[Loop, TripSteps] = {}
    for inst in kernel.instructions():
        if not isinstance(inst, (LoadInst, StoreInst)) or inst.parent is None:
            continue
        loop = loops.loop_for(inst.parent)
        if loop is None or _has_barrier(loop):
            continue
        if uniformity is None:
            uniformity = UniformityAnalysis(kernel, dim)
        if uniformity.stride(inst.pointer).kind is not StrideKind.CONTIGUOUS:
            continue
        if loop not in steps:
            steps[loop] = TripSteps(loop, dl)
        if _is_far(steps[loop].step(inst.pointer)):
            return True
    return False


__all__ = ["FAR_BYTES", "UNKNOWN", "TripSteps", "has_far_trip_accesses"]
