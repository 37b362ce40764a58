"""The on-disk cache of compiled programs: object file bytes plus kernel metadata.

An entry is ``<key>.o`` (what code generation produced) and ``<key>.json``
(the kernels' :class:`KernelInfo`).  The key covers everything that changes
the object: the input bytes, the pipeline text and level, llvmlite's and
LLVM's versions, the host CPU and its features, and the compiler itself
(sizes and modification times of ncpu-opt's sources, so an edited pass never
serves stale code).  Entries are written atomically; a broken or partial
entry reads as a miss.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from functools import cache
from pathlib import Path

from ncpu_opt.runtime.kernel_info import KernelInfo

#: Bump when the entry format or the driver ABI changes.
FORMAT = "ncpu-opt-runtime-1"
ENV_DIR = "NCPU_OPT_CACHE_DIR"


def cache_dir() -> Path:
    configured = os.environ.get(ENV_DIR)
    if configured:
        return Path(configured)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "ncpu-opt"


@cache
def compiler_fingerprint() -> str:
    """A digest of ncpu-opt's own sources (names, sizes, mtimes): cheap, and changes with any edit."""
    import ncpu_opt.passes
    import ncpu_opt.runtime

    import ncpu_opt

    h = hashlib.sha256()
    roots = {Path(p) for mod in (ncpu_opt, ncpu_opt.passes, ncpu_opt.runtime) for p in mod.__path__}
    for root in sorted(roots):
        for path in sorted(root.rglob("*.py")):
            st = path.stat()
            h.update(f"{path}:{st.st_size}:{st.st_mtime_ns}\n".encode())
    return h.hexdigest()


def cache_key(source: bytes, passes: str, opt_level: int, target: str) -> str:
    """The entry name for *source* compiled with *passes* at *opt_level* for *target*."""
    import llvmlite

    h = hashlib.sha256()
    for part in (FORMAT, llvmlite.__version__, target, passes, str(opt_level), compiler_fingerprint()):
        h.update(part.encode())
        h.update(b"\0")
    h.update(source)
    return h.hexdigest()


def load(key: str) -> tuple[bytes, list[KernelInfo]] | None:
    directory = cache_dir()
    try:
        obj = (directory / f"{key}.o").read_bytes()
        meta = json.loads((directory / f"{key}.json").read_text())
        return obj, [KernelInfo.from_json(k) for k in meta["kernels"]]
    except (OSError, ValueError, KeyError, TypeError):
        return None


def store(key: str, obj: bytes, kernels: list[KernelInfo]) -> None:
    """Write an entry; a cache that cannot be written is not an error (the program still runs)."""
    directory = cache_dir()
    meta = json.dumps({"format": FORMAT, "kernels": [k.to_json() for k in kernels]}).encode()
    try:
        directory.mkdir(parents=True, exist_ok=True)
        # The object first: an entry counts only once its .json exists.
        _write_atomic(directory / f"{key}.o", obj)
        _write_atomic(directory / f"{key}.json", meta)
    except OSError:
        pass


def _write_atomic(path: Path, data: bytes) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
