"""SYCL 2020 specialization constants: the calls that read them, their IDs, the property sets.

Shared by the ``spec-constants`` pass, ``ncpu-opt --spec-const-props`` and the
runtime (see the design in sycl-post-link's ``SpecConstantsPass``).

Device code reads a constant through one of two declared-only functions, as
clang mangles them for ``T`` (a global function template, so the template
name is substitution ``S_``, ``T`` the next one, then ``const char``,
``const char *``, ``const void`` and ``const void *``)::

    T _Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr SymbolicID, ptr Default, ptr RTBuffer)   ; T = int
    _Z40__sycl_getComposite2020SpecConstantValueI1AET_PKcPKvS5_(...)                                      ; T = struct A

Any function whose name starts with ``_Z37__sycl_getScalar2020SpecConstantValue``
or ``_Z40__sycl_getComposite2020SpecConstantValue`` (or is the bare name) is
recognised, whatever ``T`` is.  ``T`` is the call's return type; a composite
may also come back through an ``sret(T)`` pointer as the first argument (what
clang emits for structs with the SPIR ABI), the three arguments following it.
The symbolic ID is a pointer, possibly through ``addrspacecast``/``bitcast``/
zero-index GEPs, to a constant global whose initializer is a C string; the
default is a pointer to a global whose initializer holds ``T`` at offset 0
(clang's ``specialization_id<T>`` wrapping the value).

IDs: each symbolic ID gets one numeric ID per scalar leaf of ``T`` (structs,
arrays and vectors flattened depth-first), in the order the calls appear in
the module (functions in module order); every call with the same symbolic ID
shares them.  The emulation buffer holds the constants in ascending ID order,
each at the next offset aligned to ``T``'s ABI alignment.

In the module, the table is kept as DPC++'s sycl-post-link keeps it:

    !sycl.specialization-constants = !{!0, ...}
    !0 = !{!"<symbolic id>", i32 <id>, i32 <offset in T>, i32 <size>, ...}   ; one triple per leaf
    !sycl.specialization-constants-default-values = !{!1, ...}               ; same order
    !1 = !{T <default value>}
"""

from __future__ import annotations

import json
import struct
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ncpu_opt.errors import NcpuError, NotSupportedError, SourceError
from ncpu_opt.ir import Function, GlobalVariable, Module
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.instructions import (
    CallBase,
    Instruction,
    LoadInst,
    StoreInst,
)
from ncpu_opt.ir.metadata import MDNode, MDString, ValueAsMetadata
from ncpu_opt.ir.pointers import strip_pointer_casts
from ncpu_opt.ir.types import I32, ArrayType, FloatType, IntType, StructType, Type, VectorType
from ncpu_opt.ir.values import (
    Argument,
    Constant,
    ConstantAggregate,
    ConstantFP,
    ConstantInt,
    ConstantNull,
    ConstantSplat,
    ConstantString,
    Poison,
    Undef,
    Value,
    ZeroInitializer,
    const_int,
)

PASS_NAME = "spec-constants"
SCALAR_FN = "__sycl_getScalar2020SpecConstantValue"
COMPOSITE_FN = "__sycl_getComposite2020SpecConstantValue"
_PREFIXES = {f"_Z{len(SCALAR_FN)}{SCALAR_FN}": False, f"_Z{len(COMPOSITE_FN)}{COMPOSITE_FN}": True}

#: Module metadata (DPC++'s names).
MD_IDS = "sycl.specialization-constants"
MD_DEFAULTS = "sycl.specialization-constants-default-values"
#: Named metadata the pass leaves: ``!{!"<kernel>", i32 <parameter index>}`` per kernel.
MD_BUFFER_ARGS = "ncpu.spec-constants-buffer-args"

#: The property sets (JSON keys), as the design names them.
PROPS_IDS = "SYCL/specialization constants"
PROPS_DEFAULTS = "SYCL/specialization constants default values"
#: Our additions: the emulation buffer layout and the kernels' buffer parameters.
PROPS_LAYOUT = "ncpu-opt/specialization constants layout"
PROPS_BUFFER_ARGS = "ncpu-opt/specialization constants buffer arguments"


def spec_constant_kind(name: str) -> bool | None:
    """True for the composite getter, False for the scalar one, None for other names."""
    if name == SCALAR_FN:
        return False
    if name == COMPOSITE_FN:
        return True
    for prefix, composite in _PREFIXES.items():
        if name.startswith(prefix):
            return composite
    return None


def getter_functions(module: Module) -> list[tuple[Function, bool]]:
    """The module's spec-constant getters and whether each is the composite one."""
    result = []
    for fn in module.functions:
        kind = spec_constant_kind(fn.name)
        if kind is not None:
            result.append((fn, kind))
    return result


# -- the table, as plain data (JSON, the runtime) ------------------------------------------


@dataclass(frozen=True)
class Leaf:
    """One scalar leaf: its numeric ID, offset within the constant, size, LLVM type."""

    id: int
    offset: int
    size: int
    type: str


@dataclass(frozen=True)
class SpecConstantInfo:
    """A specialization constant: its type, leaves and place in the emulation buffer."""

    symbolic_id: str
    type: str
    composite: bool
    offset: int
    size: int
    align: int
    leaves: tuple[Leaf, ...]


@dataclass(frozen=True)
class SpecConstantTable:
    """Every constant in ascending ID order, the default-value blob, kernels' buffer parameters."""

    constants: tuple[SpecConstantInfo, ...] = ()
    defaults: bytes = b""
    buffer_args: tuple[tuple[str, int], ...] = ()

    def __bool__(self) -> bool:
        return bool(self.constants)

    @property
    def buffer_size(self) -> int:
        return len(self.defaults)

    def get(self, symbolic_id: str) -> SpecConstantInfo | None:
        return next((c for c in self.constants if c.symbolic_id == symbolic_id), None)

    def to_json(self) -> dict[str, Any]:
        """The property sets (see README, "Specialization constants")."""
        return {
            PROPS_IDS: {
                c.symbolic_id: [{"id": leaf.id, "offset": leaf.offset, "size": leaf.size} for leaf in c.leaves]
                for c in self.constants
            },
            PROPS_DEFAULTS: {"all": self.defaults.hex()},
            PROPS_LAYOUT: {
                c.symbolic_id: {
                    "type": c.type,
                    "composite": c.composite,
                    "offset": c.offset,
                    "size": c.size,
                    "align": c.align,
                    "leaf_types": [leaf.type for leaf in c.leaves],
                }
                for c in self.constants
            },
            PROPS_BUFFER_ARGS: dict(self.buffer_args),
        }

    def dumps(self) -> str:
        """The JSON text, one constant per line (easy to grep and FileCheck)."""
        data = self.to_json()
        lines = ["{"]
        sections = list(data.items())
        for i, (section, entries) in enumerate(sections):
            lines.append(f"  {json.dumps(section)}: {{")
            items = list(entries.items())
            for j, (key, value) in enumerate(items):
                comma = "," if j + 1 < len(items) else ""
                lines.append(f"    {json.dumps(key)}: {json.dumps(value)}{comma}")
            lines.append("  }" + ("," if i + 1 < len(sections) else ""))
        lines.append("}")
        return "\n".join(lines) + "\n"

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SpecConstantTable:
        ids = data.get(PROPS_IDS, {})
        layout = data.get(PROPS_LAYOUT, {})
        constants = []
        for symbolic_id, descriptors in ids.items():
            info = layout[symbolic_id]
            leaves = tuple(
                Leaf(d["id"], d["offset"], d["size"], t) for d, t in zip(descriptors, info["leaf_types"], strict=True)
            )
            constants.append(
                SpecConstantInfo(
                    symbolic_id, info["type"], info["composite"], info["offset"], info["size"], info["align"], leaves
                )
            )
        constants.sort(key=lambda c: c.leaves[0].id if c.leaves else 0)
        defaults = bytes.fromhex(data.get(PROPS_DEFAULTS, {}).get("all", ""))
        buffer_args = tuple((str(k), int(v)) for k, v in data.get(PROPS_BUFFER_ARGS, {}).items())
        return cls(tuple(constants), defaults, buffer_args)


# -- the table, with IR types (the pass) ---------------------------------------------------


@dataclass
class SpecConstant:
    """A symbolic ID as the pass sees it: ``T``, the leaves' IDs, the default bytes of ``T``."""

    symbolic_id: str
    type: Type
    composite: bool
    ids: list[int]
    default: bytes
    #: Leaves as (offset in T, type), depth-first.
    leaves: list[tuple[int, Type]] = field(default_factory=list)
    offset: int = 0


@dataclass
class SpecUse:
    """One getter call."""

    call: CallBase
    constant: SpecConstant
    sret: Value | None
    buffer: Value


def leaves_of(t: Type, dl: DataLayout, base: int = 0) -> list[tuple[int, Type]]:
    """``T``'s scalar leaves, depth-first, with their offsets."""
    if isinstance(t, IntType) or (isinstance(t, FloatType) and t.kind in ("half", "float", "double")):
        return [(base, t)]
    if isinstance(t, StructType) and t.elements is not None:
        offsets = dl.struct_layout(t).offsets
        return [leaf for e, off in zip(t.elements, offsets, strict=True) for leaf in leaves_of(e, dl, base + off)]
    if isinstance(t, ArrayType):
        stride = dl.alloc_size(t.element)
        return [leaf for i in range(t.count) for leaf in leaves_of(t.element, dl, base + i * stride)]
    if isinstance(t, VectorType) and not t.scalable and not (isinstance(t.element, IntType) and t.element.width == 1):
        stride = dl.store_size(t.element)
        return [leaf for i in range(t.count) for leaf in leaves_of(t.element, dl, base + i * stride)]
    raise NotSupportedError(f"a specialization constant of type {t}")


class _NotConstant(Exception):
    pass


def constant_bytes(c: Value, t: Type, dl: DataLayout) -> bytes:
    """The bytes of constant *c* of type *t* in memory (little-endian); _NotConstant otherwise."""
    if isinstance(c, (ZeroInitializer, Undef, Poison, ConstantNull)):
        return bytes(dl.alloc_size(t))
    if isinstance(c, ConstantInt) and isinstance(t, IntType):
        size = dl.store_size(t)
        return (c.value & ((1 << (size * 8)) - 1)).to_bytes(size, "little") + bytes(dl.alloc_size(t) - size)
    if isinstance(c, ConstantFP) and isinstance(t, FloatType):
        return _float_bytes(c, t)
    if isinstance(c, ConstantString):
        return c.data.encode("latin-1")
    if isinstance(c, ConstantSplat) and isinstance(t, VectorType):
        one = constant_bytes(c.operand(0), t.element, dl)[: dl.store_size(t.element)]
        data = one * t.count
        return data + bytes(dl.alloc_size(t) - len(data))
    if isinstance(c, ConstantAggregate):
        out = bytearray(dl.alloc_size(t))
        if isinstance(t, StructType) and t.elements is not None:
            places = list(zip(t.elements, dl.struct_layout(t).offsets, strict=True))
        elif isinstance(t, ArrayType):
            places = [(t.element, i * dl.alloc_size(t.element)) for i in range(t.count)]
        elif isinstance(t, VectorType):
            places = [(t.element, i * dl.store_size(t.element)) for i in range(t.count)]
        else:
            raise _NotConstant
        for element, (et, off) in zip(c.elements, places, strict=True):
            data = constant_bytes(element, et, dl)
            keep = dl.store_size(et) if not isinstance(et, (StructType, ArrayType)) else len(data)
            out[off : off + keep] = data[:keep]
        return bytes(out)
    raise _NotConstant


def _float_bytes(c: ConstantFP, t: FloatType) -> bytes:
    text = c.text
    if t.kind == "half" and text.startswith("0xH"):
        return int(text[3:], 16).to_bytes(2, "little")
    if t.kind == "bfloat" and text.startswith("0xR"):
        return int(text[3:], 16).to_bytes(2, "little")
    if t.kind == "float":
        return struct.pack("<f", c.value)
    if t.kind == "double":
        return struct.pack("<d", c.value)
    if t.kind == "half":
        return struct.pack("<e", c.value)
    raise _NotConstant


def constant_from_bytes(t: Type, data: bytes) -> Constant:
    """A scalar constant of type *t* whose memory image is *data*."""
    if isinstance(t, IntType):
        return const_int(t, int.from_bytes(data[: max(1, (t.width + 7) // 8)], "little"))
    assert isinstance(t, FloatType)
    if t.kind == "half":
        return ConstantFP(t, f"0xH{int.from_bytes(data[:2], 'little'):04X}")
    if t.kind == "float":
        return ConstantFP.from_float(t, struct.unpack("<f", data[:4])[0])
    return ConstantFP.from_float(t, struct.unpack("<d", data[:8])[0])


def describe_call(call: CallBase) -> str:
    fn = call.function
    callee = call.called_function
    name = callee.name if callee is not None else "?"
    return f"call to @{name} in @{fn.name if fn is not None else '?'}"


def call_error(call: CallBase, message: str) -> NcpuError:
    """An error about *call*: ``FILE:LINE:COL: message`` with debug info, else the pass's style."""
    from ncpu_opt.ir.debug_loc import debug_location

    loc = debug_location(call)
    if loc is not None and loc[1] > 0:
        return SourceError(f"{PASS_NAME}: {message} ({describe_call(call)})", loc[0], loc[1], loc[2])
    return NcpuError(f"{PASS_NAME}: {describe_call(call)}: {message}")


def _symbolic_id(call: CallBase, operand: Value) -> str:
    target = strip_pointer_casts(operand)
    if isinstance(target, GlobalVariable) and target.is_constant and isinstance(target.initializer, ConstantString):
        data = target.initializer.data
        return data.split("\0", 1)[0]
    raise call_error(call, f"the symbolic ID ({operand.typed_ref()}) is not a constant C string")


class Collector:
    """Finds the getter calls of a module and assigns IDs, continuing any table already in it."""

    def __init__(self, module: Module, scan_calls: bool = True) -> None:
        self.module = module
        self.dl = module.data_layout
        self.constants: dict[str, SpecConstant] = {}
        self.next_id = 0
        self.uses: list[SpecUse] = []
        self._seed()
        getters = dict(getter_functions(module)) if scan_calls else {}
        if getters:
            # In module order (functions, then their instructions): IDs follow the source.
            for fn in module.functions:
                for inst in fn.instructions():
                    if isinstance(inst, CallBase):
                        callee = inst.called_function
                        if callee is not None and callee in getters:
                            self.uses.append(self._use(inst, getters[callee]))

    # -- existing metadata ----------------------------------------------------------------
    def _seed(self) -> None:
        ids = self.module.named_metadata.get(MD_IDS, [])
        defaults = self.module.named_metadata.get(MD_DEFAULTS, [])
        if len(ids) != len(defaults):
            raise NcpuError(f"malformed !{MD_IDS}: it and !{MD_DEFAULTS} differ in length")
        for node, default in zip(ids, defaults, strict=True):
            ops = node.operands
            head = default.operands[0] if default.operands else None
            if not (ops and isinstance(ops[0], MDString) and isinstance(head, ValueAsMetadata)):
                raise NcpuError(f"malformed !{MD_IDS} entry")
            numbers = [op.value.value for op in ops[1:] if isinstance(op, ValueAsMetadata) and isinstance(op.value, ConstantInt)]
            value = head.value
            try:
                data = constant_bytes(value, value.type, self.dl)
            except _NotConstant:
                raise NcpuError(f"malformed !{MD_DEFAULTS} entry for '{ops[0].value}'") from None
            leaves = leaves_of(value.type, self.dl)
            composite = not isinstance(value.type, (IntType, FloatType))
            ids_list = numbers[0::3]
            if len(numbers) != len(ops) - 1 or len(ids_list) != len(leaves) or len(numbers) % 3:
                raise NcpuError(
                    f"malformed !{MD_IDS} entry for '{ops[0].value}': {len(leaves)} leaves of {value.type} "
                    f"need {len(leaves)} (ID, offset, size) triples of integers"
                )
            sc = SpecConstant(ops[0].value, value.type, composite, ids_list, data, leaves)
            self.constants[sc.symbolic_id] = sc
            self.next_id = max([self.next_id, *(i + 1 for i in ids_list)])

    # -- calls ----------------------------------------------------------------------------
    def _use(self, call: CallBase, composite: bool) -> SpecUse:
        args = call.args
        sret: Value | None = None
        t = call.type
        sret_attr = call.arg_attributes[0].get("sret") if args and call.arg_attributes else None
        callee = call.called_function
        if sret_attr is None and callee is not None and callee.args:
            sret_attr = callee.args[0].attributes.get("sret")
        if sret_attr is not None and isinstance(sret_attr.arg, Type) and args:
            sret, t = args[0], sret_attr.arg
            args = args[1:]
        if len(args) != 3:
            raise call_error(call, f"expected 3 arguments (symbolic ID, default value, buffer), got {len(args)}")
        if str(t) == "void":
            raise call_error(call, "a composite returned through memory needs an sret(T) first argument")
        symbolic_id = _symbolic_id(call, args[0])
        existing = self.constants.get(symbolic_id)
        if existing is not None:
            if existing.type != t:
                raise call_error(
                    call, f"specialization constant '{symbolic_id}' is read as {t} here but as {existing.type} elsewhere"
                )
            return SpecUse(call, existing, sret, args[2])
        try:
            leaves = leaves_of(t, self.dl)
        except NotSupportedError:
            raise NotSupportedError(f"{PASS_NAME}: {describe_call(call)}: a specialization constant of type {t}") from None
        default = self._default(call, symbolic_id, args[1], t)
        sc = SpecConstant(symbolic_id, t, composite, list(range(self.next_id, self.next_id + len(leaves))), default, leaves)
        self.next_id += len(leaves)
        self.constants[symbolic_id] = sc
        return SpecUse(call, sc, sret, args[2])

    def _default(self, call: CallBase, symbolic_id: str, operand: Value, t: Type) -> bytes:
        target = strip_pointer_casts(operand)
        where = f"the default value of specialization constant '{symbolic_id}' ({operand.typed_ref()})"
        if not isinstance(target, GlobalVariable) or target.initializer is None:
            raise call_error(call, f"{where} is not a global variable with a constant initializer")
        try:
            data = constant_bytes(target.initializer, target.value_type, self.dl)
        except _NotConstant:
            raise call_error(
                call, f"{where}: @{target.name}'s initializer is not a constant of plain data"
            ) from None
        size = self.dl.alloc_size(t)
        if len(data) < self.dl.store_size(t):
            raise call_error(call, f"{where}: @{target.name} holds {len(data)} bytes, {t} needs {size}")
        return (data + bytes(size))[:size]

    # -- results --------------------------------------------------------------------------
    def ordered(self) -> list[SpecConstant]:
        """The constants in ascending ID order, with their buffer offsets set."""
        constants = sorted(self.constants.values(), key=lambda c: c.ids[0] if c.ids else 0)
        offset = 0
        for c in constants:
            align = self.dl.abi_align(c.type)
            offset = (offset + align - 1) // align * align
            c.offset = offset
            offset += self.dl.alloc_size(c.type)
        return constants

    def table(self) -> SpecConstantTable:
        constants = self.ordered()
        blob = bytearray()
        infos = []
        for c in constants:
            blob += bytes(c.offset - len(blob))
            blob += c.default
            leaves = tuple(
                Leaf(i, off, self.dl.store_size(lt), str(lt)) for i, (off, lt) in zip(c.ids, c.leaves, strict=True)
            )
            infos.append(
                SpecConstantInfo(
                    c.symbolic_id, str(c.type), c.composite, c.offset, self.dl.alloc_size(c.type),
                    self.dl.abi_align(c.type), leaves,
                )
            )
        return SpecConstantTable(tuple(infos), bytes(blob), tuple(sorted(self.buffer_args().items())))

    def write_metadata(self) -> None:
        """The table as DPC++'s module metadata, replacing what was there."""
        ids_nodes: list[MDNode] = []
        default_nodes: list[MDNode] = []
        for c in self.ordered():
            ops: list[Any] = [MDString(c.symbolic_id)]
            for i, (off, lt) in zip(c.ids, c.leaves, strict=True):
                ops += [ValueAsMetadata(const_int(I32, n)) for n in (i, off, self.dl.store_size(lt))]
            ids_nodes.append(MDNode(ops))
            default_nodes.append(MDNode([ValueAsMetadata(self.default_constant(c.type, c.default))]))
        self.module.named_metadata[MD_IDS] = ids_nodes
        self.module.named_metadata[MD_DEFAULTS] = default_nodes
        args = self.buffer_args()
        if args:
            self.module.named_metadata[MD_BUFFER_ARGS] = [
                MDNode([MDString(name), ValueAsMetadata(const_int(I32, index))]) for name, index in sorted(args.items())
            ]

    def default_constant(self, t: Type, data: bytes, base: int = 0) -> Constant:
        """The constant of type *t* whose bytes start at *base* in *data*."""
        if isinstance(t, (IntType, FloatType)):
            return constant_from_bytes(t, data[base:])
        if isinstance(t, StructType) and t.elements is not None:
            offsets = self.dl.struct_layout(t).offsets
            elements = [self.default_constant(e, data, base + o) for e, o in zip(t.elements, offsets, strict=True)]
        elif isinstance(t, ArrayType):
            stride = self.dl.alloc_size(t.element)
            elements = [self.default_constant(t.element, data, base + i * stride) for i in range(t.count)]
        else:
            assert isinstance(t, VectorType)
            stride = self.dl.store_size(t.element)
            elements = [self.default_constant(t.element, data, base + i * stride) for i in range(t.count)]
        return ConstantAggregate(t, elements)

    # -- which kernel parameter is the buffer ---------------------------------------------
    def buffer_args(self) -> dict[str, int]:
        """Kernel name -> index of the parameter the getters' buffer comes from (when it can be traced)."""
        return self.trace_buffers()[0]

    def trace_buffers(self) -> tuple[dict[str, int], list[CallBase]]:
        """:meth:`buffer_args`, and the calls whose buffer could not be traced to a kernel parameter."""
        result: dict[str, int] = {}
        untraced: list[CallBase] = []
        kernels = set(kernel_functions(self.module))
        for use in self.uses:
            origins = _origins(use.buffer, kernels, set())
            if origins is None:
                untraced.append(use.call)
            for fn, index in sorted(origins or (), key=lambda o: (o[0].name, o[1])):
                if result.setdefault(fn.name, index) != index:
                    untraced.append(use.call)
        return result, untraced


def kernel_functions(module: Module) -> list[Function]:
    """``!opencl.kernels``, else the ``spir_kernel`` functions (as transfer-kernel-metadata)."""
    listed: list[Function] = []
    for node in module.named_metadata.get("opencl.kernels", []):
        head = node.operands[0] if node.operands else None
        value = getattr(head, "value", None)
        if isinstance(value, Function):
            listed.append(value)
    chosen = listed or [fn for fn in module.functions if fn.cc == "spir_kernel"]
    return [fn for fn in chosen if not fn.is_declaration]


def _origins(v: Value, kernels: set[Function], seen: set[int]) -> set[tuple[Function, int]] | None:
    """The kernel parameters *v* comes from: through casts, helpers' parameters, allocas."""
    v = strip_pointer_casts(v)
    if id(v) in seen:
        return set()
    seen.add(id(v))
    if isinstance(v, Argument) and isinstance(v.parent, Function):
        fn = v.parent
        if fn in kernels:
            return {(fn, v.index)}
        result: set[tuple[Function, int]] = set()
        for call in _call_sites(fn):
            found = _origins(call.arg(v.index), kernels, seen) if v.index < call.num_args else None
            if found is None:
                return None
            result |= found
        return result
    if isinstance(v, LoadInst):
        slot = strip_pointer_casts(v.operand(0))
        if isinstance(slot, Instruction) and slot.opcode == "alloca":
            result = set()
            for user in slot.users:
                if isinstance(user, StoreInst) and strip_pointer_casts(user.operand(1)) is slot:
                    found = _origins(user.operand(0), kernels, seen)
                    if found is None:
                        return None
                    result |= found
            return result
    return None


def _call_sites(fn: Function) -> Iterator[CallBase]:
    for use in fn.uses:
        if isinstance(use.user, CallBase) and use.index == 0:
            yield use.user


def table_from_metadata(module: Module) -> SpecConstantTable:
    """The table the ``spec-constants`` pass left in *module* (empty if none)."""
    table = Collector(module, scan_calls=False).table()
    args = []
    for node in module.named_metadata.get(MD_BUFFER_ARGS, []):
        ops = node.operands
        if len(ops) == 2 and isinstance(ops[0], MDString) and isinstance(ops[1], ValueAsMetadata):
            value = ops[1].value
            if isinstance(value, ConstantInt):
                args.append((ops[0].value, value.value))
    return SpecConstantTable(table.constants, table.defaults, tuple(sorted(args)))
