"""Buffers a kernel only adds into atomically, accumulated privately per run of work-groups.

A histogram kernel's bins are hit by every work-item of every group: on many
cores the atomic adds fight over a few cache lines and run slower than on
one.  When a kernel parameter's only uses are integer ``atomicrmw add``/``sub``
whose results are unused, at byte offsets provably inside a small window
``[0, bytes)``, the sum is all anyone can observe: adding into a private,
zeroed copy of the window and adding that copy into the buffer once at the end
gives the same final values (integer addition is associative and commutative,
modulo 2^N), and no work-item can tell, because nothing reads the buffer
during the launch.

``privatize-atomic-adds`` finds such parameters and turns their atomics into
calls of ``@__ncpu_private_add.iN(ptr, iN)``, declared, which the vectoriser
runs per lane in lane order; ``add-work-group-driver`` gives each of its calls
(one thread, one range of groups) a zeroed copy on its stack, passes it in the
parameter's place, defines ``__ncpu_private_add.iN`` as a plain load, add and
store (one thread owns the copy), and after the groups adds each nonzero
element into the buffer with one atomic.  The module's named metadata
``!ncpu.private_atomics`` links the two: ``!{!"<kernel base name>", i32
<parameter>, i32 <element bits>, i64 <bytes>}`` per parameter.
"""

from __future__ import annotations

from dataclasses import dataclass

from ncpu_opt.errors import NcpuError
from ncpu_opt.ir.metadata import MDNode, MDString, ValueAsMetadata
from ncpu_opt.ir.module import Function, Module
from ncpu_opt.ir.types import I32, I64, VOID, FunctionType, IntType, PointerType
from ncpu_opt.ir.values import ConstantInt, const_int

PRIVATE_ATOMICS = "ncpu.private_atomics"
#: ``@__ncpu_private_add.i32``: the private accumulation of one element.
PRIVATE_ADD_PREFIX = "__ncpu_private_add."
#: The largest private window: a copy per call of the driver, on its thread's stack.
MAX_PRIVATE_BYTES = 64 * 1024


@dataclass(frozen=True)
class PrivateBuffer:
    """A parameter of a kernel whose atomic adds go to a private copy of ``[0, size)`` bytes."""

    kernel: str
    param: int
    element: IntType
    size: int


def record(module: Module, buffer: PrivateBuffer) -> None:
    node = MDNode([
        MDString(buffer.kernel),
        ValueAsMetadata(const_int(I32, buffer.param)),
        ValueAsMetadata(const_int(I32, buffer.element.width)),
        ValueAsMetadata(const_int(I64, buffer.size)),
    ])
    module.named_metadata.setdefault(PRIVATE_ATOMICS, []).append(node)


def recorded(module: Module, kernel: str) -> list[PrivateBuffer]:
    """The private buffers recorded for the kernel whose base name is ``kernel``."""
    return [buffer for buffer in recorded_all(module) if buffer.kernel == kernel]


def recorded_all(module: Module) -> list[PrivateBuffer]:
    """Every private buffer the module records."""
    found = []
    for node in module.named_metadata.get(PRIVATE_ATOMICS, []):
        ops = node.operands
        if not (
            len(ops) == 4 and isinstance(ops[0], MDString)
            and all(isinstance(op, ValueAsMetadata) and isinstance(op.value, ConstantInt) for op in ops[1:])
        ):
            raise NcpuError(f"malformed !{PRIVATE_ATOMICS}: expected !{{!\"kernel\", i32, i32, i64}}")
        param, bits, size = (op.value.value for op in ops[1:])  # type: ignore[union-attr]
        found.append(PrivateBuffer(ops[0].value, param, IntType(bits), size))
    return found


def private_add_name(element: IntType) -> str:
    return f"{PRIVATE_ADD_PREFIX}i{element.width}"


def declare_private_add(module: Module, pointer: PointerType, element: IntType) -> Function:
    """``void @__ncpu_private_add.iN(ptr addrspace(AS), iN)``, declared (the driver defines it)."""
    name = private_add_name(element)
    fn = module.get_function(name)
    if fn is None:
        fn = Function(name, FunctionType(VOID, [pointer, element]))
        fn.attributes.add("nounwind")
        module.add_function(fn)
    return fn


def is_private_add(name: str) -> bool:
    return name.startswith(PRIVATE_ADD_PREFIX)


def define_private_adds(module: Module) -> None:
    """Give each declared ``__ncpu_private_add.iN`` its body: load, add, store (its thread owns the copy)."""
    from ncpu_opt.ir.builder import Builder

    for fn in module.functions:
        if not (is_private_add(fn.name) and fn.is_declaration):
            continue
        pointer, value = fn.args
        pointer.name, value.name = "element", "value"
        b = Builder(fn.append_block("entry"))
        old = b.load(value.type, pointer, None, "old")
        b.store(b.add(old, value, "new"), pointer, None)
        b.ret()
        fn.linkage = "internal"
        fn.attributes.add("alwaysinline")

