"""Finding the OpenCL C front end (ncpu_opt.opencl_c.clang): NCPU_OPT_CLANG, then ziglang, then clang on PATH."""

from __future__ import annotations

import stat
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from ncpu_opt.opencl_c import clang
from ncpu_opt.opencl_c.clang import FrontEndNotFound, find_frontend


@pytest.fixture(autouse=True)
def fresh_search() -> Iterator[None]:
    find_frontend.cache_clear()
    yield
    find_frontend.cache_clear()


def fake_clang(folder: Path, name: str, version: str) -> Path:
    """An executable that answers --version as that clang would (the search runs nothing else)."""
    path = folder / name
    path.write_text(f"#!/bin/sh\necho 'Ubuntu clang version {version} (1)'\necho 'Target: x86_64'\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


@pytest.fixture
def bare(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """No ziglang, no NCPU_OPT_CLANG, and only *tmp_path* on PATH (the fakes name /bin/sh themselves)."""
    monkeypatch.delenv(clang.ENV_CLANG, raising=False)
    monkeypatch.setattr(clang.importlib.util, "find_spec", lambda name: None)
    monkeypatch.setenv("PATH", str(tmp_path))
    return tmp_path


def test_the_environment_variable_comes_first(bare: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake_clang(bare, "clang-20", "20.1.0")
    mine = fake_clang(bare, "my-clang", "18.1.3")
    monkeypatch.setenv(clang.ENV_CLANG, str(mine))
    found = find_frontend()
    assert (found.origin, found.command, found.version, found.major) == ("NCPU_OPT_CLANG", (str(mine),), "18.1.3", 18)


def test_an_environment_variable_that_does_not_run_is_an_error(bare: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(clang.ENV_CLANG, str(bare / "missing"))
    with pytest.raises(FrontEndNotFound, match="NCPU_OPT_CLANG=.*does not run as clang"):
        find_frontend()


def test_path_gives_the_newest_recent_enough_clang(bare: Path) -> None:
    fake_clang(bare, "clang-15", "15.0.7")
    fake_clang(bare, "clang-17", "17.0.6")
    fake_clang(bare, "clang-19", "19.1.7")
    found = find_frontend()
    assert (found.origin, found.version) == ("PATH", "19.1.7")


def test_too_old_or_none_says_how_to_install(bare: Path) -> None:
    fake_clang(bare, "clang", "14.0.0")
    fake_clang(bare, "clang-15", "15.0.7")
    with pytest.raises(FrontEndNotFound, match=r"pip install 'ncpu-opt\[opencl\]'"):
        find_frontend()
    assert "none (no OpenCL C front end: pip install" in clang.describe_frontend()


def test_the_front_end_found_here_compiles_opencl_c(tmp_path: Path) -> None:
    try:
        found = find_frontend()
    except FrontEndNotFound:
        pytest.skip("no clang for OpenCL C on this machine (an optional tool)")
    source = tmp_path / "k.cl"
    source.write_text("__kernel void twice(__global float *x) { x[get_global_id(0)] *= 2.0f; }\n")
    out = tmp_path / "k.ll"
    subprocess.run(
        [*found.command, "-cc1", "-triple", "spir64-unknown-unknown", "-cl-std=CL2.0", "-fdeclare-opencl-builtins",
         "-emit-llvm", "-O2", str(source), "-o", str(out)],
        check=True,
    )
    assert "spir_kernel void @twice(" in out.read_text()
