"""Checked launches against unchecked ones (issue 30, section 3): what the checks cost.

Each kernel of bench/cases.py runs from its .ll through the Python API unchecked (the default
pipeline) and checked (``Program(..., checked="collect")``: ``native-cpu<checked>``), in one
process, samples interleaved in a shuffled order per round; a sample repeats the launch until
it lasts ``--min-sample-ms``.  The table gives the medians (ms per launch) and
``unchecked/checked``: the fraction of the unchecked speed the checked build keeps (the
issue's target: at least 0.1).  Every checked launch must report nothing.

    python bench/checked.py [--threads 2] [--runs 7] [--only vadd,matmul_tiled]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from cases import CASES, KERNELS  # noqa: E402


def runner(name: str, threads: int, checked: bool) -> Callable[[], None]:
    from ncpu_opt.runtime import LocalMemory, Program

    case = CASES[name]()
    mode: bool | str = "collect" if checked else False
    kernel = Program.from_file(str(KERNELS / f"{name}.ll"), threads=threads, checked=mode).kernel(name)
    args = [LocalMemory(a.value) if a.kind == "local" else a.value for a in case.args]

    def run() -> None:
        findings = kernel(*args, global_size=case.global_size, local_size=case.local_size)
        if findings:
            raise AssertionError(f"{name}: a checked launch reported {findings[0]}")

    run()
    return run


def sample(run: Callable[[], None], min_ms: float) -> float:
    repeats, start = 0, time.perf_counter()
    while True:
        run()
        repeats += 1
        elapsed = (time.perf_counter() - start) * 1e3
        if elapsed >= min_ms:
            return elapsed / repeats


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--threads", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--min-sample-ms", type=float, default=25.0)
    parser.add_argument("--only", default="", help="comma-separated kernel names")
    options = parser.parse_args()
    names = [n for n in CASES if not options.only or n in options.only.split(",")]
    print(f"threads {options.threads}; ms per launch, medians of {options.runs} interleaved rounds")
    print(f"{'kernel':14} {'unchecked':>10} {'checked':>10} {'unchecked/checked':>18}")
    fractions = []
    for name in names:
        runs = {mode: runner(name, options.threads, mode) for mode in (False, True)}
        times: dict[bool, list[float]] = {False: [], True: []}
        order = list(runs)
        for _ in range(options.runs):
            random.shuffle(order)
            for mode in order:
                times[mode].append(sample(runs[mode], options.min_sample_ms))
        plain, checked = statistics.median(times[False]), statistics.median(times[True])
        fractions.append(plain / checked)
        print(f"{name:14} {plain:10.3f} {checked:10.3f} {plain / checked:18.2f}", flush=True)
    geomean = statistics.geometric_mean(fractions)
    print(f"geomean unchecked/checked: {geomean:.2f} (lowest {min(fractions):.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
