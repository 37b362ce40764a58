"""Limit references of bench/kernels.py: how fast the machine does each kernel's work otherwise.

- "C": the plain loop of bench/limits/<kernel>.c, compiled at run time with
  ``cc -O3 -march=native -fopenmp -shared -fPIC`` and called through ctypes on the case's
  numpy buffers (privatised where that applies: the histogram's per-thread bins, the
  reduction's OpenMP reduction).  A C function takes the kernel's arguments without the
  __local ones, then the launch's work-item count (for kernels whose size is the NDRange's).
- "numpy": numpy (its BLAS for matmul) where a call does the kernel's work.
- "memcpy": bench/limits/memcpy.c, a threaded memcpy moving as many bytes as the kernel
  must read and write (half read, half written): a bandwidth floor, far below what a
  compute-bound kernel (matmul, mandelbrot, diffusion) can reach.

Without a C compiler or OpenMP the C limits are skipped, with a note.  The OpenMP loops
split the work statically: on a busy machine (other processes on the cores) a launch waits
for a preempted thread, and the C and memcpy times suffer more than those of runtimes that
hand out work-groups dynamically.
"""

from __future__ import annotations

import ctypes
import os
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import numpy as np
from cases import Case

SOURCES = Path(__file__).resolve().parent / "limits"
C_FLAGS = ["-O3", "-march=native", "-fopenmp", "-shared", "-fPIC"]
KINDS = ("C", "numpy", "memcpy")
MEMCPY = "memcpy"
#: The kernels whose work a numpy call does (numpy_limit).
NUMPY_KERNELS = frozenset({"vadd", "saxpy", "reduce_sum", "matmul_tiled"})
#: Kernels whose floor is moving their bytes (streaming, little arithmetic per byte): the
#: memcpy reference applies to them only.  The others' bytes fit in cache and a copy of
#: them takes microseconds, a floor no kernel doing their arithmetic can approach.
MEMCPY_KERNELS = frozenset({"vadd", "saxpy", "stencil5", "reduce_sum"})


def compiler() -> str | None:
    return os.environ.get("CC") or shutil.which("gcc") or shutil.which("cc")


def build(names: list[str], out_dir: Path) -> tuple[dict[str, Path], str | None]:
    """Shared libraries of the memcpy and of each kernel's C loop: ({name: path}, why not all).

    The memcpy goes first: when it does not build, nor will the others (no compiler, or no OpenMP).
    """
    cc = compiler()
    if cc is None:
        return {}, "no C compiler (gcc, cc or $CC): no C limits"
    built: dict[str, Path] = {}
    for name in [MEMCPY, *names]:
        source = SOURCES / f"{name}.c"
        if not source.exists():
            continue
        library = out_dir / f"{name}.so"
        done = subprocess.run([cc, *C_FLAGS, str(source), "-o", str(library)], capture_output=True, text=True)
        if done.returncode != 0:
            first = (done.stderr.strip().splitlines() or ["?"])[0]
            why = f"{cc} {' '.join(C_FLAGS)} failed on {source.name} ({first})"
            if name == MEMCPY:
                return {}, why + ": no C limits (no OpenMP?)"
            return built, why
        built[name] = library
    return built, None


def load(library: Path, threads: int) -> ctypes.CDLL:
    lib = ctypes.CDLL(str(library))
    # omp_set_num_threads is libgomp's, found through the library's dependencies.
    lib.omp_set_num_threads(ctypes.c_int(threads))
    return lib


SCALARS = {np.dtype(np.uint32): ctypes.c_uint, np.dtype(np.int32): ctypes.c_int, np.dtype(np.float32): ctypes.c_float}


def c_loop(case: Case, library: Path, threads: int) -> Callable[[], None]:
    """The kernel's C loop on the case's buffers."""
    function = getattr(load(library, threads), case.name)
    values: list[object] = []
    for arg in case.args:
        if arg.kind in ("in", "out", "inout"):
            values.append(ctypes.c_void_p(arg.value.ctypes.data))
        elif arg.kind == "scalar":
            values.append(SCALARS[np.asarray(arg.value).dtype](arg.value))
    values.append(ctypes.c_size_t(int(np.prod(case.global_size))))
    function.restype = None

    def run() -> None:
        function(*values)

    return run


def memcpy(case: Case, library: Path, threads: int) -> Callable[[], None]:
    """A threaded copy of half the case's traffic: as many bytes read and written as the kernel's."""
    function = load(library, threads).threaded_memcpy
    function.restype = None
    size = case.traffic_bytes() // 2
    src, dst = np.ones(size, np.uint8), np.zeros(size, np.uint8)
    args = (ctypes.c_void_p(dst.ctypes.data), ctypes.c_void_p(src.ctypes.data), ctypes.c_size_t(size))

    def run(keep: tuple[np.ndarray, ...] = (src, dst)) -> None:
        # `keep`: the buffers must outlive the closure's pointers.
        function(*args)

    return run


def numpy_limit(case: Case) -> Callable[[], None] | None:
    """numpy doing the kernel's work into its output buffer, where one or two calls do it."""
    values = [a.value for a in case.args]
    if case.name == "vadd":
        a, b, c = values[:3]

        def add() -> None:
            np.add(a, b, out=c)

        return add
    if case.name == "saxpy":
        alpha, x, y = values[:3]
        scratch = np.empty_like(x)

        def saxpy() -> None:
            np.multiply(x, alpha, out=scratch)
            np.add(scratch, y, out=y)

        return saxpy
    if case.name == "reduce_sum":
        data, partial = values[:2]

        def total() -> None:
            partial[0] = data.sum()

        return total
    if case.name == "matmul_tiled":
        a, b, c = values[:3]

        def matmul() -> None:
            np.matmul(a, b, out=c)

        return matmul
    return None
