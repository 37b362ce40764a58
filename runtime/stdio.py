"""Kernel ``printf`` output in program order with Python's.

Kernels print through C's stdio (``replace-printf`` calls the C library's
``printf``), whose stdout buffer is not Python's ``sys.stdout``'s: on a pipe
or a file both buffer fully, so their text would come out in whatever order
the buffers fill.  A launch of a kernel that prints (:attr:`KernelInfo.prints`)
flushes Python's buffer before the kernel runs and C's when it returns.
"""

from __future__ import annotations

import ctypes
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache


@cache
def _libc() -> ctypes.CDLL:
    # The process's own symbols: the C library the kernels' printf resolved to.
    libc = ctypes.CDLL(None)
    libc.fflush.argtypes = [ctypes.c_void_p]
    libc.fflush.restype = ctypes.c_int
    return libc


def flush_c_stdio() -> None:
    """``fflush(NULL)``: write out every C output stream's buffer."""
    _libc().fflush(None)


@contextmanager
def printing_in_order() -> Iterator[None]:
    """Around a launch of a printing kernel: Python's stdout flushed before, C's after (even on errors)."""
    stdout = sys.stdout
    if stdout is not None:  # None under pythonw or with stdout closed
        stdout.flush()
    try:
        yield
    finally:
        flush_c_stdio()
