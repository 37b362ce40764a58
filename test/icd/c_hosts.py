"""C host programs against the system's OpenCL: built, run on a chosen platform (issue 29).

The C hosts (``test/icd/hosts/*.c``) are the programs OpenCL users write: they link the
system's OpenCL loader (``-lOpenCL``: Debian's ocl-icd-opencl-dev, with opencl-headers)
and pick the platform whose name or vendor contains ``$NCPU_TEST_PLATFORM``.  A test:

    exe = c_hosts.build("vector_add.c")            # skips without cc, CL/cl.h or libOpenCL
    out = c_hosts.run(exe, c_hosts.platform_env("portable"))

``platform_env`` knows three platforms: ``ncpu-opt`` (the vendors folder with our ICD, from
``$NCPU_OPT_ICD_DIR`` or ``ncpu-opt --icd``), ``portable`` (PoCL, from the system's
vendors) and ``intel`` (PyPI's intel-opencl-rt in this Python's environment).  A host exits
77 when its platform is not there: the test skips, except on ncpu-opt once its ICD folder
is known (the loader dropping our ICD silently is a failure).
"""

from __future__ import annotations

import atexit
import functools
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

HOSTS = Path(__file__).resolve().parent / "hosts"
#: The exit status of a host that did not find its platform (automake's "skipped").
NO_PLATFORM = 77
#: The platforms ``platform_env`` knows, as the tests parametrize them.
PLATFORMS = ("ncpu-opt", "portable", "intel")
ICD_DIR_ENV = "NCPU_OPT_ICD_DIR"


@functools.cache
def _scratch() -> Path:
    """A folder for this process's executables and vendors files, removed at exit."""
    folder = Path(tempfile.mkdtemp(prefix="ncpu-icd-hosts-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return folder


def _cc(*args: str, source: str = "") -> subprocess.CompletedProcess[str]:
    """Run the C compiler (``$CC``, else ``cc``) on ``args``, ``source`` on its standard input."""
    argv = [os.environ.get("CC", "cc"), *args]
    return subprocess.run(
        argv, input=source, capture_output=True, text=True, timeout=120, check=False
    )


@functools.cache
def _toolchain_missing() -> str:
    """Why C hosts cannot be built here ("" when they can): no cc, CL/cl.h or libOpenCL."""
    if shutil.which(os.environ.get("CC", "cc")) is None:
        return "no C compiler (cc, or $CC)"
    probe = ["-x", "c", "-", "-o", str(_scratch() / "probe")]
    if _cc(*probe, "-fsyntax-only", source="#include <CL/cl.h>\n").returncode != 0:
        return "no OpenCL headers (CL/cl.h: apt install opencl-headers)"
    calls = "#include <CL/cl.h>\nint main(void) { return (int)clGetPlatformIDs(0, 0, 0); }\n"
    if _cc(*probe, "-lOpenCL", source=calls).returncode != 0:
        return "no OpenCL loader to link (libOpenCL: apt install ocl-icd-opencl-dev)"
    return ""


@functools.cache
def build(name: str) -> Path:
    """``hosts/<name>`` compiled against the system's OpenCL (once a process); skips without the tools.

    A host that does not compile where the tools are there is a failure, not a skip.
    """
    missing = _toolchain_missing()
    if missing:
        pytest.skip(missing)
    source = HOSTS / name
    exe = _scratch() / source.stem
    done = _cc("-O1", "-Wall", "-o", str(exe), str(source), "-lOpenCL")
    assert done.returncode == 0, f"{source}: did not compile:\n{done.stderr}"
    return exe


@functools.cache
def ncpu_opt_icd_dir() -> str | None:
    """The vendors folder with ncpu-opt's ICD: ``$NCPU_OPT_ICD_DIR``, else ``ncpu-opt --icd``'s; None."""
    folder = os.environ.get(ICD_DIR_ENV)
    if folder:
        return folder
    cli = Path(sys.executable).with_name("ncpu-opt")
    try:
        done = subprocess.run(
            [str(cli), "--icd"], capture_output=True, text=True, timeout=900, check=False
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    match = re.search(r"OCL_ICD_VENDORS=(\S+)", done.stdout)
    return match.group(1).strip("'\"") if done.returncode == 0 and match else None


@functools.cache
def _intel_icd_dir() -> str | None:
    """A vendors folder naming this environment's Intel OpenCL CPU runtime, if installed."""
    library = Path(sys.prefix) / "lib" / "libintelocl.so"
    if not library.exists():
        return None
    folder = _scratch() / "intel-vendors"
    folder.mkdir(exist_ok=True)
    (folder / "intel.icd").write_text(f"{library}\n")
    return str(folder)


def platform_env(platform: str) -> dict[str, str]:
    """The environment in which a host runs on ``platform`` (see ``PLATFORMS``); skips when absent."""
    env = dict(os.environ)
    env["NCPU_TEST_PLATFORM"] = platform
    if platform == "ncpu-opt":
        folder = ncpu_opt_icd_dir()
        if folder is None:
            pytest.skip(
                f"ncpu-opt's ICD: no ${ICD_DIR_ENV} and no OCL_ICD_VENDORS from `ncpu-opt --icd`"
            )
        # Only our vendors folder: the loader loads no other ICD beside ours.
        env["OCL_ICD_VENDORS"] = folder
    elif platform == "intel":
        folder = _intel_icd_dir()
        if folder is None:
            pytest.skip(
                f"Intel's OpenCL CPU runtime: no {sys.prefix}/lib/libintelocl.so (pip install intel-opencl-rt)"
            )
        env["OCL_ICD_VENDORS"] = folder
        env["LD_LIBRARY_PATH"] = os.pathsep.join(
            filter(None, [f"{sys.prefix}/lib", env.get("LD_LIBRARY_PATH")])
        )
    elif platform != "portable":
        raise ValueError(f"unknown platform {platform!r}: one of {', '.join(PLATFORMS)}")
    return env


def run(exe: Path, env: dict[str, str], *args: str, timeout: float = 120) -> str:
    """Run a built host in ``env``; its standard output.

    Exit 0: the output.  Exit 77 (no such platform): a skip, except on ncpu-opt, whose ICD
    was named.  Anything else, a signal included, fails with what the host printed.
    """
    done = subprocess.run(
        [str(exe), *args], env=env, capture_output=True, text=True, timeout=timeout, check=False
    )
    said = f"stdout:\n{done.stdout}\nstderr:\n{done.stderr}"
    if done.returncode == NO_PLATFORM and env.get("NCPU_TEST_PLATFORM") != "ncpu-opt":
        pytest.skip(done.stdout.strip())
    if done.returncode < 0:
        raise AssertionError(
            f"{exe.name} killed by {signal.Signals(-done.returncode).name}\n{said}"
        )
    assert done.returncode == 0, f"{exe.name} exited with status {done.returncode}\n{said}"
    return done.stdout
