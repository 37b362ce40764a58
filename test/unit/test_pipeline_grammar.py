"""The ``-passes=`` grammar: nesting, parameters and every syntax error."""

from __future__ import annotations

import pytest

from ncpu_opt.pipeline.grammar import PipelineElement, PipelineError, parse_pipeline_text


def names(elements: list[PipelineElement]) -> list[str]:
    return [e.text() for e in elements]


def test_empty_text_is_empty_pipeline() -> None:
    assert parse_pipeline_text("") == []
    assert parse_pipeline_text("   ") == []


def test_flat_list() -> None:
    els = parse_pipeline_text("a,b,c")
    assert [e.name for e in els] == ["a", "b", "c"]
    assert all(e.params is None and e.children is None for e in els)
    assert [e.pos for e in els] == [0, 2, 4]


def test_params_and_nesting() -> None:
    els = parse_pipeline_text("a,b<flag;key=1>,function(c,d<x=1:2>),module(e)")
    assert names(els) == ["a", "b<flag;key=1>", "function(c,d<x=1:2>)", "module(e)"]
    fn = els[2]
    assert fn.name == "function" and fn.children is not None
    assert [c.name for c in fn.children] == ["c", "d"]
    assert fn.children[1].params == "x=1:2"


def test_deep_nesting_and_params_on_adaptor() -> None:
    els = parse_pipeline_text("module(cgscc(function<eager-inv>(loop(x))))")
    assert names(els) == ["module(cgscc(function<eager-inv>(loop(x))))"]


def test_nested_angle_brackets_and_empty_params() -> None:
    (el,) = parse_pipeline_text("p<a<b>>")
    assert el.params == "a<b>"
    (el,) = parse_pipeline_text("p<>")
    assert el.params == ""


def test_whitespace_around_names_is_ignored() -> None:
    assert [e.name for e in parse_pipeline_text(" a , b ")] == ["a", "b"]


@pytest.mark.parametrize(
    ("text", "detail"),
    [
        ("a,,b", "empty pass name at offset 2"),
        ("a,", "empty pass name at offset 2"),
        (",a", "empty pass name at offset 0"),
        ("function()", "empty nested pipeline in 'function()'"),
        ("function(a", "unbalanced '(' after 'function' at offset 8"),
        ("function(a,b", "unbalanced '('"),
        ("a)", "unbalanced ')' at offset 1"),
        ("function(a))", "unbalanced ')' at offset 11"),
        ("a<x", "unbalanced '<' in parameters of 'a' at offset 1"),
        ("a<x,b>", "unbalanced '<'"),
        ("a>", "unexpected '>' after 'a' at offset 1"),
        ("a<x>b", "unexpected 'b'"),
        ("(a)", "empty pass name at offset 0"),
        ("function(a)b", "unexpected 'b' after 'function'"),
    ],
)
def test_syntax_errors(text: str, detail: str) -> None:
    with pytest.raises(PipelineError) as info:
        parse_pipeline_text(text)
    assert info.value.message.startswith(f"parse of pass pipeline '{text}' failed : ")
    assert detail in info.value.message
    assert info.value.text == text
