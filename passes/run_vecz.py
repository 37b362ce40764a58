"""run-vecz: vectorise kernels across work-items (OCK's RunVeczPass around the Vecz vectoriser).

For each kernel entry point (or only ``kernel=NAME``) the pass adds a clone
``__vecz_v<N>_<name>`` that runs N consecutive work-items of dimension ``dim``
per call (see :mod:`ncpu_opt.vecz`), linked both ways with
``!codeplay_ca_vecz.base`` / ``!codeplay_ca_vecz.derived``; ``vp`` also adds
the vector-predicated clone ``__vecz_v<N>_vp_<name>``, which finishes a
partial chunk of work-items (work-item-loops uses it as the tail), and
``choices=VectorPredication`` makes the vector-predicated clone the only one.
The scalar kernel is unchanged: work-item-loops stitches the two together.

A kernel that cannot (or, with ``auto``, should not) be vectorised keeps its
scalar form and gets ``!codeplay_ca_vecz.base.fail``; the reason is a missed
remark (``--pass-remarks-missed=vecz``).  Vectorised kernels give a passed
remark (``--pass-remarks=vecz``) saying the width and why: where the width
comes from (given, or the target's natural width for the kernel's data) and
the cost model's verdict, or "forced" when no cost model was asked.  The
remarks are :class:`VectorizationRemark` objects, which carry the decision as
data (the runtime's ``kernel.info.vectorization`` comes from them).

Options: ``width=N`` (0, the default: the target's natural width for the
kernel's data, e.g. 8 floats with AVX2), ``dim=D`` (0..2), ``vp``,
``auto`` (a cost model decides, and picks the width), ``always`` (the
default: vectorise whenever possible), ``kernel=NAME``,
``choices=VectorPredication``, ``scalable``.

``scalable`` makes ``__vecz_nxv<N>_<name>``: ``vscale x N`` work-items per
call on ``<vscale x N x T>`` vectors (Arm SVE; the default N fills one
128-bit granule, 64-bit for a RISC-V triple).  Its lane count is only known at run
time, so code that needs a copy per lane (calls without a vector form,
atomics, private arrays, scans and shuffles across the sub-group) is refused.
work-item-loops steps by ``llvm.vscale x N`` and keeps scalable live values
in a vscale-sized tail of the live-variable struct.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ncpu_opt.codegen.target_info import natural_vector_width, scalable_granule_bits
from ncpu_opt.errors import NcpuError
from ncpu_opt.ir import Function, Module
from ncpu_opt.ir.debug_loc import debug_location, function_location
from ncpu_opt.ir.instructions import Instruction
from ncpu_opt.mux import attributes as attrs
from ncpu_opt.mux import metadata as md
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, Remark, register_pass
from ncpu_opt.vecz import cost
from ncpu_opt.vecz.errors import VectorizationFailure
from ncpu_opt.vecz.float_chains import longest_float_chain
from ncpu_opt.vecz.lanes import ANY_LANE
from ncpu_opt.vecz.trip_stride import has_far_trip_accesses
from ncpu_opt.vecz.vectorizer import VectorizeOptions, discard_function, vectorize_kernel

PASS_NAME = "run-vecz"
REMARK_NAME = "vecz"
CHOICES = ("VectorPredication",)
#: How a refusal by the cost model can be overridden, for its missed remark.
FORCE_HINT = "'always' vectorises it anyway (run-vecz<always>, native-cpu<vecz-always>, Program(vectorize='always'))"


@dataclass(frozen=True)
class VectorizationRemark(Remark):
    """A ``vecz`` remark, with the decision it reports as data as well as in its message.

    ``width`` is the number of work-items per call vectorised, or tried
    (``vscale x width`` when ``scalable``); ``reason`` says why: where the
    width comes from and the cost model's verdict or "forced", or why the
    kernel was refused.
    """

    kernel: str = ""
    vectorized: bool = False
    width: int = 0
    scalable: bool = False
    dimension: int = 0
    predicated: bool = False
    reason: str = ""


@register_pass
@dataclass(frozen=True)
class RunVecz(ModulePass):
    """Vectorise kernels across work-items: __vecz_v<N>_<kernel> clones (OCK's RunVeczPass)."""

    name: ClassVar[str] = PASS_NAME
    width: int = 0
    dim: int = 0
    scalable: bool = False
    vp: bool = False
    auto: bool = False
    always: bool = False
    kernel: str = ""
    choices: str = ""

    def _check(self) -> frozenset[str]:
        if self.width < 0 or self.width & (self.width - 1) or self.width > 64:
            raise NcpuError(f"{PASS_NAME}: width must be a power of two up to 64 (0: the target's), got {self.width}")
        if self.dim not in (0, 1, 2):
            raise NcpuError(f"{PASS_NAME}: dim must be 0, 1 or 2, got {self.dim}")
        if self.auto and self.always:
            raise NcpuError(f"{PASS_NAME}: 'auto' and 'always' exclude each other")
        choices = frozenset(c.strip() for c in self.choices.replace(":", ",").split(",") if c.strip())
        unknown = sorted(choices - set(CHOICES))
        if unknown:
            raise NcpuError(f"{PASS_NAME}: unknown vectorization choice '{unknown[0]}' (known: {', '.join(CHOICES)})")
        return choices

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        choices = self._check()
        kernels = [
            fn for fn in module.functions
            if attrs.is_kernel_entry_point(fn) and not fn.is_declaration and md.get_vecz_derived_link(fn) is None
        ]
        if self.kernel:
            kernels = [fn for fn in kernels if fn.name == self.kernel or attrs.get_base_fn_name(fn) == self.kernel]
            if not kernels:
                raise NcpuError(f"{PASS_NAME}: no kernel named '{self.kernel}'")
        for kernel in kernels:
            self._run_on(module, kernel, ctx, "VectorPredication" in choices)
        helper = module.get_function(ANY_LANE)
        if helper is not None and not helper.has_uses():
            module.remove_global_value(helper)  # linearisation's helper, gone with the scratch clones
        # Refusals change the module too: they add !codeplay_ca_vecz.base.fail.
        return PreservedAnalyses.none() if kernels else PreservedAnalyses.all()

    def _width(self, module: Module, kernel: Function, ctx: PassContext) -> tuple[int, str]:
        """The work-items per call, and where that number comes from."""
        if self.width:
            return self.width, f"given (width={self.width})"
        bits = cost.data_element_bits(kernel) if self.auto else 32
        if self.scalable:
            # One granule: the target's smallest whole scalable register.
            granule = scalable_granule_bits(ctx.target_triple)
            return max(1, granule // bits), f"one {granule}-bit granule of {bits}-bit data"
        natural = natural_vector_width(ctx.target_triple, ctx.target_cpu, ctx.target_features, bits)
        width = cost.clamp_width(natural)
        clamped = "" if width == natural else f" ({natural}), clamped to {width}"
        if self.auto and width > cost.READ_MODIFY_WRITE_WIDTH and cost.has_lane_read_modify_writes(kernel):
            return cost.READ_MODIFY_WRITE_WIDTH, (
                f"the target's natural width for {bits}-bit data ({natural}) capped at "
                f"{cost.READ_MODIFY_WRITE_WIDTH} for the kernel's read-modify-writes per lane"
            )
        if self.auto and has_far_trip_accesses(kernel, self.dim, module.data_layout):
            wide = min(cost.MAX_MEMORY_PARALLEL_WIDTH, natural * cost.MEMORY_PARALLEL_REGISTERS)
            if wide > width:
                return wide, (
                    f"{cost.MEMORY_PARALLEL_REGISTERS} times the target's natural width for {bits}-bit data "
                    f"({natural}): a loop's trips access memory a page or more apart"
                )
        if self.auto and (chain_width := self._latency_width(kernel, natural)) > width:
            return chain_width, (
                f"{cost.LATENCY_REGISTERS} times the target's natural width for {bits}-bit data ({natural}), "
                f"within the required local size: a chain of {cost.LATENCY_CHAIN} or more dependent "
                "floating-point operations"
            )
        return width, f"the target's natural width for {bits}-bit data{clamped}"

    def _latency_width(self, kernel: Function, natural: int) -> int:
        """Several registers of work-items for a kernel with a long chain of floating-point operations
        (0 when it has none), as many as its required local size holds: only a kernel built for
        its local size knows that a wider vector is not all scalar tail."""
        reqd = md.get_reqd_work_group_size(kernel)
        if reqd is None:
            return 0
        lanes = min(cost.MAX_MEMORY_PARALLEL_WIDTH, natural * cost.LATENCY_REGISTERS, reqd[self.dim])
        if lanes <= natural or longest_float_chain(kernel, self.dim) < cost.LATENCY_CHAIN:
            return 0
        return 1 << (lanes.bit_length() - 1)  # a power of two

    def _decision(self, estimate: cost.CostEstimate | None, width: int, predicated: bool) -> str:
        """Why the clone was made: the cost model's verdict, or that none was asked."""
        if estimate is not None:
            return f"the cost model: {estimate.describe(width)}"
        if self.auto and predicated:
            return "the vector-predicated clone is made without the cost model"
        return "forced ('always': the cost model was not asked)"

    def _run_on(self, module: Module, kernel: Function, ctx: PassContext, vp_only: bool) -> bool:
        width, width_source = self._width(module, kernel, ctx)
        clones = [True] if vp_only else ([False, True] if self.vp else [False])
        made = False
        done = {info for info, _ in md.get_vecz_base_links(kernel)} | set(md.get_vecz_fails(kernel))
        for predicated in clones:
            info = md.VectorizationInfo(width, self.scalable, self.dim, predicated)
            if info in done:
                continue  # vectorised (or refused) like this already
            estimate: cost.CostEstimate | None = None
            try:
                vector, stats = vectorize_kernel(module, kernel, VectorizeOptions(width, self.dim, predicated, self.scalable))
                if self.auto and not predicated:
                    estimate = cost.estimate(kernel, stats, width)
                    if not estimate.profitable:
                        discard_function(module, vector)
                        raise VectorizationFailure(f"not worth it: {estimate.describe(width)}; {FORCE_HINT}")
            except VectorizationFailure as failure:
                md.add_vecz_fail(kernel, info)
                self._missed(ctx, kernel, failure, info)
                return made
            self._link(kernel, vector, info)
            made = True
            lanes = f"{'vscale x ' if self.scalable else ''}{width}"
            reason = f"width {lanes}: {width_source}; {self._decision(estimate, width, predicated)}"
            ctx.emit_remark(VectorizationRemark(
                "passed", REMARK_NAME,
                f"vectorized kernel @{kernel.name} as @{vector.name}: {lanes} work-items of dimension {self.dim} "
                f"per call; {reason}",
                function_location(kernel),
                kernel=kernel.name, vectorized=True, width=width, scalable=self.scalable, dimension=self.dim,
                predicated=predicated, reason=reason,
            ))
        return made

    @staticmethod
    def _link(kernel: Function, vector: Function, info: md.VectorizationInfo) -> None:
        md.add_vecz_base_link(kernel, info, vector)
        md.set_vecz_derived_link(vector, info, kernel)
        attrs.set_is_kernel_entry_point(vector)
        attrs.set_base_fn_name(vector, attrs.get_base_fn_name(kernel) or kernel.name)

    @staticmethod
    def _missed(ctx: PassContext, kernel: Function, failure: VectorizationFailure, info: md.VectorizationInfo) -> None:
        where: Instruction | None = failure.where
        location = (debug_location(where) if where is not None else None) or function_location(kernel)
        ctx.emit_remark(VectorizationRemark(
            "missed", REMARK_NAME, f"could not vectorize kernel @{kernel.name}: {failure.reason}", location,
            kernel=kernel.name, vectorized=False, width=info.width, scalable=info.scalable, dimension=info.dim,
            predicated=info.vector_predicated, reason=failure.reason,
        ))
