"""Thread scaling of ncpu-opt's runtime by chunk size: how many chunks per thread a launch aims for.

For each kernel of bench/cases.py asked for, and each value of
``runtime.worker_pool.CHUNKS_PER_THREAD`` given, times the vectorised kernel at two
thread counts (median of 7 samples of back-to-back launches) and prints the speed-up
between them.  It chose the runtime's 32 (docs/design/performance.md).

    python bench/chunking.py [--kernels matmul_tiled,reduce_sum] [--chunks 8,32] [--threads 4,16]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

from cases import CASES, KERNELS


def per_launch_ms(name: str, threads: int) -> float:
    from ncpu_opt.runtime import LocalMemory, Program

    case = CASES[name]()
    kernel = Program.from_file(KERNELS / f"{name}.ll", threads=threads).kernel(name)
    args = [LocalMemory(a.value) if a.kind == "local" else a.value for a in case.args]

    def run() -> None:
        kernel(*args, global_size=case.global_size, local_size=case.local_size)

    run()
    start = time.perf_counter()
    run()
    repeats = max(3, int(0.05 / max(time.perf_counter() - start, 1e-4)))
    samples = []
    for _ in range(7):
        start = time.perf_counter()
        for _ in range(repeats):
            run()
        samples.append((time.perf_counter() - start) / repeats * 1e3)
    return statistics.median(samples)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kernels", default="matmul_tiled,reduce_sum,conv1d,mandelbrot,scan,diffusion")
    parser.add_argument("--chunks", default="8,32")
    parser.add_argument("--threads", default="4,16")
    args = parser.parse_args()
    os.environ.setdefault("NCPU_OPT_CACHE_DIR", tempfile.mkdtemp(prefix="ncpu-bench-chunks-"))
    import ncpu_opt.runtime.worker_pool as pool

    low, high = (int(t) for t in args.threads.split(","))
    for chunks in (int(c) for c in args.chunks.split(",")):
        pool.CHUNKS_PER_THREAD = chunks
        for name in args.kernels.split(","):
            a, b = per_launch_ms(name, low), per_launch_ms(name, high)
            print(f"chunks/thread {chunks:3}  {name:13} {low:2} threads {a:8.3f} ms  {high:2} threads {b:8.3f} ms"
                  f"  x{a / b:.2f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
