"""Compile-speed benchmark: our IR's parse+print against llvmlite's own work.

In one run, on a typical kernel module and on a large one (>= 20,000 lines,
renamed copies of kernels), it times the median of several runs of
  (a) llvmlite parse + print,
  (b) ncpu-opt's parse + print (our Python IR),
  (c) llvmlite default<O2> + object emission for the host,
and prints b/a and b/c; then the wall time of `ncpu-opt --version`, and what building an
OpenCL C kernel from source (examples/reduce.cl) costs a fresh process: cold (clang, the
pipeline, code generation) and from the compile cache (no clang runs).
Targets: b/c <= 1.0 on the typical module, <= 1.5 on the large one;
`ncpu-opt --version` <= 0.25 s.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import llvmlite.binding as llvm

from ncpu_opt.codegen import backend
from ncpu_opt.codegen.retarget import retarget
from ncpu_opt.ir import parse_module, print_module
from ncpu_opt.ir.clone import clone_function
from ncpu_opt.ir.upgrade import upgrade_legacy_text

ROOT = Path(__file__).resolve().parents[1]
# A kernel with debug info: the metadata-heavy text clang -g writes.
TYPICAL = ROOT / "test" / "kernels" / "ll-debug" / "transpose_local.ll"
LARGE_SOURCES = sorted((ROOT / "test" / "kernels" / "ll-O0").glob("*.ll"))
LARGE_LINES = 20_000


def median_seconds(fn: Callable[[], object], runs: int) -> float:
    fn()  # warm-up
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def canonical(text: str) -> str:
    return str(llvm.parse_assembly(upgrade_legacy_text(text), context=llvm.create_context()))


def large_module() -> str:
    """Renamed copies of every test kernel's functions, until the module is large."""
    module = parse_module(canonical(LARGE_SOURCES[0].read_text()))
    kernels = [fn for fn in module.functions if not fn.is_declaration]
    copy = 0
    while print_module(module).count("\n") < LARGE_LINES:
        for fn in kernels:
            clone_function(fn, f"{fn.name}.copy{copy}", module)
        copy += 1
    return canonical(print_module(module))


def host_text(text: str) -> str:
    module = parse_module(text)
    retarget(module, backend.host_triple(), backend.target_datalayout())
    return print_module(module)


def o2_and_object(text: str) -> Callable[[], object]:
    machine = backend.target_machine(opt_level=2)

    def run() -> object:
        mod = llvm.parse_assembly(text, context=llvm.create_context())
        tuning = llvm.create_pipeline_tuning_options(speed_level=2)
        builder = llvm.create_pass_builder(machine, tuning)
        builder.getModulePassManager().run(mod, builder)
        return machine.emit_object(mod)

    return run


def measure(name: str, text: str, runs: int) -> dict[str, float]:
    ready = host_text(text)
    a = median_seconds(lambda: canonical(text), runs)
    b = median_seconds(lambda: print_module(parse_module(text)), runs)
    c = median_seconds(o2_and_object(ready), runs)
    lines = text.count("\n")
    print(
        f"{name:8} {lines:7d} lines  (a) llvmlite parse+print {a * 1e3:8.1f} ms  "
        f"(b) ours {b * 1e3:8.1f} ms  (c) O2+obj {c * 1e3:8.1f} ms  b/a {b / a:6.1f}  b/c {b / c:5.2f}"
    )
    return {"a": a, "b": b, "c": c}


def version_wall(runs: int) -> float:
    exe = Path(sys.executable).with_name("ncpu-opt")
    return median_seconds(lambda: subprocess.run([str(exe), "--version"], check=True, capture_output=True), runs)


#: A fresh process builds the OpenCL C kernel and prints how long Program.from_file took.
_BUILD_SOURCE = """
import sys, time
from ncpu_opt.runtime import Program
start = time.perf_counter()
program = Program.from_file(sys.argv[1])
print(time.perf_counter() - start, program.from_cache)
"""


def source_build(runs: int) -> tuple[float, float] | None:
    """Median seconds of a source kernel's build in a new process: (cold, from the cache)."""
    import os
    import tempfile

    from ncpu_opt.opencl_c.clang import FrontEndNotFound, find_frontend

    try:
        find_frontend()
    except FrontEndNotFound:
        return None
    kernel = ROOT / "examples" / "reduce.cl"
    cold, cached = [], []
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="ncpu-bench-cache-") as cache:
            env = {**os.environ, "NCPU_OPT_CACHE_DIR": cache}
            for times, expect_cached in ((cold, "False"), (cached, "True")):
                out = subprocess.run([sys.executable, "-c", _BUILD_SOURCE, str(kernel)], env=env,
                                     check=True, capture_output=True, text=True).stdout.split()
                assert out[1] == expect_cached, out
                times.append(float(out[0]))
    return statistics.median(cold), statistics.median(cached)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="timed runs per figure (median reported)")
    args = parser.parse_args()
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    typical = measure("typical", canonical(TYPICAL.read_text()), args.runs)
    large = measure("large", large_module(), max(3, args.runs // 2))
    version = version_wall(args.runs)
    print(f"ncpu-opt --version: {version * 1e3:.0f} ms wall (median of {args.runs})")
    built = source_build(max(3, args.runs // 2))
    if built is None:
        print("OpenCL C build: no front end (pip install 'ncpu-opt[opencl]')")
    else:
        print(f"OpenCL C build of examples/reduce.cl in a new process: {built[0] * 1e3:.0f} ms cold, "
              f"{built[1] * 1e3:.0f} ms from the cache")
    ok = typical["b"] <= typical["c"] and large["b"] <= 1.5 * large["c"] and version <= 0.25
    print("targets (b/c <= 1.0 typical, <= 1.5 large, --version <= 0.25 s):", "met" if ok else "NOT met")
    return 0


if __name__ == "__main__":
    sys.exit(main())
