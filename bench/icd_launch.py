"""The cost of a kernel launch through the system's OpenCL loader: ncpu-opt's platform against
PoCL and Intel's CPU runtime (issue 29, section 3).

An empty kernel is enqueued ``--launches`` times, then ``clFinish``: the time per launch, the
best of ``--rounds`` rounds, from a C host (``clEnqueueNDRangeKernel`` in a loop) and from
PyOpenCL (``enqueue_nd_range_kernel`` in a Python loop), at each thread count.  Each
(contender, host, threads) runs in a process of its own (the runtimes read their thread counts
at start-up).  Besides the whole (enqueue + finish), the C host reports the enqueue loop alone:
what the host thread pays before the work runs.

    .venv/bin/python bench/icd_launch.py [--threads 1,2] [--launches 1000] [--rounds 7]
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from peers import worker_env  # noqa: E402

#: Contender -> (the platform's name as it reports it, the runtime whose threads it sets).
CONTENDERS = {
    "ncpu-opt": ("ncpu-opt", "ncpu-opt"),
    "PoCL": ("Portable Computing Language", "PoCL"),
    "Intel": ("Intel", "Intel"),
}
KERNEL = "__kernel void empty(__global int *x) { }"

#: What the C hosts of the platform's benchmarks share (icd_build.py's too): the headers, a
#: monotonic clock, and the platform whose name contains the one asked for (NULL: absent).
C_PRELUDE = textwrap.dedent(
    r"""
    #define CL_TARGET_OPENCL_VERSION 300
    #include <CL/cl.h>
    #include <stdio.h>
    #include <stdlib.h>
    #include <string.h>
    #include <time.h>

    static double now(void) {
        struct timespec t;
        clock_gettime(CLOCK_MONOTONIC, &t);
        return t.tv_sec + t.tv_nsec * 1e-9;
    }

    static cl_platform_id named_platform(const char *wanted) {
        cl_platform_id platforms[16];
        cl_uint count = 0;
        clGetPlatformIDs(16, platforms, &count);
        cl_platform_id platform = NULL;
        for (cl_uint i = 0; i < count; i++) {
            char name[256] = "";
            clGetPlatformInfo(platforms[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
            if (strstr(name, wanted)) platform = platforms[i];
        }
        return platform;
    }
    """
)

C_HOST = C_PRELUDE + textwrap.dedent(
    r"""
    int main(int argc, char **argv) {
        const char *wanted = argv[1];
        int launches = atoi(argv[2]), rounds = atoi(argv[3]);
    size_t global = (size_t)atol(argv[4]);
        cl_platform_id platform = named_platform(wanted);
        if (!platform) { printf("absent\n"); return 77; }
        cl_device_id device;
        cl_int err = clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &device, NULL);
        cl_context context = clCreateContext(NULL, 1, &device, NULL, NULL, &err);
        cl_command_queue queue = clCreateCommandQueueWithProperties(context, device, NULL, &err);
        const char *source = "KERNEL";
        cl_program program = clCreateProgramWithSource(context, 1, &source, NULL, &err);
        if (clBuildProgram(program, 1, &device, NULL, NULL, NULL) != CL_SUCCESS) return 1;
        cl_kernel kernel = clCreateKernel(program, "empty", &err);
        cl_mem mem = clCreateBuffer(context, CL_MEM_READ_WRITE, 64, NULL, &err);
        clSetKernelArg(kernel, 0, sizeof mem, &mem);
        double best = 1e9, best_enqueue = 1e9;
        for (int round = -1; round < rounds; round++) { /* round -1 warms up */
            double start = now();
            for (int i = 0; i < launches; i++)
                if (clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &global, NULL, 0, NULL, NULL))
                    return 1;
            double enqueued = now();
            clFinish(queue);
            double end = now();
            if (round >= 0 && end - start < best) best = end - start;
            if (round >= 0 && enqueued - start < best_enqueue) best_enqueue = enqueued - start;
        }
        printf("%.3f %.3f\n", best / launches * 1e6, best_enqueue / launches * 1e6);
        return 0;
    }
    """
).replace("KERNEL", KERNEL)

PYOPENCL_HOST = textwrap.dedent(
    """
    import sys, time
    import numpy as np
    import pyopencl as cl

    wanted, launches, rounds, size = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    platforms = [p for p in cl.get_platforms() if wanted in p.name]
    if not platforms:
        print("absent")
        sys.exit(77)
    context = cl.Context(platforms[0].get_devices())
    queue = cl.CommandQueue(context)
    program = cl.Program(context, "KERNEL").build()
    kernel = cl.Kernel(program, "empty")
    buffer = cl.Buffer(context, cl.mem_flags.READ_WRITE, 64)  # kept: PoCL does not retain it
    kernel.set_arg(0, buffer)
    enqueue = cl.enqueue_nd_range_kernel
    best = 1e9
    for round in range(-1, rounds):
        start = time.perf_counter()
        for _ in range(launches):
            enqueue(queue, kernel, (size,), None)
        queue.finish()
        if round >= 0:
            best = min(best, time.perf_counter() - start)
    print(f"{best / launches * 1e6:.3f}")
    """
).replace("KERNEL", KERNEL)


def our_vendors() -> str:
    """The vendors folder naming this checkout's build of the platform library (built if need be)."""
    from ncpu_opt.icd import build, register

    return str(register.own_vendors_dir(build.build()))


def compile_c_host(folder: Path, name: str, text: str) -> Path | None:
    """``text`` built against the system's OpenCL loader; None (and why, printed) if it cannot be."""
    source = folder / f"{name}.c"
    source.write_text(text)
    exe = folder / name
    compiler = os.environ.get("CC", "cc")
    try:
        done = subprocess.run(
            [compiler, "-O2", "-o", str(exe), str(source), "-lOpenCL"],
            capture_output=True,
            text=True,
            check=False,
        )
    except FileNotFoundError:
        print(f"no C host: no C compiler {compiler!r}")
        return None
    if done.returncode != 0:
        print(
            "no C host: it does not build against the OpenCL loader (Debian's ocl-icd-opencl-dev "
            f"and opencl-headers):\n{done.stderr.strip()}"
        )
        return None
    return exe


def environment(contender: str, threads: int, vendors: str) -> dict[str, str] | None:
    env = worker_env(CONTENDERS[contender][1], threads)
    if env is not None and contender == "ncpu-opt":
        env["OCL_ICD_VENDORS"] = vendors
    return env


def run(command: list[str], env: dict[str, str]) -> list[float] | None:
    done = subprocess.run(
        command, env=env, capture_output=True, text=True, timeout=900, check=False
    )
    if done.returncode == 77:
        return None
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed:\n{done.stdout}\n{done.stderr}")
    return [float(word) for word in done.stdout.split()]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--threads", default=f"1,{os.cpu_count() or 1}", help="thread counts (1,2,...)"
    )
    parser.add_argument("--launches", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--global-size", type=int, default=1, help="work-items per launch")
    parser.add_argument("--contenders", default=",".join(CONTENDERS))
    options = parser.parse_args()
    threads = sorted({int(n) for n in options.threads.split(",")})
    vendors = our_vendors()
    folder = Path(tempfile.mkdtemp(prefix="ncpu-icd-launch-"))
    try:
        exe = compile_c_host(folder, "launch", C_HOST)
        script = folder / "launch.py"
        script.write_text(PYOPENCL_HOST)
        print(
            f"microseconds per launch of an empty kernel over {options.global_size} work-items "
            f"({options.launches} enqueues + finish, best of {options.rounds})"
        )
        print(f"{'contender':10} {'threads':>7} {'C host':>9} {'(enqueue)':>10} {'PyOpenCL':>9}")
        for n in threads:
            for contender in options.contenders.split(","):
                env = environment(contender, n, vendors)
                if env is None:
                    continue
                name = CONTENDERS[contender][0]
                args = [name, str(options.launches), str(options.rounds), str(options.global_size)]
                c = run([str(exe), *args], env) if exe else None
                py = run([sys.executable, str(script), *args], env)
                if c is None and py is None:
                    continue
                c_text = f"{c[0]:9.2f} {c[1]:10.2f}" if c else f"{'-':>9} {'-':>10}"
                py_text = f"{py[0]:9.2f}" if py else f"{'-':>9}"
                print(f"{contender:10} {n:7d} {c_text} {py_text}", flush=True)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
