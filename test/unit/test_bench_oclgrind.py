"""bench/checked.py's Oclgrind side (bench/oclgrind.py): its log read into messages, a launch
that outlasts the timeout reported as a lower bound, and the table without oclgrind."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from runtime_support import BENCH, load_bench_module

oclgrind = load_bench_module("oclgrind", "bench_oclgrind")

# Two messages as Oclgrind 21.10 logs them (abridged): a race's two accesses are separated by
# an indented blank line, the messages by an empty one.
LOG = (
    "\n"
    "Invalid read of size 4 at global memory address 0x1000000000040\n"
    "\tKernel: k\n"
    "\tEntity: Global(16,0,0) Local(0,0,0) Group(1,0,0)\n"
    "\t\n"
    "\n"
    "Write-write data race at global memory address 0x2000000000036\n"
    "\tKernel: k\n"
    "\t\n"
    "\tFirst entity:  Global(13,0,0) Local(1,0,0) Group(3,0,0)\n"
    "\t\n"
    "\tSecond entity: Global(3,0,0) Local(3,0,0) Group(0,0,0)\n"
    "\t\n"
)


def test_the_log_is_read_into_whole_messages() -> None:
    found = oclgrind.messages(LOG)
    assert [m.splitlines()[0] for m in found] == [
        "Invalid read of size 4 at global memory address 0x1000000000040",
        "Write-write data race at global memory address 0x2000000000036",
    ]
    assert found[1].endswith("Second entity: Global(3,0,0) Local(3,0,0) Group(0,0,0)")


def test_messages_are_counted_by_kind() -> None:
    twice = oclgrind.messages(LOG + LOG.replace("0x1000000000040", "0x1000000000044"))
    summary = oclgrind.Measured(reports=twice).report_summary()
    assert summary[:2] == [
        "2 x Invalid read of size 4 at global memory address 0x...",
        "2 x Write-write data race at global memory address 0x...",
    ]


def child(script: str) -> list[str]:
    return [sys.executable, "-c", script]


def test_a_launch_past_the_timeout_is_a_lower_bound(tmp_path: Path) -> None:
    with (tmp_path / "stderr").open("w") as stderr:
        result = oclgrind.run_child(
            child("import time; print('built', flush=True); time.sleep(60)"), stderr, 0.5
        )
    assert (result.finished, result.failure, result.check) == (False, None, "")
    assert 500 <= result.ms < 30_000


def test_a_finished_launch_gives_its_time_and_check(tmp_path: Path) -> None:
    script = "print('built'); print('launch_ms 12.5'); print('check WRONG (error 1 > 0)')"
    with (tmp_path / "stderr").open("w") as stderr:
        result = oclgrind.run_child(child(script), stderr, 30)
    assert (result.ms, result.finished, result.check) == (12.5, True, "WRONG (error 1 > 0)")


def test_a_child_that_fails_is_reported(tmp_path: Path) -> None:
    with (tmp_path / "stderr").open("w") as stderr:
        result = oclgrind.run_child(child("raise SystemExit(3)"), stderr, 30)
    assert (result.ms, result.failure) == (None, "the child failed before its launch")


def test_without_oclgrind_the_table_says_so(tmp_path: Path) -> None:
    # A PATH with no oclgrind on it; the kernels run from IR, nothing else is looked up there.
    env = {**os.environ, "PATH": str(tmp_path)}
    options = ["--only", "vadd", "--runs", "1", "--min-sample-ms", "1"]
    run = subprocess.run(
        [sys.executable, str(BENCH / "checked.py"), *options],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
    )
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[0] == "oclgrind not found: column skipped (Debian's oclgrind package)"
    header = lines[2].split()
    assert header[:4] == ["kernel", "unchecked", "checked", "unchecked/checked"]
    assert not [column for column in header if "oclgrind" in column]
    assert lines[3].split()[0] == "vadd"
