"""Compile examples/saxpy.ll with the runtime, run it on numpy arrays, check against numpy.

``make run`` runs this; it prints the launch, the largest error and OK or FAIL
(exit status 1 on FAIL).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import numpy as np
from ncpu_opt.runtime import Program

KERNEL = Path(__file__).with_name("saxpy.ll")
N = 1_000_003  # not a multiple of the local size: the last work-group is smaller
LOCAL = 256
TOLERANCE = 1e-6


def main() -> int:
    rng = np.random.default_rng(0)
    x = rng.standard_normal(N, dtype=np.float32)
    y = rng.standard_normal(N, dtype=np.float32)
    a = np.float32(2.5)
    expected = a * x + y

    start = time.perf_counter()
    program = Program.from_file(KERNEL)
    loaded = time.perf_counter() - start
    saxpy = program.kernel("saxpy")
    start = time.perf_counter()
    saxpy(a, x, y, np.uint32(N), global_size=(N,), local_size=(LOCAL,))
    ran = time.perf_counter() - start

    error = float(np.max(np.abs(y - expected)))
    source = "from the cache" if program.from_cache else "compiled"
    print(f"{KERNEL.name}: {saxpy!r} {source} in {loaded * 1e3:.1f} ms")
    print(f"saxpy over {N} work-items (local size {LOCAL}, {program.threads} threads): {ran * 1e3:.1f} ms")
    print(f"max |error| vs numpy: {error:.3g}")
    ok = error <= TOLERANCE * max(1.0, float(np.max(np.abs(expected))))
    print("OK" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
