"""Checked launches against unchecked ones and against Oclgrind (issue 30, section 3): what the
checks cost, and how far they are from the tool kernel authors use to find such bugs.

Each kernel of bench/cases.py runs from its .ll through the Python API in each mode of
``MODES`` (unchecked: the default pipeline; checked: ``Program(..., checked="collect")``,
``native-cpu<checked>``; checked-u, checked-r, checked-ru: the same with
``checks=("uninitialized",)``, ``("data-races",)`` and both),
in one process, samples interleaved in a shuffled order per round; a sample repeats the launch
until it lasts ``--min-sample-ms``.  Every checked launch must report nothing.  Then Oclgrind
(Debian's ``oclgrind``; bench/oclgrind.py) runs the same kernel from its .cl (the source of the
.ll), with the same arguments and sizes, on as many threads, once per configuration of
``OCLGRIND``: one timed launch in a child process, ended after ``--oclgrind-timeout`` seconds
(the time waited is then a lower bound, shown ">=").  Without oclgrind the table says so and
has no Oclgrind columns.

Columns (ms per launch; ncpu-opt's are medians over the rounds):
  unchecked, checked, checked-u, checked-r, checked-ru   ncpu-opt in each mode
  unchecked/checked       the fraction of the unchecked speed a checked launch keeps (the
                          issue's target: at least 0.1; with races checked, 0.05)
  oclgrind                ``oclgrind`` with its default checks: out-of-bounds, read-only and
                          misaligned accesses, work-group divergence at barriers and async copies
  oclgrind/checked        how many times faster the checked launch is (the target: 100)
  oclgrind-ru             ``oclgrind --data-races --uninitialized``, against checked-ru
Under a kernel's row: Oclgrind's messages about it, and its output if not numpy's.  Then the
geomean of each ratio over the kernels (">=" when a launch was ended).

    python bench/checked.py [--threads 2] [--runs 7] [--only vadd,matmul_tiled] [--oclgrind-timeout 120]

Whole run on the 2-core machine (every kernel, the defaults): about 18 minutes, nearly all of it
Oclgrind's launches (its plain configuration about 4.5 minutes; with races and uninitialised
values about 12.5, half of those launches ended at 120 s); ``--oclgrind-timeout 0`` leaves
Oclgrind out (about 30 s).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import oclgrind  # noqa: E402
from cases import CASES, KERNELS  # noqa: E402

#: ncpu-opt's modes: column name -> ``Program`` options.  ``checks`` is given in each checked
#: mode so that NCPU_OPT_CHECKS in the environment does not change what a column measures.
MODES: dict[str, dict[str, object]] = {
    "unchecked": {"checked": False},
    "checked": {"checked": "collect", "checks": ()},
    "checked-u": {"checked": "collect", "checks": ("uninitialized",)},
    "checked-r": {"checked": "collect", "checks": ("data-races",)},
    "checked-ru": {"checked": "collect", "checks": ("uninitialized", "data-races")},
}
#: The mode the others' speed is a fraction of.
BASE = "unchecked"


@dataclass(frozen=True)
class Versus:
    """An Oclgrind configuration and the mode of ``MODES`` that checks the same things, whose
    time Oclgrind's is divided by."""

    label: str
    flags: tuple[str, ...]
    ours: str


#: What is compared with what.  Oclgrind's default checks (out-of-bounds accesses by buffer,
#: writes to read-only and reads of write-only buffers, misaligned addresses, work-group
#: divergence at barriers and async copies) against our ``checked`` mode (the same kinds, and
#: null pointers, waits on events no copy made, copies not waited for); its race detector and
#: uninitialised-value tracking on top of those against ``checked-ru``, ours with both.
OCLGRIND = (
    Versus("oclgrind", (), "checked"),
    Versus("oclgrind-ru", ("--data-races", "--uninitialized"), "checked-ru"),
)


def runner(name: str, threads: int, options: dict[str, object]) -> Callable[[], None]:
    from ncpu_opt.runtime import LocalMemory, Program

    case = CASES[name]()
    path = str(KERNELS / f"{name}.ll")
    kernel = Program.from_file(path, threads=threads, **options).kernel(name)  # type: ignore[arg-type]
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


def measure_ours(name: str, options: argparse.Namespace) -> dict[str, float]:
    """Median ms per launch of each mode of ``MODES``, over interleaved rounds."""
    runs = {mode: runner(name, options.threads, kwargs) for mode, kwargs in MODES.items()}
    times: dict[str, list[float]] = {mode: [] for mode in runs}
    order = list(runs)
    for _ in range(options.runs):
        random.shuffle(order)
        for mode in order:
            times[mode].append(sample(runs[mode], options.min_sample_ms))
    return {mode: statistics.median(values) for mode, values in times.items()}


@dataclass
class Ratio:
    value: float
    #: The Oclgrind launch was ended: the ratio is at least ``value``.
    lower_bound: bool

    def __str__(self) -> str:
        shown = f"{self.value:.0f}" if self.value >= 10 else f"{self.value:.3g}"
        return f"{'>=' if self.lower_bound else ''}{shown}"


@dataclass
class Measured:
    """One kernel: ncpu-opt's median ms per mode, and Oclgrind's launch per configuration."""

    name: str
    ours: dict[str, float]
    grind: dict[Versus, oclgrind.Measured]

    def ratios(self) -> dict[str, Ratio]:
        """Column -> ratio: ``unchecked/M`` for each mode M, ``oclgrind.../M`` for each
        configuration that ran (a lower bound when its launch was ended)."""
        found = {
            f"{BASE}/{m}": Ratio(self.ours[BASE] / self.ours[m], False) for m in MODES if m != BASE
        }
        for v, grind in self.grind.items():
            if grind.ms is not None:
                found[f"{v.label}/{v.ours}"] = Ratio(
                    grind.ms / self.ours[v.ours], not grind.finished
                )
        return found

    def cell(self, column: str) -> str:
        if column == "kernel":
            return self.name
        if column in self.ours:
            return f"{self.ours[column]:.3f}"
        grind = next((g for v, g in self.grind.items() if v.label == column), None)
        if grind is not None:
            return (
                "failed" if grind.ms is None else f"{'' if grind.finished else '>='}{grind.ms:.0f}"
            )
        return str(self.ratios().get(column, "-"))


def columns(versus: list[Versus]) -> list[str]:
    """kernel, unchecked, then per checked mode: its ms, unchecked/it, and each Oclgrind
    configuration compared with it, with its ms and the ratio."""
    found = ["kernel", BASE]
    for mode in MODES:
        if mode != BASE:
            found += [mode, f"{BASE}/{mode}"]
            for v in versus:
                if v.ours == mode:
                    found += [v.label, f"{v.label}/{mode}"]
    return found


def table_line(cells: list[str], columns: list[str]) -> str:
    first = f"{cells[0]:14}"
    return first + "".join(
        f"  {cell:>{max(len(column), 9)}}"
        for cell, column in zip(cells[1:], columns[1:], strict=True)
    )


def notes(v: Versus, measured: oclgrind.Measured) -> list[str]:
    """What to know of one Oclgrind run beside its time: a failure, a wrong output, its messages."""
    command = " ".join(["oclgrind", *v.flags])
    lines = []
    if measured.failure is not None:
        lines.append(f"{command}: {measured.failure}")
    if measured.check not in ("", "ok"):
        lines.append(f"{command}: output {measured.check}")
    summary = measured.report_summary()
    if summary:
        lines.append(f"{command} reported {len(measured.reports)} message(s):")
        lines += ["  " + line for line in summary]
    return ["    " + line for line in lines]


def geomean_line(column: str, ratios: list[Ratio]) -> str:
    mean = Ratio(
        statistics.geometric_mean([r.value for r in ratios]), any(r.lower_bound for r in ratios)
    )
    return f"geomean {column}: {mean} (lowest {min(ratios, key=lambda r: r.value)})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--threads",
        type=int,
        default=os.cpu_count() or 1,
        help="ncpu-opt's threads and Oclgrind's (--num-threads)",
    )
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--min-sample-ms", type=float, default=25.0)
    parser.add_argument("--only", default="", help="comma-separated kernel names")
    parser.add_argument(
        "--oclgrind-timeout",
        type=float,
        default=120.0,
        metavar="S",
        help="seconds an Oclgrind launch may take before it is ended (0: no Oclgrind)",
    )
    options = parser.parse_args()
    names = [n for n in CASES if not options.only or n in options.only.split(",")]
    started = time.perf_counter()
    command = oclgrind.find() if options.oclgrind_timeout > 0 else None
    if options.oclgrind_timeout <= 0:
        print("oclgrind: not run (--oclgrind-timeout 0): column skipped")
    elif command is None:
        print("oclgrind not found: column skipped (Debian's oclgrind package)")
    else:
        print(
            f"{oclgrind.version(command)}: one launch per kernel and configuration, ended after "
            f"{options.oclgrind_timeout:g} s"
        )
    versus = list(OCLGRIND) if command is not None else []
    print(
        f"threads {options.threads}; ms per launch, ncpu-opt's medians of {options.runs} interleaved rounds"
    )
    heads = columns(versus)
    print(table_line(heads, heads))
    results = []
    for name in names:
        grind: dict[Versus, oclgrind.Measured] = {}
        ours = measure_ours(name, options)
        for v in versus:
            assert command is not None
            grind[v] = oclgrind.measure(
                command, name, v.flags, options.threads, options.oclgrind_timeout
            )
        result = Measured(name, ours, grind)
        results.append(result)
        print(table_line([result.cell(c) for c in heads], heads), flush=True)
        for v, measured in grind.items():
            for note in notes(v, measured):
                print(note)
    for column in heads:
        values = [r.ratios()[column] for r in results if column in r.ratios()]
        if values:
            print(geomean_line(column, values))
    print(f"wall time {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
