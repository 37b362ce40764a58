"""Named pipelines: pipeline macros like ``native-cpu<O3;no-vecz>``.

A named pipeline is a name usable in ``-passes=`` that the pipeline builder
expands into a pipeline text before resolving it, as ``opt`` expands
``default<O2>``.  This module is plain data and string work (no llvmlite, no
passes), so ``--print-passes`` and pipeline parsing stay quick.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ncpu_opt.errors import NcpuError
from ncpu_opt.pipeline.options import split_params

#: ``native-cpu``'s passes, in the order of docs/pipeline.md.  ``{vecz}`` is
#: where the vectoriser goes (nothing yet), ``{level}`` the O-level.
NATIVE_CPU_PASSES = (
    "lower-to-mux-builtins",
    "define-opencl-builtins",
    "transfer-kernel-metadata",
    "prepare-barriers",
    "work-item-loops",
    "replace-module-scope-vars",
    "add-sched-params",
    "define-mux-builtins",
    "add-kernel-wrapper",
    "add-work-group-driver",
    "always-inline",
)
OPT_LEVELS = ("O0", "O1", "O2", "O3")
DEFAULT_OPT_LEVEL = "O3"


@dataclass(frozen=True)
class NamedPipeline:
    """A pipeline macro: its name, ``--print-passes`` line, and expansion."""

    name: str
    description: str
    params: str
    expand: Callable[[str | None], str]

    def passes(self, params: str | None = None) -> list[str]:
        """The pass names the expansion runs (without options), for availability checks."""
        return [item.split("<", 1)[0] for item in self.expand(params).split(",")]


def expand_native_cpu(params: str | None) -> str:
    """``native-cpu<O0..O3;vecz;no-vecz>`` as a flat pipeline text."""
    level = DEFAULT_OPT_LEVEL
    seen_level = False
    vecz: bool | None = None
    for item in split_params(params or ""):
        if item in OPT_LEVELS:
            if seen_level:
                raise NcpuError(f"'native-cpu' takes one optimisation level, got a second one '{item}'")
            level, seen_level = item, True
        elif item in ("vecz", "no-vecz"):
            if vecz is not None:
                raise NcpuError("'native-cpu' takes one of 'vecz' and 'no-vecz'")
            vecz = item == "vecz"
        else:
            raise NcpuError(
                f"invalid option '{item}' for pipeline 'native-cpu' (its options: {';'.join(OPT_LEVELS)};vecz;no-vecz)"
            )
    # The vectoriser does not exist yet: 'vecz' is accepted and runs nothing.
    return ",".join([*NATIVE_CPU_PASSES, f"default<{level}>"])


NAMED_PIPELINES: dict[str, NamedPipeline] = {
    "native-cpu": NamedPipeline(
        "native-cpu",
        "OpenCL C / SYCL kernels to a module whose work-group driver runs ranges of work-groups",
        f"{';'.join(OPT_LEVELS)};vecz;no-vecz",
        expand_native_cpu,
    ),
}


def lookup(name: str) -> NamedPipeline | None:
    return NAMED_PIPELINES.get(name)
