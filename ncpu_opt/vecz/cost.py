"""The cost model of ``run-vecz<auto>``: does the vector kernel beat N scalar calls, and at what width?

The estimate counts instructions, weighted by what one vector instruction
costs against the scalar one it replaces: a widened operation or a vector
load/store of consecutive addresses does N work-items' work for about one
instruction's price; a masked access costs two (on some x86 cores masked
stores are much slower than that); a gather or scatter is roughly one access
per lane; per-lane code (calls, atomics, aggregates) is N copies plus moving
data in and out of vectors.  Uniform code runs once instead of N times.  The
kernel is vectorised when the estimate is below :data:`PROFITABLE` of the
scalar cost.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ncpu_opt.analysis.callgraph import reachable_functions
from ncpu_opt.ir.instructions import (
    AtomicRMWInst,
    CastInst,
    CmpXchgInst,
    LoadInst,
    StoreInst,
)
from ncpu_opt.ir.module import Function
from ncpu_opt.ir.types import FloatType, IntType, Type, VectorType
from ncpu_opt.mux.private_atomics import is_private_add

#: Vectorise when vector cost / scalar cost is below this.
PROFITABLE = 0.8
MIN_WIDTH, MAX_WIDTH = 4, 16
#: The widest ``auto`` vectorises a kernel with read-modify-writes per lane (atomics,
#: privatised adds): a histogram's 16 adds per call ran 4.6x slower per element than 4 per
#: call on AMD Zen (and 5% faster on a Xeon: docs/design/performance.md).
READ_MODIFY_WRITE_WIDTH = 4
#: A kernel with a loop whose trips land a page or more apart (a grid-stride loop, see
#: ncpu_opt.vecz.trip_stride) runs this many registers of work-items per call, at most
#: MAX_MEMORY_PARALLEL_WIDTH: each trip then reads that many consecutive lines, fetched together
#: (a grid-stride sum, 2 cores of an AMD Zen: 2-3x faster at 64 than at 16; docs/design/performance.md).
MEMORY_PARALLEL_REGISTERS = 4
MAX_MEMORY_PARALLEL_WIDTH = 64
#: A kernel with a chain of at least LATENCY_CHAIN dependent floating-point operations in one
#: block (see ncpu_opt.vecz.float_chains) runs LATENCY_REGISTERS registers of work-items per
#: call, at most MAX_MEMORY_PARALLEL_WIDTH and never more than its required local size: each
#: link of the chain then has that many independent operations (a 17-tap convolution, 2 cores
#: of an AMD Zen: 0.73-0.81 of the time at 64 lanes against 16; docs/design/performance.md).
LATENCY_CHAIN = 8
LATENCY_REGISTERS = 4


@dataclass(frozen=True)
class CostEstimate:
    scalar: float
    vector: float

    @property
    def ratio(self) -> float:
        return self.vector / self.scalar if self.scalar else 1.0

    @property
    def profitable(self) -> bool:
        return self.ratio < PROFITABLE

    def describe(self, width: int) -> str:
        """The estimate in words, for remarks and the runtime's report."""
        return (
            f"the vector kernel would take about {self.ratio:.0%} of the time of {width} scalar calls "
            f"(vectorising needs {PROFITABLE:.0%} or less)"
        )


def estimate(scalar_kernel: Function, stats: Counter[str], width: int) -> CostEstimate:
    """Compare ``width`` scalar runs of the kernel with one run of the vector kernel (``stats`` from the packetiser)."""
    scalar = float(width * sum(1 for _ in scalar_kernel.instructions()))
    lanes = width
    vector = (
        stats["uniform"]
        + stats["widened"]
        + stats["contiguous"]
        + 2 * stats["masked_contiguous"]
        + 0.75 * lanes * stats["gather_scatter"]
        + 1.5 * lanes * stats["per_lane"]
    )
    return CostEstimate(scalar, vector)


def data_element_bits(fn: Function) -> int:
    """The widest scalar the kernel loads, stores or computes in floating point (32 if none)."""
    widest = 0
    for inst in fn.instructions():
        types: list[Type] = []
        if isinstance(inst, LoadInst):
            types.append(inst.type)
        elif isinstance(inst, StoreInst):
            types.append(inst.value.type)
        elif isinstance(inst.type, FloatType) or isinstance(inst, CastInst) and isinstance(inst.type, FloatType):
            types.append(inst.type)
        for t in types:
            scalar = t.element if isinstance(t, VectorType) else t
            if isinstance(scalar, FloatType):
                widest = max(widest, {"half": 16, "bfloat": 16, "float": 32, "double": 64}.get(str(scalar), 32))
            elif isinstance(scalar, IntType) and scalar.width > 1:
                widest = max(widest, scalar.width)
    return widest or 32


def has_lane_read_modify_writes(kernel: Function) -> bool:
    """``kernel`` (or a function it calls) has atomics or privatised adds, which run per lane."""
    return any(
        is_private_add(fn.name) or any(isinstance(inst, AtomicRMWInst | CmpXchgInst) for inst in fn.instructions())
        for fn in reachable_functions(kernel)
    )


def clamp_width(width: int) -> int:
    return max(MIN_WIDTH, min(MAX_WIDTH, width))


__all__ = ["CostEstimate", "clamp_width", "data_element_bits", "estimate", "has_lane_read_modify_writes"]
