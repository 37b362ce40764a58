"""Compiling a module's units (:mod:`ncpu_opt.codegen.split`) in parallel processes, and joining them.

llvmlite serialises every call into LLVM behind one lock, so threads would
take turns: the units go to worker processes (forked where the platform
allows, so nothing is imported again).  Each runs the whole pipeline on its
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
    has imported, and suits a process with one thread; ``spawn`` suits one that may have more.
    ``costs`` (one per item, any unit) hands the dearest items out first, so that no process is
    left with a big one at the end while the others wait.
    """
    if jobs <= 1 or len(items) <= 1:
        return [work(item) for item in items]
    # Imported here: the command line reads INTERNALIZE_PASS on every run, processes seldom.
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context(start if start in methods else "spawn")
    order = sorted(range(len(items)), key=lambda i: -costs[i]) if costs is not None else range(len(items))
    with ProcessPoolExecutor(max_workers=min(jobs, len(items)), mp_context=context) as pool:
        futures = {i: pool.submit(work, items[i]) for i in order}
        return [futures[i].result() for i in range(len(items))]


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
