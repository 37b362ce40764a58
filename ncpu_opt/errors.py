"""Errors that ncpu-opt reports to its users.

Every error a user can cause derives from :class:`NcpuError`; the command line
prints these as one diagnostic and exits 1.  Anything else escaping is an
internal error (a bug), reported as such.
"""

from __future__ import annotations


class NcpuError(Exception):
    """A user-facing error: bad input, bad options, unsupported constructs."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class SourceError(NcpuError):
    """An error at a position in an input file (1-based line and column)."""

    def __init__(
        self,
        message: str,
        filename: str = "<stdin>",
        line: int = 0,
        col: int = 0,
        source_line: str | None = None,
    ) -> None:
        super().__init__(message)
        self.filename = filename
        self.line = line
        self.col = col
        self.source_line = source_line
        #: Lines to show after the message instead of the source line and caret (another tool's).
        self.context_lines: list[str] = []

    def location(self) -> str:
        return f"{self.filename}:{self.line}:{self.col}"

    def __str__(self) -> str:
        return f"{self.location()}: {self.message}"


class ParseError(SourceError):
    """Malformed or unrepresentable IR."""


class NcpuWarning(UserWarning):
    """Something the user should know that does not stop the run (``ncpu-opt: warning: ...``)."""


class NotSupportedError(NcpuError):
    """A construct or feature that ncpu-opt does not handle yet."""

    def __init__(self, what: str) -> None:
        super().__init__(f"not supported yet: {what}")
