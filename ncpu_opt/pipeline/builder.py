"""Turn pipeline text into a flat list of steps the pass manager runs.

Adaptors (``module(...)``, ``cgscc(...)``, ``function(...)``, ``loop(...)``)
are checked and then flattened: llvmlite can only add passes to a module pass
manager (it wraps function and loop passes in adaptors itself), so
``function(a,b)`` runs *a* on every function and then *b* on every function,
rather than both on one function before the next.  For the passes we expose
the result is the same.
"""

from __future__ import annotations

from dataclasses import dataclass

from ncpu_opt.errors import NcpuError
from ncpu_opt.pipeline.grammar import PipelineElement, PipelineError, parse_pipeline_text
from ncpu_opt.pipeline.llvm_passes import (
    DEFAULT_PIPELINE,
    LEVEL_PIPELINES,
    LEVELS,
    SPEED_LEVELS,
    LLVMPassSpec,
)
from ncpu_opt.pipeline.named_pipelines import NamedPipeline
from ncpu_opt.pipeline.named_pipelines import lookup as lookup_named_pipeline
from ncpu_opt.pipeline.options import OptionError, format_instance, parse_options
from ncpu_opt.pipeline.passes import ModulePass
from ncpu_opt.pipeline.plugins import lookup_with_plugins
from ncpu_opt.pipeline.registry import PassRegistry, load_builtin_passes

#: Adaptor name to the level of the passes it holds.
ADAPTORS = {"module": "module", "cgscc": "cgscc", "function": "function", "loop": "loop", "loop-mssa": "loop"}
#: Parameters LLVM accepts on adaptors; they do not change what we run.
_ADAPTOR_PARAMS = {"function": {"eager-inv"}}


@dataclass(frozen=True)
class NcpuStep:
    """Run one of our passes; ``name`` is its pipeline text, ``base`` its bare name."""

    name: str
    base: str
    pass_: ModulePass


@dataclass(frozen=True)
class LLVMStep:
    """Run one LLVM pass or default pipeline."""

    name: str
    base: str
    spec: LLVMPassSpec


Step = NcpuStep | LLVMStep


@dataclass(frozen=True)
class Pipeline:
    """A parsed, resolved pipeline."""

    text: str
    steps: tuple[Step, ...]


def build_pipeline(text: str, registry: PassRegistry | None = None) -> Pipeline:
    """Parse and resolve *text* against *registry* (default: the built-in passes)."""
    registry = registry or load_builtin_passes()
    elements = parse_pipeline_text(text)
    steps: list[Step] = []
    _Resolver(text, registry, steps).sequence(elements, "module", None)
    return Pipeline(text, tuple(steps))


def unknown_pass_detail(name: str, registry: PassRegistry) -> str:
    """``unknown pass name 'x'``, with the closest known name if there is one."""
    detail = f"unknown pass name '{name}'"
    suggestion = registry.suggest(name)
    if suggestion:
        detail += f" (did you mean '{suggestion}'?)"
    return detail


def check_pass_names(option: str, names: tuple[str, ...], registry: PassRegistry | None = None) -> None:
    """Every name given to *option* (``--print-after``) is a pass, bare or with its options:
    a misspelt one would print nothing, and say nothing."""
    registry = registry or load_builtin_passes()
    for name in names:
        bare = name.split("<", 1)[0].strip()
        info = lookup_with_plugins(registry, bare)
        if info is None:
            raise NcpuError(f"{option}: {unknown_pass_detail(name, registry)}")
        if info.origin == "pipeline":
            raise NcpuError(
                f"{option}: '{name}' is a pipeline, not a pass: name one of the passes it runs (--print-passes lists them)"
            )


class _Resolver:
    def __init__(self, text: str, registry: PassRegistry, steps: list[Step]) -> None:
        self.text = text
        self.registry = registry
        self.steps = steps

    def error(self, detail: str) -> PipelineError:
        return PipelineError(self.text, detail)

    def sequence(self, elements: list[PipelineElement] | tuple[PipelineElement, ...], level: str, adaptor: str | None) -> None:
        pending = list(elements)
        while pending:
            element = pending.pop(0)
            spliced: list[PipelineElement] = []
            while pending and self.splices_into(element, pending[0]):
                spliced.append(pending.pop(0))
            self.element(element, level, adaptor, spliced)

    def splices_into(self, macro: PipelineElement, el: PipelineElement) -> bool:
        """Whether ``el``, right after the pipeline macro ``macro``, runs inside it
        (before the pass it :attr:`~ModulePass.runs_before`, which the macro runs)."""
        cls = self.registry.our_pass(el.name)
        if cls is None or cls.runs_before is None or el.children is not None:
            return False
        named = lookup_named_pipeline(macro.name)
        if named is None or self.registry.our_pass(macro.name) is not None:
            return False
        try:
            return cls.runs_before in named.passes(macro.params)
        except NcpuError:
            return False  # the macro's own error comes when it is expanded

    def element(
        self, el: PipelineElement, level: str, adaptor: str | None, spliced: list[PipelineElement] | None = None
    ) -> None:
        if el.name in ADAPTORS and el.children is not None:
            inner = ADAPTORS[el.name]
            if LEVELS.index(inner) < LEVELS.index(level) or (el.name == "module" and level != "module"):
                raise self.error(f"'{el.name}(...)' cannot be nested inside '{adaptor}(...)'")
            for param in (el.params or "").split(";"):
                if param and param not in _ADAPTOR_PARAMS.get(el.name, set()):
                    raise self.error(f"invalid parameter '{param}' for '{el.name}(...)'")
            self.sequence(el.children, inner, el.name)
            return
        named = lookup_named_pipeline(el.name)
        if named is not None and self.registry.our_pass(el.name) is None:
            self.named_pipeline(el, named, level, adaptor, spliced or [])
            return
        info = lookup_with_plugins(self.registry, el.name)
        if info is None:
            raise self.error(unknown_pass_detail(el.name, self.registry))
        if el.children is not None:
            raise self.error(f"pass '{el.name}' does not take a nested pipeline")
        if info.pass_class is not None:
            if level != "module":
                raise self.error(f"'{el.name}' is a module pass and cannot run inside '{adaptor}(...)'")
            self.steps.append(self.ncpu_step(el, info.pass_class))
            return
        self.steps.append(self.llvm_step(el, level, adaptor))

    def named_pipeline(
        self, el: PipelineElement, named: NamedPipeline, level: str, adaptor: str | None,
        spliced: list[PipelineElement],
    ) -> None:
        """Expand a pipeline macro (``native-cpu<O2>``) in place, ``spliced`` passes
        each right before the pass it runs before."""
        if level != "module":
            raise self.error(f"'{el.name}' is a module pipeline and cannot run inside '{adaptor}(...)'")
        if el.children is not None:
            raise self.error(f"pipeline '{el.name}' does not take a nested pipeline")
        try:
            text = named.expand(el.params)
        except NcpuError as e:
            raise self.error(e.message) from None
        for name in named.passes(el.params):
            if self.registry.lookup(name) is None:
                raise self.error(f"pipeline '{el.name}' needs pass '{name}', which is not available")
        elements = list(parse_pipeline_text(text))
        for extra in spliced:
            cls = self.registry.our_pass(extra.name)
            assert cls is not None
            at = next(i for i, item in enumerate(elements) if item.name == cls.runs_before)
            elements.insert(at, extra)
        self.sequence(elements, level, adaptor)

    def ncpu_step(self, el: PipelineElement, cls: type[ModulePass]) -> NcpuStep:
        try:
            kwargs = parse_options(cls, el.params, el.name)
            instance = cls(**kwargs)
        except OptionError as e:
            raise self.error(e.message) from None
        except (ValueError, NcpuError) as e:
            # A pass's __post_init__ may reject option combinations.
            raise self.error(f"invalid options for pass '{el.name}': {e}") from None
        return NcpuStep(format_instance(instance, el.name), el.name, instance)

    def llvm_step(self, el: PipelineElement, level: str, adaptor: str | None) -> LLVMStep:
        if el.name in LEVEL_PIPELINES or el.name in SPEED_LEVELS:
            if level != "module":
                raise self.error(f"'{el.name}' is a module pipeline and cannot run inside '{adaptor}(...)'")
            key = el.params if el.name in LEVEL_PIPELINES else el.name
            if el.name not in LEVEL_PIPELINES and el.params is not None:
                raise self.error(f"pass '{el.name}' does not take options")
            if key not in SPEED_LEVELS:
                raise self.error(
                    f"invalid optimization level for '{el.name}': '{key or ''}' "
                    f"(expected one of {', '.join(SPEED_LEVELS)})"
                )
            base = el.name if el.name in LEVEL_PIPELINES else DEFAULT_PIPELINE
            name = f"{base}<{key}>"
            return LLVMStep(name, base, LLVMPassSpec(name, speed_level=SPEED_LEVELS[key], vectorize=LEVEL_PIPELINES[base][1]))
        info = self.registry.lookup(el.name)
        assert info is not None and info.llvm is not None
        if el.params:
            raise self.error(f"pass '{el.name}' does not take options (llvmlite runs it with LLVM's defaults)")
        if LEVELS.index(info.llvm.level) < LEVELS.index(level):
            raise self.error(f"'{el.name}' is a {info.llvm.level} pass and cannot run inside '{adaptor}(...)'")
        return LLVMStep(el.name, el.name, LLVMPassSpec(el.name, method=info.llvm.method))
