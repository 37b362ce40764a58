"""Launch overhead: what one launch of an empty kernel costs, ncpu-opt against PoCL and Intel.

Two cases, each timed as a batch of back-to-back launches (per-launch
microseconds): the empty kernel (bench/kernels/empty.cl) over one work-item,
and over 256 work-groups of 64.  Each contender runs in a worker process of its
own per thread count (PoCL and Intel's runtime read their thread counts at
start-up); the rounds send every worker the same request in a shuffled order,
with a pause before each sample, and the table gives medians over rounds.

    python bench/launch_overhead.py [--rounds 9] [--launches 1000] [--threads 1,2,all]

ncpu-opt: ``kernel(buf, global_size=..., local_size=...)``.  PoCL (Debian's
pocl-opencl-icd) and Intel's OpenCL CPU runtime (PyPI's intel-opencl-rt, found
in this Python's environment) through pyopencl: ``enqueue_nd_range_kernel`` then
``finish``, arguments set once.  Without them their columns say "-".
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import peers

HERE = Path(__file__).resolve().parent / "kernels"
#: (global size, local size) of each case.
CASES = {"1 work-item": (1, 1), "256 groups": (256 * 64, 64)}
CONTENDERS = ("ncpu-opt", "PoCL", "Intel")
PAUSE_S = 0.05
#: Run-to-run spread of these medians on a shared machine: comparisons across thread counts allow it.
NOISE = 0.10


# -- the worker processes -----------------------------------------------------------------


def opencl_launcher(peer: str) -> Callable[[int, int], None]:
    import pyopencl as cl

    ctx = peers.opencl_context(peer)
    queue = cl.CommandQueue(ctx)
    kernel = cl.Program(ctx, (HERE / "empty.cl").read_text()).build().empty
    buf = cl.Buffer(ctx, cl.mem_flags.READ_WRITE, 64)
    kernel.set_args(buf)

    def launch(global_size: int, local_size: int, keep: tuple[Any, ...] = (ctx, buf)) -> None:
        # `keep`: the kernel's argument and context must outlive the launches.
        cl.enqueue_nd_range_kernel(queue, kernel, (global_size,), (local_size,))
        queue.finish()

    return launch


def ncpu_launcher() -> Callable[[int, int], None]:
    from ncpu_opt.runtime import Program

    kernel = Program.from_file(HERE / "empty.ll").kernel("empty")
    buf = np.zeros(16, np.int32)

    def launch(global_size: int, local_size: int) -> None:
        kernel(buf, global_size=(global_size,), local_size=(local_size,))

    return launch


def serve(contender: str, launches: int) -> None:
    """Worker: answer each case name on stdin with the per-launch microseconds of a batch."""
    try:
        launch = ncpu_launcher() if contender == "ncpu-opt" else opencl_launcher(contender)
    except Exception as e:  # the contender is not installed or does not start
        print(f"unavailable: {type(e).__name__}: {e}".replace("\n", " "), flush=True)
        return
    print("ready", flush=True)
    for line in sys.stdin:
        global_size, local_size = CASES[line.strip()]
        for _ in range(launches // 10):
            launch(global_size, local_size)
        start = time.perf_counter()
        for _ in range(launches):
            launch(global_size, local_size)
        print((time.perf_counter() - start) / launches * 1e6, flush=True)


# -- the driver ---------------------------------------------------------------------------


def thread_counts(text: str) -> list[int]:
    cores = os.cpu_count() or 1
    counts = [cores if part == "all" else int(part) for part in text.split(",")]
    return sorted(set(counts))


def measure(threads: int, rounds: int, launches: int) -> dict[tuple[str, str], float]:
    workers = [
        peers.Worker(c, [sys.executable, __file__, "--worker", c, "--launches", str(launches)],
                     peers.worker_env(c, threads))
        for c in CONTENDERS
    ]
    for w in workers:
        if not w.wait_ready():
            print(f"  {w.label} at {threads} threads: {w.why}", file=sys.stderr)
    live = [w for w in workers if w.proc is not None]
    samples: dict[tuple[str, str], list[float]] = {}
    try:
        for r in range(rounds):
            order = peers.round_order(live, r)
            for case in CASES:
                for w in order:
                    time.sleep(PAUSE_S)  # idle spinning workers of the previous contender go to sleep
                    samples.setdefault((w.label, case), []).append(float(w.ask(case)))
    finally:
        for w in workers:
            w.close()
    return {key: statistics.median(values) for key, values in samples.items()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--launches", type=int, default=1000)
    parser.add_argument("--threads", default="1,2,all", help="comma-separated thread counts ('all': every core)")
    parser.add_argument("--worker", choices=CONTENDERS, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        serve(args.worker, args.launches)
        return 0

    print(f"launch overhead: median of {args.rounds} rounds of {args.launches} back-to-back launches,"
          " microseconds per launch (PoCL, Intel: enqueue + finish)")
    print(f"{'threads':>7} {'case':12} {'ncpu-opt':>9} {'PoCL':>8} {'Intel':>8} {'PoCL/ours':>10} {'Intel/ours':>11}")
    results: dict[int, dict[tuple[str, str], float]] = {}
    for threads in thread_counts(args.threads):
        res = results[threads] = measure(threads, args.rounds, args.launches)
        for case in CASES:
            ours = res[("ncpu-opt", case)]
            cells = [f"{res[(c, case)]:8.1f}" if (c, case) in res else f"{'-':>8}" for c in ("PoCL", "Intel")]
            ratios = [f"{res[(c, case)] / ours:9.2f}x" if (c, case) in res else f"{'-':>10}" for c in ("PoCL", "Intel")]
            print(f"{threads:>7} {case:12} {ours:9.1f} {cells[0]} {cells[1]} {ratios[0]} {ratios[1]:>11}")
    verdicts = targets(results)
    for line in verdicts:
        print(line)
    return 0


def targets(results: dict[int, dict[tuple[str, str], float]]) -> list[str]:
    """The targets: at most PoCL's cost, within 2x of Intel's, and never slower with more threads."""
    lines = []
    fewest = min(results)
    for threads, res in results.items():
        for case in CASES:
            ours = res[("ncpu-opt", case)]
            checks: list[tuple[str, Any]] = [
                ("<= PoCL", res.get(("PoCL", case))),
                ("<= 2x Intel", None if ("Intel", case) not in res else 2 * res[("Intel", case)]),
                # Same work, more threads: no slower, within the machine's run-to-run noise.
                (f"<= {fewest} thread(s) +{NOISE:.0%}",
                 None if threads == fewest else (1 + NOISE) * results[fewest][("ncpu-opt", case)]),
            ]
            for name, bound in checks:
                if bound is not None:
                    lines.append(f"target {name:>14}, {threads} threads, {case}: {'met' if ours <= bound else 'MISSED'}"
                                 f" ({ours:.1f} vs {bound:.1f} us)")
    return lines


if __name__ == "__main__":
    sys.exit(main())
