"""The pass registry: ncpu-opt's own passes and the LLVM passes, by name.

Our passes register themselves with :func:`register_pass` when their module
is imported; :func:`load_builtin_passes` makes every module under
``ncpu_opt.passes`` available, so that dropping a file into ``passes/`` is all
it takes to add a pass.

They are imported on demand, for start-up speed (``ncpu-opt -passes=verify``
need not import the vectoriser): a pass named ``a-b`` is looked for first in
the module ``ncpu_opt.passes.a_b``, and a name found nowhere else imports them
all.  LLVM's pass and pipeline names are answered without importing any:
none of our passes may take one (:meth:`PassRegistry.register`).  Listing the
passes (:meth:`PassRegistry.ours`, :meth:`PassRegistry.names`) imports them all.
"""

from __future__ import annotations

import dataclasses
import difflib
import importlib
import pkgutil
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TypeVar

from ncpu_opt.pipeline.llvm_passes import (
    LEVEL_PIPELINES,
    LLVM_PASSES,
    SPEED_LEVELS,
    LLVMPassDef,
)
from ncpu_opt.pipeline.named_pipelines import NAMED_PIPELINES
from ncpu_opt.pipeline.options import format_params, option_specs
from ncpu_opt.pipeline.passes import ModulePass

P = TypeVar("P", bound=type[ModulePass])


@dataclass(frozen=True)
class PassInfo:
    """What ``--print-passes`` knows about a pass."""

    name: str
    description: str
    params: str
    origin: str  # "ncpu" or "llvm"
    pass_class: type[ModulePass] | None = None
    llvm: LLVMPassDef | None = None


class PassRegistry:
    """Pass names to passes.  LLVM passes are always present."""

    def __init__(self) -> None:
        self._ours: dict[str, type[ModulePass]] = {}
        #: Finds one of ours not imported yet (None: only what is registered counts).
        self._on_demand: Callable[[str], None] | None = None
        #: Imports every module of ours (None: nothing more to import).
        self._load_all: Callable[[], None] | None = None

    def load_on_demand(self, find: Callable[[str], None], load_all: Callable[[], None]) -> None:
        """Import our passes when asked for: *find* imports where a name is expected, *load_all* every module."""
        self._on_demand, self._load_all = find, load_all

    def _complete(self) -> None:
        """Import every pass of ours not imported yet (for listings)."""
        load_all, self._on_demand, self._load_all = self._load_all, None, None
        if load_all is not None:
            load_all()

    def _find(self, name: str) -> type[ModulePass] | None:
        cls = self._ours.get(name)
        if cls is not None or self._on_demand is None or _is_llvm_name(name):
            return cls
        self._on_demand(name)
        if name not in self._ours:
            self._complete()
        return self._ours.get(name)

    def register(self, cls: type[ModulePass]) -> None:
        """Add one of our passes; a malformed declaration is a bug, so TypeError."""
        if not (isinstance(cls, type) and issubclass(cls, ModulePass)):
            raise TypeError(f"{cls!r} is not a ModulePass subclass")
        name = getattr(cls, "name", None)
        if not isinstance(name, str) or not name:
            raise TypeError(f"{cls.__name__} has no 'name: ClassVar[str]'")
        if not dataclasses.is_dataclass(cls) or not cls.__dataclass_params__.frozen:  # type: ignore[attr-defined]
            raise TypeError(f"{cls.__name__} must be a @dataclass(frozen=True)")
        if not cls.description():
            raise TypeError(f"{cls.__name__} needs a docstring (its first line describes it)")
        option_specs(cls)  # rejects unsupported option types now, not at first use
        if _is_llvm_name(name):
            raise TypeError(f"pass name '{name}' ({cls.__name__}) is an LLVM pass name")
        if name in self._ours and self._ours[name] is not cls:
            other = self._ours[name]
            raise TypeError(f"pass name '{name}' used by both {other.__name__} and {cls.__name__}")
        self._ours[name] = cls

    def unregister(self, name: str) -> None:
        self._ours.pop(name, None)

    def our_pass(self, name: str) -> type[ModulePass] | None:
        return self._find(name)

    def lookup(self, name: str) -> PassInfo | None:
        """The pass called *name* (our passes first), or None."""
        cls = self._find(name)
        if cls is not None:
            return PassInfo(name, cls.description(), format_params(cls), "ncpu", pass_class=cls)
        if name in LLVM_PASSES:
            d = LLVM_PASSES[name]
            return PassInfo(name, d.description, "", "llvm", llvm=d)
        if name in LEVEL_PIPELINES:
            return PassInfo(name, LEVEL_PIPELINES[name][0], ";".join(SPEED_LEVELS), "llvm")
        if name in SPEED_LEVELS:
            return PassInfo(name, f"Same as default<{name}>", "", "llvm")
        named = NAMED_PIPELINES.get(name)
        if named is not None:
            return PassInfo(name, named.description, named.params, "pipeline")
        return None

    def names(self) -> list[str]:
        """Every pass name, ours and LLVM's."""
        self._complete()
        return [*self._ours, *LLVM_PASSES, *LEVEL_PIPELINES, *SPEED_LEVELS, *NAMED_PIPELINES]

    def ours(self) -> Iterator[PassInfo]:
        self._complete()
        for name in sorted(self._ours):
            info = self.lookup(name)
            assert info is not None
            yield info

    def llvm(self) -> Iterator[PassInfo]:
        for name in sorted([*LLVM_PASSES, *LEVEL_PIPELINES, *SPEED_LEVELS]):
            info = self.lookup(name)
            assert info is not None
            yield info

    def suggest(self, name: str) -> str | None:
        """The closest known pass name, for 'did you mean'."""
        matches = difflib.get_close_matches(name, self.names(), n=1, cutoff=0.6)
        return matches[0] if matches else None


def _is_llvm_name(name: str) -> bool:
    """An LLVM pass or pipeline name, or a named pipeline: never one of ours."""
    return name in LLVM_PASSES or name in LEVEL_PIPELINES or name in SPEED_LEVELS or name in NAMED_PIPELINES


REGISTRY = PassRegistry()


def register_pass(cls: P) -> P:
    """Class decorator: make *cls* available to ``-passes=``."""
    REGISTRY.register(cls)
    return cls


_PASSES_PACKAGE = "ncpu_opt.passes"
_loaded = False


def _import_pass_module(name: str) -> None:
    """Import the module a pass called *name* is expected in (``a-b``: ``ncpu_opt.passes.a_b``), if there is one."""
    module = name.replace("-", "_")
    if not module.isidentifier():
        return
    try:
        importlib.import_module(f"{_PASSES_PACKAGE}.{module}")
    except ModuleNotFoundError as e:
        if e.name != f"{_PASSES_PACKAGE}.{module}":
            raise  # the module is there, and imports something missing


def _import_every_pass_module() -> None:
    package = importlib.import_module(_PASSES_PACKAGE)
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        importlib.import_module(info.name)


def load_builtin_passes() -> PassRegistry:
    """The registry, with every module of ``ncpu_opt.passes`` available: each is imported
    when a pass of it is asked for, all of them for a listing or a name of no module's."""
    global _loaded
    if not _loaded:
        _loaded = True
        REGISTRY.load_on_demand(_import_pass_module, _import_every_pass_module)
    return REGISTRY


#: ``--print-passes`` aligns the descriptions of a section on its longest entry up to this
#: width; a longer entry (``native-cpu<...>``) has its description right after it.
_DESCRIPTION_COLUMN = 56


def print_passes_text(registry: PassRegistry) -> str:
    """The ``--print-passes`` listing, sectioned like OCK's muxc: one line per pass, its
    name (with its options) and, as in LLVM's ``-mcpu=help``, the first line of its description."""
    ours = list(registry.ours())
    llvm = list(registry.llvm())
    lines: list[str] = []

    def section(title: str, infos: list[PassInfo], with_params: bool) -> None:
        lines.append(title)
        entries = [
            (f"{info.name}<{info.params}>" if with_params else info.name, info.description)
            for info in infos
            if bool(info.params) == with_params
        ]
        lines.extend(_described(entries))

    section("Module passes:", ours, False)
    section("Module passes with params:", ours, True)
    section("LLVM passes:", llvm, False)
    section("LLVM passes with params:", llvm, True)
    # Pipeline macros (native-cpu<...>) last: opt's sections above keep their order.
    lines.append("Pipelines:")
    named = [NAMED_PIPELINES[name] for name in sorted(NAMED_PIPELINES)]
    lines.extend(_described([(f"{p.name}<{p.params}>", p.description) for p in named]))
    return "\n".join(lines) + "\n"


def _described(entries: list[tuple[str, str]]) -> list[str]:
    """``  entry   - description`` lines, the descriptions in one column where they fit."""
    fitting = [len(entry) for entry, _ in entries if len(entry) <= _DESCRIPTION_COLUMN]
    width = max(fitting, default=0)
    return [
        f"  {entry:<{width}}  - {description}" if description else f"  {entry}"
        for entry, description in entries
    ]
