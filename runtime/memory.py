"""Numpy arrays at the alignment kernels assume of their buffers.

OpenCL C aligns every type to its size (``int16`` to 64 bytes, ``long16`` and
``double16`` to 128) and clang writes vector loads and stores that say so;
numpy only promises its allocator's alignment (16 bytes with glibc's
``malloc``).  A kernel handed a less aligned array would fault on an aligned
vector access, so the runtime refuses such arrays
(:class:`~ncpu_opt.runtime.errors.BufferAlignmentError`), and these functions
make arrays that pass: numpy arrays over a slightly larger ``uint8`` block,
starting at the first aligned byte (the block lives as long as the array).
"""

from __future__ import annotations

import numbers

import numpy as np
from ncpu_opt.runtime.errors import ArgumentTypeError, ArgumentValueError
from numpy.typing import ArrayLike, DTypeLike

#: The default alignment: the largest any OpenCL C type needs (``long16``, ``double16``).
DEFAULT_ALIGN = 128


def _check_align(align: object) -> int:
    if isinstance(align, bool) or not isinstance(align, numbers.Integral):
        raise ArgumentTypeError(f"align must be a power of two in bytes, not {align!r}")
    n = int(align)
    if n < 1 or n & (n - 1):
        raise ArgumentValueError(f"align must be a power of two in bytes, not {n}")
    return n


def _shape(shape: object) -> tuple[int, ...]:
    items = (shape,) if isinstance(shape, numbers.Integral) else shape
    if isinstance(items, (str, bytes)) or not hasattr(items, "__iter__"):
        raise ArgumentTypeError(f"shape must be an integer or a tuple of integers, not {shape!r}")
    dims = []
    for d, n in enumerate(items):  # type: ignore[var-annotated]
        if isinstance(n, bool) or not isinstance(n, numbers.Integral):
            raise ArgumentTypeError(f"shape[{d}] must be an integer, not {n!r}")
        if n < 0:
            raise ArgumentValueError(f"shape[{d}] is {n}; it must not be negative")
        dims.append(int(n))
    return tuple(dims)


def _dtype(dtype: object) -> np.dtype:
    try:
        return np.dtype(dtype)  # type: ignore[call-overload, no-any-return]
    except TypeError:
        raise ArgumentTypeError(f"dtype must be a numpy dtype, not {dtype!r}") from None


def aligned_empty(shape: int | tuple[int, ...], dtype: DTypeLike = np.float64, align: int = DEFAULT_ALIGN) -> np.ndarray:
    """Like ``np.empty(shape, dtype)``, C-contiguous, its data at a multiple of *align* bytes.

    *align* is a power of two; the default, 128, is the most any OpenCL C type needs.
    """
    dims, dt, alignment = _shape(shape), _dtype(dtype), _check_align(align)
    nbytes = dt.itemsize * int(np.prod(dims, dtype=object))
    block = np.empty(nbytes + alignment, dtype=np.uint8)
    start = -block.ctypes.data % alignment
    return block[start : start + nbytes].view(dt).reshape(dims)


def aligned_zeros(shape: int | tuple[int, ...], dtype: DTypeLike = np.float64, align: int = DEFAULT_ALIGN) -> np.ndarray:
    """Like ``np.zeros(shape, dtype)``, C-contiguous, its data at a multiple of *align* bytes."""
    array = aligned_empty(shape, dtype, align)
    array[...] = 0
    return array


def aligned_array(array: ArrayLike, dtype: DTypeLike | None = None, align: int = DEFAULT_ALIGN) -> np.ndarray:
    """A C-contiguous copy of *array* (optionally as *dtype*), its data at a multiple of *align* bytes.

    Always a copy, as ``np.array``: pass the result to the kernel, and read the
    kernel's output from it.
    """
    source = np.asarray(array, dtype=None if dtype is None else _dtype(dtype))
    copy = aligned_empty(source.shape, source.dtype, align)
    copy[...] = source
    return copy


def is_aligned(array: np.ndarray, align: int) -> bool:
    """Whether *array*'s data starts at a multiple of *align* bytes."""
    return array.ctypes.data % align == 0


__all__ = ["DEFAULT_ALIGN", "aligned_array", "aligned_empty", "aligned_zeros", "is_aligned"]
