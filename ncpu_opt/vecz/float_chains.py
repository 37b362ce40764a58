"""Chains of dependent floating-point operations: the case for a wider vector.

A 1D convolution's ``acc += w[k] * tile[lid + k]`` over 17 taps is, once LLVM
has unrolled it, 17 fused multiply-adds each waiting for the one before: at
four cycles each, a vector of work-items spends 68 cycles on its chain while
the core could start two of them per cycle.  The core overlaps the chains of
the next vectors only as far as its reorder window reaches.  Running several
registers of work-items per call gives each step of the chain several
independent operations (the order of each work-item's own operations, and so
its rounding, is unchanged).

:func:`longest_float_chain` measures the longest such chain in one block of a
kernel before it is vectorised, counting only operations on values that vary
across the work-items of the vectorised dimension (uniform ones stay scalar).
A loop that carries a floating-point value from trip to trip through such
operations (the same convolution from -O0 IR, its taps still a loop) is a
chain as long as the loop: it counts as :data:`LOOP_CARRIED`.  Loops with a
barrier do not count: work-item-loops runs every work-item through each of
their trips, so the value goes through memory, not from one operation to the
next.
"""

from __future__ import annotations

from ncpu_opt.analysis.loops import IrreducibleControlFlowError, Loop, LoopInfo
from ncpu_opt.analysis.uniformity import UniformityAnalysis
from ncpu_opt.ir.instructions import CallBase, Instruction, PhiInst
from ncpu_opt.ir.module import Function
from ncpu_opt.ir.types import FloatType, VectorType
from ncpu_opt.mux.barrier_regions import is_barrier_point

#: Floating-point arithmetic whose result waits for its operands (a link of a chain).
_FLOAT_OPCODES = frozenset({"fadd", "fsub", "fmul", "fdiv", "frem", "fneg"})
_FLOAT_INTRINSICS = ("llvm.fma.", "llvm.fmuladd.")
#: Conversions between float types: a chain runs through them without a link of its own.
_FLOAT_CASTS = frozenset({"fpext", "fptrunc"})
#: The length :func:`longest_float_chain` gives a loop-carried chain (its trips are not known).
LOOP_CARRIED = 1 << 30


def _is_float_link(inst: Instruction) -> bool:
    if inst.opcode in _FLOAT_OPCODES:
        return True
    if isinstance(inst, CallBase):
        callee = inst.called_function
        return callee is not None and callee.name.startswith(_FLOAT_INTRINSICS)
    return False


def _is_float(inst: Instruction) -> bool:
    t = inst.type
    return isinstance(t.element if isinstance(t, VectorType) else t, FloatType)


def _carries_float_chain(loop: Loop, uniformity: UniformityAnalysis) -> bool:
    """Whether a varying floating-point phi of ``loop``'s header comes back round through a float operation."""
    if any(is_barrier_point(inst) for block in loop.blocks for inst in block.instructions):
        return False
    for phi in loop.header.instructions:
        if not isinstance(phi, PhiInst):
            break
        if not _is_float(phi) or uniformity.is_uniform(phi):
            continue
        seen: set[Instruction] = set()
        work = [v for v, b in phi.incoming if b in loop and isinstance(v, Instruction)]
        while work:
            inst = work.pop()
            if inst in seen or inst.parent is None or inst.parent not in loop:
                continue
            seen.add(inst)
            if _is_float_link(inst) and any(op is phi for op in inst.operands):
                return True
            if _is_float_link(inst) or inst.opcode in _FLOAT_CASTS or inst.opcode in ("phi", "select"):
                work.extend(op for op in inst.operands if isinstance(op, Instruction) and op is not phi)
    return False


def longest_float_chain(kernel: Function, dim: int) -> int:
    """The most floating-point operations of one block of ``kernel`` that each use the one before,
    among those on values varying across the work-items of dimension ``dim``; :data:`LOOP_CARRIED`
    when a loop carries such a chain from trip to trip."""
    uniformity: UniformityAnalysis | None = None
    try:
        loops = [lp for top in LoopInfo(kernel).top_level for lp in top.loops_preorder()]
    except IrreducibleControlFlowError:
        loops = []
    if loops:
        uniformity = UniformityAnalysis(kernel, dim)
        if any(_carries_float_chain(loop, uniformity) for loop in loops):
            return LOOP_CARRIED
    longest = 0
    for block in kernel.blocks:
        depth: dict[Instruction, int] = {}
        for inst in block.instructions:
            link = _is_float_link(inst)
            if not link and inst.opcode not in _FLOAT_CASTS:
                continue
            if uniformity is None:
                uniformity = UniformityAnalysis(kernel, dim)
            if uniformity.is_uniform(inst):
                continue
            before = max((depth.get(op, 0) for op in inst.operands if isinstance(op, Instruction)), default=0)
            depth[inst] = before + (1 if link else 0)
            longest = max(longest, depth[inst])
    return longest


__all__ = ["LOOP_CARRIED", "longest_float_chain"]
