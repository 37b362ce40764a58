"""The command line's option checks: target names, typos, -O levels, plugins (issue 27)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from ncpu_opt.cli import main
from ncpu_opt.target_names import parse_listing

GOOD = "define i32 @f(i32 %a) {\nentry:\n  %b = add i32 %a, 0\n  ret i32 %b\n}\n"


@pytest.fixture
def good(tmp_path: Path) -> Path:
    path = tmp_path / "good.ll"
    path.write_text(GOOD)
    return path


def test_unknown_cpu_writes_no_output(good: Path, tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "k.o"
    assert main(["-mcpu=skylak", "--filetype=obj", str(good), "-o", str(out)]) == 1
    err = capfd.readouterr().err
    assert err.startswith("ncpu-opt: error: unknown CPU 'skylak' for target ")
    assert err.count("\n") == 1 and "'skylake'" in err
    assert not out.exists()


def test_parse_listing() -> None:
    text = (
        "Available CPUs for this target:\n\n  a53  - Select the a53 processor.\n  x-1  - Select.\n\n"
        "Available features for this target:\n\n  neon - Enable Neon.\n\nUse +feature to enable a feature\n"
    )
    names = parse_listing(text)
    assert names.cpus == ("a53", "x-1") and names.features == ("neon",)


def test_check_not_compiled() -> None:
    from ncpu_opt.errors import NcpuError
    from ncpu_opt.pipeline.compiled_input import check_not_compiled

    wrapped = 'define void @"my k.mux-work-group-driver"(ptr %a) {\n  ret void\n}\n'
    with pytest.raises(NcpuError, match=r"^k\.ll: this module has already been through native-cpu \(it defines @my k\.mux-work-group-driver\)"):
        check_not_compiled(wrapped, "k.ll", ["add-work-group-driver"])
    check_not_compiled(wrapped, "k.ll", ["instcombine"])  # a pass that can run on it
    declared = "declare void @k.mux-kernel-wrapper(ptr)\n"
    check_not_compiled(declared, "k.ll", ["add-kernel-wrapper"])


def test_print_passes_describes_each_pass(capfd: pytest.CaptureFixture[str]) -> None:
    assert main(["--print-passes"]) == 0
    lines = capfd.readouterr().out.splitlines()
    section = lines[lines.index("LLVM passes:") + 1 : lines.index("LLVM passes with params:")]
    assert section and all("  - " in line for line in section)
    # The descriptions start in one column.
    assert len({line.index("  - ") for line in section}) == 1
    wil = next(line for line in lines if line.startswith("  work-item-loops<"))
    assert wil.split("  - ", 1)[1].startswith("Wrap kernel entry points in work-item loops")


def test_python_dash_m_runs_the_cli() -> None:
    ok = subprocess.run([sys.executable, "-m", "ncpu_opt", "-S"], input=GOOD, capture_output=True, text=True, timeout=60)
    assert ok.returncode == 0 and "define i32 @f" in ok.stdout, ok.stderr
    bad = subprocess.run([sys.executable, "-m", "ncpu_opt", "-pases=x"], capture_output=True, text=True, timeout=60)
    assert bad.returncode == 1 and bad.stderr == "ncpu-opt: error: unknown option '-pases' (did you mean '-passes'?)\n"
