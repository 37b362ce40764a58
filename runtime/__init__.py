"""Run compiled kernels from Python on numpy arrays, on all cores (reference: docs/guide/runtime.md).

::

    from ncpu_opt.runtime import Program, LocalMemory
    prog = Program.from_file("k.ll")        # or Program.from_source(ir_text)
    k = prog.kernel("reduce_sum")
    k(in_arr, out_arr, LocalMemory(1024), np.uint32(n), global_size=(n,), local_size=(256,))

Kernels are compiled with the ``native-cpu`` pipeline for the host CPU,
loaded with llvmlite's MCJIT and cached on disk.  Errors in arguments or
sizes raise the exceptions of :mod:`ncpu_opt.runtime.errors` before anything
runs.  Arrays for buffers of wide vector types (``long16`` needs 128-byte
alignment, more than numpy's allocator gives) come from :func:`aligned_empty`,
:func:`aligned_zeros` or :func:`aligned_array`.
"""

from ncpu_opt.runtime.args import LOCAL_MEM_SIZE, LocalMemory
from ncpu_opt.runtime.errors import (
    ArgumentCountError,
    ArgumentNameError,
    ArgumentTypeError,
    ArgumentValueError,
    BufferAlignmentError,
    BufferDtypeError,
    CompileError,
    KernelCheckError,
    KernelNotFoundError,
    LocalMemoryError,
    NcpuRuntimeError,
    NDRangeError,
    OutOfBoundsError,
)
from ncpu_opt.runtime.memory import aligned_array, aligned_empty, aligned_zeros
from ncpu_opt.runtime.ndrange import MAX_WORK_GROUP_SIZE
from ncpu_opt.runtime.program import Kernel, Program

__all__ = [
    "LOCAL_MEM_SIZE",
    "MAX_WORK_GROUP_SIZE",
    "ArgumentCountError",
    "ArgumentNameError",
    "ArgumentTypeError",
    "ArgumentValueError",
    "BufferAlignmentError",
    "BufferDtypeError",
    "CompileError",
    "Kernel",
    "KernelCheckError",
    "KernelNotFoundError",
    "LocalMemory",
    "LocalMemoryError",
    "NDRangeError",
    "NcpuRuntimeError",
    "OutOfBoundsError",
    "Program",
    "aligned_array",
    "aligned_empty",
    "aligned_zeros",
]
