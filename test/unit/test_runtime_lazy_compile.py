"""The runtime compiles what is used: a kernel's unit on its first use, each unit cached by its text.

A program of 200 kernels compiles nothing when it is made; the first launch of
one compiles that one (one entry in the disk cache); editing one kernel of the
program recompiles that one only; ``compile="eager"`` compiles them all up
front (in worker processes) and stores the program in one piece for the next
process.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from ncpu_opt.runtime import ArgumentValueError, Program
from ncpu_opt.runtime import cache as disk_cache

HEADER = """\
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

declare spir_func i64 @_Z13get_global_idj(i32)
"""


def kernel(i: int, factor: int | None = None) -> str:
    """``out[gid] = gid * factor + i``, with its own metadata (``!kernel_arg_type``)."""
    return f"""
define spir_kernel void @k{i}(ptr addrspace(1) %out) !kernel_arg_type !{i} {{
  %gid = call spir_func i64 @_Z13get_global_idj(i32 0)
  %g = trunc i64 %gid to i32
  %m = mul i32 %g, {i if factor is None else factor}
  %v = add i32 %m, {i}
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}}
!{i} = !{{!"int*"}}
"""


def program_source(count: int, edited: int | None = None) -> str:
    return HEADER + "".join(kernel(i, 1000 if i == edited else None) for i in range(count))


@pytest.fixture
def cache_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    directory = tmp_path / "cache"
    monkeypatch.setenv(disk_cache.ENV_DIR, str(directory))
    return directory


def entries(directory: Path) -> set[str]:
    return {p.stem for p in directory.glob("*.o")} if directory.exists() else set()


def launch(program: Program, i: int, factor: int | None = None) -> None:
    out = np.zeros(40, np.int32)
    program.kernel(f"k{i}")(out, global_size=(40,))
    np.testing.assert_array_equal(out, np.arange(40, dtype=np.int32) * (i if factor is None else factor) + i)


def test_a_big_program_compiles_nothing_until_a_kernel_is_used(cache_dir: Path) -> None:
    program = Program.from_source(program_source(200), specialize=False)
    assert len(program.kernel_names) == 200
    assert program.loaded_kernels == () and entries(cache_dir) == set()
    launch(program, 17)
    assert program.loaded_kernels == ("k17",)
    assert len(entries(cache_dir)) == 1
    launch(program, 17)
    launch(program, 3)
    assert program.loaded_kernels == ("k3", "k17") and len(entries(cache_dir)) == 2


def test_editing_one_kernel_recompiles_that_one(cache_dir: Path) -> None:
    first = Program.from_source(program_source(6), specialize=False)
    for i in range(6):
        launch(first, i)
    before = entries(cache_dir)
    assert len(before) == 6 + 1  # each unit, and the whole program (joined once all were in)
    edited = Program.from_source(program_source(6, edited=2), specialize=False)
    assert not edited.from_cache
    for i in range(6):
        launch(edited, i, 1000 if i == 2 else None)
    added = entries(cache_dir) - before
    assert len(added) == 2  # k2's unit, and the edited program in one piece


def test_eager_compiles_every_kernel_and_stores_the_program(cache_dir: Path) -> None:
    source = program_source(12)
    program = Program.from_source(source, specialize=False, compile="eager")
    assert program.loaded_kernels == tuple(f"k{i}" for i in range(12))
    for i in (0, 7, 11):
        launch(program, i)
    again = Program.from_source(source, specialize=False)
    assert again.from_cache and again.loaded_kernels == program.loaded_kernels
    launch(again, 5)


def test_compile_takes_lazy_or_eager() -> None:
    with pytest.raises(ArgumentValueError, match="compile must be 'lazy' or 'eager'"):
        Program.from_source(program_source(2), compile="now")
