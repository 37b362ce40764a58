"""An instruction builder, after LLVM's IRBuilder: it inserts at a position."""

from __future__ import annotations

from collections.abc import Sequence

from ncpu_opt.ir.instructions import (
    AllocaInst,
    BinaryOperator,
    BranchInst,
    CallInst,
    CastInst,
    CmpInst,
    ExtractElementInst,
    ExtractValueInst,
    FreezeInst,
    GetElementPtrInst,
    InsertElementInst,
    InsertValueInst,
    Instruction,
    LoadInst,
    PhiInst,
    ReturnInst,
    SelectInst,
    ShuffleVectorInst,
    StoreInst,
    SwitchInst,
    UnreachableInst,
)
from ncpu_opt.ir.intrinsics import declare_intrinsic
from ncpu_opt.ir.module import BasicBlock, Function, Module

# Re-exported: declare_function lives next to Module, where the intrinsics module (which
# this one uses) can reach it without importing the builder back.
from ncpu_opt.ir.module import declare_function as declare_function
from ncpu_opt.ir.types import I32, FunctionType, IntType, StructType, Type, VectorType
from ncpu_opt.ir.values import ConstantInt, Poison, Value, ZeroInitializer, const_int


class Builder:
    """Creates instructions at an insertion point: a block end or before an instruction."""

    def __init__(self, block: BasicBlock | None = None) -> None:
        self.block = block
        self.before: Instruction | None = None

    # -- position ------------------------------------------------------------------------
    def position_at_end(self, block: BasicBlock) -> Builder:
        self.block = block
        self.before = None
        return self

    def position_before(self, inst: Instruction) -> Builder:
        assert inst.parent is not None, "instruction is not in a block"
        self.block = inst.parent
        self.before = inst
        return self

    def position_at_start(self, block: BasicBlock) -> Builder:
        """Before the first non-phi instruction."""
        index = block.first_non_phi_index()
        if index < len(block.instructions):
            return self.position_before(block.instructions[index])
        return self.position_at_end(block)

    def insert(self, inst: Instruction) -> Instruction:
        assert self.block is not None, "builder has no insertion point"
        if self.before is None:
            self.block.append(inst)
        else:
            self.block.insert(self.block.instructions.index(self.before), inst)
        return inst

    # -- instructions --------------------------------------------------------------------
    def binop(self, opcode: str, lhs: Value, rhs: Value, name: str = "", flags: Sequence[str] = ()) -> Instruction:
        return self.insert(BinaryOperator(opcode, lhs, rhs, name, flags))

    def add(self, lhs: Value, rhs: Value, name: str = "", flags: Sequence[str] = ()) -> Instruction:
        return self.binop("add", lhs, rhs, name, flags)

    def sub(self, lhs: Value, rhs: Value, name: str = "", flags: Sequence[str] = ()) -> Instruction:
        return self.binop("sub", lhs, rhs, name, flags)

    def mul(self, lhs: Value, rhs: Value, name: str = "", flags: Sequence[str] = ()) -> Instruction:
        return self.binop("mul", lhs, rhs, name, flags)

    def cast(self, opcode: str, value: Value, dest: Type, name: str = "") -> Instruction:
        return self.insert(CastInst(opcode, value, dest, name))

    def icmp(self, predicate: str, lhs: Value, rhs: Value, name: str = "") -> Instruction:
        return self.insert(CmpInst("icmp", predicate, lhs, rhs, name))

    def fcmp(self, predicate: str, lhs: Value, rhs: Value, name: str = "") -> Instruction:
        return self.insert(CmpInst("fcmp", predicate, lhs, rhs, name))

    def select(self, cond: Value, a: Value, b: Value, name: str = "") -> Instruction:
        return self.insert(SelectInst(cond, a, b, name))

    def freeze(self, value: Value, name: str = "") -> Instruction:
        return self.insert(FreezeInst("freeze", value.type, [value], name))

    def alloca(self, type: Type, count: Value | None = None, align: int | None = None, name: str = "") -> AllocaInst:
        inst = AllocaInst(type, count, align, name=name)
        self.insert(inst)
        return inst

    def load(self, type: Type, pointer: Value, align: int | None = None, name: str = "") -> LoadInst:
        inst = LoadInst(type, pointer, align, name)
        self.insert(inst)
        return inst

    def store(self, value: Value, pointer: Value, align: int | None = None) -> StoreInst:
        inst = StoreInst(value, pointer, align)
        self.insert(inst)
        return inst

    def gep(
        self, source_type: Type, pointer: Value, indices: Sequence[Value], name: str = "", flags: Sequence[str] = ()
    ) -> Instruction:
        result = pointer.type
        for index in indices:
            if isinstance(index.type, VectorType) and not isinstance(result, VectorType):
                result = VectorType(index.type.count, pointer.type, index.type.scalable)
        return self.insert(GetElementPtrInst(source_type, pointer, indices, result, name, flags))

    def call(
        self,
        callee: Value,
        args: Sequence[Value],
        name: str = "",
        function_type: FunctionType | None = None,
        copy_param_attributes: bool = False,
    ) -> CallInst:
        """A call; ``copy_param_attributes`` repeats the callee's parameter and
        return attributes on the call, as ABI attributes (``byval``,
        ``signext``...) must agree between the call and the callee."""
        if function_type is None:
            if not isinstance(callee, Function):
                raise ValueError("an indirect call needs its function type")
            function_type = callee.function_type
        inst = CallInst(function_type, callee, args, name)
        if isinstance(callee, Function):
            inst.cc = callee.cc
            if copy_param_attributes:
                inst.arg_attributes = [arg.attributes.copy() for arg in callee.args]
                inst.ret_attributes = callee.ret_attributes.copy()
        self.insert(inst)
        return inst

    def phi(self, type: Type, incoming: Sequence[tuple[Value, Value]] = (), name: str = "") -> PhiInst:
        inst = PhiInst(type, incoming, name)
        self.insert(inst)
        return inst

    def extract_element(self, vector: Value, index: Value, name: str = "") -> Instruction:
        assert isinstance(vector.type, VectorType)
        return self.insert(ExtractElementInst("extractelement", vector.type.element, [vector, index], name))

    def insert_element(self, vector: Value, element: Value, index: Value, name: str = "") -> Instruction:
        return self.insert(InsertElementInst("insertelement", vector.type, [vector, element, index], name))

    def vector_splat(self, value: Value, count: int, name: str = "", scalable: bool = False) -> Instruction:
        """*value* in each of *count* lanes (``vscale x count`` when scalable), spelled as LLVM's
        IRBuilder does (insert, then shuffle)."""
        vt = VectorType(count, value.type, scalable)
        stem = name or value.name
        one = self.insert_element(Poison(vt), value, const_int(I32, 0), f"{stem}.splatinsert")
        mask = ZeroInitializer(VectorType(count, I32, scalable))
        return self.insert(ShuffleVectorInst("shufflevector", vt, [one, Poison(vt), mask], f"{stem}.splat"))

    def extract_value(self, aggregate: Value, indices: Sequence[int], name: str = "") -> Instruction:
        t = aggregate.type
        for i in indices:
            t = t.elements[i] if isinstance(t, StructType) and t.elements else t.element  # type: ignore[attr-defined]
        return self.insert(ExtractValueInst("extractvalue", t, [aggregate], indices, name))

    def insert_value(self, aggregate: Value, value: Value, indices: Sequence[int], name: str = "") -> Instruction:
        return self.insert(InsertValueInst("insertvalue", aggregate.type, [aggregate, value], indices, name))

    def br(self, dest: BasicBlock) -> Instruction:
        return self.insert(BranchInst([dest]))

    def cond_br(self, cond: Value, if_true: BasicBlock, if_false: BasicBlock) -> Instruction:
        return self.insert(BranchInst([cond, if_true, if_false]))

    def switch(self, cond: Value, default: BasicBlock, cases: Sequence[tuple[Value, BasicBlock]] = ()) -> Instruction:
        return self.insert(SwitchInst(cond, default, cases))

    def ret(self, value: Value | None = None) -> Instruction:
        return self.insert(ReturnInst(value))

    def unreachable(self) -> Instruction:
        return self.insert(UnreachableInst())


def call_vscale(builder: Builder, module: Module, t: IntType, name: str = "vscale") -> Instruction:
    """``call iN @llvm.vscale.iN()``: how many times a scalable vector holds its known lane count."""
    fn = declare_intrinsic(module, "vscale", FunctionType(t, []), [t])
    return builder.call(fn, [], name)


def const(type: Type, value: int) -> ConstantInt:
    return const_int(type, value)

