"""clpeak on ncpu-opt's OpenCL platform, PoCL and Intel's CPU runtime, side by side (issue 29).

clpeak (Debian's clpeak) measures a device's peaks: global memory bandwidth, compute (GFLOPS
or GIOPS per type and vector width), host transfers and the kernel launch latency.  Each
platform runs in a clpeak of its own whose loader sees that platform alone (``OCL_ICD_VENDORS``
naming a folder with its one vendors file, so ``-p 0`` is it): ncpu-opt through this
checkout's build (``ncpu-opt --icd``), PoCL through the system's vendors file, Intel's runtime
as bench/peers.py finds it.  The thread counts are set as bench/peers.py's ``worker_env`` sets
them.  A platform that stops short (an error from a test, a crash, the time limit) is reported
with the test it was in and clpeak's last lines.

    .venv/bin/python bench/clpeak.py [--threads 2] [--platforms ncpu-opt,PoCL,Intel] [-- --compute-sp ...]
"""

from __future__ import annotations

import argparse
import atexit
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from icd_launch import our_vendors  # noqa: E402
from peers import worker_env  # noqa: E402

PLATFORMS = ("ncpu-opt", "PoCL", "Intel")
SYSTEM_VENDORS = Path("/etc/OpenCL/vendors")
#: A section's title, e.g. "Single-precision compute (GFLOPS)".
SECTION = re.compile(r"^(?P<title>[A-Za-z][\w -]*?) \((?P<unit>[A-Za-z]+)\)\s*$")
#: A measurement, e.g. "float4  : 11.92", "enqueueMapBuffer(for read) : 3471.52" or
#: "Kernel launch latency : 5.32 us".
VALUE = re.compile(r"^(?P<name>[^:]+?)\s*:\s*(?P<value>[-+0-9.eE]+)\s*(?P<unit>[A-Za-z]*)\s*$")
#: The header's lines ("Driver version  : 0.1.0 (Linux x64)"), not measurements.
HEADER = ("Platform", "Device", "Driver version", "Compute units", "Clock frequency")


@dataclass
class Result:
    """One platform's clpeak run: (section, measurement) -> value, and what went wrong."""

    platform: str
    values: dict[tuple[str, str], float] = field(default_factory=dict)
    device: str = ""
    #: Lines clpeak printed that are no measurement (a test's error), with their section.
    messages: list[str] = field(default_factory=list)
    #: Why the run stopped short ("" when it ran to the end).
    failure: str = ""


def pocl_vendors() -> str | None:
    """A folder with only the system's PoCL vendors file, if PoCL is installed."""
    try:
        found = [p for p in sorted(SYSTEM_VENDORS.glob("*.icd")) if "pocl" in p.read_text().lower()]
    except OSError:
        return None
    if not found:
        return None
    folder = Path(tempfile.mkdtemp(prefix="ncpu-bench-pocl-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    (folder / found[0].name).symlink_to(found[0])
    return str(folder)


def environment(platform: str, threads: int) -> tuple[dict[str, str] | None, str]:
    """The environment in which clpeak's platform 0 is *platform*, or why there is none."""
    if platform == "ncpu-opt":
        from ncpu_opt.icd.build import IcdBuildError

        env = worker_env("ncpu-opt", threads)
        assert env is not None
        try:
            env["OCL_ICD_VENDORS"] = our_vendors()
        except IcdBuildError as e:
            return None, str(e)
        return env, ""
    if platform == "PoCL":
        env = worker_env("PoCL", threads)
        folder = pocl_vendors()
        if env is None or folder is None:
            return None, f"no PoCL vendors file in {SYSTEM_VENDORS}"
        env["OCL_ICD_VENDORS"] = folder
        return env, ""
    env = worker_env("Intel", threads)  # its OCL_ICD_VENDORS names Intel's runtime alone
    return (
        env,
        "" if env is not None else "intel-opencl-rt is not installed (pip install intel-opencl-rt)",
    )


def parse(platform: str, output: str) -> Result:
    result = Result(platform)
    section = ""
    for raw in output.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("Device:"):
            result.device = line.split(":", 1)[1].strip()
        if line.split(":", 1)[0].strip() in HEADER:
            continue
        if heading := SECTION.match(line):
            section = f"{heading['title']} ({heading['unit']})"
            continue
        if value := VALUE.match(line):
            if raw.startswith("      "):  # a measurement inside the section
                result.values[(section, value["name"])] = float(value["value"])
            else:  # a one-line test: "Kernel launch latency : 5.32 us"
                section = f"{value['name']} ({value['unit']})" if value["unit"] else value["name"]
                result.values[(section, "")] = float(value["value"])
            continue
        result.messages.append(f"{section or 'start'}: {line}")
    return result


def run(platform: str, env: dict[str, str], extra: list[str], timeout: float) -> Result:
    command = ["clpeak", "-p", "0", "-d", "0", *extra]
    try:
        done = subprocess.run(
            command, env=env, capture_output=True, text=True, timeout=timeout, check=False
        )
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode() if isinstance(e.stdout, bytes) else e.stdout or ""
        result = parse(platform, out)
        result.failure = f"still running after {timeout:g} s, in {last_test(out)}"
        return result
    result = parse(platform, done.stdout)
    if done.returncode != 0:
        status = (
            f"signal {-done.returncode}"
            if done.returncode < 0
            else f"exit status {done.returncode}"
        )
        tail = " | ".join(
            (done.stdout.strip().splitlines() + done.stderr.strip().splitlines())[-3:]
        )
        result.failure = f"clpeak stopped ({status}) in {last_test(done.stdout)}: {tail}"
    return result


def last_test(output: str) -> str:
    """The test clpeak was in: its last section title and the last measurement begun."""
    lines = [line.strip() for line in output.splitlines() if line.strip()]
    title = next((line for line in reversed(lines) if SECTION.match(line)), "start")
    last = lines[-1] if lines else ""
    return title if last == title else f"{title}, after '{last}'"


def table(results: list[Result]) -> list[str]:
    keys: list[tuple[str, str]] = []
    for result in results:
        keys += [key for key in result.values if key not in keys]
    width = max([len(f"  {m}" if m else s) for s, m in keys] + [20])
    lines = [f"{'':{width}} " + " ".join(f"{r.platform:>10}" for r in results)]
    section = None
    for key in keys:
        if key[0] != section and key[1]:
            section = key[0]
            lines.append(section)
        label = f"  {key[1]}" if key[1] else key[0]
        cells = [f"{r.values[key]:10.2f}" if key in r.values else f"{'-':>10}" for r in results]
        lines.append(f"{label:{width}} " + " ".join(cells))
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--threads", type=int, default=os.cpu_count() or 1, help="threads of each runtime"
    )
    parser.add_argument("--platforms", default=",".join(PLATFORMS))
    parser.add_argument("--timeout", type=float, default=1800, help="seconds per platform")
    parser.add_argument(
        "clpeak_options", nargs="*", help="passed to clpeak after '--' (e.g. --compute-sp)"
    )
    options = parser.parse_args()
    if shutil.which("clpeak") is None:
        print("clpeak is not installed (Debian: apt-get install clpeak): skipped")
        return 0
    results = []
    for platform in options.platforms.split(","):
        env, why = environment(platform, options.threads)
        if env is None:
            print(f"note: {platform} skipped ({why})")
            continue
        result = run(platform, env, options.clpeak_options, options.timeout)
        results.append(result)
        print(
            f"{platform}: {result.device or '?'}: "
            + (f"FAILED: {result.failure}" if result.failure else "done"),
            flush=True,
        )
        for message in result.messages:
            print(f"  {platform}: {message}")
    print(f"\nclpeak, {options.threads} thread(s) per runtime")
    for line in table(results):
        print(line)
    # ncpu-opt must run clpeak to the end (issue 29); the others are references.
    return 1 if any(r.failure for r in results if r.platform == "ncpu-opt") else 0


if __name__ == "__main__":
    sys.exit(main())
