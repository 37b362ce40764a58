"""Which optimisation remarks to show: the ``-pass-remarks*`` / ``-Rpass*`` filters.

As in LLVM, each remark kind has its own flag whose value is a regular
expression searched (not anchored) in the name of the pass that emitted the
remark: ``--pass-remarks-missed=vecz`` shows what the vectoriser did not do.
An empty pattern selects nothing, as in LLVM.  The flags only select what is
printed; passes record every remark in
:attr:`PassContext.remarks <ncpu_opt.pipeline.passes.PassContext.remarks>`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from ncpu_opt.errors import NcpuError

#: Remark kind -> opt's flag and clang's spelling of it.
REMARK_FLAGS: dict[str, tuple[str, str]] = {
    "passed": ("--pass-remarks", "-Rpass"),
    "missed": ("--pass-remarks-missed", "-Rpass-missed"),
    "analysis": ("--pass-remarks-analysis", "-Rpass-analysis"),
}


def compile_remark_filters(patterns: Mapping[str, str | None]) -> dict[str, re.Pattern[str]]:
    """Remark kind -> compiled pattern, for the kinds given a (non-empty) pattern.

    A pattern that does not compile is the user's error, reported like LLVM's
    ``Invalid regular expression '...' in -pass-remarks: ...``.
    """
    filters: dict[str, re.Pattern[str]] = {}
    for kind, pattern in patterns.items():
        if kind not in REMARK_FLAGS:
            raise ValueError(f"unknown remark kind {kind!r} (expected one of {', '.join(REMARK_FLAGS)})")
        if not pattern:
            continue
        try:
            filters[kind] = re.compile(pattern)
        except re.error as e:
            raise NcpuError(f"invalid regular expression '{pattern}' in {REMARK_FLAGS[kind][0]}: {e}") from None
    return filters
