"""``native-cpu<...>``: its options and where the vectoriser goes in the expansion."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import ClassVar

import pytest

from ncpu_opt.errors import NcpuError
from ncpu_opt.pipeline import (
    REGISTRY,
    ModulePass,
    PassContext,
    PreservedAnalyses,
    register_pass,
)
from ncpu_opt.pipeline.builder import NcpuStep, build_pipeline
from ncpu_opt.pipeline.grammar import PipelineError
from ncpu_opt.pipeline.named_pipelines import NAMED_PIPELINES, NATIVE_CPU_PASSES, expand_native_cpu
from ncpu_opt.pipeline.registry import load_builtin_passes, print_passes_text

SCALAR = [*NATIVE_CPU_PASSES]
AFTER_BARRIERS = SCALAR.index("prepare-barriers") + 1
AFTER_LOWERING = SCALAR.index("lower-to-mux-builtins") + 1


def with_simplify(passes: list[str], level: str = "O3") -> list[str]:
    """``simplify<ON>`` (LLVM, no vectorisers) right after the builtins are lowered."""
    return [*passes[:AFTER_LOWERING], f"simplify<{level}>", *passes[AFTER_LOWERING:]]


def with_vecz(item: str, level: str = "O3") -> list[str]:
    return with_simplify([*SCALAR[:AFTER_BARRIERS], item, *SCALAR[AFTER_BARRIERS:]], level)


def _checked(passes: list[str], after: str, extra: tuple[str, ...] = ()) -> list[str]:
    """``check-memory`` and ``check-barriers`` (``checked``), then the *extra* checks' passes,
    right after *after* (the ids are mux getters by then), and ``work-item-loops`` with its
    ``checked`` option."""
    # The builtins are defined before the checks (and at O0 the helpers inlined, then checked).
    passes = [p for p in passes if p != "define-opencl-builtins"]
    lowering = passes.index("lower-to-mux-builtins") + 1
    at_o0 = after == "lower-to-mux-builtins"
    passes = [*passes[:lowering], "define-opencl-builtins", *(["always-inline"] if at_o0 else []), *passes[lowering:]]
    at = passes.index("always-inline" if at_o0 else after) + 1
    loops = [p.replace(">", ";checked>") if p.startswith("work-item-loops<") else p for p in passes]
    return [*loops[:at], "check-memory", "check-barriers", *extra, *loops[at:]]


@pytest.mark.parametrize(
    ("params", "passes"),
    [
        (None, [*with_vecz("run-vecz<auto>"), "default<O3>"]),
        ("O1", [*with_vecz("run-vecz<auto>", "O1"), "default<O1>"]),
        ("vecz;O2", [*with_vecz("run-vecz<auto>", "O2"), "default<O2>"]),
        ("O0;no-vecz", [*SCALAR, "default<O0>"]),
        ("O2;no-vecz", [*with_simplify(SCALAR, "O2"), "default<O2>"]),
        ("no-privatize", [p for p in with_vecz("run-vecz<auto>") if p != "privatize-atomic-adds"] + ["default<O3>"]),
        ("checked", [*_checked(with_simplify(SCALAR), "simplify<O3>"), "default<O3>"]),
        ("checked;vecz", [*_checked(with_vecz("run-vecz<auto>"), "simplify<O3>"), "default<O3>"]),
        ("O0;no-vecz;checked", [*_checked(SCALAR, "lower-to-mux-builtins"), "default<O0>"]),
        ("data-races;checked;uninitialized",
         [*_checked(with_simplify(SCALAR), "simplify<O3>", ("check-uninitialized", "check-races")), "default<O3>"]),
        ("checked;no-vecz;data-races", [*_checked(with_simplify(SCALAR), "simplify<O3>", ("check-races",)), "default<O3>"]),
        ("vecz-width=16", [*with_vecz("run-vecz<auto;width=16>"), "default<O3>"]),
        ("vecz; vecz-width = 1 ;O2", [*with_vecz("run-vecz<auto;width=1>", "O2"), "default<O2>"]),
        ("vecz-width=64", [*with_vecz("run-vecz<auto;width=64>"), "default<O3>"]),
        ("vecz-scalable", [*with_vecz("run-vecz<auto;scalable>"), "default<O3>"]),
        ("vecz-scalable;vecz-width=2", [*with_vecz("run-vecz<auto;width=2;scalable>"), "default<O3>"]),
    ],
)
def test_expansion(params: str | None, passes: list[str]) -> None:
    assert expand_native_cpu(params).split(",") == passes


def test_run_vecz_is_registered() -> None:
    """The default expansion names a pass that exists."""
    from ncpu_opt.pipeline.registry import load_builtin_passes

    assert load_builtin_passes().lookup("run-vecz") is not None


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ("O2;O3", "'native-cpu' takes one optimisation level, got a second one 'O3'"),
        ("vecz;no-vecz", "'native-cpu' takes one of 'vecz' and 'no-vecz'"),
        ("no-vecz;vecz-width=8", "'vecz-width' needs the vectoriser, which 'no-vecz' turns off"),
        ("vecz-width=8;vecz-width=4", "'native-cpu' takes one 'vecz-width'"),
        ("no-vecz;vecz-scalable", "'vecz-scalable' needs the vectoriser, which 'no-vecz' turns off"),
        ("vecz-width=12", "invalid value '12' for option 'vecz-width' of pipeline 'native-cpu' (expected a power of two from 1 to 64)"),
        ("vecz-width=128", "invalid value '128'"),
        ("vecz-width=0", "invalid value '0'"),
        ("vecz-width=-4", "invalid value '-4'"),
        ("vecz-width=eight", "invalid value 'eight'"),
        ("vecz-width", "invalid option 'vecz-width' for pipeline 'native-cpu' (its options: O0;O1;O2;O3;vecz;no-vecz;vecz-width=N;vecz-scalable;vecz-always;no-privatize;checked;uninitialized;data-races)"),
        ("width=8", "invalid option 'width=8'"),
        ("uninitialized", "invalid options for pipeline 'native-cpu': 'uninitialized' needs 'checked'"),
        ("checked;vecz;data-races", "'data-races' needs scalar work-items, not 'vecz'"),
    ],
)
def test_bad_options(params: str, message: str) -> None:
    with pytest.raises(NcpuError) as info:
        expand_native_cpu(params)
    assert message in info.value.message


def test_print_passes_shows_the_options() -> None:
    params = "O0;O1;O2;O3;vecz;no-vecz;vecz-width=N;vecz-scalable;vecz-always;no-privatize;checked;uninitialized;data-races"
    assert NAMED_PIPELINES["native-cpu"].params == params
    assert f"  native-cpu<{params}>  - " in print_passes_text(load_builtin_passes())


def test_errors_through_the_builder_are_opts() -> None:
    with pytest.raises(PipelineError, match=r"^parse of pass pipeline 'native-cpu<vecz-width=3>' failed : invalid value '3'"):
        build_pipeline("native-cpu<vecz-width=3>")


@dataclass(frozen=True)
class FakeVecz(ModulePass):
    """Test-only stand-in for run-vecz, with its options."""

    name: ClassVar[str] = "run-vecz"
    auto: bool = False
    width: int = 0

    def run(self, module: object, ctx: PassContext) -> PreservedAnalyses:  # type: ignore[override]
        return PreservedAnalyses.all()


@pytest.fixture
def some_vecz() -> Iterator[None]:
    """The real run-vecz when it exists, else the stand-in."""
    registry = load_builtin_passes()
    if registry.our_pass("run-vecz") is not None:
        yield
        return
    register_pass(FakeVecz)
    yield
    REGISTRY.unregister(FakeVecz.name)


def test_builder_runs_vecz_after_prepare_barriers(some_vecz: None) -> None:
    names = [step.base for step in build_pipeline("native-cpu<O2;vecz-width=8>").steps]
    assert names.index("run-vecz") == names.index("prepare-barriers") + 1
    vecz = next(step for step in build_pipeline("native-cpu<vecz-width=8>").steps if step.base == "run-vecz")
    assert isinstance(vecz, NcpuStep) and "width=8" in vecz.name
    assert "run-vecz" not in [step.base for step in build_pipeline("native-cpu<no-vecz>").steps]
