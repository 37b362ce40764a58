"""OpenCL C builtins defined by define-opencl-builtins, run through the runtime and checked with numpy.

The kernels are the ``exec_*.cl`` files next to the lit inputs of the pass
(test/lit/define-opencl-builtins/Inputs), compiled by clang-19 to the ``.ll``
files used here.  Integer, relational and atomic results are exact; maths
are compared within a few ulps.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from ncpu_opt.runtime import LocalMemory, Program
from runtime_support import ROOT, needs_native_cpu

INPUTS = ROOT / "test" / "lit" / "define-opencl-builtins" / "Inputs"
THREADS = 2

pytestmark = needs_native_cpu


def load(name: str) -> Program:
    return Program.from_file(Path(INPUTS / f"{name}.ll"), threads=THREADS)


@pytest.fixture(scope="module")
def atomics() -> Program:
    return load("exec_atomics")


# -- atomics ------------------------------------------------------------------------------


def test_histogram_local_and_global_atomics(atomics: Program) -> None:
    n = 10_000
    data = np.random.default_rng(10).integers(0, 256, n, dtype=np.uint8)
    bins = np.zeros(256, np.uint32)
    atomics.kernel("histogram_local")(data, bins, np.uint32(n), LocalMemory(4 * 256), global_size=(n + 60,), local_size=(64,))
    np.testing.assert_array_equal(bins, np.bincount(data, minlength=256))


def test_atomic_reductions_over_many_work_items(atomics: Program) -> None:
    n = 4096
    values = np.random.default_rng(11).integers(-1000, 1000, n, dtype=np.int32)
    out = np.zeros(8, np.int32)
    out[2] = np.iinfo(np.int32).max
    lsum = np.zeros(1, np.int64)
    umax = np.zeros(1, np.uint32)
    atomics.kernel("reduce_all")(values, out, lsum, umax, global_size=(n,), local_size=(32,))
    assert out[0] == values.sum()
    assert lsum[0] == values.sum()
    assert out[2] == values.min()
    assert umax[0] == values.astype(np.uint32).max()
    assert out[4] == n
    assert out[5] == values.sum()
    assert out[6] == np.bitwise_xor.reduce(values)
    assert out[7] == -n


def test_atomic_flag_lock_and_compare_exchange(atomics: Program) -> None:
    n = 2000
    flag = np.zeros(1, np.int32)
    counter = np.zeros(1, np.int32)
    total = np.zeros(1, np.int32)
    atomics.kernel("locked")(flag, counter, total, global_size=(n,), local_size=(50,))
    assert counter[0] == n
    assert total[0] == 2 * n
    assert flag[0] == 0
