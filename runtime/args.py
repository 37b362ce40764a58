"""Checking kernel arguments and packing them into ``%MuxPackedArgs.<kernel>``.

Every check happens here, before anything runs, and names the argument.
The packed buffer holds raw pointers into the numpy arrays: the caller keeps
the arrays referenced until the launch returns.

What is not checked, as in OpenCL: whether a buffer or a ``LocalMemory`` is as
large as the kernel's accesses need (only the IR's ``dereferenceable(N)``
promises say so statically; nothing sound bounds the indices a kernel
computes).  Too small a buffer is undefined behaviour: a crash, or other data
overwritten.
"""

from __future__ import annotations

import numbers
import struct
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np
from ncpu_opt.runtime.errors import (
    ArgumentCountError,
    ArgumentNameError,
    ArgumentTypeError,
    ArgumentValueError,
    BufferAlignmentError,
    BufferDtypeError,
    LocalMemoryError,
)
from ncpu_opt.runtime.kernel_info import KernelInfo, ParamInfo, ParamKind
from ncpu_opt.runtime.memory import is_aligned

from ncpu_opt.sycl.spec_constants import SpecConstantInfo

#: The most ``__local`` memory one launch may use, in bytes: its ``LocalMemory``
#: arguments and the ``__local`` variables its code declares (OpenCL's
#: CL_DEVICE_LOCAL_MEM_SIZE).  ``__local`` memory is a work-group's scratchpad,
#: meant to stay in cache: 4 MiB is a few times a core's L2 (1-2 MiB on current
#: x86 and Arm cores), so tilings sized for cache fit, while a mistaken size
#: fails here rather than as a crash.  Each running work-group has its own
#: copy, at most one per thread (buffers and ``__local`` variable structs over
#: 64 KiB are on the heap, not on the thread's stack: ncpu_opt.mux.work_group_memory),
#: so a launch needs at most threads x 4 MiB, 256 MiB on 64 threads.
LOCAL_MEM_SIZE = 4 * 1024 * 1024


@dataclass(frozen=True)
class LocalMemory:
    """A ``__local`` pointer argument: *nbytes* of work-group memory, allocated per group.

    *nbytes* is a positive integer (else :class:`LocalMemoryError`), at most
    :data:`LOCAL_MEM_SIZE` bytes, for all the launch's ``__local``
    memory together.  The size is not checked against what the kernel accesses
    (except for a ``dereferenceable(N)`` parameter), as in OpenCL: too small a
    buffer is undefined behaviour.  A work-group's buffers up to 64 KiB together
    are stack allocations, each just below the one before (rounded up to 128
    bytes), so writing past the second overwrites the first (wrong results, no
    crash) and writing past the first the wrapper's stack frame (a crash).
    """

    nbytes: int

    def __post_init__(self) -> None:
        if isinstance(self.nbytes, bool) or not isinstance(self.nbytes, numbers.Integral):
            raise LocalMemoryError(f"LocalMemory takes a number of bytes, not {self.nbytes!r}")
        if self.nbytes <= 0:
            raise LocalMemoryError(f"LocalMemory needs a positive size in bytes, not {self.nbytes}")
        if self.nbytes > LOCAL_MEM_SIZE:
            raise LocalMemoryError(
                f"LocalMemory(nbytes={self.nbytes}) is more than the {LOCAL_MEM_SIZE} bytes of __local memory "
                "a launch may use (ncpu_opt.runtime.LOCAL_MEM_SIZE)"
            )


def bind_arguments(kernel: KernelInfo, args: Sequence[object], kwargs: Mapping[str, object]) -> list[object]:
    """The caller's arguments in parameter order: positional ones first, then keywords, as Python binds them."""
    params = kernel.user_params
    if not kwargs:
        if len(args) != len(params):
            raise ArgumentCountError(_count_message(kernel, len(args)))
        return list(args)
    if len(args) > len(params):
        raise ArgumentCountError(_count_message(kernel, len(args) + len(kwargs)))
    index = {p.name: i for i, p in reversed(list(enumerate(params)))}
    bound: dict[int, object] = dict(enumerate(args))
    for name, value in kwargs.items():
        i = index.get(name)
        if i is not None and sum(p.name == name for p in params) > 1:
            raise ArgumentNameError(f"kernel '{kernel.name}' has several parameters named '{name}': pass them by position")
        if i is None:
            known = ", ".join(p.name for p in params) or "none"
            raise ArgumentNameError(f"kernel '{kernel.name}' has no parameter '{name}' (its parameters: {known})")
        if i in bound:
            raise ArgumentNameError(
                f"kernel '{kernel.name}': {params[i].describe()} is given twice, by position and as '{name}='"
            )
        bound[i] = value
    missing = [p for i, p in enumerate(params) if i not in bound]
    if missing:
        names = ", ".join(f"'{p.name}'" for p in missing)
        raise ArgumentCountError(
            f"kernel '{kernel.name}' is missing {len(missing)} argument{'s' if len(missing) != 1 else ''}: {names}"
        )
    return [bound[i] for i in range(len(params))]


def _count_message(kernel: KernelInfo, given: int) -> str:
    params = kernel.user_params
    names = ", ".join(p.name for p in params)
    return (
        f"kernel '{kernel.name}' takes {len(params)} argument{'s' if len(params) != 1 else ''} "
        f"({names}), got {given}"
    )


def pack_arguments(
    kernel: KernelInfo, args: Sequence[object], spec_constants: np.ndarray | None = None
) -> tuple[np.ndarray, list[object]]:
    """The packed argument bytes, and the objects that must stay alive while the kernel runs.

    *args* are the caller's arguments, without the specialization-constant
    buffer, which the program passes as *spec_constants*.
    """
    params = kernel.user_params
    if len(args) != len(params):
        raise ArgumentCountError(_count_message(kernel, len(args)))
    packed = np.zeros(max(kernel.packed_size, 1), dtype=np.uint8)
    keep: list[object] = []
    for param, value in zip(params, args, strict=True):
        raw = _field_bytes(kernel, param, value, keep)
        if len(raw) != param.size:
            raise AssertionError(f"{param.describe()}: packed {len(raw)} bytes into a {param.size}-byte field")
        packed[param.offset : param.offset + param.size] = np.frombuffer(raw, dtype=np.uint8)
    _check_local_total(kernel, args)
    for param in kernel.params:
        if param.kind is ParamKind.SPEC_CONSTANTS:
            if spec_constants is None:
                raise AssertionError(f"kernel '{kernel.name}' needs its specialization-constant buffer")
            keep.append(spec_constants)
            address = np.array(spec_constants.ctypes.data, dtype=np.uint64).tobytes()
            packed[param.offset : param.offset + param.size] = np.frombuffer(address[: param.size], dtype=np.uint8)
    return packed, keep


def _where(kernel: KernelInfo, param: ParamInfo) -> str:
    return f"kernel '{kernel.name}': {param.describe()}"


def _check_local_total(kernel: KernelInfo, args: Sequence[object]) -> None:
    """The launch's ``__local`` memory (its ``LocalMemory`` arguments and the kernel's own
    ``__local`` variables) fits in :data:`LOCAL_MEM_SIZE`."""
    parts = [
        (param, value.nbytes)
        for param, value in zip(kernel.user_params, args, strict=True)
        if param.kind is ParamKind.LOCAL and isinstance(value, LocalMemory)
    ]
    total = kernel.static_local_bytes + sum(n for _, n in parts)
    if total <= LOCAL_MEM_SIZE:
        return
    shown = [f"{param.describe()}: {n}" for param, n in parts]
    if kernel.static_local_bytes:
        shown.append(f"the kernel's own __local variables: {kernel.static_local_bytes}")
    raise LocalMemoryError(
        f"kernel '{kernel.name}' would use {total} bytes of __local memory ({'; '.join(shown)}), more than the "
        f"{LOCAL_MEM_SIZE} a launch may use (ncpu_opt.runtime.LOCAL_MEM_SIZE)"
    )


def _field_bytes(kernel: KernelInfo, param: ParamInfo, value: object, keep: list[object]) -> bytes:
    if param.kind is ParamKind.BUFFER:
        return _buffer(kernel, param, value, keep)
    if param.kind is ParamKind.LOCAL:
        if not isinstance(value, LocalMemory):
            raise ArgumentTypeError(f"{_where(kernel, param)} is a __local pointer: pass LocalMemory(nbytes), not {_kind(value)}")
        if value.nbytes < param.min_bytes:
            raise LocalMemoryError(
                f"{_where(kernel, param)}: the kernel may access {param.min_bytes} bytes (dereferenceable), "
                f"but LocalMemory has {value.nbytes}"
            )
        return np.array(value.nbytes, dtype=np.uint64).tobytes()[: param.size]
    if param.kind is ParamKind.SCALAR:
        return _scalar(kernel, param, value)
    if param.kind is ParamKind.BYVAL:
        return _byval(kernel, param, value)
    raise ArgumentTypeError(f"{_where(kernel, param)} has a type the runtime cannot pass ({param.llvm_type})")


def _kind(value: object) -> str:
    if isinstance(value, np.ndarray):
        return f"a numpy array ({value.dtype})"
    return f"a {type(value).__name__}"


def _buffer(kernel: KernelInfo, param: ParamInfo, value: object, keep: list[object]) -> bytes:
    if not isinstance(value, np.ndarray):
        raise ArgumentTypeError(f"{_where(kernel, param)} is a buffer: pass a numpy array, not {_kind(value)}")
    if param.dtype is not None:
        expected = np.dtype(param.dtype)
        if value.dtype != expected:
            raise BufferDtypeError(f"{_where(kernel, param)} needs a numpy array of {expected}, not {value.dtype}")
    if value.ndim == 0:
        # The kernel indexes it as a buffer, past its one element.
        raise ArgumentValueError(
            f"{_where(kernel, param)}: a 0-d array is a scalar, not a buffer (pass np.atleast_1d(value))"
        )
    if not value.flags.c_contiguous:
        raise ArgumentValueError(f"{_where(kernel, param)}: the array must be C-contiguous (use np.ascontiguousarray)")
    if not value.flags.writeable and not param.read_only:
        raise ArgumentValueError(f"{_where(kernel, param)}: the kernel may write the buffer, but the array is read-only")
    if value.size == 0:
        raise ArgumentValueError(f"{_where(kernel, param)}: the array is empty")
    if not is_aligned(value, param.align):
        address = value.ctypes.data
        raise BufferAlignmentError(
            f"{_where(kernel, param)}: the kernel assumes {param.align}-byte aligned data, but the array's is only "
            f"{address & -address}-byte aligned (make it with ncpu_opt.runtime.aligned_empty(shape, dtype, "
            f"align={param.align}), aligned_zeros or aligned_array(existing, align={param.align}))"
        )
    if value.nbytes < param.min_bytes:
        raise ArgumentValueError(
            f"{_where(kernel, param)}: the kernel may access {param.min_bytes} bytes (dereferenceable), "
            f"but the array has {value.nbytes}"
        )
    keep.append(value)
    return np.array(value.ctypes.data, dtype=np.uint64).tobytes()


def _scalar(kernel: KernelInfo, param: ParamInfo, value: object) -> bytes:
    assert param.dtype is not None
    dtype = np.dtype(param.dtype)
    if param.count > 1:
        items = np.asarray(value) if isinstance(value, (np.ndarray, Sequence)) else None
        if items is None or items.shape != (param.count,):
            raise ArgumentTypeError(f"{_where(kernel, param)} is a vector: pass {param.count} values, not {_kind(value)}")
        values = [_convert(kernel, param, dtype, v) for v in items]
        # Vectors occupy their allocation size (a float3 takes 16 bytes).
        data = np.array(values, dtype=dtype).tobytes()
        return data + bytes(param.size - len(data))
    if isinstance(value, np.ndarray) and value.ndim > 0:
        raise ArgumentTypeError(f"{_where(kernel, param)} is a scalar, not {_kind(value)}")
    data = np.array(_convert(kernel, param, dtype, value), dtype=dtype).tobytes()
    return data + bytes(param.size - len(data))


def _convert(kernel: KernelInfo, param: ParamInfo, dtype: np.dtype, value: object) -> object:
    """*value* as a Python number of *dtype*'s kind; lossy or impossible conversions raise."""
    if isinstance(value, np.ndarray):  # 0-d arrays
        value = value[()]
    if dtype.kind == "b":
        if isinstance(value, (bool, np.bool_)) or (isinstance(value, numbers.Integral) and value in (0, 1)):
            return bool(value)
        raise ArgumentTypeError(f"{_where(kernel, param)} is a bool, not {_kind(value)}")
    if dtype.kind in "iu":
        if isinstance(value, (bool, np.bool_)) or not isinstance(value, numbers.Integral):
            raise ArgumentTypeError(f"{_where(kernel, param)} is an integer ({dtype}), not {_kind(value)}")
        info = np.iinfo(dtype)
        n = int(value)
        if not info.min <= n <= info.max:
            raise ArgumentValueError(f"{_where(kernel, param)}: {n} does not fit in {dtype} [{info.min}, {info.max}]")
        return n
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, numbers.Real):
        raise ArgumentTypeError(f"{_where(kernel, param)} is a floating-point number ({dtype}), not {_kind(value)}")
    return float(value)


def _byval(kernel: KernelInfo, param: ParamInfo, value: object) -> bytes:
    if isinstance(value, (np.void, np.ndarray)):
        data = value.tobytes()
    elif isinstance(value, (bytes, bytearray, memoryview)):
        data = bytes(value)
    else:
        raise ArgumentTypeError(
            f"{_where(kernel, param)} is a struct passed by value ({param.llvm_type}): pass bytes or a numpy "
            f"structured scalar, not {_kind(value)}"
        )
    if len(data) != param.size:
        raise ArgumentValueError(f"{_where(kernel, param)} takes {param.size} bytes, got {len(data)}")
    return data


# -- specialization constants ----------------------------------------------------------------

_LEAF_FORMATS = {"i1": "?", "i8": "b", "i16": "h", "i32": "i", "i64": "q", "half": "e", "float": "f", "double": "d"}


def _flatten(value: object) -> list[object] | None:
    """The scalars of a (nested) sequence or array, depth-first; None for a non-sequence."""
    if isinstance(value, np.ndarray):
        return list(value.reshape(-1)) if value.dtype.fields is None else None
    if isinstance(value, (list, tuple)):
        out: list[object] = []
        for item in value:
            inner = _flatten(item)
            out.extend([item] if inner is None else inner)
        return out
    return None


def _leaf_bytes(where: str, leaf_type: str, value: object) -> bytes:
    fmt = _LEAF_FORMATS.get(leaf_type)
    if fmt is None:
        raise ArgumentTypeError(f"{where}: the runtime cannot set a value of type {leaf_type}")
    if isinstance(value, np.ndarray) and value.ndim == 0:
        value = value[()]
    if leaf_type == "i1":
        if isinstance(value, (bool, np.bool_)) or (isinstance(value, numbers.Integral) and value in (0, 1)):
            return bytes([int(bool(value))])
        raise ArgumentTypeError(f"{where} is a bool, not {_kind(value)}")
    if fmt in "bhiq":
        if isinstance(value, (bool, np.bool_)) or not isinstance(value, numbers.Integral):
            raise ArgumentTypeError(f"{where} is an integer ({leaf_type}), not {_kind(value)}")
        bits = int(leaf_type[1:])
        n = int(value)
        if not -(1 << (bits - 1)) <= n < (1 << bits):
            raise ArgumentValueError(f"{where}: {n} does not fit in {leaf_type}")
        return (n & ((1 << bits) - 1)).to_bytes(bits // 8, "little")
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, numbers.Real):
        raise ArgumentTypeError(f"{where} is a floating-point number ({leaf_type}), not {_kind(value)}")
    return struct.pack("<" + fmt, float(value))


def encode_spec_constant(info: SpecConstantInfo, value: object) -> bytes:
    """*value* as the constant's bytes in the buffer; errors name the constant.

    A scalar takes a number of its type.  A composite takes its leaves as a
    (nested) sequence or numpy array, depth-first (``(1, (2.0, 3.0))`` for
    ``struct A { int x; struct { float a, b; } n; }``), or its bytes (``bytes``
    or a numpy structured scalar of exactly ``info.size`` bytes).
    """
    where = f"specialization constant '{info.symbolic_id}' ({info.type})"
    if info.composite and isinstance(value, (bytes, bytearray, memoryview, np.void)):
        data = bytes(value) if not isinstance(value, np.void) else value.tobytes()
        if len(data) != info.size:
            raise ArgumentValueError(f"{where} takes {info.size} bytes, got {len(data)}")
        return data
    if not info.composite:
        if _flatten(value) is not None:
            raise ArgumentTypeError(f"{where} is a scalar, not {_kind(value)}")
        return _leaf_bytes(where, info.leaves[0].type, value) + bytes(info.size - info.leaves[0].size)
    leaves = _flatten(value)
    if leaves is None:
        raise ArgumentTypeError(
            f"{where} is a composite of {len(info.leaves)} values: pass a sequence of them (depth-first) "
            f"or {info.size} bytes, not {_kind(value)}"
        )
    if len(leaves) != len(info.leaves):
        raise ArgumentValueError(f"{where} has {len(info.leaves)} values (depth-first), got {len(leaves)}")
    out = bytearray(info.size)
    for i, (leaf, item) in enumerate(zip(info.leaves, leaves, strict=True)):
        out[leaf.offset : leaf.offset + leaf.size] = _leaf_bytes(f"{where}, value {i}", leaf.type, item)
    return bytes(out)


def decode_spec_constant(info: SpecConstantInfo, data: bytes) -> object:
    """The constant's value from its bytes: a number, or a tuple of its leaves depth-first."""
    values = []
    for leaf in info.leaves:
        (value,) = struct.unpack("<" + _LEAF_FORMATS[leaf.type], data[leaf.offset : leaf.offset + leaf.size])
        values.append(value)
    return tuple(values) if info.composite else values[0]
