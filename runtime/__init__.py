"""Run compiled kernels from Python on numpy arrays, on all cores.

::

    from ncpu_opt.runtime import Program, LocalMemory
    prog = Program.from_file("k.ll")        # or Program.from_source(ir_text)
    k = prog.kernel("reduce_sum")
    k(in_arr, out_arr, LocalMemory(1024), np.uint32(n), global_size=(n,), local_size=(256,))

Kernels are compiled with the ``native-cpu`` pipeline for the host CPU,
loaded with llvmlite's MCJIT and cached on disk.  Errors in arguments or
sizes raise the exceptions of :mod:`ncpu_opt.runtime.errors` before anything
runs.
"""

from ncpu_opt.runtime.args import LocalMemory
from ncpu_opt.runtime.errors import (
    ArgumentCountError,
    ArgumentTypeError,
    ArgumentValueError,
    BufferDtypeError,
    CompileError,
    KernelNotFoundError,
    LocalMemoryError,
    NcpuRuntimeError,
    NDRangeError,
)
from ncpu_opt.runtime.ndrange import MAX_WORK_GROUP_SIZE
from ncpu_opt.runtime.program import Kernel, Program

__all__ = [
    "MAX_WORK_GROUP_SIZE",
    "ArgumentCountError",
    "ArgumentTypeError",
    "ArgumentValueError",
    "BufferDtypeError",
    "CompileError",
    "Kernel",
    "KernelNotFoundError",
    "LocalMemory",
    "LocalMemoryError",
    "NDRangeError",
    "NcpuRuntimeError",
    "Program",
]
