"""The installed product's first launch: run by ``check_installed.sh`` with the wheel's venv.

It must import ncpu-opt from site-packages (never from a source tree) and run
kernels with barriers, ``__local`` memory and atomics correctly on all cores,
from IR and from OpenCL C source (the ``[opencl]`` extra's clang: the venv has
no other on PATH).  Prints the time from the start of the process to the
first correct result.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

START = time.perf_counter()

import numpy as np  # noqa: E402
from ncpu_opt.runtime import LocalMemory, Program  # noqa: E402

import ncpu_opt  # noqa: E402

REPO = Path(sys.argv[1])


def main() -> int:
    where = Path(ncpu_opt.__file__).resolve()
    if REPO.resolve() in where.parents or "site-packages" not in where.parts:
        print(f"ncpu_opt was imported from {where}, not from the installed wheel")
        return 1

    reduce_sum = Program.from_file(REPO / "bench" / "kernels" / "reduce_sum.ll").kernel("reduce_sum")
    data = np.random.default_rng(1).random(1 << 16, dtype=np.float32)
    groups, local = 64, 128
    partial = np.zeros(groups, np.float32)
    reduce_sum(data, partial, LocalMemory(local * 4), np.uint32(data.size),
               global_size=(groups * local,), local_size=(local,))
    first = time.perf_counter() - START
    if not np.isclose(partial.sum(), data.sum(), rtol=1e-4):
        print(f"reduce_sum: {partial.sum()} != {data.sum()}")
        return 1

    reverse = Program.from_file(REPO / "test" / "runtime" / "ll" / "barrier.ll").kernel("reverse_groups")
    src = np.arange(1000, dtype=np.int32)
    out = np.zeros_like(src)
    reverse(src, out, LocalMemory(50 * 4), global_size=(1000,), local_size=(50,))
    if not np.array_equal(out, src.reshape(-1, 50)[:, ::-1].ravel()):
        print("reverse_groups: wrong result")
        return 1
    print(f"first launch: correct results {first:.2f} s after the interpreter started")
    return opencl_c_from_source()


HISTOGRAM = """
// Each work-group counts its slice into __local bins, then adds them to the global histogram.
__kernel void histogram(__global const uint *values, __global uint *bins, __local uint *counts) {
    size_t lid = get_local_id(0);
    for (size_t b = lid; b < BINS; b += get_local_size(0))
        counts[b] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    atomic_inc(&counts[values[get_global_id(0)] % BINS]);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (size_t b = lid; b < BINS; b += get_local_size(0))
        atomic_add(&bins[b], counts[b]);
}
"""


def opencl_c_from_source() -> int:
    start = time.perf_counter()
    bins_n = 64
    program = Program.from_source(HISTOGRAM, build_options=f"-D BINS={bins_n}")
    values = np.random.default_rng(2).integers(0, 1 << 20, 1 << 15, dtype=np.uint32)
    bins = np.zeros(bins_n, np.uint32)
    program.kernel("histogram")(values, bins, LocalMemory(bins_n * 4), global_size=(values.size,), local_size=(128,))
    if not np.array_equal(bins, np.bincount(values % bins_n, minlength=bins_n)):
        print("histogram (OpenCL C source): wrong result")
        return 1
    print(f"OpenCL C from source: histogram built and run correctly in {time.perf_counter() - start:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
