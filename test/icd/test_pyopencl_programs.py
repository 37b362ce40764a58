"""A PyOpenCL script runs unchanged on the platform and gives numpy's results (issue 29).

The script is what PyOpenCL users write: ``Program(ctx, src).build()``, buffers,
``enqueue_nd_range_kernel``, ``enqueue_copy``, ``pyopencl.array`` arithmetic, reductions
(``pyopencl.array.sum``/``max`` and a ``ReductionKernel``), an ``ElementwiseKernel``, kernel
queries, and a kernel that prints between two ``print`` calls of the script.  It runs twice
with one PyOpenCL cache folder: the second run builds its programs from the binaries PyOpenCL
kept (``clCreateProgramWithBinary``), which our disk cache serves without clang.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"
#: The script, and the lines it must print (check_installed.sh runs it from the wheel too).
SCRIPT = DATA / "pyopencl_script.py"
EXPECTED = (DATA / "pyopencl_script.expected").read_text().splitlines()


def test_a_pyopencl_script_gives_numpys_results(icd_env: dict[str, str], tmp_path: Path) -> None:
    pytest.importorskip("pyopencl")
    cache = tmp_path / "pyopencl-cache"
    for run in ("built from source", "built from PyOpenCL's cached binaries"):
        done = subprocess.run(
            [sys.executable, str(SCRIPT), str(cache)],
            env=icd_env,
            capture_output=True,
            text=True,
            timeout=600,
            check=False,
        )
        assert done.returncode == 0, f"{run}:\n{done.stdout}\n{done.stderr}"
        assert done.stdout.splitlines() == EXPECTED, run
    # PyOpenCL kept our binary (the source and options, tagged): the second run loaded it.
    binaries = [path.read_bytes() for path in cache.rglob("binary")]
    assert binaries and all(
        data.startswith(b"ncpu-opt-cl-binary 1\ntype executable\n") for data in binaries
    )


def test_the_checked_environment_leaves_the_platform_unchecked(icd_env: dict[str, str], tmp_path: Path) -> None:
    # NCPU_OPT_CHECKED=1 is for the Python API's programs: the platform's launches set no check
    # state, so its builds must stay unchecked (a checked build would read the state at 0).
    pytest.importorskip("pyopencl")
    env = {**icd_env, "NCPU_OPT_CHECKED": "1"}
    done = subprocess.run([sys.executable, str(SCRIPT), str(tmp_path / "cache")], env=env, capture_output=True,
                          text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines() == EXPECTED
