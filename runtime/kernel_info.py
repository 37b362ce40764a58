"""What the runtime knows about a kernel's parameters, from the ORIGINAL kernel.

The signature clang wrote (before the pipeline changes anything) says which
parameters are buffers (``__global``/``__constant`` pointers), ``__local``
pointers, by-value scalars or vectors, and ``byval`` structs; clang's
``!kernel_arg_base_type`` / ``!kernel_arg_type`` metadata give the OpenCL C
types (``"float*"``, ``"uint"``) so buffer dtypes and signedness can be
checked, and ``!kernel_arg_name`` (``-cl-kernel-arg-info``) the parameters'
names (the IR's may be missing or clang-made).  What the kernel's code may
assume of a pointer is recorded too: the alignment (the pointee's ABI
alignment, OpenCL C's ``long16`` is 128 bytes, and the parameter's ``align
N``) and the bytes it may dereference (``dereferenceable(N)``).  The
packed-argument layout (``%MuxPackedArgs.<kernel>`` of ``add-kernel-wrapper``)
is computed here with the host's data layout.

Everything is plain data that round-trips through JSON, so a cached program
needs no IR parsing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from enum import StrEnum
from functools import cached_property
from typing import Any

import numpy as np
from ncpu_opt.passes.add_kernel_wrapper import LOCAL_ADDRSPACE, field_type, int_attribute
from ncpu_opt.passes.add_work_group_driver import driver_name
from ncpu_opt.passes.replace_module_scope_vars import member_align
from ncpu_opt.passes.replace_printf import PRINTF
from ncpu_opt.runtime.cltypes import llvm_scalar_dtype, parse_cl_type, pointee_type

from ncpu_opt.analysis.launch_bounds import kernel_bounds
from ncpu_opt.errors import NcpuError
from ncpu_opt.ir import Function, GlobalVariable, Module
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.instructions import AllocaInst, CallBase, Instruction
from ncpu_opt.ir.metadata import MDNode, MDString, ValueAsMetadata
from ncpu_opt.ir.module import GlobalValue, size_t_type
from ncpu_opt.ir.types import (
    DOUBLE,
    FLOAT,
    HALF,
    FloatType,
    IntType,
    PointerType,
    StructType,
    Type,
    VectorType,
)
from ncpu_opt.ir.values import Argument, Constant, ConstantInt, Value
from ncpu_opt.mux import metadata as md
from ncpu_opt.sycl.spec_constants import (
    Collector,
    describe_call,
    getter_functions,
    kernel_functions,
)

CONSTANT_ADDRSPACE = 2


class ParamKind(StrEnum):
    BUFFER = "buffer"  # __global / __constant / generic pointer: a numpy array
    LOCAL = "local"  # __local pointer: a LocalMemory
    SCALAR = "scalar"  # by-value scalar or vector: a number / numpy scalar / sequence
    BYVAL = "byval"  # by-value struct: bytes or a numpy structured scalar
    #: The emulated specialization-constant buffer: filled by the Program, not passed by the caller.
    SPEC_CONSTANTS = "spec-constants"
    UNSUPPORTED = "unsupported"  # images, samplers, ...


@dataclass(frozen=True)
class ParamInfo:
    """One kernel parameter and its field in the packed arguments."""

    index: int
    name: str
    kind: ParamKind
    llvm_type: str
    cl_type: str | None
    addrspace: int | None
    #: Scalars and vectors: the element dtype; buffers: the pointee's (None if unknown).
    dtype: str | None
    #: Vector width of a scalar/vector parameter or of a buffer's pointee.
    count: int
    offset: int
    size: int
    #: Buffers: the kernel promises not to write (``const``, ``__constant``).
    read_only: bool = False
    #: Pointers: the alignment in bytes the kernel's code assumes of the address.
    align: int = 1
    #: Pointers: the bytes the kernel may access whatever it does (``dereferenceable(N)``).
    min_bytes: int = 0
    #: The qualifiers written on the type (``!kernel_arg_type_qual``: "const restrict volatile").
    type_qualifiers: str = ""

    def describe(self) -> str:
        return f"argument {self.index} ('{self.name}', {self.cl_type or self.llvm_type})"


@dataclass(frozen=True)
class VectorizationReport:
    """What the vectoriser made of a kernel: known once the pipeline ran (``run-vecz``'s decision).

    ``width`` is the number of work-items one call of the kernel's code runs:
    N when vectorised (``vscale x N`` when ``scalable``), 1 when the kernel
    stays scalar.  ``reason`` says why: for a vectorised kernel, where the
    width comes from and the cost model's verdict (or that it was forced);
    for a scalar one, why the vectoriser refused it, or that it did not run.
    """

    vectorized: bool
    width: int
    reason: str
    scalable: bool = False
    #: The dimension whose work-items run together (0: x).
    dimension: int = 0

    def __str__(self) -> str:
        if not self.vectorized:
            return f"scalar: {self.reason}"
        lanes = f"vscale x {self.width}" if self.scalable else str(self.width)
        return f"vectorized, {lanes} work-items of dimension {self.dimension} per call: {self.reason}"

    @classmethod
    def from_json(cls, data: dict[str, Any] | None) -> VectorizationReport | None:
        return None if data is None else cls(**data)


@dataclass(frozen=True)
class KernelInfo:
    """A kernel: its parameters, required work-group size and driver symbol."""

    name: str
    params: tuple[ParamInfo, ...]
    reqd_work_group_size: tuple[int, int, int] | None
    packed_size: int
    driver: str
    #: Kernels taking the specialization-constant buffer: the program's property
    #: sets (:meth:`ncpu_opt.sycl.spec_constants.SpecConstantTable.to_json`).
    spec_constants: dict[str, Any] | None = None
    #: Bytes of the ``__local`` variables declared in kernel code that this kernel and the
    #: functions it calls (transitively) use, laid out as ``replace-module-scope-vars`` lays
    #: them out (OpenCL's ``CL_KERNEL_LOCAL_MEM_SIZE``): another kernel's do not count.
    static_local_bytes: int = 0
    #: What the vectoriser did with the kernel; None until the program is compiled.
    vectorization: VectorizationReport | None = None
    #: The kernel calls printf (itself or through functions it calls): a launch keeps
    #: its output in order with Python's (:mod:`ncpu_opt.runtime.stdio`).
    prints: bool = False
    #: The program has state of its own (writable program-scope ``__global`` variables, kernel
    #: ``static`` ones): every launch must use one build, so none is specialised for its local size.
    shares_globals: bool = False
    #: Parameters whose atomic adds go to private copies (``privatize-atomic-adds``): their
    #: buffers must not overlap another argument's; None until the program is compiled.
    private_params: tuple[int, ...] = ()
    #: The driver runs each row of work-groups as one wide group (the kernel cannot tell,
    #: see ncpu_opt.mux.group_merging): launches of groups with several rows use it rather
    #: than a build for their local size; False until the program is compiled.
    merges_groups: bool = False
    #: The source's ``__attribute__`` qualifiers of the kernel, as OpenCL's CL_KERNEL_ATTRIBUTES
    #: spells them (``"reqd_work_group_size(16,1,1) vec_type_hint(float4)"``).
    attributes: str = ""
    #: Bytes of the fixed-size private variables (allocas) of the kernel and the functions it
    #: calls, before the pipeline (OpenCL's CL_KERNEL_PRIVATE_MEM_SIZE).
    private_bytes: int = 0
    #: The bytes each pointer argument's accesses reach, as forms over the launch
    #: (:mod:`ncpu_opt.analysis.launch_bounds`, checked by :mod:`ncpu_opt.runtime.bounds`).
    bounds: dict[str, Any] | None = None
    #: Checked builds: where each checked access is (``file:line:col``, else the instruction),
    #: by the site number ``check-memory`` gave it.
    check_sites: tuple[str, ...] = ()
    #: The parameter each checked access may reach, by site (-1: a variable, or several).
    check_site_arguments: tuple[int, ...] = ()
    #: The ``__local`` variable each checked access may reach, by site ("": not one variable).
    check_site_variables: tuple[str, ...] = ()
    #: Checked builds with ``checks``: whether check-uninitialized or check-races instrumented
    #: the kernel (``!ncpu.shadow_checked``); if not, launch bounds may prove it as without them.
    shadow_checked: bool = False
    #: Which of them did (``uninitialized``, ``data-races``; empty in entries cached before this
    #: was recorded): launch bounds may prove a race check's sites unneeded.
    shadow_checks: tuple[str, ...] = ()

    @cached_property
    def user_params(self) -> tuple[ParamInfo, ...]:
        """The parameters the caller passes (all but the specialization-constant buffer); read on every launch."""
        return tuple(p for p in self.params if p.kind is not ParamKind.SPEC_CONSTANTS)

    @cached_property
    def launch_checks(self) -> dict[str, str]:
        """Per pointer parameter (by name): "" when every launch compares the elements its
        accesses reach with the array or ``LocalMemory`` given (:mod:`ncpu_opt.runtime.bounds`),
        else why it cannot."""
        if self.bounds is None:
            return {p.name: "the kernel was not analysed" for p in self.params
                    if p.kind in (ParamKind.BUFFER, ParamKind.LOCAL)}
        checks = {}
        for argument in self.bounds["arguments"]:
            param = self.params[argument["index"]]
            if argument["unchecked"]:
                checks[param.name] = argument["unchecked"]
            elif not any(a["complete"] for a in argument["accesses"]):
                checks[param.name] = (
                    "no access whose every condition is read" if argument["accesses"] else "no access"
                )
            else:
                checks[param.name] = ""
        return checks

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["params"] = [{**asdict(p), "kind": p.kind.value} for p in self.params]
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> KernelInfo:
        params = tuple(ParamInfo(**{**p, "kind": ParamKind(p["kind"])}) for p in data["params"])
        reqd = data["reqd_work_group_size"]
        return cls(
            data["name"], params, None if reqd is None else tuple(reqd), data["packed_size"], data["driver"],  # type: ignore[arg-type]
            data.get("spec_constants"), data.get("static_local_bytes", 0),
            vectorization=VectorizationReport.from_json(data.get("vectorization")),
            prints=data.get("prints", False),
            shares_globals=data.get("shares_globals", False),
            private_params=tuple(data.get("private_params", ())),
            merges_groups=data.get("merges_groups", False),
            attributes=data.get("attributes", ""),
            private_bytes=data.get("private_bytes", 0),
            bounds=data.get("bounds"),
            check_sites=tuple(data.get("check_sites", ())),
            check_site_arguments=tuple(data.get("check_site_arguments", ())),
            check_site_variables=tuple(data.get("check_site_variables", ())),
            shadow_checked=data.get("shadow_checked", False),
            shadow_checks=tuple(data.get("shadow_checks", ())),
        )


def find_kernels(module: Module) -> list[Function]:
    """The kernels transfer-kernel-metadata will mark: ``!opencl.kernels``, else ``spir_kernel`` functions."""
    return kernel_functions(module)


def _string_list(fn: Function, kind: str) -> list[str] | None:
    node = fn.metadata.get(kind)
    if not isinstance(node, MDNode):
        return None
    values = [op.value if isinstance(op, MDString) else "" for op in node.operands]
    return values if len(values) == len(fn.args) else None


def kernel_infos(module: Module, host_datalayout: str) -> list[KernelInfo]:
    """Every kernel of *module* (clang's output, before the pipeline).

    SYCL specialization constants are emulated: the ``spec-constants`` pass's
    analysis (run here on the input) traces each getter call's buffer operand
    back to a kernel parameter, which becomes a ``SPEC_CONSTANTS`` parameter
    the program fills; a call whose buffer cannot be traced is refused.
    """
    dl = DataLayout.parse(host_datalayout)
    # Alignments: clang's (the module's data layout: the loads it wrote assume
    # them) and the host's (what code generation assumes of unaligned accesses).
    module_dl = module.data_layout
    size_t = size_t_type(dl)
    local_users = local_variable_users(module)
    printing = printing_functions(module)
    shared = has_program_state(module)
    infos = [
        replace(
            _kernel_info(fn, dl, module_dl, size_t),
            static_local_bytes=static_local_bytes(
                [gv for gv, users in local_users.items() if fn in users], module_dl
            ),
            prints=fn in printing,
            shares_globals=shared,
        )
        for fn in find_kernels(module)
    ]
    if not getter_functions(module):
        return infos
    collector = Collector(module)
    if not collector.uses:
        return infos
    buffer_args, untraced = collector.trace_buffers()
    if untraced:
        raise NcpuError(
            f"{describe_call(untraced[0])}: cannot tell which kernel parameter carries the "
            "specialization-constant buffer (the getter's last argument)"
        )
    table = collector.table().to_json()
    result = []
    for info in infos:
        index = buffer_args.get(info.name)
        if index is None:
            result.append(info)
            continue
        params = tuple(replace(p, kind=ParamKind.SPEC_CONSTANTS) if p.index == index else p for p in info.params)
        result.append(replace(info, params=params, spec_constants=table))
    return result


#: OpenCL C's ``__global`` address space (program-scope variables live there).
GLOBAL_ADDRSPACE = 1


def has_program_state(module: Module) -> bool:
    """Whether the module has writable ``__global`` variables, which all its launches share."""
    return any(
        gv.addrspace == GLOBAL_ADDRSPACE and not gv.is_constant and not gv.is_declaration
        for gv in module.globals
    )


def printing_functions(module: Module) -> set[Function]:
    """The functions that call ``printf``, themselves or through the functions they call."""
    printf = module.get_function(PRINTF)
    return set() if printf is None else with_callers({printf})


def with_callers(functions: set[Function]) -> set[Function]:
    """The functions that call one of *functions*, directly or through others (*functions* too)."""
    found = set(functions)
    pending = list(functions)
    while pending:
        for user in pending.pop().users:
            fn = user.function if isinstance(user, Instruction) else None
            if fn is not None and fn not in found:
                found.add(fn)
                pending.append(fn)
    return found


def using_functions(value: Value) -> set[Function]:
    """The functions whose instructions use *value*, also through constant expressions."""
    found: set[Function] = set()
    pending = [value]
    while pending:
        for user in pending.pop().users:
            if isinstance(user, Instruction):
                if user.function is not None:
                    found.add(user.function)
            elif isinstance(user, Constant) and not isinstance(user, GlobalValue):
                pending.append(user)
    return found


def local_variable_users(module: Module) -> dict[GlobalVariable, set[Function]]:
    """Each ``__local`` (``addrspace(3)``) global of *module* that code uses, in module order, and
    the functions that use it, themselves or through the functions they call."""
    users = {gv: using_functions(gv) for gv in module.globals if gv.addrspace == LOCAL_ADDRSPACE}
    return {gv: with_callers(fns) for gv, fns in users.items() if fns}


def static_local_bytes(globals_: list[GlobalVariable], dl: DataLayout) -> int:
    """The bytes of ``addrspace(3)`` *globals_* laid out as ``replace-module-scope-vars`` lays
    out ``%localVarTypes`` (in order, each at its member alignment, the whole at the largest)."""
    offset, max_align = 0, 1
    for gv in globals_:
        align = member_align(gv, dl)
        max_align = max(max_align, align)
        offset = -(-offset // align) * align + dl.alloc_size(gv.value_type)
    return -(-offset // max_align) * max_align


def _kernel_info(fn: Function, dl: DataLayout, module_dl: DataLayout, size_t: IntType) -> KernelInfo:
    # The written type names the argument in messages; the base type (typedefs
    # resolved) helps when the written one is a typedef we do not know.
    cl_types = _string_list(fn, "kernel_arg_type")
    base_types = _string_list(fn, "kernel_arg_base_type")
    qualifiers = _string_list(fn, "kernel_arg_type_qual")
    arg_names = _string_list(fn, "kernel_arg_name")
    fields = [field_type(arg, True, size_t) for arg in fn.args]
    layout = dl.struct_layout(StructType(fields, packed=True))
    params = []
    for arg, ftype, offset in zip(fn.args, fields, layout.offsets, strict=True):
        names = [t[arg.index] for t in (cl_types, base_types) if t]
        const = qualifiers is not None and "const" in qualifiers[arg.index].split()
        # The source's name (``-cl-kernel-arg-info``) first: the IR's may be a
        # clang-made one (``%x.coerce``) or missing (``-discard-value-names``).
        name = (arg_names[arg.index] if arg_names else "") or arg.name or f"arg{arg.index}"
        info = _param_info(arg, name, ftype, names, const, offset, dl.alloc_size(ftype))
        if qualifiers is not None:
            info = replace(info, type_qualifiers=" ".join(qualifiers[arg.index].split()))
        if info.kind in (ParamKind.BUFFER, ParamKind.LOCAL):
            info = replace(info, align=_pointer_align(arg, info, (dl, module_dl)), min_bytes=int_attribute(arg, "dereferenceable") or 0)
        params.append(info)
    reqd = md.get_reqd_work_group_size(fn)
    return KernelInfo(
        fn.name, tuple(params), reqd, layout.size, driver_name(fn.name),
        attributes=kernel_attributes(fn, reqd), private_bytes=private_bytes(fn, dl),
        bounds=launch_bounds(fn, module_dl),
    )


def launch_bounds(fn: Function, module_dl: DataLayout) -> dict[str, Any] | None:
    """The bytes each pointer argument's accesses reach (ncpu_opt.analysis.launch_bounds), as
    JSON; None when the analysis fails (the launches are then not checked)."""
    try:
        return kernel_bounds(fn, module_dl).to_json()
    except Exception:  # noqa: BLE001 (a shape the analysis mishandles leaves launches unchecked, never a compile broken)
        return None


def kernel_attributes(fn: Function, reqd: tuple[int, int, int] | None) -> str:
    """The kernel's ``__attribute__`` qualifiers that clang records as metadata, spelt as in the
    source (``reqd_work_group_size(X,Y,Z)``, ``work_group_size_hint(X,Y,Z)``, ``vec_type_hint(T)``)."""
    found = []
    if reqd is not None:
        found.append("reqd_work_group_size({},{},{})".format(*reqd))
    hint = fn.metadata.get("work_group_size_hint")
    if isinstance(hint, MDNode):
        sizes = [op.value.value for op in hint.operands if isinstance(op, ValueAsMetadata) and isinstance(op.value, ConstantInt)]
        if len(sizes) == len(hint.operands):
            found.append(f"work_group_size_hint({','.join(map(str, sizes))})")
    vec_hint = _vec_type_hint(fn.metadata.get("vec_type_hint"))
    if vec_hint:
        found.append(f"vec_type_hint({vec_hint})")
    return " ".join(found)


def _vec_type_hint(node: object) -> str | None:
    """``!{<4 x float> undef, i32 1}`` -> ``"float4"`` (the second operand: whether integers are signed)."""
    if not isinstance(node, MDNode) or len(node.operands) != 2:
        return None
    typed, signed = node.operands
    if not isinstance(typed, ValueAsMetadata):
        return None
    t = typed.value.type
    count = t.count if isinstance(t, VectorType) and not t.scalable else 1
    element = t.element if isinstance(t, VectorType) else t
    is_signed = not (isinstance(signed, ValueAsMetadata) and isinstance(signed.value, ConstantInt) and signed.value.value == 0)
    if isinstance(element, IntType):
        name = {8: "char", 16: "short", 32: "int", 64: "long"}.get(element.width)
        name = name if name is None or is_signed else "u" + name
    else:
        name = {HALF: "half", FLOAT: "float", DOUBLE: "double"}.get(element)  # type: ignore[call-overload]
    return None if name is None else name + (str(count) if count > 1 else "")


def private_bytes(fn: Function, dl: DataLayout) -> int:
    """The bytes of the fixed-size allocas of *fn* and of the functions it calls (each once)."""
    seen, pending, total = {fn}, [fn], 0
    while pending:
        for inst in pending.pop().instructions():
            if isinstance(inst, AllocaInst):
                count = inst.count
                if count is None or isinstance(count, ConstantInt):
                    try:
                        size = dl.alloc_size(inst.allocated_type)
                    except NcpuError:
                        continue  # a handle of no layout (an event_t): the backend's to size
                    total += size * (1 if count is None else count.value)
            elif isinstance(inst, CallBase):
                callee = inst.called_function
                if callee is not None and not callee.is_declaration and callee not in seen:
                    seen.add(callee)
                    pending.append(callee)
    return total


def _pointer_align(arg: Argument, info: ParamInfo, layouts: tuple[DataLayout, ...]) -> int:
    """The alignment the kernel may assume of a pointer argument: its ``align N`` and its pointee's ABI
    alignment (OpenCL C aligns vectors to their size: ``int16`` to 64 bytes, ``long16`` to 128)."""
    align = int_attribute(arg, "align") or 1
    if info.dtype is None:
        return align
    element = _llvm_type_of(np.dtype(info.dtype))
    if element is None:
        return align
    # A 3-vector is aligned (and sized) as a 4-vector in OpenCL C.
    pointee = element if info.count == 1 else VectorType(4 if info.count == 3 else info.count, element)
    return max(align, *(layout.abi_align(pointee) for layout in layouts))


def _llvm_type_of(dtype: np.dtype) -> Type | None:
    if dtype.kind == "b":
        return IntType(8)
    if dtype.kind in "iu":
        return IntType(dtype.itemsize * 8)
    return {2: HALF, 4: FLOAT, 8: DOUBLE}.get(dtype.itemsize) if dtype.kind == "f" else None


def _first(parse: Callable[[str], tuple[np.dtype, int] | None], names: list[str]) -> tuple[np.dtype, int] | None:
    for name in names:
        parsed = parse(name)
        if parsed is not None:
            return parsed
    return None


def _param_info(arg: Argument, name: str, ftype: Type, names: list[str], const: bool, offset: int, size: int) -> ParamInfo:
    cl_type = names[0] if names else None
    common = {"index": arg.index, "name": name, "cl_type": cl_type, "offset": offset, "size": size}
    t = arg.type
    if isinstance(t, PointerType):
        byval = arg.attributes.get("byval")
        if byval is not None:
            return ParamInfo(kind=ParamKind.BYVAL, llvm_type=str(ftype), addrspace=None, dtype=None, count=1, **common)  # type: ignore[arg-type]
        kind = ParamKind.LOCAL if t.addrspace == LOCAL_ADDRSPACE else ParamKind.BUFFER
        pointee = _first(pointee_type, names)
        dtype = None if pointee is None else pointee[0].str
        count = 1 if pointee is None else pointee[1]
        read_only = const or t.addrspace == CONSTANT_ADDRSPACE
        return ParamInfo(kind=kind, llvm_type=str(t), addrspace=t.addrspace, dtype=dtype, count=count, read_only=read_only, **common)  # type: ignore[arg-type]
    element = t.element if isinstance(t, VectorType) and not t.scalable else t
    count = t.count if isinstance(t, VectorType) else 1
    if isinstance(element, (IntType, FloatType)):
        declared = _first(parse_cl_type, names)
        signed = True
        if declared is not None and declared[0].kind in "iu":
            signed = declared[0].kind == "i"
        dtype = llvm_scalar_dtype(str(element), signed)
        if dtype is not None:
            return ParamInfo(kind=ParamKind.SCALAR, llvm_type=str(t), addrspace=None, dtype=dtype.str, count=count, **common)  # type: ignore[arg-type]
    return ParamInfo(kind=ParamKind.UNSUPPORTED, llvm_type=str(t), addrspace=None, dtype=None, count=1, **common)  # type: ignore[arg-type]
