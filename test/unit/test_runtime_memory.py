"""What compiling leaves in memory: nothing once a program goes, a bounded number of builds per
local size while it lives (issue 28).

Every compilation left about 150 KB of LLVM's memory behind (llvmlite never frees
a pass manager), so a process making programs grew without end; builds for one
local size were kept for every size ever launched.  The resident size is
measured in a child process, after a warm-up, on Linux.
"""

from __future__ import annotations

import ctypes
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from ncpu_opt.runtime import Program
from ncpu_opt.runtime.units import MAX_SIZED_BUILDS
from runtime_support import ROOT
from test_runtime_lazy_compile import HEADER, kernel

needs_proc = pytest.mark.skipif(
    not Path("/proc/self/statm").exists(), reason="resident size from /proc (Linux)"
)

MEASURE = """\
import gc, os, sys
import numpy as np
sys.path.insert(0, {unit!r})
from test_runtime_lazy_compile import HEADER, kernel
from ncpu_opt.runtime import Program

def resident_mb():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1e6

def program(i):
    made = Program.from_source(HEADER + kernel(i), specialize=False, cache=False)
    made.kernel(f"k{{i}}")(np.zeros(8, np.int32), global_size=(8,))

sized = Program.from_source(HEADER + kernel(1), cache=False).kernel("k1")
out = np.zeros(4096, np.int32)

def size(n):
    sized(out, global_size=(2 * n,), local_size=(n,))

step = {{"programs": program, "sizes": size}}[sys.argv[1]]
warm_up, measured = int(sys.argv[2]), int(sys.argv[3])
for i in range(1, warm_up + 1):
    step(i)
gc.collect()
before = resident_mb()
for i in range(warm_up + 1, warm_up + measured + 1):
    step(i)
gc.collect()
print(resident_mb() - before)
"""


def growth_mb(what: str, warm_up: int, measured: int) -> float:
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            MEASURE.format(unit=str(ROOT / "test" / "unit")),
            what,
            str(warm_up),
            str(measured),
        ],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return float(done.stdout)


@needs_proc
def test_programs_made_and_dropped_leave_no_memory_behind() -> None:
    # 60 programs kept 9 MB before (150 KB each); now a few KB each.
    assert growth_mb("programs", 20, 60) < 3.0


@needs_proc
def test_builds_for_ever_new_local_sizes_stay_bounded() -> None:
    # 100 sizes kept 100 builds (8 MB and more); now MAX_SIZED_BUILDS of them.
    assert growth_mb("sizes", 2 * MAX_SIZED_BUILDS, 100) < 3.0


def launch(program: Program, local: int, groups: int = 2) -> np.ndarray:
    out = np.zeros(local * groups, np.int32)
    program.kernel("k7")(out, global_size=(local * groups,), local_size=(local,))
    np.testing.assert_array_equal(out, np.arange(local * groups, dtype=np.int32) * 7 + 7)
    return out


def test_a_kernel_keeps_its_most_recently_used_builds() -> None:
    program = Program.from_source(HEADER + kernel(7), cache=False)
    launch(program, 1)
    for local in range(2, MAX_SIZED_BUILDS + 6):
        launch(program, local)
        launch(program, 1)  # a launch whose plan is kept: size 1 stays the most recently used
    assert len(program._specialized) == MAX_SIZED_BUILDS
    assert ("k7", (1, 1, 1)) in program._specialized
    assert ("k7", (2, 1, 1)) not in program._specialized  # the least recently used went first
    launch(program, 2)  # built again, and right
    assert ("k7", (2, 1, 1)) in program._specialized


def test_local_sizes_up_front_are_kept_too() -> None:
    program = Program.from_source(HEADER + kernel(7), cache=False, local_sizes=[4, 8])
    assert ("k7", (4, 1, 1)) in program._specialized and ("k7", (8, 1, 1)) in program._specialized


def test_a_launch_holding_a_dropped_build_still_runs_it() -> None:
    # Another thread's launch may hold a plan whose build the program has just dropped: the plan
    # keeps the code in memory until it is done.
    program = Program.from_source(HEADER + kernel(7), cache=False)
    k7 = program.kernel("k7")
    out = np.zeros(8, np.int32)
    plan = program._plan(k7.info, (8,), (4,), None)
    for local in range(5, 5 + MAX_SIZED_BUILDS):
        launch(program, local)
    assert ("k7", (4, 1, 1)) not in program._specialized
    assert all(p.code is not plan.code for p in program._plans.values())  # the program forgot it
    packed, keep = k7._packer.pack((out,), None)
    program._run(plan, ctypes.addressof(packed), "k7")
    np.testing.assert_array_equal(out, np.arange(8, dtype=np.int32) * 7 + 7)
    del keep
