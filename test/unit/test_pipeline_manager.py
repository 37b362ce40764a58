"""The pass manager: lazy hand-overs between text and our IR, batching of
LLVM passes, and instrumentation."""

from __future__ import annotations

import io
from collections.abc import Iterator
from dataclasses import dataclass
from typing import ClassVar

import pytest

from ncpu_opt.codegen import backend
from ncpu_opt.errors import NcpuError
from ncpu_opt.ir import Module
from ncpu_opt.pipeline import REGISTRY, ModulePass, PassContext, PreservedAnalyses, register_pass
from ncpu_opt.pipeline.builder import build_pipeline
from ncpu_opt.pipeline.instrumentation import Instrumentation, InstrumentationOptions
from ncpu_opt.pipeline.manager import IRState, PassManager

SRC = """\
define i32 @f(i32 %a) {
entry:
  %p = alloca i32, align 4
  store i32 %a, ptr %p, align 4
  %x = load i32, ptr %p, align 4
  %y = add i32 %x, 0
  %z = mul i32 %y, 2
  ret i32 %z
}
"""


@dataclass(frozen=True)
class Look(ModulePass):
    """Test-only: reads the module, changes nothing."""

    name: ClassVar[str] = "test-look"

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        assert [f.name for f in module.functions] == ["f"]
        return PreservedAnalyses.all()


@dataclass(frozen=True)
class SetTriple(ModulePass):
    """Test-only: sets the module triple."""

    name: ClassVar[str] = "test-set-triple"
    triple: str = "x86_64-unknown-linux-gnu"

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        module.triple = self.triple
        return PreservedAnalyses.none()


@dataclass(frozen=True)
class Break(ModulePass):
    """Test-only: swaps the last two non-terminators of @f, breaking dominance."""

    name: ClassVar[str] = "test-break"

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        fn = module.functions[0]
        insts = fn.blocks[0].instructions
        insts[-3], insts[-2] = insts[-2], insts[-3]
        return PreservedAnalyses.none()


TEST_PASSES: tuple[type[ModulePass], ...] = (Look, SetTriple, Break)


@pytest.fixture(autouse=True)
def test_passes() -> Iterator[None]:
    for cls in TEST_PASSES:
        register_pass(cls)
    yield
    for cls in TEST_PASSES:
        REGISTRY.unregister(cls.name)


def run(pipeline: str, options: InstrumentationOptions | None = None) -> tuple[IRState, str]:
    state = IRState(backend.canonicalize(SRC, "t.ll"), "t.ll")
    err = io.StringIO()
    PassManager(build_pipeline(pipeline), PassContext("t.ll"), Instrumentation(options, err)).run(state)
    return state, err.getvalue()


def test_consecutive_llvm_passes_share_one_hand_over() -> None:
    state, _ = run("sroa,instcombine,function(simplifycfg),default<O1>,dce")
    assert state.stats.llvm_sessions == 1
    assert state.stats.ir_parses == 0 and state.stats.ir_prints == 0
    text = state.final_text()
    assert "alloca" not in text and "shl i32 %a, 1" in text


def test_our_pass_splits_batches() -> None:
    state, _ = run("sroa,instcombine,test-set-triple,dce,simplifycfg")
    assert state.stats.llvm_sessions == 2
    assert state.stats.ir_parses == 1 and state.stats.ir_prints == 1
    assert 'target triple = "x86_64-unknown-linux-gnu"' in state.final_text()


def test_unchanged_module_keeps_its_text() -> None:
    state, _ = run("sroa,test-look,test-look,instcombine")
    # Parsed once for the first test-look; its text stayed valid, so no print.
    assert state.stats.ir_parses == 1 and state.stats.ir_prints == 0
    assert state.stats.llvm_sessions == 2
    assert state.is_canonical()


def test_final_text_canonicalises_our_output() -> None:
    state, _ = run("test-set-triple")
    assert not state.is_canonical()
    text = state.final_text()
    assert state.stats.llvm_canonicalizations == 1
    assert text == backend.canonicalize(text, "t.ll")
    assert text.startswith("; ModuleID = 't.ll'")


def test_empty_pipeline_does_nothing() -> None:
    state, err = run("")
    assert err == "" and state.stats == type(state.stats)()


def test_debug_pass_manager_traces_passes() -> None:
    _, err = run("sroa,test-look,instcombine", InstrumentationOptions(debug_pass_manager=True))
    running = [line for line in err.splitlines() if line.startswith("Running pass: ")]
    assert running == ["Running pass: sroa", "Running pass: test-look", "Running pass: instcombine"]


def test_print_after_all_and_selected() -> None:
    _, err = run("sroa,test-look,instcombine", InstrumentationOptions(print_after_all=True))
    assert err.count("; *** IR Dump After ") == 3
    assert "; *** IR Dump After sroa ***\n; ModuleID = 't.ll'" in err
    _, err = run("sroa,instcombine", InstrumentationOptions(print_after=("instcombine",), print_before=("sroa",)))
    assert "; *** IR Dump Before sroa ***" in err and "; *** IR Dump After instcombine ***" in err
    assert "IR Dump After sroa" not in err
    # Bare names match passes given with options.
    _, err = run("test-set-triple<triple=aarch64-unknown-linux-gnu>", InstrumentationOptions(print_after=("test-set-triple",)))
    assert "; *** IR Dump After test-set-triple<triple=aarch64-unknown-linux-gnu> ***" in err
    assert 'target triple = "aarch64-unknown-linux-gnu"' in err


def test_print_before_all_default_pipeline_by_base_name() -> None:
    _, err = run("default<O2>", InstrumentationOptions(print_before=("default",)))
    assert "; *** IR Dump Before default<O2> ***" in err


def test_verify_each_names_the_breaking_pass_and_function() -> None:
    with pytest.raises(NcpuError) as info:
        run("test-break,instcombine", InstrumentationOptions(verify_each=True))
    msg = info.value.message
    assert msg.startswith("verification failed after pass 'test-break': ")
    assert "Instruction does not dominate all uses!" in msg and "@f" in msg


def test_broken_ir_without_verify_each_blames_the_pass() -> None:
    with pytest.raises(NcpuError, match="invalid IR after pass 'test-break'"):
        run("test-break,instcombine")
    with pytest.raises(NcpuError, match="invalid IR after pass 'test-break'"):
        state, _ = run("test-break")
        state.final_text()


def test_time_passes_records_every_pass() -> None:
    state = IRState(backend.canonicalize(SRC, "t.ll"), "t.ll")
    instr = Instrumentation(InstrumentationOptions(time_passes=True), io.StringIO())
    PassManager(build_pipeline("sroa,test-look,instcombine"), PassContext(), instr).run(state)
    names = [name for name, _ in instr.timings]
    assert [n for n in names if not n.startswith("(")] == ["sroa", "test-look", "instcombine"]
    assert "(hand-over) parse into ncpu-opt IR" in names
    assert all(seconds >= 0 for _, seconds in instr.timings)
    from rich.console import Console

    out = io.StringIO()
    Console(file=out, width=200).print(instr.timing_table())
    assert "Total" in out.getvalue() and "100.0%" in out.getvalue()


def test_pass_returning_wrong_type_is_a_bug() -> None:
    @dataclass(frozen=True)
    class Wrong(ModulePass):
        """Returns None."""

        name: ClassVar[str] = "test-wrong"

        def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
            return None  # type: ignore[return-value]

    register_pass(Wrong)
    try:
        with pytest.raises(TypeError, match="not PreservedAnalyses"):
            run("test-wrong")
    finally:
        REGISTRY.unregister("test-wrong")


def test_analysis_cache_is_invalidated() -> None:
    ctx = PassContext()
    ctx.analyses["dominators"] = object()
    ctx.analyses["loops"] = object()
    ctx.invalidate(PreservedAnalyses.all())
    assert len(ctx.analyses) == 2
    ctx.invalidate(PreservedAnalyses.none().preserve("dominators"))
    assert list(ctx.analyses) == ["dominators"]
