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
import subprocess
import sys
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
        out = subprocess.run([*command, "--version"], capture_output=True, text=True, timeout=30, check=False)
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
    if importlib.util.find_spec("ziglang") is None:
        return None
    command = (sys.executable, "-m", "ziglang", "clang")
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


def describe_frontend() -> str:
    """One line for ``ncpu-opt --version``."""
    try:
        return f"OpenCL C front end: {find_frontend().describe()}"
    except FrontEndNotFound as e:
        return f"OpenCL C front end: none ({e.message})"
