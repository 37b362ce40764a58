"""What the vectoriser knows about calls: pure ones, widenable intrinsics, its own helpers."""

from __future__ import annotations

from ncpu_opt.ir.effects import memory_accesses
from ncpu_opt.ir.instructions import CallBase
from ncpu_opt.ir.module import Function
from ncpu_opt.ir.types import FloatType, IntType, PointerType, Type
from ncpu_opt.mux import builtins as mux

#: ``i1 @__vecz_b_any(i1 %mask)``: whether any lane's mask is set (a uniform
#: result); linearisation branches on it, packetisation makes it a reduction.
ANY_LANE = "__vecz_b_any"

#: Intrinsics that apply lane by lane, so ``llvm.X.f32`` widens to ``llvm.X.v8f32``.
ELEMENTWISE_INTRINSICS = frozenset(
    """sqrt fabs fma fmuladd floor ceil trunc rint nearbyint round roundeven copysign minnum maxnum
    minimum maximum minimumnum maximumnum exp exp2 exp10 log log2 log10 sin cos tan asin acos atan
    sinh cosh tanh atan2 pow powi ldexp smin smax umin umax abs ctpop ctlz cttz bitreverse bswap
    fshl fshr sadd.sat uadd.sat ssub.sat usub.sat sshl.sat ushl.sat canonicalize fptosi.sat
    fptoui.sat is.fpclass""".split()
)
#: Intrinsics with no effect on the vectorised code's meaning; dropped when their operands vary.
DROPPABLE_INTRINSICS = ("llvm.lifetime.", "llvm.assume", "llvm.dbg.", "llvm.experimental.noalias.scope.decl")

_PURE_MUX = frozenset(
    mux.builtin_name(n)
    for n in (
        "get_local_id", "get_global_id", "get_local_size", "get_global_size", "get_group_id",
        "get_num_groups", "get_global_offset", "get_work_dim", "get_enqueued_local_size",
        "get_local_linear_id", "get_global_linear_id", "get_enqueued_local_size",
        "get_sub_group_id", "get_num_sub_groups", "get_sub_group_size", "get_max_sub_group_size",
        "get_sub_group_local_id",
    )
)


def is_scalar_type(t: Type) -> bool:
    """Types that have a vector form ``<N x T>``."""
    return isinstance(t, (IntType, FloatType, PointerType))


def intrinsic_base(name: str) -> str | None:
    """``fma`` for ``llvm.fma.f32``: the intrinsic's name without its type suffixes."""
    if not name.startswith("llvm."):
        return None
    parts = name[5:].split(".")
    while parts and _is_type_token(parts[-1]):
        parts.pop()
    return ".".join(parts)


def _is_type_token(token: str) -> bool:
    if token in ("f16", "f32", "f64", "bf16", "f80", "f128"):
        return True
    if token.startswith("p") and token[1:].isdigit():
        return True
    if token.startswith("i") and token[1:].isdigit():
        return True
    return token.startswith("v") and any(c.isdigit() for c in token[1:3])


def widened_intrinsic_name(name: str, width: int, scalable: bool = False) -> str:
    """``llvm.fma.v8f32`` for ``llvm.fma.f32``: each scalar type suffix becomes its ``<width x T>`` form
    (``nxv8f32``: ``<vscale x width x T>``)."""
    parts = name.split(".")
    out = []
    for part in parts[1:]:
        if _is_type_token(part) and not part.startswith("v"):
            part = f"{'nx' if scalable else ''}v{width}{part}"
        out.append(part)
    return ".".join([parts[0], *out])


def is_elementwise_intrinsic(fn: Function) -> bool:
    base = intrinsic_base(fn.name)
    return base is not None and base in ELEMENTWISE_INTRINSICS and is_scalar_type(fn.function_type.return_type)


def _memory_none(attrs: object) -> bool:
    memory = getattr(attrs, "get", lambda _: None)("memory")
    if memory is None:
        return False
    default, locations = memory_accesses(str(memory.arg))
    return default == "none" and all(v == "none" for v in locations.values())


def is_pure_call(call: CallBase) -> bool:
    """A call with no side effects, safe to run for inactive lanes (and once for uniform arguments)."""
    fn = call.called_function
    if fn is None:
        return False
    if fn.name in _PURE_MUX or fn.name == ANY_LANE:
        return True
    if fn.name.startswith("llvm."):
        base = intrinsic_base(fn.name) or ""
        if base in ELEMENTWISE_INTRINSICS or fn.name.startswith(DROPPABLE_INTRINSICS):
            return True
        # Any other intrinsic LLVM declares free of effects and of undefined behaviour
        # (``llvm.vector.reduce.*`` from LLVM's loop vectoriser in -O2 input): LLVM's reader
        # gives every intrinsic declaration its attributes.
        return _has(call, "speculatable") and _no_effects(call)
    return _no_effects(call)


def _has(call: CallBase, attribute: str) -> bool:
    fn = call.called_function
    return call.fn_attributes.has(attribute) or (fn is not None and fn.attributes.has(attribute))


def _no_effects(call: CallBase) -> bool:
    """``memory(none)`` and ``willreturn``, on the call or its callee."""
    fn = call.called_function
    memory_none = _memory_none(call.fn_attributes) or (fn is not None and _memory_none(fn.attributes))
    return memory_none and _has(call, "willreturn")
