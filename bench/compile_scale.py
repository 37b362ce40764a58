"""Compile-scale benchmark: modules of many kernels through `ncpu-opt -passes=native-cpu`.

Real device code comes in large modules (a SYCL application, an OpenCL library). This
builds modules of 10, 100 and 500 kernels from the bench's ten kernels (bench/kernels/*.ll,
clang -O2 IR), renamed copies linked by llvmlite, and times a fresh
`ncpu-opt -passes=native-cpu --filetype=obj` process on each: wall time and peak resident
memory (the child's own, from wait4). Where ncpu-opt has `-j`, it runs with `-j 1` and with
every core and gives the speed-up. Then the runtime on the same modules: how long
`Program(source, cache=False)` takes to be ready (it compiles kernels on first use) and
the first use of one kernel (`program.kernel(name)`: that kernel's unit compiled).

    python bench/compile_scale.py [--kernels 10,100,500] [--runs 1]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import llvmlite.binding as llvm
from cases import KERNELS

ROOT = Path(__file__).resolve().parents[1]
#: The installed command (beside this interpreter in a virtual environment), as a user runs it.
_BESIDE = Path(sys.executable).with_name("ncpu-opt")
NCPU_OPT = [str(_BESIDE) if _BESIDE.exists() else (shutil.which("ncpu-opt") or "ncpu-opt")]


def kernel_sources() -> list[Path]:
    return sorted(p for p in KERNELS.glob("*.ll") if p.stem != "empty")


def many_kernels(count: int) -> str:
    """A module of ``count`` kernels: renamed copies of the bench kernels, linked."""
    sources = kernel_sources()
    context = llvm.create_context()
    linked: llvm.ModuleRef | None = None
    for i in range(count):
        source = sources[i % len(sources)]
        module = llvm.parse_assembly(source.read_text(), context=context)
        copy = i // len(sources)
        for fn in module.functions:
            if not fn.is_declaration:
                fn.name = f"{fn.name}_{copy}"
        if linked is None:
            linked = module
        else:
            linked.link_in(module)
    assert linked is not None
    return str(linked)


def supports_jobs() -> bool:
    help_text = subprocess.run([*NCPU_OPT, "--help"], capture_output=True, text=True).stdout
    return any(line.lstrip().startswith("-j") for line in help_text.splitlines())


def compile_once(path: Path, out: Path, jobs: int | None) -> tuple[float, float]:
    """Wall seconds and peak RSS (MB) of one ``ncpu-opt`` process compiling ``path`` to an object."""
    argv = [*NCPU_OPT, "--passes=native-cpu", "--filetype=obj", "-o", str(out), str(path)]
    if jobs is not None:
        argv[1:1] = ["-j", str(jobs)]
    start = time.perf_counter()
    child = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    stderr = child.stderr.read().decode() if child.stderr else ""
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError(f"ncpu-opt failed on {path.name}: {stderr[-2000:]}")
    return wall, usage.ru_maxrss / 1024  # KiB on Linux


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kernels", default="10,100,500", help="comma-separated kernel counts")
    parser.add_argument("--runs", type=int, default=1, help="compilations per size (median)")
    args = parser.parse_args()
    counts = [int(c) for c in args.kernels.split(",")]
    jobs_settings: list[int | None] = [1, os.cpu_count() or 1] if supports_jobs() else [None]
    print(f"ncpu-opt -passes=native-cpu --filetype=obj on modules of renamed bench kernels; median of {args.runs}")
    header = f"{'kernels':>7} {'IR lines':>9}"
    for jobs in jobs_settings:
        label = "" if jobs is None else f" -j {jobs}"
        header += f" {'wall s' + label:>12} {'peak MB' + label:>13}"
    if len(jobs_settings) == 2:
        header += f" {'speed-up':>8}"
    print(header)
    if jobs_settings == [None]:
        print("(ncpu-opt has no -j yet: one process, one core)")
    with tempfile.TemporaryDirectory(prefix="ncpu-compile-scale-") as tmp:
        for count in counts:
            path = Path(tmp) / f"kernels{count}.ll"
            text = many_kernels(count)
            path.write_text(text)
            row = f"{count:>7} {text.count(chr(10)):>9}"
            walls = []
            for jobs in jobs_settings:
                samples = [compile_once(path, Path(tmp) / "out.o", jobs) for _ in range(args.runs)]
                wall = statistics.median(s[0] for s in samples)
                walls.append(wall)
                row += f" {wall:>12.1f} {max(s[1] for s in samples):>13.0f}"
            if len(walls) == 2:
                row += f" {walls[0] / walls[1]:>7.2f}x"
            print(row, flush=True)
        print()
        print("runtime: Program(source, cache=False) ready, then the first use of one kernel (medians)")
        print(f"{'kernels':>7} {'ready s':>9} {'first use s':>12} {'kernels loaded':>15}")
        for count in counts:
            source = (Path(tmp) / f"kernels{count}.ll").read_text()
            readies, firsts, loaded = [], [], 0
            for _ in range(args.runs):
                ready, first, loaded = runtime_once(source)
                readies.append(ready)
                firsts.append(first)
            print(f"{count:>7} {statistics.median(readies):>9.2f} {statistics.median(firsts):>12.2f} {loaded:>15}", flush=True)
    return 0


def runtime_once(source: str) -> tuple[float, float, int]:
    """Seconds until a Program of ``source`` is ready, seconds for the first use of its
    ``saxpy_0`` kernel, and how many kernels are in the process after that."""
    from ncpu_opt.runtime import Program

    start = time.perf_counter()
    program = Program.from_source(source, cache=False, specialize=False)
    ready = time.perf_counter() - start
    start = time.perf_counter()
    program.kernel("saxpy_0")
    return ready, time.perf_counter() - start, len(program.loaded_kernels)


if __name__ == "__main__":
    sys.exit(main())
