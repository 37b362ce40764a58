"""Finding the OpenCL C front end: a clang that compiles OpenCL C to SPIR64 IR.

Searched in order: the ``NCPU_OPT_CLANG`` environment variable (a clang
executable), the ``ziglang`` package (``pip install 'ncpu-opt[opencl]'``,
clang 22, the LLVM major of llvmlite 0.50), then a ``clang`` or ``clang-NN``
with NN >= :data:`MIN_CLANG` on ``PATH``.  This module says which
front end is there (for ``ncpu-opt --version``, for
:mod:`ncpu_opt.opencl_c.compiler`, which runs it, and for cache keys).
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from ncpu_opt.errors import NcpuError

ENV_CLANG = "NCPU_OPT_CLANG"
#: The oldest system clang accepted (OpenCL C 3.0 and ``-fdeclare-opencl-builtins``).
MIN_CLANG = 16
#: The newest ``clang-NN`` looked for on PATH.
MAX_CLANG = 40
INSTALL_HINT = "pip install 'ncpu-opt[opencl]'"

_VERSION = re.compile(r"clang version (\d+)\.(\d+)\.(\d+)")


class FrontEndNotFound(NcpuError):
    """No clang for OpenCL C was found (or the one named by NCPU_OPT_CLANG does not run)."""


@dataclass(frozen=True)
class FrontEnd:
    """A clang that compiles OpenCL C: how to run it and what it is."""

    #: Where it came from: ``NCPU_OPT_CLANG``, ``ziglang`` or ``PATH``.
    origin: str
    #: The command that runs it (``clang`` arguments follow).
    command: tuple[str, ...]
    #: ``clang --version``'s version, e.g. ``22.1.8``.
    version: str

    @property
    def major(self) -> int:
        return int(self.version.split(".")[0])

    def describe(self) -> str:
        return f"clang {self.version} from {self.origin} ({' '.join(self.command)})"


def _clang_version(command: tuple[str, ...]) -> str | None:
    """The version ``command --version`` reports, or None when it does not run as clang."""
    try:
        out = subprocess.run(
            [*command, "--version"], stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=30, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return None
    match = _VERSION.search(out.stdout)
    return ".".join(match.groups()) if out.returncode == 0 and match else None


def _from_environment() -> FrontEnd | None:
    configured = os.environ.get(ENV_CLANG)
    if not configured:
        return None
    executable = shutil.which(configured) or configured
    version = _clang_version((executable,))
    if version is None:
        raise FrontEndNotFound(f"{ENV_CLANG}={configured} does not run as clang (`{configured} --version` failed)")
    return FrontEnd(ENV_CLANG, (executable,), version)


def _from_ziglang() -> FrontEnd | None:
    spec = importlib.util.find_spec("ziglang")
    if spec is None:
        return None
    zig = os.path.join(os.path.dirname(spec.origin), "zig") if spec.origin else ""
    # The zig executable itself, as ``python -m ziglang`` runs it on POSIX: no Python start per run.
    command = (zig, "clang") if os.name == "posix" and os.path.isfile(zig) else (sys.executable, "-m", "ziglang", "clang")
    version = _clang_version(command)
    return FrontEnd("ziglang", command, version) if version else None


def _from_path() -> FrontEnd | None:
    names = ["clang", *(f"clang-{n}" for n in range(MAX_CLANG, MIN_CLANG - 1, -1))]
    for name in names:
        executable = shutil.which(name)
        if executable is None:
            continue
        version = _clang_version((executable,))
        if version is not None and int(version.split(".")[0]) >= MIN_CLANG:
            return FrontEnd("PATH", (executable,), version)
    return None


@cache
def find_frontend() -> FrontEnd:
    """The OpenCL C front end, searched once per process; :class:`FrontEndNotFound` if none."""
    for source in (_from_environment, _from_ziglang, _from_path):
        found = source()
        if found is not None:
            return found
    raise FrontEndNotFound(
        f"no OpenCL C front end: {INSTALL_HINT} (or set {ENV_CLANG} to a clang >= {MIN_CLANG}, "
        f"or put one on PATH)"
    )


def _file_identity(path: str) -> str:
    """A file's real path, size and modification time: changes when the file is replaced."""
    real = os.path.realpath(path)
    st = os.stat(real)
    return f"{real}:{st.st_size}:{st.st_mtime_ns}"


@cache
def frontend_fingerprint() -> str:
    """What identifies the front end :func:`find_frontend` would use, for cache keys.

    Unlike :func:`find_frontend` it runs nothing when it can help it (an
    environment variable or ziglang): a process that finds its program in
    the cache never starts clang.  Raises :class:`FrontEndNotFound` as
    :func:`find_frontend` does when there is none.
    """
    configured = os.environ.get(ENV_CLANG)
    try:
        if configured:
            return f"{ENV_CLANG} {_file_identity(shutil.which(configured) or configured)}"
        spec = importlib.util.find_spec("ziglang")
        if spec is not None and spec.origin is not None:
            from importlib import metadata

            zig = os.path.join(os.path.dirname(spec.origin), "zig")
            return f"ziglang {metadata.version('ziglang')} {_file_identity(zig)}"
    except (OSError, ImportError, ValueError):
        pass  # not usable as found: let the full search decide (and say why)
    found = find_frontend()
    return f"{found.origin} clang {found.version} {_file_identity(found.command[0])}"


# -- running it ---------------------------------------------------------------------------------

#: How long clang may wait without using the CPU before it is taken to be stuck: waiting on
#: input that never comes (a FIFO, a terminal, a pipe the source ``#include``\ s).  Reading
#: files takes it microseconds; a build with real work uses the CPU all along.
STALL_SECONDS = 2.0
#: How often a running clang is looked at (only builds that take longer are).
POLL_SECONDS = 0.25

#: Run as ``python -c`` before clang (Linux): ask the kernel to kill the process when its parent
#: dies (``prctl(PR_SET_PDEATHSIG, SIGKILL)``, kept across exec), then become clang.  A parent
#: killed by SIGTERM runs no clean-up, and a clang stuck on an ``#include`` would live on.
_DIE_WITH_PARENT = """
import ctypes, os, signal, sys
PR_SET_PDEATHSIG = 1
if ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0) != 0:
    sys.exit("error: cannot tie clang to its parent: " + os.strerror(ctypes.get_errno()))
if os.getppid() != int(sys.argv[1]):
    os._exit(125)  # the parent is already gone
try:
    os.execv(sys.argv[2], sys.argv[2:])
except OSError as e:
    sys.exit(f"error: cannot run {sys.argv[2]}: {e.strerror or e}")
"""


class FrontEndStalled(NcpuError):
    """clang stopped making progress (waiting on input that never comes) and was killed."""


def run_clang(
    command: Sequence[str], stdin: bytes | None = None, pass_fds: Sequence[int] = ()
) -> subprocess.CompletedProcess[bytes]:
    """Run clang's *command* to its end, *stdin* its input, its output and errors captured.

    clang reads nothing of ours (no *stdin*: ``/dev/null``), has no terminal (a session of its
    own), dies with this process (Linux), and is killed, with whatever it started, when it stalls
    (:class:`FrontEndStalled`) or the caller is interrupted.  OSError: it cannot be started.
    """
    argv = list(command)
    if sys.platform.startswith("linux") and sys.executable:
        argv = [sys.executable, "-I", "-S", "-c", _DIE_WITH_PARENT, str(os.getpid()), *argv]
    process = subprocess.Popen(
        argv,
        stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        pass_fds=tuple(pass_fds),
        start_new_session=True,
    )
    with process:
        try:
            out, err = _communicate(process, stdin)
        except BaseException:
            _kill_group(process)
            raise
    return subprocess.CompletedProcess(argv, process.returncode, out, err)


def _communicate(process: subprocess.Popen[bytes], stdin: bytes | None) -> tuple[bytes, bytes]:
    """Exchange data with *process* until it ends; :class:`FrontEndStalled` if it stops making progress."""
    progress = _Progress(process.pid)
    data = stdin
    while True:
        try:
            return process.communicate(data, timeout=POLL_SECONDS)
        except subprocess.TimeoutExpired:
            data = None  # given once: communicate keeps what it has not written yet
            if progress.stalled():
                raise FrontEndStalled(
                    f"clang made no progress for {STALL_SECONDS:g} s, waiting on input that does not come "
                    f"(does the source #include a FIFO, a terminal or a device?); it was stopped"
                ) from None


def _kill_group(process: subprocess.Popen[bytes]) -> None:
    """Kill *process* and what it started (its session's process group), and reap it."""
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    process.communicate()


class _Progress:
    """Whether a process group still makes progress: some member runs, or its CPU time grows."""

    def __init__(self, group: int) -> None:
        self.group = group
        self.cpu = -1
        self.since = time.monotonic()

    def stalled(self) -> bool:
        sample = _group_activity(self.group)
        if sample is None:
            return False  # cannot tell (no /proc): wait as long as it takes
        cpu, running = sample
        now = time.monotonic()
        if running or cpu != self.cpu:
            self.cpu, self.since = cpu, now
            return False
        return now - self.since >= STALL_SECONDS


def _group_activity(group: int) -> tuple[int, bool] | None:
    """The CPU ticks used by process group *group* and whether a member is running (or in disk
    wait, or stopped by a debugger); None where ``/proc`` cannot tell."""
    try:
        pids = [name for name in os.listdir("/proc") if name.isdigit()]
    except OSError:
        return None
    cpu, running, found = 0, False, False
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat", "rb") as f:
                stat = f.read()
        except OSError:
            continue  # gone, or not ours to read
        # "pid (comm) state ppid pgrp session ... utime stime cutime cstime ...": comm may hold anything.
        fields = stat[stat.rfind(b")") + 2 :].split()
        if len(fields) < 15 or int(fields[2]) != group:
            continue
        found = True
        running = running or fields[0] in (b"R", b"D", b"T", b"t")
        cpu += sum(int(field) for field in fields[11:15])
    return (cpu, running) if found else None


def describe_frontend() -> str:
    """One line for ``ncpu-opt --version``."""
    try:
        return f"OpenCL C front end: {find_frontend().describe()}"
    except FrontEndNotFound as e:
        return f"OpenCL C front end: none ({e.message})"
