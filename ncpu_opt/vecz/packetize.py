"""Packetisation: the linearised scalar kernel becomes one that runs N work-items per call.

Every value of the scalar function maps to one of three forms in the vector
function:

* *uniform*: the same scalar value (the same for all lanes);
* *wide*: one ``<N x T>`` vector, lane ``i`` in element ``i`` (scalar ``T`` only);
* *lanes*: N separate scalar values, one per lane (for instructions with no
  vector form: aggregates, vector-typed code, calls, atomics).

A scalable clone (``<vscale x N x T>``) has no lanes form: its lane count is
only known when it runs, so code that needs one copy per lane is refused.

Conversions between the forms are made on demand, right after the value's
definition so that they dominate every use, and cached.

Memory accesses are classified by the stride of their address (see
:meth:`UniformityAnalysis.stride`): contiguous ones become vector loads and
stores of the first lane's address, others gathers and scatters, uniform ones
stay scalar; accesses the linearisation masked use the masked intrinsics, or a
branch per lane in lane order (atomics and calls).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from ncpu_opt.analysis.cfg import reverse_post_order
from ncpu_opt.analysis.uniformity import UniformityAnalysis
from ncpu_opt.ir.builder import Builder, call_vscale
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.instructions import (
    AllocaInst,
    AtomicRMWInst,
    BinaryOperator,
    CallBase,
    CastInst,
    CmpInst,
    CmpXchgInst,
    FreezeInst,
    GetElementPtrInst,
    Instruction,
    LoadInst,
    PhiInst,
    SelectInst,
    StoreInst,
    UnaryOperator,
)
from ncpu_opt.ir.intrinsics import declare_intrinsic, intrinsic_name
from ncpu_opt.ir.module import BasicBlock, Function, GlobalVariable, Module
from ncpu_opt.ir.types import (
    I1,
    I8,
    I32,
    VOID,
    ArrayType,
    FunctionType,
    IntType,
    PointerType,
    StructType,
    Type,
    VectorType,
)
from ncpu_opt.ir.values import (
    Argument,
    Constant,
    ConstantAggregate,
    ConstantExpr,
    ConstantInt,
    ConstantSplat,
    Poison,
    Value,
    ZeroInitializer,
    const_int,
)
from ncpu_opt.mux import builtins as mux
from ncpu_opt.vecz.errors import VectorizationFailure
from ncpu_opt.vecz.lanes import (
    ANY_LANE,
    DROPPABLE_INTRINSICS,
    intrinsic_base,
    is_elementwise_intrinsic,
    is_pure_call,
    is_scalar_type,
    widened_intrinsic_name,
)
from ncpu_opt.vecz.subgroups import SubGroupLowering

_ELEMENTWISE = (BinaryOperator, UnaryOperator, CastInst, CmpInst, SelectInst, FreezeInst, GetElementPtrInst)
#: Intrinsic arguments that must stay scalar (``immarg``).
_IMMARGS = {"ctlz": (1,), "cttz": (1,), "abs": (1,), "is.fpclass": (1,)}
_ID_GETTERS = {mux.builtin_name("get_local_id"), mux.builtin_name("get_global_id")}
_ONCE_PER_CALL = {mux.builtin_name(n) for n in ("work_group_barrier", mux.MEM_BARRIER)}
_LINEAR_ID_GETTERS = {mux.builtin_name("get_local_linear_id"), mux.builtin_name("get_global_linear_id")}
#: DMA copies are group functions: the builtin copies for local linear id 0 only, which a
#: call of N lanes has when its first lane is work-item 0, so one call per N lanes copies once.
_DMA_COPIES = {mux.builtin_name(n) for n in mux.DMA_BUILTINS if n != "dma_wait"}
#: Every lane waits for the same copies (their events are the group's): one wait per call.
_DMA_WAIT = mux.builtin_name("dma_wait")


#: ``llvm.<min/max>`` intrinsics as the compare that picks their first operand.
_MIN_MAX_PREDICATES = {"umin": "ult", "umax": "ugt", "smin": "slt", "smax": "sgt"}
#: One side of :func:`index_choice`: an index, less an amount (or None), each uniform or contiguous.
Side = tuple[Value, Value | None]


def index_choice(index: Value, uni: UniformityAnalysis) -> tuple[str | None, Value, Value, tuple[Side, Side]] | None:
    """``index`` as ``cond ? a : b`` with ``a`` and ``b`` each uniform or contiguous across lanes.

    Returns ``(predicate, lhs, rhs, (a, b))``: the condition is ``icmp predicate lhs, rhs``,
    or the i1 ``lhs`` itself when ``predicate`` is None.  Recognised: ``select``, the integer
    min/max intrinsics and ``usub.sat(x, k)`` (``x <u k ? 0 : x - k``).
    """

    def cheap(v: Value) -> bool:
        return uni.id_coefficient(v) in (0, 1)

    if isinstance(index, SelectInst):
        cond, a, b = index.operands
        if uni.is_varying(cond) and cheap(a) and cheap(b) and not isinstance(cond.type, VectorType):
            return None, cond, cond, ((a, None), (b, None))
        return None
    if not isinstance(index, CallBase) or index.called_function is None or index.num_args != 2:
        return None
    name = index.called_function.name
    if not name.startswith("llvm.") or isinstance(index.type, VectorType):
        return None
    op = name.split(".")[1]
    x, y = index.arg(0), index.arg(1)
    if op in _MIN_MAX_PREDICATES and cheap(x) and cheap(y):
        return _MIN_MAX_PREDICATES[op], x, y, ((x, None), (y, None))
    if op == "usub" and name.startswith("llvm.usub.sat.") and cheap(x) and uni.is_uniform(y):
        return "ult", x, y, ((const_int(index.type, 0), None), (x, y))
    return None


class Packetizer:
    """Builds ``dst`` (empty, same signature) from the linearised scalar function ``src``."""

    def __init__(
        self,
        src: Function,
        dst: Function,
        uniformity: UniformityAnalysis,
        masked: dict[Instruction, Value],
        width: int,
        dim: int,
        datalayout: DataLayout,
        vector_predicated: bool,
        scalable: bool = False,
    ) -> None:
        self.src, self.dst, self.uni = src, dst, uniformity
        self.masked = masked
        self.n = width
        self.scalable = scalable
        self._lane_counts: dict[Type, Value] = {}
        self._step_vectors: dict[Type, Value] = {}
        self.dim = dim
        self.dl = datalayout
        self.vp = vector_predicated
        module = dst.parent
        assert isinstance(module, Module)
        self.module = module
        self.uniform: dict[Value, Value] = dict(zip(src.args, dst.args, strict=True))
        self.wide: dict[Value, Value] = {}
        self.lanes: dict[Value, list[Value]] = {}
        self._extracted: dict[tuple[Value, int], Value] = {}
        self._splats: dict[Value, Value] = {}
        self.blocks: dict[BasicBlock, BasicBlock] = {}
        self.block_end: dict[BasicBlock, BasicBlock] = {}
        self.b = Builder()
        self._phis: list[tuple[PhiInst, Callable[[Value, BasicBlock], None]]] = []
        self.subgroups = SubGroupLowering(self)
        #: How the scalar instructions were turned into vector code, for the cost model.
        self.stats: Counter[str] = Counter()

    # -- driver ---------------------------------------------------------------------------
    def run(self) -> None:
        # Linearisation reordered the control flow: in reverse post-order every
        # definition comes before its uses (phis are filled in last).
        order = reverse_post_order(self.src)
        for block in order:
            new = BasicBlock(block.name, self.dst)
            self.dst.blocks.append(new)
            self.blocks[block] = new
            self.uniform[block] = new
        for block in order:
            self.b.position_at_end(self.blocks[block])
            for inst in list(block.instructions):
                self._visit(inst)
            assert self.b.block is not None
            self.block_end[block] = self.b.block
        for phi, add in self._phis:
            for value, pred in phi.incoming:
                add(value, self.block_end[pred])
        remove_dead_code(self.dst)

    # -- forms ----------------------------------------------------------------------------------
    def varying(self, value: Value) -> bool:
        return self.uni.is_varying(value)

    def get_uniform(self, value: Value) -> Value:
        if isinstance(value, BasicBlock):
            return self.blocks[value]
        if isinstance(value, Constant) or not isinstance(value, (Instruction, Argument)):
            return value
        mapped = self.uniform.get(value)
        if mapped is None:
            raise VectorizationFailure(f"internal: no uniform value for {value.typed_ref()}")
        return mapped

    def vector_type(self, t: Type) -> VectorType:
        return VectorType(self.n, t, self.scalable)

    def refuse_per_lane(self, what: str, inst: Instruction) -> None:
        """Scalable clones have no per-lane code: their lane count is only known at run time."""
        if self.scalable:
            raise VectorizationFailure(f"{what} needs code per lane, which a scalable vectorisation cannot have", inst)

    def _at_entry(self) -> Builder:
        return Builder().position_at_start(self.dst.entry_block)

    def lane_count(self, t: IntType) -> Value:
        """N as a ``t``; ``vscale * N`` (``llvm.vscale``, in the entry block) when scalable."""
        if not self.scalable:
            return const_int(t, self.n)
        if t not in self._lane_counts:
            b = self._at_entry()
            vscale = call_vscale(b, self.module, t, "vecz.vscale")
            self._lane_counts[t] = b.mul(vscale, const_int(t, self.n), "vecz.lanes", ["nuw"])
        return self._lane_counts[t]

    def _after(self, value: Value) -> Builder:
        """A builder just after ``value``'s definition in ``dst`` (the entry block for arguments)."""
        if isinstance(value, Instruction) and value.parent is not None:
            block = value.parent
            if isinstance(value, PhiInst):
                return Builder().position_at_start(block)
            index = block.instructions.index(value) + 1
            if index < len(block.instructions):
                return Builder().position_before(block.instructions[index])
            return Builder(block)
        return Builder().position_at_start(self.dst.entry_block)

    def splat(self, value: Value) -> Value:
        """``value`` (a ``dst`` value) in every lane."""
        if isinstance(value, Constant):
            return ConstantSplat(self.vector_type(value.type), value)
        cached = self._splats.get(value)
        if cached is None:
            cached = self._after(value).vector_splat(value, self.n, scalable=self.scalable)
            self._splats[value] = cached
        return cached

    def get_wide(self, value: Value) -> Value:
        if value in self.wide:
            return self.wide[value]
        if value in self.lanes:
            parts = self.lanes[value]
            b = self._after(max(parts, key=self._position) if parts else value)
            vec: Value = Poison(self.vector_type(value.type))
            for i, part in enumerate(parts):
                vec = b.insert_element(vec, part, const_int(I32, i), f"{value.name}.pack")
            self.wide[value] = vec
            return vec
        return self.splat(self.get_uniform(value))

    def _position(self, value: Value) -> tuple[int, int]:
        if isinstance(value, Instruction) and value.parent is not None:
            return (self.dst.blocks.index(value.parent), value.parent.instructions.index(value))
        return (-1, -1)

    def get_lane(self, value: Value, lane: int) -> Value:
        if not self.varying(value) and value not in self.wide and value not in self.lanes:
            return self.get_uniform(value)
        if value in self.lanes:
            return self.lanes[value][lane]
        key = (value, lane)
        if lane and self.scalable:
            raise VectorizationFailure(f"internal: lane {lane} of a scalable vector")
        if key not in self._extracted:
            vec = self.get_wide(value)
            self._extracted[key] = self._after(vec).extract_element(vec, const_int(I32, lane), f"{value.name}.lane{lane}")
        return self._extracted[key]

    def step_vector(self, t: IntType) -> Value:
        """``<0, 1, ..., N-1>``; when scalable, ``llvm.stepvector`` (in the entry block)."""
        if not self.scalable:
            return ConstantAggregate(self.vector_type(t), [const_int(t, i) for i in range(self.n)])
        if t not in self._step_vectors:
            vt = self.vector_type(t)
            fn = self.intrinsic("stepvector", vt, [], [vt])
            self._step_vectors[t] = self._at_entry().call(fn, [], "vecz.step")
        return self._step_vectors[t]

    def intrinsic(self, base: str, ret: Type, params: list[Type], overloads: Sequence[Type] = ()) -> Function:
        """The intrinsic ``intrinsic_name(base, *overloads)`` (*base* may be a whole name), nounwind."""
        return declare_intrinsic(self.module, base, FunctionType(ret, params), overloads, attributes=["nounwind"])

    def masked_intrinsic(self, kind: str, data_t: Type, pointer: Value, args: list[Value], align: int,
                         name: str = "") -> Value:
        """``llvm.masked.{load,store,gather,scatter}`` with LLVM 22's operands: the alignment is an
        ``align`` attribute of the pointer operand, not an argument."""
        ptr_t = pointer.type
        try:
            callee = intrinsic_name(f"masked.{kind}", data_t, ptr_t)
        except ValueError:
            # Only the data's (element) type can lack a suffix; a refusal, not a crash.
            scalar = data_t.element if isinstance(data_t, VectorType) else data_t
            raise VectorizationFailure(f"a memory access of type {scalar}") from None
        ret = VOID if kind in ("store", "scatter") else data_t
        fn = self.intrinsic(callee, ret, [a.type for a in args])
        call = self.b.call(fn, args, name)
        call.arg_attributes[args.index(pointer)].add("align", f" {align}")
        return call

    def mask_of(self, inst: Instruction) -> Value | None:
        """The wide mask of a masked instruction, None when it runs for every lane."""
        mask = self.masked.get(inst)
        if mask is None or (isinstance(mask, ConstantInt) and mask.value):
            return None
        return self.get_wide(mask)

    def any_of(self, mask_wide: Value) -> Value:
        bits_t = self.vector_type(I1)
        fn = self.intrinsic("vector.reduce.or", I1, [bits_t], [bits_t])
        return self.b.call(fn, [mask_wide], "vecz.any")

    # -- instructions ---------------------------------------------------------------------------
    def _visit(self, inst: Instruction) -> None:
        if isinstance(inst, CallBase):
            self._call(inst)
        elif isinstance(inst, LoadInst):
            self._load(inst)
        elif isinstance(inst, StoreInst):
            self._store(inst)
        elif isinstance(inst, PhiInst):
            self._phi(inst)
        elif inst.is_terminator:
            for op in inst.operands:
                if self.varying(op):
                    raise VectorizationFailure("internal: a varying branch is left after linearisation", inst)
            self._clone_uniform(inst)
        elif isinstance(inst, (AtomicRMWInst, CmpXchgInst)):
            self._per_lane(inst, self.mask_of(inst))
        elif not self.varying(inst):
            self._clone_uniform(inst)
        elif isinstance(inst, AllocaInst):
            self._alloca(inst)
        elif (
            isinstance(inst, _ELEMENTWISE)
            and is_scalar_type(inst.type)
            and all(is_scalar_type(op.type) for op in inst.operands)
        ):
            self._widen(inst)
        else:
            self._per_lane(inst, None)

    def _copy(self, inst: Instruction, operands: list[Value]) -> Instruction:
        """``inst`` with new operands (mapped first: a failure must not leave a copy using values)."""
        new = inst.clone()
        new.set_operands(operands)
        return new

    def _clone_uniform(self, inst: Instruction) -> Instruction:
        self.stats["uniform"] += 1
        new = self._copy(inst, [self.get_uniform(op) for op in inst.operands])
        self.b.insert(new)
        self.uniform[inst] = new
        return new

    def _first_lane_only(self, inst: Instruction) -> None:
        """``inst`` once for all the lanes, with lane 0's operands."""
        self.stats["uniform"] += 1
        new = self._copy(inst, [self.get_lane(op, 0) for op in inst.operands])
        self.b.insert(new)
        self.uniform[inst] = new

    def _widen(self, inst: Instruction) -> None:
        self.stats["widened"] += 1
        keep_scalar_cond = isinstance(inst, SelectInst) and not self.varying(inst.operand(0))
        operands = [
            self.get_uniform(op)
            if (keep_scalar_cond and i == 0) or (isinstance(inst, GetElementPtrInst) and not self.varying(op))
            else self.get_wide(op)
            for i, op in enumerate(inst.operands)
        ]
        new = self._copy(inst, operands)
        new.type = self.vector_type(inst.type)
        self.b.insert(new)
        self.wide[inst] = new

    def _phi(self, inst: PhiInst) -> None:
        if not self.varying(inst):
            new = self.b.phi(inst.type, [], inst.name)
            self.uniform[inst] = new
            self._phis.append((inst, lambda v, blk: new.add_incoming(self.get_uniform(v), blk)))
        elif is_scalar_type(inst.type):
            wide = self.b.phi(self.vector_type(inst.type), [], inst.name)
            self.wide[inst] = wide
            self._phis.append((inst, lambda v, blk: wide.add_incoming(self.get_wide(v), blk)))
        else:
            self.refuse_per_lane(f"a varying phi of type {inst.type}", inst)
            parts = [self.b.phi(inst.type, [], f"{inst.name}.lane{i}") for i in range(self.n)]
            self.lanes[inst] = list(parts)

            def add(v: Value, blk: BasicBlock) -> None:
                for i, part in enumerate(parts):
                    part.add_incoming(self.get_lane(v, i), blk)

            self._phis.append((inst, add))

    def _alloca(self, inst: AllocaInst) -> None:
        if inst.count is not None and self.varying(inst.count):
            raise VectorizationFailure("an alloca of a varying size", inst)
        self.refuse_per_lane("a private variable (alloca)", inst)
        entry = Builder().position_at_start(self.dst.entry_block)
        parts: list[Value] = []
        for i in range(self.n):
            copy = self._copy(inst, [self.get_uniform(op) for op in inst.operands])
            copy.name = f"{inst.name}.lane{i}"
            entry.insert(copy)
            parts.append(copy)
        self.lanes[inst] = parts

    def _per_lane(self, inst: Instruction, mask: Value | None) -> None:
        """``inst`` once per lane, in lane order; with a mask, each lane behind a branch on its bit."""
        self.refuse_per_lane(f"'{_describe(inst)}'", inst)
        self.stats["per_lane"] += 1
        results: list[Value] = []
        for lane in range(self.n):
            bit = None if mask is None else self._lane_bit(mask, lane)
            if bit is not None:
                fn = self.dst
                do = BasicBlock(f"{inst.name or inst.opcode}.lane{lane}", fn)
                done = BasicBlock(f"{inst.name or inst.opcode}.lane{lane}.done", fn)
                current = self.b.block
                assert current is not None
                at = fn.blocks.index(current) + 1
                fn.blocks[at:at] = [do, done]
                self.b.cond_br(bit, do, done)
                self.b.position_at_end(do)
            copy = self._copy(inst, [self.get_lane(op, lane) for op in inst.operands])
            if inst.name:
                copy.name = f"{inst.name}.lane{lane}"
            self.b.insert(copy)
            result: Value = copy
            if bit is not None:
                self.b.br(done)
                self.b.position_at_end(done)
                if inst.type != VOID:
                    result = self.b.phi(inst.type, [(copy, do), (Poison(inst.type), current)], copy.name)  # type: ignore[list-item]
            results.append(result)
        if inst.type != VOID:
            self.lanes[inst] = results

    def _lane_bit(self, mask: Value, lane: int) -> Value | None:
        if isinstance(mask, ConstantSplat):
            element = mask.operand(0)
            return None if isinstance(element, ConstantInt) and element.value else element
        key = (mask, lane)
        if key not in self._extracted:
            self._extracted[key] = self._after(mask).extract_element(mask, const_int(I32, lane), f"vecz.mask.lane{lane}")
        return self._extracted[key]

    # -- memory ---------------------------------------------------------------------------------
    def _byte_stride(self, pointer: Value) -> int | None:
        """Bytes between the addresses of consecutive lanes, None if not a constant.

        Follows GEP chains (``&p[i]`` then ``+ 4`` bytes), so that ``in[i - 1]``
        is as contiguous as ``in[i]``.
        """
        if not self.varying(pointer):
            return 0
        if isinstance(pointer, Instruction) and pointer.opcode in ("addrspacecast", "bitcast"):
            return self._byte_stride(pointer.operand(0))
        if not isinstance(pointer, GetElementPtrInst) or isinstance(pointer.type, VectorType):
            return None
        total = self._byte_stride(pointer.pointer)
        if total is None:
            return None
        current = pointer.source_type
        for k, index in enumerate(pointer.indices):
            if k > 0:
                if isinstance(current, StructType):
                    if not isinstance(index, ConstantInt) or current.elements is None:
                        return None
                    current = current.elements[index.value]
                    continue
                if not isinstance(current, (ArrayType, VectorType)):
                    return None
                current = current.element
            step = self.uni.id_coefficient(index)
            if step is None:
                return None
            total += step * self.dl.alloc_size(current)
        return total

    def _is_contiguous(self, pointer: Value, t: Type) -> bool:
        return is_scalar_type(t) and self._byte_stride(pointer) == self.dl.alloc_size(t)

    def _uniform_masked_access(self, inst: Instruction, mask: Value) -> None:
        """A uniform load or store that only runs when some lane is active.

        A load reads, when no lane is active, a zeroed constant instead (a select of
        the address, no branch: a kernel's uniform loads under a range guard, which
        nearly every call runs, would each become a branch); its value is then unused.
        A store is branched around.  (The edge side of a clamped index, which few calls
        run, stays a masked load: see :meth:`_load_either`.)
        """
        any_active = self.any_of(mask)
        if isinstance(inst, LoadInst):
            pointer = self.get_uniform(inst.pointer)
            self.uniform[inst] = self._load_if(any_active, inst.type, pointer, _align(inst), inst.name)
            return
        assert isinstance(inst, StoreInst)
        current = self.b.block
        assert current is not None
        fn = self.dst
        do = BasicBlock(f"{inst.opcode}.any", fn)
        done = BasicBlock(f"{inst.opcode}.any.done", fn)
        at = fn.blocks.index(current) + 1
        fn.blocks[at:at] = [do, done]
        self.b.cond_br(any_active, do, done)
        self.b.position_at_end(do)
        self._clone_uniform(inst)
        self.b.br(done)
        self.b.position_at_end(done)

    def _load_if(self, active: Value, t: Type, pointer: Value, align: int, name: str = "") -> Value:
        """``load t, pointer`` where ``active``, else a load of a zeroed constant."""
        assert isinstance(pointer.type, PointerType)
        size = self.dl.alloc_size(t)
        name_of_spare = f"__vecz_spare.{size}"
        spare = self.module.get_named_value(name_of_spare)
        if not isinstance(spare, GlobalVariable):
            array = ArrayType(size, I8)
            spare = GlobalVariable(self.module.unique_global_name(name_of_spare), array, 0, ZeroInitializer(array))
            spare.linkage, spare.unnamed_addr, spare.is_constant, spare.align = "private", "unnamed_addr", True, 64
            self.module.add_global(spare)
        fallback: Value = spare
        if pointer.type.addrspace:
            fallback = ConstantExpr(pointer.type, "addrspacecast", [spare])
        address = self.b.select(active, pointer, fallback, f"{name}.any" if name else "")
        return self.b.load(t, address, align, name)

    def _load(self, inst: LoadInst) -> None:
        mask = self.mask_of(inst)
        pointer = inst.pointer
        if inst.is_atomic or inst.is_volatile:
            self._per_lane(inst, mask)
        elif not self.varying(pointer) and pointer not in self.lanes:
            if mask is None:
                self._clone_uniform(inst)
            else:
                self._uniform_masked_access(inst, mask)
        elif self._is_contiguous(pointer, inst.type):
            first = self.get_lane(pointer, 0)
            vt = self.vector_type(inst.type)
            self.stats["contiguous" if mask is None else "masked_contiguous"] += 1
            if mask is None:
                self.wide[inst] = self.b.load(vt, first, _align(inst), inst.name)
            else:
                self.wide[inst] = self.masked_intrinsic(
                    "load", vt, first, [first, mask, Poison(vt)], _align(inst), inst.name)
        elif self._load_either(inst, mask):
            pass
        elif is_scalar_type(inst.type) and pointer not in self.lanes:
            vt = self.vector_type(inst.type)
            ptrs = self.get_wide(pointer)
            self.stats["gather_scatter"] += 1
            bits = mask if mask is not None else ConstantSplat(self.vector_type(I1), const_int(I1, 1))
            self.wide[inst] = self.masked_intrinsic(
                "gather", vt, ptrs, [ptrs, bits, Poison(vt)], _align(inst), inst.name)
        else:
            self._per_lane(inst, mask)

    def _load_either(self, inst: LoadInst, mask: Value | None) -> bool:
        """A load whose index picks, per lane, one of two indices that are each uniform or
        contiguous: an index clamped at an edge (``lid == 0 ? 0 : lid - 1``,
        ``usub.sat(lid, 1)``, ``min(lid + 1, n - 1)``).  Two masked loads (a contiguous
        vector, or one element for every lane) and a select replace the gather.
        """
        pointer = inst.pointer
        if not (
            isinstance(pointer, GetElementPtrInst) and len(pointer.indices) == 1 and not self.varying(pointer.pointer)
            and is_scalar_type(inst.type) and not isinstance(pointer.type, VectorType) and pointer not in self.lanes
            and self.dl.alloc_size(pointer.source_type) == self.dl.alloc_size(inst.type)
        ):
            return False
        choice = index_choice(pointer.indices[0], self.uni)
        if choice is None:
            return False
        predicate, lhs, rhs, sides = choice
        base = self.get_uniform(pointer.pointer)
        if predicate is None:
            cond = self.get_wide(lhs)
        else:
            cond = self.b.icmp(predicate, self.get_wide(lhs), self.get_wide(rhs), "vecz.either")
        vt = self.vector_type(inst.type)
        bits_t = self.vector_type(I1)
        none = ConstantSplat(bits_t, const_int(I1, 0))
        parts: list[Value] = []
        for taken, (index, minus) in zip((True, False), sides, strict=True):
            picked = cond if taken else self.b.binop("xor", cond, ConstantSplat(bits_t, const_int(I1, 1)), "vecz.not")
            # select, not and: a poison condition in an inactive lane must not poison the mask.
            lanes = picked if mask is None else self.b.select(mask, picked, none, "vecz.either.mask")
            if self.varying(index):
                first: Value = self.get_lane(index, 0)
                if minus is not None:
                    first = self.b.sub(first, self.get_uniform(minus))
                address = self.b.gep(pointer.source_type, base, [first], f"{inst.name}.either")
                parts.append(self.masked_intrinsic("load", vt, address, [address, lanes, Poison(vt)], _align(inst)))
            else:
                at = self.get_uniform(index)
                if minus is not None:
                    at = self.b.sub(at, self.get_uniform(minus))
                address = self.b.gep(pointer.source_type, base, [at], f"{inst.name}.either")
                # A masked one-element load: a branch, which the edge lanes rarely take.
                one_t = VectorType(1, inst.type)
                any_bit = self.b.insert_element(Poison(VectorType(1, I1)), self.any_of(lanes), const_int(I32, 0))
                one = self.masked_intrinsic("load", one_t, address, [address, any_bit, Poison(one_t)], _align(inst))
                parts.append(self.splat(self.b.extract_element(one, const_int(I32, 0))))
            self.stats["masked_contiguous"] += 1
        self.wide[inst] = self.b.select(cond, parts[0], parts[1], inst.name)
        return True

    def _store(self, inst: StoreInst) -> None:
        mask = self.mask_of(inst)
        value, pointer = inst.value, inst.pointer
        t = value.type
        if inst.is_atomic or inst.is_volatile:
            self._per_lane(inst, mask)
        elif not self.varying(pointer) and pointer not in self.lanes:
            if self.varying(value) or value in self.lanes:
                self._per_lane(inst, mask)  # the last active lane's value wins, as in work-item order
            elif mask is None:
                self._clone_uniform(inst)
            else:
                self._uniform_masked_access(inst, mask)
        elif self._is_contiguous(pointer, t):
            first = self.get_lane(pointer, 0)
            data = self.get_wide(value)
            self.stats["contiguous" if mask is None else "masked_contiguous"] += 1
            if mask is None:
                self.b.store(data, first, _align(inst))
            else:
                self._store_all_or_masked(data, first, mask, _align(inst))
        elif is_scalar_type(t) and pointer not in self.lanes:
            data = self.get_wide(value)
            ptrs = self.get_wide(pointer)
            self.stats["gather_scatter"] += 1
            bits = mask if mask is not None else ConstantSplat(self.vector_type(I1), const_int(I1, 1))
            self.masked_intrinsic("scatter", data.type, ptrs, [data, ptrs, bits], _align(inst))
        else:
            self._per_lane(inst, mask)

    def _store_all_or_masked(self, data: Value, pointer: Value, mask: Value, align: int) -> None:
        """A masked store, with a plain store when every lane is active.

        Masked vector stores are slow on some x86 cores (microcoded on AMD Zen);
        in divergent kernels most calls usually have every lane active (the
        inside of a grid, away from its border), so the branch pays.
        """
        bits_t = self.vector_type(I1)
        fn = self.intrinsic("vector.reduce.and", I1, [bits_t], [bits_t])
        every = self.b.call(fn, [mask], "vecz.all")
        current = self.b.block
        assert current is not None
        dst = self.dst
        full = BasicBlock("vecz.store.full", dst)
        partial = BasicBlock("vecz.store.masked", dst)
        done = BasicBlock("vecz.store.done", dst)
        at = dst.blocks.index(current) + 1
        dst.blocks[at:at] = [full, partial, done]
        self.b.cond_br(every, full, partial)
        self.b.position_at_end(full)
        self.b.store(data, pointer, align)
        self.b.br(done)
        self.b.position_at_end(partial)
        self.masked_intrinsic("store", data.type, pointer, [data, pointer, mask], align)
        self.b.br(done)
        self.b.position_at_end(done)

    # -- calls ----------------------------------------------------------------------------------
    def _call(self, inst: CallBase) -> None:
        callee = inst.called_function
        if callee is None:
            raise VectorizationFailure("an indirect call", inst)
        name = callee.name
        mask = self.mask_of(inst)
        if name == ANY_LANE:
            arg = inst.arg(0)
            self.uniform[inst] = self.any_of(self.get_wide(arg)) if self.varying(arg) else self.get_uniform(arg)
        elif name in _ID_GETTERS or name in _LINEAR_ID_GETTERS:
            self._id_getter(inst, name)
        elif self.subgroups.handles(name):
            self.subgroups.lower(inst, name, mask)
        elif (group := mux.parse_group_builtin(name)) is not None and group.group == "work":
            self.subgroups.lower_work_group(inst, mask)
        elif name in _ONCE_PER_CALL:
            self._clone_uniform(inst)  # the lanes meet a barrier together
        elif name in _DMA_COPIES and mask is None and not any(self.varying(a) for a in inst.args):
            self._clone_uniform(inst)  # the same copy for every lane: make it once
        elif name == _DMA_WAIT and mask is None:
            self._first_lane_only(inst)  # each lane's event list is its own copy of the same events
        elif name.startswith(DROPPABLE_INTRINSICS) and any(self.varying(a) for a in inst.args):
            return  # lifetime markers and assumptions about a lane-wise value
        elif not any(self.varying(a) for a in inst.args) and is_pure_call(inst):
            self._clone_uniform(inst)
        elif is_elementwise_intrinsic(callee):
            self._widen_intrinsic(inst, callee)
        elif is_pure_call(inst):
            self._per_lane(inst, None)
        else:
            self._per_lane(inst, mask)

    def _id_getter(self, inst: CallBase, name: str) -> None:
        arg = inst.arg(0) if inst.num_args else None
        if name in _ID_GETTERS and not isinstance(arg, ConstantInt):
            raise VectorizationFailure("a work-item id query of a non-constant dimension", inst)
        base = self._clone_uniform(inst)
        if name in _ID_GETTERS:
            assert isinstance(arg, ConstantInt)
            if arg.value != self.dim:
                return
        elif self.dim != 0:
            raise VectorizationFailure("not supported yet: linear work-item ids when vectorising dimension y or z", inst)
        del self.uniform[inst]
        t = inst.type
        assert isinstance(t, IntType)
        self.wide[inst] = self.b.add(self.splat(base), self.step_vector(t), inst.name, ["nuw"])

    def _widen_intrinsic(self, inst: CallBase, callee: Function) -> None:
        base = intrinsic_base(callee.name) or ""
        scalar_args = _IMMARGS.get(base, ())
        args: list[Value] = []
        for i, arg in enumerate(inst.args):
            if i in scalar_args:
                if self.varying(arg):
                    self._per_lane(inst, None)
                    return
                args.append(self.get_uniform(arg))
            else:
                args.append(self.get_wide(arg))
        ret = self.vector_type(inst.type)
        fn = self.intrinsic(widened_intrinsic_name(callee.name, self.n, self.scalable), ret, [a.type for a in args])
        call = self.b.call(fn, args, inst.name)
        call.fn_attributes = inst.fn_attributes.copy()
        self.wide[inst] = call
        self.stats["widened"] += 1


_DEAD_IF_UNUSED = frozenset((
    "add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr", "fadd", "fsub", "fmul", "fneg",
    "icmp", "fcmp", "select", "getelementptr", "extractelement", "insertelement", "shufflevector",
    "phi", "freeze", "zext", "sext", "trunc", "bitcast", "uitofp", "sitofp", "fptoui", "fptosi",
    "fpext", "fptrunc", "ptrtoint", "inttoptr", "addrspacecast", "extractvalue", "insertvalue",
))


def remove_dead_code(fn: Function) -> None:
    """Drop unused side-effect-free instructions (conversions made on demand, masks nobody needed)."""
    changed = True
    while changed:
        changed = False
        for inst in list(fn.instructions()):
            if inst.opcode in _DEAD_IF_UNUSED and not inst.has_uses():
                inst.erase_from_parent()
                changed = True


def _align(inst: Instruction) -> int:
    align = getattr(inst, "align", None)
    return int(align) if align else 1


def _describe(inst: Instruction) -> str:
    """What an instruction does, for a remark: its opcode, and the function a call calls."""
    if isinstance(inst, CallBase) and inst.called_function is not None:
        return f"call @{inst.called_function.name}"
    return inst.opcode


__all__ = ["Packetizer"]
