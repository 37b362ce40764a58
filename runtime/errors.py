"""The exceptions the runtime raises, all before a kernel runs.

Each is a ``TypeError`` or ``ValueError`` (so ordinary ``except`` clauses
work) and an :class:`NcpuRuntimeError` (so one clause catches them all).
"""

from __future__ import annotations


class NcpuRuntimeError(Exception):
    """Base of the runtime's errors."""


class CompileError(NcpuRuntimeError, ValueError):
    """The module does not compile (bad IR, a pass failed, a missing symbol), or its file cannot be read.

    ``build_log`` is clang's log when clang rejected OpenCL C source (then also the message), else empty.
    """

    def __init__(self, message: str, build_log: str = "") -> None:
        super().__init__(message)
        # An attribute, not an argument: pickling (errors from worker processes) keeps it through __dict__.
        self.build_log = build_log


class KernelNotFoundError(NcpuRuntimeError, ValueError):
    """``Program.kernel(name)`` with a name that is not a kernel of the program."""


class ArgumentCountError(NcpuRuntimeError, TypeError):
    """A kernel called with too many arguments, or without one of them."""


class ArgumentNameError(NcpuRuntimeError, TypeError):
    """A keyword argument that names no parameter of the kernel, one given by position already,
    or a name several parameters share (those go by position)."""


class ArgumentTypeError(NcpuRuntimeError, TypeError):
    """An argument or option of the wrong kind: a scalar for a buffer, a float for an int,
    no ``LocalMemory`` for a ``__local`` pointer, a file name for ``Program``'s IR, ..."""


class BufferDtypeError(ArgumentTypeError):
    """A numpy array whose dtype is not the kernel's pointee type."""


class ArgumentValueError(NcpuRuntimeError, ValueError):
    """An argument or option of the right kind with an unusable value: out of range, a read-only,
    0-d, empty or non-contiguous array, a bad ``NCPU_NUM_THREADS``, ..."""


class KernelCheckError(NcpuRuntimeError, RuntimeError):
    """A checked launch (``Program(..., checked=True)``) found a mistake of the kernel's: an
    access outside the memory its address came from, a write to read-only memory, a misaligned
    access (:mod:`ncpu_opt.runtime.checked`).  Raised after the launch ended; the bad access
    did not happen.  ``kind``, ``kernel``, ``location`` (``file:line:col`` or the IR
    instruction), ``argument`` (its name, or None for a private array, a variable or a null
    pointer), ``offset`` (bytes from the memory's start; for a null pointer, the address) and
    ``size`` (bytes accessed), ``work_group`` and ``local_id``; ``findings`` holds every finding
    of the launch.  A data race (``checks=("data-races",)``) involves two accesses: ``access``
    is this one's ("read" or "write"; "" for other kinds), ``other_location``,
    ``other_access``, ``other_work_group`` and ``other_local_id`` the other's (None for other
    kinds)."""

    def __init__(self, message: str, kind: str = "", kernel: str = "", location: str = "",
                 argument: str | None = None, offset: int = 0, size: int = 0,
                 work_group: tuple[int, int, int] = (0, 0, 0), local_id: tuple[int, int, int] = (0, 0, 0),
                 access: str = "", other_location: str | None = None, other_access: str | None = None,
                 other_work_group: tuple[int, int, int] | None = None,
                 other_local_id: tuple[int, int, int] | None = None) -> None:
        super().__init__(message)
        self.kind, self.kernel, self.location, self.argument = kind, kernel, location, argument
        self.offset, self.size = offset, size
        self.work_group, self.local_id = work_group, local_id
        self.access, self.other_location, self.other_access = access, other_location, other_access
        self.other_work_group, self.other_local_id = other_work_group, other_local_id
        self.findings: list[KernelCheckError] = [self]

    def __reduce__(self) -> tuple[type[KernelCheckError], tuple[object, ...]]:
        return KernelCheckError, (str(self), self.kind, self.kernel, self.location, self.argument, self.offset,
                                  self.size, self.work_group, self.local_id, self.access, self.other_location,
                                  self.other_access, self.other_work_group, self.other_local_id)


class OutOfBoundsError(ArgumentValueError):
    """A launch whose work-items would read or write outside an argument's array or
    ``LocalMemory`` (:mod:`ncpu_opt.runtime.bounds`): refused before anything runs."""


class LocalMemoryError(ArgumentValueError):
    """A ``LocalMemory`` of size 0 (or negative), more ``__local`` memory than a launch may use
    (:data:`~ncpu_opt.runtime.LOCAL_MEM_SIZE`), or less than a ``dereferenceable(N)`` parameter needs."""


class BufferAlignmentError(ArgumentValueError):
    """A numpy array less aligned than the kernel assumes of its argument (``long16`` needs 128 bytes)."""


class NDRangeError(NcpuRuntimeError, ValueError):
    """Bad global/local sizes or offsets: not 1 to 3 integers, zero sizes, dimensions that differ,
    too large or mismatched local sizes (``reqd_work_group_size``), or beyond ``size_t``."""
