"""Sub-group builtins in a vectorised kernel: the sub-group is the N lanes of one call.

``get_sub_group_local_id`` is the lane, ``get_sub_group_size`` N (in a
vector-predicated kernel, the active lanes), reductions are LLVM's
``llvm.vector.reduce.*``, scans a running combination across the lanes,
broadcasts and shuffles element extractions.  Lanes a mask turns off take the
operation's identity, so they change no result.  Sub-group barriers vanish:
the lanes of one call run in lockstep.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ncpu_opt.ir.instructions import CallBase, ShuffleVectorInst
from ncpu_opt.ir.module import Function
from ncpu_opt.ir.types import I1, I32, FloatType, IntType, Type, VectorType
from ncpu_opt.ir.values import ConstantAggregate, ConstantFP, Value, const_int
from ncpu_opt.mux import builtins as mux
from ncpu_opt.vecz.errors import VectorizationFailure

if TYPE_CHECKING:
    from ncpu_opt.vecz.packetize import Packetizer

_LOCAL_ID = mux.builtin_name("get_sub_group_local_id")
_SIZE = mux.builtin_name("get_sub_group_size")
_MAX_SIZE = mux.builtin_name("get_max_sub_group_size")
_BARRIER = mux.builtin_name("sub_group_barrier")

#: operation -> (``llvm.vector.reduce.X``, scalar combining opcode or intrinsic)
_OPERATIONS = {
    "add": ("add", "add"), "mul": ("mul", "mul"), "and": ("and", "and"), "or": ("or", "or"),
    "xor": ("xor", "xor"), "smin": ("smin", "llvm.smin"), "smax": ("smax", "llvm.smax"),
    "umin": ("umin", "llvm.umin"), "umax": ("umax", "llvm.umax"), "fadd": ("fadd", "fadd"),
    "fmul": ("fmul", "fmul"), "fmin": ("fmin", "llvm.minnum"), "fmax": ("fmax", "llvm.maxnum"),
    "logical_and": ("and", "and"), "logical_or": ("or", "or"), "logical_xor": ("xor", "xor"),
}


def identity(operation: str, t: Type) -> Value:
    """The value that leaves ``operation``'s result unchanged."""
    if isinstance(t, FloatType):
        text = {
            "fadd": "-0.000000e+00", "fmul": "1.000000e+00",
            "fmin": "0x7FF0000000000000", "fmax": "0xFFF0000000000000",
        }[operation]
        return ConstantFP(t, text)
    assert isinstance(t, IntType)
    w = t.width
    values = {
        "add": 0, "or": 0, "xor": 0, "logical_or": 0, "logical_xor": 0, "umax": 0,
        "mul": 1, "and": -1, "logical_and": 1 if w == 1 else -1, "umin": -1,
        "smin": (1 << (w - 1)) - 1, "smax": -(1 << (w - 1)),
    }
    return const_int(t, values[operation])


class SubGroupLowering:
    def __init__(self, packetizer: Packetizer) -> None:
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
            p.uniform[inst] = const_int(I32, p.n)
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
            return const_int(I32, p.n)
        size_t = IntType(8 * p.dl.pointer_size(0))
        b = p.b
        dim = const_int(I32, p.dim)
        local_id = b.call(_getter(p, "get_local_id", size_t), [dim], "vecz.first_lane_id")
        local_size = b.call(_getter(p, "get_local_size", size_t), [dim], "vecz.local_size")
        left = b.sub(local_size, local_id, "vecz.lanes_left")
        n = const_int(size_t, p.n)
        active = b.select(b.icmp("ult", left, n), left, n, "vecz.active_lanes")
        return b.cast("trunc", active, I32, "vecz.sub_group_size") if size_t.width != 32 else active

    def _masked(self, value: Value, mask: Value | None, neutral: Value) -> Value:
        if mask is None:
            return value
        return self.p.b.select(mask, value, self.p.splat(neutral), "vecz.active")

    def _reduce(self, operation: str, vec: Value, t: Type) -> Value:
        p = self.p
        reduce_op, _ = _OPERATIONS[operation]
        vt = p.vector_type(t)
        name = f"llvm.vector.reduce.{reduce_op}.v{p.n}{_scalar_mangle(t)}"
        if reduce_op in ("fadd", "fmul"):
            fn = p.intrinsic(name, t, [t, vt])
            return p.b.call(fn, [identity(operation, t), vec], "vecz.reduce")
        fn = p.intrinsic(name, t, [vt])
        return p.b.call(fn, [vec], "vecz.reduce")

    def _combine(self, operation: str, a: Value, b_: Value) -> Value:
        p = self.p
        _, op = _OPERATIONS[operation]
        if op.startswith("llvm."):
            fn = p.intrinsic(f"{op}.{_scalar_mangle(a.type)}", a.type, [a.type, a.type])
            return p.b.call(fn, [a, b_], "vecz.scan")
        return p.b.binop(op, a, b_, "vecz.scan")

    def _collective(self, inst: CallBase, kind: str, operation: str | None, mask: Value | None) -> None:
        p = self.p
        b = p.b
        args = inst.args
        t = args[0].type
        if isinstance(t, VectorType):
            raise VectorizationFailure(f"a sub-group {kind} of vectors", inst)
        value = p.get_wide(args[0])
        if kind in ("any", "all"):
            bits: Value = value if t == I1 else b.icmp("ne", value, p.splat(const_int(t, 0)))
            bits = self._masked(bits, mask, const_int(I1, 1 if kind == "all" else 0))
            fn = p.intrinsic(f"llvm.vector.reduce.{'and' if kind == 'all' else 'or'}.v{p.n}i1", I1, [p.vector_type(I1)])
            result: Value = b.call(fn, [bits], inst.name)
            if inst.type != I1:
                result = b.cast("zext", result, inst.type)
            p.uniform[inst] = result
        elif kind == "reduce":
            assert operation is not None
            p.uniform[inst] = self._reduce(operation, self._masked(value, mask, identity(operation, t)), t)
        elif kind in ("scan_inclusive", "scan_exclusive"):
            assert operation is not None
            neutral = identity(operation, t)
            value = self._masked(value, mask, neutral)
            lanes = [b.extract_element(value, const_int(I32, i)) for i in range(p.n)]
            out: list[Value] = []
            running: Value = neutral
            for i, lane in enumerate(lanes):
                if kind == "scan_exclusive":
                    out.append(running)
                running = lane if i == 0 else self._combine(operation, running, lane)
                if kind == "scan_inclusive":
                    out.append(running)
            p.lanes[inst] = out
        elif kind == "broadcast":
            source = args[1]
            if p.varying(source):
                raise VectorizationFailure("a sub-group broadcast from a varying lane", inst)
            p.uniform[inst] = b.extract_element(value, p.get_uniform(source), inst.name)
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
            out = []
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


def _scalar_mangle(t: Type) -> str:
    if isinstance(t, IntType):
        return f"i{t.width}"
    return {"half": "f16", "float": "f32", "double": "f64"}[str(t)]


def _getter(p: Packetizer, name: str, size_t: IntType) -> Function:
    return mux.declare_mux_builtin(p.module, mux.builtin_name(name), size_t)


__all__ = ["SubGroupLowering", "identity"]
