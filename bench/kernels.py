"""Kernel benchmark: ncpu-opt's runtime against PoCL, in one run, at the same thread count.

Each family of bench/kernels/ (OpenCL C sources and the clang-19 IR made of
them) runs with warm-ups, then the median of several timed samples (each
repeats the launch for at least --min-sample-ms); results are
checked against numpy.  Printed: per kernel ncpu ms, PoCL ms and the ratio
PoCL/ncpu (above 1: ncpu-opt is faster), the geometric mean, and ncpu-opt's
JIT compile time per kernel (cold, and from the on-disk cache).

    python bench/kernels.py [--threads 2] [--runs 7] [--only vadd,saxpy]

PoCL comes from Debian's pocl-opencl-icd and PyPI's pyopencl; without them
the table says "PoCL not available".
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

HERE = Path(__file__).resolve().parent / "kernels"


@dataclass(eq=False)
class Arg:
    """One kernel argument: a buffer (in, out or inout), a scalar, or __local bytes."""

    kind: str  # "in" | "out" | "inout" | "scalar" | "local"
    value: Any


@dataclass
class Case:
    name: str
    args: list[Arg]
    global_size: tuple[int, ...]
    local_size: tuple[int, ...]
    # Checks the output buffers (in argument order) against numpy; returns the max error.
    check: Callable[[list[np.ndarray]], float]
    tolerance: float = 1e-4
    buffers: list[np.ndarray] = field(default_factory=list)


def rng() -> np.random.Generator:
    return np.random.default_rng(1234)


def case_vadd() -> Case:
    n = 1 << 22
    a, b = rng().random(n, dtype=np.float32), rng().random(n, dtype=np.float32) + 1
    c = np.zeros(n, np.float32)
    return Case("vadd", [Arg("in", a), Arg("in", b), Arg("out", c), Arg("scalar", np.uint32(n))],
                (n,), (256,), lambda out: float(np.max(np.abs(out[0] - (a + b)))))


def case_saxpy() -> Case:
    n = 1 << 22
    x, y = rng().random(n, dtype=np.float32), rng().random(n, dtype=np.float32)
    y0 = y.copy()
    alpha = np.float32(2.5)
    # saxpy is in place: each timed run starts again from y0 (the check uses the last run).
    return Case("saxpy", [Arg("scalar", alpha), Arg("in", x), Arg("inout", y), Arg("scalar", np.uint32(n))],
                (n,), (256,), lambda out: float(np.max(np.abs(out[0] - (alpha * x + y0)))))


def case_reduce_sum() -> Case:
    n, local, groups = 1 << 22, 256, 256
    data = rng().random(n, dtype=np.float32)
    partial = np.zeros(groups, np.float32)
    return Case("reduce_sum",
                [Arg("in", data), Arg("out", partial), Arg("local", local * 4), Arg("scalar", np.uint32(n))],
                (local * groups,), (local,),
                lambda out: abs(float(out[0].sum(dtype=np.float64)) - float(data.sum(dtype=np.float64))) / n,
                tolerance=1e-5)


def case_matmul_tiled() -> Case:
    n = 512
    a, b = rng().random((n, n), dtype=np.float32), rng().random((n, n), dtype=np.float32)
    c = np.zeros((n, n), np.float32)
    ref = a.astype(np.float64) @ b.astype(np.float64)
    return Case("matmul_tiled", [Arg("in", a), Arg("in", b), Arg("out", c), Arg("scalar", np.uint32(n))],
                (n, n), (16, 16), lambda out: float(np.max(np.abs(out[0] - ref)) / n), tolerance=1e-4)


def case_stencil5() -> Case:
    w = h = 2048
    grid = rng().random((h, w), dtype=np.float32)
    out = np.zeros((h, w), np.float32)
    c0, c1 = np.float32(0.5), np.float32(0.125)
    ref = grid.copy()
    ref[1:-1, 1:-1] = c0 * grid[1:-1, 1:-1] + c1 * (grid[1:-1, :-2] + grid[1:-1, 2:] + grid[:-2, 1:-1] + grid[2:, 1:-1])
    return Case("stencil5",
                [Arg("in", grid), Arg("out", out), Arg("scalar", np.uint32(w)), Arg("scalar", np.uint32(h)),
                 Arg("scalar", c0), Arg("scalar", c1)],
                (w, h), (16, 16), lambda o: float(np.max(np.abs(o[0] - ref))))


def mandelbrot_reference(w: int, h: int, max_iter: int) -> np.ndarray:
    px, py = np.meshgrid(np.arange(w, dtype=np.float32), np.arange(h, dtype=np.float32))
    cr = np.float32(-2.0) + np.float32(3.0) * px / np.float32(w)
    ci = np.float32(-1.5) + np.float32(3.0) * py / np.float32(h)
    zr, zi = np.zeros_like(cr), np.zeros_like(ci)
    counts = np.zeros((h, w), np.uint32)
    active = np.ones((h, w), bool)
    for _ in range(max_iter):
        active &= zr * zr + zi * zi <= 4.0
        if not active.any():
            break
        t = zr * zr - zi * zi + cr
        zi = np.where(active, np.float32(2.0) * zr * zi + ci, zi)
        zr = np.where(active, t, zr)
        counts += active
    return counts


def case_mandelbrot() -> Case:
    w = h = 1024
    max_iter = 256
    counts = np.zeros((h, w), np.uint32)
    ref = mandelbrot_reference(w, h, max_iter)
    # Float rounding (fma contraction) may move a few points across the escape radius.
    return Case("mandelbrot",
                [Arg("out", counts), Arg("scalar", np.uint32(w)), Arg("scalar", np.uint32(h)),
                 Arg("scalar", np.uint32(max_iter))],
                (w, h), (16, 16), lambda out: float(np.mean(out[0] != ref)), tolerance=5e-3)


CASES: dict[str, Callable[[], Case]] = {
    "vadd": case_vadd, "saxpy": case_saxpy, "reduce_sum": case_reduce_sum,
    "matmul_tiled": case_matmul_tiled, "stencil5": case_stencil5, "mandelbrot": case_mandelbrot,
}


def outputs(case: Case) -> list[np.ndarray]:
    return [a.value for a in case.args if a.kind in ("out", "inout")]


def reset_inout(case: Case, originals: list[np.ndarray]) -> None:
    for arg, original in zip((a for a in case.args if a.kind == "inout"), originals, strict=True):
        arg.value[...] = original


# -- ncpu-opt ---------------------------------------------------------------------------


def prepare_ncpu(
    case: Case, threads: int, vectorize: bool = True
) -> tuple[Callable[[], None], Callable[[], float], float, float]:
    """(run, check -> max error, cold compile s, cached load s); ``vectorize``: the default pipeline's vecz."""
    from ncpu_opt.runtime import LocalMemory, Program

    source = HERE / f"{case.name}.ll"
    with tempfile.TemporaryDirectory() as cache_dir:
        os.environ["NCPU_OPT_CACHE_DIR"] = cache_dir
        start = time.perf_counter()
        Program.from_file(str(source), threads=threads, vectorize=vectorize)
        cold = time.perf_counter() - start
        start = time.perf_counter()
        program = Program.from_file(str(source), threads=threads, vectorize=vectorize)
        cached = time.perf_counter() - start
    kernel = program.kernel(case.name)
    call_args = [LocalMemory(a.value) if a.kind == "local" else a.value for a in case.args]
    originals = [a.value.copy() for a in case.args if a.kind == "inout"]

    def run() -> None:
        reset_inout(case, originals)
        kernel(*call_args, global_size=case.global_size, local_size=case.local_size)

    return run, lambda: case.check(outputs(case)), cold, cached


# -- PoCL ----------------------------------------------------------------------------------


def pocl_context() -> Any | None:
    try:
        import pyopencl as cl
    except ImportError:
        return None
    for platform in cl.get_platforms():
        if "Portable Computing Language" in platform.name:
            return cl.Context(platform.get_devices())
    return None


def prepare_pocl(ctx: Any, case: Case) -> tuple[Callable[[], None], Callable[[], float]]:
    """(run, check -> max error) for the case on PoCL, buffers created once."""
    import pyopencl as cl

    queue = cl.CommandQueue(ctx)
    source = (HERE / f"{case.name}.cl").read_text()
    kernel = getattr(cl.Program(ctx, source).build(options="-cl-std=CL2.0"), case.name)
    mf = cl.mem_flags
    buffers: list[tuple[Arg, Any]] = []
    for index, arg in enumerate(case.args):
        if arg.kind in ("in", "out", "inout"):
            flags = mf.READ_ONLY if arg.kind == "in" else mf.READ_WRITE
            buf = cl.Buffer(ctx, flags | mf.COPY_HOST_PTR, hostbuf=arg.value)
            buffers.append((arg, buf))
            kernel_arg: Any = buf
        elif arg.kind == "local":
            kernel_arg = cl.LocalMemory(arg.value)
        else:
            kernel_arg = arg.value
        kernel.set_arg(index, kernel_arg)
    originals = {id(a): a.value.copy() for a in case.args if a.kind == "inout"}

    def run() -> None:
        for arg, buf in buffers:
            if arg.kind == "inout":
                cl.enqueue_copy(queue, buf, originals[id(arg)])
        cl.enqueue_nd_range_kernel(queue, kernel, case.global_size, case.local_size)
        queue.finish()

    def check() -> float:
        results = []
        for arg, buf in buffers:
            if arg.kind in ("out", "inout"):
                host = np.empty_like(arg.value)
                cl.enqueue_copy(queue, host, buf)
                results.append(host)
        return case.check(results)

    return run, check


#: Seconds of quiet before each timed sample.
PAUSE_S = 0.05
#: A sample repeats the launch until it lasts about this long: a single launch
#: of a memory-bound kernel takes a millisecond or two, as short as the
#: machine's jitter (thread wake-ups, other tenants of the shared L3).
MIN_SAMPLE_MS = 25.0


def timed(run: Callable[[], None], repeats: int = 1) -> float:
    """Milliseconds per launch, over ``repeats`` back-to-back launches."""
    start = time.perf_counter()
    for _ in range(repeats):
        run()
    return (time.perf_counter() - start) * 1e3 / repeats


def repeats_for(runs: dict[str, Callable[[], None]], min_sample_ms: float) -> int:
    """Launches per sample so that the fastest contender's sample lasts ``min_sample_ms``
    (every contender of a kernel does the same number: the same work per sample)."""
    fastest = min(min(timed(run) for _ in range(3)) for run in runs.values())
    return max(1, math.ceil(min_sample_ms / max(fastest, 1e-3)))


# -- the table ----------------------------------------------------------------------------


def geomean(values: list[float]) -> float:
    return math.exp(sum(math.log(v) for v in values) / len(values))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--min-sample-ms", type=float, default=MIN_SAMPLE_MS,
                        help="repeat the launch within a sample until it lasts this long (0: one launch)")
    parser.add_argument("--only", default="", help="comma-separated kernel names")
    args = parser.parse_args()
    # PoCL's pthread device reads its core count from the environment at start-up.
    os.environ["POCL_CPU_MAX_CU_COUNT"] = str(args.threads)
    os.environ["POCL_MAX_PTHREAD_COUNT"] = str(args.threads)
    ctx = pocl_context()
    names = [n for n in CASES if not args.only or n in args.only.split(",")]
    print(f"threads {args.threads}, median of {args.runs} rounds (each contender once, in rotating order) after 2 warm-ups;"
          f" a sample is >= {args.min_sample_ms:g} ms of back-to-back launches, times are per launch"
          + ("" if ctx is not None else "; PoCL not available"))
    print("vec: the default pipeline (vectorised); scalar: native-cpu<no-vecz>; ratios are medians of per-round ratios")
    print(f"{'kernel':14} {'vec ms':>8} {'scalar ms':>9} {'PoCL ms':>8} {'scalar/vec':>10} {'PoCL/vec':>9}"
          f" {'PoCL/scalar':>11} {'check':>6} {'compile s':>9} {'cached s':>8}")
    speedups: dict[str, float] = {}
    vs_pocl: list[float] = []
    scalar_vs_pocl: list[float] = []
    failed = False
    for name in names:
        case = CASES[name]()
        runs: dict[str, Callable[[], None]] = {}
        vec_run, vec_check, cold, cached = prepare_ncpu(case, args.threads, vectorize=True)
        scalar_case = CASES[name]()
        scalar_run, scalar_check, _, _ = prepare_ncpu(scalar_case, args.threads, vectorize=False)
        runs = {"vec": vec_run, "scalar": scalar_run}
        pocl = prepare_pocl(ctx, CASES[name]()) if ctx is not None else None
        if pocl is not None:
            runs["pocl"] = pocl[0]
        # Warm up, then alternate the three so that all see the same machine.
        for _ in range(2):
            for run in runs.values():
                run()
        repeats = repeats_for(runs, args.min_sample_ms)
        times: dict[str, list[float]] = {key: [] for key in runs}
        order = list(runs)
        for round_index in range(args.runs):
            # Each round starts with the next contender: a fixed order would give each
            # one the same neighbour (and its cache and frequency state) every time.
            shift = round_index % len(order)
            for key in order[shift:] + order[:shift]:
                # A pause first: PoCL's worker threads keep spinning for a while after a
                # kernel, and would slow down whichever contender runs right after it.
                time.sleep(PAUSE_S)
                times[key].append(timed(runs[key], repeats))
        ok = vec_check() <= case.tolerance and scalar_check() <= scalar_case.tolerance
        speedup = statistics.median(s / v for s, v in zip(times["scalar"], times["vec"], strict=True))
        speedups[name] = speedup
        pocl_text, ratio_text, scalar_ratio_text = "-", "-", "-"
        if pocl is not None:
            ok = ok and pocl[1]() <= case.tolerance
            ratio = statistics.median(p / v for p, v in zip(times["pocl"], times["vec"], strict=True))
            scalar_ratio = statistics.median(p / v for p, v in zip(times["pocl"], times["scalar"], strict=True))
            vs_pocl.append(ratio)
            scalar_vs_pocl.append(scalar_ratio)
            pocl_text = f"{statistics.median(times['pocl']):8.2f}"
            ratio_text, scalar_ratio_text = f"{ratio:8.2f}x", f"{scalar_ratio:10.2f}x"
        failed = failed or not ok
        print(f"{name:14} {statistics.median(times['vec']):8.2f} {statistics.median(times['scalar']):9.2f}"
              f" {pocl_text:>8} {speedup:9.2f}x {ratio_text:>9} {scalar_ratio_text:>11} {'ok' if ok else 'WRONG':>6}"
              f" {cold:9.2f} {cached:8.3f}", flush=True)
    print(f"geomean scalar/vec: {geomean(list(speedups.values())):.2f}x"
          f" (min {min(speedups.values()):.2f}x, {min(speedups, key=speedups.__getitem__)})")
    if vs_pocl:
        print(f"geomean PoCL/vec: {geomean(vs_pocl):.2f}x (min {min(vs_pocl):.2f}x);"
              f" PoCL/scalar: {geomean(scalar_vs_pocl):.2f}x (min {min(scalar_vs_pocl):.2f}x)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
