"""The command line: opt-style arguments, output handling, exit codes."""

from __future__ import annotations

import os
import pty
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

import pytest

from ncpu_opt.cli import main, preprocess_argv, write_output
from ncpu_opt.errors import NcpuError
from ncpu_opt.ir import Module
from ncpu_opt.pipeline import REGISTRY, ModulePass, PassContext, PreservedAnalyses, register_pass

GOOD = "define i32 @f(i32 %a) {\nentry:\n  %b = add i32 %a, 0\n  ret i32 %b\n}\n"
BAD = "define i32 @f() {\nentry:\n  ret i32 %nope\n}\n"
NCPU_OPT = [sys.executable, "-m", "ncpu_opt.cli"]


@dataclass(frozen=True)
class Retriple(ModulePass):
    """Test-only: sets the module triple."""

    name: ClassVar[str] = "test-retriple"
    triple: str = "x86_64-pc-linux-gnu"

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        module.triple = self.triple
        return PreservedAnalyses.none()


@dataclass(frozen=True)
class Crash(ModulePass):
    """Test-only: a pass with a bug."""

    name: ClassVar[str] = "test-crash"

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        raise RuntimeError("boom")


@pytest.fixture
def test_passes() -> Iterator[None]:
    register_pass(Retriple)
    register_pass(Crash)
    yield
    REGISTRY.unregister(Retriple.name)
    REGISTRY.unregister(Crash.name)


@pytest.fixture
def good(tmp_path: Path) -> Path:
    path = tmp_path / "good.ll"
    path.write_text(GOOD)
    return path


@pytest.fixture
def bad(tmp_path: Path) -> Path:
    path = tmp_path / "bad.ll"
    path.write_text(BAD)
    return path


def run_cli(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([*NCPU_OPT, *args], input=stdin, capture_output=True, timeout=60)


def test_preprocess_argv() -> None:
    assert preprocess_argv(["-passes=a,b", "-S", "-o", "x", "in.ll"]) == ["--passes=a,b", "-S", "-o", "x", "in.ll"]
    assert preprocess_argv(["-passes", "a", "-debug-pass-manager", "-mtriple=t", "-mcpu=c", "-mattr=+a", "-filetype=obj"]) == [
        "--passes", "a", "--debug-pass-manager", "--mtriple=t", "--mcpu=c", "--mattr=+a", "--filetype=obj"
    ]
    assert preprocess_argv(["-p=sroa", "-p", "dce", "-O3", "--verify-each"]) == ["--passes=sroa", "--passes", "dce", "-O3", "--verify-each"]
    assert preprocess_argv(["-print-after=sroa", "-time-passes", "--", "-passes"]) == ["--print-after=sroa", "--time-passes", "--", "-passes"]
    # An option's value is never rewritten; short options keep their joined values.
    assert preprocess_argv(["--cl-options", "-passes", "-DN=4", "-Iinc", "-j2", "-xcl", "-Sf"]) == [
        "--cl-options", "-passes", "-DN=4", "-Iinc", "-j2", "-xcl", "-Sf"
    ]
    # An unknown single-dash word is named whole, with the closest option.
    with pytest.raises(NcpuError, match=r"^unknown option '-frobnicate'$"):
        preprocess_argv(["-frobnicate"])
    with pytest.raises(NcpuError, match=r"^unknown option '-pases' \(did you mean '-passes'\?\)$"):
        preprocess_argv(["-pases=native-cpu"])


def test_version_is_fast_and_does_not_load_llvm() -> None:
    code = "import sys; from ncpu_opt.cli import main; rc = main(['--version']); print('llvmlite' in sys.modules, 'rich' in sys.modules, rc)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    lines = out.stdout.splitlines()
    assert lines[0].startswith("ncpu-opt 0.1.0")
    assert lines[1].startswith("OpenCL C front end: ")
    assert lines[2:] == ["False False 0"]
    start = time.perf_counter()
    run_cli("--version")
    assert time.perf_counter() - start < 1.0  # ≈0.1 s; generous for loaded machines


def test_text_output_to_stdout(good: Path) -> None:
    proc = run_cli("-passes=instcombine", "-S", str(good))
    assert proc.returncode == 0, proc.stderr
    assert b"ret i32 %a" in proc.stdout and proc.stderr == b""


def test_bitcode_output_by_default(good: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.bc"
    proc = run_cli(str(good), "-o", str(out))
    assert proc.returncode == 0, proc.stderr
    assert out.read_bytes()[:4] == b"BC\xc0\xde"
    # ... and it reads back.
    proc = run_cli(str(out), "-S", "-passes=instcombine")
    assert proc.returncode == 0 and b"ret i32 %a" in proc.stdout


def test_stdin_input() -> None:
    proc = run_cli("-S", stdin=GOOD.encode())
    assert proc.returncode == 0 and b"; ModuleID = '<stdin>'" in proc.stdout


def test_output_is_atomic_on_failure(bad: Path, tmp_path: Path) -> None:
    existing = tmp_path / "existing.ll"
    existing.write_text("old contents\n")
    proc = run_cli("-S", str(bad), "-o", str(existing))
    assert proc.returncode == 1
    assert existing.read_text() == "old contents\n"
    fresh = tmp_path / "fresh.ll"
    assert run_cli("-S", str(bad), "-o", str(fresh)).returncode == 1
    assert not fresh.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.ll", "existing.ll"]


def test_output_replaces_existing_file_with_normal_mode(good: Path, tmp_path: Path) -> None:
    out = tmp_path / "o.ll"
    out.write_text("old\n")
    assert run_cli("-S", str(good), "-o", str(out)).returncode == 0
    assert "define i32 @f" in out.read_text()
    umask = os.umask(0)
    os.umask(umask)
    assert out.stat().st_mode & 0o777 == 0o666 & ~umask
    assert sorted(p.name for p in tmp_path.iterdir()) == ["good.ll", "o.ll"]


def test_write_output_to_device_does_not_replace_it() -> None:
    write_output(os.devnull, b"data")
    assert Path(os.devnull).is_char_device()


def test_write_output_errors(tmp_path: Path) -> None:
    with pytest.raises(NcpuError, match="cannot open output file"):
        write_output(str(tmp_path / "no" / "such" / "dir.ll"), b"x")


def test_output_dir_missing(good: Path, tmp_path: Path) -> None:
    proc = run_cli("-S", str(good), "-o", str(tmp_path / "nodir" / "x.ll"))
    assert proc.returncode == 1
    assert b"cannot open output file" in proc.stderr and b"No such file or directory" in proc.stderr


def _as_a_user() -> list[str]:
    """What runs ncpu-opt without root's rights over files: nothing when not root, else setpriv as
    nobody (root may write any file, with opt too, so a refusal would not show)."""
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("running as root without setpriv: a file root may not write cannot be made")
    return [setpriv, f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups"]


#: The user and group the tests hand files to when they run as root.
NOBODY = 65534


@pytest.fixture
def open_dir() -> Iterator[Path]:
    """A folder any user may enter, with good.ll: pytest's tmp_path is root's alone."""
    with tempfile.TemporaryDirectory(prefix="ncpu-opt-out-") as name:
        folder = Path(name)
        folder.chmod(0o755)
        (folder / "good.ll").write_text(GOOD)
        (folder / "good.ll").chmod(0o644)
        yield folder


def _give(path: Path, mode: int) -> None:
    """*path* to the user _as_a_user runs as, with *mode*."""
    if os.geteuid() == 0:
        os.chown(path, NOBODY, NOBODY)
    path.chmod(mode)


def test_output_the_user_may_not_write_is_refused(open_dir: Path) -> None:
    # The file was replaced by a rename (opt: "Permission denied").
    prefix = _as_a_user()
    out = open_dir / "ro.ll"
    out.write_text("old\n")
    _give(open_dir, 0o755)
    _give(out, 0o444)
    proc = subprocess.run([*prefix, *NCPU_OPT, "-S", str(open_dir / "good.ll"), "-o", str(out)], capture_output=True, timeout=60)
    assert proc.returncode == 1
    assert proc.stderr.decode() == f"ncpu-opt: error: cannot open output file '{out}': Permission denied\n"
    assert out.read_text() == "old\n"


def test_output_in_a_folder_the_user_may_not_create_in_is_written_in_place(open_dir: Path) -> None:
    # The temporary file could not be made: opt writes the file itself, and so does ncpu-opt now.
    prefix = _as_a_user()
    folder = open_dir / "ro"
    folder.mkdir()
    out = folder / "w.ll"
    out.write_text("old\n")
    _give(out, 0o644)
    _give(folder, 0o555)
    proc = subprocess.run([*prefix, *NCPU_OPT, "-S", str(open_dir / "good.ll"), "-o", str(out)], capture_output=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "define i32 @f" in out.read_text() and os.listdir(folder) == ["w.ll"]


def test_output_keeps_the_owner_and_mode(good: Path, tmp_path: Path) -> None:
    if os.geteuid() != 0:
        pytest.skip("only root can make a file of another user")
    out = tmp_path / "theirs.ll"
    out.write_text("old\n")
    os.chown(out, NOBODY, NOBODY)
    out.chmod(0o640)
    assert run_cli("-S", str(good), "-o", str(out)).returncode == 0
    st = out.stat()
    assert (st.st_uid, st.st_gid, st.st_mode & 0o7777) == (NOBODY, NOBODY, 0o640)
    assert "define i32 @f" in out.read_text()


def test_jobs_beyond_the_cores_are_the_cores(monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # -j 10000 started a process per kernel (3.3 GB for 40 kernels).
    from ncpu_opt.codegen import parallel

    asked: list[int] = []

    def compile_units(units: object, filename: str, passes: str, target: object, jobs: int) -> bytes:
        asked.append(jobs)
        return b"object"

    monkeypatch.setattr(parallel, "compile_units_to_object", compile_units)
    source = Path(__file__).parents[1] / "runtime" / "ll" / "ndrange.ll"
    out = tmp_path / "k.o"
    assert main(["-j", "10000", "-passes=native-cpu", "--filetype=obj", str(source), "-o", str(out)]) == 0
    cores = parallel.default_jobs()
    assert asked == [cores] and out.read_bytes() == b"object"
    assert capfd.readouterr().err == (
        f"ncpu-opt: warning: -j 10000 is more than the {cores} cores this process may run on; using {cores} processes\n"
    )
    assert main(["-j", "1", "-passes=native-cpu", "--filetype=obj", str(source), "-o", str(out)]) == 0
    assert asked == [cores, 1] and capfd.readouterr().err == ""


def _run_on_pty(*args: str) -> tuple[int, bytes, bytes]:
    """Run ncpu-opt with stdout on a pseudo-terminal."""
    master, slave = pty.openpty()
    try:
        proc = subprocess.run([*NCPU_OPT, *args], stdout=slave, stderr=subprocess.PIPE, timeout=60)
        os.close(slave)
        chunks = []
        while True:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                break
            if not chunk:
                break
            chunks.append(chunk)
        return proc.returncode, b"".join(chunks), proc.stderr
    finally:
        os.close(master)


def test_binary_output_to_terminal_is_refused(good: Path) -> None:
    rc, out, err = _run_on_pty(str(good))
    assert rc == 1 and out == b""
    assert b"ncpu-opt: error: refusing to write bitcode to a terminal; use -S" in err
    rc, out, err = _run_on_pty(str(good), "--filetype=obj")
    assert rc == 1 and b"refusing to write an object file to a terminal" in err
    rc, out, err = _run_on_pty(str(good), "-S")
    assert rc == 0 and b"define i32 @f" in out
    rc, out, err = _run_on_pty(str(good), "-f")
    assert rc == 0 and b"BC" in out


def test_usage_error_exit_code(good: Path) -> None:
    proc = run_cli("--no-such-option", str(good))
    assert proc.returncode == 2 and b"No such option" in proc.stderr
    proc = run_cli("--filetype=exe", str(good))
    assert proc.returncode == 2


def test_print_passes_lists_test_pass(test_passes: None, capfd: pytest.CaptureFixture[str]) -> None:
    assert main(["--print-passes"]) == 0
    out = capfd.readouterr().out
    # Each pass's line without its description.
    lines = [line.split("  - ", 1)[0].rstrip() for line in out.splitlines()]
    assert lines.index("Module passes:") < lines.index("  test-crash")
    assert lines.index("Module passes with params:") < lines.index("  test-retriple<triple=<str>>")
    assert lines.index("  test-retriple<triple=<str>>") < lines.index("LLVM passes:")


def test_our_pass_through_the_cli(test_passes: None, good: Path, capfd: pytest.CaptureFixture[str]) -> None:
    rc = main(["-passes=test-retriple<triple=aarch64-unknown-linux-gnu>,instcombine", "-S", str(good)])
    out, err = capfd.readouterr()
    assert rc == 0, err
    assert 'target triple = "aarch64-unknown-linux-gnu"' in out and "ret i32 %a" in out


def test_internal_error_is_one_line(test_passes: None, good: Path, capfd: pytest.CaptureFixture[str]) -> None:
    rc = main(["-passes=test-crash", "-S", str(good)])
    err = capfd.readouterr().err
    assert rc == 2
    assert err == "ncpu-opt: internal error: RuntimeError: boom (run with --debug-trace to see the traceback)\n"
    with pytest.raises(RuntimeError, match="boom"):
        main(["-passes=test-crash", "-S", "--debug-trace", str(good)])


def test_user_error_has_no_traceback(bad: Path) -> None:
    proc = run_cli("-S", str(bad))
    assert proc.returncode == 1
    assert b"Traceback" not in proc.stderr
    lines = proc.stderr.decode().splitlines()
    assert lines == [
        f"ncpu-opt: error: {bad}:3:11: use of undefined value '%nope'",
        "  ret i32 %nope",
        "          ^",
    ]


def test_filetype_asm_retargets_spir(tmp_path: Path) -> None:
    src = tmp_path / "k.ll"
    src.write_text(
        'target triple = "spir64-unknown-unknown"\n'
        "define spir_kernel void @k(ptr addrspace(1) %p) {\n"
        "  %id = call spir_func i64 @gid(i32 0)\n"
        "  %q = getelementptr float, ptr addrspace(1) %p, i64 %id\n"
        "  store float 1.0, ptr addrspace(1) %q\n  ret void\n}\n"
        "declare spir_func i64 @gid(i32)\n"
    )
    proc = run_cli("--filetype=asm", "-passes=default<O2>", str(src))
    assert proc.returncode == 0, proc.stderr
    assert b"k:" in proc.stdout and b"gid" in proc.stdout
    proc = run_cli("-filetype=asm", "-mtriple=aarch64-unknown-linux-gnu", "-O0", str(src))
    assert proc.returncode == 0, proc.stderr
    assert b"bl\tgid" in proc.stdout


def test_disable_output(good: Path) -> None:
    proc = run_cli("-passes=instcombine", "-disable-output", str(good))
    assert proc.returncode == 0 and proc.stdout == b""
