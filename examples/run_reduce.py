"""Build examples/reduce.cl from source with the runtime, run it on numpy arrays, check against numpy.

``make run`` runs this after showing what ``native-cpu`` makes of the kernel; it
prints the build, the vectoriser's decision, the launch, and OK or FAIL (exit
status 1 on FAIL).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import numpy as np
from ncpu_opt.runtime import LocalMemory, Program

KERNEL = Path(__file__).with_name("reduce.cl")
LOCAL = 256
GROUPS = 4096


def main() -> int:
    data = np.random.default_rng(0).random(LOCAL * GROUPS, dtype=np.float32)
    partial = np.zeros(GROUPS, dtype=np.float32)

    start = time.perf_counter()
    program = Program.from_file(KERNEL)
    built = time.perf_counter() - start
    reduce_sum = program.kernel("reduce_sum")
    how = "from the cache" if program.from_cache else "compiled from OpenCL C"
    print(f"{KERNEL.name}: {reduce_sum!r} {how} in {built * 1e3:.0f} ms")
    report = reduce_sum.info.vectorization
    if report is not None:
        print(f"vectoriser: {report}")

    times = []
    for _ in range(3):  # the first launch builds the kernel for its local size (then cached)
        start = time.perf_counter()
        reduce_sum(data, partial, LocalMemory(LOCAL * 4), global_size=data.size, local_size=LOCAL)
        times.append(time.perf_counter() - start)
    launches = ", ".join(f"{t * 1e3:.1f}" for t in times)
    print(f"{GROUPS} work-groups of {LOCAL} on {program.threads} threads: {launches} ms")

    expected = data.reshape(GROUPS, LOCAL).sum(axis=1, dtype=np.float64)
    error = float(np.max(np.abs(partial - expected) / expected))
    ok = error < 1e-5
    print(f"largest relative error against numpy: {error:.1e}: {'OK' if ok else 'FAIL'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
