"""The acceptance runs of the command line over real kernels.

Our own kernels (test/kernels) always; the reference kernels in
../shared/kernels when that folder is present.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "kernels"
OWN = sorted((ROOT / "test" / "kernels").glob("ll*/*.ll"))
REFERENCE = sorted(SHARED.glob("ll*/*.ll")) if SHARED.is_dir() else []
NCPU_OPT = [sys.executable, "-m", "ncpu_opt.cli"]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*NCPU_OPT, *args], capture_output=True, text=True, timeout=120)


def kernel_names(path: Path) -> list[str]:
    text = path.read_text()
    return [line.split("@", 1)[1].split("(", 1)[0] for line in text.splitlines() if "spir_kernel" in line and line.startswith("define")]


def ids(paths: list[Path]) -> list[str]:
    return [f"{p.parent.name}/{p.name}" for p in paths]


def test_print_passes_lists_sections() -> None:
    result = run("--print-passes")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("Module passes:")
    assert "  verify" in result.stdout and "Module passes with params:" in result.stdout


def check_kernel(path: Path, tmp_path: Path) -> None:
    verified = run("-passes=verify", "-S", str(path))
    assert verified.returncode == 0, verified.stderr
    for name in kernel_names(path):
        assert f"@{name}(" in verified.stdout
    optimised = run("-passes=default<O2>", "-S", str(path))
    assert optimised.returncode == 0, optimised.stderr
    assert "define" in optimised.stdout
    obj = tmp_path / "k.o"
    emitted = run("-passes=verify", "--filetype=obj", str(path), "-o", str(obj))
    assert emitted.returncode == 0, emitted.stderr
    data = obj.read_bytes()
    for name in kernel_names(path):
        assert name.encode() in data, f"kernel symbol {name} missing from the object"


@pytest.mark.parametrize("path", OWN, ids=ids(OWN))
def test_own_kernels_verify_optimise_and_compile(path: Path, tmp_path: Path) -> None:
    check_kernel(path, tmp_path)


@pytest.mark.skipif(not REFERENCE, reason="../shared/kernels is not present")
@pytest.mark.parametrize("path", REFERENCE, ids=ids(REFERENCE))
def test_reference_kernels_verify_optimise_and_compile(path: Path, tmp_path: Path) -> None:
    check_kernel(path, tmp_path)
