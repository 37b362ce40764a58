"""No false reports (issue 30, section 3): every bench kernel runs clean in checked mode and
gives numpy's result, from its .ll and from its OpenCL C source, and as a checked launch
sees exactly the arrays the case passes (launch bounds included)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from ncpu_opt.runtime import LocalMemory, Program
from ncpu_opt.runtime import checked as checked_module
from runtime_support import BENCH, load_bench_module

CASES = load_bench_module("cases", "bench_cases")


@pytest.mark.parametrize("proofs", [True, False], ids=["proven", "instrumented"])
@pytest.mark.parametrize("source", ["ll", "cl"])
@pytest.mark.parametrize("name", sorted(CASES.CASES))
def test_a_bench_kernel_runs_clean_checked(name: str, source: str, proofs: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    # With proofs, launch bounds prove every checked access of each bench kernel safe: the
    # launch runs the unchecked twin (what makes checked launches of them fast).  Without, the
    # instrumented build runs every test, and must not report anything either.
    if not proofs:
        monkeypatch.setattr(checked_module, "proven_arguments", lambda *args: set())
        monkeypatch.setattr(checked_module, "proven_local_variables", lambda *args: set())
    case = CASES.CASES[name]()
    path = BENCH / "kernels" / f"{name}.{source}"
    options = {"build_options": "-cl-std=CL2.0"} if source == "cl" else {}
    program = Program.from_file(str(path), checked="collect", **options)
    kernel = program.kernel(name)
    args = [LocalMemory(a.value) if a.kind == "local" else a.value for a in case.args]
    findings = kernel(*args, global_size=case.global_size, local_size=case.local_size)
    assert findings == []
    assert (program._twin is not None) == proofs, "every access proven" if proofs else "the twin ran"
    error = case.error(case.output, np.asarray(case.expected()))
    assert error <= case.tolerance, f"{name}: error {error}"


@pytest.mark.parametrize("source", ["ll", "cl"])
@pytest.mark.parametrize("name", sorted(CASES.CASES))
def test_a_bench_kernel_runs_clean_with_the_extra_checks(name: str, source: str) -> None:
    # Uninitialised reads and data races: no false report, and numpy's result.
    case = CASES.CASES[name]()
    path = BENCH / "kernels" / f"{name}.{source}"
    options = {"build_options": "-cl-std=CL2.0"} if source == "cl" else {}
    program = Program.from_file(str(path), checked="collect", checks=("uninitialized", "data-races"), **options)
    args = [LocalMemory(a.value) if a.kind == "local" else a.value for a in case.args]
    findings = program.kernel(name)(*args, global_size=case.global_size, local_size=case.local_size)
    assert findings == []
    error = case.error(case.output, np.asarray(case.expected()))
    assert error <= case.tolerance, f"{name}: error {error}"


EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.mark.parametrize("checks", ["", "uninitialized,data-races"])
@pytest.mark.parametrize("script", ["run_saxpy.py", "run_reduce.py"])
def test_the_examples_run_clean_checked(script: str, checks: str, tmp_path: Path) -> None:
    # NCPU_OPT_CHECKED=1 checks the examples' programs (NCPU_OPT_CHECKS adds the extra checks):
    # a finding would raise, and the scripts compare with numpy themselves (exit status 1 on a
    # wrong result).
    env = {**os.environ, "NCPU_OPT_CHECKED": "1", "NCPU_OPT_CHECKS": checks, "NCPU_OPT_CACHE_DIR": str(tmp_path)}
    done = subprocess.run([sys.executable, str(EXAMPLES / script)], env=env, capture_output=True, text=True,
                          timeout=600, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "OK" in done.stdout
