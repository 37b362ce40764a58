"""What the benchmarks share to run contenders side by side: worker processes and OpenCL peers.

PoCL, Intel's OpenCL CPU runtime and OpenMP read their thread counts once, at start-up,
from the environment: every (contender, thread count) therefore runs in a worker process
of its own, started with ``worker_env``.  PoCL comes from Debian's pocl-opencl-icd, Intel's
runtime from PyPI's intel-opencl-rt (libintelocl.so in this Python's environment, found
through an ICD file of our own); both are used through PyPI's pyopencl.
"""

from __future__ import annotations

import atexit
import functools
import os
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any, TypeVar

#: Platform names (as pyopencl reports them) of the OpenCL peers.
OPENCL_PLATFORMS = {"PoCL": "Portable Computing Language", "Intel": "Intel"}
#: What starts each kind of worker's threads: ncpu-opt's runtime, an OpenCL peer, or OpenMP/BLAS.
RUNTIMES = ("ncpu-opt", "PoCL", "Intel", "OpenMP")


@functools.cache
def intel_icd_dir() -> str | None:
    """A folder with an ICD file naming this environment's Intel OpenCL CPU runtime, if installed."""
    library = Path(sys.prefix) / "lib" / "libintelocl.so"
    if not library.exists():
        return None
    folder = Path(tempfile.mkdtemp(prefix="ncpu-bench-icd-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    (folder / "intel.icd").write_text(f"{library}\n")
    return str(folder)


def worker_env(runtime: str, threads: int) -> dict[str, str] | None:
    """The environment of a worker whose ``runtime`` runs ``threads`` threads; None: not installed."""
    env = dict(os.environ)
    if runtime == "ncpu-opt":
        env["NCPU_NUM_THREADS"] = str(threads)
    elif runtime == "PoCL":
        env["POCL_CPU_MAX_CU_COUNT"] = str(threads)
        env["POCL_MAX_PTHREAD_COUNT"] = str(threads)
    elif runtime == "Intel":
        icd = intel_icd_dir()
        if icd is None:
            return None
        # Only our ICD file: the worker's one platform is Intel's, whatever else is installed.
        env["OCL_ICD_VENDORS"] = icd
        env["LD_LIBRARY_PATH"] = os.pathsep.join([str(Path(sys.prefix) / "lib"), env.get("LD_LIBRARY_PATH", "")])
        env["CL_CONFIG_CPU_TBB_NUM_WORKERS"] = str(threads)
    elif runtime == "OpenMP":
        # The C limits (OpenMP) and numpy's BLAS, whichever BLAS it is.
        for name in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
            env[name] = str(threads)
        # Idle OpenMP threads sleep rather than spin: this worker's threads must not take
        # cores from the contender sampled next (at 16 threads they took all of them).
        # OpenBLAS's spin for up to 2^28 cycles (told to sleep sooner, numpy's matrix product
        # slowed 2.5x): the pause before each sample (kernels.PAUSE_S) outlasts that.
        env["OMP_WAIT_POLICY"] = "passive"
    else:
        raise ValueError(f"unknown runtime {runtime!r}")
    return env


def opencl_context(peer: str) -> Any:
    """A pyopencl context on the devices of ``peer`` ("PoCL", "Intel", or a platform's own name
    such as "ncpu-opt"); raises if there is none."""
    import pyopencl as cl

    name = OPENCL_PLATFORMS.get(peer, peer)
    platforms = [p for p in cl.get_platforms() if name in p.name]
    if not platforms:
        raise LookupError(f"no OpenCL platform named {name!r}")
    return cl.Context(platforms[0].get_devices())


class Worker:
    """A worker process that answers each request line on its stdin with one line.

    Its first line says "ready" (anything after it is passed on as ``info``) or why not;
    ``why`` holds the reason when it did not start.
    """

    def __init__(self, label: str, argv: list[str], env: dict[str, str] | None) -> None:
        self.label = label
        self.proc: subprocess.Popen[str] | None = None
        self.why = "not installed"
        self.info = ""
        if env is not None:
            self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env)

    def wait_ready(self) -> bool:
        """Read the worker's first line: True when it started."""
        if self.proc is None:
            return False
        assert self.proc.stdout is not None
        answer = self.proc.stdout.readline().strip()
        if answer.split(" ", 1)[0] != "ready":
            self.why = answer or "did not start"
            self.close()
            return False
        self.info = answer[len("ready"):].strip()
        return True

    def ask(self, request: str) -> str:
        assert self.proc is not None and self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(request + "\n")
        self.proc.stdin.flush()
        answer = self.proc.stdout.readline()
        if not answer:
            raise RuntimeError(f"{self.label}: the worker died (exit status {self.proc.wait()})")
        return answer.strip()

    def close(self) -> None:
        if self.proc is not None:
            if self.proc.stdin is not None:
                self.proc.stdin.close()
            self.proc.wait()
            self.proc = None


T = TypeVar("T")


def round_order(items: list[T], round_index: int) -> list[T]:
    """The order of round ``round_index``: shuffled (seeded by the round, so runs repeat).

    A fixed order, or one rotated each round (a rotation keeps every contender's
    predecessor), would give each contender the same neighbour every time, and its
    after-effects with it: threads still spinning, the cache filled with its data.  The
    bench rotated at first, and the vectorised kernel, always measured right after the
    last contender of the list (the memcpy or the C loop), came out 10-25% slower than the
    same machine code from -O0 IR (the scan, 4 runs of 5).
    """
    return random.Random(round_index).sample(items, len(items))
