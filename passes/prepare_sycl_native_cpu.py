"""prepare-sycl-native-cpu: make kernels callable by the SYCL native_cpu runtime.

After OCK's PrepareSYCLNativeCPU (spec overview, "PrepareSYCLNativeCPU Pass"):

1. every kernel entry point (and every function that, transitively, reads a
   work-item builtin) gets a trailing ``ptr %state`` parameter, a pointer to
   the runtime's ``%nativecpu_state``; call sites pass it on;
2. ``__mux_get_*`` work-item builtins become reads of that struct: a GEP and a
   load for a constant dimension, a call to a generated internal
   ``alwaysinline`` helper ``@__ncpu_get_*`` otherwise;
3. each kernel is renamed ``<name>.NativeCPUKernel`` and a *subhandler*
   ``void @<name>(ptr %args, ptr %state)`` takes its name: it unpacks the
   runtime's argument vector (one pointer per parameter) and calls it;
4. functions defined here lose the SPIR calling conventions, so the host can
   call them.

The ABI is described in ``docs/design/native-cpu-abi.md``.  Barriers and group
collectives are left alone: they need work-item loops.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import ClassVar

from ncpu_opt.analysis.callgraph import find_call_cycle, format_cycle
from ncpu_opt.codegen.retarget import SPIR_CALLING_CONVENTIONS
from ncpu_opt.errors import NcpuError, NotSupportedError
from ncpu_opt.ir import Function, Module
from ncpu_opt.ir.attributes import AttributeSet
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.effects import allows_reading
from ncpu_opt.ir.instructions import CallBase, CallInst, Instruction
from ncpu_opt.ir.metadata import ValueAsMetadata
from ncpu_opt.ir.replace import replace_instruction
from ncpu_opt.ir.types import I32, I64, PTR, VOID, FunctionType, PointerType
from ncpu_opt.ir.values import Argument, ConstantInt, Value, const_int
from ncpu_opt.mux import attributes as attrs
from ncpu_opt.mux.native_cpu_state import (
    DIMS,
    SIZE_T_BYTES,
    STATE_BUILTINS,
    Field,
    Read,
    StateBuiltin,
    StateLayout,
    check_size_t,
    get_or_add_state_type,
)
from ncpu_opt.mux.params import direct_calls
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass

PASS_NAME = "prepare-sycl-native-cpu"
#: Suffix of the renamed kernel; the subhandler takes the kernel's own name.
KERNEL_SUFFIX = ".NativeCPUKernel"
#: Name of the trailing state parameter (of kernels, helpers and subhandlers).
STATE_ARG = "state"
#: Parameter attributes that make a pointer parameter carry a value in memory:
#: the subhandler passes the slot's pointer and repeats them at the call.
_BY_MEMORY_ATTRIBUTES = ("byval", "byref")


def find_kernels(module: Module) -> list[Function]:
    """Defined kernel entry points; ``spir_kernel`` functions if none is marked.

    Kernels already renamed ``*.NativeCPUKernel`` are skipped, so a second run
    of the pass changes nothing.
    """
    marked = attrs.kernels(module.functions, entry_points_only=True)
    chosen = marked or [fn for fn in module.functions if fn.cc == "spir_kernel"]
    return [fn for fn in chosen if not fn.is_declaration and not fn.name.endswith(KERNEL_SUFFIX)]


# -- which functions need the state ------------------------------------------------------


def _state_builtins(module: Module) -> dict[Function, StateBuiltin]:
    """The module's work-item builtins, their signatures and uses checked."""
    found: dict[Function, StateBuiltin] = {}
    for fn in module.functions:
        builtin = STATE_BUILTINS.get(fn.name)
        if builtin is None:
            continue
        if not fn.is_declaration:
            raise NotSupportedError(
                f"@{fn.name} is defined in the module; {PASS_NAME} expects the mux builtin declared"
            )
        params = [I32] if builtin.takes_dim else []
        if fn.return_type != builtin.return_type or fn.function_type.params != params or fn.function_type.vararg:
            expected = FunctionType(builtin.return_type, params)
            raise NcpuError(
                f"@{fn.name} is declared as {fn.function_type}, but the mux builtin is {expected}"
                + (" (size_t must be 64-bit)" if builtin.returns_size_t else "")
            )
        for use in fn.uses:
            user = use.user
            if isinstance(user, ValueAsMetadata):
                continue
            if not (isinstance(user, CallInst) and use.index == 0):
                raise NotSupportedError(f"@{fn.name} used other than as the callee of a call")
        found[fn] = builtin
    return found


def _call_sites(fn: Function) -> list[CallBase]:
    """Calls of ``fn``; any other use (but metadata) is an error, since its signature changes."""
    return direct_calls(fn, "the native_cpu state parameter")


def functions_needing_state(
    module: Module, kernels: Sequence[Function], builtins: dict[Function, StateBuiltin]
) -> list[Function]:
    """Kernels, functions calling builtins, and their callers, transitively (module order)."""
    needed: set[Function] = set(kernels)
    for builtin in builtins:
        for call in _call_sites(builtin):
            assert call.function is not None
            needed.add(call.function)
    work = list(needed)
    while work:
        fn = work.pop()
        for call in _call_sites(fn):
            caller = call.function
            assert caller is not None
            if caller not in needed:
                needed.add(caller)
                work.append(caller)
    return [fn for fn in module.functions if fn in needed]


def check_no_recursion(functions: Sequence[Function]) -> None:
    """A call cycle through functions that take the state is an error naming the cycle."""
    cycle = find_call_cycle(functions, _call_sites)
    if cycle is not None:
        raise NcpuError(
            f"{PASS_NAME}: recursion through functions that read the work-item state is "
            f"not allowed: {format_cycle(cycle)}"
        )


# -- passing the state down --------------------------------------------------------------


def allow_state_reads(attributes: AttributeSet) -> None:
    """Drop a ``memory(...)`` that forbids reading the state (inferred from ``memory(none)`` getters)."""
    memory = attributes.get("memory")
    if memory is not None and not allows_reading(str(memory.arg), "argmem"):
        attributes.remove("memory")


def add_state_param(fn: Function) -> Argument:
    """Append ``ptr %state`` to the fixed parameters of ``fn`` (in place: uses stay valid)."""
    old = fn.function_type
    arg = Argument(PTR, STATE_ARG, fn, len(old.params))
    allow_state_reads(fn.attributes)
    fn.set_function_type(FunctionType(old.return_type, [*old.params, PTR], old.vararg), [*fn.args, arg])
    return arg


def pass_state_at(call: CallBase, old_type: FunctionType, state: Value) -> None:
    """Insert ``state`` after the fixed arguments of ``call`` (before any variadic ones)."""
    if call.function_type != old_type:
        raise NotSupportedError(f"a call of {call.callee.ref()} through a mismatched function type")
    n = len(old_type.params)
    ops = call.operands
    call.set_operands([*ops[: 1 + n], state, *ops[1 + n :]])
    call.num_args += 1
    call.arg_attributes.insert(n, AttributeSet())
    callee = call.called_function
    assert callee is not None
    call.function_type = callee.function_type
    allow_state_reads(call.fn_attributes)


# -- reading the state -------------------------------------------------------------------


class StateReader:
    """Emits reads of ``%nativecpu_state`` and owns the generated ``@__ncpu_*`` helpers."""

    def __init__(self, module: Module, layout: StateLayout) -> None:
        self.module = module
        self.layout = layout
        self._helpers: dict[str, Function] = {}

    def field_ptr(self, b: Builder, state: Value, field: Field, dim: Value | None, name: str = "") -> Value:
        indices: list[Value] = [const_int(I64, 0), const_int(I32, field.index)]
        if field.is_array:
            assert dim is not None
            indices.append(dim)
        return b.gep(self.layout.struct, state, indices, name, ["inbounds"])

    def load(self, b: Builder, state: Value, field: Field, dim: int = 0, name: str = "") -> Instruction:
        """``load`` of one element (``dim`` of an array field), its alignment from the layout."""
        label = field.c_name + (f".{dim}" if field.is_array else "")
        ptr = self.field_ptr(b, state, field, const_int(I64, dim), label + ".ptr")
        elem = I64 if field.is_array else I32
        return b.load(elem, ptr, self.layout.align_of(field, dim), name or label)

    def lower(self, call: CallInst, builtin: StateBuiltin, state: Value) -> None:
        """Replace one builtin call by its answer."""
        b = Builder().position_before(call)
        assert call.parent is not None
        start = call.parent.instructions.index(call)
        value: Value
        if builtin.read is Read.WORK_DIM:
            value = const_int(I32, DIMS)
        elif builtin.read is not Read.FIELD:
            value = b.call(self.helper(builtin), [state], call.name)
        elif not builtin.takes_dim:
            assert builtin.field is not None
            value = self.load(b, state, builtin.field, name=call.name)
        elif isinstance(call.arg(0), ConstantInt):
            dim = call.arg(0)
            assert isinstance(dim, ConstantInt) and builtin.field is not None
            d = dim.unsigned_value
            value = (
                self.load(b, state, builtin.field, d, call.name) if d < DIMS else const_int(I64, builtin.out_of_range)
            )
        else:
            value = b.call(self.helper(builtin), [call.arg(0), state], call.name)
        dbg = call.metadata.get("dbg")
        if dbg is not None:  # all the new code (a field's address too) keeps the builtin call's source location
            block = call.parent
            assert block is not None
            for inst in block.instructions[start : block.instructions.index(call)]:
                inst.metadata["dbg"] = dbg
        # The value also takes the call's debug records (a constant leaves them to the next instruction).
        replace_instruction(call, value)

    # -- helpers -------------------------------------------------------------------------
    def helper(self, builtin: StateBuiltin) -> Function:
        fn = self._helpers.get(builtin.name)
        if fn is None:
            fn = self._helpers[builtin.name] = self._define_helper(builtin)
        return fn

    def _define_helper(self, builtin: StateBuiltin) -> Function:
        params = [I32, PTR] if builtin.takes_dim else [PTR]
        fn = Function(self.module.unique_global_name(builtin.helper), FunctionType(I64, params))
        fn.linkage = "internal"
        for kind, arg in (("alwaysinline", None), ("nounwind", None), ("willreturn", None), ("memory", "(argmem: read)")):
            fn.attributes.add(kind, arg)
        self.module.add_function(fn)
        *dims, state = fn.args
        state.name = STATE_ARG
        b = Builder(fn.append_block("entry"))
        if builtin.read is Read.FIELD:
            dims[0].name = "dim"
            b.ret(self._checked_element(b, state, builtin, dims[0]))
        elif builtin.read is Read.GLOBAL_LINEAR_ID:
            ids = [self._offset_id(b, state, d) for d in range(DIMS)]
            sizes = [self.load(b, state, Field.GLOBAL_RANGE, d) for d in range(DIMS - 1)]
            b.ret(self._linearize(b, ids, sizes))
        else:
            ids = [self.load(b, state, Field.LOCAL_ID, d) for d in range(DIMS)]
            sizes = [self.load(b, state, Field.WORK_GROUP_SIZE, d) for d in range(DIMS - 1)]
            b.ret(self._linearize(b, ids, sizes))
        return fn

    def _checked_element(self, b: Builder, state: Value, builtin: StateBuiltin, dim: Value) -> Value:
        # Clamp before indexing so that no out-of-range element is ever read,
        # then answer the out-of-range value with a select (no branches).
        assert builtin.field is not None
        in_range = b.icmp("ult", dim, const_int(I32, DIMS), "in_range")
        safe = b.select(in_range, dim, const_int(I32, 0), "safe_dim")
        index = b.cast("zext", safe, I64, "index")
        ptr = self.field_ptr(b, state, builtin.field, index, "ptr")
        value = b.load(I64, ptr, SIZE_T_BYTES, "value")
        return b.select(in_range, value, const_int(I64, builtin.out_of_range), "result")

    def _offset_id(self, b: Builder, state: Value, d: int) -> Value:
        gid = self.load(b, state, Field.GLOBAL_ID, d)
        offset = self.load(b, state, Field.GLOBAL_OFFSET, d)
        return b.sub(gid, offset, f"id.{d}")

    @staticmethod
    def _linearize(b: Builder, ids: Sequence[Value], sizes: Sequence[Value]) -> Value:
        # (z * size1 + y) * size0 + x == z*size1*size0 + y*size0 + x
        acc = ids[2]
        for d in (1, 0):
            acc = b.add(b.mul(acc, sizes[d]), ids[d], "linear" if d == 0 else "")
        return acc


# -- kernels and subhandlers ---------------------------------------------------------------


def make_subhandler(module: Module, kernel: Function, name: str, dl: DataLayout) -> Function:
    """``void @name(ptr %args, ptr %state)``: unpack one pointer per parameter, call the kernel."""
    sub = Function(name, FunctionType(VOID, [PTR, PTR]))
    args, state = sub.args
    args.name, state.name = "args", STATE_ARG
    module.add_function(sub, after=kernel)
    b = Builder(sub.append_block("entry"))
    values: list[Value] = []
    by_memory: list[AttributeSet] = []
    slot_align = dl.abi_align(PTR)
    for i, param in enumerate(kernel.args[:-1]):
        label = param.name or f"arg{i}"
        slot = b.gep(PTR, args, [const_int(I64, i)], f"{label}.slot")
        carried = AttributeSet(a for a in param.attributes if a.kind in _BY_MEMORY_ATTRIBUTES)
        if isinstance(param.type, PointerType):
            # The slot holds the argument itself: a buffer's address, or for
            # byval/byref parameters the address of the value.
            if dl.pointer_size(param.type.addrspace) != SIZE_T_BYTES:
                raise NotSupportedError(f"kernel @{kernel.name}: parameter {i} is not a 64-bit pointer")
            values.append(b.load(param.type, slot, slot_align, label))
        else:
            # The slot holds a pointer to the value.
            ptr = b.load(PTR, slot, slot_align, f"{label}.ptr")
            values.append(b.load(param.type, ptr, dl.abi_align(param.type), label))
        by_memory.append(carried)
    call = b.call(kernel, [*values, state])
    call.arg_attributes = [*by_memory, AttributeSet()]
    b.ret()
    return sub


def prepare_kernel(module: Module, kernel: Function, dl: DataLayout) -> Function:
    """Rename the kernel and give its name to a new subhandler; returns the subhandler."""
    name = kernel.name
    new_name = name + KERNEL_SUFFIX
    if module.get_named_value(new_name) is not None:
        raise NcpuError(f"cannot rename kernel @{name}: @{new_name} already exists")
    kernel.name = new_name
    kernel.cc = None
    comdat, kernel.comdat = kernel.comdat, None
    if comdat is not None and not any(g.comdat is comdat for g in module.global_values()):
        module.comdats.pop(comdat.name, None)
    return make_subhandler(module, kernel, name, dl)


def drop_spir_conventions(functions: Iterable[Function]) -> None:
    """Defined functions and the calls to them use the C convention (the runtime calls C)."""
    defined = [fn for fn in functions if not fn.is_declaration]
    for fn in defined:
        if fn.cc in SPIR_CALLING_CONVENTIONS:
            fn.cc = None
    for fn in defined:
        for inst in fn.instructions():
            if isinstance(inst, CallBase) and inst.cc in SPIR_CALLING_CONVENTIONS:
                callee = inst.called_function
                if callee is not None and not callee.is_declaration:
                    inst.cc = None


@register_pass
@dataclass(frozen=True)
class PrepareSYCLNativeCPU(ModulePass):
    """Give kernels the native_cpu state, read builtins from it, add subhandlers."""

    name: ClassVar[str] = PASS_NAME

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        kernels = find_kernels(module)
        if not kernels:
            return PreservedAnalyses.all()
        dl = module.data_layout
        check_size_t(dl)
        builtins = _state_builtins(module)
        needing = functions_needing_state(module, kernels, builtins)
        check_no_recursion(needing)
        for fn in needing:  # every use must be a call before anything changes
            _call_sites(fn)

        layout = StateLayout.of(get_or_add_state_type(module), dl)
        old_types = {fn: fn.function_type for fn in needing}
        states = {fn: add_state_param(fn) for fn in needing}
        for fn in needing:
            for call in _call_sites(fn):
                assert call.function is not None
                pass_state_at(call, old_types[fn], states[call.function])

        reader = StateReader(module, layout)
        for builtin_fn, builtin in builtins.items():
            for call in _call_sites(builtin_fn):
                assert isinstance(call, CallInst) and call.function is not None
                reader.lower(call, builtin, states[call.function])
            if not builtin_fn.has_uses():
                module.remove_global_value(builtin_fn)

        for kernel in kernels:
            prepare_kernel(module, kernel, dl)
        drop_spir_conventions(module.functions)
        return PreservedAnalyses.none()
