"""Oclgrind, the OpenCL kernel checker, on a bench kernel: the side of bench/checked.py that
runs it (issue 30, section 3: our checked launches against it).

Oclgrind (Debian's ``oclgrind``) interprets kernels and checks every access.  It preloads its
own OpenCL library into the program it starts (``oclgrind [FLAGS] python script.py``), whose
one platform is then "Oclgrind".  ``measure`` runs this file as that program, in a child
process per (kernel, flags): the child builds the kernel's .cl with PyOpenCL exactly as
bench/kernels.py builds it for the OpenCL peers (``kernels.prepare_opencl``, the arguments and
sizes of bench/cases.py), says so, times one launch (the build is not timed; no warm-up: a
launch takes seconds to minutes, and a warm-up would double that), then compares the output
with numpy's.  Oclgrind's messages about the kernel go to a log file (``--log``), read back
here.  A launch that outlasts the timeout is ended, and the time waited is a lower bound.

    python bench/oclgrind.py NAME            # the child; run under oclgrind by ``measure``
"""

from __future__ import annotations

import queue
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

HERE = Path(__file__).resolve().parent
#: Oclgrind's platform name, as PyOpenCL reports it.
PLATFORM = "Oclgrind"
#: Seconds the child may take to start, build and fill its buffers, and to check its output,
#: whatever the launch's timeout: untimed steps that took up to 8 s here (the race detector's
#: shadow of a 16M-element input).
UNTIMED_STEP_S = 120.0


@dataclass
class Measured:
    """One Oclgrind launch of a kernel."""

    #: The launch's milliseconds, or (``finished`` False) how long it ran before it was ended.
    ms: float | None = None
    finished: bool = False
    #: "ok", or "WRONG (...)": the output against numpy's; empty when the launch did not finish.
    check: str = ""
    #: Oclgrind's messages about the kernel (its log), each a paragraph.
    reports: list[str] = field(default_factory=list)
    #: Why there is no time (the child failed); None when there is one.
    failure: str | None = None

    def report_summary(self) -> list[str]:
        """One line per kind of message (addresses elided) with its count, then the first message."""
        if not self.reports:
            return []
        kinds = Counter(re.sub(r"0x[0-9a-f]+", "0x...", m.splitlines()[0]) for m in self.reports)
        lines = [f"{count} x {kind}" for kind, count in kinds.most_common()]
        return lines + [
            "first:",
            *("  " + line.replace("\t", "  ") for line in self.reports[0].splitlines()),
        ]


def find() -> str | None:
    """The oclgrind command, or None when it is not installed."""
    return shutil.which("oclgrind")


def version(command: str) -> str:
    """Oclgrind's version, e.g. "Oclgrind 21.10"."""
    out = subprocess.run([command, "--version"], capture_output=True, text=True, check=False).stdout
    return next((line.strip() for line in out.splitlines() if line.strip()), "Oclgrind")


def messages(log: str) -> list[str]:
    """Oclgrind's log split into its messages: each opens with an unindented line, and its
    indented lines follow (blank ones too: a race's two accesses are separated by one)."""
    found: list[list[str]] = []
    for line in log.splitlines():
        if line.strip() and not line[0].isspace():
            found.append([line])
        elif found:
            found[-1].append(line)
    return ["\n".join(lines).rstrip() for lines in found]


def measure(
    command: str, name: str, flags: tuple[str, ...], threads: int, timeout_s: float
) -> Measured:
    """One launch of kernel ``name`` under ``oclgrind FLAGS``, on ``threads`` threads."""
    with tempfile.TemporaryDirectory(prefix="ncpu-bench-oclgrind-") as folder:
        log, err = Path(folder) / "oclgrind.log", Path(folder) / "stderr"
        argv = [
            command,
            "--num-threads",
            str(threads),
            "--log",
            str(log),
            *flags,
            sys.executable,
            str(Path(__file__).resolve()),
            name,
        ]
        with err.open("w") as stderr:
            result = run_child(argv, stderr, timeout_s)
        if log.exists():
            result.reports = messages(log.read_text(errors="replace"))
        if result.failure is not None:
            tail = err.read_text(errors="replace").strip().splitlines()[-3:]
            result.failure += "".join(f"\n    {line}" for line in tail)
        return result


def run_child(argv: list[str], stderr: IO[str], timeout_s: float) -> Measured:
    """Start the child and read its lines ("built", "launch_ms X", "check ..."); the launch's
    within ``timeout_s`` of "built", the others within ``UNTIMED_STEP_S``."""
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=stderr, text=True)
    lines: queue.Queue[str] = queue.Queue()

    def pump() -> None:  # readline has no timeout: a thread reads, the caller waits on the queue
        assert proc.stdout is not None
        for line in proc.stdout:
            lines.put(line.strip())
        lines.put("")  # end of output

    threading.Thread(target=pump, daemon=True).start()
    result = Measured()
    try:
        built = next_line(lines, UNTIMED_STEP_S)
        if built != "built":
            result.failure = (
                f"no build within {UNTIMED_STEP_S:g} s"
                if built is None
                else "the child failed before its launch"
            )
            return result
        start = time.perf_counter()
        launched = next_line(lines, timeout_s)
        if launched is None:
            result.ms = (time.perf_counter() - start) * 1e3
            return result
        if not launched.startswith("launch_ms "):
            result.failure = "the child failed during its launch"
            return result
        result.ms, result.finished = float(launched.split()[1]), True
        check = next_line(lines, UNTIMED_STEP_S)
        result.check = (
            check[len("check ") :]
            if check and check.startswith("check ")
            else "no check (the child failed)"
        )
        return result
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait()


def next_line(lines: queue.Queue[str], timeout_s: float) -> str | None:
    """The child's next line ("" once its output ended), or None when none came within the timeout."""
    try:
        return lines.get(timeout=timeout_s)
    except queue.Empty:
        return None


def child(name: str) -> int:
    """Under oclgrind: build, say "built", time one launch, check it against numpy."""
    sys.path.insert(0, str(HERE))
    import kernels
    import numpy as np
    from cases import CASES

    case = CASES[name]()
    runner = kernels.prepare_opencl(case, PLATFORM)
    print("built", flush=True)
    print(f"launch_ms {kernels.timed(runner.run)}", flush=True)
    assert runner.output is not None
    error = case.error(runner.output(), np.asarray(case.expected()))
    verdict = "ok" if error <= case.tolerance else f"WRONG (error {error:.3g} > {case.tolerance:g})"
    print(f"check {verdict}", flush=True)
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1].startswith("-"):
        sys.exit(__doc__)
    sys.exit(child(sys.argv[1]))
