"""add-kernel-wrapper: one uniform entry point per kernel (OCK's AddKernelWrapperPass).

For every entry point ``K`` (after ``add-sched-params``, so with trailing
``ptr %wi-info, ptr %wg-info`` recorded by ``!mux_scheduled_fn``) this adds

    void @<base>.mux-kernel-wrapper(ptr %packed-args, ptr %wg-info)

which reads the kernel's arguments from ``%MuxPackedArgs.<base>``, allocates
the ``%MuxWorkItemInfo`` and the ``__local`` buffers given by size, and calls
``K(args..., %wi-info, %wg-info)``.  The wrapper becomes the entry point; ``K``
becomes internal and always-inline.

``%MuxPackedArgs.<base>`` is an LLVM *packed* struct (``<{...}>``, no
padding, as OCK's) with one field per kernel parameter, in order:

- pointers (``__global``, ``__constant``, generic): the pointer itself;
- ``__local`` (``addrspace(3)``) pointers: a ``size_t`` byte count
  (``local-buffers-by-size``, the default; the wrapper allocates the buffer
  once per call, aligned to 128 bytes or the parameter's larger ``align``) or
  the pointer (``local-buffers-by-ptr``: the caller provides the memory);
- ``byval(T)`` parameters: the ``T`` value (copied to an aligned stack slot);
- everything else: the value.

A buffer given by size is an ``alloca`` on the calling thread's stack when it
takes at most :data:`LOCAL_BUFFER_STACK_LIMIT` bytes (the common case: free
and fast), else ``aligned_alloc``'d and freed after the kernel returns: the
stack of whatever thread runs the work-group (often 8 MiB, 2 MiB or less) must
not bound ``__local`` memory, and an oversized ``alloca`` is a crash, not an
error.  A failed allocation traps.

``unpacked`` (instead of ``packed``) gives the wrapper those fields as
parameters, ``void @<base>.mux-kernel-wrapper(<fields>..., ptr %wg-info)``,
for callers that pass arguments in registers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ncpu_opt.errors import NcpuError
from ncpu_opt.ir import Function, Module
from ncpu_opt.ir.attributes import AttributeSet
from ncpu_opt.ir.builder import Builder, declare_function
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.instructions import CallBase
from ncpu_opt.ir.types import I8, PTR, VOID, FunctionType, IntType, PointerType, StructType, Type
from ncpu_opt.ir.values import Argument, ConstantNull, Value, ZeroInitializer, const_int
from ncpu_opt.mux import attributes as attrs
from ncpu_opt.mux import metadata as md
from ncpu_opt.mux.params import drop_scheduling_noalias
from ncpu_opt.mux.scheduling import WG_INFO_ARG, WI_INFO_ARG, size_t, work_item_info_type
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
LOCAL_BUFFER_STACK_LIMIT = 64 * 1024
#: Kernel metadata that describes the work-group and stays true of the wrapper.
_KERNEL_METADATA = (md.REQD_WORK_GROUP_SIZE, md.MAX_WORK_DIM, md.REQD_SUB_GROUP_SIZE)
#: Attributes that forbid the inlining we ask for.
_NO_INLINE = ("noinline", "optnone")


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
    """The type a parameter has in the packed struct (and as an unpacked wrapper parameter)."""
    byval = param.attributes.get("byval")
    if byval is not None:
        assert isinstance(byval.arg, Type)
        return byval.arg
    if is_local_pointer(param.type) and local_by_size:
        return size_type
    return param.type


@register_pass
@dataclass(frozen=True)
class AddKernelWrapper(ModulePass):
    """Wrap each kernel entry point in a uniform (packed-args, wg-info) entry point."""

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
        module.materialize_all()
        kernels = [fn for fn in attrs.kernels(module.functions, entry_points_only=True) if not fn.is_declaration]
        if not kernels:
            return PreservedAnalyses.all()
        dl = DataLayout.parse(module.datalayout)
        for kernel in kernels:
            self.wrap(module, kernel, dl)
        # What the wrappers call is inlined from here on: the wrappers carry
        # the noalias of the scheduling structs, the rest drop it.
        drop_scheduling_noalias(module)
        return PreservedAnalyses.none()

    def wrap(self, module: Module, kernel: Function, dl: DataLayout) -> Function:
        params = kernel_params(kernel)
        sched = md.get_scheduled_fn(kernel) or (None, None)
        st = size_t(module)
        fields = [field_type(p, self.local_by_size, st) for p in params]
        base = attrs.get_base_fn_name(kernel) or kernel.name
        name = base + WRAPPER_SUFFIX
        if module.get_named_value(name) is not None:
            raise NcpuError(f"{PASS_NAME}: cannot wrap @{kernel.name}: @{name} already exists")

        if self.is_packed:
            struct = self._packed_struct(module, base, fields)
            wrapper = Function(name, FunctionType(VOID, [PTR, PTR]))
            wrapper.args[0].name = PACKED_ARGS_ARG
        else:
            wrapper = Function(name, FunctionType(VOID, [*fields, PTR]))
            for param, arg in zip(params, wrapper.args, strict=False):
                arg.name = param.name + (".size" if arg.type is not param.type and is_local_pointer(param.type) else "")
        wg_info = wrapper.args[-1]
        wg_info.name = WG_INFO_ARG
        # The runtime's buffers for the arguments and the group's state are
        # private to this call: the kernel's own accesses cannot reach them.
        wg_info.attributes.add("noalias")
        if self.is_packed:
            wrapper.args[0].attributes.add("noalias")
        module.functions.insert(module.functions.index(kernel) + 1, wrapper)
        wrapper.parent = module
        self._copy_properties(kernel, wrapper, base)

        b = Builder(wrapper.append_block("entry"))
        values: dict[int, Value] = {}
        wi_info: Value | None = None
        if sched[0] is not None:
            wi_type = work_item_info_type(module)
            wi_info = b.alloca(wi_type, align=dl.abi_align(wi_type), name=WI_INFO_ARG)
            # Zeroed: ids a kernel reads before any work-item loop sets them are 0.
            b.store(ZeroInitializer(wi_type), wi_info, dl.abi_align(wi_type))
        local_sizes: list[tuple[Argument, Value, str]] = []
        for i, (param, ftype) in enumerate(zip(params, fields, strict=True)):
            label = param.name or f"arg{i}"
            if self.is_packed:
                slot = b.struct_gep(struct, wrapper.args[0], i, f"{label}.slot")
                raw: Value = b.load(ftype, slot, 1, label if ftype is param.type else f"{label}.field")
            else:
                raw = wrapper.args[i]
            if is_local_pointer(param.type) and ftype is not param.type:
                local_sizes.append((param, raw, label))
            else:
                values[param.index] = self._argument(b, param, ftype, raw, label, dl)
        # Last, as they branch: every fixed-size alloca stays in the entry block (SROA only
        # promotes those).
        heap_buffers: list[tuple[Value, Value, str]] = []
        for param, size, label in local_sizes:
            buffer, on_stack = _local_buffer(b, module, param, size, label)
            heap_buffers.append((buffer, on_stack, label))
            values[param.index] = b.cast("addrspacecast", buffer, param.type, label) if param.type != PTR else buffer
        if sched[0] is not None:
            assert wi_info is not None
            values[sched[0]] = wi_info
        if sched[1] is not None:
            values[sched[1]] = wg_info
        call = b.call(kernel, [values[i] for i in range(len(kernel.args))])
        call.arg_attributes = [_carried(a) for a in kernel.args]
        for buffer, on_stack, label in heap_buffers:
            _free_unless_on_stack(b, module, buffer, on_stack, label)
        b.ret()

        self._demote(module, kernel)
        return wrapper

    @staticmethod
    def _packed_struct(module: Module, base: str, fields: list[Type]) -> StructType:
        name = packed_args_name(base)
        existing = module.struct_types.get(name)
        if existing is not None:
            raise NcpuError(f"{PASS_NAME}: %{name} already exists")
        struct = StructType(fields, packed=True, name=name)
        module.struct_types[name] = struct
        return struct

    @staticmethod
    def _argument(b: Builder, param: Argument, ftype: Type, raw: Value, label: str, dl: DataLayout) -> Value:
        """The value the kernel gets for ``param``, from its field ``raw``."""
        if param.attributes.has("byval"):
            # The kernel may rely on the byval alignment; the packed field has none.
            align = _param_align(param) or dl.abi_align(ftype)
            slot = b.alloca(ftype, align=align, name=f"{label}.byval")
            b.store(raw, slot, align)
            return slot
        return raw

    @staticmethod
    def _copy_properties(kernel: Function, wrapper: Function, base: str) -> None:
        for attr in kernel.attributes:
            if attr.is_string and attr.kind != attrs.MUX_KERNEL:
                wrapper.attributes.add_attribute(attr)
        if kernel.attributes.has("nounwind"):
            wrapper.attributes.add("nounwind")
        attrs.take_is_kernel(wrapper, kernel)
        attrs.set_base_fn_name(wrapper, base)
        if attrs.get_orig_fn_name(wrapper) is None:
            attrs.set_orig_fn_name(wrapper, kernel.name)
        for kind in _KERNEL_METADATA:
            node = kernel.metadata.get(kind)
            if node is not None:
                wrapper.metadata[kind] = node

    @staticmethod
    def _demote(module: Module, kernel: Function) -> None:
        """The old entry point: internal, inlined into the wrapper, callable (no SPIR kernel cc)."""
        kernel.linkage = "internal"
        kernel.visibility = None
        kernel.dll_storage = None
        kernel.preemption = None
        comdat, kernel.comdat = kernel.comdat, None
        if comdat is not None and not any(g.comdat is comdat for g in module.global_values()):
            module.comdats.pop(comdat.name, None)
        for kind in _NO_INLINE:
            kernel.attributes.remove(kind)
        kernel.attributes.add("alwaysinline")
        if kernel.cc == "spir_kernel":
            kernel.cc = "spir_func"
            for use in list(kernel.uses):
                user = use.user
                if isinstance(user, CallBase) and user.called_function is kernel:
                    user.cc = "spir_func"


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


def _local_buffer(b: Builder, module: Module, param: Argument, size: Value, label: str) -> tuple[Value, Value]:
    """The buffer for a ``__local`` parameter of *size* bytes, and whether it is on the stack (an i1).

    Leaves *b* at the end of the block where the buffer is ready.
    """
    assert isinstance(size.type, IntType)
    wrapper = b.block.parent if b.block is not None else None
    assert isinstance(wrapper, Function)
    align = local_buffer_align(param)
    on_stack = b.icmp("ule", size, const_int(size.type, LOCAL_BUFFER_STACK_LIMIT), f"{label}.on-stack")
    stack_block = wrapper.append_block(f"{label}.stack")
    heap_block = wrapper.append_block(f"{label}.heap")
    failed_block = wrapper.append_block(f"{label}.no-memory")
    ready_block = wrapper.append_block(f"{label}.ready")
    b.cond_br(on_stack, stack_block, heap_block)

    b.position_at_end(stack_block)
    stack_buffer = b.alloca(I8, size, align, f"{label}.stack-buffer")
    b.br(ready_block)

    b.position_at_end(heap_block)
    aligned_alloc = declare_function(module, "aligned_alloc", FunctionType(PTR, [size.type, size.type]))
    heap_buffer = b.call(aligned_alloc, [const_int(size.type, align), size], f"{label}.heap-buffer")
    failed = b.icmp("eq", heap_buffer, ConstantNull(PTR), f"{label}.failed")
    b.cond_br(failed, failed_block, ready_block)

    b.position_at_end(failed_block)
    b.call(declare_function(module, "llvm.trap", FunctionType(VOID, [])), [])
    b.unreachable()

    b.position_at_end(ready_block)
    buffer = b.phi(PTR, [(stack_buffer, stack_block), (heap_buffer, heap_block)], f"{label}.local")
    return buffer, on_stack


def _free_unless_on_stack(b: Builder, module: Module, buffer: Value, on_stack: Value, label: str) -> None:
    """Free a heap ``__local`` buffer once the kernel has returned; leaves *b* after that."""
    wrapper = b.block.parent if b.block is not None else None
    assert isinstance(wrapper, Function)
    free_block = wrapper.append_block(f"{label}.free")
    done_block = wrapper.append_block(f"{label}.freed")
    b.cond_br(on_stack, done_block, free_block)
    b.position_at_end(free_block)
    b.call(declare_function(module, "free", FunctionType(VOID, [PTR])), [buffer])
    b.br(done_block)
    b.position_at_end(done_block)


def _carried(param: Argument) -> AttributeSet:
    """Call-site attributes that must match the parameter's (byval's type and alignment)."""
    if not param.attributes.has("byval"):
        return AttributeSet()
    return AttributeSet(a for a in param.attributes if a.kind in ("byval", "align"))
