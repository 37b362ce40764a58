"""bench/pyopencl_suite.py reads PyOpenCL's test outcomes right (issue 29).

The harness compares platforms by test id, and PyOpenCL's ids name the platform: the same
test must get the same id on every platform, each JUnit outcome its category, and the
``--subset`` plugin must keep exactly the listed tests.  No OpenCL is needed here.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from xml.sax.saxutils import escape

from runtime_support import load_bench_module

BENCH = Path(__file__).resolve().parents[2] / "bench"


suite = load_bench_module("pyopencl_suite", "pyopencl_suite")

POCL = "<context factory for <pyopencl.Device 'pthread-skylake' on 'Portable Computing Language'>>"
OURS = "<context factory for <pyopencl.Device 'cpu' on 'ncpu-opt'>>"


def test_the_same_test_on_two_platforms_has_one_id() -> None:
    pocl = suite.normal_id(f"test_array.py::test_sum[{POCL}-float32]")
    ours = suite.normal_id(f"test_array.py::test_sum[{OURS}-float32]")
    assert pocl == ours == "test_array.py::test_sum[ctx_factory-float32]"
    platform = suite.normal_id(
        "test_wrapper.py::test_unload_compiler[<pyopencl.Platform 'Intel(R) OpenCL' at 0x55>]"
    )
    assert platform == "test_wrapper.py::test_unload_compiler[platform]"


#: As pytest writes it: the attributes escaped.
JUNIT = f"""<?xml version="1.0" encoding="utf-8"?>
<testsuites><testsuite name="pytest">
 <testcase classname="test_array" name="test_ok[{escape(POCL)}]" time="0.1"/>
 <testcase classname="test_array" name="test_bad[{escape(POCL)}]" time="0.1">
  <failure message="AssertionError: assert 1 == 2&#10;more">trace</failure></testcase>
 <testcase classname="test_array" name="test_setup[{escape(POCL)}]" time="0.1">
  <error message="failed on setup with &quot;LogicError: no context&quot;">trace</error></testcase>
 <testcase classname="test_wrapper" name="test_images[{escape(POCL)}]" time="0.1">
  <skipped type="pytest.skip" message="images not supported on cpu">skip</skipped></testcase>
 <testcase classname="test_wrapper" name="test_quirk[{escape(POCL)}]" time="0.1">
  <skipped type="pytest.xfail" message="unsupported by PoCL">xfail</skipped></testcase>
 <testcase classname="test_wrapper" name="test_both[{escape(POCL)}]" time="0.1">
  <failure message="ValueError: wrong">trace</failure>
  <error message="failed on teardown">trace</error></testcase>
 <testcase classname="test_wrapper.TestGroup" name="test_in_class" time="0.1"/>
 <testcase classname="test_algorithm" name="test_build[{escape(POCL)}]" time="0.1">
  <failure message="RuntimeError: clBuildProgram failed: BUILD_PROGRAM_FAILURE&#10;&#10;Build on cpu:&#10;&#10;error: unknown type name 'mmc_type'&#10;error: more">trace</failure></testcase>
</testsuite></testsuites>
"""


def test_junit_outcomes_and_first_message_lines(tmp_path: Path) -> None:
    path = tmp_path / "junit.xml"
    path.write_text(JUNIT)
    results = suite.read_junit(path)
    assert results == {
        "test_array.py::test_ok[ctx_factory]": suite.Result("passed"),
        "test_array.py::test_bad[ctx_factory]": suite.Result(
            "failed", "AssertionError: assert 1 == 2"
        ),
        "test_array.py::test_setup[ctx_factory]": suite.Result(
            "error", 'failed on setup with "LogicError: no context"'
        ),
        "test_wrapper.py::test_images[ctx_factory]": suite.Result(
            "skipped", "images not supported on cpu"
        ),
        "test_wrapper.py::test_quirk[ctx_factory]": suite.Result("xfailed", "unsupported by PoCL"),
        # A failure and a teardown error: the failure, the worse.
        "test_wrapper.py::test_both[ctx_factory]": suite.Result("failed", "ValueError: wrong"),
        "test_wrapper.py::TestGroup::test_in_class": suite.Result("passed"),
        # A failed build: what its log says first.
        "test_algorithm.py::test_build[ctx_factory]": suite.Result(
            "failed",
            "RuntimeError: clBuildProgram failed: BUILD_PROGRAM_FAILURE / log: error: unknown type name 'mmc_type'",
        ),
    }
    table = suite.counts(results, ["test_algorithm.py", "test_array.py", "test_wrapper.py"])
    assert table["test_array.py"] == {
        "passed": 1,
        "failed": 1,
        "error": 1,
        "skipped": 0,
        "xfailed": 0,
    }
    assert table["total"] == {"passed": 2, "failed": 3, "error": 1, "skipped": 1, "xfailed": 1}


def test_lost_lists_what_passes_on_the_reference_only() -> None:
    passed, failed = suite.Result("passed"), suite.Result("failed", "boom")
    reference = {"a": passed, "b": passed, "c": failed, "d": passed}
    other = {"a": passed, "b": failed, "c": passed}
    assert suite.lost(reference, other) == {"b": failed, "d": suite.Result("not run")}


def test_the_subset_plugin_keeps_the_listed_tests_on_any_platform(tmp_path: Path) -> None:
    (tmp_path / "test_demo.py").write_text(
        "import pytest\n"
        f"@pytest.mark.parametrize('n', [1, 2], ids=[{OURS + '-1'!r}, {OURS + '-2'!r}])\n"
        "def test_demo(n):\n    pass\n"
    )
    subset = tmp_path / "subset.txt"
    subset.write_text("# listed by normal id\ntest_demo.py::test_demo[ctx_factory-2]\n")
    env = dict(os.environ, PYTHONPATH=str(BENCH), **{suite.SUBSET_ENV: str(subset)})
    argv = [sys.executable, "-m", "pytest", "-p", "pyopencl_suite", "-p", "no:cacheprovider"]
    argv += ["--rootdir", str(tmp_path), "-v", "test_demo.py"]
    done = subprocess.run(
        argv, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr
    ran = [line for line in done.stdout.splitlines() if "PASSED" in line]
    assert len(ran) == 1 and "-2] PASSED" in ran[0], done.stdout
    assert "1 deselected" in done.stdout


def test_subset_file_ignores_comments_and_blank_lines(tmp_path: Path) -> None:
    path = tmp_path / "subset.txt"
    path.write_text("  # a comment\n\ntest_x.py::test_ok[ctx_factory]  # why this one\n")
    assert suite.read_subset(path) == {"test_x.py::test_ok[ctx_factory]"}
