"""Scalable vectorisation run on this host: ``run-vecz<scalable>`` clones give the scalar results.

x86 has no scalable vectors, so each program is compiled with the native-cpu
passes, ``run-vecz<always;scalable;width=N>`` and, after work-item-loops,
``materialize-vscale<vscale=V>``: the clone and the loops that step by
``vscale x N`` then mean what they mean on a machine whose vscale is V.  The
results must be the scalar pipeline's, byte for byte, on the differential
tests' kernels and launches (local sizes that are multiples of ``V x N``, not
multiples, and smaller).  Kernels the scalable vectoriser refuses (per-lane
code) run scalar and agree too; which ones vectorise is checked.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
from ncpu_opt.runtime import Program
from test_vecz_differential import CASES, Case, assert_same, pipeline, program, run

from ncpu_opt.pipeline.named_pipelines import NATIVE_CPU_PASSES

#: The kernels whose scalable clone runs (barriers too: their live structs are sized by vscale).
#: The others need per-lane code: atomics (histogram), scans (scan_groups), vector-typed values
#: (vec_arg, vecmath).
SCALABLE = {
    "vadd", "saxpy", "stencil5", "mandelbrot", "reduce_sum", "matmul_tiled", "vadd_int", "scalars", "struct_arg",
    "fixed_size", "ids", "local_slot", "broadcast_groups", "broadcast_2d", "transpose_local", "reverse_groups",
    "byval_private", "covar_upper", "swap_masked", "swap_masked_else", "swap_masked_const", "uniform_search",
}
#: (N, vscale, threads): 4 x 1 and 4 x 2 lanes, and 2 x 4.
SHAPES = [(4, 1, 1), (4, 2, 2), (2, 4, 1)]


def work_item_loops_index(passes: list[str]) -> int:
    return next(i for i, p in enumerate(passes) if p.split("<")[0] == "work-item-loops")


def scalable_pipeline(width: int, vscale: int) -> str:
    passes = pipeline(f"run-vecz<always;scalable;width={width}>").split(",")
    passes.insert(work_item_loops_index(passes) + 1, f"materialize-vscale<vscale={vscale}>")
    return ",".join(passes)


@cache
def scalable_program(path: Path, width: int, vscale: int, threads: int) -> Program:
    return Program.from_file(path, passes=scalable_pipeline(width, vscale), threads=threads, cache=False, specialize=False)


def params() -> list[object]:
    return [
        pytest.param(case, n, v, t, id=f"{case.id}-nxv{n}-vscale{v}-{t}t")
        for case in CASES
        if case.path.parent.name == "ll" or case.path.parent.name == "kernels"
        for n, v, t in SHAPES
    ]


@pytest.mark.parametrize(("case", "width", "vscale", "threads"), params())
def test_scalable_matches_scalar(case: Case, width: int, vscale: int, threads: int) -> None:
    scalar = program(case.path, None, 1)
    vector = scalable_program(case.path, width, vscale, threads)
    for launch in case.launches(width * vscale):
        assert_same(case, launch, run(scalar, case, launch), run(vector, case, launch), f"nxv{width} vscale {vscale}")


@pytest.mark.parametrize("path", sorted({c.path for c in CASES if c.path.parent.name in ("ll", "kernels")}),
                         ids=lambda p: f"{p.parent.parent.name}/{p.parent.name}/{p.name}")
def test_which_kernels_vectorise_scalably(path: Path) -> None:
    from ncpu_opt.runtime.compiler import read_source

    from ncpu_opt.pipeline.builder import build_pipeline
    from ncpu_opt.pipeline.manager import IRState, PassManager
    from ncpu_opt.pipeline.passes import PassContext

    state = IRState(read_source(path.read_bytes(), str(path)), str(path))
    through = list(NATIVE_CPU_PASSES)
    through.insert(through.index("prepare-barriers") + 1, "run-vecz<always;scalable;width=4>")
    through = through[: work_item_loops_index(through) + 1]
    PassManager(build_pipeline(",".join(through)), PassContext(filename=str(path))).run(state)
    called = set(re.findall(r"call [^@\n]*@__vecz_nxv4_([\w$]+?)(?:\.mux-barrier-region(?:\.\d+)?)?\(", state.final_text()))
    expected = {c.kernel for c in CASES if c.path == path and c.kernel in SCALABLE}
    assert called == expected, sorted(called)
