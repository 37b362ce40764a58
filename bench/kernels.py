"""Kernel benchmark: ncpu-opt against PoCL, Intel's OpenCL CPU runtime and the machine's limits.

Each kernel of bench/cases.py (OpenCL C in bench/kernels/<name>.cl, the clang-19 -O2 IR
made of it in <name>.ll, the -O0 IR in O0/<name>.ll) runs in every contender at every
thread count asked for.  PoCL, Intel and OpenMP read their thread counts at start-up, so
each (contender, thread count) is a worker process of its own (bench/peers.py); per
kernel the driver starts them, warms them up, runs rounds that ask every worker for one
sample in a shuffled order with a short pause before each, has every worker check its
result against numpy, and stops them.  A sample repeats the launch until it lasts at
least --min-sample-ms; times are per launch, medians over rounds.

    python bench/kernels.py [--threads 2] [--runs 11] [--only vadd,saxpy]
    python bench/kernels.py --threads 1,all --plot out/threads.svg   # what make bench runs ('all': every core)

Columns:
  vec ms     ncpu-opt, the default pipeline (vectorised), from the -O2 IR
  scalar ms  ncpu-opt without the vectoriser (vectorize=False)
  O0 ms      ncpu-opt (vectorised) from clang's -O0 IR (without optnone)
  cl ms      ncpu-opt's Python API on the .cl source, through its OpenCL C front end (which may
             be another clang than the one that made the .ll), built as the peers build it
  icd ms     ncpu-opt as an OpenCL platform (its ICD, OCL_ICD_VENDORS set to this checkout's
             build, ``ncpu-opt --icd``) through PyOpenCL on the .cl source, run like the peers
  PoCL ms, Intel ms   the OpenCL peers on the .cl source ("-": not installed)
  limit ms   the fastest limit reference (bench/limits.py): "C" (an OpenMP C loop,
             privatised where that applies), "numpy" (numpy/BLAS), "memcpy" (a threaded
             copy of the kernel's bytes; for the streaming kernels only, limits.MEMCPY_KERNELS)
  X/vec      median of per-round X time / vec time: above 1, ncpu-opt's vectorised code is
             faster; O0/vec is what clang's -O2 saves us; limit/vec 1.0 means at the limit
  icd/cl     median of per-round icd time / cl time: what the OpenCL platform costs over the
             Python API on the same program (1.0: nothing)
  check      ok, or WRONG: the contenders whose result is not numpy's
A second table gives each limit reference and ncpu-opt's JIT compile time (cold, cached).
The exit status is 1 when a check fails.

PoCL comes from Debian's pocl-opencl-icd, Intel's runtime from PyPI's intel-opencl-rt
(with intel-cmplr-lib-rt), both through PyPI's pyopencl; the C limits need gcc or cc
with OpenMP.  ``--plot FILE.svg`` (matplotlib, bench/plot.py) draws, per kernel, the speed
of ncpu-opt's vectorised code, PoCL, Intel and the C loop against threads, relative to each
one's own run at the fewest threads.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import limits
import numpy as np
import peers
from cases import CASES, KERNELS, Case
from launch_overhead import thread_counts
from plot import Panel, machine, speed_chart

REPO = Path(__file__).resolve().parent.parent
#: Contender -> the runtime whose threads it uses (which environment its worker gets).
CONTENDERS = {"vec": "ncpu-opt", "scalar": "ncpu-opt", "O0": "ncpu-opt", "cl": "ncpu-opt", "icd": "ncpu-opt", "PoCL": "PoCL",
              "Intel": "Intel", "C": "OpenMP", "numpy": "OpenMP", "memcpy": "OpenMP"}
#: How the OpenCL contenders (the peers, icd, cl) build the .cl sources.
OPENCL_BUILD_OPTIONS = "-cl-std=CL2.0"
#: The platform's name that ncpu-opt's ICD reports (the "icd" contender).
ICD_PLATFORM = "ncpu-opt"
#: Seconds of quiet before each timed sample: PoCL's, TBB's and OpenBLAS's threads keep
#: spinning for a while after a launch (OpenBLAS up to 2^28 cycles, about 0.1 s), and would
#: slow down whichever contender runs right after it (with 0.05 s, the sample after numpy's
#: matrix product ran at half speed).
PAUSE_S = 0.15
#: A sample repeats the launch until it lasts about this long: a single launch of a
#: memory-bound kernel takes a millisecond or two, as short as the machine's jitter.
MIN_SAMPLE_MS = 25.0


# -- the contenders, in a worker ----------------------------------------------------------


@dataclass
class Runner:
    run: Callable[[], None]
    #: The output buffer as it is now (read back from the device); None: nothing to check.
    output: Callable[[], np.ndarray] | None
    #: Restores the inout buffers (saxpy's y, the histogram's bins) before the check's launch.
    reset: Callable[[], None] = lambda: None
    info: dict[str, float] = field(default_factory=dict)


def host_runner(case: Case, run: Callable[[], None], checked: bool = True) -> Runner:
    """A runner on the case's own numpy buffers."""
    originals = [(a.value, a.value.copy()) for a in case.args if a.kind == "inout"]

    def reset() -> None:
        for buffer, original in originals:
            buffer[...] = original

    return Runner(run, (lambda: case.output) if checked else None, reset)


def prepare_ncpu(case: Case, threads: int, vectorize: bool, source: Path) -> Runner:
    """The case on the Python API, from IR (``.ll``) or from OpenCL C (``.cl``, built as the peers build it)."""
    from ncpu_opt.runtime import LocalMemory, Program

    options: dict[str, Any] = {"threads": threads, "vectorize": vectorize}
    if source.suffix == ".cl":
        options["build_options"] = OPENCL_BUILD_OPTIONS
    # Twice: a cold compile (the run's cache is empty for the first worker of a kernel), then a cache hit.
    start = time.perf_counter()
    Program.from_file(str(source), **options)
    cold = time.perf_counter() - start
    start = time.perf_counter()
    program = Program.from_file(str(source), **options)
    cached = time.perf_counter() - start
    kernel = program.kernel(case.name)
    call_args = [LocalMemory(a.value) if a.kind == "local" else a.value for a in case.args]

    def run() -> None:
        kernel(*call_args, global_size=case.global_size, local_size=case.local_size)

    runner = host_runner(case, run)
    run()  # the first launch picks the build that all of them run
    runner.info = {"compile_s": cold, "cached_s": cached}
    if source.suffix == ".ll":
        runner.info["width"] = launched_width(program, case, source, vectorize)
    return runner


def launched_width(program: Any, case: Case, source: Path, vectorize: bool) -> int:
    """Work-items per call in the build the launches run: the generic one, or the one for the case's local size."""
    from ncpu_opt.runtime import Program
    from ncpu_opt.runtime.compiler import specialise_local_size

    report = program.kernel(case.name).info.vectorization
    local = (*case.local_size, 1, 1)[:3]
    if (case.name, local) in program._specialized:  # noqa: SLF001 (the runtime keeps no report of that build)
        text = specialise_local_size(source.read_text(), str(source), case.name, local)
        report = Program(text, str(source), vectorize=vectorize).kernel(case.name).info.vectorization
    return report.width if report else 1


def prepare_opencl(case: Case, peer: str) -> Runner:
    """The case on an OpenCL peer, from the .cl source, its buffers created and its arguments set once."""
    import warnings

    import pyopencl as cl

    warnings.filterwarnings("ignore", category=cl.CompilerWarning)
    ctx = peers.opencl_context(peer)
    queue = cl.CommandQueue(ctx)
    kernel = getattr(cl.Program(ctx, (KERNELS / f"{case.name}.cl").read_text()).build(options=OPENCL_BUILD_OPTIONS),
                     case.name)
    mf = cl.mem_flags
    buffers: list[Any] = []  # set_arg keeps no reference: the buffers must live as long as the kernel
    inout: list[tuple[Any, np.ndarray]] = []
    output: Any = None
    for index, arg in enumerate(case.args):
        if arg.kind in ("in", "out", "inout"):
            flags = mf.READ_ONLY if arg.kind == "in" else mf.READ_WRITE
            value: Any = cl.Buffer(ctx, flags | mf.COPY_HOST_PTR, hostbuf=arg.value)
            buffers.append(value)
            if arg.kind != "in":
                output = value
            if arg.kind == "inout":
                inout.append((value, arg.value.copy()))
        elif arg.kind == "local":
            value = cl.LocalMemory(arg.value)
        else:
            value = arg.value
        kernel.set_arg(index, value)

    def run(keep: Any = (ctx, buffers)) -> None:
        # `keep`: the context and buffers must outlive the kernel.
        cl.enqueue_nd_range_kernel(queue, kernel, case.global_size, case.local_size)
        queue.finish()

    def read() -> np.ndarray:
        host = np.empty_like(case.output)
        cl.enqueue_copy(queue, host, output)
        return host

    def reset() -> None:
        for buffer, original in inout:
            cl.enqueue_copy(queue, buffer, original)
        queue.finish()

    return Runner(run, read, reset)


def prepare(contender: str, case: Case, threads: int, lib_dir: Path) -> Runner:
    if contender in ("vec", "scalar", "O0"):
        folder = KERNELS / "O0" if contender == "O0" else KERNELS
        return prepare_ncpu(case, threads, contender != "scalar", folder / f"{case.name}.ll")
    if contender == "cl":
        return prepare_ncpu(case, threads, True, KERNELS / f"{case.name}.cl")
    if contender in peers.OPENCL_PLATFORMS:
        return prepare_opencl(case, contender)
    if contender == "icd":
        return prepare_opencl(case, ICD_PLATFORM)
    if contender == "numpy":
        run = limits.numpy_limit(case)
        if run is None:
            raise LookupError("no numpy equivalent")
        return host_runner(case, run)
    library = lib_dir / f"{case.name if contender == 'C' else limits.MEMCPY}.so"
    if not library.exists():
        raise LookupError(f"{library.name} not built")
    if contender == "C":
        return host_runner(case, limits.c_loop(case, library, threads))
    return host_runner(case, limits.memcpy(case, library, threads), checked=False)


def timed(run: Callable[[], None], repeats: int = 1) -> float:
    """Milliseconds per launch, over ``repeats`` back-to-back launches."""
    start = time.perf_counter()
    for _ in range(repeats):
        run()
    return (time.perf_counter() - start) * 1e3 / repeats


def expected(case: Case, ref_dir: Path) -> np.ndarray:
    """The case's reference, computed by the first worker that checks it and kept for the others."""
    path = ref_dir / f"{case.name}.npy"
    if path.exists():
        return np.load(path)
    reference = np.asarray(case.expected())
    partial = path.with_suffix(".part.npy")
    np.save(partial, reference)
    partial.replace(path)
    return reference


def check(case: Case, runner: Runner, ref_dir: Path) -> dict[str, Any]:
    """One launch from the initial buffers, compared with numpy."""
    if runner.output is None:
        return {"error": None, "ok": True}
    runner.reset()
    runner.run()
    error = case.error(runner.output(), expected(case, ref_dir))
    return {"error": error, "ok": bool(error <= case.tolerance)}


def serve(contender: str, name: str, threads: int, min_sample_ms: float, lib_dir: Path, ref_dir: Path) -> None:
    """Worker: answer "warm" (launches per sample), "sample" (ms per launch) and "check" (json)."""
    # The protocol gets stdout of its own: a runtime printing to stdout would garble it.
    protocol = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(2, 1)
    case = CASES[name]()
    try:
        runner = prepare(contender, case, threads, lib_dir)
    except Exception as e:  # the contender is not installed, or does not start
        print(f"unavailable: {type(e).__name__}: {e}".replace("\n", " "), file=protocol)
        return
    print("ready " + json.dumps(runner.info), file=protocol)
    repeats = 1
    for line in sys.stdin:
        request = line.strip()
        if request == "warm":
            runner.run()
            runner.run()
            # Per worker, so that a fast limit does not make a slow contender's samples last seconds.
            single = min(timed(runner.run) for _ in range(3))
            repeats = max(1, math.ceil(min_sample_ms / max(single, 1e-3)))
            print(repeats, file=protocol)
        elif request == "sample":
            print(repr(timed(runner.run, repeats)), file=protocol)
        elif request == "check":
            print(json.dumps(check(case, runner, ref_dir)), file=protocol)


# -- the driver ---------------------------------------------------------------------------

Key = tuple[str, int]  # (contender, threads)


@dataclass
class Measured:
    """One kernel's results: per (contender, threads) the per-round samples and the check."""

    name: str
    times: dict[Key, list[float]] = field(default_factory=dict)
    checks: dict[Key, dict[str, Any]] = field(default_factory=dict)
    info: dict[str, float] = field(default_factory=dict)

    def median(self, key: Key) -> float | None:
        return statistics.median(self.times[key]) if key in self.times else None

    def ratio(self, key: Key, base: Key) -> float | None:
        """Median of per-round ratios: both sampled in the same rounds, so they saw the same machine."""
        if key not in self.times or base not in self.times:
            return None
        return statistics.median(a / b for a, b in zip(self.times[key], self.times[base], strict=True))

    def limit(self, threads: int) -> str | None:
        """The limit reference with the lowest median time (one whose result is right)."""
        candidates = [(c, threads) for c in limits.KINDS if (c, threads) in self.times
                      and self.checks.get((c, threads), {}).get("ok")]
        return min(candidates, key=lambda k: statistics.median(self.times[k]))[0] if candidates else None

    def wrong(self, threads: int) -> list[str]:
        return [c for (c, t), result in self.checks.items() if t == threads and not result.get("ok")]


@dataclass
class Options:
    threads: list[int]
    runs: int
    min_sample_ms: float
    contenders: list[str]
    lib_dir: Path
    ref_dir: Path
    #: The vendors folder that shows the system's OpenCL loader our platform alone (None: not built).
    icd_vendors: str | None = None


def start(contender: str, name: str, threads: int, options: Options) -> peers.Worker:
    argv = [sys.executable, __file__, "--worker", contender, "--only", name, "--threads", str(threads),
            "--min-sample-ms", str(options.min_sample_ms), "--lib-dir", str(options.lib_dir),
            "--ref-dir", str(options.ref_dir)]
    env = peers.worker_env(CONTENDERS[contender], threads)
    if contender == "icd" and env is not None and options.icd_vendors is not None:
        # Only our vendors file: the worker's one platform is ncpu-opt's.
        env["OCL_ICD_VENDORS"] = options.icd_vendors
    return peers.Worker(f"{contender}@{threads}", argv, env)


def measure(name: str, options: Options, notes: dict[str, str]) -> Measured:
    result = Measured(name)
    keys = [(c, t) for t in options.threads for c in options.contenders
            if (c != "numpy" or name in limits.NUMPY_KERNELS) and (c != "memcpy" or name in limits.MEMCPY_KERNELS)]
    # The first (vectorised) worker starts alone: its compile time is the cold JIT's, undisturbed.
    first = start(keys[0][0], name, keys[0][1], options)
    first.wait_ready()
    workers = {keys[0]: first} | {key: start(key[0], name, key[1], options) for key in keys[1:]}
    try:
        live: dict[Key, peers.Worker] = {}
        for key, worker in workers.items():
            if worker.proc is not None and (worker is first or worker.wait_ready()):
                live[key] = worker
            elif CONTENDERS[key[0]] == "ncpu-opt":
                # ncpu-opt is always there: not starting means it did not compile or load the kernel.
                print(f"{name}: {worker.label}: {worker.why}", file=sys.stderr)
                result.checks[key] = {"ok": False, "error": worker.why}
            else:
                notes.setdefault(key[0], worker.why)
        result.info = json.loads(first.info or "{}")
        for key in list(live):
            ask(live, key, "warm", result)
        run_rounds(live, options.runs, result)
        for key in list(live):
            answer = ask(live, key, "check", result)
            if answer is not None:
                result.checks[key] = json.loads(answer)
    finally:
        for worker in workers.values():
            worker.close()
    return result


def ask(live: dict[Key, peers.Worker], key: Key, request: str, result: Measured) -> str | None:
    """The worker's answer; None when it died (a crash counts as a failed check, its samples are dropped)."""
    try:
        return live[key].ask(request)
    except RuntimeError as e:
        print(f"{result.name}: {e}", file=sys.stderr)
        del live[key]
        result.times.pop(key, None)
        result.checks[key] = {"ok": False, "error": "crashed"}
        return None


def run_rounds(live: dict[Key, peers.Worker], runs: int, result: Measured) -> None:
    for round_index in range(runs):
        for key in peers.round_order(list(live), round_index):
            time.sleep(PAUSE_S)
            answer = ask(live, key, "sample", result)
            if answer is not None:
                result.times.setdefault(key, []).append(float(answer))


# -- the tables and the plot ----------------------------------------------------------------

#: The ratios the table shows, (contender, reference): mostly against vec; icd against cl, the
#: same source through the same front end, is what the OpenCL platform adds to the Python API.
RATIOS = (("scalar", "vec"), ("PoCL", "vec"), ("Intel", "vec"), ("O0", "vec"), ("cl", "vec"), ("icd", "cl"))
#: The contenders the chart of speed against threads shows (bench/plot.py).
PLOTTED = ("vec", "PoCL", "Intel", "C")
HEADER = (f"{'kernel':13} {'thr':>3} {'vec ms':>8} {'scalar ms':>9} {'O0 ms':>8} {'cl ms':>8} {'PoCL ms':>8}"
          f" {'Intel ms':>8} {'icd ms':>8} {'limit ms':>8} {'limit by':8} {'scalar/vec':>10} {'PoCL/vec':>8}"
          f" {'Intel/vec':>9} {'O0/vec':>7} {'cl/vec':>7} {'icd/cl':>7} {'limit/vec':>9}  check")


def cell(value: float | None, width: int, suffix: str = "") -> str:
    return f"{'-':>{width}}" if value is None else f"{value:{width - len(suffix)}.2f}{suffix}"


def rows(m: Measured, threads: list[int]) -> Iterable[str]:
    for t in threads:
        by = m.limit(t)
        times = [cell(m.median((c, t)), w) for c, w in (("vec", 8), ("scalar", 9), ("O0", 8), ("cl", 8),
                                                         ("PoCL", 8), ("Intel", 8), ("icd", 8))]
        ratios = [cell(m.ratio((c, t), (ref, t)), w, "x")
                  for (c, ref), w in zip(RATIOS, (10, 8, 9, 7, 7, 7), strict=True)]
        wrong = m.wrong(t)
        yield (f"{m.name:13} {t:3} {' '.join(times)} {cell(m.median((by, t)) if by else None, 8)} {by or '-':8}"
               f" {' '.join(ratios)} {cell(m.ratio((by, t), ('vec', t)) if by else None, 9)}"
               f"  {'WRONG: ' + ','.join(wrong) if wrong else 'ok'}")


def geomean(values: list[float]) -> float:
    return math.exp(sum(math.log(v) for v in values) / len(values))


def summary(results: list[Measured], threads: list[int]) -> Iterable[str]:
    for t in threads:
        parts = []
        for contender, ref in (*RATIOS, ("limit", "vec")):
            values = [m.ratio((m.limit(t) or "", t) if contender == "limit" else (contender, t), (ref, t))
                      for m in results]
            present = [v for v in values if v is not None]
            if present:
                parts.append(f"{contender}/{ref} {geomean(present):.2f}x")
        yield f"geomean at {t} thread(s): " + ", ".join(parts)


def reference_rows(results: list[Measured], threads: list[int]) -> Iterable[str]:
    yield (f"{'kernel':13} {'thr':>3} {'C ms':>8} {'numpy ms':>8} {'memcpy ms':>9}  {'compile s':>9} {'cached s':>8}"
           f" {'vec width':>9}")
    for m in results:
        for i, t in enumerate(threads):
            compile_cells = (f"  {m.info.get('compile_s', math.nan):9.2f} {m.info.get('cached_s', math.nan):8.3f}"
                             f" {m.info.get('width', math.nan):9g}")
            yield (f"{m.name:13} {t:3} {cell(m.median(('C', t)), 8)} {cell(m.median(('numpy', t)), 8)}"
                   f" {cell(m.median(('memcpy', t)), 9)}" + (compile_cells if i == 0 else ""))


def panels(results: list[Measured], threads: list[int]) -> list[Panel]:
    """Per kernel, PLOTTED's right results: per-round speed relative to the same contender at the fewest threads."""
    base = threads[0]
    out = []
    for m in results:
        curves = {}
        for c in PLOTTED:
            ratios = {t: m.ratio((c, base), (c, t)) for t in threads if m.checks.get((c, t), {}).get("ok")}
            points = {t: r for t, r in ratios.items() if r is not None}
            if base in points and len(points) > 1:
                curves[c] = points
        width = int(m.info.get("width", 0))
        vec = m.median(("vec", base))
        out.append(Panel(m.name + (f" ({width} wide)" if width > 1 else "")
                         + (f"\nvec: {vec:.3g} ms at {base} thr" if vec is not None else ""), curves))
    return out


# -- main ---------------------------------------------------------------------------------


def icd_vendors() -> tuple[str | None, str]:
    """The vendors folder of this checkout's build of the platform (built if need be), or why there is none."""
    import importlib.util

    from icd_launch import our_vendors

    from ncpu_opt.icd.build import IcdBuildError

    if importlib.util.find_spec("pyopencl") is None:
        return None, "pyopencl is not installed"
    try:
        return our_vendors(), ""
    except IcdBuildError as e:
        return None, str(e)


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--threads", default="2", help="comma-separated thread counts ('all': every core), e.g. 1,4,16")
    parser.add_argument("--runs", type=int, default=11, help="timed rounds")
    parser.add_argument("--min-sample-ms", type=float, default=MIN_SAMPLE_MS,
                        help="repeat the launch within a sample until it lasts this long (0: one launch)")
    parser.add_argument("--only", default="", help="comma-separated kernel names")
    parser.add_argument("--plot", type=Path, metavar="FILE.svg",
                        help="chart of speed against threads, per kernel (needs matplotlib and 2+ thread counts)")
    parser.add_argument("--worker", choices=CONTENDERS, help=argparse.SUPPRESS)
    parser.add_argument("--lib-dir", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--ref-dir", type=Path, help=argparse.SUPPRESS)
    return parser.parse_args()


def main() -> int:
    args = parse_args()
    if args.worker:
        serve(args.worker, args.only, int(args.threads), args.min_sample_ms, args.lib_dir, args.ref_dir)
        return 0
    threads = thread_counts(args.threads)
    names = [n for n in CASES if not args.only or n in args.only.split(",")]
    with tempfile.TemporaryDirectory(prefix="ncpu-bench-") as scratch:
        work = Path(scratch)
        # One compile cache for the run: every worker after a kernel's first loads from it.
        os.environ["NCPU_OPT_CACHE_DIR"] = str(work / "cache")
        (work / "lib").mkdir()
        (work / "ref").mkdir()
        libraries, why = limits.build(names, work / "lib")
        vendors, why_no_icd = icd_vendors()
        contenders = [c for c in CONTENDERS if (c not in ("C", "memcpy") or libraries) and (c != "icd" or vendors)]
        options = Options(threads, args.runs, args.min_sample_ms, contenders, work / "lib", work / "ref", vendors)
        print(f"threads {','.join(map(str, threads))}; median of {args.runs} rounds (each worker once, in a shuffled"
              f" order) after 2 warm-ups; a sample is >= {args.min_sample_ms:g} ms of back-to-back launches,"
              " times are per launch")
        if why:
            print(f"note: {why}")
        print(HEADER)
        notes: dict[str, str] = {"icd": why_no_icd} if why_no_icd else {}
        results = []
        for name in names:
            m = measure(name, options, notes)
            results.append(m)
            for line in rows(m, threads):
                print(line, flush=True)
    failed = any(m.wrong(t) for m in results for t in threads)
    for line in summary(results, threads):
        print(line)
    for contender, reason in notes.items():
        print(f"note: {contender} skipped ({reason})")
    print()
    for line in reference_rows(results, threads):
        print(line)
    if args.plot:
        title = f"{machine()}: speed against threads (medians of {args.runs} rounds)"
        print(speed_chart(panels(results, threads), threads, title, args.plot))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
