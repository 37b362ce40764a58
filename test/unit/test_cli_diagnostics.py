"""How diagnostics look: location, source line, caret; plain when piped."""

from __future__ import annotations

import io

from rich.console import Console

from ncpu_opt.diagnostics import caret_line, report_error, report_internal_error, warning
from ncpu_opt.errors import NcpuError, ParseError, SourceError


def render(fn: object, *args: object) -> str:
    out = io.StringIO()
    console = Console(file=out, highlight=False, soft_wrap=True, markup=False, width=40)
    fn(*args, console=console)  # type: ignore[operator]
    return out.getvalue()


def test_located_error_with_caret() -> None:
    err = SourceError("expected type", "in.ll", 3, 7, "  %x = foo i32 1")
    assert render(report_error, err) == (
        "ncpu-opt: error: in.ll:3:7: expected type\n  %x = foo i32 1\n      ^\n"
    )


def test_parse_error_is_a_source_error() -> None:
    err = ParseError("bad", "f.ll", 1, 1, "x")
    assert render(report_error, err).splitlines() == ["ncpu-opt: error: f.ll:1:1: bad", "x", "^"]


def test_error_without_location() -> None:
    assert render(report_error, NcpuError("no input")) == "ncpu-opt: error: no input\n"
    # A SourceError without a line still names its file.
    assert render(report_error, SourceError("empty", "e.ll")) == "ncpu-opt: error: e.ll: empty\n"


def test_no_wrapping_and_no_markup_interpretation() -> None:
    long = "x" * 100 + " [bold]not markup[/bold] [module]"
    text = render(report_error, NcpuError(long))
    assert text == f"ncpu-opt: error: {long}\n"


def test_caret_keeps_tabs() -> None:
    assert caret_line("\t%x = y", 4) == "\t  ^"
    assert caret_line("abc", 1) == "^"
    assert caret_line("abc", 0) == "^"


def test_internal_error_and_warning() -> None:
    assert render(report_internal_error, KeyError("k")) == (
        "ncpu-opt: internal error: KeyError: 'k' (run with --debug-trace to see the traceback)\n"
    )
    assert render(warning, "careful") == "ncpu-opt: warning: careful\n"
