"""Compiling a module's units (:mod:`ncpu_opt.codegen.split`) in parallel processes, and joining them.

llvmlite serialises every call into LLVM behind one lock, so threads would
take turns: the units go to worker processes (forked where the platform
allows, so nothing is imported again; fresh interpreters for a process that
may run threads, which a fork would copy in the middle of their work).  Each runs the whole pipeline on its
unit and generates its object; the objects are joined by a relocatable link
(``ld.lld -r`` from the ``[opencl]`` extra's zig, else ``ld.lld`` or ``ld``
on the PATH).  Without a linker the units' optimised IR is linked by LLVM and
code is generated once, in this process.

Units depend only on the module, and the link takes them in module order, so
the object is the same for every number of processes.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TypeVar

from ncpu_opt.codegen.split import Unit
from ncpu_opt.errors import NcpuError

T = TypeVar("T")
R = TypeVar("R")

#: The pass whose presence makes units safe to join: it makes every helper internal, so the
#: copies of a helper in several units never meet.
INTERNALIZE_PASS = "internalize-helpers"


@dataclass(frozen=True)
class CodeTarget:
    """What code is generated for: as ``--mtriple``/``--mcpu``/``--mattr``/``-O`` give it."""

    triple: str
    cpu: str | None
    features: str | None
    opt_level: int


def default_jobs() -> int:
    """The processes ``-j`` means by default: every core this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def run_in_processes(
    work: Callable[[T], R],
    items: Sequence[T],
    jobs: int,
    start: str = "fork",
    costs: Sequence[int] | None = None,
) -> list[R]:
    """``[work(item) for item in items]``, on up to ``jobs`` processes (here, for one).

    ``start`` is how they start: ``fork`` (where the platform has it) shares what this process
    has imported, and suits a process with one thread; ``fresh`` starts new interpreters
    (:func:`serve`), which suits one that may have more.  ``work`` and the items go to them
    pickled.  ``costs`` (one per item, any unit) hands the dearest items out first, so that no
    process is left with a big one at the end while the others wait.  The first item's
    exception to come back (in ``items``' order) is raised; a process that dies is a
    :class:`~ncpu_opt.errors.NcpuError`.
    """
    if jobs <= 1 or len(items) <= 1:
        return [work(item) for item in items]
    order = (
        sorted(range(len(items)), key=lambda i: -costs[i])
        if costs is not None
        else list(range(len(items)))
    )
    if start == "fork":
        # Imported here: the command line reads INTERNALIZE_PASS on every run, processes seldom.
        import multiprocessing

        if "fork" in multiprocessing.get_all_start_methods():
            return _run_forked(work, items, jobs, order)
    if not sys.executable:  # an embedded interpreter: no Python to start
        return [work(item) for item in items]
    return _run_in_fresh_interpreters(work, items, min(jobs, len(items)), order)


def _run_forked(
    work: Callable[[T], R], items: Sequence[T], jobs: int, order: Sequence[int]
) -> list[R]:
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    context = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(max_workers=min(jobs, len(items)), mp_context=context) as pool:
        futures = {i: pool.submit(work, items[i]) for i in order}
        return [futures[i].result() for i in range(len(items))]


#: What a fresh worker process runs.
_SERVE = "from ncpu_opt.codegen.parallel import serve; serve()"


def serve() -> None:
    """A fresh worker's loop: ``(work, item)`` pairs in on stdin, ``(True, result)`` or
    ``(False, exception)`` out on stdout, all pickled, until stdin ends.

    Not multiprocessing's spawned workers: those import the parent's ``__main__`` again
    (``multiprocessing.spawn`` prepares them from its path), so a script without
    ``if __name__ == "__main__":`` ran its whole top level again in every worker, and the
    pool broke (``BrokenProcessPool``).  This worker imports only what unpickling the work
    needs, with the parent's ``sys.path`` (the first thing sent).
    """
    import pickle
    import signal

    # Ctrl-C is the parent's to handle: it stops the workers by closing their stdin or ending them.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    requests = sys.stdin.buffer
    replies = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # what the work prints goes to stderr, not into the replies
    sys.stdout = sys.stderr
    sys.path[:] = pickle.load(requests)
    while True:
        try:
            work, item = pickle.load(requests)
        except EOFError:
            return
        try:
            reply: tuple[bool, object] = (True, work(item))
        except Exception as e:  # noqa: BLE001 (any error is the caller's to raise)
            reply = (False, e)
        replies.write(_pickled_reply(reply))
        replies.flush()


def _pickled_reply(reply: tuple[bool, object]) -> bytes:
    """*reply* pickled; an exception that would not survive the trip is sent as its text."""
    import pickle

    try:
        data = pickle.dumps(reply, pickle.HIGHEST_PROTOCOL)
        if not reply[0]:
            pickle.loads(data)  # an exception whose constructor takes other arguments fails here
        return data
    except Exception as e:  # noqa: BLE001
        value = reply[1]
        what = (
            f"{type(value).__name__}: {value}"
            if not reply[0]
            else f"a result that cannot be pickled ({e})"
        )
        return pickle.dumps((False, NcpuError(what)), pickle.HIGHEST_PROTOCOL)


class _FreshWorker:
    """One worker process running :func:`serve`."""

    def __init__(self) -> None:
        import pickle

        self._process = subprocess.Popen(
            [sys.executable, "-c", _SERVE], stdin=subprocess.PIPE, stdout=subprocess.PIPE
        )
        assert self._process.stdin is not None and self._process.stdout is not None
        self._requests, self._replies = self._process.stdin, self._process.stdout
        try:
            pickle.dump(list(sys.path), self._requests)
            self._requests.flush()
        except BrokenPipeError:
            raise self._died() from None

    def call(self, work: Callable[[T], R], item: T) -> tuple[bool, object]:
        import pickle

        try:
            pickle.dump((work, item), self._requests, pickle.HIGHEST_PROTOCOL)
            self._requests.flush()
            reply: tuple[bool, object] = pickle.load(self._replies)
        except (BrokenPipeError, EOFError):
            raise self._died() from None
        return reply

    def _died(self) -> NcpuError:
        code = self._process.wait()
        how = f"was killed by signal {-code}" if code < 0 else f"exited with status {code}"
        return NcpuError(
            f"a worker process (pid {self._process.pid}) {how} before it finished its work"
        )

    def close(self, kill: bool = False) -> None:
        """Let the worker end (its stdin closes), or end it if it is still at work (or *kill*)."""
        if kill:
            self._process.kill()
        try:
            self._requests.close()
        except BrokenPipeError:
            pass
        try:
            self._process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait()
        self._replies.close()


def _run_in_fresh_interpreters(
    work: Callable[[T], R], items: Sequence[T], jobs: int, order: Sequence[int]
) -> list[R]:
    """:func:`run_in_processes` on ``jobs`` fresh worker processes, each fed by a thread of this one."""
    import queue
    import threading

    pending: queue.SimpleQueue[int] = queue.SimpleQueue()
    for i in order:
        pending.put(i)
    results: dict[int, object] = {}
    failures: dict[int, BaseException] = {}

    def feed(worker: _FreshWorker) -> None:
        while not failures:
            try:
                i = pending.get_nowait()
            except queue.Empty:
                return
            try:
                ok, value = worker.call(work, items[i])
            except BaseException as e:  # noqa: BLE001 (raised again by the caller's thread)
                ok, value = False, e
            if ok:
                results[i] = value
            else:
                failures[i] = value if isinstance(value, BaseException) else NcpuError(str(value))

    workers: list[_FreshWorker] = []
    finished = False
    try:
        for _ in range(jobs):
            workers.append(_FreshWorker())
        threads = [threading.Thread(target=feed, args=(w,), daemon=True) for w in workers]
        for thread in threads:
            thread.start()
        for thread in threads:
            while thread.is_alive():
                # In steps: a signal the kernel hands to a feeding thread would not wake a
                # join without a timeout, and Ctrl-C would wait for the whole compilation.
                thread.join(0.1)
        finished = True
    finally:
        # Interrupted (Ctrl-C in this thread): the workers' compilations are of no use any more.
        for worker in workers:
            worker.close(kill=not finished)
    if failures:
        raise failures[min(failures)]
    return [results[i] for i in range(len(items))]  # type: ignore[misc]


def _unit_output(passes: str, filename: str, target: CodeTarget, want: str, unit: Unit) -> tuple[str, bytes | str]:
    """Run ``passes`` on ``unit`` and return ("obj", its object) or ("ir", its final IR text),
    or ("error", the message): errors travel back as text, raised again by the caller."""
    from ncpu_opt.codegen import backend
    from ncpu_opt.codegen.retarget import retarget_text
    from ncpu_opt.pipeline.builder import build_pipeline
    from ncpu_opt.pipeline.manager import IRState, PassManager
    from ncpu_opt.pipeline.passes import PassContext

    try:
        state = IRState(unit.text, filename)
        ctx = PassContext(
            filename=filename, target_triple=target.triple, target_cpu=target.cpu, target_features=target.features
        )
        PassManager(build_pipeline(passes), ctx).run(state)
        datalayout = backend.target_datalayout(target.triple, target.cpu, target.features)
        text = retarget_text(state.final_text(), target.triple, datalayout)
        if want == "ir":
            return "ir", text
        return "obj", backend.emit(text, "obj", target.triple, target.cpu, target.features, target.opt_level, filename)
    except NcpuError as e:
        return "error", str(e)


def find_linker(triple: str) -> list[str] | None:
    """A command that makes one relocatable ELF object of several (``… -r -o OUT IN…``), if any.

    lld links every architecture; the system's ``ld`` only its own, so only for the host.
    """
    if "linux" not in triple and "elf" not in triple:
        return None  # Mach-O and COFF objects: LLVM joins the IR instead
    if importlib.util.find_spec("ziglang") is not None:
        return [sys.executable, "-m", "ziglang", "ld.lld"]
    from ncpu_opt.codegen.backend import host_triple

    for name in ("ld.lld", "ld"):
        path = shutil.which(name)
        if path is not None and (name == "ld.lld" or triple.split("-")[0] == host_triple().split("-")[0]):
            return [path]
    return None


def link_relocatable(linker: list[str], objects: Sequence[bytes]) -> bytes:
    """One relocatable object holding ``objects``, in their order."""
    with tempfile.TemporaryDirectory(prefix="ncpu-opt-units-") as tmp:
        inputs = []
        for i, obj in enumerate(objects):
            path = Path(tmp) / f"unit{i}.o"
            path.write_bytes(obj)
            inputs.append(str(path))
        out = Path(tmp) / "joined.o"
        done = subprocess.run([*linker, "-r", "-o", str(out), *inputs], capture_output=True, text=True)
        if done.returncode != 0:
            raise NcpuError(f"joining the units' objects failed ({' '.join(linker)}): {done.stderr.strip()}")
        return out.read_bytes()


def _link_ir_and_emit(texts: Sequence[str], filename: str, target: CodeTarget) -> bytes:
    from ncpu_opt.codegen import backend

    return backend.emit(backend.link_texts(texts, filename), "obj", target.triple, target.cpu, target.features,
                        target.opt_level, filename)


def compile_units_to_object(units: Sequence[Unit], filename: str, passes: str, target: CodeTarget, jobs: int) -> bytes:
    """The object file of the module made of ``units``, each compiled by ``passes`` on its own."""
    linker = find_linker(target.triple) if len(units) > 1 else None
    want = "obj" if linker is not None or len(units) == 1 else "ir"
    results = run_in_processes(
        partial(_unit_output, passes, filename, target, want), list(units), jobs, costs=[len(u.text) for u in units]
    )
    for kind, value in results:
        if kind == "error":
            raise NcpuError(str(value))
    outputs = [value for _, value in results]
    if want == "ir":
        return _link_ir_and_emit([str(v) for v in outputs], filename, target)
    if len(outputs) == 1:
        return bytes(outputs[0])  # type: ignore[arg-type]
    assert linker is not None
    return link_relocatable(linker, [bytes(v) for v in outputs])  # type: ignore[arg-type]
