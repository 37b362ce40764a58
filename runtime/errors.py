"""The exceptions the runtime raises, all before a kernel runs.

Each is a ``TypeError`` or ``ValueError`` (so ordinary ``except`` clauses
work) and an :class:`NcpuRuntimeError` (so one clause catches them all).
"""

from __future__ import annotations


class NcpuRuntimeError(Exception):
    """Base of the runtime's errors."""


class CompileError(NcpuRuntimeError, ValueError):
    """The module does not compile (bad IR, a pass failed, a missing symbol)."""


class KernelNotFoundError(NcpuRuntimeError, ValueError):
    """``Program.kernel(name)`` with a name that is not a kernel of the program."""


class ArgumentCountError(NcpuRuntimeError, TypeError):
    """A kernel called with the wrong number of arguments, or without one of them."""


class ArgumentNameError(NcpuRuntimeError, TypeError):
    """A keyword argument that names no parameter of the kernel, or one given already."""


class ArgumentTypeError(NcpuRuntimeError, TypeError):
    """An argument of the wrong kind: a scalar for a buffer, a float for an int, ..."""


class BufferDtypeError(ArgumentTypeError):
    """A numpy array whose dtype is not the kernel's pointee type."""


class ArgumentValueError(NcpuRuntimeError, ValueError):
    """An argument of the right kind with an unusable value (out of range, read-only, ...)."""


class LocalMemoryError(ArgumentValueError):
    """A ``LocalMemory`` of size 0 (or negative), or more ``__local`` memory than a launch may use."""


class BufferAlignmentError(ArgumentValueError):
    """A numpy array less aligned than the kernel assumes of its argument (``long16`` needs 128 bytes)."""


class NDRangeError(NcpuRuntimeError, ValueError):
    """Bad global/local sizes or offsets: zero sizes, too large or mismatched local sizes."""
