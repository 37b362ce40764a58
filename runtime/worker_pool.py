"""Native worker pools that run a launch's work-groups on all cores.

The pool itself is LLVM IR (``worker_pool.ll`` beside this file), compiled for
the host once per process and loaded with MCJIT: a launch is one ctypes call
that publishes the job, runs chunks on the calling thread and returns when
every work-group has run.  Python creates no thread, future or lock per chunk.

The call comes back to Python at least every :data:`BUDGET_NS` while the
kernel runs, so a ``KeyboardInterrupt`` reaches the caller: the launch then
stops handing out work-groups, waits in native code for the ones running
(no second signal can cut that short) and re-raises.  A launch from a signal
handler while its thread is inside a launch on the same pool is refused (it
would wait for itself).
Workers are native threads that block every signal and never keep the
interpreter from exiting: an ``atexit`` hook cancels the launch under way (a
daemon thread's), waits for its running work-groups only, and stops them.
"""

from __future__ import annotations

import atexit
import ctypes
import os
import platform
import signal
import threading
import time
import warnings
from functools import cache
from importlib import resources

from ncpu_opt.runtime.errors import ArgumentTypeError, ArgumentValueError
from ncpu_opt.runtime.jit import LoadedObject

from ncpu_opt.codegen import backend

#: The longest a launch stays in native code before Python checks for signals.
BUDGET_NS = 50_000_000
#: How long idle workers spin for the next job before they sleep.
SPIN_NS = 200_000
#: Each worker's stack: the kernel's frame, its private variables, and at most 64 KiB of each
#: piece of a work-group's memory (``__local`` variables, ``LocalMemory`` buffers, live-variable
#: structs), larger pieces being on the heap (ncpu_opt.mux.work_group_memory).  Pages are only
#: committed when touched.
STACK_BYTES = 16 * 1024 * 1024
#: A chunk's sub-ranges double while one takes less than this: how soon a cancel is seen.
ADAPT_NS = 100_000
#: A launch whose previous run would have taken less than this on one thread runs on the
#: launching thread alone (handing over costs more), until it has run this long.
SERIAL_NS = 20_000
#: Chunks per thread a launch aims for: more than one so that uneven work-groups balance out,
#: and so that threads that wake late still find work.  On a 16-core Xeon, 32 scaled 4 -> 16
#: threads 2.4-3.6x for the bench's barrier kernels where 8 gave 1.5-3.8x (docs/design/performance.md).
CHUNKS_PER_THREAD = 32
#: Whole rows of work-groups per chunk only where each thread still gets this many chunks.
MIN_ROW_CHUNKS = 4
#: The most threads a pool may have (unless the machine has more cores).  Many more threads
#: than cores gain a launch nothing, and each costs a stack and a start (1023 workers: 0.2 s);
#: a count far beyond is a mistake that would otherwise overflow the pool's 32-bit count.
MAX_THREADS = 1024

_CREATE = ctypes.CFUNCTYPE(
    ctypes.c_void_p, ctypes.c_uint32, ctypes.c_uint64, ctypes.c_uint64, ctypes.c_uint64, ctypes.c_uint64, ctypes.c_uint64
)
_TICKS = ctypes.CFUNCTYPE(ctypes.c_uint64)
_WORKERS = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_void_p)
_DESTROY = ctypes.CFUNCTYPE(None, ctypes.c_void_p)
# Few arguments: each costs a conversion on every launch.
_LAUNCH = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p)
_RESUME = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_void_p)
_FINISH = ctypes.CFUNCTYPE(None, ctypes.c_void_p)
_CANCEL = ctypes.CFUNCTYPE(None, ctypes.c_void_p)
#: Why the pools close at exit (:meth:`WorkerPool.close`): a launch it cancels raises ``SystemExit``.
EXITING = "the interpreter is exiting"
#: How often :meth:`WorkerPool.close` cancels again while it waits for a launch to end (seconds):
#: a launch that began after its first cancel is cancelled by the next.
CLOSE_POLL_S = 0.01


def _is_x86() -> bool:
    return platform.machine().lower() in ("x86_64", "amd64", "i386", "i686")


def _pause() -> tuple[str, str]:
    """The declaration and call of the host's spin-wait hint."""
    machine = platform.machine().lower()
    if _is_x86():
        return "declare void @llvm.x86.sse2.pause()", "call void @llvm.x86.sse2.pause()"
    if machine in ("aarch64", "arm64"):
        return "declare void @llvm.aarch64.hint(i32)", "call void @llvm.aarch64.hint(i32 1)"
    return "", ""


def pool_ir() -> str:
    """``worker_pool.ll`` for the host: its spin hint, tick source and signal-mask constants filled in."""
    text = resources.files("ncpu_opt.runtime").joinpath("worker_pool.ll").read_text()
    declaration, call = _pause()
    # x86's time-stamp counter is constant-rate and read without a system call, also in
    # virtual machines, where clock_gettime may not be; elsewhere, the monotonic clock.
    ticks = "call i64 @llvm.readcyclecounter()" if _is_x86() else "call i64 @now_ns(i32 1)"
    return (
        text.replace("@PAUSE_DECLARATION@", declaration)
        .replace("@PAUSE_CALL@", call)
        .replace("@TICKS@", ticks)
        .replace("@SIG_BLOCK@", str(int(signal.SIG_BLOCK)))
        .replace("@SIG_SETMASK@", str(int(signal.SIG_SETMASK)))
    )


def max_threads() -> int:
    """The most threads a launch may use: :data:`MAX_THREADS`, or every core of a larger machine."""
    return max(MAX_THREADS, os.cpu_count() or 1)


def check_threads(value: object, what: str = "threads") -> int:
    """*value* as a thread count: an integer from 1 to :func:`max_threads`; errors name *what*."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ArgumentTypeError(f"{what} must be a positive integer or None, not {value!r}")
    limit = max_threads()
    if not 1 <= value <= limit:
        raise ArgumentValueError(f"{what} must be a number of threads from 1 to {limit}, not {value!r}")
    return value


class Job(ctypes.Structure):
    """``%Job`` of worker_pool.ll: what every launch of a kernel with the same sizes runs."""

    _fields_ = [
        ("driver", ctypes.c_void_p),
        ("template", ctypes.c_void_p),
        ("total_groups", ctypes.c_uint64),
        ("grain", ctypes.c_uint64),
        ("serial_ns", ctypes.c_uint64),
        ("first_step", ctypes.c_uint64),
    ]

    def __init__(self, driver: int, template: int, total_groups: int, grain: int) -> None:
        # serial_ns = -1: never launched, so the first launch hands over at once;
        # first_step = 1: its sub-ranges start from one work-group.
        super().__init__(driver, template, total_groups, grain, 2**64 - 1, 1)


def grain(total_groups: int, threads: int, row_groups: int = 1) -> int:
    """Work-groups per chunk: about CHUNKS_PER_THREAD chunks per thread.

    A driver that runs a row of *row_groups* work-groups as one call (merged rows) gets
    whole rows, where a thread's share has at least MIN_ROW_CHUNKS of them: a chunk that
    ends inside a row cuts the row's one long stream in two.
    """
    chunk = max(1, total_groups // (threads * CHUNKS_PER_THREAD))
    if 1 < row_groups <= total_groups // (threads * MIN_ROW_CHUNKS):
        chunk = max(row_groups, chunk // row_groups * row_groups)
    return chunk


class _Library:
    """The compiled pool functions; loaded once per process and never unloaded."""

    def __init__(self) -> None:
        self._object = LoadedObject(backend.emit(pool_ir(), "obj", filename="worker_pool.ll"))
        address = self._object.address
        self.create = _CREATE(address("ncpu_pool_create"))
        self.workers = _WORKERS(address("ncpu_pool_workers"))
        self.destroy = _DESTROY(address("ncpu_pool_destroy"))
        self.launch = _LAUNCH(address("ncpu_pool_launch"))
        self.resume = _RESUME(address("ncpu_pool_resume"))
        self.finish = _FINISH(address("ncpu_pool_finish"))
        self.cancel = _CANCEL(address("ncpu_pool_cancel"))
        self.ticks = _TICKS(address("ncpu_pool_ticks"))
        self.ticks_per_ns = self._measure_tick_rate()

    def _measure_tick_rate(self, span_ns: int = 2_000_000) -> float:
        """Ticks per nanosecond, over a couple of milliseconds against the monotonic clock."""
        start_ticks, start_ns = self.ticks(), time.perf_counter_ns()
        while time.perf_counter_ns() - start_ns < span_ns:
            pass
        return max((self.ticks() - start_ticks) / (time.perf_counter_ns() - start_ns), 1e-3)

    def in_ticks(self, ns: int) -> int:
        return max(1, round(ns * self.ticks_per_ns))


@cache
def _library() -> _Library:
    return _Library()


def _closed(why: str | None, message: str) -> BaseException:
    """What a launch on a closed pool raises: ``SystemExit`` when the interpreter exits (a daemon
    thread's launch: the thread ends, silently, as the interpreter does), else ``RuntimeError``."""
    return SystemExit(message) if why == EXITING else RuntimeError(message)


class WorkerPool:
    """``threads - 1`` native workers plus the launching thread; one launch at a time."""

    def __init__(self, threads: int) -> None:
        # Programs check their counts; this guards any other caller (the native count is 32 bits).
        check_threads(threads)
        lib = self._lib = _library()
        self.threads = threads
        self._handle: int | None = lib.create(
            threads - 1,
            STACK_BYTES,
            lib.in_ticks(SPIN_NS),
            lib.in_ticks(BUDGET_NS),
            lib.in_ticks(ADAPT_NS),
            lib.in_ticks(SERIAL_NS),
        )
        self.workers = lib.workers(self._handle)
        if self.workers < threads - 1:
            # The system refused threads (a process or memory limit): the pool works with those
            # it has, and says so rather than run on fewer threads unseen.
            warnings.warn(
                f"the system started {self.workers} of the {threads - 1} worker threads for {threads} threads "
                f"(NCPU_NUM_THREADS or Program(threads=...)): launches run on {self.workers + 1}",
                RuntimeWarning,
                stacklevel=2,
            )
        # Re-entrant, so that a launch from a signal handler on the thread inside a launch
        # gets to the check below instead of waiting for itself; _launching says a launch is
        # under way (only the thread holding the lock reads or writes it).
        self._lock = threading.RLock()
        self._launching = False
        #: Set by close(): why launches are over (the interpreter exits, or the pool was closed).
        self._closing: str | None = None

    def run(self, job: int, args: int, kernel: str = "") -> None:
        """Run the work-groups of *job* (the address of a :class:`Job`) with the packed *args*.

        ``KeyboardInterrupt`` (any exception) cancels the work-groups not started yet and
        propagates once the running ones have finished.  *kernel* names the kernel in errors.
        """
        lib = self._lib
        with self._lock:
            if self._launching:
                # The lock is ours: this thread is inside a launch on this pool, and a signal
                # handler (the only way back into Python from there) launches again.  The
                # pool runs one launch at a time, and the first cannot go on before this returns.
                raise RuntimeError(
                    f"kernel '{kernel}': a launch from inside another launch on the same thread (a signal "
                    "handler?) would wait for that launch forever; launch it once the other has returned, "
                    "or from another thread"
                )
            handle = self._handle
            if handle is None or self._closing is not None:
                why = self._closing or "the worker pool was shut down"
                raise _closed(why, f"kernel '{kernel}': {why}")
            self._launching = True
            done = 0
            try:
                try:
                    done = lib.launch(handle, job, args)
                    while not done:
                        done = lib.resume(handle)
                finally:
                    # Python raises a signal handler's exception (KeyboardInterrupt) when a call
                    # returns or a loop turns.  The arrays the kernel uses live only as long as
                    # this call, so it must not leave while work-groups run: one native call
                    # cancels the rest and returns once none runs.  A second signal cannot cut
                    # that short, as no Python runs until it returns (nor between here and it).
                    # With no launch under way (interrupted before it began) it returns at once.
                    if not done:
                        lib.finish(handle)
            finally:
                # Apart: a handler's exception as finish returns skips the rest of its block.
                self._launching = False
            if self._closing is not None:
                # close() cancelled it: the work-groups it had not started never ran, so the
                # launch must not pass for complete.  At exit (a daemon thread's launch) the
                # thread ends as the interpreter does, silently (threading ignores SystemExit).
                why = self._closing
                raise _closed(why, f"kernel '{kernel}': the launch was cancelled, {why}")

    def close(self, why: str = "the worker pool was shut down") -> None:
        """Cancel the launch in progress, if any, wait for its running work-groups, then stop and
        join the workers.  The cancelled launch and later ones raise ``RuntimeError`` saying *why*
        (``SystemExit`` for :data:`EXITING`)."""
        self._closing = why
        handle = self._handle
        while not self._lock.acquire(timeout=CLOSE_POLL_S):
            # A launch holds the pool (a daemon thread's, at exit): it stops handing out
            # work-groups and returns once its running ones end.  Again each time round, for a
            # launch that started (and reset the flag) after the cancel before.
            if handle is not None:
                self._lib.cancel(handle)
        try:
            if self._launching:
                # This thread's own launch (close from a signal handler): it must end first.
                raise RuntimeError("the worker pool cannot be closed from inside a launch on it")
            if self._handle is not None:
                self._lib.destroy(self._handle)
                self._handle = None
        finally:
            self._lock.release()


_pools: dict[int, WorkerPool] = {}
_pools_lock = threading.Lock()


def pool_for(threads: int) -> WorkerPool:
    """The process's pool of *threads* threads (shared by every program)."""
    pool = _pools.get(threads)
    if pool is not None:
        return pool
    with _pools_lock:
        pool = _pools.get(threads)
        if pool is None:
            pool = _pools[threads] = WorkerPool(threads)
        return pool


def _forget_pools_after_fork() -> None:
    # A forked child has none of its parent's threads, and a lock may have been held
    # at the fork: the child starts pools of its own.
    global _pools_lock
    _pools.clear()
    _pools_lock = threading.Lock()


os.register_at_fork(after_in_child=_forget_pools_after_fork)


@atexit.register
def _stop_pools() -> None:
    # By now only daemon threads may be launching: their launches are cancelled (close), so
    # exiting waits for the work-groups running, not for the launches to end.  A launch after
    # this (an atexit hook that ran before this one was registered) starts a pool of its own.
    with _pools_lock:
        for pool in _pools.values():
            pool.close(EXITING)
        _pools.clear()
