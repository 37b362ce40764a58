"""Compiling beside the caller's own code: worker processes and forks (issue 28).

``compile="eager"`` compiles a big program's units in worker processes: they
are fresh interpreters that never run the caller's script again (a script
without ``if __name__ == "__main__":`` broke multiprocessing's spawned pool).
A process that forks while another thread compiles gives the child an LLVM
and programs it can use: nothing is left locked by a thread the child does not
have.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from runtime_support import ROOT
from test_runtime_lazy_compile import program_source

from ncpu_opt.codegen.parallel import default_jobs, run_in_processes
from ncpu_opt.errors import NcpuError

#: A user's script as people write them: no main guard, its work at the top level.
UNGUARDED_SCRIPT = """\
import sys
from pathlib import Path

from ncpu_opt.runtime import Program

with open(sys.argv[1], "a") as runs:
    runs.write("ran\\n")
program = Program.from_source(Path(sys.argv[2]).read_text(), specialize=False, compile="eager", cache=False)
print(len(program.loaded_kernels))
"""


@pytest.mark.skipif(default_jobs() < 2, reason="one core: compile='eager' compiles in this process")
def test_eager_compile_from_a_script_without_a_main_guard(tmp_path: Path) -> None:
    script, runs, source = tmp_path / "user_script.py", tmp_path / "runs.txt", tmp_path / "many.ll"
    script.write_text(UNGUARDED_SCRIPT)
    source.write_text(program_source(12))  # more than MIN_UNITS_FOR_PROCESSES units
    done = subprocess.run(
        [sys.executable, str(script), str(runs), str(source)],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=tmp_path,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["12"]
    assert runs.read_text() == "ran\n"  # the script's top level ran once: no worker ran it again


def test_fresh_workers_return_results_in_order() -> None:
    assert run_in_processes(abs, [-3, 1, -4, 1, -5], 2, "fresh", costs=[1, 5, 2, 4, 3]) == [
        3,
        1,
        4,
        1,
        5,
    ]


def test_a_fresh_workers_exception_is_raised_here() -> None:
    with pytest.raises(ValueError, match="invalid literal for int"):
        run_in_processes(int, ["1", "x", "3"], 2, "fresh")


def test_a_fresh_worker_that_dies_is_an_error_not_a_hang() -> None:
    with pytest.raises(NcpuError, match=r"a worker process \(pid \d+\) exited with status 3"):
        run_in_processes(os._exit, [3, 3], 2, "fresh")


#: Forks 20 times while a thread compiles a lazy program's kernels one after another (each
#: holding the program's lock and, in its LLVM calls, llvmlite's); each child compiles one more
#: kernel of that program and one of its own, runs them, and must exit 0.
FORK_WHILE_COMPILING = """\
import os, sys, threading, time
import numpy as np
sys.path.insert(0, {unit!r})
from test_runtime_lazy_compile import HEADER, kernel, program_source
from ncpu_opt.runtime import Program

FORKS, KERNELS = 20, 300
shared = Program.from_source(program_source(KERNELS), specialize=False, cache=False)
stop = threading.Event()

def compile_in_a_loop():
    for i in range(KERNELS):
        if stop.is_set():
            return
        shared.kernel(f"k{{i}}")

def check(program, i):
    out = np.zeros(8, np.int32)
    program.kernel(f"k{{i}}")(out, global_size=(8,))
    return out[1] == 2 * i

Program.from_source(HEADER + kernel(0), specialize=False, cache=False).kernel("k0")  # LLVM set up
threading.Thread(target=compile_in_a_loop, daemon=True).start()
for n in range(FORKS):
    time.sleep(0.02 * (n % 5))
    pid = os.fork()
    if pid == 0:
        own = Program.from_source(HEADER + kernel(1000 + n), specialize=False, cache=False)
        os._exit(0 if check(shared, KERNELS - 1 - n) and check(own, 1000 + n) else 3)
    deadline = time.monotonic() + 60
    while (done := os.waitpid(pid, os.WNOHANG)) == (0, 0) and time.monotonic() < deadline:
        time.sleep(0.02)
    if done == (0, 0):
        os.kill(pid, 9)
        os.waitpid(pid, 0)
        print(f"child {{n}} hung")
        break
    print(f"child {{n}} exit {{os.waitstatus_to_exitcode(done[1])}}")
stop.set()
"""


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork on this platform")
def test_a_fork_while_another_thread_compiles_leaves_the_child_able_to_compile(
    tmp_path: Path,
) -> None:
    script = tmp_path / "fork_while_compiling.py"
    script.write_text(FORK_WHILE_COMPILING.format(unit=str(ROOT / "test" / "unit")))
    done = subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, timeout=900, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [f"child {n} exit 0" for n in range(20)], textwrap.shorten(
        done.stderr, 2000
    )
