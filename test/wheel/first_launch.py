"""The installed product's first launch: run by ``check_installed.sh`` with the wheel's venv.

It must import ncpu-opt from site-packages (never from a source tree) and run
kernels with barriers and ``__local`` memory correctly on all cores.
Prints the time from the start of the process to the first correct result.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

START = time.perf_counter()

import numpy as np  # noqa: E402
from ncpu_opt.runtime import LocalMemory, Program  # noqa: E402

import ncpu_opt  # noqa: E402

REPO = Path(sys.argv[1])


def main() -> int:
    where = Path(ncpu_opt.__file__).resolve()
    if REPO.resolve() in where.parents or "site-packages" not in where.parts:
        print(f"ncpu_opt was imported from {where}, not from the installed wheel")
        return 1

    reduce_sum = Program.from_file(REPO / "bench" / "kernels" / "reduce_sum.ll").kernel("reduce_sum")
    data = np.random.default_rng(1).random(1 << 16, dtype=np.float32)
    groups, local = 64, 128
    partial = np.zeros(groups, np.float32)
    reduce_sum(data, partial, LocalMemory(local * 4), np.uint32(data.size),
               global_size=(groups * local,), local_size=(local,))
    first = time.perf_counter() - START
    if not np.isclose(partial.sum(), data.sum(), rtol=1e-4):
        print(f"reduce_sum: {partial.sum()} != {data.sum()}")
        return 1

    reverse = Program.from_file(REPO / "test" / "runtime" / "ll" / "barrier.ll").kernel("reverse_groups")
    src = np.arange(1000, dtype=np.int32)
    out = np.zeros_like(src)
    reverse(src, out, LocalMemory(50 * 4), global_size=(1000,), local_size=(50,))
    if not np.array_equal(out, src.reshape(-1, 50)[:, ::-1].ravel()):
        print("reverse_groups: wrong result")
        return 1
    print(f"first launch: correct results {first:.2f} s after the interpreter started")
    return 0


if __name__ == "__main__":
    sys.exit(main())
