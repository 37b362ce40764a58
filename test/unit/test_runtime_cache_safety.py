"""The compile cache cannot crash the process (issue 15, section 2).

Whatever is on disk, an entry that does not match is a miss: a CacheWarning,
a recompilation and a rewritten entry.  The cached object is run by MCJIT, so
a damaged one would kill the process: every corruption is loaded in a CHILD
process, where a crash is a failed test rather than a dead pytest.
"""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import stat
import subprocess
import sys
import time
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from ncpu_opt.runtime import ArgumentValueError, Program
from ncpu_opt.runtime import cache as disk_cache
from ncpu_opt.runtime.cache import CacheWarning
from runtime_support import DRIVER_ONLY, ROOT

from ncpu_opt.cli import main

SAXPY = ROOT / "examples" / "saxpy.ll"
N = 1000
CHILD_TIMEOUT_S = 120

#: Loads saxpy (through the cache in NCPU_OPT_CACHE_DIR), runs it, reports as JSON.
CHILD = """
import json, sys, warnings
import numpy as np
from ncpu_opt.runtime import Program
from ncpu_opt.runtime.cache import CacheWarning

path, passes, specialize, n = sys.argv[1], sys.argv[2], sys.argv[3] == "1", 1000
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always", CacheWarning)
    program = Program.from_file(path, passes=passes, specialize=specialize)
    x = np.arange(n, dtype=np.float32)
    y = np.ones(n, dtype=np.float32)
    program.kernel("saxpy")(np.float32(2), x, y, np.uint32(n), global_size=(n,), local_size=(1,))
print(json.dumps({
    "from_cache": program.from_cache,
    "correct": bool(np.array_equal(y, 2 * x + 1)),
    "warnings": [str(w.message) for w in caught if issubclass(w.category, CacheWarning)],
}))
"""

#: Another program with a kernel named saxpy (so the same driver symbol) but another signature.
OTHER_SAXPY = """
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @saxpy(ptr addrspace(1) %out, float %value) {
entry:
  %gid = tail call spir_func i64 @_Z13get_global_idj(i32 0)
  %slot = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %value, ptr addrspace(1) %slot, align 4
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
"""


@dataclass(frozen=True)
class Template:
    """A cache holding saxpy's entry and the entry of its build specialised for local size 1."""

    directory: Path
    general_key: str
    specialized_key: str
    #: The kernel list of OTHER_SAXPY, as an entry stores it.
    other_kernels: list[dict[str, Any]]


@dataclass(frozen=True)
class Entry:
    key: str
    meta: Path
    obj: Path


def entry(directory: Path, key: str) -> Entry:
    return Entry(key, directory / f"{key}.json", directory / f"{key}.o")


def entry_keys(directory: Path) -> set[str]:
    return {path.stem for path in directory.glob("*.json")} | {path.stem for path in directory.glob("*.o")}


def run_saxpy(program: Program) -> bool:
    x = np.arange(N, dtype=np.float32)
    y = np.ones(N, dtype=np.float32)
    program.kernel("saxpy")(np.float32(2), x, y, np.uint32(N), global_size=(N,), local_size=(1,))
    return bool(np.array_equal(y, 2 * x + 1))


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Template:
    directory = tmp_path_factory.mktemp("template") / "cache"
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(disk_cache.ENV_DIR, str(directory))
        Program.from_file(SAXPY, passes=DRIVER_ONLY, specialize=False)
        (general_key,) = entry_keys(directory)
        assert run_saxpy(Program.from_file(SAXPY, passes=DRIVER_ONLY, specialize=True))
        (specialized_key,) = entry_keys(directory) - {general_key}
    other = Program.from_source(OTHER_SAXPY, passes=DRIVER_ONLY, cache=False)
    return Template(directory, general_key, specialized_key, [other.kernel("saxpy").info.to_json()])


@pytest.fixture
def cache_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, template: Template) -> Path:
    """A private copy of the template cache, the one NCPU_OPT_CACHE_DIR names."""
    directory = tmp_path / "cache"
    shutil.copytree(template.directory, directory)
    monkeypatch.setenv(disk_cache.ENV_DIR, str(directory))
    monkeypatch.delenv(disk_cache.ENV_SIZE, raising=False)
    return directory


def run_child(cache_dir: Path, *, specialize: bool = False) -> dict[str, Any]:
    env = {**os.environ, disk_cache.ENV_DIR: str(cache_dir)}
    result = subprocess.run(
        [sys.executable, "-c", CHILD, str(SAXPY), DRIVER_ONLY, "1" if specialize else "0"],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=CHILD_TIMEOUT_S,
    )
    # A negative return code is the signal that killed the child (-11: SIGSEGV in MCJIT).
    assert result.returncode == 0, f"the child exited with {result.returncode}:\n{result.stderr[-3000:]}"
    report: dict[str, Any] = json.loads(result.stdout.splitlines()[-1])
    return report


def assert_valid(cache_dir: Path, key: str, template: Template) -> None:
    """Entry *key* loads without a warning and holds what the template's entry holds."""
    with warnings.catch_warnings():
        warnings.simplefilter("error", CacheWarning)
        loaded = disk_cache.load(key)
    assert loaded is not None
    obj, kernels = loaded
    assert obj == (template.directory / f"{key}.o").read_bytes()
    assert [k.name for k in kernels] == ["saxpy"]
    for path in entry(cache_dir, key).meta, entry(cache_dir, key).obj:
        assert stat.S_IMODE(path.stat().st_mode) == 0o600


# -- corruptions --------------------------------------------------------------------------------

#: Damages the entry (its paths given) of the cache; a template supplies what it needs.
Corruption = Callable[[Entry, Template], object]



def flip_byte(offset: Callable[[int], int]) -> Corruption:
    def corrupt(target: Entry, _template: Template) -> None:
        data = bytearray(target.obj.read_bytes())
        data[offset(len(data))] ^= 0xFF
        target.obj.write_bytes(bytes(data))

    return corrupt


def edit_meta(change: Callable[[dict[str, Any], Template], None]) -> Corruption:
    def corrupt(target: Entry, template: Template) -> None:
        meta = json.loads(target.meta.read_text())
        change(meta, template)
        target.meta.write_text(json.dumps(meta))

    return corrupt


def rename_driver(meta: dict[str, Any], _template: Template) -> None:
    meta["kernels"][0]["driver"] = "saxpi.mux-work-group-driver"


def other_program_kernels(meta: dict[str, Any], template: Template) -> None:
    meta["kernels"] = template.other_kernels


def set_meta(field: str, value: object) -> Callable[[dict[str, Any], Template], None]:
    def change(meta: dict[str, Any], _template: Template) -> None:
        meta[field] = value

    return change


def copy_specialized_entry(target: Entry, template: Template) -> None:
    """A whole valid entry, under another key's name (``cp a.o b.o; cp a.json b.json``)."""
    source = entry(template.directory, template.specialized_key)
    shutil.copyfile(source.obj, target.obj)
    shutil.copyfile(source.meta, target.meta)


def replace_object_with_fifo(target: Entry, _template: Template) -> None:
    target.obj.unlink()
    os.mkfifo(target.obj, 0o600)


# (corruption, words of the warning expected)
CORRUPTIONS: dict[str, tuple[Corruption, str]] = {
    "emptied object": (lambda target, _t: target.obj.write_bytes(b""), "0-byte object"),
    "half-truncated object": (
        lambda target, _t: target.obj.write_bytes(target.obj.read_bytes()[: target.obj.stat().st_size // 2]),
        "-byte object where",
    ),
    # ELF's magic (SIGSEGV in MCJIT without the checksum), the section count
    # (SIGSEGV), the middle of the file: wherever a byte flips, the checksum says so.
    "flipped magic": (flip_byte(lambda size: 0), "checksum"),
    "flipped section count": (flip_byte(lambda size: 60), "checksum"),
    "flipped middle byte": (flip_byte(lambda size: size // 2), "checksum"),
    "flipped last byte": (flip_byte(lambda size: size - 1), "checksum"),
    "other program's kernels": (edit_meta(other_program_kernels), "checksum"),
    "missing kernel": (edit_meta(set_meta("kernels", [])), "checksum"),
    "wrong driver name": (edit_meta(rename_driver), "checksum"),
    "old format": (edit_meta(set_meta("format", "ncpu-opt-runtime-1")), "format"),
    "metadata not JSON": (lambda target, _t: target.meta.write_text("{not json"), "not JSON"),
    "metadata not an object": (lambda target, _t: target.meta.write_text("[]"), "not a JSON object"),
    "another key's entry": (copy_specialized_entry, "another key"),
    "no metadata": (lambda target, _t: target.meta.unlink(), "incomplete"),
    "no object": (lambda target, _t: target.obj.unlink(), "incomplete"),
    "object is a FIFO": (replace_object_with_fifo, "not a regular file"),
}


@pytest.mark.parametrize("corruption", CORRUPTIONS)
def test_damaged_entry_is_recompiled(cache_dir: Path, template: Template, corruption: str) -> None:
    corrupt, expected_warning = CORRUPTIONS[corruption]
    corrupt(entry(cache_dir, template.general_key), template)
    report = run_child(cache_dir)
    assert report["correct"]
    assert not report["from_cache"]
    assert len(report["warnings"]) == 1 and expected_warning in report["warnings"][0], report["warnings"]
    assert_valid(cache_dir, template.general_key, template)
    assert entry_keys(cache_dir) == {template.general_key, template.specialized_key}


def test_emptied_cache_repro(cache_dir: Path, template: Template) -> None:
    """The issue's repro: ``: > $NCPU_OPT_CACHE_DIR/*.o``, then run again (twice)."""
    for obj in cache_dir.glob("*.o"):
        obj.write_bytes(b"")
    report = run_child(cache_dir, specialize=True)
    assert report["correct"] and not report["from_cache"]
    assert len(report["warnings"]) == 2 and all("0-byte object" in w for w in report["warnings"])
    assert_valid(cache_dir, template.general_key, template)
    assert_valid(cache_dir, template.specialized_key, template)
    again = run_child(cache_dir, specialize=True)
    assert again == {"from_cache": True, "correct": True, "warnings": []}


def test_specialised_entry_without_its_kernel_is_recompiled(cache_dir: Path, template: Template) -> None:
    """Used to raise StopIteration from inside the launch."""
    edit_meta(set_meta("kernels", []))(entry(cache_dir, template.specialized_key), template)
    report = run_child(cache_dir, specialize=True)
    assert report["correct"] and report["from_cache"]  # the general entry is fine
    assert len(report["warnings"]) == 1 and "checksum" in report["warnings"][0]
    assert_valid(cache_dir, template.specialized_key, template)


def test_consistent_entry_naming_a_missing_driver_is_a_miss(cache_dir: Path, template: Template) -> None:
    """An entry whose checksum matches but whose object lacks a driver: found at link time, still a miss."""
    key = template.general_key
    obj, kernels = disk_cache.load(key) or pytest.fail("the template entry does not load")
    renamed = [dataclasses.replace(k, driver="saxpi.mux-work-group-driver") for k in kernels]
    disk_cache.store(key, obj, renamed)
    assert disk_cache.load(key) is not None  # consistent on disk
    with pytest.warns(CacheWarning, match="no symbol 'saxpi.mux-work-group-driver'"):
        program = Program.from_file(SAXPY, passes=DRIVER_ONLY, specialize=False)
    assert not program.from_cache and run_saxpy(program)
    assert_valid(cache_dir, key, template)


# -- who may have written it ----------------------------------------------------------------


def snapshot(directory: Path) -> dict[str, tuple[bytes, int, int]]:
    return {
        path.name: (path.read_bytes(), path.stat().st_mtime_ns, path.stat().st_mode)
        for path in sorted(directory.iterdir())
    }


@pytest.mark.parametrize(
    ("mode", "writers"),
    [(0o720, "group"), (0o702, "others"), (0o777, "group and others")],
    ids=["0720", "0702", "0777"],
)
def test_writable_directory_is_not_used(cache_dir: Path, mode: int, writers: str) -> None:
    cache_dir.chmod(mode)
    before = snapshot(cache_dir)
    with pytest.warns(CacheWarning, match=f"is writable by {writers}.*compiling in memory"):
        program = Program.from_file(SAXPY, passes=DRIVER_ONLY, specialize=False)
    assert not program.from_cache and run_saxpy(program)
    assert snapshot(cache_dir) == before  # nothing read (not even touched), nothing written


@pytest.mark.skipif(os.getuid() != 0, reason="giving a file to another user needs root")
def test_directory_of_another_user_is_not_used(cache_dir: Path) -> None:
    os.chown(cache_dir, 65534, 65534)
    before = snapshot(cache_dir)
    with pytest.warns(CacheWarning, match="belongs to user 65534"):
        program = Program.from_file(SAXPY, passes=DRIVER_ONLY, specialize=False)
    assert not program.from_cache and run_saxpy(program)
    assert snapshot(cache_dir) == before


@pytest.mark.parametrize("suffix", [".o", ".json"])
@pytest.mark.parametrize(("mode", "writers"), [(0o620, "group"), (0o602, "others")], ids=["0620", "0602"])
def test_writable_entry_is_replaced(cache_dir: Path, template: Template, suffix: str, mode: int, writers: str) -> None:
    (cache_dir / f"{template.general_key}{suffix}").chmod(mode)
    with pytest.warns(CacheWarning, match=f"{suffix} that is writable by {writers}"):
        program = Program.from_file(SAXPY, passes=DRIVER_ONLY, specialize=False)
    assert not program.from_cache and run_saxpy(program)
    assert_valid(cache_dir, template.general_key, template)  # rewritten 0600


@pytest.mark.skipif(os.getuid() != 0, reason="giving a file to another user needs root")
def test_entry_of_another_user_is_replaced(cache_dir: Path, template: Template) -> None:
    os.chown(cache_dir / f"{template.general_key}.o", 65534, 65534)
    with pytest.warns(CacheWarning, match="belongs to user 65534"):
        program = Program.from_file(SAXPY, passes=DRIVER_ONLY, specialize=False)
    assert not program.from_cache and run_saxpy(program)
    assert (cache_dir / f"{template.general_key}.o").stat().st_uid == os.getuid()
    assert_valid(cache_dir, template.general_key, template)


def test_symlinked_entry_is_not_followed(cache_dir: Path, template: Template, tmp_path: Path) -> None:
    """A link to a perfectly good object elsewhere is still not ours to load."""
    target = entry(cache_dir, template.general_key)
    elsewhere = tmp_path / "elsewhere.o"
    shutil.copyfile(target.obj, elsewhere)
    target.obj.unlink()
    target.obj.symlink_to(elsewhere)
    with pytest.warns(CacheWarning, match="symbolic link"):
        program = Program.from_file(SAXPY, passes=DRIVER_ONLY, specialize=False)
    assert not program.from_cache and run_saxpy(program)
    assert not target.obj.is_symlink()
    assert_valid(cache_dir, template.general_key, template)


def test_new_cache_is_private(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    directory = tmp_path / "parent" / "cache"
    monkeypatch.setenv(disk_cache.ENV_DIR, str(directory))
    old_umask = os.umask(0o002)  # a umask that would leave files group-writable
    try:
        Program.from_file(SAXPY, passes=DRIVER_ONLY, specialize=False)
    finally:
        os.umask(old_umask)
    assert stat.S_IMODE(directory.stat().st_mode) == 0o700
    files = list(directory.iterdir())
    assert len(files) == 3  # .o, .json, .lock
    assert all(stat.S_IMODE(path.stat().st_mode) == 0o600 for path in files)
    assert Program.from_file(SAXPY, passes=DRIVER_ONLY, specialize=False).from_cache


# -- size bound ---------------------------------------------------------------------------------


def variant(name: str) -> str:
    return SAXPY.read_text() + f"\n; variant {name}\n"


def compile_variant(directory: Path, name: str) -> str:
    """Compile a variant of saxpy (its own entry); its key."""
    before = entry_keys(directory) if directory.exists() else set()
    program = Program.from_source(variant(name), passes=DRIVER_ONLY, specialize=False)
    assert not program.from_cache
    (key,) = entry_keys(directory) - before
    return key


def entry_size(directory: Path, key: str) -> int:
    return sum(path.stat().st_size for path in (directory / f"{key}.o", directory / f"{key}.json"))


def set_last_use(directory: Path, key: str, when: float) -> None:
    for path in entry(directory, key).obj, entry(directory, key).meta:
        os.utime(path, (when, when))


def test_size_bound_evicts_least_recently_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    directory = tmp_path / "cache"
    monkeypatch.setenv(disk_cache.ENV_DIR, str(directory))
    first = compile_variant(directory, "A")
    monkeypatch.setenv(disk_cache.ENV_SIZE, str(entry_size(directory, first) * 5 // 2))  # room for two
    second = compile_variant(directory, "B")
    now = time.time()
    set_last_use(directory, first, now - 200)
    set_last_use(directory, second, now - 100)
    # A hit makes the older entry the most recently used one.
    assert Program.from_source(variant("A"), passes=DRIVER_ONLY, specialize=False).from_cache
    stale = directory / f".{'0' * 64}.o.dead.tmp"  # left by a process that died mid-write
    fresh = directory / f".{'1' * 64}.o.busy.tmp"  # another process writing now
    unrelated = directory / "notes.txt"
    for path in stale, fresh, unrelated:
        path.write_bytes(b"x")
    os.utime(stale, (now - 2 * disk_cache.STALE_TEMPORARY_SECONDS,) * 2)
    third = compile_variant(directory, "C")
    assert entry_keys(directory) == {first, third}
    assert not stale.exists() and fresh.exists() and unrelated.exists()


def test_size_bound_keeps_the_newest_entry(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    directory = tmp_path / "cache"
    monkeypatch.setenv(disk_cache.ENV_DIR, str(directory))
    monkeypatch.setenv(disk_cache.ENV_SIZE, "1")  # smaller than any entry
    compile_variant(directory, "A")
    newest = compile_variant(directory, "B")
    assert entry_keys(directory) == {newest}
    assert Program.from_source(variant("B"), passes=DRIVER_ONLY, specialize=False).from_cache


@pytest.mark.parametrize(
    ("setting", "limit"),
    [(None, 1 << 30), ("", 1 << 30), ("4096", 4096), ("64k", 64 << 10), ("512M", 512 << 20), ("2GiB", 2 << 30), (" 1 GB ", 1 << 30)],
)
def test_size_setting(monkeypatch: pytest.MonkeyPatch, setting: str | None, limit: int) -> None:
    if setting is None:
        monkeypatch.delenv(disk_cache.ENV_SIZE, raising=False)
    else:
        monkeypatch.setenv(disk_cache.ENV_SIZE, setting)
    assert disk_cache.size_limit() == limit


@pytest.mark.parametrize("setting", ["0", "-5", "1.5G", "lots", "12X"])
def test_bad_size_setting_is_refused_before_compiling(cache_dir: Path, monkeypatch: pytest.MonkeyPatch, setting: str) -> None:
    monkeypatch.setenv(disk_cache.ENV_SIZE, setting)
    with pytest.raises(ArgumentValueError, match=f"{disk_cache.ENV_SIZE} must be a positive size.*'{setting}'"):
        Program.from_file(SAXPY, passes=DRIVER_ONLY, specialize=False)
    assert Program.from_file(SAXPY, passes=DRIVER_ONLY, specialize=False, cache=False)  # no cache, no setting


# -- clearing -----------------------------------------------------------------------------------


@pytest.mark.parametrize("flag", ["--clear-cache", "-clear-cache"])
def test_clear_cache_command(cache_dir: Path, capsys: pytest.CaptureFixture[str], flag: str) -> None:
    size = sum(path.stat().st_size for path in cache_dir.iterdir() if not path.name.startswith("."))
    leftover = cache_dir / f".{'0' * 64}.o.dead.tmp"
    leftover.write_bytes(b"x" * 10)
    unrelated = cache_dir / "notes.txt"
    unrelated.write_text("not ours")
    assert main([flag]) == 0
    out = capsys.readouterr().out
    assert out == f"removed 2 compiled programs (5 files, {size + 10} bytes) from {cache_dir}\n"
    assert entry_keys(cache_dir) == set() and not leftover.exists()
    assert unrelated.exists()
    assert not Program.from_file(SAXPY, passes=DRIVER_ONLY, specialize=False).from_cache
    assert main([flag]) == 0
    assert capsys.readouterr().out.startswith("removed 1 compiled program (2 files, ")


def test_clear_cache_without_a_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv(disk_cache.ENV_DIR, str(tmp_path / "never-made"))
    assert main(["--clear-cache"]) == 0
    assert "removed 0 compiled programs" in capsys.readouterr().out
    assert not (tmp_path / "never-made").exists()


# -- concurrency --------------------------------------------------------------------------------

#: Waits until the parent says go (so the compilations overlap), then compiles and runs saxpy.
RACER = """
import os, sys, time, warnings
from pathlib import Path
import numpy as np
from ncpu_opt.runtime import Program
from ncpu_opt.runtime.cache import CacheWarning

warnings.simplefilter("error", CacheWarning)  # a racer must never see a damaged entry

barrier, index = Path(sys.argv[3]), sys.argv[4]
(barrier / f"ready-{index}").touch()
while not (barrier / "go").exists():
    time.sleep(0.005)
program = Program.from_file(sys.argv[1], passes=sys.argv[2], specialize=False)
n = 1000
x = np.arange(n, dtype=np.float32)
y = np.ones(n, dtype=np.float32)
program.kernel("saxpy")(np.float32(2), x, y, np.uint32(n), global_size=(n,), local_size=(1,))
assert np.array_equal(y, 2 * x + 1)
"""


def test_concurrent_compiles_leave_one_valid_entry(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    directory = tmp_path / "cache"
    barrier = tmp_path / "barrier"
    barrier.mkdir()
    monkeypatch.setenv(disk_cache.ENV_DIR, str(directory))
    env = {**os.environ, disk_cache.ENV_DIR: str(directory)}
    racers = [
        subprocess.Popen(
            [sys.executable, "-c", RACER, str(SAXPY), DRIVER_ONLY, str(barrier), str(i)],
            env=env, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        for i in range(4)
    ]
    try:
        deadline = time.monotonic() + CHILD_TIMEOUT_S
        while len(list(barrier.glob("ready-*"))) < len(racers) and time.monotonic() < deadline:
            assert all(racer.poll() is None for racer in racers), "a racer died before the start"
            time.sleep(0.01)
        (barrier / "go").touch()
        for racer in racers:
            _, err = racer.communicate(timeout=CHILD_TIMEOUT_S)
            assert racer.returncode == 0, err[-3000:]
    finally:
        for racer in racers:
            racer.kill()
    names = sorted(path.name for path in directory.iterdir())
    (key,) = entry_keys(directory)
    assert names == [".lock", f"{key}.json", f"{key}.o"]  # one entry, no temporaries
    with warnings.catch_warnings():
        warnings.simplefilter("error", CacheWarning)
        assert disk_cache.load(key) is not None
    assert run_child(directory) == {"from_cache": True, "correct": True, "warnings": []}


# -- what is not a file (issue 28) --------------------------------------------------------------


def open_descriptors() -> int:
    return len(os.listdir("/proc/self/fd"))


@pytest.mark.parametrize("part", ["meta", "obj"])
def test_entry_that_is_a_directory_is_a_miss(cache_dir: Path, template: Template, part: str) -> None:
    path: Path = getattr(entry(cache_dir, template.general_key), part)
    path.unlink()
    path.mkdir()
    with pytest.warns(CacheWarning, match=f"{path.name} that is not a regular file"):
        program = Program.from_file(SAXPY, passes=DRIVER_ONLY, specialize=False)
    assert not program.from_cache and run_saxpy(program)
    if not Path("/proc/self/fd").is_dir():
        return
    before = open_descriptors()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", CacheWarning)
        for _ in range(20):
            assert disk_cache.load(template.general_key) is None
    assert open_descriptors() == before  # each miss closed what it opened


def lock_as_symlink(lock: Path, tmp_path: Path) -> str:
    lock.symlink_to(tmp_path / "elsewhere")
    return "as a symbolic link"


def lock_as_directory(lock: Path, _tmp_path: Path) -> str:
    lock.mkdir()
    return "that is a directory"


def lock_as_fifo(lock: Path, _tmp_path: Path) -> str:
    os.mkfifo(lock, 0o600)
    return "that is not a regular file"


@pytest.mark.parametrize("plant", [lock_as_symlink, lock_as_directory, lock_as_fifo])
def test_lock_that_is_not_a_regular_file_turns_the_cache_off(
    cache_dir: Path, template: Template, tmp_path: Path, plant: Callable[[Path, Path], str]
) -> None:
    """Locking a link, a directory or a FIFO locks nothing: the cache is not used (with a warning), not used unlocked."""
    lock = cache_dir / disk_cache.LOCK_NAME
    lock.unlink()
    problem = plant(lock, tmp_path)
    before = sorted(path.name for path in cache_dir.iterdir())
    with pytest.warns(CacheWarning, match=f"not using the compile cache .*: it has .lock {problem}"):
        program = Program.from_file(SAXPY, passes=DRIVER_ONLY, specialize=False)
    assert not program.from_cache and run_saxpy(program)
    with pytest.warns(CacheWarning, match=problem):
        Program.from_source(variant("not stored"), passes=DRIVER_ONLY, specialize=False)
    assert sorted(path.name for path in cache_dir.iterdir()) == before  # nothing written either
    assert not (tmp_path / "elsewhere").exists()
    with pytest.raises(OSError, match=problem):
        disk_cache.clear()


def test_dangling_link_as_the_cache_directory_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    link = tmp_path / "cache"
    link.symlink_to(tmp_path / "gone")
    monkeypatch.setenv(disk_cache.ENV_DIR, str(link))
    with pytest.warns(CacheWarning, match=r"cache .*: it is a symbolic link to .*gone, which does not exist"):
        program = Program.from_file(SAXPY, passes=DRIVER_ONLY, specialize=False)
    assert not program.from_cache and run_saxpy(program)


def test_temporaries_count_toward_the_size_bound(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A process killed mid-write leaves a temporary behind: it takes room as an entry does."""
    directory = tmp_path / "cache"
    monkeypatch.setenv(disk_cache.ENV_DIR, str(directory))
    first = compile_variant(directory, "A")
    size = entry_size(directory, first)
    monkeypatch.setenv(disk_cache.ENV_SIZE, str(size * 5 // 2))  # room for two entries
    leftover = directory / f".{'0' * 64}.o.killed.tmp"
    leftover.write_bytes(b"x" * size)
    second = compile_variant(directory, "B")
    assert entry_keys(directory) == {second}  # A, the least recently used, made room
    on_disk = sum(path.stat().st_size for path in directory.iterdir() if path.name != disk_cache.LOCK_NAME)
    assert on_disk <= size * 5 // 2
