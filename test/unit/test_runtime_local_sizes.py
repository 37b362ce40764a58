"""Builds for a local size: logged when a launch causes one, compiled up front with ``local_sizes``.

A uniform launch at a new local size compiles the module again with that
size as ``!reqd_work_group_size`` (``specialize=True``); the runtime says so
once per new size at INFO on the ``ncpu_opt.runtime`` logger.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np
import pytest
from ncpu_opt.runtime import ArgumentTypeError, ArgumentValueError, Program
from ncpu_opt.runtime import cache as disk_cache
from ncpu_opt.runtime import program as program_module
from ncpu_opt.runtime import units as units_module
from runtime_support import ROOT, RUNTIME_KERNELS

SAXPY = ROOT / "examples" / "saxpy.ll"
NDRANGE = RUNTIME_KERNELS / "ll" / "ndrange.ll"
LOGGER = "ncpu_opt.runtime"


@pytest.fixture
def compilations(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The pipelines compile_to_object ran, in order (it still runs)."""
    seen: list[str] = []
    real: Callable[..., object] = program_module.compile_to_object

    def counting(text: str, filename: str, passes: str, *rest: object) -> object:
        seen.append(passes)
        return real(text, filename, passes, *rest)

    monkeypatch.setattr(program_module, "compile_to_object", counting)  # builds for one local size
    monkeypatch.setattr(units_module, "compile_to_object", counting)  # the kernels' units
    yield seen


def info_messages(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == LOGGER and r.levelno == logging.INFO]


def run_saxpy(program: Program, n: int, local: int) -> None:
    rng = np.random.default_rng(n + local)
    x = rng.random(n, dtype=np.float32)
    y = rng.random(n, dtype=np.float32)
    expected = np.float32(2) * x + y
    program.kernel("saxpy")(np.float32(2), x, y, np.uint32(n), global_size=(n,), local_size=(local,))
    np.testing.assert_allclose(y, expected, rtol=1e-6)


def test_a_new_local_size_is_logged_once(caplog: pytest.LogCaptureFixture, compilations: list[str]) -> None:
    caplog.set_level(logging.INFO, logger=LOGGER)
    program = Program.from_file(SAXPY, cache=False)
    assert info_messages(caplog) == [] and len(compilations) == 1
    run_saxpy(program, 256, 32)
    run_saxpy(program, 512, 32)  # same local size: the same build
    assert info_messages(caplog) == ["compiling kernel saxpy for local size (32, 1, 1)"]
    run_saxpy(program, 256, 64)
    run_saxpy(program, 250, 64)  # not uniform: the general build, nothing to compile
    assert info_messages(caplog) == [
        "compiling kernel saxpy for local size (32, 1, 1)",
        "compiling kernel saxpy for local size (64, 1, 1)",
    ]
    assert len(compilations) == 3


def test_local_sizes_compiles_them_up_front(caplog: pytest.LogCaptureFixture, compilations: list[str]) -> None:
    caplog.set_level(logging.INFO, logger=LOGGER)
    program = Program.from_file(SAXPY, cache=False, local_sizes=[32, (64, 1), np.array([16])])
    assert info_messages(caplog) == [
        "compiling kernel saxpy for local size (32, 1, 1)",
        "compiling kernel saxpy for local size (64, 1, 1)",
        "compiling kernel saxpy for local size (16, 1, 1)",
    ]
    assert len(compilations) == 4
    caplog.clear()
    for local in (32, 64, 16):
        run_saxpy(program, 256, local)
    assert info_messages(caplog) == [] and len(compilations) == 4  # the launches compiled nothing more


def test_a_cached_build_is_not_a_compilation(
    caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv(disk_cache.ENV_DIR, str(tmp_path))
    Program.from_file(SAXPY, local_sizes=[8])
    caplog.set_level(logging.DEBUG, logger=LOGGER)
    program = Program.from_file(SAXPY)
    run_saxpy(program, 64, 8)
    assert info_messages(caplog) == []
    assert "kernel saxpy for local size (8, 1, 1): from the cache" in caplog.messages


@pytest.mark.parametrize(
    ("local_sizes", "error", "message"),
    [
        ([0], ArgumentValueError, r"local_sizes\[0\] is 0; a local size is at least 1"),
        ([(8, 0)], ArgumentValueError, r"local_sizes\[0\]\[1\] is 0"),
        ([(1, 2, 3, 4)], ArgumentTypeError, r"local_sizes\[0\] must be an integer or a tuple of 1 to 3 integers"),
        ([(8, "x")], ArgumentTypeError, r"local_sizes\[0\]\[1\] must be an integer, not 'x'"),
        ([True], ArgumentTypeError, r"local_sizes\[0\] must be an integer, not True"),
        ([8.0], ArgumentTypeError, r"local_sizes\[0\] must be an integer, not 8.0"),
        (8, ArgumentTypeError, r"local_sizes must be a list of local sizes"),
        ("8", ArgumentTypeError, r"local_sizes must be a list of local sizes"),
        ([(4096, 2)], ArgumentValueError, r"local_sizes\[0\] \(4096, 2\) has 8192 work-items; the limit is 4096"),
        ({"saxpy": [0]}, ArgumentValueError, r"local_sizes\['saxpy'\]\[0\] is 0"),
        ({"saxpy": 8}, ArgumentTypeError, r"local_sizes\['saxpy'\] must be a list of local sizes"),
        ({1: [8]}, ArgumentTypeError, r"local_sizes: keys must be kernel names \(str\), not 1"),
        (
            list(range(1, 18)),
            ArgumentValueError,
            r"local_sizes has 17 different local sizes; a program keeps 16",
        ),
        (
            {"saxpy": [*range(1, 18), 1]},
            ArgumentValueError,
            r"local_sizes\['saxpy'\] has 17 different local sizes",
        ),
    ],
)
def test_bad_local_sizes_fail_before_anything_compiles(
    local_sizes: object, error: type[Exception], message: str, compilations: list[str]
) -> None:
    with pytest.raises(error, match=message):
        Program.from_source("not IR at all", cache=False, local_sizes=local_sizes)  # the option error comes first
    assert compilations == []


def test_local_sizes_need_specialisation() -> None:
    with pytest.raises(ArgumentValueError, match="local_sizes needs specialize=True"):
        Program.from_source("not IR at all", specialize=False, local_sizes=[8])


def test_local_sizes_per_kernel(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger=LOGGER)
    with pytest.raises(ArgumentValueError, match=r"local_sizes names no kernel of the program: 'nope' \(its kernels: ids, "):
        Program.from_file(NDRANGE, cache=False, local_sizes={"nope": [8]})
    with pytest.raises(
        ArgumentValueError,
        match=r"local_sizes\['fixed_size'\]\[0\] is \(4, 1, 1\), but kernel 'fixed_size' requires reqd_work_group_size \(8, 2, 1\)",
    ):
        Program.from_file(NDRANGE, cache=False, local_sizes={"fixed_size": [4]})
    caplog.clear()
    # A kernel with reqd_work_group_size has its build at that size already; a list skips it.
    Program.from_file(NDRANGE, cache=False, local_sizes={"fixed_size": [(8, 2)], "vadd_int": [(16,)]})
    assert info_messages(caplog) == ["compiling kernel vadd_int for local size (16, 1, 1)"]
