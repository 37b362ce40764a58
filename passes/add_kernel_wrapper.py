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
  (``local-buffers-by-size``, the default; the wrapper allocates the buffer,
  128-byte aligned, once per call) or the pointer (``local-buffers-by-ptr``:
  the caller provides the memory);
- ``byval(T)`` parameters: the ``T`` value (copied to an aligned stack slot);
- everything else: the value.

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
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.instructions import CallBase
from ncpu_opt.ir.types import I8, PTR, VOID, FunctionType, PointerType, StructType, Type
from ncpu_opt.ir.values import Argument, Value, ZeroInitializer
from ncpu_opt.mux import attributes as attrs
from ncpu_opt.mux import metadata as md
from ncpu_opt.mux.scheduling import WG_INFO_ARG, WI_INFO_ARG, size_t, work_item_info_type
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass

PASS_NAME = "add-kernel-wrapper"
WRAPPER_SUFFIX = ".mux-kernel-wrapper"
PACKED_ARGS_PREFIX = "MuxPackedArgs."
PACKED_ARGS_ARG = "packed-args"
LOCAL_ADDRSPACE = 3
#: Alignment of the ``__local`` buffers the wrapper allocates (a cache line or two).
LOCAL_BUFFER_ALIGN = 128
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
        for i, (param, ftype) in enumerate(zip(params, fields, strict=True)):
            label = param.name or f"arg{i}"
            if self.is_packed:
                slot = b.struct_gep(struct, wrapper.args[0], i, f"{label}.slot")
                raw: Value = b.load(ftype, slot, 1, label if ftype is param.type else f"{label}.field")
            else:
                raw = wrapper.args[i]
            values[param.index] = self._argument(b, param, ftype, raw, label, dl)
        if sched[0] is not None:
            assert wi_info is not None
            values[sched[0]] = wi_info
        if sched[1] is not None:
            values[sched[1]] = wg_info
        call = b.call(kernel, [values[i] for i in range(len(kernel.args))])
        call.arg_attributes = [_carried(a) for a in kernel.args]
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
        if is_local_pointer(param.type) and ftype is not param.type:
            buffer = b.alloca(I8, raw, LOCAL_BUFFER_ALIGN, f"{label}.local")
            return b.cast("addrspacecast", buffer, param.type, label) if param.type != PTR else buffer
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


def _param_align(param: Argument) -> int | None:
    align = param.attributes.get("align")
    if align is None or not isinstance(align.arg, str):
        return None
    text = align.arg.strip(" ()")
    return int(text) if text.isdigit() else None


def _carried(param: Argument) -> AttributeSet:
    """Call-site attributes that must match the parameter's (byval's type and alignment)."""
    if not param.attributes.has("byval"):
        return AttributeSet()
    return AttributeSet(a for a in param.attributes if a.kind in ("byval", "align"))
