"""OpenCL C build options, as ``clBuildProgram`` (and PyOpenCL's ``build(options=...)``) take them.

:func:`parse_build_options` checks every option and turns it into the
arguments of ``clang -cc1``; an option it does not know is an error that
names it, as an OpenCL implementation reports ``CL_INVALID_BUILD_OPTIONS``.
"""

from __future__ import annotations

import shlex
from collections.abc import Sequence
from dataclasses import dataclass, field

from ncpu_opt.errors import NcpuError

#: The language version a program gets without ``-cl-std``: OpenCL C 3.0 (with a CPU device's features).
DEFAULT_STD = "CL3.0"
#: The versions of OpenCL C ``-cl-std=`` accepts.
STANDARDS = ("CL1.0", "CL1.1", "CL1.2", "CL2.0", "CL3.0")

#: Options of the OpenCL API passed to clang as they are (clang -cc1 knows each by this name).
_PASSED_THROUGH = frozenset(
    {
        "-cl-single-precision-constant",
        "-cl-fp32-correctly-rounded-divide-sqrt",
        "-cl-mad-enable",
        "-cl-no-signed-zeros",
        "-cl-unsafe-math-optimizations",
        "-cl-finite-math-only",
        "-cl-fast-relaxed-math",
        "-cl-uniform-work-group-size",
        "-Werror",
        "-w",
    }
)
#: Options clang's driver translates for -cc1: the option, then what -cc1 takes.
_TRANSLATED = {
    # Single-precision denormals may be flushed to zero.
    "-cl-denorms-are-zero": "-fdenormal-fp-math-f32=preserve-sign,preserve-sign",
}
#: Options accepted with nothing to do: argument names are always kept (``-cl-kernel-arg-info``);
#: sub-groups here always make independent forward progress (``-cl-no-subgroup-ifp`` allows less).
_ALWAYS_ON = frozenset({"-cl-kernel-arg-info", "-cl-no-subgroup-ifp"})
#: Options with a value, joined (``-DN=4``, ``-Idir``) or separate (``-D N=4``, ``-I dir``).
_WITH_VALUE = ("-D", "-U", "-I")


class BuildOptionError(NcpuError):
    """A build option that is not an OpenCL C option, or one with a bad value."""


@dataclass(frozen=True)
class BuildOptions:
    """Checked build options: what clang gets, and what a cache key must cover."""

    #: The text as given (normalised to a list of words).
    words: tuple[str, ...] = ()
    std: str = DEFAULT_STD
    #: Macro definitions and undefinitions, in order: ``("-D", "N=4")``, ``("-U", "X")``.
    macros: tuple[tuple[str, str], ...] = ()
    include_dirs: tuple[str, ...] = ()
    #: ``-cl-opt-disable``: clang emits unoptimised IR.
    optimize: bool = True
    debug_info: bool = False
    passed_through: tuple[str, ...] = field(default=())

    def clang_arguments(self) -> list[str]:
        """The ``clang -cc1`` arguments for these options (the target and header come from the caller)."""
        args = [f"-cl-std={self.std}", "-cl-kernel-arg-info"]
        # -O0 marks every function optnone, which would keep LLVM from optimising after our passes.
        args += ["-O2"] if self.optimize else ["-O0", "-disable-O0-optnone"]
        if self.debug_info:
            args += ["-debug-info-kind=limited", "-dwarf-version=5"]
        for flag, value in self.macros:
            args.append(f"{flag}{value}")
        for directory in self.include_dirs:
            args += ["-I", directory]
        args += self.passed_through
        return args


def _split(options: str | Sequence[str]) -> list[str]:
    if isinstance(options, str):
        try:
            return shlex.split(options)
        except ValueError as e:
            raise BuildOptionError(f"cannot split build options {options!r}: {e}") from None
    if isinstance(options, (list, tuple)) and all(isinstance(o, str) for o in options):
        return list(options)
    raise BuildOptionError(f"build options must be a str or a list of str, not {type(options).__name__}")


def parse_build_options(options: str | Sequence[str] = "") -> BuildOptions:
    """Check *options* (``"-D N=4 -I dir -cl-std=CL3.0 -cl-fast-relaxed-math"``) and return them."""
    words = _split(options)
    std = DEFAULT_STD
    macros: list[tuple[str, str]] = []
    include_dirs: list[str] = []
    passed: list[str] = []
    optimize, debug_info = True, False
    i = 0
    while i < len(words):
        word = words[i]
        i += 1
        flag = next((f for f in _WITH_VALUE if word.startswith(f)), None)
        if flag is not None:
            value = word[len(flag) :]
            if not value:
                if i == len(words):
                    raise BuildOptionError(f"build option '{flag}' needs a value ({flag} NAME or {flag}NAME)")
                value = words[i]
                i += 1
            if flag == "-I":
                include_dirs.append(value)
            else:
                name = value.split("=", 1)[0]
                if not name.isidentifier():
                    raise BuildOptionError(f"build option '{flag} {value}': '{name}' is not a macro name")
                macros.append((flag, value))
        elif word.startswith("-cl-std="):
            std = word.removeprefix("-cl-std=").upper()
            if std not in STANDARDS:
                raise BuildOptionError(
                    f"build option '{word}': the OpenCL C version must be one of {', '.join(STANDARDS)}"
                )
        elif word == "-cl-opt-disable":
            optimize = False
        elif word == "-g":
            debug_info = True
        elif word in _PASSED_THROUGH:
            passed.append(word)
        elif word in _TRANSLATED:
            passed.append(_TRANSLATED[word])
        elif word not in _ALWAYS_ON:
            raise BuildOptionError(f"unknown build option '{word}'")
    return BuildOptions(
        tuple(words), std, tuple(macros), tuple(include_dirs), optimize, debug_info, tuple(passed)
    )
