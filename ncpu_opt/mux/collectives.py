"""Work-group collectives computed by the wrapper, across the work-items' live structs.

A collective ``__mux_work_group_<kind>(i32 id, T x, ...)`` is a barrier point:
the region before it leaves each work-item's ``x`` in its live struct (or
what ``x`` is recomputed from), the wrapper computes the results, and the
region function after it takes its work-item's result as a parameter, as
OCK's do.

For a kernel run alone (:class:`CollectiveEmitter`, OCK's shape): a
reduction, any or all is one loop over the structs before the region's
loops, a broadcast one load from the broadcasting work-item's struct, and a
scan runs inside the region's loops, in linear order, carrying the running
value.  Work-items are visited in linear order (``x + sx * (y + sy * z)``,
the index of their struct), so scans are in linear-id order and
floating-point reductions are deterministic.  Identity values are the
operation's neutral element; for ``fadd`` it is +0.0, the value OpenCL gives
an exclusive scan's first work-item.

With a vectorised kernel (see :mod:`ncpu_opt.mux.vector_schedule`) the
contributors are calls, not work-items: each call of a vector clone stands
for its chunk of ``N`` work-items with one uniform operand (its active
lanes' combination) and, for scans, calls the *exclusive* scan whatever the
scalar kernel calls, adding the in-chunk scan itself; each scalar tail
work-item is one contributor as usual.  :func:`emit_across_kernels` combines
the calls of both kernels (:class:`Share`) in linear work-item order and
writes each call's result to its struct, for the wrapper to pass: the
result its own call kind asks for.  A broadcast
(:func:`broadcast_across_kernels`) reads the operand of the one call that
runs the requested work-item: a clone call passes the lane that work-item
would be in its chunk, ``id[D] % N`` (chunks start at multiples of ``N``).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from ncpu_opt.errors import NotSupportedError
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.instructions import Instruction, PhiInst
from ncpu_opt.ir.intrinsics import declare_intrinsic
from ncpu_opt.ir.loops import LoopOptions, create_loop
from ncpu_opt.ir.module import BasicBlock, Function
from ncpu_opt.ir.names import LocalNamer
from ncpu_opt.ir.types import I1, FloatType, FunctionType, IntType, Type
from ncpu_opt.ir.values import ConstantFP, ConstantInt, Value, const_int
from ncpu_opt.mux import builtins as mux
from ncpu_opt.mux.barrier_regions import recompute
from ncpu_opt.mux.live_struct import LiveStruct

#: Half-precision spellings of the identities we need (LLVM's 0xH form).
_HALF = {0.0: "0xH0000", 1.0: "0xH3C00", math.inf: "0xH7C00", -math.inf: "0xHFC00"}


def _float_const(t: FloatType, value: float) -> Value:
    if t.kind == "half":
        return ConstantFP(t, _HALF[value])
    return ConstantFP.from_float(t, value)


def identity(operation: str, t: Type) -> Value:
    """The neutral element of ``operation`` on ``t``."""
    if isinstance(t, FloatType):
        values = {"fadd": 0.0, "fmul": 1.0, "fmin": math.inf, "fmax": -math.inf}
        if operation not in values:
            raise NotSupportedError(f"work-group {operation} on {t}")
        return _float_const(t, values[operation])
    assert isinstance(t, IntType)
    w = t.width
    ints = {
        "add": 0, "or": 0, "xor": 0, "umax": 0, "logical_or": 0, "logical_xor": 0,
        "mul": 1, "logical_and": 1, "and": -1, "umin": -1,
        "smin": (1 << (w - 1)) - 1, "smax": -(1 << (w - 1)),
    }
    if operation not in ints:
        raise NotSupportedError(f"work-group {operation} on {t}")
    return const_int(t, ints[operation])


def combine(builder: Builder, operation: str, acc: Value, x: Value) -> Value:
    """``acc <operation> x``."""
    t = acc.type
    if operation in ("add", "mul", "and", "or", "xor", "fadd", "fmul"):
        return builder.binop(operation, acc, x)
    if operation in ("smin", "smax", "umin", "umax"):
        predicate = {"smin": "slt", "smax": "sgt", "umin": "ult", "umax": "ugt"}[operation]
        return builder.select(builder.icmp(predicate, acc, x), acc, x)
    if operation in ("fmin", "fmax"):
        module = builder.block.parent.parent if builder.block and builder.block.parent else None
        assert module is not None
        base = "minnum" if operation == "fmin" else "maxnum"
        intrinsic = declare_intrinsic(module, base, FunctionType(t, [t, t]), [t])
        return builder.call(intrinsic, [acc, x])
    if operation.startswith("logical_"):
        zero = const_int(t, 0)
        a = builder.icmp("ne", acc, zero)
        b = builder.icmp("ne", x, zero)
        result = builder.binop(operation[len("logical_"):], a, b)
        return result if t == I1 else builder.cast("zext", result, t)
    raise NotSupportedError(f"work-group operation '{operation}'")


def operation_of(group: mux.GroupBuiltin) -> str:
    """The operation a collective combines its operands with (``or``/``and`` for any/all)."""
    if group.kind in ("any", "all"):
        return "or" if group.kind == "any" else "and"
    if group.operation is None:
        raise NotSupportedError(f"work-group {group.kind} has no operation to combine operands with")
    return group.operation


@dataclass
class Share:
    """One kernel's calls of a collective, in the live structs at ``base`` (one per slot).

    ``call`` is the collective in the kernel's scratch copy (operand 1 the
    value, its own struct member the result); ``value_of`` maps a
    scratch-kernel operand that is not an instruction to the wrapper's value;
    ``recomputed``: values the regions recompute instead of storing, which
    the wrapper recomputes too, from what the work-item stored.
    """

    struct: LiveStruct
    base: Value
    call: Instruction
    group: mux.GroupBuiltin
    value_of: Callable[[Value], Value]
    recomputed: frozenset[Value] = frozenset()

    def read(self, builder: Builder, value: Value, slot: Value) -> Value:
        """``value`` as the call at ``slot`` left it."""
        if isinstance(value, Instruction):
            return self.read_at(builder, self.struct.element(builder, self.base, slot), value)
        return self.value_of(value)

    def read_at(self, builder: Builder, element: Value, value: Value, suffix: str = "") -> Value:
        """``value`` of the work-item whose struct is at ``element``."""
        if not isinstance(value, Instruction):
            return self.value_of(value)
        if value in self.struct:
            return self.struct.load(builder, element, value, suffix)
        if value not in self.recomputed:
            raise NotSupportedError(f"work-group collective: %{value.name} is neither stored nor recomputable")
        operands = [self.read_at(builder, element, op, suffix) if isinstance(op, Instruction) else self.value_of(op)
                    for op in value.operands]
        return recompute(builder, value, operands)

    def operand(self, builder: Builder, slot: Value) -> Value:
        return self.read(builder, self.call.operand(2), slot)  # operand 0 is the callee, 1 the barrier id

    def write(self, builder: Builder, slot: Value, result: Value) -> None:
        element = self.struct.element(builder, self.base, slot)
        self.struct.store(builder, element, self.call, result)


#: Emits loops visiting every contributor in linear work-item order:
#: ``walk(visit)`` calls ``visit(share, slot)`` (an index into the shares) in their body.
Walk = Callable[[Callable[[int, Value], None]], None]


def emit_across_kernels(builder: Builder, shares: list[Share], walk: Walk, acc: Value, tag: str) -> None:
    """A reduction, scan, any or all over the calls of ``shares`` (see the module docstring).

    ``acc`` is a wrapper alloca of the collective's type holding the running
    value.  Every share must combine with the same operation on the same type;
    each call gets the result of its own kind: the whole group's for a
    reduce/any/all, the prefix before it (exclusive scan) or including it
    (inclusive scan).
    """
    first = shares[0].group
    t = first.type
    operation = operation_of(first)
    builder.store(identity(operation, t), acc)

    def running(b: Builder) -> Value:
        return b.load(t, acc, None, f"{tag}.acc")

    if first.kind in ("scan_inclusive", "scan_exclusive"):
        def step(k: int, slot: Value) -> None:
            share = shares[k]
            before = running(builder)
            after = combine(builder, operation, before, share.operand(builder, slot))
            builder.store(after, acc)
            share.write(builder, slot, after if share.group.kind == "scan_inclusive" else before)

        walk(step)
        return
    def accumulate(k: int, slot: Value) -> None:
        builder.store(combine(builder, operation, running(builder), shares[k].operand(builder, slot)), acc)

    walk(accumulate)
    result = running(builder)
    walk(lambda k, slot: shares[k].write(builder, slot, result))


#: Which call runs the work-item with the given local ids (x, y, z): ``(on_first,
#: first_slot, last_slot)``, whether the first share's kernel runs it and its slot
#: there, or its slot in the last share's (``None`` with one share).
Locate = Callable[[list[Value]], tuple[Value, Value, Value | None]]


def _same(a: Value, b: Value) -> bool:
    if isinstance(a, ConstantInt) and isinstance(b, ConstantInt):
        return a.type == b.type and a.value == b.value
    return a is b


def _pick(builder: Builder, shares: list[Share], where: Callable[[], tuple[Value, Value, Value | None]],
          values: Callable[[Share], list[Value]], tag: str) -> list[Value]:
    """``values`` of the call ``where()`` names (see :data:`Locate`), loaded from its struct."""
    first, last = shares[0], shares[-1]
    if not any(isinstance(v, Instruction) for s in (first, last) for v in values(s)):
        # Arguments and constants: no call to find, nothing to load.
        pairs = list(zip((first.value_of(v) for v in values(first)), (last.value_of(v) for v in values(last)),
                         strict=True))
        if all(_same(x, y) for x, y in pairs):
            return [x for x, _ in pairs]
    on_first, first_slot, last_slot = where()
    if last_slot is None or (isinstance(on_first, ConstantInt) and on_first.value & 1):
        return [first.read(builder, v, first_slot) for v in values(first)]
    if isinstance(on_first, ConstantInt):
        return [last.read(builder, v, last_slot) for v in values(last)]
    fn = builder.block.parent if builder.block is not None else None
    assert isinstance(fn, Function)
    from_first, from_last = fn.append_block(f"{tag}.main"), fn.append_block(f"{tag}.tail")
    join = fn.append_block(f"{tag}.picked")
    builder.cond_br(on_first, from_first, from_last)
    builder.position_at_end(from_first)
    a = [first.read(builder, v, first_slot) for v in values(first)]
    builder.br(join)
    builder.position_at_end(from_last)
    b = [last.read(builder, v, last_slot) for v in values(last)]
    builder.br(join)
    builder.position_at_end(join)
    return [
        builder.phi(x.type, [(x, from_first), (y, from_last)], f"{tag}.picked")
        for x, y in zip(a, b, strict=True)
    ]


def broadcast_across_kernels(builder: Builder, shares: list[Share], locate: Locate, walk: Walk, tag: str) -> None:
    """A work-group broadcast over the calls of ``shares`` (see the module docstring).

    The requested ids are uniform: any call's copy will do, and the first
    call (the one running work-item 0) surely ran.
    """
    size_t = shares[0].call.operand(3).type
    assert isinstance(size_t, IntType)
    zero = const_int(size_t, 0)

    def ids_of(share: Share) -> list[Value]:
        return [share.call.operand(i) for i in (3, 4, 5)]

    ids = _pick(builder, shares, lambda: locate([zero, zero, zero]), ids_of, f"{tag}.ids")
    value = _pick(builder, shares, lambda: locate(ids), lambda s: [s.call.operand(2)], f"{tag}.value")[0]
    walk(lambda k, slot: shares[k].write(builder, slot, value))


class CollectiveEmitter:
    """The wrapper code of one collective of a kernel run without a vectorised clone, as OCK's.

    The region after the collective takes its result as a parameter.  A
    reduction, any or all is a loop over the work-items' structs before the
    region's loops (:meth:`reduce`), a broadcast a load from the broadcasting
    work-item's (:meth:`broadcast`), both uniform; a scan runs inside the
    region's linear loops, carrying the running value (:meth:`scan_step`).
    """

    def __init__(self, share: Share, total: Value, sizes: list[Value], size_t: IntType, names: LocalNamer) -> None:
        self.share = share
        self.total = total
        self.sizes = sizes
        self.size_t = size_t
        self.names = names
        group = share.group
        self.is_scan = group.kind in ("scan_inclusive", "scan_exclusive")
        self.operation = operation_of(group) if group.kind != "broadcast" else ""
        self.identity = identity(self.operation, group.type) if self.operation else None

    def _name_result(self, value: Value) -> Value:
        if self.share.call.name:
            value.name = self.share.call.name
        return value

    def reduce(self, builder: Builder) -> Value:
        """The group's reduction (OCK's ``makeReductionLoop``), left in the builder's block."""
        assert self.identity is not None
        zero = const_int(self.size_t, 0)
        if isinstance(self.total, ConstantInt) and self.total.value == 0:
            return self.identity
        block = builder.block
        assert block is not None and block.parent is not None
        fn = block.parent
        exit_block: BasicBlock | None = None
        merged: PhiInst | None = None
        if not isinstance(self.total, ConstantInt):
            # Skip the loop for an empty group.
            preheader = fn.append_block(self.names.unique("ca_work_group_reduce_preheader"))
            exit_block = fn.append_block(self.names.unique("ca_work_group_reduce_exit"))
            builder.cond_br(builder.icmp("ne", zero, self.total), preheader, exit_block)
            builder.position_at_end(exit_block)
            merged = builder.phi(self.identity.type, [(self.identity, block)], "WGC_reduce")
            builder.position_at_end(preheader)

        def accumulate(b: Builder, index: Value, carried: list[Value]) -> list[Value]:
            element = self.share.struct.element(b, self.share.base, index)
            item = self.share.read_at(b, element, self.share.call.operand(2), "_load")
            return [combine(b, self.operation, carried[0], item)]

        loop = create_loop(builder, zero, self.total, accumulate,
                           LoopOptions(carried=[self.identity], disable_vectorize=True),
                           exit=exit_block, names=self.names)
        if merged is None:
            merged = builder.phi(self.identity.type, [], "WGC_reduce")
        merged.add_incoming(loop.results[0], loop.latch)
        return self._name_result(merged)

    def broadcast(self, builder: Builder) -> Value:
        """The broadcast value: the ids (uniform: work-item 0's copy), then that work-item's operand."""
        call = self.share.call
        ids = [call.operand(i) for i in (3, 4, 5)]
        if any(isinstance(v, Instruction) for v in ids):
            first = self.share.struct.element(builder, self.share.base, const_int(self.size_t, 0))
            lx, ly, lz = (self.share.read_at(builder, first, v, "_load") for v in ids)
        else:
            lx, ly, lz = (self.share.value_of(v) for v in ids)
        sx, sy = self.sizes[0], self.sizes[1]
        linear = builder.add(lx, builder.mul(sx, builder.add(ly, builder.mul(sy, lz))))
        element = self.share.struct.element(builder, self.share.base, linear)
        return self._name_result(self.share.read_at(builder, element, call.operand(2)))

    def scan_step(self, builder: Builder, element: Value, running: Value) -> tuple[Value, Value]:
        """(the running value after the work-item at ``element``, the result its call gets)."""
        item = self.share.read_at(builder, element, self.share.call.operand(2), "_load")
        following = combine(builder, self.operation, running, item)
        return following, following if self.share.group.kind == "scan_inclusive" else running
