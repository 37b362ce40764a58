"""The base class of ncpu-opt's own passes and the objects passes work with.

Passes are declared the way xDSL declares them: a frozen dataclass whose
fields are the pass options, a ``name`` class variable with the name used in
``-passes=...``, and a docstring whose first line is the description shown by
``--print-passes``::

    @register_pass
    @dataclass(frozen=True)
    class WidenKernels(ModulePass):
        \"\"\"Vectorise kernels across work items.\"\"\"

        name: ClassVar[str] = "widen-kernels"
        width: int = 8
        dims: tuple[int, ...] = (0,)

        def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
            ...
"""

from __future__ import annotations

import re
import sys
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:  # pragma: no cover - the IR core is imported lazily
    from ncpu_opt.ir import Module


class PreservedAnalyses:
    """What a pass left intact, like LLVM's ``PreservedAnalyses``.

    ``all()`` also tells the pass manager the module is unchanged, so the text
    it already holds stays valid and need not be printed again.
    """

    __slots__ = ("_all", "_preserved")

    def __init__(self, preserve_all: bool = False, preserved: frozenset[str] = frozenset()) -> None:
        self._all = preserve_all
        self._preserved = preserved

    @classmethod
    def all(cls) -> PreservedAnalyses:
        """Nothing changed."""
        return cls(True)

    @classmethod
    def none(cls) -> PreservedAnalyses:
        """The module changed; every analysis is stale."""
        return cls(False)

    def preserve(self, *analyses: str) -> PreservedAnalyses:
        """A copy that also keeps the named analyses."""
        return PreservedAnalyses(self._all, self._preserved | frozenset(analyses))

    def are_all_preserved(self) -> bool:
        return self._all

    def is_preserved(self, analysis: str) -> bool:
        return self._all or analysis in self._preserved

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PreservedAnalyses):
            return NotImplemented
        return (self._all, self._preserved) == (other._all, other._preserved)

    def __hash__(self) -> int:
        return hash((self._all, self._preserved))

    def __repr__(self) -> str:
        if self._all:
            return "PreservedAnalyses.all()"
        return f"PreservedAnalyses({sorted(self._preserved)!r})"


@dataclass(frozen=True)
class Remark:
    """One optimisation remark, as LLVM's ``-pass-remarks*`` print them.

    ``kind`` is "passed", "missed" or "analysis"; ``location`` is (file, line,
    column) from the debug location of the code concerned, when it has one
    (:func:`ncpu_opt.ir.debug_loc.debug_location` finds it).
    """

    kind: str
    pass_name: str
    message: str
    location: tuple[str, int, int] | None = None

    def format(self) -> str:
        """``remark: file.cl:3:5: message``, the line ``opt -pass-remarks*`` prints.

        Without a location the place is ``<unknown>:0:0``, as in opt.  clang's
        ``[-Rpass-missed=vecz]`` suffix is left out: the flags only choose which
        remarks are shown, and opt-style lit tests match opt's lines.
        """
        file, line, col = self.location if self.location is not None else ("<unknown>", 0, 0)
        return f"remark: {file}:{line}:{col}: {self.message}"


@dataclass
class PassContext:
    """What a pass may know about the run besides the module.

    ``target_*`` describe the machine code will be generated for (None: the
    host).  ``analyses`` is a cache that the pass manager clears after any pass
    that does not preserve everything.
    """

    filename: str = "<stdin>"
    target_triple: str | None = None
    target_cpu: str | None = None
    target_features: str | None = None
    analyses: dict[object, object] = field(default_factory=dict)
    #: Optimisation remarks emitted so far, whether shown or not.
    remarks: list[Remark] = field(default_factory=list)
    #: Which remarks to print: kind ("passed", "missed", "analysis") -> pass-name regex.
    remark_filters: dict[str, re.Pattern[str]] = field(default_factory=dict)
    #: Graphviz files passes wrote besides the output (dot-regions'), for the CLI's ``--view``.
    dot_files: list[str] = field(default_factory=list)

    def remark(self, message: str) -> None:
        """Tell the user something (on stderr) without failing the run."""
        print(f"ncpu-opt: remark: {message}", file=sys.stderr)

    def emit_remark(self, remark: Remark) -> None:
        """Record an optimisation remark; print it when a ``--pass-remarks*`` filter selects its pass."""
        self.remarks.append(remark)
        pattern = self.remark_filters.get(remark.kind)
        if pattern is not None and pattern.search(remark.pass_name):
            print(remark.format(), file=sys.stderr)

    def remark_missed(self, pass_name: str, message: str, location: tuple[str, int, int] | None = None) -> None:
        """An optimisation the pass did not do, and why (``--pass-remarks-missed``)."""
        self.emit_remark(Remark("missed", pass_name, message, location))

    def remark_passed(self, pass_name: str, message: str, location: tuple[str, int, int] | None = None) -> None:
        """An optimisation the pass did (``--pass-remarks``)."""
        self.emit_remark(Remark("passed", pass_name, message, location))

    def remark_analysis(self, pass_name: str, message: str, location: tuple[str, int, int] | None = None) -> None:
        """A fact the pass found that explains its decisions (``--pass-remarks-analysis``)."""
        self.emit_remark(Remark("analysis", pass_name, message, location))

    def invalidate(self, preserved: PreservedAnalyses) -> None:
        """Drop cached analyses the last pass did not preserve."""
        if preserved.are_all_preserved():
            return
        for key in list(self.analyses):
            if not preserved.is_preserved(getattr(key, "name", str(key))):
                del self.analyses[key]


class ModulePass(ABC):
    """Base class of ncpu-opt's passes; subclasses are frozen dataclasses."""

    name: ClassVar[str]
    #: A pass that looks at the module as it is right before this pass (say
    #: ``work-item-loops``): written right after a pipeline macro that runs it
    #: (``native-cpu,dot-regions``), it runs there, inside the macro's expansion.
    runs_before: ClassVar[str | None] = None

    @abstractmethod
    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        """Transform *module* in place and say what stayed valid."""

    @classmethod
    def description(cls) -> str:
        """The first line of the class docstring ("" if it has none)."""
        doc = (cls.__dict__.get("__doc__") or "").strip()
        if doc.startswith(f"{cls.__name__}(") and "__dataclass_fields__" in cls.__dict__:
            return ""  # @dataclass made this one up from the signature
        return doc.splitlines()[0].strip() if doc else ""
