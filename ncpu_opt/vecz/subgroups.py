"""Group builtins in a vectorised kernel: the sub-group is the N lanes of one call.

``get_sub_group_local_id`` is the lane, ``get_sub_group_size`` N (in a
vector-predicated kernel, the active lanes), reductions are LLVM's
``llvm.vector.reduce.*``, scans a running combination across the lanes,
broadcasts and shuffles element extractions.  Lanes a mask turns off take the
operation's identity, so they change no result.  Sub-group barriers vanish:
the lanes of one call run in lockstep.

Work-group collectives stay calls at their barrier (work-item-loops computes
them between its loops), with one contributor per call instead of per
work-item: the clone passes the combination of its active lanes.  Reductions,
``any`` and ``all`` then return the group's result; scans call the exclusive
scan (the prefix of the contributors before this call) and add the scan of
the lanes.  A ``work_group_broadcast`` passes the lane the requested
work-item would be in this call, ``id[D] % N`` (work-item-loops starts every
chunk at a multiple of N and reads the call that runs it).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.instructions import CallBase, Instruction, ShuffleVectorInst
from ncpu_opt.ir.module import Function, Module, size_t_type
from ncpu_opt.ir.types import I1, I32, IntType, Type, VectorType
from ncpu_opt.ir.values import ConstantAggregate, ConstantInt, Value, const_int
from ncpu_opt.mux import builtins as mux
from ncpu_opt.mux.collectives import combine, identity
from ncpu_opt.vecz.errors import VectorizationFailure

_LOCAL_ID = mux.builtin_name("get_sub_group_local_id")
_SIZE = mux.builtin_name("get_sub_group_size")
_MAX_SIZE = mux.builtin_name("get_max_sub_group_size")
_BARRIER = mux.builtin_name("sub_group_barrier")

#: operation -> ``llvm.vector.reduce.X`` (logical operations reduce the values' truth).
_REDUCTIONS = {
    "add": "add", "mul": "mul", "and": "and", "or": "or", "xor": "xor", "smin": "smin", "smax": "smax",
    "umin": "umin", "umax": "umax", "fadd": "fadd", "fmul": "fmul", "fmin": "fmin", "fmax": "fmax",
    "logical_and": "and", "logical_or": "or", "logical_xor": "xor",
}


class PacketizerView(Protocol):
    """What sub-group lowering needs of the packetizer (:class:`ncpu_opt.vecz.packetize.Packetizer`).

    A protocol rather than the class, so that this module does not import the
    packetizer that imports it.
    """

    #: The lane count N (of ``vscale * N`` lanes when scalable), the dimension vectorised along.
    n: int
    dim: int
    scalable: bool
    #: Whether the clone is vector predicated (its last call may run fewer than N lanes).
    vp: bool
    dl: DataLayout
    module: Module
    #: Where the vector code goes.
    b: Builder
    #: The forms of the scalar values in the vectorised function: one value for
    #: all lanes, a vector of the lanes, or one value per lane.
    uniform: dict[Value, Value]
    wide: dict[Value, Value]
    lanes: dict[Value, list[Value]]

    def varying(self, value: Value) -> bool: ...
    def get_uniform(self, value: Value) -> Value: ...
    def get_wide(self, value: Value) -> Value: ...
    def get_lane(self, value: Value, lane: int) -> Value: ...
    def splat(self, value: Value) -> Value: ...
    def vector_type(self, t: Type) -> VectorType: ...
    def lane_count(self, t: IntType) -> Value: ...
    def step_vector(self, t: IntType) -> Value: ...
    def intrinsic(self, base: str, ret: Type, params: list[Type], overloads: Sequence[Type] = ()) -> Function: ...
    def refuse_per_lane(self, what: str, inst: Instruction) -> None: ...


class SubGroupLowering:
    def __init__(self, packetizer: PacketizerView) -> None:
        self.p = packetizer

    def handles(self, name: str) -> bool:
        if name in (_LOCAL_ID, _SIZE, _MAX_SIZE, _BARRIER):
            return True
        group = mux.parse_group_builtin(name)
        return group is not None and group.group == "sub"

    def lower(self, inst: CallBase, name: str, mask: Value | None) -> None:
        p = self.p
        if name == _LOCAL_ID:
            p.wide[inst] = p.step_vector(I32)
        elif name == _MAX_SIZE:
            p.uniform[inst] = p.lane_count(I32)
        elif name == _SIZE:
            p.uniform[inst] = self._size()
        elif name == _BARRIER:
            return
        else:
            group = mux.parse_group_builtin(name)
            assert group is not None
            self._collective(inst, group.kind, group.operation, mask)

    def _size(self) -> Value:
        p = self.p
        if not p.vp:
            return p.lane_count(I32)
        size_t = size_t_type(p.dl)
        b = p.b
        dim = const_int(I32, p.dim)
        local_id = b.call(_getter(p, "get_local_id", size_t), [dim], "vecz.first_lane_id")
        local_size = b.call(_getter(p, "get_local_size", size_t), [dim], "vecz.local_size")
        left = b.sub(local_size, local_id, "vecz.lanes_left")
        n = p.lane_count(size_t)
        active = b.select(b.icmp("ult", left, n), left, n, "vecz.active_lanes")
        return b.cast("trunc", active, I32, "vecz.sub_group_size") if size_t.width != 32 else active

    def _masked(self, value: Value, mask: Value | None, neutral: Value) -> Value:
        if mask is None:
            return value
        return self.p.b.select(mask, value, self.p.splat(neutral), "vecz.active")

    def reduce(self, operation: str, vec: Value, t: Type) -> Value:
        """``operation`` over the lanes of ``vec`` (a ``<N x t>``)."""
        p = self.p
        b = p.b
        if operation.startswith("logical_"):
            bits = b.icmp("ne", vec, p.splat(const_int(t, 0))) if t != I1 else vec
            bits_t = p.vector_type(I1)
            fn = p.intrinsic(f"vector.reduce.{_REDUCTIONS[operation]}", I1, [bits_t], [bits_t])
            result: Value = b.call(fn, [bits], "vecz.reduce")
            return result if t == I1 else b.cast("zext", result, t)
        base, vt = f"vector.reduce.{_REDUCTIONS[operation]}", p.vector_type(t)
        if operation in ("fadd", "fmul"):  # in lane order, from the identity
            fn = p.intrinsic(base, t, [t, vt], [vt])
            return b.call(fn, [identity(operation, t), vec], "vecz.reduce")
        fn = p.intrinsic(base, t, [vt], [vt])
        return b.call(fn, [vec], "vecz.reduce")

    def scan(self, inst: CallBase, operation: str, vec: Value, t: Type, inclusive: bool,
             start: Value | None = None) -> list[Value]:
        """The running ``operation`` across the lanes of ``vec``, from ``start`` (the identity)."""
        self.p.refuse_per_lane("a scan", inst)
        b = self.p.b
        running: Value = identity(operation, t) if start is None else start
        out: list[Value] = []
        for i in range(self.p.n):
            lane = b.extract_element(vec, const_int(I32, i))
            if not inclusive:
                out.append(running)
            running = lane if i == 0 and start is None else combine(b, operation, running, lane)
            if inclusive:
                out.append(running)
        return out

    def any_all(self, kind: str, vec: Value, t: Type, mask: Value | None) -> Value:
        """Whether any (all) of the active lanes is non-zero, as an i1."""
        p = self.p
        bits = vec if t == I1 else p.b.icmp("ne", vec, p.splat(const_int(t, 0)))
        bits = self._masked(bits, mask, const_int(I1, 1 if kind == "all" else 0))
        bits_t = p.vector_type(I1)
        fn = p.intrinsic(f"vector.reduce.{'and' if kind == 'all' else 'or'}", I1, [bits_t], [bits_t])
        return p.b.call(fn, [bits], "vecz.any_all")

    def lower_work_group(self, inst: CallBase, mask: Value | None) -> None:
        """A work-group collective: one contributor per call (see the module docstring)."""
        p = self.p
        b = p.b
        callee = inst.called_function
        assert callee is not None
        group = mux.parse_group_builtin(callee.name)
        assert group is not None and group.group == "work"
        barrier_id, value = inst.arg(0), inst.arg(1)
        t = value.type
        if group.kind not in ("reduce", "scan_inclusive", "scan_exclusive", "any", "all", "broadcast"):
            raise VectorizationFailure(f"not supported yet: work-group {group.kind} in vectorised kernels", inst)
        if isinstance(t, VectorType) or p.varying(barrier_id):
            raise VectorizationFailure(f"not supported yet: this work-group {group.kind}", inst)
        if group.kind == "broadcast":
            self._broadcast(inst, callee)
            return
        lanes = p.get_wide(value)
        if group.kind in ("any", "all"):
            chunk: Value = self.any_all(group.kind, lanes, t, mask)
            if t != I1:
                chunk = b.cast("zext", chunk, t)
            p.uniform[inst] = self._call_like(inst, callee, [p.get_uniform(barrier_id), chunk])
            return
        operation = group.operation
        assert operation is not None
        lanes = self._masked(lanes, mask, identity(operation, t))
        chunk = self.reduce(operation, lanes, t)
        if group.kind == "reduce":
            p.uniform[inst] = self._call_like(inst, callee, [p.get_uniform(barrier_id), chunk])
            return
        exclusive = mux.declare_mux_builtin(
            p.module, mux.group_builtin_name("work", "scan_exclusive", t, operation), mux.size_t_type(p.module))
        prefix = self._call_like(inst, exclusive, [p.get_uniform(barrier_id), chunk])
        p.lanes[inst] = self.scan(inst, operation, lanes, t, group.kind == "scan_inclusive", prefix)

    def _broadcast(self, inst: CallBase, callee: Function) -> None:
        p = self.p
        barrier_id, value, ids = inst.arg(0), inst.arg(1), inst.args[2:5]
        if any(p.varying(i) for i in ids):
            raise VectorizationFailure("a work-group broadcast from a varying work-item", inst)
        uniform_ids = [p.get_uniform(i) for i in ids]
        requested = uniform_ids[p.dim]
        assert isinstance(requested.type, IntType)
        chunk: Value
        if p.varying(value):
            lane: Value = (
                const_int(requested.type, requested.unsigned_value % p.n)
                if isinstance(requested, ConstantInt) and not p.scalable
                else p.b.binop("urem", requested, p.lane_count(requested.type), "vecz.broadcast_lane")
            )
            chunk = p.b.extract_element(p.get_wide(value), lane, "vecz.broadcast_value")
        else:
            chunk = p.get_uniform(value)
        p.uniform[inst] = self._call_like(inst, callee, [p.get_uniform(barrier_id), chunk, *uniform_ids])

    def _call_like(self, inst: CallBase, callee: Function, args: list[Value]) -> Value:
        call = self.p.b.call(callee, args, inst.name)
        call.fn_attributes = inst.fn_attributes.copy()
        return call

    def _collective(self, inst: CallBase, kind: str, operation: str | None, mask: Value | None) -> None:
        p = self.p
        b = p.b
        args = inst.args
        t = args[0].type
        if isinstance(t, VectorType):
            raise VectorizationFailure(f"a sub-group {kind} of vectors", inst)
        value = p.get_wide(args[0])
        if kind in ("any", "all"):
            result: Value = self.any_all(kind, value, t, mask)
            if inst.type != I1:
                result = b.cast("zext", result, inst.type)
            p.uniform[inst] = result
        elif kind == "reduce":
            assert operation is not None
            p.uniform[inst] = self.reduce(operation, self._masked(value, mask, identity(operation, t)), t)
        elif kind in ("scan_inclusive", "scan_exclusive"):
            assert operation is not None
            value = self._masked(value, mask, identity(operation, t))
            p.lanes[inst] = self.scan(inst, operation, value, t, kind == "scan_inclusive")
        elif kind == "broadcast":
            source = args[1]
            if p.varying(source):
                raise VectorizationFailure("a sub-group broadcast from a varying lane", inst)
            p.uniform[inst] = b.extract_element(value, p.get_uniform(source), inst.name)
        elif kind.startswith("shuffle") and p.scalable:
            p.refuse_per_lane(f"a sub-group {kind}", inst)
        elif kind == "shuffle":
            p.lanes[inst] = [b.extract_element(value, p.get_lane(args[1], i)) for i in range(p.n)]
        elif kind == "shuffle_xor":
            p.lanes[inst] = [
                b.extract_element(value, b.binop("xor", const_int(I32, i), p.get_lane(args[1], i)))
                for i in range(p.n)
            ]
        elif kind in ("shuffle_up", "shuffle_down"):
            second = p.get_wide(args[1])
            both_t = VectorType(2 * p.n, t)
            order = ConstantAggregate(VectorType(2 * p.n, I32), [const_int(I32, i) for i in range(2 * p.n)])
            joined = b.insert(ShuffleVectorInst("shufflevector", both_t, [value, second, order], "vecz.joined"))
            out: list[Value] = []
            for i in range(p.n):
                delta = p.get_lane(args[2], i)
                if kind == "shuffle_up":  # prev ++ curr: lane i reads i - delta of curr
                    index = b.sub(const_int(I32, i + p.n), delta)
                else:  # curr ++ next: lane i reads i + delta
                    index = b.add(const_int(I32, i), delta)
                out.append(b.extract_element(joined, index))
            p.lanes[inst] = out
        else:
            raise VectorizationFailure(f"not supported yet: sub-group {kind}", inst)


def _getter(p: PacketizerView, name: str, size_t: IntType) -> Function:
    return mux.declare_mux_builtin(p.module, mux.builtin_name(name), size_t)


__all__ = ["PacketizerView", "SubGroupLowering"]
