"""``Program(vectorize=..., vector_width=...)``: the pipeline they choose, and their errors.

Nothing here runs a kernel: compilation is intercepted once the pipeline is
known, so these tests need neither the vectoriser nor the rest of native-cpu.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from ncpu_opt.runtime import ArgumentTypeError, ArgumentValueError, Program
from ncpu_opt.runtime import cache as disk_cache
from ncpu_opt.runtime import units as units_module
from ncpu_opt.runtime.compiler import pipeline_text
from runtime_support import DRIVER_ONLY

SOURCE = "define void @f() {\n  ret void\n}\n"


class Intercepted(Exception):
    """Raised instead of compiling, once the pipeline has been recorded."""


@pytest.fixture
def compiled(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[dict[str, list[str]]]:
    """What Program would compile with (the pipeline) and cache under (the key's pipeline)."""
    seen: dict[str, list[str]] = {"compiled": [], "keyed": []}
    real_key = disk_cache.cache_key

    def compile_to_object(text: str, filename: str, passes: str, *rest: object) -> bytes:
        seen["compiled"].append(passes)
        raise Intercepted

    def cache_key(source: bytes, passes: str, *rest: object) -> str:
        seen["keyed"].append(passes)
        return real_key(source, passes, *rest)  # type: ignore[arg-type]

    monkeypatch.setenv(disk_cache.ENV_DIR, str(tmp_path / "cache"))
    monkeypatch.setattr(units_module, "compile_to_object", compile_to_object)
    monkeypatch.setattr(disk_cache, "cache_key", cache_key)
    yield seen


@pytest.mark.parametrize(
    ("options", "pipeline"),
    [
        ({}, "native-cpu<O3>"),
        ({"opt_level": 1}, "native-cpu<O1>"),
        ({"vectorize": False}, "native-cpu<O3;no-vecz>"),
        ({"vectorize": False, "opt_level": 2}, "native-cpu<O2;no-vecz>"),
        ({"vector_width": 16}, "native-cpu<O3;vecz-width=16>"),
        ({"vectorize": True, "vector_width": 1, "opt_level": 0}, "native-cpu<O0;vecz-width=1>"),
        ({"passes": " native-cpu ", "vector_width": 64}, "native-cpu<O3;vecz-width=64>"),
    ],
)
def test_pipeline_chosen(compiled: dict[str, list[str]], options: dict[str, object], pipeline: str) -> None:
    with pytest.raises(Intercepted):
        Program.from_source(SOURCE, **options)
    # The pipeline text is part of the cache key, so each choice has its own entries.
    assert compiled == {"compiled": [pipeline], "keyed": [pipeline]}


def test_custom_pipeline_is_kept(compiled: dict[str, list[str]]) -> None:
    with pytest.raises(Intercepted):
        Program.from_source(SOURCE, passes="native-cpu<O2;no-vecz>")
    with pytest.raises(Intercepted):
        Program.from_source(SOURCE, passes=DRIVER_ONLY, vectorize=True)  # the default says nothing
    assert compiled["compiled"] == ["native-cpu<O2;no-vecz>", DRIVER_ONLY]


@pytest.mark.parametrize(
    ("options", "error", "message"),
    [
        ({"passes": DRIVER_ONLY, "vectorize": False}, ArgumentValueError, "vectorize applies to the default pipeline only"),
        ({"passes": "native-cpu<O3>", "vector_width": 8}, ArgumentValueError, "vector_width applies to the default pipeline only"),
        ({"vectorize": False, "vector_width": 8}, ArgumentValueError, "vector_width needs the vectoriser, which vectorize=False turns off"),
        ({"vector_width": 12}, ArgumentValueError, "vector_width must be a power of two from 1 to 64, not 12"),
        ({"vector_width": 0}, ArgumentValueError, "vector_width must be a power of two"),
        ({"vector_width": -8}, ArgumentValueError, "vector_width must be a power of two"),
        ({"vector_width": 128}, ArgumentValueError, "vector_width must be a power of two"),
        ({"vector_width": 8.0}, ArgumentValueError, "vector_width must be a power of two from 1 to 64, not 8.0"),
        ({"vector_width": True}, ArgumentValueError, "vector_width must be a power of two"),
        ({"vector_width": "8"}, ArgumentValueError, "vector_width must be a power of two"),
        ({"vectorize": "no"}, ArgumentValueError, "vectorize must be True, False, 'auto' or 'always', not 'no'"),
        ({"vectorize": 0}, ArgumentTypeError, "vectorize must be True, False, 'auto' or 'always', not 0"),
    ],
)
def test_bad_options_fail_before_anything_runs(
    compiled: dict[str, list[str]], options: dict[str, object], error: type[Exception], message: str
) -> None:
    # The source is not even IR: the option error must come first.
    with pytest.raises(error, match=message):
        Program.from_source("not IR at all", **options)
    with pytest.raises(error, match=message):
        Program(b"", **options)  # type: ignore[arg-type]
    assert compiled == {"compiled": [], "keyed": []}


def test_pipeline_text_directly() -> None:
    assert pipeline_text("native-cpu", 3) == "native-cpu<O3>"
    assert pipeline_text("native-cpu", 2, vectorize=False) == "native-cpu<O2;no-vecz>"
    assert pipeline_text("native-cpu", 1, vector_width=4) == "native-cpu<O1;vecz-width=4>"
    assert pipeline_text("sroa", 3) == "sroa"


def test_from_file_takes_the_options(compiled: dict[str, list[str]], tmp_path: Path) -> None:
    path = tmp_path / "k.ll"
    path.write_text(SOURCE)
    with pytest.raises(Intercepted):
        Program.from_file(path, vectorize=False)
    with pytest.raises(Intercepted):
        Program.from_file(path, vector_width=16, cache=False)
    assert compiled["compiled"] == ["native-cpu<O3;no-vecz>", "native-cpu<O3;vecz-width=16>"]
