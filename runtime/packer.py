"""Packing a kernel's arguments on every launch, cheaply.

:func:`~ncpu_opt.runtime.args.pack_arguments` checks everything and explains
every mistake, at a few microseconds per argument.  A launch costs a few
microseconds in all, so :class:`ArgumentPacker` prepares, once per kernel, a
writer per parameter for the arguments a launch usually gets (a C-contiguous
array of the parameter's dtype, a numpy scalar of its type, a
``LocalMemory``), checks exactly what the full path checks for those, and
hands every other argument to the full path, which accepts it or raises the
same error as before.
"""

from __future__ import annotations

import ctypes
import struct
from collections.abc import Callable, Sequence

import numpy as np

# The full path's checks, shared so that both paths accept and refuse the same arguments.
from ncpu_opt.runtime.args import LOCAL_MEM_SIZE, LocalMemory
from ncpu_opt.runtime.args import _check_local_total as check_local_total
from ncpu_opt.runtime.args import _field_bytes as field_bytes
from ncpu_opt.runtime.kernel_info import KernelInfo, ParamInfo, ParamKind

#: A writer puts one argument into the packed buffer and returns True, or returns
#: False to leave it to the full path.  Its list collects what must outlive the launch.
Writer = Callable[[ctypes.Array[ctypes.c_char], object, list[object]], bool]

#: Field formats of pointer-sized fields (buffer addresses, local sizes).
_WORD = {8: struct.Struct("<Q"), 4: struct.Struct("<I")}


def _buffer_writer(param: ParamInfo) -> Writer | None:
    word = _WORD.get(param.size)
    if word is None:
        return None
    dtype = np.dtype(param.dtype) if param.dtype is not None else None
    offset, align, min_bytes, read_only = param.offset, param.align, param.min_bytes, param.read_only
    pack_into = word.pack_into
    view = ctypes.c_char.from_buffer

    def write(packed: ctypes.Array[ctypes.c_char], value: object, keep: list[object]) -> bool:
        if type(value) is not np.ndarray:
            return False
        if dtype is not None and value.dtype is not dtype and value.dtype != dtype:
            return False
        if not value.ndim or not value.size or value.nbytes < min_bytes:
            return False
        flags = value.flags
        if not flags.c_contiguous:
            return False
        if flags.writeable:
            # A view through the buffer protocol: the cheapest address, and while it is
            # alive numpy refuses to resize the array under the running kernel.
            pinned = view(value)  # type: ignore[arg-type]  # numpy arrays are buffers
            keep.append(pinned)
            address = ctypes.addressof(pinned)
        elif read_only:
            address = value.ctypes.data
        else:
            return False
        if address % align:
            return False
        pack_into(packed, offset, address)
        return True

    return write


def _local_writer(param: ParamInfo) -> Writer | None:
    word = _WORD.get(param.size)
    if word is None:
        return None
    offset, min_bytes, pack_into = param.offset, param.min_bytes, word.pack_into

    def write(packed: ctypes.Array[ctypes.c_char], value: object, keep: list[object]) -> bool:
        if not isinstance(value, LocalMemory) or value.nbytes < min_bytes:
            return False
        pack_into(packed, offset, value.nbytes)
        return True

    return write


def _scalar_writer(param: ParamInfo) -> Writer | None:
    """Numpy scalars of exactly the parameter's type (what a careful caller passes)."""
    if param.count != 1 or param.dtype is None:
        return None
    dtype = np.dtype(param.dtype)
    if dtype.kind not in "iuf" or param.size != dtype.itemsize or dtype.itemsize not in (1, 2, 4, 8):
        return None
    scalar_type = dtype.type
    # struct's standard sizes ("<"): numpy's own type characters would be C's (``l``: 4 bytes here).
    code = {"i": "bhiq", "u": "BHIQ", "f": "?efd"}[dtype.kind][dtype.itemsize.bit_length() - 1]
    field = struct.Struct("<" + code)
    offset, pack_into = param.offset, field.pack_into

    def write(packed: ctypes.Array[ctypes.c_char], value: object, keep: list[object]) -> bool:
        if type(value) is not scalar_type:
            return False
        pack_into(packed, offset, value)
        return True

    return write


def _writer(param: ParamInfo) -> Writer | None:
    if param.kind is ParamKind.BUFFER:
        return _buffer_writer(param)
    if param.kind is ParamKind.LOCAL:
        return _local_writer(param)
    if param.kind is ParamKind.SCALAR:
        return _scalar_writer(param)
    return None


class ArgumentPacker:
    """One kernel's argument packing: prepared once, run on every launch."""

    def __init__(self, kernel: KernelInfo) -> None:
        self.kernel = kernel
        self._buffer_type = ctypes.c_char * max(kernel.packed_size, 1)
        self._params = kernel.user_params
        self._writers = [_writer(p) for p in self._params]
        self._locals = [i for i, p in enumerate(self._params) if p.kind is ParamKind.LOCAL]
        self._spec_param = next((p for p in kernel.params if p.kind is ParamKind.SPEC_CONSTANTS), None)

    def pack(
        self, args: Sequence[object], spec_constants: np.ndarray | None = None
    ) -> tuple[ctypes.Array[ctypes.c_char], list[object]]:
        """The packed arguments and what must outlive the launch; *args* in parameter order."""
        kernel = self.kernel
        packed = self._buffer_type()
        keep: list[object] = [args]
        for param, writer, value in zip(self._params, self._writers, args, strict=True):
            if writer is None or not writer(packed, value, keep):
                raw = field_bytes(kernel, param, value, keep)
                ctypes.memmove(ctypes.addressof(packed) + param.offset, raw, param.size)
        if self._locals or kernel.static_local_bytes > LOCAL_MEM_SIZE:
            # Every __local argument is a LocalMemory by now (field_bytes refuses anything else).
            local_bytes = sum(v.nbytes for v in (args[i] for i in self._locals) if isinstance(v, LocalMemory))
            if kernel.static_local_bytes + local_bytes > LOCAL_MEM_SIZE:
                check_local_total(kernel, args)
        if self._spec_param is not None:
            if spec_constants is None:
                raise AssertionError(f"kernel '{kernel.name}' needs its specialization-constant buffer")
            keep.append(spec_constants)
            _WORD[self._spec_param.size].pack_into(packed, self._spec_param.offset, spec_constants.ctypes.data)
        return packed, keep
