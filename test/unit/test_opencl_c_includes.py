"""The OpenCL C cache serves a build only where its #include directives find the same files (issue 28).

The same text beside other headers, the same -I from another folder, a header
created where the search looks first, a folder clang skipped as missing that
now exists: each is another build, never the cached one.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from ncpu_opt.runtime import Program
from runtime_support import needs_clang

from ncpu_opt.opencl_c import compile_opencl_c

pytestmark = needs_clang

KERNEL = "__kernel void k(__global int *o) { o[get_global_id(0)] = VALUE; }\n"


@pytest.fixture(autouse=True)
def private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    directory = tmp_path / "cache"
    monkeypatch.setenv("NCPU_OPT_CACHE_DIR", str(directory))
    return directory


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def value(program: Program) -> int:
    out = np.zeros(1, dtype=np.int32)
    program.kernel("k")(out, global_size=(1,))
    return int(out[0])


def built(path: Path, options: str = "") -> tuple[int, bool]:
    """VALUE as the build of *path* has it, and whether the build came from the cache."""
    program = Program.from_file(path, build_options=options)
    return value(program), program.from_cache


def test_the_same_text_beside_other_headers_is_another_build(tmp_path: Path) -> None:
    for folder, number in ("a", 1), ("b", 2):
        write(tmp_path / folder / "x.h", f"#define VALUE {number}\n")
        write(tmp_path / folder / "k.cl", '#include "x.h"\n' + KERNEL)
    assert built(tmp_path / "a" / "k.cl") == (1, False)
    assert built(tmp_path / "b" / "k.cl") == (2, False)
    assert built(tmp_path / "a" / "k.cl") == (1, True)
    assert built(tmp_path / "b" / "k.cl") == (2, True)


def test_the_same_source_and_dash_i_from_another_folder_is_another_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = '#include "x.h"\n' + KERNEL
    for folder, number in ("one", 1), ("two", 2):
        write(tmp_path / folder / "inc" / "x.h", f"#define VALUE {number}\n")
    for folder, number, cached in ("one", 1, False), ("two", 2, False), ("one", 1, True):
        monkeypatch.chdir(tmp_path / folder)
        program = Program.from_source(source, build_options="-I inc")
        assert (value(program), program.from_cache) == (number, cached)


def test_a_header_that_now_shadows_the_one_read_is_a_miss(tmp_path: Path) -> None:
    """``#include "x.h"`` looks beside the source before the -I folders."""
    source = write(tmp_path / "src" / "k.cl", '#include "x.h"\n' + KERNEL)
    write(tmp_path / "inc" / "x.h", "#define VALUE 1\n")
    options = f"-I {tmp_path / 'inc'}"
    assert built(source, options) == (1, False)
    assert built(source, options) == (1, True)
    shadow = write(tmp_path / "src" / "x.h", "#define VALUE 2\n")
    assert built(source, options) == (2, False)
    assert built(source, options) == (2, True)
    shadow.unlink()
    assert built(source, options) == (1, False)


def test_a_header_that_now_shadows_one_a_header_includes_is_a_miss(tmp_path: Path) -> None:
    """A header's own ``#include "y.h"`` looks beside that header first."""
    source = write(tmp_path / "k.cl", "#include <x.h>\n" + KERNEL)
    write(tmp_path / "inc" / "x.h", '#include "y.h"\n')
    write(tmp_path / "more" / "y.h", "#define VALUE 1\n")
    options = f"-I {tmp_path / 'inc'} -I {tmp_path / 'more'}"
    assert built(source, options) == (1, False)
    assert built(source, options) == (1, True)
    write(tmp_path / "inc" / "y.h", "#define VALUE 2\n")
    assert built(source, options) == (2, False)


def test_an_angled_include_shadowed_in_an_earlier_folder_is_a_miss(tmp_path: Path) -> None:
    source = write(tmp_path / "k.cl", "#include <x.h>\n" + KERNEL)
    write(tmp_path / "second" / "x.h", "#define VALUE 1\n")
    (tmp_path / "first").mkdir()
    options = f"-I {tmp_path / 'first'} -I {tmp_path / 'second'}"
    assert built(source, options) == (1, False)
    assert built(source, options) == (1, True)
    write(tmp_path / "first" / "x.h", "#define VALUE 2\n")
    assert built(source, options) == (2, False)


def test_a_missing_folder_that_now_holds_the_header_is_a_miss(tmp_path: Path) -> None:
    """clang leaves a missing -I folder out of its search: created later, it comes first."""
    source = write(tmp_path / "k.cl", "#include <x.h>\n" + KERNEL)
    write(tmp_path / "inc" / "x.h", "#define VALUE 1\n")
    options = f"-I {tmp_path / 'later'} -I {tmp_path / 'inc'}"
    assert built(source, options) == (1, False)
    assert built(source, options) == (1, True)
    write(tmp_path / "later" / "x.h", "#define VALUE 2\n")
    assert built(source, options) == (2, False)


def test_a_header_included_twice_behind_its_guard_is_reused(tmp_path: Path) -> None:
    source = write(tmp_path / "k.cl", '#include "x.h"\n#include "x.h"\n' + KERNEL)
    write(tmp_path / "x.h", "#ifndef X_H\n#define X_H\n#define VALUE 1\n#endif\n")
    assert built(source) == (1, False)
    assert built(source) == (1, True)


def test_includes_the_search_cannot_vouch_for_are_never_reused(tmp_path: Path) -> None:
    """``#include_next`` searches from where its file was found: the build is compiled each time."""
    source = write(tmp_path / "k.cl", "#include <x.h>\n" + KERNEL)
    write(tmp_path / "first" / "x.h", "#include_next <x.h>\n")
    write(tmp_path / "second" / "x.h", "#define VALUE 1\n")
    options = f"-I {tmp_path / 'first'} -I {tmp_path / 'second'}"
    build = compile_opencl_c(source.read_bytes(), str(source), options, path=source)
    assert build.includes is None
    assert built(source, options) == (1, False)
    assert built(source, options) == (1, False)


def test_a_build_that_includes_nothing_has_nothing_to_search_again(tmp_path: Path) -> None:
    source = write(tmp_path / "k.cl", "#define VALUE 1\n" + KERNEL)
    build = compile_opencl_c(source.read_bytes(), str(source), path=source)
    assert (
        build.dependencies == ()
        and build.includes is not None
        and build.includes["directives"] == []
    )


def test_source_that_includes_nothing_is_one_build_from_any_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Only the #include search depends on the folder: text that cannot include builds the same
    # anywhere, and a script run from another folder reuses its build.
    source = "#define VALUE 3\n" + KERNEL
    for folder, cached in ("one", False), ("two", True):
        (tmp_path / folder).mkdir()
        monkeypatch.chdir(tmp_path / folder)
        program = Program.from_source(source)
        assert (value(program), program.from_cache) == (3, cached)


def test_an_include_split_by_a_backslash_newline_still_keys_on_the_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = '#inc\\\nlude "x.h"\n' + KERNEL
    for folder, number in ("one", 1), ("two", 2):
        write(tmp_path / folder / "x.h", f"#define VALUE {number}\n")
        monkeypatch.chdir(tmp_path / folder)
        program = Program.from_source(source)
        assert (value(program), program.from_cache) == (number, False)
