"""add-kernel-wrapper: one uniform entry point per kernel (OCK's AddKernelWrapperPass).

For every kernel ``K`` (``"mux-kernel"``; after ``add-sched-params``, with
trailing ``ptr %wi-info, ptr %wg-info`` recorded by ``!mux_scheduled_fn``)
this adds

    void @<base>.mux-kernel-wrapper(ptr %packed-args[, ptr %wg-info])

(``%wg-info`` only when ``K`` has it) which reads the kernel's arguments from
``%MuxPackedArgs.<base>``, allocates the ``%MuxWorkItemInfo`` and the
``__local`` buffers given by size, and calls ``K(args..., %wi-info,
%wg-info)``.  As in OCK the wrapper takes ``K``'s calling convention,
function attributes (plus ``nounwind``), ``"mux-kernel"`` and metadata (an
artificial copy of its ``DISubprogram``; ``!mux_scheduled_fn`` renumbered);
``%packed-args`` is ``noundef nonnull dereferenceable(<struct size>)`` unless
the struct is empty (the runtime may then pass null).  ``K`` keeps its
attributes and metadata and becomes internal, ``spir_func`` and
``alwaysinline`` (unless ``noinline``); the call carries its attributes.

``%MuxPackedArgs.<base>`` has one field per kernel parameter, in order:

- pointers (``__global``, ``__constant``, generic): the pointer itself;
- ``__local`` (``addrspace(3)``) pointers: a ``size_t`` byte count
  (``local-buffers-by-size``, the default; the wrapper allocates the buffer
  once per call, aligned to 128 bytes or the parameter's larger ``align``) or
  the pointer (``local-buffers-by-ptr``: the caller provides the memory);
- ``byval(T)`` parameters: the ``T`` value (copied to an aligned stack slot);
- everything else: the value.

``packed`` (the default, the runtime's and ``kernel_abi.h``'s ABI) makes it an
LLVM packed struct (``<{...}>``, no padding, fields read with ``align 1``);
``unpacked`` an ordinary struct where each field is aligned to its size
rounded up to a power of two (at most 128), with explicit ``[N x i8]``
padding, as OCK's.

A buffer given by size is an ``alloca`` on the calling thread's stack when it
takes at most :data:`LOCAL_BUFFER_STACK_LIMIT` bytes together with the buffers
before it there (the common case: free and fast), else ``aligned_alloc``'d and
freed after the kernel returns: the
stack of whatever thread runs the work-group (often 8 MiB, 2 MiB or less) must
not bound ``__local`` memory, and an oversized ``alloca`` is a crash, not an
error.  A failed allocation traps.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ncpu_opt.errors import NcpuError
from ncpu_opt.ir import Function, Module
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.functions import copy_function_metadata, new_function_like
from ncpu_opt.ir.metadata import MDNode, SpecializedMDNode
from ncpu_opt.ir.module import size_t_type
from ncpu_opt.ir.types import (
    I8,
    I32,
    PTR,
    VOID,
    ArrayType,
    FunctionType,
    PointerType,
    StructType,
    Type,
)
from ncpu_opt.ir.values import Argument, Value, ZeroInitializer, const_int
from ncpu_opt.mux import attributes as attrs
from ncpu_opt.mux import metadata as md
from ncpu_opt.mux.params import drop_scheduling_noalias
from ncpu_opt.mux.scheduling import WG_INFO_ARG, WI_INFO_ARG, work_item_info_type
from ncpu_opt.mux.work_group_memory import STACK_LIMIT, Placed, place, release
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass

PASS_NAME = "add-kernel-wrapper"
WRAPPER_SUFFIX = ".mux-kernel-wrapper"
PACKED_ARGS_PREFIX = "MuxPackedArgs."
PACKED_ARGS_ARG = "packed-args"
LOCAL_ADDRSPACE = 3
#: Alignment of the ``__local`` buffers the wrapper allocates (a cache line or two;
#: also the largest alignment of an OpenCL C type, ``long16``/``double16``).
LOCAL_BUFFER_ALIGN = 128
#: The largest ``__local`` buffer the wrapper puts on the stack; larger ones come from the heap.
LOCAL_BUFFER_STACK_LIMIT = STACK_LIMIT
#: The largest field alignment of an ``unpacked`` struct (OCK's).
UNPACKED_MAX_ALIGN = 128
#: Kernel attributes that do not hold of the wrapper: it also reads the
#: packed arguments and writes its own allocas, and may ``aligned_alloc``,
#: ``free`` and trap for a large ``__local`` buffer.
_KERNEL_ONLY_ATTRIBUTES = (
    "memory", "readnone", "readonly", "writeonly", "argmemonly",
    "inaccessiblememonly", "inaccessiblemem_or_argmemonly", "alwaysinline",
    "nofree", "willreturn",
)
#: ``DIFlag``s below ``DIFlagArtificial`` (bit 6), which LLVM prints first.
_LOW_DI_FLAGS = ("DIFlagPrivate", "DIFlagProtected", "DIFlagPublic", "DIFlagFwdDecl", "DIFlagAppleBlock",
                 "DIFlagReservedBit4", "DIFlagVirtual")


def packed_args_name(base: str) -> str:
    return PACKED_ARGS_PREFIX + base


def is_local_pointer(t: Type) -> bool:
    return isinstance(t, PointerType) and t.addrspace == LOCAL_ADDRSPACE


def kernel_params(kernel: Function) -> list[Argument]:
    """The kernel's own parameters: all but the scheduling ones."""
    sched = md.get_scheduled_fn(kernel)
    skip = {i for i in (sched or (None, None)) if i is not None}
    for i in skip:
        if i >= len(kernel.args) or not isinstance(kernel.args[i].type, PointerType):
            raise NcpuError(f"{PASS_NAME}: @{kernel.name}: !{md.SCHEDULED_FN} names parameter {i}, which is not a pointer")
    return [a for a in kernel.args if a.index not in skip]


def field_type(param: Argument, local_by_size: bool, size_type: Type) -> Type:
    """The type a parameter has in the packed struct."""
    byval = param.attributes.get("byval")
    if byval is not None:
        assert isinstance(byval.arg, Type)
        return byval.arg
    if is_local_pointer(param.type) and local_by_size:
        return size_type
    return param.type


def unpacked_layout(fields: list[Type], dl: DataLayout) -> tuple[list[Type], list[int]]:
    """The ``unpacked`` struct's elements (fields and ``[N x i8]`` padding) and each field's index.

    A field is aligned to its size rounded up to a power of two, at most
    :data:`UNPACKED_MAX_ALIGN` (OCK's rule: a C compiler's natural alignment
    for the scalar and vector types kernels take).
    """
    elements: list[Type] = []
    indices: list[int] = []
    offset = 0
    for t in fields:
        size = max(1, dl.alloc_size(t))
        align = min(UNPACKED_MAX_ALIGN, 1 << (size - 1).bit_length())
        if offset % align:
            padding = align - offset % align
            elements.append(ArrayType(padding, I8))
            offset += padding
        indices.append(len(elements))
        elements.append(t)
        offset += size
    return elements, indices


@register_pass
@dataclass(frozen=True)
class AddKernelWrapper(ModulePass):
    """Wrap each kernel in a uniform (packed-args[, wg-info]) entry point."""

    name: ClassVar[str] = PASS_NAME
    packed: bool | None = None
    unpacked: bool | None = None
    local_buffers_by_size: bool | None = None
    local_buffers_by_ptr: bool | None = None

    def __post_init__(self) -> None:
        if self.packed and self.unpacked:
            raise NcpuError("'packed' and 'unpacked' exclude each other")
        if self.local_buffers_by_size and self.local_buffers_by_ptr:
            raise NcpuError("'local-buffers-by-size' and 'local-buffers-by-ptr' exclude each other")

    @property
    def is_packed(self) -> bool:
        return not self.unpacked and self.packed is not False

    @property
    def local_by_size(self) -> bool:
        return not self.local_buffers_by_ptr and self.local_buffers_by_size is not False

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        # Every kernel, as OCK: one that is not an entry point may still be
        # called through its wrapper by a runtime.
        kernels = [fn for fn in attrs.kernels(module.functions) if not fn.is_declaration]
        if not kernels:
            return PreservedAnalyses.all()
        dl = module.data_layout
        # One empty node for every !nonnull and !noundef (LLVM uniques it).
        empty = MDNode([])
        wrappers = [self.wrap(module, kernel, dl, empty) for kernel in kernels]
        # What the wrappers call is inlined from here on: the wrappers and the
        # kernels they call (outside any work-item loop) keep the noalias of
        # the scheduling structs, the rest drop it.
        drop_scheduling_noalias(module, keep={*kernels, *wrappers})
        return PreservedAnalyses.none()

    def wrap(self, module: Module, kernel: Function, dl: DataLayout, empty: MDNode | None = None) -> Function:
        empty = empty if empty is not None else MDNode([])
        params = kernel_params(kernel)
        wi_index, wg_index = md.get_scheduled_fn(kernel) or (None, None)
        st = size_t_type(module)
        fields = [field_type(p, self.local_by_size, st) for p in params]
        base = attrs.get_base_fn_name(kernel) or kernel.name
        name = base + WRAPPER_SUFFIX
        if module.get_named_value(name) is not None:
            raise NcpuError(f"{PASS_NAME}: cannot wrap @{kernel.name}: @{name} already exists")
        struct, field_index = self._args_struct(module, base, fields, dl)

        # The work-item info is the wrapper's own; the group's comes from the caller.
        # Only the calling convention is the kernel's as it is: _copy_properties filters the rest.
        wrapper = new_function_like(
            kernel,
            name,
            FunctionType(VOID, [PTR] + ([PTR] if wg_index is not None else [])),
            copy_linkage=False,
            copy_attributes=False,
            copy_metadata=False,
            copy_param_names=False,
            copy_param_attributes=False,
            module=module,  # at the end of the module, as OCK's
        )
        packed_args = wrapper.args[0]
        packed_args.name = PACKED_ARGS_ARG
        size = dl.alloc_size(struct)
        if size:
            # A runtime must pass the whole struct; with nothing to pass it may pass null.
            packed_args.attributes.add("noundef")
            packed_args.attributes.add("nonnull")
            packed_args.attributes.add("dereferenceable", f"({size})")
        wg_info: Argument | None = None
        if wg_index is not None:
            wg_info = wrapper.args[1]
            wg_info.name = kernel.args[wg_index].name or WG_INFO_ARG
            wg_info.attributes = kernel.args[wg_index].attributes.copy()
        self._copy_properties(kernel, wrapper, base)
        md.set_scheduled_fn(wrapper, None, 1 if wg_info is not None else None)
        # The old kernel: inlined into the wrapper unless noinline.
        attrs.demote_entry_point(kernel, always_inline=True)

        b = Builder(wrapper.append_block())
        values: dict[int, Value] = {}
        if wi_index is not None:
            wi_type = work_item_info_type(module)
            wi_info = b.alloca(wi_type, align=dl.abi_align(wi_type), name=kernel.args[wi_index].name or WI_INFO_ARG)
            # Zeroed: ids a kernel reads before any work-item loop sets them are 0.
            b.store(ZeroInitializer(wi_type), wi_info, dl.abi_align(wi_type))
            values[wi_index] = wi_info
        if wg_index is not None:
            assert wg_info is not None
            values[wg_index] = wg_info
        local_sizes: list[tuple[Argument, Value, str]] = []
        for i, (param, ftype, index) in enumerate(zip(params, fields, field_index, strict=True)):
            label = param.name or f"arg{i}"
            slot = b.gep(struct, packed_args, [const_int(I32, 0), const_int(I32, index)])
            align = 1 if self.is_packed else dl.abi_align(ftype)
            if is_local_pointer(param.type) and ftype is not param.type:
                local_sizes.append((param, b.load(ftype, slot, align, f"{label}.size"), label))
            elif param.attributes.has("byval"):
                values[param.index] = _byval_copy(b, param, b.load(ftype, slot, align, f"{label}.field"), label, dl)
            else:
                load = b.load(ftype, slot, align, label)
                # What the kernel was promised of the argument holds of the load.
                if param.attributes.has("nonnull"):
                    load.metadata["nonnull"] = empty
                if param.attributes.has("noundef"):
                    load.metadata["noundef"] = empty
                values[param.index] = load
        # Last, as they branch: every fixed-size alloca stays in the entry block (SROA only
        # promotes those).
        heap_buffers: list[tuple[Placed, str]] = []
        # The bytes the buffers before put on the stack: together they stay within the limit.
        before: Value | None = None
        for param, size_value, label in local_sizes:
            with_this = size_value
            if before is not None:
                with_this = b.add(before, size_value, f"{label}.with-earlier")
            buffer = _local_buffer(b, module, param, size_value, label, with_this)
            heap_buffers.append((buffer, label))
            if len(heap_buffers) < len(local_sizes):
                assert buffer.on_stack is not None
                earlier = before if before is not None else const_int(size_value.type, 0)
                before = b.select(buffer.on_stack, with_this, earlier, f"{label}.stack-used")
            pointer = buffer.pointer
            values[param.index] = b.cast("addrspacecast", pointer, param.type, label) if param.type != PTR else pointer
        call = b.call(kernel, [values[i] for i in range(len(kernel.args))])
        call.arg_attributes = [a.attributes.copy() for a in kernel.args]
        call.fn_attributes = kernel.attributes.copy()
        subprogram = wrapper.metadata.get("dbg")
        if subprogram is not None:
            # LLVM wants a location on an inlinable call in a function with debug info.
            call.metadata["dbg"] = SpecializedMDNode("DILocation", [("line", "0"), ("scope", subprogram)])
        for buffer, label in heap_buffers:
            release(b, module, buffer, label)
        b.ret()
        return wrapper

    def _args_struct(self, module: Module, base: str, fields: list[Type], dl: DataLayout) -> tuple[StructType, list[int]]:
        """``%MuxPackedArgs.<base>`` and the element index of each field."""
        name = packed_args_name(base)
        if module.struct_types.get(name) is not None:
            raise NcpuError(f"{PASS_NAME}: %{name} already exists")
        if self.is_packed:
            elements, indices = fields, list(range(len(fields)))
        else:
            elements, indices = unpacked_layout(fields, dl)
        struct = StructType(elements, packed=self.is_packed, name=name)
        module.struct_types[name] = struct
        return struct, indices

    @staticmethod
    def _copy_properties(kernel: Function, wrapper: Function, base: str) -> None:
        for attr in kernel.attributes:
            if attr.is_string or attr.kind not in _KERNEL_ONLY_ATTRIBUTES:
                wrapper.attributes.add_attribute(attr)
        # Nothing the runtime calls may unwind.
        wrapper.attributes.add("nounwind")
        attrs.take_is_kernel(wrapper, kernel)
        attrs.set_base_fn_name(wrapper, base)
        subprogram = kernel.metadata.get("dbg")
        if isinstance(subprogram, SpecializedMDNode) and subprogram.kind == "DISubprogram":
            wrapper.metadata["dbg"] = _artificial_subprogram(subprogram)
        copy_function_metadata(kernel, wrapper, debug_info=False)


def _byval_copy(b: Builder, param: Argument, value: Value, label: str, dl: DataLayout) -> Value:
    """A stack copy of a byval field: the kernel may rely on the byval alignment; the packed field has none."""
    assert isinstance(value.type, Type)
    align = _param_align(param) or dl.abi_align(value.type)
    slot = b.alloca(value.type, align=align, name=label)
    b.store(value, slot, align)
    return slot


def _artificial_subprogram(subprogram: SpecializedMDNode) -> SpecializedMDNode:
    """The wrapper's ``DISubprogram``: the kernel's, artificial, retaining none of its nodes."""
    fields = [(k, v) for k, v in subprogram.fields if k != "retainedNodes"]
    new = SpecializedMDNode("DISubprogram", fields, distinct=True)
    flags = [f.strip() for f in str(subprogram.get("flags") or "").split("|") if f.strip() and f.strip() != "DIFlagZero"]
    if "DIFlagArtificial" not in flags:
        low = [f for f in flags if f in _LOW_DI_FLAGS]
        flags = low + ["DIFlagArtificial"] + [f for f in flags if f not in _LOW_DI_FLAGS]
    if subprogram.get("flags") is None:
        # LLVM's field order: flags right before spFlags.
        at = next((i for i, (k, _) in enumerate(fields) if k in ("spFlags", "unit")), len(fields))
        new.fields.insert(at, ("flags", " | ".join(flags)))
    else:
        new.set("flags", " | ".join(flags))
    return new


def int_attribute(param: Argument, kind: str) -> int | None:
    """The number of an integer parameter attribute (``align 16``, ``dereferenceable(64)``), or None."""
    attribute = param.attributes.get(kind)
    if attribute is None or not isinstance(attribute.arg, str):
        return None
    text = attribute.arg.strip(" ()")
    return int(text) if text.isdigit() else None


def _param_align(param: Argument) -> int | None:
    return int_attribute(param, "align")


def local_buffer_align(param: Argument) -> int:
    """The alignment of the buffer the wrapper allocates for a ``__local`` parameter given by size."""
    return max(LOCAL_BUFFER_ALIGN, _param_align(param) or 1)


def _local_buffer(
    b: Builder, module: Module, param: Argument, size: Value, label: str, with_earlier: Value
) -> Placed:
    """The buffer for a ``__local`` parameter of *size* bytes: on the stack if *with_earlier* (its
    size and that of the earlier buffers on the stack) fits, else on the heap
    (:mod:`ncpu_opt.mux.work_group_memory`).  Leaves *b* at the end of the block where it is ready.
    """
    align = local_buffer_align(param)

    def on_stack(b: Builder) -> Value:
        return b.alloca(I8, size, align, f"{label}.stack-buffer")

    return place(b, module, size, align, label, on_stack, on_stack_with=with_earlier)

