"""replace-module-scope-vars: ``__local`` globals become one struct allocated per work-group.

After OCK's ReplaceLocalModuleScopeVariablesPass.  OpenCL ``__local`` arrays
declared in a kernel body are ``addrspace(3)`` globals in clang's output;
with one work-group per call they must live in the work-group's frame:

1. the used ``addrspace(3)`` globals become the members of ``%localVarTypes``,
   in the order of the globals, each at its own alignment (the largest of its
   ``align``, OCK's OpenCL type alignment — 3-element vectors as 4, pointers as
   the pointer size — and the ABI alignment), with ``[N x i8]`` members as
   explicit padding; the struct is aligned to its largest member alignment;
2. every kernel, every function using a global and, transitively, their
   callers get a trailing unnamed ``ptr`` to the struct (in place); constants
   using a global (expressions, aggregates) are first turned into
   instructions; then each instruction using a global gets one
   ``getelementptr inbounds %localVarTypes, ptr %N, i32 0, i32 <member>`` and
   an ``addrspacecast`` back to ``addrspace(3)`` just before it (before the
   incoming edge for a phi), standing for every operand that named the global;
3. each kernel ``K`` gets a wrapper ``<base>.mux-local-var-wrapper`` with
   ``K``'s parameters, attributes (plus ``nounwind``) and metadata; ``K``'s
   ``DISubprogram`` moves to it.  It allocates the struct (an ``alloca`` at
   the struct's alignment; beyond 64 KiB, unlike OCK, ``aligned_alloc``'d and
   freed after the call: see :mod:`ncpu_opt.mux.work_group_memory`) and calls
   ``K``; the wrapper is the new kernel
   (``"mux-kernel"`` moves to it); ``K`` stays, internal (and
   ``alwaysinline`` unless ``noinline``);
4. debug info: a replaced global's ``DIGlobalVariableExpression`` leaves its
   compile unit's ``globals:``, and the variable becomes a ``DILocalVariable``
   declared (``#dbg_declare`` with ``DW_OP_plus_uconst <offset>``) on the
   struct in each wrapper that has a subprogram, or, when its first user is a
   non-kernel function with its own subprogram, on that function's struct
   parameter;
5. the globals are removed (unused ones too).

Initialisers: OpenCL forbids initialising ``__local`` variables; as in OCK an
initialiser is ignored (the struct's memory starts undefined), with a warning
when it is not ``undef``, ``poison`` or zero (clang emits ``zeroinitializer``
for some ``__local`` declarations).
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass
from typing import ClassVar

from ncpu_opt.errors import NcpuWarning, NotSupportedError
from ncpu_opt.ir import Function, GlobalVariable, Module
from ncpu_opt.ir.attributes import AttributeSet
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.functions import new_function_like
from ncpu_opt.ir.instructions import AllocaInst, CastInst, GetElementPtrInst, Instruction, PhiInst
from ncpu_opt.ir.metadata import DebugRecord, MDNode, Metadata, SpecializedMDNode, ValueAsMetadata
from ncpu_opt.ir.module import size_t_type
from ncpu_opt.ir.types import (
    I8,
    I32,
    ArrayType,
    FunctionType,
    PointerType,
    StructType,
    Type,
    VectorType,
)
from ncpu_opt.ir.values import (
    Argument,
    ConstantAggregate,
    ConstantFP,
    ConstantInt,
    ConstantNull,
    Poison,
    Undef,
    Use,
    Value,
    ZeroInitializer,
    const_int,
)
from ncpu_opt.mux import attributes as attrs
from ncpu_opt.mux.constant_exprs import expand_constant_users, insertion_point
from ncpu_opt.mux.params import append_params, direct_calls, pass_args, with_callers
from ncpu_opt.mux.work_group_memory import may_use_heap, place, release
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass

PASS_NAME = "replace-module-scope-vars"
LOCAL_ADDRSPACE = 3
STRUCT_NAME = "localVarTypes"
WRAPPER_SUFFIX = ".mux-local-var-wrapper"
#: The names of the heap allocation of a struct too large for the stack.
HEAP_LABEL = "localVarTypes"
_WHY = "the __local variables struct"


@dataclass(frozen=True)
class LocalLayout:
    """``%localVarTypes``: the member index of each global, its size and alignment."""

    struct: StructType
    index: dict[GlobalVariable, int]
    offset: dict[GlobalVariable, int]
    size: int
    align: int


def opencl_align(t: Type, dl: DataLayout) -> int:
    """OpenCL's alignment of a ``__local`` type: its (element's) size, 3-vectors as 4, pointers as pointers."""
    while isinstance(t, ArrayType):
        t = t.element
    if isinstance(t, PointerType):
        return dl.pointer_size(t.addrspace)
    count = 1
    if isinstance(t, VectorType):
        count = 4 if t.count == 3 else t.count
        t = t.element
    if isinstance(t, StructType):
        return 1  # the global's own alignment and the ABI's decide
    return max(dl.type_size_bits(t), 8) * count // 8


def member_align(gv: GlobalVariable, dl: DataLayout) -> int:
    # The ABI alignment too: LLVM lays out the (non-packed) struct with it, so
    # our offsets must never be below it.
    return max(gv.align or 1, opencl_align(gv.value_type, dl), dl.abi_align(gv.value_type))


def lay_out(module: Module, globals_: list[GlobalVariable], dl: DataLayout) -> LocalLayout:
    elements: list[Type] = []
    index: dict[GlobalVariable, int] = {}
    offsets: dict[GlobalVariable, int] = {}
    offset, max_align = 0, 1
    for gv in globals_:
        align = member_align(gv, dl)
        max_align = max(max_align, align)
        if offset % align:
            padding = align - offset % align
            elements.append(ArrayType(padding, I8))
            offset += padding
        index[gv] = len(elements)
        offsets[gv] = offset
        elements.append(gv.value_type)
        offset += dl.alloc_size(gv.value_type)
    name = STRUCT_NAME
    n = 0
    while name in module.struct_types:
        n += 1
        name = f"{STRUCT_NAME}.{n}"
    struct = StructType(elements, name=name)
    module.struct_types[name] = struct
    return LocalLayout(struct, index, offsets, dl.alloc_size(struct), max_align)


def is_zero(value: Value) -> bool:
    """``zeroinitializer`` however spelled: ``0``, ``null``, ``0.0``, aggregates of zeros."""
    if isinstance(value, (ZeroInitializer, ConstantNull)):
        return True
    if isinstance(value, ConstantInt):
        return value.value == 0
    if isinstance(value, ConstantFP):
        return value.text in ("0.000000e+00", "0.0") or value.text.strip("0xHRKLM") == ""
    if isinstance(value, ConstantAggregate):
        return all(is_zero(e) for e in value.elements)
    return False


def check_initializer(gv: GlobalVariable) -> None:
    """Warn of an initializer that will be ignored (OCK drops it silently)."""
    init = gv.initializer
    if init is None or isinstance(init, (Undef, Poison)) or is_zero(init):
        return
    warnings.warn(
        f"__local variable {gv.ref()} has an initializer ({init.ref()}), which is ignored: OpenCL does not "
        f"allow initializing variables in the local address space",
        NcpuWarning,
        stacklevel=2,
    )


def instruction_users(gv: GlobalVariable) -> list[Instruction]:
    users = []
    for use in gv.uses:
        user = use.user
        if isinstance(user, ValueAsMetadata):
            continue
        if not isinstance(user, Instruction):
            raise NotSupportedError(f"__local variable {gv.ref()} used by {user.ref()}, not by an instruction")
        users.append(user)
    return users


def make_wrapper(module: Module, kernel: Function, layout: LocalLayout) -> tuple[Function, Instruction]:
    """``<base>.mux-local-var-wrapper``: allocate the struct (an ``alloca``, or ``aligned_alloc``
    beyond :data:`~ncpu_opt.mux.work_group_memory.STACK_LIMIT`), call ``kernel``; it becomes the kernel."""
    old_params = kernel.function_type.params[:-1]
    fn_type = FunctionType(kernel.return_type, old_params, kernel.function_type.vararg)
    name = module.unique_global_name(attrs.derived_fn_name(kernel, WRAPPER_SUFFIX))
    # Without the struct parameter; the subprogram moves below: it describes one function.
    wrapper = new_function_like(kernel, name, fn_type, copy_debug_info=False, after=kernel)
    wrapper.attributes.remove("alwaysinline")
    wrapper.attributes.add("nounwind")  # as OCK: kernels never unwind
    subprogram = kernel.metadata.get("dbg")
    if subprogram is not None:
        kernel.metadata.erase("dbg")
        wrapper.metadata["dbg"] = subprogram
    attrs.get_or_set_base_fn_name(wrapper, kernel)
    attrs.take_is_kernel(wrapper, kernel)
    attrs.demote_entry_point(kernel, always_inline=True)

    b = Builder(wrapper.append_block(""))
    # On the heap when large: the stack of the thread running the work-group does not bound it.
    size = const_int(size_t_type(module), layout.size)

    def on_stack(b: Builder) -> Instruction:
        return b.insert(AllocaInst(layout.struct, None, layout.align))

    placed = place(b, module, size, layout.align, HEAP_LABEL, on_stack)
    frame = placed.pointer
    assert isinstance(frame, Instruction)
    call = b.call(kernel, [*wrapper.args, frame])
    call.arg_attributes = [a.attributes.copy() for a in kernel.args[:-1]] + [AttributeSet()]
    release(b, module, placed, HEAP_LABEL)
    b.ret(None if kernel.return_type.is_void else call)
    if placed.heap:
        may_use_heap(wrapper)
    return wrapper, frame


def member_address(gv: GlobalVariable, layout: LocalLayout, frame: Argument, at: Instruction) -> Value:
    """``addrspacecast (gep inbounds %localVarTypes, %frame, 0, member)``, before ``at``."""
    b = Builder().position_before(at)
    indices: list[Value] = [const_int(I32, 0), const_int(I32, layout.index[gv])]
    gep = b.insert(GetElementPtrInst(layout.struct, frame, indices, frame.type, "", ["inbounds"]))
    return b.insert(CastInst("addrspacecast", gep, gv.type))


def replace_uses(gv: GlobalVariable, layout: LocalLayout, frames: dict[Function, Argument]) -> None:
    """Each instruction using ``gv`` gets one member address for all its operands naming ``gv``.

    A phi gets one per incoming edge, computed at the end of the incoming block.
    """
    by_user: dict[Instruction, list[Use]] = {}
    for use in gv.uses:
        if isinstance(use.user, ValueAsMetadata):
            continue
        assert isinstance(use.user, Instruction)
        by_user.setdefault(use.user, []).append(use)
    for user, uses in by_user.items():
        fn = user.function
        assert fn is not None
        if isinstance(user, PhiInst):
            for use in uses:
                user.set_operand(use.index, member_address(gv, layout, frames[fn], insertion_point(use)))
            continue
        address = member_address(gv, layout, frames[fn], user)
        for use in uses:
            user.set_operand(use.index, address)


# -- debug info ----------------------------------------------------------------------


@dataclass(frozen=True)
class DebugVariable:
    """A replaced global's ``DIGlobalVariable``, its offset in the struct and the function first using it."""

    variable: SpecializedMDNode
    offset: int
    first_user: Function | None


def _is(md: object, kind: str) -> bool:
    return isinstance(md, SpecializedMDNode) and md.kind == kind


def debug_variables(used: list[GlobalVariable], layout: LocalLayout) -> tuple[list[DebugVariable], set[Metadata]]:
    """The replaced globals' debug variables, and their ``DIGlobalVariableExpression`` nodes."""
    found: list[DebugVariable] = []
    expressions: set[Metadata] = set()
    for gv in used:
        for expr in gv.metadata.get_all("dbg"):
            if not _is(expr, "DIGlobalVariableExpression"):
                continue
            assert isinstance(expr, SpecializedMDNode)
            expressions.add(expr)
            var = expr.get("var")
            if _is(var, "DIGlobalVariable"):
                assert isinstance(var, SpecializedMDNode)
                users = instruction_users(gv)
                found.append(DebugVariable(var, layout.offset[gv], users[0].function if users else None))
    return found, expressions


def drop_from_compile_units(module: Module, expressions: set[Metadata]) -> None:
    """Take the replaced globals out of every compile unit's ``globals:`` (they are no longer globals)."""
    for cu in module.named_metadata.get("llvm.dbg.cu", []):
        if not _is(cu, "DICompileUnit"):
            continue
        assert isinstance(cu, SpecializedMDNode)
        listed = cu.get("globals")
        if isinstance(listed, MDNode) and any(op in expressions for op in listed.operands):
            cu.set("globals", MDNode([op for op in listed.operands if op not in expressions]))


def declare(var: SpecializedMDNode, offset: int, scope: Metadata, frame: Value, before: Instruction) -> None:
    """``#dbg_declare(frame, <var as a local of scope>, DW_OP_plus_uconst offset)`` before ``before``."""
    fields: list[tuple[str | None, Metadata | str | None]] = [("name", var.get("name")), ("scope", scope)]
    fields += [(key, var.get(key)) for key in ("file", "line", "type") if var.get(key) is not None]
    local = SpecializedMDNode("DILocalVariable", fields)
    expression = SpecializedMDNode("DIExpression", [(None, "DW_OP_plus_uconst"), (None, str(offset))])
    location = SpecializedMDNode("DILocation", [("line", var.get("line") or "0"), ("scope", scope)])
    before.debug_records.append(DebugRecord("declare", [ValueAsMetadata(frame), local, expression, location]))


def describe_variables(
    variables: list[DebugVariable],
    wrappers: dict[Function, tuple[Function, Instruction]],
    frames: dict[Function, Argument],
) -> None:
    """Declare each replaced global as a local variable of the struct (see the module doc, 4).

    Unlike OCK, whose choice depends on the order kernels are wrapped in, a
    variable first used by a kernel is declared in every wrapper with a
    subprogram: each one's struct holds it.
    """
    for dv in variables:
        fn = dv.first_user
        subprogram = fn.metadata.get("dbg") if fn is not None else None
        if fn is not None and fn not in wrappers and _is(subprogram, "DISubprogram") and fn.blocks:
            assert subprogram is not None
            entry = fn.blocks[0]
            declare(dv.variable, dv.offset, subprogram, frames[fn], entry.instructions[entry.first_non_phi_index()])
            continue
        for wrapper, frame in wrappers.values():
            subprogram = wrapper.metadata.get("dbg")
            if _is(subprogram, "DISubprogram"):
                assert subprogram is not None and frame.parent is not None
                after = frame.parent.instructions[frame.parent.instructions.index(frame) + 1]
                declare(dv.variable, dv.offset, subprogram, frame, after)


@register_pass
@dataclass(frozen=True)
class ReplaceModuleScopeVars(ModulePass):
    """Move addrspace(3) globals into a per-work-group %localVarTypes struct passed down as a parameter."""

    name: ClassVar[str] = PASS_NAME

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        locals_ = [gv for gv in module.globals if gv.addrspace == LOCAL_ADDRSPACE]
        if not locals_:
            return PreservedAnalyses.all()
        for gv in locals_:
            check_initializer(gv)
            expand_constant_users(gv)
        used = [gv for gv in locals_ if instruction_users(gv)]
        if used:
            self._replace(module, used)
        for gv in locals_:
            for use in gv.uses:  # debug or other metadata only: they die with the global
                use.user.set_operand(use.index, Undef(gv.type))
            module.remove_global_value(gv)
        return PreservedAnalyses.none()

    def _replace(self, module: Module, used: list[GlobalVariable]) -> None:
        dl = module.data_layout
        layout = lay_out(module, used, dl)
        variables, expressions = debug_variables(used, layout)
        # Every kernel is wrapped, as in OCK (entry point or not): its callers
        # see the old signature, the struct is per call.
        kernels = [fn for fn in attrs.kernels(module.functions) if not fn.is_declaration]
        seeds = list(kernels)
        for gv in used:
            seeds += [inst.function for inst in instruction_users(gv) if inst.function is not None]
        needing = with_callers(module, seeds, _WHY)
        calls = {fn: direct_calls(fn, _WHY) for fn in needing}

        frames: dict[Function, Argument] = {}
        for fn in needing:
            # Unnamed, as OCK's (``ptr %0``).
            (frames[fn],) = append_params(fn, [(PointerType(dl.alloca_addrspace), "", AttributeSet())], relax=False)
            # The struct is read and written through the new pointer.
            fn.attributes.remove("memory")
        for fn in needing:
            for call in calls[fn]:
                caller = call.function
                assert caller is not None and caller in frames
                pass_args(call, fn, [frames[caller]])
        for gv in used:
            replace_uses(gv, layout, frames)
        wrappers = {kernel: make_wrapper(module, kernel, layout) for kernel in kernels}
        drop_from_compile_units(module, expressions)
        describe_variables(variables, wrappers, frames)
