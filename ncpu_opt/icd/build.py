"""Building ``libncpu_opt_icd.so``, the OpenCL platform, from the package's C sources.

The library is compiled on the user's machine, once per set of sources and Python: with the
system's C compiler (``$CC``, ``cc``, ``gcc`` or ``clang``) or the one the ``[opencl]`` extra
brings (``python -m ziglang cc``).  Nothing is downloaded.  It goes into
``$XDG_DATA_HOME/ncpu-opt/icd/<digest>/`` (``~/.local/share`` without ``XDG_DATA_HOME``),
where the digest covers the C sources and headers, the flags, the compiler and the record
of the Python that serves the library (libpython, ``sys.executable``, the ``sys.path``
entries it adds): another venv or another version of the package gets a library of its own,
and a rebuild happens only when one of them changed.

The record is a generated C file (``config.c``): a C host program (one that never started
Python) has the library ``dlopen`` that libpython, start it as that ``sys.executable`` (so
that its venv is found as when run from the shell) and add those ``sys.path`` entries.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import site
import subprocess
import sys
import sysconfig
import tempfile
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from ncpu_opt.errors import NcpuError

#: The library's file name (the vendors file names its absolute path).
LIBRARY_NAME = "libncpu_opt_icd.so"
#: The package folder with the C sources (``native/``) and the Khronos headers (``include/``).
PACKAGE_DIR = Path(__file__).resolve().parent
NATIVE_DIR = PACKAGE_DIR / "native"
INCLUDE_DIR = PACKAGE_DIR / "include"
#: How the library is compiled.  Hidden visibility: only the ICD's entry points and the
#: ``ncpu_icd_*`` helpers are exported, so our ``clXxx`` never shadow the loader's; and
#: ``-Bsymbolic`` binds the library's own references to its own definitions, so that the one
#: ``clXxx`` it must export by name (``clGetPlatformInfo``, which ocl-icd looks up) still
#: points the dispatch table at ours, not at the loader's of the same name.
CFLAGS = (
    "-std=gnu11",
    "-O2",
    "-fPIC",
    "-shared",
    "-pthread",
    "-fvisibility=hidden",
    "-Wall",
    "-Wno-unused-parameter",
)
LIBS = ("-Wl,-Bsymbolic", "-ldl")
#: A compiler run longer than this has hung (the library is a few thousand lines).
COMPILE_TIMEOUT_S = 600


class IcdBuildError(NcpuError):
    """The library cannot be built: no C compiler, or the compiler failed (its output quoted)."""


@dataclass(frozen=True)
class PythonRecord:
    """What a C host needs to start this Python (written into ``config.c``)."""

    libpython: str
    executable: str
    sys_path: tuple[str, ...]
    python_version: str
    package_version: str
    #: The C sources' and headers' digest: host.init() refuses a library built from other
    #: sources than the installed package's (a vendors file left from an older version).
    sources_digest: str


def python_record() -> PythonRecord:
    """The running Python's libpython, executable, site-packages and versions."""
    return PythonRecord(
        libpython=libpython_path(),
        executable=sys.executable or "",
        sys_path=tuple(site_entries()),
        python_version=f"{sys.version_info.major}.{sys.version_info.minor}",
        package_version=package_version(),
        sources_digest=sources_digest(),
    )


def libpython_path() -> str:
    """The shared libpython of this Python, or "" when it has none (a static build): then only
    Python hosts can use the library, and a C host gets an error that says so."""
    libdir = sysconfig.get_config_var("LIBDIR") or ""
    for name in (sysconfig.get_config_var("INSTSONAME"), sysconfig.get_config_var("LDLIBRARY")):
        if name and name.endswith((".so", ".dylib")) or (name and ".so." in name):
            candidate = Path(libdir, name)
            if candidate.is_file():
                return str(candidate)
    return ""


def site_entries() -> list[str]:
    """The environment's site-packages folders (``site.addsitedir``'d by a C host, so that
    their ``.pth`` files, an editable install's among them, take effect), and the folder that
    holds this package when it lies elsewhere (``PYTHONPATH``, a source checkout)."""
    entries = [p for p in site.getsitepackages() if Path(p).is_dir()]
    if site.ENABLE_USER_SITE and Path(site.getusersitepackages()).is_dir():
        entries.append(site.getusersitepackages())
    home = str(PACKAGE_DIR.parent.parent)
    if home not in entries and package_version() == "unknown":
        # Not installed (found through PYTHONPATH): its folder, which no site folder names.
        entries.append(home)
    return list(dict.fromkeys(entries))


def package_version() -> str:
    try:
        return metadata.version("ncpu-opt")
    except metadata.PackageNotFoundError:
        return "unknown"


def config_source(record: PythonRecord) -> str:
    """``config.c``: the record as C constants (icd.h declares them)."""
    entries = "".join(f"    {_c_string(p)},\n" for p in record.sys_path)
    return (
        "/* Generated by ncpu_opt/icd/build.py: the Python that serves this library. */\n"
        "#include <stddef.h>\n"
        f"const char ncpu_config_libpython[] = {_c_string(record.libpython)};\n"
        f"const char ncpu_config_executable[] = {_c_string(record.executable)};\n"
        f"const char *const ncpu_config_sys_path[] = {{\n{entries}    NULL,\n}};\n"
        f"const char ncpu_config_python_version[] = {_c_string(record.python_version)};\n"
        f"const char ncpu_config_package_version[] = {_c_string(record.package_version)};\n"
        f"const char ncpu_config_sources_digest[] = {_c_string(record.sources_digest)};\n"
    )


def _c_string(text: str) -> str:
    """A C string literal of *text* (UTF-8, every byte outside printable ASCII escaped)."""
    out = []
    for byte in text.encode("utf-8", "surrogateescape"):
        char = chr(byte)
        out.append(char if 32 <= byte < 127 and char not in '"\\?' else f"\\{byte:03o}")
    return '"' + "".join(out) + '"'


def sources() -> list[Path]:
    """The library's C files, in a fixed order."""
    return sorted(NATIVE_DIR.glob("*.c"))


def _inputs() -> list[Path]:
    """Every file the build reads: the C files, our header and the Khronos headers."""
    return [*sources(), *sorted(NATIVE_DIR.glob("*.h")), *sorted(INCLUDE_DIR.rglob("*.h"))]


def find_compiler() -> list[str]:
    """The C compiler's command: ``$CC``, else ``cc``, ``gcc``, ``clang``, else zig's from the
    ``[opencl]`` extra.  :class:`IcdBuildError` naming what to install when there is none."""
    configured = os.environ.get("CC", "").split()
    if configured and shutil.which(configured[0]):
        return configured
    for name in ("cc", "gcc", "clang"):
        found = shutil.which(name)
        if found:
            return [found]
    try:
        import ziglang  # noqa: F401  (only its presence matters)
    except ImportError:
        pass
    else:
        return [sys.executable, "-m", "ziglang", "cc"]
    raise IcdBuildError(
        "cannot build the OpenCL platform library: no C compiler found "
        f"(looked for $CC{' (' + configured[0] + ')' if configured else ''}, cc, gcc, clang and "
        "the ziglang package); install one (e.g. 'apt install gcc') or ncpu-opt's [opencl] extra "
        "('pip install ncpu-opt[opencl]')"
    )


def sources_digest() -> str:
    """The digest of the library's C sources and headers (names and bytes)."""
    h = hashlib.sha256()
    for path in _inputs():
        h.update(str(path.relative_to(PACKAGE_DIR)).encode() + b"\0")
        h.update(path.read_bytes() + b"\0")
    return h.hexdigest()[:24]


def digest(compiler: list[str], record: PythonRecord) -> str:
    """The build's key: the record (sources digest included), the flags and the compiler."""
    h = hashlib.sha256()
    h.update("\0".join([*CFLAGS, *LIBS, *compiler]).encode() + b"\0")
    h.update(config_source(record).encode())
    return h.hexdigest()[:24]


def data_dir() -> Path:
    """``$XDG_DATA_HOME/ncpu-opt/icd``, else ``~/.local/share/ncpu-opt/icd``."""
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(
        os.path.expanduser("~"), ".local", "share"
    )
    return Path(base, "ncpu-opt", "icd")


def library_path(root: Path | None = None) -> Path:
    """Where the library for these sources and this Python is (built or not)."""
    compiler = find_compiler()
    return (root or data_dir()) / digest(compiler, python_record()) / LIBRARY_NAME


def build(
    root: Path | None = None, *, force: bool = False, record: PythonRecord | None = None
) -> Path:
    """The library's path, compiled first unless it is there (or with *force*).

    *root* replaces :func:`data_dir`; *record* the running Python's (tests build libraries
    that must fail to start)."""
    compiler = find_compiler()
    record = record or python_record()
    folder = (root or data_dir()) / digest(compiler, record)
    target = folder / LIBRARY_NAME
    if target.is_file() and not force:
        return target
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise IcdBuildError(f"cannot create {folder}: {e.strerror or e}") from None
    with tempfile.TemporaryDirectory(dir=folder, prefix=".build-") as work:
        config = Path(work, "config.c")
        config.write_text(config_source(record))
        partial = Path(work, LIBRARY_NAME)
        _compile(compiler, [*sources(), config], partial)
        # Atomic: a concurrent loader sees the old library or the new one, never half of one.
        os.replace(partial, target)
    return target


def _compile(compiler: list[str], files: list[Path], output: Path) -> None:
    command = [
        *compiler,
        *CFLAGS,
        f"-I{INCLUDE_DIR}",
        f"-I{NATIVE_DIR}",
        *map(str, files),
        "-o",
        str(output),
        *LIBS,
    ]
    try:
        result = subprocess.run(
            command,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=COMPILE_TIMEOUT_S,
        )
    except OSError as e:
        raise IcdBuildError(f"cannot run the C compiler {compiler[0]}: {e.strerror or e}") from None
    except subprocess.TimeoutExpired:
        raise IcdBuildError(
            f"the C compiler {compiler[0]} ran over {COMPILE_TIMEOUT_S} s"
        ) from None
    if result.returncode != 0:
        raise IcdBuildError(
            f"building the OpenCL platform library with {' '.join(compiler)} failed "
            f"(exit {result.returncode}):\n{(result.stderr or result.stdout).strip()}"
        )
