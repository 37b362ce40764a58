"""Named pipelines: pipeline macros like ``native-cpu<O3;no-vecz>``.

A named pipeline is a name usable in ``-passes=`` that the pipeline builder
expands into a pipeline text before resolving it, as ``opt`` expands
``default<O2>``.  This module is plain data and string work (no llvmlite, no
passes), so ``--print-passes`` and pipeline parsing stay quick; only
expanding ``native-cpu`` asks the registry whether ``run-vecz`` exists.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ncpu_opt.errors import NcpuError
from ncpu_opt.pipeline.options import split_params

#: ``native-cpu``'s passes, in the order of docs/design/pipeline.md, without the
#: vectoriser (which goes right after :data:`VECZ_AFTER`) and the O-level.
NATIVE_CPU_PASSES = (
    "drop-o0-noinline",
    "replace-printf",
    "lower-to-mux-builtins",
    "define-opencl-builtins",
    "transfer-kernel-metadata",
    "privatize-atomic-adds",
    "prepare-barriers",
    # share-uniform: one copy per group of the values every work-item has alike (a
    # barrier loop's counter), not one per work-item; merge-groups: kernels that cannot
    # tell a row of work-groups from one wide group run each row as one; heap-live: a
    # group's live-variable structs over 64 KiB on the heap, not on the thread's stack.
    "work-item-loops<share-uniform;merge-groups;heap-live>",
    "replace-module-scope-vars",
    "add-sched-params",
    "define-mux-builtins",
    "add-kernel-wrapper",
    "add-work-group-driver",
    "internalize-helpers",
    "always-inline",
)
OPT_LEVELS = ("O0", "O1", "O2", "O3")
DEFAULT_OPT_LEVEL = "O3"
#: At O1..O3 LLVM's ``simplify<ON>`` runs right after this pass, before the
#: kernel passes: input from clang -O0 (stack slots, no inlining) then reaches
#: them as input from clang -O2 does, and runs as fast.
SIMPLIFY_AFTER = "lower-to-mux-builtins"
#: The vectoriser runs on the kernels once barriers are numbered, before the
#: work-item loops: it widens a kernel to N work-items, the loops step by N.
VECZ_PASS = "run-vecz"
VECZ_AFTER = "prepare-barriers"
#: ``vecz-width=N``: the widest factor accepted (64 byte lanes fill an AVX-512
#: register); more is a typo rather than a plan.
MAX_VECZ_WIDTH = 64
#: ``no-privatize`` drops it: atomic adds into small add-only buffers then stay
#: atomics on the buffer (for buffers passed as two arguments).
PRIVATIZE_PASS = "privatize-atomic-adds"
#: ``checked`` adds it right after the O-level's simplification (or lower-to-mux-builtins at O0):
#: every memory access of a kernel then checks its address (the runtime's checked mode).
CHECK_PASS = "check-memory"
BUILTINS_PASS = "define-opencl-builtins"
INLINE_PASS = "always-inline"
#: ... and this one right after it: async copies and their events checked; the work-item loops'
#: option compares the barriers a group's work-items reach (barrier divergence).
CHECK_GROUP_PASS = "check-barriers"
WORK_ITEM_LOOPS = "work-item-loops"
#: With ``checked``, Oclgrind's opt-in checks, each a pass after those (scalar work-items only).
EXTRA_CHECKS = {"uninitialized": "check-uninitialized", "data-races": "check-races"}
NATIVE_CPU_PARAMS = (
    f"{';'.join(OPT_LEVELS)};vecz;no-vecz;vecz-width=N;vecz-scalable;vecz-always;no-privatize;checked;"
    + ";".join(EXTRA_CHECKS)
)


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
    """``native-cpu<O0..O3;vecz;no-vecz;vecz-width=N;vecz-scalable;vecz-always;no-privatize;checked;uninitialized;data-races>`` as a flat pipeline text.

    The vectoriser is on unless ``no-vecz`` is given: ``run-vecz<auto>`` picks
    the target's natural width, ``vecz-width=N`` fixes it, ``vecz-scalable``
    vectorises by ``vscale x N`` (Arm SVE), and ``vecz-always`` runs
    ``run-vecz<always>``: every kernel the vectoriser can handle is
    vectorised, whatever the cost model would say.  ``no-privatize`` leaves
    out ``privatize-atomic-adds``; ``checked`` adds ``check-memory`` and ``check-barriers``,
    gives ``work-item-loops`` its ``checked`` option, and leaves the vectoriser out unless
    ``vecz`` says otherwise; ``uninitialized`` and ``data-races`` (with ``checked``, not with
    ``vecz``) add ``check-uninitialized`` and ``check-races`` after them.
    """
    level = DEFAULT_OPT_LEVEL
    seen_level = False
    vecz: bool | None = None
    width: int | None = None
    scalable = False
    always = False
    privatize = True
    checked = False
    extra: list[str] = []
    for item in split_params(params or ""):
        key, eq, value = item.partition("=")
        if item in OPT_LEVELS:
            if seen_level:
                raise NcpuError(f"'native-cpu' takes one optimisation level, got a second one '{item}'")
            level, seen_level = item, True
        elif item in ("vecz", "no-vecz"):
            if vecz is not None:
                raise NcpuError("'native-cpu' takes one of 'vecz' and 'no-vecz'")
            vecz = item == "vecz"
        elif key.strip() == "vecz-width" and eq:
            if width is not None:
                raise NcpuError("'native-cpu' takes one 'vecz-width'")
            width = parse_vecz_width(value.strip())
        elif item == "vecz-scalable":
            scalable = True
        elif item == "vecz-always":
            always = True
        elif item == "no-privatize":
            privatize = False
        elif item == "checked":
            checked = True
        elif item in EXTRA_CHECKS:
            extra.append(item)
        else:
            raise NcpuError(f"invalid option '{item}' for pipeline 'native-cpu' (its options: {NATIVE_CPU_PARAMS})")
    for given, option in ((width is not None, "vecz-width"), (scalable, "vecz-scalable"), (always, "vecz-always")):
        if vecz is False and given:
            raise NcpuError(
                f"invalid options for pipeline 'native-cpu': '{option}' needs the vectoriser, which 'no-vecz' turns off")
    for option in extra:
        if not checked:
            raise NcpuError(f"invalid options for pipeline 'native-cpu': '{option}' needs 'checked'")
        if vecz:
            # Their shadows follow one work-item after another (a vectorised kernel's lanes
            # would update a cell together).
            raise NcpuError(f"invalid options for pipeline 'native-cpu': '{option}' needs scalar work-items, not 'vecz'")
    passes = [p for p in NATIVE_CPU_PASSES if privatize or p != PRIVATIZE_PASS]
    if level != "O0":
        passes.insert(passes.index(SIMPLIFY_AFTER) + 1, f"simplify<{level}>")
    if checked:
        # The checks see what the kernel runs: the builtins get their bodies first (vload4 and
        # atomic_inc become loads, stores and atomics) and helpers are inlined (by the
        # simplification; at O0 by always-inline, drop-o0-noinline having marked them).
        passes.remove(BUILTINS_PASS)
        passes.insert(passes.index(SIMPLIFY_AFTER) + 1, BUILTINS_PASS)
        if level == "O0":
            passes.insert(passes.index(BUILTINS_PASS) + 1, INLINE_PASS)
        at = passes.index(INLINE_PASS if level == "O0" else f"simplify<{level}>") + 1
        passes[at:at] = [CHECK_PASS, CHECK_GROUP_PASS, *(EXTRA_CHECKS[o] for o in EXTRA_CHECKS if o in extra)]
        loops = next(i for i, p in enumerate(passes) if p.split("<", 1)[0] == WORK_ITEM_LOOPS)
        passes[loops] = passes[loops].replace(">", ";checked>")
    if checked and vecz is None:
        # Checked builds run scalar unless `vecz` says otherwise: the vectoriser runs each
        # lane's test under a mask, far slower (vadd: 60 ms against 4 ms scalar).
        vecz = False
    if vecz is not False:
        mode = "always" if always else "auto"
        options = mode + ("" if width is None else f";width={width}") + (";scalable" if scalable else "")
        passes.insert(passes.index(VECZ_AFTER) + 1, f"{VECZ_PASS}<{options}>")
    return ",".join([*passes, f"default<{level}>"])


def parse_vecz_width(text: str) -> int:
    """``vecz-width``'s value: a power of two from 1 to :data:`MAX_VECZ_WIDTH`."""
    try:
        width = int(text, 10)
    except ValueError:
        width = 0
    if width < 1 or width > MAX_VECZ_WIDTH or width & (width - 1):
        raise NcpuError(
            f"invalid value '{text}' for option 'vecz-width' of pipeline 'native-cpu' "
            f"(expected a power of two from 1 to {MAX_VECZ_WIDTH})"
        )
    return width


NAMED_PIPELINES: dict[str, NamedPipeline] = {
    "native-cpu": NamedPipeline(
        "native-cpu",
        "OpenCL C / SYCL kernels to a module whose work-group driver runs ranges of work-groups",
        NATIVE_CPU_PARAMS,
        expand_native_cpu,
    ),
}


def lookup(name: str) -> NamedPipeline | None:
    return NAMED_PIPELINES.get(name)
