"""The launch path: the native worker pool, launch plans, and Ctrl-C during launches.

Every work-group must run exactly once whatever the thread count and the
split; a launch interrupted by SIGINT must stop handing out work-groups and
raise KeyboardInterrupt within a few hundred milliseconds.
"""

from __future__ import annotations

import ctypes
import json
import os
import random
import re
import signal
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Callable

import numpy as np
import pytest
from ncpu_opt.runtime import ArgumentValueError, Program
from ncpu_opt.runtime.worker_pool import (
    CHUNKS_PER_THREAD,
    Job,
    WorkerPool,
    check_threads,
    grain,
    max_threads,
    pool_for,
)
from runtime_support import RUNTIME_KERNELS

BUSY = RUNTIME_KERNELS / "ll" / "busy.ll"


@pytest.fixture(scope="module")
def busy_program() -> Program:
    return Program.from_file(BUSY, threads=3)


@pytest.mark.parametrize("threads", [1, 2, 3, 8])
@pytest.mark.parametrize(
    ("global_size", "local_size"),
    [((1,), (1,)), ((1000,), (7,)), ((4096,), (64,)), ((33, 17), (4, 4)), ((9, 10, 11), (2, 5, 3))],
)
def test_every_work_item_runs_once_per_launch(
    threads: int, global_size: tuple[int, ...], local_size: tuple[int, ...]
) -> None:
    program = Program.from_file(BUSY, threads=threads)
    runs = np.zeros(int(np.prod(global_size)), np.uint32)
    kernel = program.kernel("count_runs")
    for _ in range(5):
        kernel(runs, global_size=global_size, local_size=local_size)
    np.testing.assert_array_equal(runs, 5)


def test_chunks_follow_the_work() -> None:
    # Enough chunks for every thread to take several; never an empty chunk.
    assert grain(1, 16) == 1
    assert grain(256, 2) == 256 // (2 * CHUNKS_PER_THREAD)
    assert grain(10**9, 4) * 4 * CHUNKS_PER_THREAD <= 10**9


def test_pools_are_shared_per_thread_count() -> None:
    assert pool_for(3) is pool_for(3)
    assert pool_for(3) is not pool_for(2)
    assert pool_for(3).workers == 2


def test_concurrent_launches_from_python_threads(busy_program: Program) -> None:
    # One pool, many callers: launches queue up, none sees another's work.
    kernel = busy_program.kernel("count_runs")
    arrays = [np.zeros(5000, np.uint32) for _ in range(4)]

    def launch(runs: np.ndarray) -> None:
        for _ in range(20):
            kernel(runs, global_size=(runs.size,), local_size=(50,))

    threads = [threading.Thread(target=launch, args=(a,)) for a in arrays]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for runs in arrays:
        np.testing.assert_array_equal(runs, 20)


def test_a_closed_pool_refuses_launches() -> None:
    pool = WorkerPool(2)
    pool.close()
    with pytest.raises(RuntimeError, match="shut down"):
        pool.run(0, 0)


@pytest.mark.parametrize("threads", [2**31, max_threads() + 1])
def test_a_thread_count_beyond_the_cap_is_refused_before_any_thread_starts(threads: int) -> None:
    # Program(threads=2**31) used to start threads at the first launch until memory ran out.
    # docs/guide/threads.md promises an error naming the count (not a clamp): a count beyond
    # the cap is a mistake, and a clamped one would run on a count nobody asked for.
    message = rf"threads must be a number of threads from 1 to {max_threads()}, not {threads}"
    with pytest.raises(ArgumentValueError, match=message):
        Program.from_file(BUSY, threads=threads)
    with pytest.raises(ArgumentValueError, match=message):
        WorkerPool(threads)
    assert check_threads(max_threads()) == max_threads()


FEW_THREADS_STARTED = """
import resource, sys, warnings
import numpy as np
from ncpu_opt.runtime import Program
kernel = Program.from_file(sys.argv[1], threads=64).kernel("count_runs")  # compiled now
runs = np.zeros(4096, np.uint32)
# Room for a few of the workers' 16 MiB stacks only: the system refuses the others.
size = int(open("/proc/self/statm").read().split()[0]) * resource.getpagesize()
resource.setrlimit(resource.RLIMIT_AS, (size + (256 << 20), resource.RLIM_INFINITY))
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    kernel(runs, global_size=(4096,), local_size=(64,))
print(int((runs == 1).all()), *[f"{w.category.__name__}: {w.message}" for w in caught], sep="\\n")
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="needs /proc and RLIMIT_AS")
def test_a_pool_the_system_gives_fewer_threads_says_so_and_works() -> None:
    done = subprocess.run(
        [sys.executable, "-c", FEW_THREADS_STARTED, str(BUSY)], capture_output=True, text=True, timeout=120
    )
    lines = done.stdout.splitlines()
    assert done.returncode == 0 and lines[0] == "1", done.stdout + done.stderr
    assert re.fullmatch(
        r"RuntimeWarning: the system started (\d+) of the 63 worker threads for 64 threads "
        r"\(NCPU_NUM_THREADS or Program\(threads=\.\.\.\)\): launches run on \d+",
        lines[1],
    ), done.stdout


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_a_forked_child_gets_pools_of_its_own(busy_program: Program) -> None:
    kernel = busy_program.kernel("count_runs")
    runs = np.zeros(4096, np.uint32)
    kernel(runs, global_size=(4096,), local_size=(64,))  # the parent's workers exist now
    pid = os.fork()
    if pid == 0:  # the child: its copy of the pool has no threads behind it
        try:
            kernel(runs, global_size=(4096,), local_size=(64,))
            os._exit(0 if (runs == 2).all() else 1)
        except BaseException:
            os._exit(2)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0


INTERRUPTED = """
import sys, time
import numpy as np
from ncpu_opt.runtime import Program
kernel = Program.from_file(sys.argv[1], threads=int(sys.argv[2])).kernel("busy")
out = np.zeros(1 << 16, np.float32)
iterations = int(sys.argv[3])
kernel(out, np.uint32(1), global_size=(out.size,), local_size=(256,))  # compiled and warm
print("running", flush=True)
start = time.perf_counter()
try:
    for _ in range(int(sys.argv[4])):
        kernel(out, np.uint32(iterations), global_size=(out.size,), local_size=(256,))
except KeyboardInterrupt:
    print(f"interrupted after {time.perf_counter() - start:.2f} s", flush=True)
    # The pool is sound: a launch right after runs every work-item, once.
    out[:] = -1
    kernel(out, np.uint32(3), global_size=(out.size,), local_size=(256,))
    expected = np.arange(out.size, dtype=np.float32)
    for _ in range(3):
        expected = expected * np.float32(0.999) + np.float32(1.0)
    print("relaunch", "right" if np.allclose(out, expected, rtol=1e-5) else "wrong", flush=True)
    raise
print("finished", flush=True)
"""


def run_and_interrupt(threads: int, iterations: int, launches: int) -> tuple[int, str, float]:
    """Start the child, send SIGINT 0.5 s into its launches; its exit code, output and reaction time."""
    child = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(INTERRUPTED), str(BUSY), str(threads), str(iterations), str(launches)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "running"
    time.sleep(0.5)
    child.send_signal(signal.SIGINT)
    sent = time.perf_counter()
    try:
        out, _ = child.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        child.kill()
        child.communicate()
        pytest.fail("the child kept running 10 s after SIGINT")
    return child.returncode, out, time.perf_counter() - sent


@pytest.mark.parametrize("threads", [1, 2])
def test_ctrl_c_stops_one_long_launch(threads: int) -> None:
    # One launch of many seconds: the work-groups not started yet are never run, the
    # KeyboardInterrupt ends the child within a second, and a launch after it is right.
    code, out, reaction = run_and_interrupt(threads, iterations=1 << 20, launches=1)
    assert code == -signal.SIGINT, out
    assert "interrupted" in out and "relaunch right" in out, out
    assert reaction < 1.0, out


@pytest.mark.parametrize("threads", [1, 2])
def test_ctrl_c_stops_a_loop_of_short_launches(threads: int) -> None:
    code, out, reaction = run_and_interrupt(threads, iterations=16, launches=10**7)
    assert code == -signal.SIGINT and "relaunch right" in out, out
    assert reaction < 1.0, out


class _SignalsAfterEveryCall:
    """A pool's native functions, each call followed by a KeyboardInterrupt once ``storm``
    is set: as if signals kept coming, since Python raises a handler's exception when a
    call returns.  Whatever Python the launch runs to clean up, it is interrupted too."""

    def __init__(self, lib: object) -> None:
        self._lib = lib
        self.storm = False

    def __getattr__(self, name: str) -> object:
        function = getattr(self._lib, name)
        if not callable(function):
            return function

        def call(*args: object) -> object:
            result = function(*args)
            if self.storm:
                raise KeyboardInterrupt
            return result

        return call


def test_no_signal_lets_a_launch_return_while_work_groups_run() -> None:
    # The kernel's arrays may be freed once the launch returns: a second signal arriving while
    # it waits for the running work-groups must not cut the wait short.
    pool = WorkerPool(3)
    lock = threading.Lock()
    running, ran, running_at_return, interrupt = [0], [0], [], [True]
    storming = pool._lib = _SignalsAfterEveryCall(pool._lib)  # type: ignore[assignment]

    def record(first: int, end: int) -> None:
        with lock:
            running[0] += 1
        storming.storm = interrupt[0]  # the first signal arrives while work-groups run
        time.sleep(0.02 * (end - first))
        with lock:
            running[0] -= 1
            ran[0] += end - first

    job = Job(0, 0, 64, grain=1)
    try:
        with pytest.raises(KeyboardInterrupt):
            launch_recorded(pool, job, record, 1)
        with lock:
            running_at_return.append(running[0])
        assert running_at_return == [0]
        assert 0 < ran[0] < 64  # cancelled: the rest never ran
        # The pool is sound after it: the next launch runs every work-group once.
        storming.storm = interrupt[0] = False
        ran[0] = 0
        launch_recorded(pool, job, record, 1)
        assert ran[0] == 64
    finally:
        storming.storm = False
        pool.close()


#: A child's signal handler raises only when the signal interrupts the runtime (a launch): the
#: test code between launches (snapshots, sleeps) must not be cut short by the storm itself.
IN_LAUNCH = """
import os
import ncpu_opt.runtime

RUNTIME = os.path.dirname(ncpu_opt.runtime.__file__)


def in_launch(frame):
    while frame is not None:
        if frame.f_code.co_filename.startswith(RUNTIME):
            return True
        frame = frame.f_back
    return False
"""

#: Each work-group spins (about a millisecond), then its first work-item counts the group in
#: ``marks``: a count that changes after the launch has returned is a work-group still running.
MARK_SOURCE = """
kernel void mark(global uint *marks, uint spin) {
    float x = (float)get_global_id(0);
    for (uint i = 0; i < spin; i++) x = x * 0.999f + 1.0f;
    barrier(CLK_GLOBAL_MEM_FENCE);
    if (get_local_id(0) == 0 && x != -1.0f) marks[get_group_id(0)] += 1;
}
"""

STORMED = """
import json, signal, sys, time
import numpy as np
from ncpu_opt.runtime import Program


class Storm(Exception):
    pass


def handler(signum, frame):
    if in_launch(frame):
        raise KeyboardInterrupt if signum == signal.SIGINT else Storm()


signum = getattr(signal, sys.argv[1])
signal.signal(signum, handler)
mark = Program.from_source(sys.argv[2], threads=2, specialize=False).kernel("mark")
groups, local = 64, 16
marks = np.zeros(groups, np.uint32)
spin = 1 << 10
mark(marks, np.uint32(1), global_size=groups * local, local_size=local)  # loaded and warm
while True:  # work-groups of about a millisecond
    start = time.perf_counter()
    mark(marks, np.uint32(spin), global_size=groups * local, local_size=local)
    group_time = (time.perf_counter() - start) * 2 / groups
    if group_time > 1e-3 or spin >= 1 << 26:
        break
    spin *= 2
print("ready", flush=True)
seen = {"interrupted": 0, "completed": 0, "late": 0, "twice": 0, "incomplete": 0}
for _ in range(int(sys.argv[3])):
    marks[:] = 0
    try:
        mark(marks, np.uint32(spin), global_size=groups * local, local_size=local)
        completed = True
    except (KeyboardInterrupt, Storm):
        completed = False
    snapshot = marks.copy()
    time.sleep(5 * group_time)  # a work-group still running would count itself by now
    seen["late"] += int((marks != snapshot).any())
    seen["twice"] += int((marks > 1).any())
    seen["completed" if completed else "interrupted"] += 1
    seen["incomplete"] += int(completed and (marks != 1).any())
    if seen["interrupted"] >= int(sys.argv[4]):
        break
signal.signal(signum, signal.SIG_IGN)  # the storm goes on until the parent sees the child end
print(json.dumps(seen), flush=True)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGUSR1"), reason="needs POSIX signals")
@pytest.mark.parametrize("signame", ["SIGINT", "SIGUSR1"])
def test_a_signal_storm_never_returns_a_launch_while_its_work_groups_run(signame: str) -> None:
    # Bursts of signals (up to 30 within microseconds, every 5 to 40 ms) over many launches, each
    # handler raising (KeyboardInterrupt, or an exception of its own): every launch, interrupted or
    # not, returns only once none of its work-groups runs, and none runs twice.
    # Compiled here, for the child to load.
    Program.from_source(MARK_SOURCE, threads=2, specialize=False).kernel("mark")
    child = subprocess.Popen(
        [sys.executable, "-c", IN_LAUNCH + STORMED, signame, MARK_SOURCE, "400", "30"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "ready"
    signum = getattr(signal, signame)
    rng = random.Random(28)
    deadline = time.monotonic() + 60
    try:
        while child.poll() is None and time.monotonic() < deadline:
            time.sleep(rng.uniform(0.005, 0.04))
            for _ in range(rng.randint(2, 30)):
                child.send_signal(signum)
        out, err = child.communicate(timeout=30)
    finally:
        child.kill()
    assert child.returncode == 0, err[-4000:]
    seen = json.loads(out.splitlines()[-1])
    assert seen["interrupted"] >= 30, seen  # the storm did hit launches
    assert seen["late"] == seen["twice"] == seen["incomplete"] == 0, seen


REENTERED = """
import json, signal, sys
import numpy as np
from ncpu_opt.runtime import Program

program, one_thread = Program.from_file(sys.argv[1], threads=2), Program.from_file(sys.argv[1], threads=1)
busy, count = program.kernel("busy"), program.kernel("count_runs")
out = np.zeros(1 << 14, np.float32)
busy(out, np.uint32(1), global_size=out.size, local_size=256)  # loaded and warm
runs, other_runs, refused = np.zeros(64, np.uint32), np.zeros(64, np.uint32), []


def handler(signum, frame):
    if not in_launch(frame):
        signal.setitimer(signal.ITIMER_REAL, 0.01)  # between launches: once more, later
        return
    try:
        count(runs, global_size=64, local_size=8)
    except RuntimeError as e:
        refused.append(str(e))
    # On a pool of another thread count, nothing waits for the launch under way.
    one_thread.kernel("count_runs")(other_runs, global_size=64, local_size=8)


signal.signal(signal.SIGALRM, handler)
signal.setitimer(signal.ITIMER_REAL, 0.05)
while not refused:
    busy(out, np.uint32(1 << 16), global_size=out.size, local_size=256)
count(runs, global_size=64, local_size=8)  # the pool works on
print(json.dumps({"refused": refused, "runs": runs.tolist(), "other": other_runs.tolist(),
                  "out": bool(np.allclose(out, 1000, rtol=1e-3))}))
"""


@pytest.mark.skipif(not hasattr(signal, "setitimer"), reason="needs setitimer")
def test_a_launch_from_a_signal_handler_inside_a_launch_is_refused() -> None:
    # It used to wait forever for the launch it interrupted (the pool's lock).
    done = subprocess.run(
        [sys.executable, "-c", IN_LAUNCH + REENTERED, str(BUSY)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-4000:]
    result = json.loads(done.stdout.splitlines()[-1])
    assert result["refused"] == [
        "kernel 'count_runs': a launch from inside another launch on the same thread (a signal handler?) "
        "would wait for that launch forever; launch it once the other has returned, or from another thread"
    ]
    assert result["runs"] == [1] * 64  # the refused launch ran nothing, the one after it all
    assert result["other"] == [1] * 64
    assert result["out"]  # the interrupted launch went on and finished


DAEMON_LAUNCHING = """
import sys, threading, time
import numpy as np
from ncpu_opt.runtime import Program

busy = Program.from_file(sys.argv[1], threads=2).kernel("busy")
out = np.zeros(1 << 20, np.float32)
start = time.perf_counter()
busy(out, np.uint32(1 << 12), global_size=out.size, local_size=64)
# Work-groups of about 2 ms: one launch takes more than 15 s on 2 threads.
iterations = int((1 << 12) * 2e-3 / ((time.perf_counter() - start) * 2 / (out.size // 64)))


def launch():
    while True:
        busy(out, np.uint32(iterations), global_size=out.size, local_size=64)
        print("a launch returned", flush=True)  # never: the interpreter exits first
        if sys.argv[2] == "once":
            break


threading.Thread(target=launch, daemon=True).start()
time.sleep(0.3)
print("exiting", flush=True)
"""


@pytest.mark.parametrize("launches", ["once", "forever"])
def test_exit_cancels_a_daemon_threads_launch(launches: str) -> None:
    # The interpreter's exit used to wait for the daemon thread's launch to end (15 s and more),
    # or forever for a thread launching again and again: the launch is cancelled, and exiting
    # waits for its running work-groups only.  The cancelled launch does not return as if complete.
    child = subprocess.Popen(
        [sys.executable, "-c", DAEMON_LAUNCHING, str(BUSY), launches],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    try:
        assert child.stdout.readline().strip() == "exiting"
        exiting = time.monotonic()
        out, err = child.communicate(timeout=60)
    finally:
        child.kill()
    assert time.monotonic() - exiting < 3
    assert child.returncode == 0 and out == "" and err == "", out + err


LAUNCHING_AT_EXIT = """
import atexit, sys


def late():  # registered before the runtime's hook, so run after it
    out = np.zeros(64, np.uint32)
    count.kernel("count_runs")(out, global_size=64, local_size=8)
    print("late launch", int((out == 1).all()), flush=True)


atexit.register(late)
import numpy as np
from ncpu_opt.runtime import Program

count = Program.from_file(sys.argv[1], threads=2)
count.kernel("count_runs")(np.zeros(64, np.uint32), global_size=64, local_size=8)  # the pool runs
"""


def test_a_launch_after_the_pools_stopped_at_exit_starts_one() -> None:
    # Stopping the pools at exit refuses the launches they run, not the ones that come after.
    done = subprocess.run(
        [sys.executable, "-c", LAUNCHING_AT_EXIT, str(BUSY)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0 and done.stdout == "late launch 1\n", done.stdout + done.stderr


def test_a_cheap_launch_then_a_dear_one_of_the_same_sizes(busy_program: Program) -> None:
    # The first launches are cheap enough to run on the launching thread alone; the
    # dear one, with the same sizes (the same plan), is handed over part-way.
    kernel = busy_program.kernel("busy")
    out = np.zeros(1 << 14, np.float32)

    def expected(iterations: int) -> np.ndarray:
        acc = np.arange(out.size, dtype=np.float32)
        for _ in range(iterations):
            acc = acc * np.float32(0.999) + np.float32(1.0)
        return acc

    for iterations in (1, 1, 1, 3000, 1):
        kernel(out, np.uint32(iterations), global_size=(out.size,), local_size=(64,))
        np.testing.assert_allclose(out, expected(iterations), rtol=1e-4)


def test_merged_rows_get_whole_rows_per_chunk() -> None:
    # 128 rows of 128 groups on 16 threads: a row per chunk, 8 per thread.
    assert grain(128 * 128, 16, row_groups=128) == 128
    # Rows so long that a thread's share holds fewer than MIN_ROW_CHUNKS: the usual chunks.
    assert grain(8 * 4096, 16, row_groups=4096) == grain(8 * 4096, 16)
    # Many short rows: a whole number of rows close to the usual chunk.
    assert grain(10**6, 2, row_groups=10) % 10 == 0
    assert grain(10**6, 2, row_groups=10) == grain(10**6, 2) // 10 * 10


_DRIVER = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_uint64, ctypes.c_uint64)


def launch_recorded(pool: WorkerPool, job: Job, record: Callable[[int, int], None], launches: int) -> None:
    """Launch *job*, whose driver is *record*, *launches* times on *pool*."""

    def driver(args: int | None, template: int | None, first: int, end: int) -> None:
        record(first, end)

    callback = _DRIVER(driver)
    job.driver = ctypes.cast(callback, ctypes.c_void_p).value
    for _ in range(launches):
        pool.run(ctypes.addressof(job), 0)


def test_each_thread_runs_the_same_share_on_every_launch() -> None:
    # Groups slow enough that every worker is awake before its share starts: each thread
    # runs its home share (a quarter, in order) on every launch, so a kernel launched again
    # finds its data in the cache of the core that last touched it.
    threads, total = 4, 32
    pool = WorkerPool(threads)
    runs: list[dict[int, int]] = []

    def record(first: int, end: int) -> None:
        # 20 ms a group: a worker the loaded machine wakes up to ~100 ms late still starts its
        # share before the others have finished theirs and come to steal it.
        time.sleep(0.02 * (end - first))
        for group in range(first, end):
            runs[-1][group] = threading.get_ident()

    job = Job(0, 0, total, grain=1)
    try:
        for _ in range(3):
            runs.append({})
            launch_recorded(pool, job, record, 1)
    finally:
        pool.close()
    for run in runs:
        assert sorted(run) == list(range(total))
    share = total // threads
    for home in range(threads):
        # Steals happen only at the very end: most of each share stays with one thread.
        owners = [run[group] for run in runs for group in range(home * share, home * share + share - 2)]
        assert len(set(owners)) == 1, (home, owners)
    assert all(run[0] == threading.get_ident() for run in runs)


def test_later_launches_start_with_the_sub_ranges_that_fitted() -> None:
    # On the launching thread alone, the first launch's chunks start from one work-group
    # per call and double; later launches of the same job run a whole chunk per call.
    pool = WorkerPool(1)
    calls: list[int] = []
    total = 1 << 20
    job = Job(0, 0, total, grain(total, 1))
    try:
        for _ in range(2):
            calls.append(0)
            launch_recorded(pool, job, lambda first, end: calls.__setitem__(-1, calls[-1] + 1), 1)
    finally:
        pool.close()
    chunks = total // grain(total, 1)
    assert calls[0] > chunks + 8
    assert calls[1] == chunks
