"""Pass options declared as dataclass fields: every kind, and every error."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pytest

from ncpu_opt.pipeline.options import (
    OptionError,
    format_instance,
    format_params,
    option_specs,
    parse_options,
)
from ncpu_opt.pipeline.passes import ModulePass, PassContext, PreservedAnalyses


@dataclass(frozen=True)
class Opts(ModulePass):
    """A pass with one option of every kind."""

    name: ClassVar[str] = "opts"
    flag: bool = False
    on_by_default: bool = True
    width: int = 4
    ratio: float = 0.5
    label: str = "x"
    dims: tuple[int, ...] = (0,)
    tags: tuple[str, ...] = ()
    limit: int | None = None

    def run(self, module: object, ctx: PassContext) -> PreservedAnalyses:  # type: ignore[override]
        return PreservedAnalyses.all()


@dataclass(frozen=True)
class Needs(ModulePass):
    """A pass with a required option."""

    name: ClassVar[str] = "needs"
    count: int

    def run(self, module: object, ctx: PassContext) -> PreservedAnalyses:  # type: ignore[override]
        return PreservedAnalyses.all()


def test_specs_use_dashed_names() -> None:
    specs = option_specs(Opts)
    assert [s.name for s in specs] == [
        "flag", "on-by-default", "width", "ratio", "label", "dims", "tags", "limit"
    ]
    assert [s.kind for s in specs] == ["bool", "bool", "int", "float", "str", "int", "str", "int"]
    assert [s.is_list for s in specs] == [False, False, False, False, False, True, True, False]


def test_format_params() -> None:
    assert format_params(Opts) == (
        "flag;on-by-default;width=<int>;ratio=<float>;label=<str>;"
        "dims=<int>:...;tags=<str>:...;limit=<int>"
    )
    assert format_params(Needs) == "count=<int>"


def test_no_params_gives_defaults() -> None:
    assert parse_options(Opts, None, "opts") == {}
    assert parse_options(Opts, "", "opts") == {}


def test_every_kind() -> None:
    values = parse_options(
        Opts,
        "flag;no-on-by-default;width=0x10;ratio=2.5;label=a b;dims=1:2:3;tags=x:y;limit=7",
        "opts",
    )
    assert values == {
        "flag": True,
        "on_by_default": False,
        "width": 16,
        "ratio": 2.5,
        "label": "a b",
        "dims": (1, 2, 3),
        "tags": ("x", "y"),
        "limit": 7,
    }
    assert Opts(**values).dims == (1, 2, 3)


def test_bool_with_value_and_empty_items() -> None:
    assert parse_options(Opts, "flag=true;;on-by-default=0;", "opts") == {
        "flag": True,
        "on_by_default": False,
    }


def test_empty_tuple() -> None:
    assert parse_options(Opts, "dims=", "opts") == {"dims": ()}


@pytest.mark.parametrize(
    ("params", "expected"),
    [
        ("bogus", "invalid OptsPass parameter 'bogus' (pass 'opts' takes:"),
        ("no-width", "invalid OptsPass parameter 'no-width' (pass 'opts' takes:"),
        ("width=abc", "option 'width' of pass 'opts': expected an int, got 'abc'"),
        ("ratio=fast", "option 'ratio' of pass 'opts': expected a number, got 'fast'"),
        ("dims=1:x", "option 'dims' of pass 'opts': expected an int, got 'x'"),
        ("width", "option 'width' of pass 'opts' needs a value"),
        ("dims", "option 'dims' of pass 'opts' needs a value"),
        ("flag=maybe", "option 'flag' of pass 'opts': expected true or false, got 'maybe'"),
        ("flag;flag", "option 'flag' of pass 'opts' given twice"),
    ],
)
def test_errors_name_pass_and_option(params: str, expected: str) -> None:
    with pytest.raises(OptionError) as info:
        parse_options(Opts, params, "opts")
    assert expected in info.value.message


def test_unknown_option_lists_known_ones() -> None:
    with pytest.raises(OptionError, match=r"invalid OptsPass parameter .wdth. \(pass .opts. takes: flag, on-by-default, width"):
        parse_options(Opts, "wdth=3", "opts")


def test_required_option() -> None:
    with pytest.raises(OptionError, match="pass 'needs' needs option 'count=<int>'"):
        parse_options(Needs, "", "needs")
    assert parse_options(Needs, "count=3", "needs") == {"count": 3}


def test_unsupported_field_type_is_rejected() -> None:
    @dataclass(frozen=True)
    class Bad(ModulePass):
        """Bad."""

        name: ClassVar[str] = "bad"
        mapping: dict[str, int] | None = None

        def run(self, module: object, ctx: PassContext) -> PreservedAnalyses:  # type: ignore[override]
            return PreservedAnalyses.all()

    with pytest.raises(TypeError, match="unsupported pass option type"):
        option_specs(Bad)


def test_format_instance_lists_non_defaults() -> None:
    assert format_instance(Opts(), "opts") == "opts"
    assert (
        format_instance(Opts(flag=True, on_by_default=False, dims=(1, 2), limit=3), "opts")
        == "opts<flag;no-on-by-default;dims=1:2;limit=3>"
    )
    assert format_instance(Needs(count=2), "needs") == "needs<count=2>"
