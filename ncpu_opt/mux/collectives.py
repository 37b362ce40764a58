"""Work-group collectives computed by the wrapper, across the work-items' live structs.

A collective ``__mux_work_group_<kind>(i32 id, T x, ...)`` is a barrier point:
the region before it leaves each work-item's ``x`` in its live struct, the
wrapper runs the code here between the two regions, and the region after
it reads the work-item's result from the struct member of the call.

Work-items are visited in linear order (``x + sx * (y + sy * z)``, the index
of their struct), so scans are in linear-id order and floating-point
reductions are deterministic.  Identity values are the operation's neutral
element; for ``fadd`` it is +0.0, the value OpenCL gives an exclusive scan's
first work-item.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from ncpu_opt.errors import NotSupportedError
from ncpu_opt.ir.builder import Builder, declare_function
from ncpu_opt.ir.instructions import Instruction, PhiInst
from ncpu_opt.ir.module import Function
from ncpu_opt.ir.types import I1, FloatType, FunctionType, IntType, Type
from ncpu_opt.ir.values import ConstantFP, Value, const_int
from ncpu_opt.mux import builtins as mux
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
        name = f"llvm.{'minnum' if operation == 'fmin' else 'maxnum'}.{mux.mangle_type(t)}"
        intrinsic = declare_function(module, name, FunctionType(t, [t, t]))
        return builder.call(intrinsic, [acc, x])
    if operation.startswith("logical_"):
        zero = const_int(t, 0)
        a = builder.icmp("ne", acc, zero)
        b = builder.icmp("ne", x, zero)
        result = builder.binop(operation[len("logical_"):], a, b)
        return result if t == I1 else builder.cast("zext", result, t)
    raise NotSupportedError(f"work-group operation '{operation}'")


class CollectiveEmitter:
    """Emits the wrapper code of one collective.

    ``value_of`` maps a scratch-kernel operand to what the wrapper can use
    for it without a work-item (arguments and constants); ``None`` means it
    is an instruction and lives in the struct.
    """

    def __init__(
        self,
        fn: Function,
        struct: LiveStruct,
        base: Value,
        total: Value,
        sizes: list[Value],
        size_t: IntType,
        value_of: Callable[[Value], Value],
        tag: str,
    ) -> None:
        self.fn = fn
        self.struct = struct
        self.base = base
        self.total = total
        self.sizes = sizes
        self.size_t = size_t
        self.value_of = value_of
        self.tag = tag

    def _read(self, builder: Builder, value: Value, item: Value) -> Value:
        """``value`` as work-item ``item`` left it."""
        if isinstance(value, Instruction):
            slot = self.struct.element(builder, self.base, item)
            return self.struct.load(builder, slot, value, "")
        return self.value_of(value)

    def _write(self, builder: Builder, call: Value, item: Value, result: Value) -> None:
        slot = self.struct.element(builder, self.base, item)
        self.struct.store(builder, slot, call, result)

    def _loop(self, builder: Builder, name: str, body: Callable[[Builder, Value], None]) -> None:
        """``for (i = 0; i != total; ++i) body(i)`` over the work-items in linear order."""
        pre = builder.block
        assert pre is not None
        header = self.fn.append_block(f"{self.tag}.{name}")
        builder.br(header)
        builder.position_at_end(header)
        index = builder.phi(self.size_t, [(const_int(self.size_t, 0), pre)], f"{self.tag}.{name}.i")
        body(builder, index)
        latch = builder.block
        assert latch is not None
        following = builder.add(index, const_int(self.size_t, 1), flags=["nuw"])
        done = self.fn.append_block(f"{self.tag}.{name}.exit")
        builder.cond_br(builder.icmp("ult", following, self.total), header, done)
        index.add_incoming(following, latch)
        builder.position_at_end(done)

    def emit(self, builder: Builder, call: Instruction, group: mux.GroupBuiltin) -> None:
        """The code of ``call`` (a scratch-kernel collective) at ``builder``."""
        x = call.operand(2)  # operand 0 is the callee, 1 the barrier id
        t = group.type
        if group.kind == "broadcast":
            self._broadcast(builder, call, x, [call.operand(3), call.operand(4), call.operand(5)])
            return
        if group.kind in ("any", "all"):
            operation = "or" if group.kind == "any" else "and"
        else:
            assert group.operation is not None
            operation = group.operation
        start = identity(operation, t)
        if group.kind == "scan_inclusive" or group.kind == "scan_exclusive":
            self._scan(builder, call, x, operation, start, inclusive=group.kind == "scan_inclusive")
            return
        acc_box: list[Value] = []

        def accumulate(b: Builder, i: Value) -> None:
            # The running value: a phi right after the index's, completed
            # once the loop exists (the body adds no blocks: header = latch).
            acc = b.phi(t, [], f"{self.tag}.acc")
            acc_box.append(acc)
            acc_box.append(combine(b, operation, acc, self._read(b, x, i)))

        entry = builder.block
        self._loop(builder, "reduce", accumulate)
        acc, result = acc_box
        assert isinstance(acc, PhiInst) and acc.parent is not None and entry is not None
        acc.add_incoming(start, entry)
        acc.add_incoming(result, acc.parent)
        self._loop(builder, "result", lambda b, i: self._write(b, call, i, result))

    def _scan(self, builder: Builder, call: Instruction, x: Value, operation: str, start: Value, inclusive: bool) -> None:
        t = start.type
        box: list[Value] = []

        def step(b: Builder, i: Value) -> None:
            acc = b.phi(t, [], f"{self.tag}.acc")
            following = combine(b, operation, acc, self._read(b, x, i))
            self._write(b, call, i, following if inclusive else acc)
            box.extend([acc, following])

        entry = builder.block
        self._loop(builder, "scan", step)
        acc, _ = box
        assert isinstance(acc, PhiInst) and acc.parent is not None and entry is not None
        acc.add_incoming(start, entry)
        acc.add_incoming(box[1], acc.parent)

    def _broadcast(self, builder: Builder, call: Instruction, x: Value, ids: list[Value]) -> None:
        zero = const_int(self.size_t, 0)
        # The indices are uniform: any work-item's copy will do, take the first one's.
        lx, ly, lz = (self._read(builder, v, zero) for v in ids)
        sx, sy = self.sizes[0], self.sizes[1]
        linear = builder.add(lx, builder.mul(sx, builder.add(ly, builder.mul(sy, lz))), "broadcast.item")
        value = self._read(builder, x, linear)
        self._loop(builder, "broadcast", lambda b, i: self._write(b, call, i, value))
