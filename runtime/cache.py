"""The on-disk cache of compiled programs: object file bytes plus kernel metadata.

An entry is ``<key>.o`` (what code generation produced) and ``<key>.json``
(the kernels' :class:`KernelInfo`, the format, the key, the object's size and
a sha256 over format, key, kernels and object).  The key covers everything
that changes the object: the input bytes, the pipeline text and level,
llvmlite's and LLVM's versions, the host CPU and its features, and the
compiler itself (sizes and modification times of ncpu-opt's sources, so an
edited pass never serves stale code).

The cached bytes are handed to MCJIT, which runs them: a damaged object
crashes the process, and a planted one runs someone else's code.  So

* every entry is checked (format, key, size, checksum) before its bytes
  reach MCJIT; an entry that does not match is a miss: a :class:`CacheWarning`
  says why, the program is recompiled and the entry rewritten;
* the directory and the entries must belong to the current user and not be
  writable by group or others (as ssh checks its keys); an unsafe directory
  is not used at all (the program is compiled in memory, with a warning);
  new directories are created 0700 and entries 0600;
* files are written to temporaries and renamed into place, and writers hold
  an exclusive ``flock`` on the directory's ``.lock`` (readers a shared one),
  so concurrent processes never see half an entry;
* the cache is bounded (``NCPU_OPT_CACHE_SIZE``, default 1 GiB): after a
  store the least recently used entries are deleted (a hit touches its
  entry).  :func:`clear` (``ncpu-opt --clear-cache``) empties it.
"""

from __future__ import annotations

import errno
import fcntl
import hashlib
import json
import os
import re
import stat
import sys
import tempfile
import time
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from ncpu_opt.runtime.errors import ArgumentValueError, CompileError
from ncpu_opt.runtime.jit import LoadedObject
from ncpu_opt.runtime.kernel_info import KernelInfo

#: Bump when the entry format or the driver ABI changes (it is part of the key too).
FORMAT = "ncpu-opt-runtime-3"
ENV_DIR = "NCPU_OPT_CACHE_DIR"
ENV_SIZE = "NCPU_OPT_CACHE_SIZE"
#: The default bound on the cache's size, in bytes.
DEFAULT_SIZE_LIMIT = 1 << 30
#: Temporaries older than this were left by a process that died mid-write.
STALE_TEMPORARY_SECONDS = 3600
LOCK_NAME = ".lock"
_RUNTIME_PACKAGE = __name__.rpartition(".")[0] + "."

_ENTRY_FILE = re.compile(r"(?P<key>[0-9a-f]{64})\.(?:o|json)")
_TEMPORARY_FILE = re.compile(r"\.[0-9a-f]{64}\.(?:o|json)\..+\.tmp")
_SIZE = re.compile(r"(?P<number>[0-9]+)\s*(?P<unit>[kmgt]?)(?:i?b)?", re.IGNORECASE)
_UNITS = {"": 1, "k": 1 << 10, "m": 1 << 20, "g": 1 << 30, "t": 1 << 40}
# Neither follow a planted symbolic link nor block on a planted FIFO.
_OPEN_FLAGS = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC


class CacheWarning(UserWarning):
    """The compile cache was not used, or an entry was discarded (the program still runs)."""


class _Mismatch(Exception):
    """An entry that cannot be trusted; the message says why."""


def cache_dir() -> Path:
    """The cache's directory: ``NCPU_OPT_CACHE_DIR``, else ``$XDG_CACHE_HOME/ncpu-opt``, else ``~/.cache/ncpu-opt``."""
    configured = os.environ.get(ENV_DIR)
    if configured:
        return Path(configured)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "ncpu-opt"


def size_limit() -> int:
    """The bound on the cache's size in bytes: ``NCPU_OPT_CACHE_SIZE`` (``512M``, ``2G``, ...) or 1 GiB."""
    configured = os.environ.get(ENV_SIZE)
    if configured is None or not configured.strip():
        return DEFAULT_SIZE_LIMIT
    match = _SIZE.fullmatch(configured.strip())
    limit = int(match["number"]) * _UNITS[match["unit"].lower()] if match else 0
    if limit <= 0:
        raise ArgumentValueError(
            f"{ENV_SIZE} must be a positive size in bytes, optionally with K, M, G or T, not '{configured}'"
        )
    return limit


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


# -- reading ------------------------------------------------------------------------------------


def load(key: str) -> tuple[bytes, list[KernelInfo]] | None:
    """The object and kernels of entry *key*, checked; None (a miss) for anything that does not match."""
    entry = load_entry(key)
    return None if entry is None else (entry.obj, entry.kernels)


@dataclass(frozen=True)
class Entry:
    """A checked entry: the object, its kernels, and what the source's front end left (or None)."""

    obj: bytes
    kernels: list[KernelInfo]
    #: For OpenCL C: ``{"dependencies": [[path, sha256], ...], "includes": {...}, "log": "..."}``
    #: (see :func:`ncpu_opt.runtime.opencl_source.still_current`).
    source: dict[str, Any] | None = None


SourceCheck = Callable[[dict[str, Any]], bool]


def load_entry(key: str, source_check: SourceCheck | None = None) -> Entry | None:
    """Entry *key*, checked; None (a miss) for anything that does not match.

    *source_check* says whether the entry's ``source`` record still holds
    (the headers an OpenCL C program included are unchanged); an entry whose
    record does not is stale, a quiet miss (the recompiled entry replaces it).
    """
    size_limit()  # a bad setting is reported before anything is compiled
    directory = _trusted_directory(create=False)
    if directory is None:
        return None
    meta_path, object_path = _entry_paths(directory, key)
    try:
        with _locked(directory, exclusive=False):
            meta = _read_own_file(meta_path)
            obj = _read_own_file(object_path)
            if meta is None and obj is None:
                return None
            if meta is None or obj is None:
                missing = meta_path if meta is None else object_path
                raise _Mismatch(f"is incomplete (no {missing.name})")
            entry = _check_entry(key, meta, obj)
            if entry.source is not None and source_check is not None and not source_check(entry.source):
                return None
            _touch(meta_path, object_path)
    except _Mismatch as e:
        discard(key, str(e))
        return None
    except _LockUnusable as e:
        _warn_directory(directory, str(e))
        return None
    return entry


@dataclass(frozen=True)
class LinkedEntry:
    """A checked entry linked into the process."""

    loaded: LoadedObject
    kernels: list[KernelInfo]
    source: dict[str, Any] | None
    #: The object's bytes (a program compiled unit by unit joins them into one entry).
    obj: bytes = b""


def load_and_link(key: str, kernel: str | None = None, source_check: SourceCheck | None = None) -> LinkedEntry | None:
    """Entry *key* linked into the process, with every kernel's driver found (and *kernel* among them).

    A checked entry is ours, so MCJIT may load it; a driver it lacks still
    makes it a miss rather than an error.
    """
    entry = load_entry(key, source_check)
    if entry is None:
        return None
    if kernel is not None and all(info.name != kernel for info in entry.kernels):
        discard(key, f"has no kernel '{kernel}'")
        return None
    try:
        loaded = LoadedObject(entry.obj)
        for info in entry.kernels:
            loaded.address(info.driver)
    except CompileError as e:
        discard(key, str(e))
        return None
    return LinkedEntry(loaded, entry.kernels, entry.source, entry.obj)


def discard(key: str, reason: str) -> None:
    """Say that entry *key* was not used and why; the caller recompiles and :func:`store` replaces it."""
    _warn(f"compile cache entry {key[:16]}... in {cache_dir()} {reason}; recompiling")


def _check_entry(key: str, meta_bytes: bytes, obj: bytes) -> Entry:
    try:
        meta = json.loads(meta_bytes)
    except ValueError:
        raise _Mismatch("has metadata that is not JSON") from None
    if not isinstance(meta, dict):
        raise _Mismatch("has metadata that is not a JSON object")
    if meta.get("format") != FORMAT:
        raise _Mismatch(f"has format {meta.get('format')!r}, not {FORMAT!r}")
    if meta.get("key") != key:
        raise _Mismatch("was written for another key")
    kernels = meta.get("kernels")
    source = meta.get("source")
    _check_integrity(key, meta, kernels, source, obj)
    if not isinstance(kernels, list):
        raise _Mismatch("has metadata without a kernel list")
    if source is not None and not _valid_source_record(source):
        raise _Mismatch("has a source record that is not one")
    try:
        return Entry(obj, [KernelInfo.from_json(k) for k in kernels], source)
    except (KeyError, TypeError, ValueError, AttributeError):
        raise _Mismatch("has metadata that does not describe kernels") from None


def _valid_source_record(source: object) -> bool:
    if not isinstance(source, dict) or not isinstance(source.get("log"), str):
        return False
    deps = source.get("dependencies")
    return isinstance(deps, list) and all(
        isinstance(d, list) and len(d) == 2 and all(isinstance(part, str) for part in d) for d in deps
    )


def _check_integrity(key: str, meta: dict[str, Any], kernels: object, source: object, obj: bytes) -> None:
    """The checksum: the object, the kernels and the source record are what was written for *key*."""
    if meta.get("object_size") != len(obj):
        raise _Mismatch(f"has a {len(obj)}-byte object where {meta.get('object_size')!r} bytes were written")
    if meta.get("checksum") != _checksum(key, kernels, source, obj):
        raise _Mismatch("does not match its checksum (damaged or edited)")


def _checksum(key: str, kernels: object, source: object, obj: bytes) -> str:
    h = hashlib.sha256()
    for part in (FORMAT, key, json.dumps([kernels, source], sort_keys=True, separators=(",", ":"))):
        h.update(part.encode())
        h.update(b"\0")
    h.update(obj)
    return h.hexdigest()


def _read_own_file(path: Path) -> bytes | None:
    """The bytes of *path*, a regular file only we can write; None if it does not exist."""
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except FileNotFoundError:
        return None
    except OSError as e:
        if e.errno == errno.ELOOP:
            raise _Mismatch(f"has {path.name} as a symbolic link") from None
        raise _Mismatch(f"cannot be read ({path.name}: {e.strerror or e})") from None
    try:
        # Checked on the descriptor itself: a directory or FIFO opens, and must not be read.
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise _Mismatch(f"has {path.name} that is not a regular file")
        unsafe = _unsafe(st)
        if unsafe:
            raise _Mismatch(f"has {path.name} that {unsafe}")
        return _read_all(fd)
    except OSError as e:
        raise _Mismatch(f"cannot be read ({path.name}: {e.strerror or e})") from None
    finally:
        os.close(fd)


def _read_all(fd: int) -> bytes:
    chunks = []
    while chunk := os.read(fd, 1 << 20):
        chunks.append(chunk)
    return b"".join(chunks)


def _touch(*paths: Path) -> None:
    """Mark a hit for least-recently-used eviction (best effort: a read-only cache still serves)."""
    for path in paths:
        try:
            os.utime(path, follow_symlinks=False)
        except OSError:
            pass


# -- trust --------------------------------------------------------------------------------------


def _unsafe(st: os.stat_result) -> str | None:
    """Why a file or directory with status *st* could hold code someone else wrote, or None."""
    uid = os.getuid()
    if st.st_uid != uid:
        return f"belongs to user {st.st_uid}, not to you (user {uid})"
    writers = [who for who, bit in (("group", stat.S_IWGRP), ("others", stat.S_IWOTH)) if st.st_mode & bit]
    if writers:
        return f"is writable by {' and '.join(writers)} (mode {stat.S_IMODE(st.st_mode):o})"
    return None


def _trusted_directory(*, create: bool) -> Path | None:
    """The cache directory if it is safe to load from (created 0700 when *create*), else None."""
    directory = cache_dir()
    try:
        st = os.stat(directory)
    except FileNotFoundError:
        if not create:
            return None  # nothing stored yet (or nowhere to store: storing says why)
        try:
            directory.mkdir(mode=0o700, parents=True, exist_ok=True)
            st = os.stat(directory)
        except OSError as e:
            # Not an error (the program compiles in memory), but caching is off: say so.
            _warn_directory(directory, _creation_problem(directory, e))
            return None
    except OSError as e:
        _warn_directory(directory, f"cannot be read ({e.strerror or e})")
        return None
    if not stat.S_ISDIR(st.st_mode):
        _warn_directory(directory, "is not a directory")
        return None
    unsafe = _unsafe(st)
    if unsafe:
        _warn_directory(directory, unsafe)
        return None
    return directory


def _creation_problem(directory: Path, error: OSError) -> str:
    """Why the missing cache directory could not be made (a dangling link says where it points)."""
    try:
        target = os.readlink(directory)
    except OSError:
        return f"cannot be created ({error.strerror or error})"
    return f"is a symbolic link to {target}, which does not exist"


def _warn_directory(directory: Path, reason: str) -> None:
    _warn(
        f"not using the compile cache {directory}: it {reason}; compiling in memory "
        f"(fix the directory, or set {ENV_DIR})"
    )


def _warn(message: str) -> None:
    """A :class:`CacheWarning` attributed to the first caller outside the runtime (the user's line)."""
    level = 2
    frame = sys._getframe(1)
    while frame.f_back is not None and frame.f_globals.get("__name__", "").startswith(_RUNTIME_PACKAGE):
        frame = frame.f_back
        level += 1
    warnings.warn(message, CacheWarning, stacklevel=level)


class _LockUnusable(Exception):
    """The directory's lock file cannot be trusted to lock (the message says why): the cache is not used."""


@contextmanager
def _locked(directory: Path, *, exclusive: bool) -> Iterator[None]:
    """Hold the directory's lock: exclusive to change entries, shared to read them.

    Raises :class:`_LockUnusable` when ``.lock`` is not a regular file (a link, a
    directory, a FIFO): locking it would lock nothing, or something else.
    """
    fd = _open_lock(directory / LOCK_NAME)
    try:
        if fd >= 0:
            fcntl.flock(fd, fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH)
        yield
    finally:
        if fd >= 0:
            os.close(fd)  # releases the lock


def _open_lock(path: Path) -> int:
    """A descriptor of the regular file *path* (created if missing), or -1 in a read-only cache without one."""
    # Neither follow a planted link nor block on a planted FIFO.
    flags = os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | flags, 0o600)
    except OSError as e:
        if e.errno not in (errno.EACCES, errno.EPERM, errno.EROFS):
            raise _LockUnusable(_lock_problem(e)) from None
        # A read-only cache can still be read: under the shared lock if there is one (flock
        # needs no write access), else as it is (nobody can write it either).
        try:
            fd = os.open(path, os.O_RDONLY | flags)
        except FileNotFoundError:
            return -1
        except OSError as e2:
            raise _LockUnusable(_lock_problem(e2)) from None
    try:
        mode = os.fstat(fd).st_mode
    except OSError as e:
        os.close(fd)
        raise _LockUnusable(_lock_problem(e)) from None
    if not stat.S_ISREG(mode):
        os.close(fd)
        raise _LockUnusable(f"has {LOCK_NAME} that is not a regular file")
    return fd


def _lock_problem(error: OSError) -> str:
    if error.errno == errno.ELOOP:
        return f"has {LOCK_NAME} as a symbolic link"
    if error.errno == errno.EISDIR:
        return f"has {LOCK_NAME} that is a directory"
    return f"has {LOCK_NAME} that cannot be opened ({error.strerror or error})"


def _entry_paths(directory: Path, key: str) -> tuple[Path, Path]:
    return directory / f"{key}.json", directory / f"{key}.o"


# -- writing ------------------------------------------------------------------------------------


def store(key: str, obj: bytes, kernels: list[KernelInfo], source: dict[str, Any] | None = None) -> None:
    """Write an entry, then evict down to the size bound; a cache that cannot be written is not an error.

    *source* is the front end's record for OpenCL C (see :class:`Entry`).
    """
    limit = size_limit()
    directory = _trusted_directory(create=True)
    if directory is None:
        return
    kernel_json = [k.to_json() for k in kernels]
    meta = {
        "format": FORMAT,
        "key": key,
        "object_size": len(obj),
        "checksum": _checksum(key, kernel_json, source, obj),
        "kernels": kernel_json,
        "source": source,
    }
    meta_path, object_path = _entry_paths(directory, key)
    try:
        with _locked(directory, exclusive=True):
            _write_atomic(object_path, obj)
            _write_atomic(meta_path, json.dumps(meta).encode())
            _evict(directory, keep=key, limit=limit)
    except _LockUnusable as e:
        _warn_directory(directory, str(e))
    except OSError:
        pass


def _write_atomic(path: Path, data: bytes) -> None:
    # mkstemp creates the file 0600, owned by us: the permissions the loader insists on.
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


def _evict(directory: Path, *, keep: str, limit: int) -> None:
    """Delete least recently used entries (never *keep*) until the cache fits in *limit* bytes.

    Temporaries count too (a process killed mid-write leaves its own); the stale ones are deleted.
    """
    sizes: dict[str, int] = {}
    last_used: dict[str, int] = {}
    temporaries = 0
    stale_before = time.time() - STALE_TEMPORARY_SECONDS
    with os.scandir(directory) as scan:
        for item in scan:
            entry = _ENTRY_FILE.fullmatch(item.name)
            try:
                st = item.stat(follow_symlinks=False)
                if entry:
                    key = entry["key"]
                    sizes[key] = sizes.get(key, 0) + st.st_size
                    last_used[key] = max(last_used.get(key, 0), st.st_mtime_ns)
                elif _TEMPORARY_FILE.fullmatch(item.name):
                    if st.st_mtime >= stale_before or not _removed(item.path):
                        temporaries += st.st_size
            except FileNotFoundError:
                pass
    total = sum(sizes.values()) + temporaries
    for key in sorted(last_used, key=last_used.__getitem__):
        if total <= limit:
            break
        if key == keep:
            continue
        if all([_removed(path) for path in _entry_paths(directory, key)]):
            total -= sizes[key]


def _removed(path: str | Path) -> bool:
    """Delete *path*; whether it is gone (something not a file, say a directory, stays)."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
    except OSError:
        return False
    return True


@dataclass(frozen=True)
class Cleared:
    """What :func:`clear` removed."""

    directory: Path
    #: Compiled programs (keys) removed.
    entries: int
    files: int
    bytes: int


def clear() -> Cleared:
    """Remove every entry and leftover temporary of the cache (no other file); OSError if it cannot."""
    directory = cache_dir()
    if not directory.is_dir():
        return Cleared(directory, 0, 0, 0)
    try:
        with _locked(directory, exclusive=True):
            return _remove_entries(directory)
    except _LockUnusable as e:
        raise OSError(f"it {e}") from None


def _remove_entries(directory: Path) -> Cleared:
    """Remove the entries and temporaries of *directory* (whose lock the caller holds)."""
    keys: set[str] = set()
    files = size = 0
    with os.scandir(directory) as scan:
        for item in scan:
            entry = _ENTRY_FILE.fullmatch(item.name)
            if not entry and not _TEMPORARY_FILE.fullmatch(item.name):
                continue
            try:
                st = item.stat(follow_symlinks=False)
                os.unlink(item.path)
            except FileNotFoundError:
                continue
            files += 1
            size += st.st_size
            if entry:
                keys.add(entry["key"])
    return Cleared(directory, len(keys), files, size)
