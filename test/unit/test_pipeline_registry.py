"""The pass registry, ``--print-passes`` and resolving pipelines to steps."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import ClassVar

import llvmlite.binding as llvm
import pytest

from ncpu_opt.pipeline import REGISTRY, ModulePass, PassContext, PreservedAnalyses, register_pass
from ncpu_opt.pipeline.builder import LLVMStep, NcpuStep, build_pipeline
from ncpu_opt.pipeline.grammar import PipelineError
from ncpu_opt.pipeline.llvm_passes import LLVM_PASSES
from ncpu_opt.pipeline.registry import PassRegistry, load_builtin_passes, print_passes_text


@dataclass(frozen=True)
class Widen(ModulePass):
    """Test-only pass with options.

    More text that --print-passes does not show.
    """

    name: ClassVar[str] = "test-widen"
    width: int = 8
    dims: tuple[int, ...] = (0,)
    fast: bool = False

    def run(self, module: object, ctx: PassContext) -> PreservedAnalyses:  # type: ignore[override]
        return PreservedAnalyses.all()


@dataclass(frozen=True)
class Plain(ModulePass):
    """Test-only pass without options."""

    name: ClassVar[str] = "test-plain"

    def run(self, module: object, ctx: PassContext) -> PreservedAnalyses:  # type: ignore[override]
        return PreservedAnalyses.all()


@pytest.fixture
def registered() -> Iterator[PassRegistry]:
    registry = load_builtin_passes()
    register_pass(Widen)
    register_pass(Plain)
    yield registry
    REGISTRY.unregister(Widen.name)
    REGISTRY.unregister(Plain.name)


def test_every_llvm_pass_method_exists_in_llvmlite() -> None:
    mpm = llvm.create_new_module_pass_manager()
    for d in LLVM_PASSES.values():
        assert callable(getattr(mpm, d.method)), d.name


def test_required_llvm_names_are_registered() -> None:
    wanted = (
        "verify instcombine sroa mem2reg simplifycfg dce adce newgvn gvn always-inline globaldce "
        "globalopt ipsccp sccp dse memcpyopt reassociate jump-threading loop-rotate loop-unroll "
        "loop-simplify lcssa tailcallelim strip-dead-prototypes strip-debug-declare constmerge "
        "deadargelim mergefunc instnamer lowerswitch lower-atomic break-crit-edges sink "
        "function-attrs aggressive-instcombine"
    ).split()
    for name in wanted:
        assert REGISTRY.lookup(name) is not None, name
    assert REGISTRY.lookup("licm") is None
    gvn = REGISTRY.lookup("gvn")
    assert gvn is not None and "NewGVN" in gvn.description


def test_lookup_our_pass(registered: PassRegistry) -> None:
    info = registered.lookup("test-widen")
    assert info is not None
    assert info.origin == "ncpu" and info.pass_class is Widen
    assert info.description == "Test-only pass with options."
    assert info.params == "width=<int>;dims=<int>:...;fast"


def test_print_passes_sections(registered: PassRegistry) -> None:
    text = print_passes_text(registered)
    # Each pass's line without its description.
    lines = [line.split("  - ", 1)[0].rstrip() for line in text.splitlines()]
    assert lines.index("Module passes:") < lines.index("  test-plain")
    assert lines.index("Module passes with params:") < lines.index(
        "  test-widen<width=<int>;dims=<int>:...;fast>"
    )
    assert lines.index("LLVM passes:") < lines.index("  instcombine")
    assert lines.index("LLVM passes with params:") < lines.index("  default<O0;O1;O2;O3>")
    assert "  test-plain" not in lines[lines.index("Module passes with params:") :]


def test_register_rejects_bad_declarations() -> None:
    reg = PassRegistry()

    class NotDataclass(ModulePass):
        """Doc."""

        name: ClassVar[str] = "x"

        def run(self, module: object, ctx: PassContext) -> PreservedAnalyses:  # type: ignore[override]
            return PreservedAnalyses.all()

    with pytest.raises(TypeError, match="frozen"):
        reg.register(NotDataclass)

    @dataclass(frozen=True)
    class NoDoc(ModulePass):
        name: ClassVar[str] = "nodoc"

        def run(self, module: object, ctx: PassContext) -> PreservedAnalyses:  # type: ignore[override]
            return PreservedAnalyses.all()

    with pytest.raises(TypeError, match="docstring"):
        reg.register(NoDoc)

    @dataclass(frozen=True)
    class Clash(ModulePass):
        """Uses an LLVM name."""

        name: ClassVar[str] = "instcombine"

        def run(self, module: object, ctx: PassContext) -> PreservedAnalyses:  # type: ignore[override]
            return PreservedAnalyses.all()

    with pytest.raises(TypeError, match="LLVM pass name"):
        reg.register(Clash)

    @dataclass(frozen=True)
    class Dup(ModulePass):
        """Same name as Plain."""

        name: ClassVar[str] = "test-plain"

        def run(self, module: object, ctx: PassContext) -> PreservedAnalyses:  # type: ignore[override]
            return PreservedAnalyses.all()

    reg.register(Plain)
    with pytest.raises(TypeError, match="used by both"):
        reg.register(Dup)
    with pytest.raises(TypeError, match="not a ModulePass"):
        reg.register(int)  # type: ignore[arg-type]


def test_build_mixed_pipeline(registered: PassRegistry) -> None:
    p = build_pipeline("test-plain,instcombine,function(sroa,loop(loop-rotate)),test-widen<width=4;dims=0:1>,module(default<O2>),O1")
    kinds = [type(s).__name__ for s in p.steps]
    assert kinds == ["NcpuStep", "LLVMStep", "LLVMStep", "LLVMStep", "NcpuStep", "LLVMStep", "LLVMStep"]
    names = [s.name for s in p.steps]
    assert names == ["test-plain", "instcombine", "sroa", "loop-rotate", "test-widen<width=4;dims=0:1>", "default<O2>", "default<O1>"]
    widen = p.steps[4]
    assert isinstance(widen, NcpuStep) and widen.pass_ == Widen(width=4, dims=(0, 1))
    o2 = p.steps[5]
    assert isinstance(o2, LLVMStep) and o2.spec.speed_level == 2


def error_of(text: str) -> str:
    with pytest.raises(PipelineError) as info:
        build_pipeline(text)
    return info.value.message


def test_unknown_pass_wording_and_suggestion() -> None:
    msg = error_of("sroa,instcombin")
    assert "parse of pass pipeline 'sroa,instcombin' failed : unknown pass name 'instcombin'" in msg
    assert "did you mean 'instcombine'?" in msg
    assert "did you mean" not in error_of("zzzzzzzz")


def test_unknown_pass_inside_adaptor() -> None:
    assert "unknown pass name 'nosuch'" in error_of("function(nosuch)")


@pytest.mark.parametrize(
    ("text", "detail"),
    [
        ("test-widen<width=x>", "option 'width' of pass 'test-widen': expected an int, got 'x'"),
        ("test-widen<nope>", "invalid WidenPass parameter 'nope' (pass 'test-widen' takes:"),
        ("test-widen<width>", "option 'width' of pass 'test-widen' needs a value"),
        ("function(test-plain)", "'test-plain' is a module pass and cannot run inside 'function(...)'"),
        ("function(globaldce)", "'globaldce' is a module pass and cannot run inside 'function(...)'"),
        ("loop(instcombine)", "'instcombine' is a function pass and cannot run inside 'loop(...)'"),
        ("function(module(sroa))", "'module(...)' cannot be nested inside 'function(...)'"),
        ("function(cgscc(function-attrs))", "'cgscc(...)' cannot be nested inside 'function(...)'"),
        ("function<bogus>(sroa)", "invalid parameter 'bogus' for 'function(...)'"),
        ("instcombine<max-iterations=2>", "pass 'instcombine' does not take options"),
        ("sroa(dce)", "pass 'sroa' does not take a nested pipeline"),
        ("default<O4>", "invalid optimization level for 'default': 'O4'"),
        ("default", "invalid optimization level for 'default': ''"),
        ("default<Os>", "expected one of O0, O1, O2, O3"),
        ("O2<x>", "pass 'O2' does not take options"),
        ("function(default<O2>)", "'default' is a module pipeline"),
    ],
)
def test_resolution_errors(registered: PassRegistry, text: str, detail: str) -> None:
    msg = error_of(text)
    assert msg.startswith(f"parse of pass pipeline '{text}' failed : ")
    assert detail in msg


def test_function_eager_inv_and_cgscc_are_accepted() -> None:
    p = build_pipeline("function<eager-inv>(instcombine),cgscc(function-attrs),loop-mssa(loop-rotate)")
    assert [s.name for s in p.steps] == ["instcombine", "function-attrs", "loop-rotate"]


def test_post_init_validation_is_reported(registered: PassRegistry) -> None:
    @dataclass(frozen=True)
    class Checked(ModulePass):
        """Rejects width 0."""

        name: ClassVar[str] = "test-checked"
        width: int = 1

        def __post_init__(self) -> None:
            if self.width <= 0:
                raise ValueError("width must be positive")

        def run(self, module: object, ctx: PassContext) -> PreservedAnalyses:  # type: ignore[override]
            return PreservedAnalyses.all()

    register_pass(Checked)
    try:
        assert "invalid options for pass 'test-checked': width must be positive" in error_of(
            "test-checked<width=0>"
        )
    finally:
        REGISTRY.unregister("test-checked")


def test_preserved_analyses() -> None:
    assert PreservedAnalyses.all().are_all_preserved()
    none = PreservedAnalyses.none()
    assert not none.are_all_preserved() and not none.is_preserved("dominators")
    some = none.preserve("dominators")
    assert some.is_preserved("dominators") and not some.is_preserved("loops")
    assert some == PreservedAnalyses.none().preserve("dominators")
    assert PreservedAnalyses.all().is_preserved("anything")
