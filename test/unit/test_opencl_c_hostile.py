"""OpenCL C whose #include reaches what is not a header (issue 28).

A file that is no header is not quoted in the errors.  A device that never
ends, a FIFO nobody writes, the caller's stdin: the build is a CompileError,
soon, with bounded memory, and clang neither reads the caller's input nor
outlives the caller.  Each of these runs in a child process (with a memory
bound and a timeout), so that a regression fails the test rather than hanging
or exhausting the machine.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from ncpu_opt.runtime import CompileError, Program
from runtime_support import ROOT, needs_clang

from ncpu_opt.cli import main

pytestmark = needs_clang

CHILD_TIMEOUT_S = 60
KERNEL = "__kernel void k(__global int *o) { o[0] = VALUE; }\n"

#: Compiles argv[1] (its stall bound argv[2] seconds) with 2 GiB of address space; prints the
#: CompileError's text, then what is left on stdin.
BUILD = """
import resource, sys
resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))
from ncpu_opt.opencl_c import clang
clang.STALL_SECONDS = float(sys.argv[2])
from ncpu_opt.runtime import CompileError, Program
print("building", flush=True)
try:
    Program.from_file(sys.argv[1], cache=False)
    print("built")
except CompileError as e:
    print("CompileError:", e)
print("stdin:", repr(sys.stdin.read()))
"""


def build_in_child(
    source: Path, *, stall_s: float = 0.5, stdin: str = "", env: dict[str, str] | None = None
) -> str:
    done = subprocess.run(
        [sys.executable, "-c", BUILD, str(source), str(stall_s)],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT_S,
        cwd=ROOT,
        env=env,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


def including(tmp_path: Path, header: str, value: str = "1") -> Path:
    """k.cl: *header* included, then VALUE defined as *value* unless the header did, then a kernel."""
    source = tmp_path / "k.cl"
    source.write_text(
        f'#include "{header}"\n#ifndef VALUE\n#define VALUE {value}\n#endif\n{KERNEL}'
    )
    return source


SECRET = "API_KEY=sk-live-0123456789abcdef"


def test_errors_do_not_quote_the_files_the_source_includes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """clang quotes the line of each diagnostic: in an included ~/.env, that is its content."""
    secret = tmp_path / "secret.env"
    secret.write_text(SECRET + "\n")
    source = tmp_path / "k.cl"
    source.write_text(f'#include "{secret}"\n__kernel void k(__global int *o) {{ o[0] = 1 }}\n')
    with pytest.raises(CompileError) as caught:
        Program.from_file(source, cache=False)
    for text in str(caught.value), caught.value.build_log:
        assert SECRET not in text
        # Where, and what, for the included file; the line itself for the source's own error.
        assert f"In file included from {source}:1:\n{secret}:1:1: error: " in text
        assert "    2 | __kernel void k(__global int *o) { o[0] = 1 }" in text
    assert main([str(source), "-o", str(tmp_path / "k.ll")]) == 1
    err = capsys.readouterr().err
    assert SECRET not in err and f"{secret}:1:1" in err and "    2 | __kernel" in err
    assert not (tmp_path / "k.ll").exists()


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_an_endless_device_is_refused_in_bounded_memory(tmp_path: Path, device: str) -> None:
    if not os.path.exists(device):
        pytest.skip(f"no {device}")
    out = build_in_child(including(tmp_path, device))
    assert (
        f"CompileError: {tmp_path / 'k.cl'}: error: '{device}', which the source includes, is not a regular file"
        in out
    )


def test_a_fifo_nobody_writes_is_a_compile_error_soon(tmp_path: Path) -> None:
    fifo = tmp_path / "header.fifo"
    os.mkfifo(fifo, 0o600)
    started = time.monotonic()
    out = build_in_child(including(tmp_path, str(fifo)))
    assert "CompileError:" in out and "clang made no progress for 0.5 s" in out and "FIFO" in out
    assert time.monotonic() - started < 30


def test_clang_does_not_read_the_callers_stdin(tmp_path: Path) -> None:
    out = build_in_child(including(tmp_path, "/dev/stdin"), stdin="#define VALUE 7\n")
    assert "built" not in out.splitlines()
    assert "CompileError:" in out
    assert out.splitlines()[-1] == "stdin: '#define VALUE 7\\n'"  # still there for the caller


def processes_started_by(parent: int) -> list[int]:
    """The processes whose parent is *parent* (from /proc)."""
    found = []
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            stat = Path(f"/proc/{name}/stat").read_bytes()
        except OSError:
            continue
        fields = stat[stat.rfind(b")") + 2 :].split()
        if int(fields[1]) == parent and fields[0] != b"Z":
            found.append(int(name))
    return found


def alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_bytes().split(b")")[-1].split()[0] != b"Z"
    except OSError:
        return False


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc (Linux)")
def test_clang_and_its_files_go_with_a_caller_killed_by_sigterm(tmp_path: Path) -> None:
    fifo = tmp_path / "header.fifo"
    os.mkfifo(fifo, 0o600)
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    child = subprocess.Popen(
        [sys.executable, "-c", BUILD, str(including(tmp_path, str(fifo))), "1000"],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        cwd=ROOT,
        env={**os.environ, "TMPDIR": str(scratch)},
    )
    clang: list[int] = []
    try:
        assert child.stdout is not None and child.stdout.readline() == b"building\n"
        deadline = time.monotonic() + CHILD_TIMEOUT_S
        while not clang and time.monotonic() < deadline:
            clang = processes_started_by(child.pid)
            time.sleep(0.05)
        assert clang, "clang never started"
        child.send_signal(signal.SIGTERM)  # Python's default: die at once, no clean-up runs
        assert child.wait(timeout=CHILD_TIMEOUT_S) == -signal.SIGTERM
        deadline = time.monotonic() + 10
        while any(alive(pid) for pid in clang) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not any(alive(pid) for pid in clang), "clang outlived its caller"
        assert list(scratch.iterdir()) == []  # no temporary folder left behind
    finally:
        child.kill()
        child.wait()
        for pid in clang:
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
