"""Pass instrumentation: IR dumps, per-pass verification, timing, tracing.

These mirror opt's ``-print-after-all``, ``-print-before=P``,
``-print-after=P``, ``-verify-each``, ``-time-passes`` and
``-debug-pass-manager``.  Everything goes to stderr, as with opt.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:  # pragma: no cover
    from rich.table import Table


@dataclass(frozen=True)
class InstrumentationOptions:
    """Which instrumentation is on.  Pass names match bare or with options."""

    verify_each: bool = False
    print_before: tuple[str, ...] = ()
    print_after: tuple[str, ...] = ()
    print_before_all: bool = False
    print_after_all: bool = False
    time_passes: bool = False
    debug_pass_manager: bool = False


class Instrumentation:
    """Runs the hooks around each pass and collects timings."""

    def __init__(self, options: InstrumentationOptions | None = None, stream: TextIO | None = None) -> None:
        self.options = options or InstrumentationOptions()
        self._stream = stream
        self.timings: list[tuple[str, float]] = []

    @property
    def stream(self) -> TextIO:
        # Looked up late so pytest's capture of sys.stderr is honoured.
        return self._stream or sys.stderr

    @staticmethod
    def _matches(wanted: tuple[str, ...], name: str, base: str) -> bool:
        return name in wanted or base in wanted

    def before_pass(self, name: str, base: str, get_text: Callable[[], str]) -> None:
        """Called just before a pass runs."""
        if self.options.debug_pass_manager:
            self.trace(f"Running pass: {name}")
        if self.options.print_before_all or self._matches(self.options.print_before, name, base):
            self.dump("Before", name, get_text())

    def after_pass(self, name: str, base: str, get_text: Callable[[], str]) -> None:
        """Called just after a pass ran (and was verified, with --verify-each)."""
        if self.options.print_after_all or self._matches(self.options.print_after, name, base):
            self.dump("After", name, get_text())

    def trace(self, line: str) -> None:
        """One line of ``--debug-pass-manager`` output."""
        if self.options.debug_pass_manager:
            print(line, file=self.stream, flush=True)

    def dump(self, when: str, name: str, text: str) -> None:
        self.stream.write(f"; *** IR Dump {when} {name} ***\n")
        self.stream.write(text if text.endswith("\n") else text + "\n")
        self.stream.flush()

    @contextmanager
    def timed(self, name: str) -> Iterator[None]:
        """Time the body under *name* (only when ``--time-passes`` is on)."""
        if not self.options.time_passes:
            yield
            return
        start = time.perf_counter()
        try:
            yield
        finally:
            self.timings.append((name, time.perf_counter() - start))

    def timing_table(self) -> Table:
        """A rich table: one row per pass run, with its share of the total."""
        from rich.table import Table

        total = sum(seconds for _, seconds in self.timings) or 1e-12
        table = Table(title="Pass execution timing report", title_justify="left")
        table.add_column("Pass")
        table.add_column("Wall time (s)", justify="right")
        table.add_column("Share", justify="right")
        for name, seconds in self.timings:
            table.add_row(name, f"{seconds:.4f}", f"{100 * seconds / total:.1f}%")
        table.add_section()
        table.add_row("Total", f"{sum(s for _, s in self.timings):.4f}", "100.0%")
        return table
