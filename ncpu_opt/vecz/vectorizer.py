"""Vectorising one kernel: checks, inlining, linearisation, packetisation.

:func:`vectorize_kernel` returns the new function ``__vecz_v<N>_<name>``
(``__vecz_v<N>_vp_<name>`` when vector-predicated, ``__vecz_nxv<N>_<name>``
when scalable: ``vscale x N`` work-items per call) or raises
:class:`VectorizationFailure` with the reason, leaving the module as it was.
The scalar kernel is never changed.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ncpu_opt.analysis.loops import IrreducibleControlFlowError, Loop, LoopInfo
from ncpu_opt.analysis.uniformity import UniformityAnalysis
from ncpu_opt.errors import NcpuError
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.clone import clone_function
from ncpu_opt.ir.functions import copy_function_metadata, new_function_like
from ncpu_opt.ir.inline import inline_call
from ncpu_opt.ir.instructions import AtomicRMWInst, CallBase, CmpXchgInst, Instruction, LoadInst
from ncpu_opt.ir.metadata import MDNode, ValueAsMetadata
from ncpu_opt.ir.module import Function, Module, size_t_type
from ncpu_opt.ir.types import I1, I32
from ncpu_opt.ir.values import Value, const_int
from ncpu_opt.mux import builtins as mux
from ncpu_opt.mux import metadata as md
from ncpu_opt.mux.byval import privatise_byval_params
from ncpu_opt.mux.private_atomics import is_private_add
from ncpu_opt.mux.range_guard import find_range_guard
from ncpu_opt.vecz.errors import VectorizationFailure
from ncpu_opt.vecz.hoist_loads import hoist_common_loads
from ncpu_opt.vecz.lanes import is_pure_call
from ncpu_opt.vecz.linearize import Linearizer, true
from ncpu_opt.vecz.masked_load_blends import protect_masked_load_blends
from ncpu_opt.vecz.normalize import normalize
from ncpu_opt.vecz.packetize import Packetizer

_REFUSED_OPCODES = {
    "invoke": "an invoke", "callbr": "a callbr", "va_arg": "va_arg", "indirectbr": "an indirectbr",
    "landingpad": "exception handling", "resume": "exception handling", "catchswitch": "exception handling",
    "cleanuppad": "exception handling", "catchpad": "exception handling",
}
#: Calls to unknown functions run once per lane in lane order only if we know them to be safe
#: (so do privatised atomic adds: :mod:`ncpu_opt.mux.private_atomics`).
_PER_LANE_SAFE = frozenset({"printf"})
_MAX_INLINE_ROUNDS = 64


@dataclass(frozen=True)
class VectorizeOptions:
    width: int
    dim: int = 0
    vector_predicated: bool = False
    scalable: bool = False


def vectorized_name(name: str, options: VectorizeOptions) -> str:
    scalable = "nx" if options.scalable else ""
    return f"__vecz_{scalable}v{options.width}_{'vp_' if options.vector_predicated else ''}{name}"


def _check_calls_and_inline(fn: Function) -> None:
    """Inline every defined callee (their bodies become part of the vectorised code) and refuse what we cannot run per lane."""
    for _ in range(_MAX_INLINE_ROUNDS):
        inlined = False
        for inst in list(fn.instructions()):
            if inst.opcode in _REFUSED_OPCODES:
                raise VectorizationFailure(f"{_REFUSED_OPCODES[inst.opcode]} is not vectorisable", inst)
            if not isinstance(inst, CallBase):
                continue
            callee = inst.called_function
            if callee is None:
                raise VectorizationFailure("an indirect call is not vectorisable", inst)
            if not callee.is_declaration:
                if callee is fn:
                    raise VectorizationFailure(f"a recursive call of @{callee.name}", inst)
                try:
                    inline_call(inst)
                except (NcpuError, ValueError) as e:
                    raise VectorizationFailure(f"the call of @{callee.name} cannot be inlined: {e}", inst) from None
                inlined = True
                continue
            name = callee.name
            if (
                name.startswith(("llvm.", mux.PREFIX, "__vecz_b_")) or name in _PER_LANE_SAFE
                or is_private_add(name) or is_pure_call(inst)
            ):
                continue
            raise VectorizationFailure(f"a call of the unknown function @{name}", inst)
        if not inlined:
            return
    raise VectorizationFailure("calls nested too deeply to inline (recursion?)")


def _refuse_atomic_waits(fn: Function, uniformity: UniformityAnalysis) -> None:
    """Refuse a divergent loop whose exit depends on an atomic it performs (a spin lock, a CAS retry loop).

    Vectorised, the work-items of one call leave such a loop together: one
    that took a lock cannot release it (after the loop) while the others of
    its call spin, waiting for it, forever.
    """
    for loop in LoopInfo(fn).loops():
        for block in loop.exiting_blocks:
            branch = block.terminator
            if branch is None or not uniformity.is_divergent(branch) or not branch.operands:
                continue
            atomic = _atomic_source(branch.operand(0), loop)
            if atomic is not None:
                raise VectorizationFailure(
                    "a loop waits on an atomic (a spin lock or compare-exchange loop): its work-items "
                    "would wait for each other in lockstep", atomic,
                )


def _atomic_source(value: Value, loop: Loop) -> Instruction | None:
    """An atomic instruction of ``loop`` that ``value`` is computed from, if any."""
    seen: set[int] = set()
    pending = [value]
    while pending:
        current = pending.pop()
        if id(current) in seen or not isinstance(current, Instruction) or current.parent is None or current.parent not in loop:
            continue
        seen.add(id(current))
        if isinstance(current, AtomicRMWInst | CmpXchgInst) or (isinstance(current, LoadInst) and current.is_atomic):
            return current
        pending.extend(current.operands)
    return None


def _entry_mask(fn: Function, options: VectorizeOptions) -> Value:
    if not options.vector_predicated:
        return true()
    module = fn.parent
    assert isinstance(module, Module)
    size_t = size_t_type(module)
    b = Builder().position_at_start(fn.entry_block)
    dim = const_int(I32, options.dim)
    local_id = b.call(mux.declare_mux_builtin(module, mux.builtin_name("get_local_id"), size_t), [dim], "vecz.lane_id")
    size = b.call(mux.declare_mux_builtin(module, mux.builtin_name("get_local_size"), size_t), [dim], "vecz.local_size")
    return b.icmp("ult", local_id, size, "vecz.active")


def _drop_body(fn: Function) -> None:
    """Forget ``fn``'s body, uses included (dropped instructions must not keep their operands in use)."""
    for block in list(fn.blocks):
        for inst in list(block.instructions):
            inst.drop_operands()
    fn.blocks.clear()


def discard_function(module: Module, fn: Function) -> None:
    """Remove a function made here that turned out not to be wanted."""
    _drop_body(fn)
    module.functions.remove(fn)


def vectorize_kernel(module: Module, kernel: Function, options: VectorizeOptions) -> tuple[Function, Counter[str]]:
    """The vectorised clone of ``kernel`` (added after it) and what became of its instructions
    (for the cost model), or VectorizationFailure."""
    scratch = clone_function(kernel, kernel.name + ".vecz.scratch")
    scratch.parent = module
    try:
        return _vectorize(module, kernel, scratch, options)
    finally:
        _drop_body(scratch)


def _vectorize(
    module: Module, kernel: Function, scratch: Function, options: VectorizeOptions
) -> tuple[Function, Counter[str]]:
    _check_calls_and_inline(scratch)
    # Each lane is a work-item with its own copy of a byval argument it writes to.
    privatise_byval_params(module, scratch, only_written=True)
    guard = None if options.vector_predicated else find_range_guard(scratch)
    guard_cond = guard.branch.operand(0) if guard is not None else None
    try:
        normalize(scratch)
        # One masked load instead of one per side of a divergent branch.
        hoist_common_loads(scratch)
        uniformity = UniformityAnalysis(scratch, options.dim)
        _refuse_atomic_waits(scratch, uniformity)
    except IrreducibleControlFlowError:
        raise VectorizationFailure("irreducible control flow") from None
    entry_mask = _entry_mask(scratch, options)
    linearizer = Linearizer(scratch, uniformity, entry_mask)
    linearizer.run()
    if guard is not None and isinstance(guard_cond, Instruction) and guard_cond.parent is not None:
        guard_cond.metadata[md.RANGE_GUARD] = MDNode([ValueAsMetadata(const_int(I1, int(guard.body_on_true)))])
    linear_uniformity = UniformityAnalysis(scratch, options.dim)
    # After the kernel's other clones; as OCK's vecz, the linkage but not the
    # visibility, and the metadata once the body is built.
    after = max([kernel, *(clone for _, clone in md.get_vecz_base_links(kernel))], key=module.functions.index)
    vector = new_function_like(
        kernel, vectorized_name(kernel.name, options), copy_visibility=False, copy_metadata=False, after=after
    )
    packetizer = Packetizer(
        scratch, vector, linear_uniformity, linearizer.masked, options.width, options.dim,
        module.data_layout, options.vector_predicated, options.scalable,
    )
    try:
        packetizer.run()
        protect_masked_load_blends(vector)
    except BaseException:
        discard_function(module, vector)
        raise
    copy_function_metadata(kernel, vector, debug_info=False, keep=lambda kind: not kind.startswith("codeplay_ca_vecz"))
    # The debug scopes are the scalar kernel's subprogram, which cannot be shared.
    for inst in vector.instructions():
        inst.metadata.pop("dbg", None)
        inst.debug_records.clear()
    return vector, packetizer.stats
