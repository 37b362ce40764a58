"""Checking kernel arguments and packing them into ``%MuxPackedArgs.<kernel>``.

Every check happens here, before anything runs, and names the argument.
The packed buffer holds raw pointers into the numpy arrays: the caller keeps
the arrays referenced until the launch returns.
"""

from __future__ import annotations

import numbers
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from ncpu_opt.runtime.errors import (
    ArgumentCountError,
    ArgumentTypeError,
    ArgumentValueError,
    BufferDtypeError,
    LocalMemoryError,
)
from ncpu_opt.runtime.kernel_info import KernelInfo, ParamInfo, ParamKind


@dataclass(frozen=True)
class LocalMemory:
    """A ``__local`` pointer argument: *nbytes* of work-group memory, allocated per group."""

    nbytes: int

    def __post_init__(self) -> None:
        if isinstance(self.nbytes, bool) or not isinstance(self.nbytes, numbers.Integral):
            raise LocalMemoryError(f"LocalMemory takes a number of bytes, not {self.nbytes!r}")
        if self.nbytes <= 0:
            raise LocalMemoryError(f"LocalMemory needs a positive size in bytes, not {self.nbytes}")


def pack_arguments(kernel: KernelInfo, args: Sequence[object]) -> tuple[np.ndarray, list[object]]:
    """The packed argument bytes, and the objects that must stay alive while the kernel runs."""
    params = kernel.params
    if len(args) != len(params):
        names = ", ".join(p.name for p in params)
        raise ArgumentCountError(
            f"kernel '{kernel.name}' takes {len(params)} argument{'s' if len(params) != 1 else ''} "
            f"({names}), got {len(args)}"
        )
    packed = np.zeros(max(kernel.packed_size, 1), dtype=np.uint8)
    keep: list[object] = []
    for param, value in zip(params, args, strict=True):
        raw = _field_bytes(kernel, param, value, keep)
        if len(raw) != param.size:
            raise AssertionError(f"{param.describe()}: packed {len(raw)} bytes into a {param.size}-byte field")
        packed[param.offset : param.offset + param.size] = np.frombuffer(raw, dtype=np.uint8)
    return packed, keep


def _where(kernel: KernelInfo, param: ParamInfo) -> str:
    return f"kernel '{kernel.name}': {param.describe()}"


def _field_bytes(kernel: KernelInfo, param: ParamInfo, value: object, keep: list[object]) -> bytes:
    if param.kind is ParamKind.BUFFER:
        return _buffer(kernel, param, value, keep)
    if param.kind is ParamKind.LOCAL:
        if not isinstance(value, LocalMemory):
            raise ArgumentTypeError(f"{_where(kernel, param)} is a __local pointer: pass LocalMemory(nbytes), not {_kind(value)}")
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
    if not value.flags.c_contiguous:
        raise ArgumentValueError(f"{_where(kernel, param)}: the array must be C-contiguous (use np.ascontiguousarray)")
    if not value.flags.writeable and not param.read_only:
        raise ArgumentValueError(f"{_where(kernel, param)}: the kernel may write the buffer, but the array is read-only")
    if value.size == 0:
        raise ArgumentValueError(f"{_where(kernel, param)}: the array is empty")
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
