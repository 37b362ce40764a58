"""Memory-scale benchmark: the memory a large module takes, over the module's size.

A module of many kernels (renamed copies of the bench's kernels, linked by llvmlite:
``compile_scale.many_kernels``) goes through the runtime and the command line, each in a
fresh process:

* the runtime: ``Program.from_file(path, cache=False)`` until it is ready (lazy: nothing
  compiled yet);
* the command line: ``ncpu-opt -passes=native-cpu --filetype=obj -j 1 path -o /dev/null``
  (slow: the pipeline runs kernel by kernel, about a tenth of a second each).

What each *adds* is measured: the runtime's peak resident size over a process that has
made a small program first (the interpreter, LLVM and the imports do not grow with the
input; Linux's ``/proc/self/clear_refs`` starts the peak afresh), the command's over
compiling one small kernel.  Printed in MB and per byte of input: the documented bound is
20 (docs/design/performance.md).

    python bench/memory_scale.py [--kernels 1000] [--cli-kernels 200] [--no-cli] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from compile_scale import NCPU_OPT, kernel_sources, many_kernels

#: The bound the documentation gives: peak memory added, in bytes per byte of input.
BOUND = 20
#: A small kernel: the warm-up, and the command's baseline.
SMALL = next(p for p in kernel_sources() if p.stem == "saxpy")


@dataclass(frozen=True)
class Measurement:
    path: str
    size: int
    seconds: float
    added: int

    @property
    def ratio(self) -> float:
        return self.added / self.size


def _status(field: str) -> int:
    """A ``/proc/self/status`` size (``VmRSS``, ``VmHWM``) in bytes."""
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1]) * 1024
    raise RuntimeError(f"no {field} in /proc/self/status")


def measure_program(path: str) -> None:
    """In a fresh process: print what ``Program.from_file(path)`` adds to the peak, as JSON."""
    from ncpu_opt.runtime import Program

    Program.from_file(SMALL, cache=False)  # imports, LLVM's target, the pipeline's passes
    with open("/proc/self/clear_refs", "w") as f:
        f.write("5")  # the peak starts again from here
    before = _status("VmRSS")
    start = time.perf_counter()
    Program.from_file(path, cache=False)
    seconds = time.perf_counter() - start
    added = _status("VmHWM") - before
    print(json.dumps(asdict(Measurement(path, os.path.getsize(path), seconds, added))))


def program_measurement(path: Path) -> Measurement:
    done = subprocess.run(
        [sys.executable, __file__, "--measure-program", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"measuring the runtime on {path.name} failed:\n{done.stderr[-3000:]}")
    return Measurement(**json.loads(done.stdout.splitlines()[-1]))


def _command_peak(path: Path) -> tuple[float, int]:
    """Wall seconds and peak resident bytes of ``ncpu-opt`` compiling *path* to an object, ``-j 1``."""
    argv = [
        *NCPU_OPT,
        "-passes=native-cpu",
        "--filetype=obj",
        "-j",
        "1",
        str(path),
        "-o",
        os.devnull,
    ]
    start = time.perf_counter()
    child = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - start
    stderr = child.stderr.read().decode() if child.stderr else ""
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError(f"ncpu-opt failed on {path.name}: {stderr[-2000:]}")
    return seconds, usage.ru_maxrss * 1024  # KiB on Linux


def command_measurement(path: Path) -> Measurement:
    _, baseline = _command_peak(SMALL)
    seconds, peak = _command_peak(path)
    return Measurement(str(path), path.stat().st_size, seconds, peak - baseline)


def report(what: str, m: Measurement) -> str:
    verdict = "ok" if m.ratio <= BOUND else f"over the bound of {BOUND}x"
    return (
        f"{what:<40} {m.size / 1e6:7.2f} MB in {m.seconds:7.1f} s, "
        f"+{m.added / 1e6:6.0f} MB peak = {m.ratio:5.1f}x the input ({verdict})"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--kernels", type=int, default=1000, help="kernels in the runtime's module (~4 KB each)"
    )
    parser.add_argument(
        "--cli-kernels", type=int, default=200, help="kernels in the command line's module"
    )
    parser.add_argument("--no-cli", action="store_true", help="measure the runtime only")
    parser.add_argument("--json", action="store_true", help="one JSON object per measurement")
    parser.add_argument("--measure-program", metavar="PATH", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure_program:
        measure_program(args.measure_program)
        return 0
    results: list[tuple[str, Measurement]] = []
    with tempfile.TemporaryDirectory(prefix="ncpu-memory-scale-") as tmp:
        path = Path(tmp) / f"kernels{args.kernels}.ll"
        path.write_text(many_kernels(args.kernels))
        results.append(("runtime", program_measurement(path)))
        if not args.no_cli:
            cli_path = Path(tmp) / f"kernels{args.cli_kernels}.ll"
            cli_path.write_text(many_kernels(args.cli_kernels))
            results.append(("command", command_measurement(cli_path)))
    for what, m in results:
        if args.json:
            print(json.dumps({"what": what, **asdict(m), "ratio": m.ratio}))
        else:
            label = (
                "Program.from_file (lazy)"
                if what == "runtime"
                else "ncpu-opt -passes=native-cpu -j 1"
            )
            print(report(label, m), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
