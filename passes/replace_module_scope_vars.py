"""replace-module-scope-vars: ``__local`` globals become one struct allocated per work-group.

After OCK's ReplaceLocalModuleScopeVariablesPass.  OpenCL ``__local`` arrays
declared in a kernel body are ``addrspace(3)`` globals in clang's output;
with one work-group per call they must live in the work-group's frame:

1. the used ``addrspace(3)`` globals become the members of ``%localVarTypes``,
   in the order of the globals, each at its own alignment (the largest of its
   ``align``, OCK's OpenCL type alignment — 3-element vectors as 4, pointers as
   the pointer size — and the ABI alignment), with ``[N x i8]`` members as
   explicit padding; the struct is aligned to its largest member alignment;
2. every entry point, every function using a global and, transitively, their
   callers get a trailing ``ptr`` to the struct (in place); uses of a global
   (constant expressions first turned into instructions) become a GEP to its
   member and an ``addrspacecast`` back to ``addrspace(3)``;
3. each entry point ``K`` gets a wrapper ``<base>.mux-local-var-wrapper``
   with ``K``'s parameters, attributes and metadata: it allocates the struct
   (an ``alloca`` at the struct's alignment) and calls ``K``; the wrapper is
   the new entry point, with ``"mux-local-mem-usage"`` the struct's size; ``K``
   stays, internal (and ``alwaysinline`` unless ``noinline``);
4. the globals are removed (unused ones too).

Initialisers: OpenCL forbids initialising ``__local`` variables, so only
``undef``, ``poison`` and ``zeroinitializer`` (or none) are accepted, and none
is stored: the memory starts undefined, as clang's ``undef`` says
(``zeroinitializer`` is accepted as clang emits it for some ``__local``
declarations, and treated the same).  Anything else is an error.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ncpu_opt.errors import NcpuError, NotSupportedError
from ncpu_opt.ir import Function, GlobalVariable, Module
from ncpu_opt.ir.attributes import AttributeSet
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.instructions import AllocaInst, CastInst, GetElementPtrInst, Instruction
from ncpu_opt.ir.metadata import ValueAsMetadata
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
    Value,
    ZeroInitializer,
    const_int,
)
from ncpu_opt.mux import attributes as attrs
from ncpu_opt.mux.constant_exprs import expand_constant_users, insertion_point
from ncpu_opt.mux.params import append_params, direct_calls, pass_args, with_callers
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass

PASS_NAME = "replace-module-scope-vars"
LOCAL_ADDRSPACE = 3
STRUCT_NAME = "localVarTypes"
WRAPPER_SUFFIX = ".mux-local-var-wrapper"
ARG_NAME = "local-vars"
_WHY = "the __local variables struct"


@dataclass(frozen=True)
class LocalLayout:
    """``%localVarTypes``: the member index of each global, its size and alignment."""

    struct: StructType
    index: dict[GlobalVariable, int]
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
    offset, max_align = 0, 1
    for gv in globals_:
        align = member_align(gv, dl)
        max_align = max(max_align, align)
        if offset % align:
            padding = align - offset % align
            elements.append(ArrayType(padding, I8))
            offset += padding
        index[gv] = len(elements)
        elements.append(gv.value_type)
        offset += dl.alloc_size(gv.value_type)
    name = STRUCT_NAME
    n = 0
    while name in module.struct_types:
        n += 1
        name = f"{STRUCT_NAME}.{n}"
    struct = StructType(elements, name=name)
    module.struct_types[name] = struct
    return LocalLayout(struct, index, dl.alloc_size(struct), max_align)


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
    init = gv.initializer
    if init is None or isinstance(init, (Undef, Poison)) or is_zero(init):
        return
    raise NcpuError(
        f"__local variable {gv.ref()} has an initializer ({init.ref()}); OpenCL does not allow "
        f"initializing variables in the local address space"
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


def make_wrapper(module: Module, kernel: Function, layout: LocalLayout) -> Function:
    """``<base>.mux-local-var-wrapper``: allocate the struct, call ``kernel``; it becomes the entry point."""
    old_params = kernel.function_type.params[:-1]
    fn_type = FunctionType(kernel.return_type, old_params, kernel.function_type.vararg)
    wrapper = Function(module.unique_global_name(attrs.derived_fn_name(kernel, WRAPPER_SUFFIX)), fn_type)
    for field in ("linkage", "preemption", "visibility", "dll_storage", "unnamed_addr", "cc", "section", "align"):
        setattr(wrapper, field, getattr(kernel, field))
    wrapper.attributes = kernel.attributes.copy()
    wrapper.attributes.remove("alwaysinline")
    wrapper.ret_attributes = kernel.ret_attributes.copy()
    for key, node in kernel.metadata.items():
        if key != "dbg":  # a subprogram describes one function
            wrapper.metadata.add(key, node)
    for old, new in zip(kernel.args, wrapper.args, strict=False):
        new.name = old.name
        new.attributes = old.attributes.copy()
    attrs.get_or_set_base_fn_name(wrapper, kernel)
    attrs.take_is_kernel(wrapper, kernel)
    attrs.set_local_mem_usage(wrapper, layout.size)
    kernel.linkage = "internal"
    for field in ("preemption", "visibility", "dll_storage"):
        setattr(kernel, field, None)
    if kernel.cc == "spir_kernel":  # LLVM forbids calling a spir_kernel
        kernel.cc = "spir_func"
    if not kernel.attributes.has("noinline"):
        kernel.attributes.add("alwaysinline")

    b = Builder(wrapper.append_block("entry"))
    frame = b.insert(AllocaInst(layout.struct, None, layout.align, name=ARG_NAME))
    call = b.call(kernel, [*wrapper.args, frame], "" if kernel.return_type.is_void else "result")
    call.arg_attributes = [a.attributes.copy() for a in kernel.args[:-1]] + [AttributeSet()]
    b.ret(None if kernel.return_type.is_void else call)
    module.add_function(wrapper)
    module.functions.remove(wrapper)
    module.functions.insert(module.functions.index(kernel) + 1, wrapper)
    return wrapper


def replace_uses(gv: GlobalVariable, layout: LocalLayout, frames: dict[Function, Argument]) -> None:
    """Each instruction use of ``gv`` becomes ``addrspacecast (gep %frame, 0, index)``."""
    for use in gv.uses:
        user = use.user
        if isinstance(user, ValueAsMetadata):
            continue
        assert isinstance(user, Instruction)
        fn = user.function
        assert fn is not None
        at = insertion_point(use)
        block = at.parent
        assert block is not None
        indices: list[Value] = [const_int(I32, 0), const_int(I32, layout.index[gv])]
        gep = GetElementPtrInst(layout.struct, frames[fn], indices, frames[fn].type, f"{gv.name}.ptr", ["inbounds"])
        block.insert(block.instructions.index(at), gep)
        cast = CastInst("addrspacecast", gep, gv.type, gv.name)
        block.insert(block.instructions.index(at), cast)
        user.set_operand(use.index, cast)


@register_pass
@dataclass(frozen=True)
class ReplaceModuleScopeVars(ModulePass):
    """Move addrspace(3) globals into a per-work-group %localVarTypes struct passed down as a parameter."""

    name: ClassVar[str] = PASS_NAME

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        module.materialize_all()
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
        dl = DataLayout.parse(module.datalayout)
        layout = lay_out(module, used, dl)
        entry_points = [fn for fn in attrs.kernels(module.functions, entry_points_only=True) if not fn.is_declaration]
        seeds = list(entry_points)
        for gv in used:
            seeds += [inst.function for inst in instruction_users(gv) if inst.function is not None]
        needing = with_callers(module, seeds, _WHY)
        calls = {fn: direct_calls(fn, _WHY) for fn in needing}

        frames: dict[Function, Argument] = {}
        for fn in needing:
            (frames[fn],) = append_params(fn, [(PointerType(dl.alloca_addrspace), ARG_NAME, AttributeSet())], relax=False)
            # The struct is read and written through the new pointer.
            fn.attributes.remove("memory")
        for fn in needing:
            for call in calls[fn]:
                caller = call.function
                assert caller is not None and caller in frames
                pass_args(call, fn, [frames[caller]])
        for gv in used:
            replace_uses(gv, layout, frames)
        for kernel in entry_points:
            make_wrapper(module, kernel, layout)
