"""OpenCL C's ``event_t`` as mux's ``__mux_dma_event_t``.

clang spells ``event_t`` ``target("spirv.Event")`` on SPIR targets (since
clang 17; older versions used an opaque pointer), while the mux DMA builtins
take and return ``__mux_dma_event_t``, an opaque pointer here.  LLVM lays
every ``spirv.*`` target type out as a pointer, so replacing the target type
with ``ptr`` wherever it appears keeps every size, offset and alignment (an
``event_t evs[2]`` stays 16 bytes, clang's byte GEPs into it stay right), and
the CPU backend, which cannot lower the target type, never sees it.

:func:`replace_event_type` rewrites a whole module: signatures, call types,
instruction results (phis, selects, loads), allocas and GEPs over events or
arrays and structs of them, constants (``zeroinitializer`` becomes ``null``),
globals, and constants in debug records.
"""

from __future__ import annotations

from ncpu_opt.errors import NotSupportedError
from ncpu_opt.ir.instructions import AllocaInst, CallBase, GetElementPtrInst, Instruction
from ncpu_opt.ir.metadata import ValueAsMetadata
from ncpu_opt.ir.module import Function, Module
from ncpu_opt.ir.types import (
    ArrayType,
    FunctionType,
    PointerType,
    StructType,
    TargetExtType,
    Type,
    VectorType,
)
from ncpu_opt.ir.values import (
    Constant,
    ConstantAggregate,
    ConstantNull,
    MetadataAsValue,
    Poison,
    Undef,
    User,
    ZeroInitializer,
)

#: clang's ``event_t``.
OPENCL_EVENT = TargetExtType("spirv.Event", (), ())
#: ``__mux_dma_event_t`` (see :func:`ncpu_opt.mux.builtins.function_type`).
MUX_EVENT = PointerType(0)


def mentions_event(t: Type) -> bool:
    """Whether *t* is ``event_t`` or is built of it (arrays, literal structs, signatures).

    Identified structs are not looked into: :func:`replace_event_type` fixes their bodies
    in place, so they keep their identity (and recursive ones do not recurse here).
    """
    if t == OPENCL_EVENT:
        return True
    if isinstance(t, (ArrayType, VectorType)):
        return mentions_event(t.element)
    if isinstance(t, StructType):
        return t.is_literal and any(mentions_event(e) for e in t.elements or ())
    if isinstance(t, FunctionType):
        return any(mentions_event(p) for p in (t.return_type, *t.params))
    return False


def event_free(t: Type) -> Type:
    """*t* with ``event_t`` replaced by ``__mux_dma_event_t`` (*t* itself when it has none)."""
    if not mentions_event(t):
        return t
    if t == OPENCL_EVENT:
        return MUX_EVENT
    if isinstance(t, ArrayType):
        return ArrayType(t.count, event_free(t.element))
    if isinstance(t, StructType):
        return StructType([event_free(e) for e in t.elements or ()], t.packed)
    if isinstance(t, FunctionType):
        return FunctionType(event_free(t.return_type), [event_free(p) for p in t.params], t.vararg)
    # Vectors of target types do not exist in LLVM IR.
    raise NotSupportedError(f"the OpenCL event type inside {t}")


def _constant(c: Constant) -> Constant:
    """*c* retyped (itself when its type has no event)."""
    t = event_free(c.type)
    if t is c.type:
        return c
    if isinstance(c, (ZeroInitializer, ConstantNull)):
        # A null event is ``ptr null``; aggregates of them stay zeroinitializer.
        return ConstantNull(t) if isinstance(t, PointerType) else ZeroInitializer(t)
    if isinstance(c, (Undef, Poison)):
        return type(c)(t)
    if isinstance(c, ConstantAggregate):
        return ConstantAggregate(t, [_constant(e) if isinstance(e, Constant) else e for e in c.elements])
    raise NotSupportedError(f"the OpenCL event constant {c.typed_ref()}")


def _operands(user: User) -> bool:
    """Retype the constant operands of *user* (and the constants its metadata operands wrap)."""
    changed = False
    for i, op in enumerate(user.operands):
        if isinstance(op, Function):
            continue
        if isinstance(op, Constant):
            new = _constant(op)
            if new is not op:
                user.set_operand(i, new)
                changed = True
        elif isinstance(op, MetadataAsValue) and isinstance(op.metadata, ValueAsMetadata):
            changed |= _operands(op.metadata)
    return changed


def _instruction(inst: Instruction) -> bool:
    changed = _operands(inst)
    for record in inst.debug_records:
        for md in record.operands:
            if isinstance(md, ValueAsMetadata):
                changed |= _operands(md)
    t = event_free(inst.type)
    if t is not inst.type:
        inst.type = t
        changed = True
    if isinstance(inst, AllocaInst) and mentions_event(inst.allocated_type):
        inst.allocated_type = event_free(inst.allocated_type)
        changed = True
    elif isinstance(inst, GetElementPtrInst) and mentions_event(inst.source_type):
        inst.source_type = event_free(inst.source_type)
        changed = True
    elif isinstance(inst, CallBase) and mentions_event(inst.function_type):
        new_type = event_free(inst.function_type)
        assert isinstance(new_type, FunctionType)
        inst.function_type = new_type
        changed = True
    return changed


def _signature(fn: Function) -> bool:
    if not mentions_event(fn.function_type):
        return False
    new_type = event_free(fn.function_type)
    assert isinstance(new_type, FunctionType)
    fn.function_type = new_type
    for arg in fn.args:
        arg.type = event_free(arg.type)
    return True


def replace_event_type(module: Module) -> bool:
    """Replace ``target("spirv.Event")`` with ``ptr`` throughout *module*; whether anything changed."""
    changed = False
    for struct in module.struct_types.values():
        if struct.elements is not None and any(mentions_event(e) for e in struct.elements):
            struct.set_body([event_free(e) for e in struct.elements], struct.packed)
            changed = True
    for gv in module.globals:
        if mentions_event(gv.value_type):
            gv.value_type = event_free(gv.value_type)
            changed = True
        changed |= _operands(gv)
    for fn in module.functions:
        changed |= _signature(fn)
        for inst in fn.instructions():
            changed |= _instruction(inst)
    return changed
