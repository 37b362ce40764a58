"""Rendering errors for people: ``ncpu-opt: error: FILE:LINE:COL: message``.

Output goes to stderr through rich, with colour only on a terminal (rich
detects that, and honours ``NO_COLOR``), no syntax highlighting of our text,
and no line wrapping so that tests and editors see one diagnostic per line.
"""

from __future__ import annotations

import os
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from typing import TYPE_CHECKING, TextIO

from ncpu_opt.errors import NcpuError, NcpuWarning, SourceError

if TYPE_CHECKING:  # pragma: no cover
    from rich.console import Console
    from rich.text import Text

PROG = "ncpu-opt"


@cache
def stderr_console() -> Console:
    """The console diagnostics and reports are written to."""
    from rich.console import Console

    console = Console(stderr=True, highlight=False, soft_wrap=True, emoji=False, markup=False)
    if not console.is_terminal and "COLUMNS" not in os.environ:
        # Logs and pipes have no width: don't squeeze tables into 80 columns.
        console.width = 200
    return console


def _prefix(kind: str, style: str) -> Text:
    from rich.text import Text

    text = Text(f"{PROG}: ", style="bold")
    text.append(f"{kind}: ", style=style)
    return text


def caret_line(source_line: str, col: int) -> str:
    """Spaces (keeping tabs, so it lines up) up to column *col*, then '^'."""
    prefix = source_line[: max(col - 1, 0)]
    return "".join(ch if ch == "\t" else " " for ch in prefix) + "^"


def format_error(err: NcpuError) -> list[Text]:
    """The lines of a diagnostic for *err*."""
    from rich.text import Text

    head = _prefix("error", "bold red")
    if isinstance(err, SourceError) and err.line > 0:
        head.append(f"{err.location()}: ", style="bold")
        head.append(err.message)
        lines = [head]
        if err.context_lines:
            # A tool's own rendering (clang's source lines, carets and further errors), kept as is.
            return lines + [Text(line) for line in err.context_lines]
        if err.source_line is not None:
            lines.append(Text(err.source_line))
            if err.col > 0:
                lines.append(Text(caret_line(err.source_line, err.col), style="bold green"))
        return lines
    if isinstance(err, SourceError) and err.filename:
        head.append(f"{err.filename}: ", style="bold")
    head.append(err.message)
    return [head]


def report_error(err: NcpuError, console: Console | None = None) -> None:
    """Print a user error."""
    console = console or stderr_console()
    for line in format_error(err):
        console.print(line, crop=False, overflow="ignore")


def report_internal_error(exc: BaseException, console: Console | None = None) -> None:
    """Print one line for a bug, pointing at ``--debug-trace``."""
    console = console or stderr_console()
    line = _prefix("internal error", "bold red")
    line.append(f"{type(exc).__name__}: {exc} (run with --debug-trace to see the traceback)")
    console.print(line, crop=False, overflow="ignore")


def warning(message: str, console: Console | None = None) -> None:
    """Print a warning; the run goes on."""
    console = console or stderr_console()
    line = _prefix("warning", "bold magenta")
    line.append(message)
    console.print(line, crop=False, overflow="ignore")


@contextmanager
def warnings_as_diagnostics() -> Iterator[None]:
    """Within, Python warnings of ncpu-opt (:class:`NcpuWarning`) print as ``ncpu-opt: warning: ...``.

    Library code warns through :mod:`warnings` (the runtime's callers see
    them there); the command line shows each once, in its own format.
    """
    with warnings.catch_warnings():
        others = warnings.showwarning

        def show(
            message: Warning | str,
            category: type[Warning],
            filename: str,
            lineno: int,
            file: TextIO | None = None,
            line: str | None = None,
        ) -> None:
            if issubclass(category, NcpuWarning):
                warning(str(message))
            else:
                others(message, category, filename, lineno, file, line)

        warnings.simplefilter("default", NcpuWarning)
        warnings.showwarning = show
        yield
