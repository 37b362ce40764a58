"""How long ``clBuildProgram`` takes: ncpu-opt's platform against PoCL and Intel's CPU runtime,
cold and from each one's cache (issue 29, section 3).

A C host creates a program from a bench kernel's source and times ``clCreateProgramWithSource``
+ ``clBuildProgram`` alone (the platform, context and interpreter are up before the clock
starts).  Each build runs in a process of its own, as a program starting again would:

* cold: an empty cache folder (``NCPU_OPT_CACHE_DIR`` for ncpu-opt, ``POCL_CACHE_DIR`` for
  PoCL); the first build in the process, so what it loads on first use (ncpu-opt's compiler
  modules, PoCL's LLVM) is counted;
* cached: a new process building the same source with the folder the cold build filled.
  Intel's CPU runtime keeps no build cache on disk: both of its columns build.

Medians of ``--rounds`` (each round a new cache folder), milliseconds.

    .venv/bin/python bench/icd_build.py [--kernels vadd,reduce_sum,...] [--rounds 3]
"""

from __future__ import annotations

import argparse
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from icd_launch import C_PRELUDE, CONTENDERS, compile_c_host, environment, our_vendors  # noqa: E402

KERNELS = HERE / "kernels"
DEFAULT_KERNELS = "vadd,saxpy,reduce_sum,scan,matmul_tiled,mandelbrot,histogram"
#: The environment variable naming each contender's build cache, if it has one.
CACHE_VARIABLE = {"ncpu-opt": "NCPU_OPT_CACHE_DIR", "PoCL": "POCL_CACHE_DIR"}

C_HOST = C_PRELUDE + textwrap.dedent(
    r"""
    int main(int argc, char **argv) {
        const char *wanted = argv[1];
        FILE *file = fopen(argv[2], "rb");
        if (!file) { perror(argv[2]); return 1; }
        static char source[1 << 20];
        size_t length = fread(source, 1, sizeof source - 1, file);
        fclose(file);
        source[length] = 0;
        cl_platform_id platform = named_platform(wanted);
        if (!platform) { printf("absent\n"); return 77; }
        cl_device_id device;
        cl_int err = clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &device, NULL);
        cl_context context = clCreateContext(NULL, 1, &device, NULL, NULL, &err);
        if (err != CL_SUCCESS) return 1;
        const char *text = source;
        double start = now();
        cl_program program = clCreateProgramWithSource(context, 1, &text, NULL, &err);
        err = clBuildProgram(program, 1, &device, "", NULL, NULL);
        double end = now();
        if (err != CL_SUCCESS) {
            static char log[1 << 16];
            clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
            fprintf(stderr, "build failed (%d):\n%s\n", err, log);
            return 1;
        }
        printf("%.3f\n", (end - start) * 1e3);
        return 0;
    }
    """
)


def build_ms(exe: Path, contender: str, kernel: Path, env: dict[str, str]) -> float | None:
    done = subprocess.run(
        [str(exe), CONTENDERS[contender][0], str(kernel)],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    if done.returncode == 77:
        return None
    if done.returncode != 0:
        raise RuntimeError(f"{contender} could not build {kernel.name}:\n{done.stderr}")
    return float(done.stdout)


def measure(
    exe: Path, contender: str, kernel: Path, env: dict[str, str], rounds: int, folder: Path
) -> tuple[float, float] | None:
    """Median (cold, cached) milliseconds, or None when the contender is absent."""
    cold: list[float] = []
    cached: list[float] = []
    for round_ in range(rounds):
        cache = folder / f"{contender}-{kernel.stem}-{round_}"
        cache.mkdir()
        round_env = dict(env)
        if contender in CACHE_VARIABLE:
            round_env[CACHE_VARIABLE[contender]] = str(cache)
        first = build_ms(exe, contender, kernel, round_env)
        if first is None:
            return None
        second = build_ms(exe, contender, kernel, round_env)
        assert second is not None
        cold.append(first)
        cached.append(second)
        shutil.rmtree(cache, ignore_errors=True)
    return statistics.median(cold), statistics.median(cached)


def geomean(values: list[float]) -> float:
    return math.exp(sum(math.log(v) for v in values) / len(values))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kernels", default=DEFAULT_KERNELS, help="bench/kernels/*.cl stems")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--threads", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--contenders", default=",".join(CONTENDERS))
    options = parser.parse_args()
    kernels = [KERNELS / f"{stem}.cl" for stem in options.kernels.split(",")]
    vendors = our_vendors()
    folder = Path(tempfile.mkdtemp(prefix="ncpu-icd-build-"))
    results: dict[str, dict[str, tuple[float, float]]] = {}
    try:
        exe = compile_c_host(folder, "build", C_HOST)
        if exe is None:
            return 0
        print(
            f"clBuildProgram, milliseconds (median of {options.rounds}; cold: an empty cache "
            "folder, cached: a new process after the cold build)"
        )
        contenders = options.contenders.split(",")
        header = " ".join(f"{c + ' cold':>14} {c + ' cached':>15}" for c in contenders)
        print(f"{'kernel':14} {header}")
        for kernel in kernels:
            cells = []
            for contender in contenders:
                env = environment(contender, options.threads, vendors)
                times = (
                    None
                    if env is None
                    else measure(exe, contender, kernel, env, options.rounds, folder)
                )
                if times is None:
                    cells.append(f"{'-':>14} {'-':>15}")
                    continue
                results.setdefault(contender, {})[kernel.stem] = times
                cells.append(f"{times[0]:14.1f} {times[1]:15.1f}")
            print(f"{kernel.stem:14} {' '.join(cells)}", flush=True)
        ours = results.get("ncpu-opt", {})
        for peer, theirs in results.items():
            if peer == "ncpu-opt":
                continue
            shared = [k for k in ours if k in theirs]
            if not shared:
                continue
            cold = geomean([ours[k][0] / theirs[k][0] for k in shared])
            cached = geomean([ours[k][1] / theirs[k][1] for k in shared])
            print(
                f"ncpu-opt / {peer} (geomean of time ratios): cold {cold:.2f}, cached {cached:.2f}"
            )
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
