"""Checking ``-mcpu`` and ``-mattr`` against the names LLVM knows for a target.

LLVM only warns about a CPU or feature it does not know ("'x' is not a
recognized processor for this target"), once per subtarget it creates (so
once per function), and carries on without it: on x86-64 a CPU it ignores
leaves no 64-bit feature and code generation aborts the process.  A feature
without '+' or '-' fails an assertion and aborts at once.  So every CPU and
feature string given explicitly is checked here first, and a bad one is one
:class:`~ncpu_opt.errors.NcpuError` with the closest valid names.

llvmlite has no call listing a target's CPUs and features.  Whether a name is
known is read from LLVM's own warnings while a target machine is created
(stderr captured at the file-descriptor level, where LLVM writes).  The names
themselves come from LLVM's ``-mcpu=help`` listing, which LLVM prints only
once per process: it is taken from a child Python process, and only when
needed (a bad name's suggestion, ``-mcpu=help``).
"""

from __future__ import annotations

import difflib
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from ncpu_opt.errors import NcpuError

_UNKNOWN_CPU_RE = re.compile(r"^'(.*)' is not a recognized processor for this target")
_UNKNOWN_FEATURE_RE = re.compile(r"^'(.*)' is not a recognized feature for this target")
#: A line of LLVM's help listing: two spaces, the name, padding, " - " and the description.
_LISTING_LINE_RE = re.compile(r"^  (\S+)\s+- ")
#: The names LLVM treats as requests for its listing rather than as a CPU or feature.
HELP_CPU = "help"
HELP_FEATURES = ("help", "+help", "+cpuhelp")

#: Run in a child process: LLVM prints the listing for CPU "help" on stderr.
_LISTING_PROGRAM = (
    "import sys\n"
    "from ncpu_opt.codegen import backend\n"
    "backend._llvm().Target.from_triple(sys.argv[1]).create_target_machine(cpu='help')\n"
)


@dataclass(frozen=True)
class TargetNames:
    """The CPU and feature names (features without their '+'/'-') of one target."""

    cpus: tuple[str, ...]
    features: tuple[str, ...]


def check_target_names(llvm_target: Any, triple: str, cpu: str, features: str) -> None:
    """Raise :class:`NcpuError` unless *cpu* (may be empty) and *features* are known to *triple*
    (whose llvmlite ``Target`` is *llvm_target*)."""
    _check_feature_syntax(features)
    if (triple, cpu, features) not in _checked:
        _check_names(llvm_target, triple, cpu, features)
        _checked.add((triple, cpu, features))


#: (triple, CPU, features) found good in this process: a target machine is created often.
_checked: set[tuple[str, str, str]] = set()


def _check_names(llvm_target: Any, triple: str, cpu: str, features: str) -> None:
    """The warnings LLVM gives for *cpu* and *features*, as an error."""
    warnings = _stderr_of(lambda: llvm_target.create_target_machine(cpu=cpu, features=features))
    unknown_cpu = _first_match(_UNKNOWN_CPU_RE, warnings)
    if unknown_cpu is not None:
        names = available_names(triple).cpus
        raise NcpuError(f"unknown CPU '{unknown_cpu}' for target '{triple}'{_hint(unknown_cpu, names, '', 'mcpu')}")
    unknown_feature = _first_match(_UNKNOWN_FEATURE_RE, warnings)
    if unknown_feature is not None:
        sign, name = unknown_feature[:1], unknown_feature[1:]
        names = available_names(triple).features
        raise NcpuError(
            f"unknown feature '{unknown_feature}' for target '{triple}'{_hint(name, names, sign, 'mattr')}"
        )
    if warnings:
        # Anything else LLVM said is not ours to judge: pass it on as it was.
        sys.stderr.write(warnings)


def _check_feature_syntax(features: str) -> None:
    """Each feature needs its '+' or '-': without one LLVM fails an assertion and aborts."""
    for feature in features.split(","):
        if feature and feature[0] not in "+-":
            raise NcpuError(
                f"feature '{feature}' needs '+' or '-' in front "
                f"(+{feature.strip()} to enable it, -{feature.strip()} to disable it)"
            )


def _first_match(pattern: re.Pattern[str], text: str) -> str | None:
    for line in text.splitlines():
        match = pattern.match(line)
        if match:
            return match.group(1)
    return None


def _hint(name: str, names: tuple[str, ...], sign: str, option: str) -> str:
    """`` (did you mean 'a', 'b'?)`` with the closest names, else where to find them all."""
    close = difflib.get_close_matches(name.lower(), names, n=3, cutoff=0.6)
    if close:
        return " (did you mean " + ", ".join(f"'{sign}{c}'" for c in close) + "?)"
    return f" (ncpu-opt -{option}=help lists them)"


def _stderr_of(action: Callable[[], object]) -> str:
    """What *action* wrote to file descriptor 2 (LLVM's ``errs()``), which it does not reach."""
    sys.stderr.flush()
    try:
        saved = os.dup(2)
    except OSError:
        # No stderr to capture: nothing LLVM says can be read, or seen.
        action()
        return ""
    with tempfile.TemporaryFile() as captured:
        os.dup2(captured.fileno(), 2)
        try:
            action()
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        captured.seek(0)
        return captured.read().decode(errors="replace")


@cache
def available_names(triple: str) -> TargetNames:
    """*triple*'s CPUs and features from LLVM's help listing (empty if it cannot be had)."""
    try:
        proc = subprocess.run(
            [sys.executable, "-c", _LISTING_PROGRAM, triple], capture_output=True, text=True, timeout=120
        )
    except (OSError, subprocess.SubprocessError):
        return TargetNames((), ())
    return parse_listing(proc.stderr)


def parse_listing(text: str) -> TargetNames:
    """Split LLVM's ``-mcpu=help`` text into its CPU and its feature names."""
    sections: dict[str, list[str]] = {"cpus": [], "features": []}
    current: list[str] | None = None
    for line in text.splitlines():
        if line.startswith("Available CPUs"):
            current = sections["cpus"]
        elif line.startswith("Available features"):
            current = sections["features"]
        elif current is not None:
            match = _LISTING_LINE_RE.match(line)
            if match:
                current.append(match.group(1))
    return TargetNames(tuple(sections["cpus"]), tuple(sections["features"]))


def listing_text(triple: str, what: str) -> str:
    """``-mcpu=help`` (*what* "cpus") or ``-mattr=help`` ("features"): one name a line."""
    names = available_names(triple)
    chosen = names.cpus if what == "cpus" else names.features
    if not chosen:
        raise NcpuError(f"cannot list the {'CPUs' if what == 'cpus' else 'features'} of target '{triple}'")
    title = "CPUs" if what == "cpus" else "features (+name enables one, -name disables it)"
    return f"Available {title} for {triple}:\n" + "".join(f"  {name}\n" for name in chosen)
