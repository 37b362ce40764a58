"""The pass manager: runs a pipeline over a module held as text or as our IR.

The module lives in an :class:`IRState` as canonical text, as an
``ncpu_opt.ir.Module``, or both while they agree.  It is converted only when
the next pass needs the other form: our passes need a ``Module``; LLVM passes
need text, and a run of consecutive LLVM passes shares *one* llvmlite
parse/run/print hand-over.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ncpu_opt.codegen import backend
from ncpu_opt.errors import NcpuError
from ncpu_opt.pipeline.builder import LLVMStep, NcpuStep, Pipeline, Step
from ncpu_opt.pipeline.instrumentation import Instrumentation
from ncpu_opt.pipeline.llvm_workarounds import needs_min_max_refinement, refine_scalar_min_max
from ncpu_opt.pipeline.passes import PassContext, PreservedAnalyses

if TYPE_CHECKING:  # pragma: no cover
    from ncpu_opt.ir import Module


@dataclass
class HandOverStats:
    """How often the module changed hands (tests assert on these)."""

    llvm_sessions: int = 0
    ir_parses: int = 0
    ir_prints: int = 0
    llvm_canonicalizations: int = 0


class IRState:
    """The module being compiled, as text and/or our IR, converted lazily."""

    def __init__(self, text: str, filename: str = "<stdin>", origin: str | None = None) -> None:
        self.filename = filename
        self._text: str | None = text
        self._module: Module | None = None
        # True while the text is what LLVM printed (verified, canonical).
        self._canonical = True
        # What the text is, for our parser's error messages: the user's file
        # only if LLVM printed it back unchanged.
        self._origin = origin or filename
        self.last_pass: str | None = None
        self.stats = HandOverStats()

    def has_text(self) -> bool:
        return self._text is not None

    def has_module(self) -> bool:
        return self._module is not None

    def text(self) -> str:
        """The module as text, printing our IR if it changed since."""
        if self._text is None:
            from ncpu_opt.ir import print_module

            assert self._module is not None
            self._text = print_module(self._module)
            self._canonical = False
            self.stats.ir_prints += 1
        return self._text

    def module(self) -> Module:
        """The module as our IR, parsing the text if needed."""
        if self._module is None:
            from ncpu_opt.ir import parse_module

            assert self._text is not None
            self._module = parse_module(self._text, self._origin)
            self.stats.ir_parses += 1
        return self._module

    def set_text(self, text: str, origin: str) -> None:
        """New canonical text from LLVM; any IR module we held is stale."""
        self._text = text
        self._module = None
        self._canonical = True
        self._origin = origin

    def module_changed(self, pass_name: str) -> None:
        """Our pass changed the module: the text we held is stale."""
        self._text = None
        self.last_pass = pass_name

    def is_canonical(self) -> bool:
        return self._text is not None and self._canonical

    def final_text(self) -> str:
        """Canonical, verified text for output (re-printed by LLVM if needed)."""
        text = self.text()
        if not self._canonical:
            with self.blame():
                text = backend.canonicalize(text, self.filename)
            self.stats.llvm_canonicalizations += 1
            self._text, self._canonical = text, True
        return text

    @contextmanager
    def blame(self) -> Iterator[None]:
        """Re-raise errors in IR our passes printed as naming the last such pass."""
        try:
            yield
        except NcpuError as e:
            if self.last_pass is None:
                raise
            raise NcpuError(f"invalid IR after pass '{self.last_pass}': {e}") from None


class PassManager:
    """Runs a :class:`Pipeline` with instrumentation."""

    def __init__(
        self,
        pipeline: Pipeline | Sequence[Step],
        ctx: PassContext | None = None,
        instrumentation: Instrumentation | None = None,
    ) -> None:
        self.steps: tuple[Step, ...] = tuple(pipeline.steps if isinstance(pipeline, Pipeline) else pipeline)
        self.ctx = ctx or PassContext()
        self.instr = instrumentation or Instrumentation()

    def run(self, state: IRState) -> IRState:
        """Run every step on *state* (in place) and return it."""
        i = 0
        while i < len(self.steps):
            step = self.steps[i]
            if isinstance(step, LLVMStep):
                j = i
                while j < len(self.steps) and isinstance(self.steps[j], LLVMStep):
                    j += 1
                self._run_llvm_batch(state, [s for s in self.steps[i:j] if isinstance(s, LLVMStep)])
                i = j
            else:
                self._run_ncpu(state, step)
                i += 1
        return state

    # -- our passes --------------------------------------------------------

    def _run_ncpu(self, state: IRState, step: NcpuStep) -> None:
        instr = self.instr
        if not state.has_module():
            instr.trace(f"Parsing IR into ncpu-opt's IR for {step.name}")
            with instr.timed("(hand-over) parse into ncpu-opt IR"):
                state.module()
        module = state.module()
        instr.before_pass(step.name, step.base, state.text)
        with instr.timed(step.name):
            preserved = step.pass_.run(module, self.ctx)
        if not isinstance(preserved, PreservedAnalyses):
            raise TypeError(f"pass '{step.name}' returned {preserved!r}, not PreservedAnalyses")
        self.ctx.invalidate(preserved)
        if not preserved.are_all_preserved():
            state.module_changed(step.name)
        if instr.options.verify_each:
            self._verify_ours(state, step.name)
        instr.after_pass(step.name, step.base, state.text)

    def _verify_ours(self, state: IRState, name: str) -> None:
        text = state.text()
        try:
            session = backend.LLVMSession(text, state.filename)
        except NcpuError as e:
            raise NcpuError(f"verification failed after pass '{name}': IR does not parse: {e}") from None
        with session:
            message = session.verify()
        if message is not None:
            err = backend.verifier_error(message, text, None)
            raise NcpuError(f"verification failed after pass '{name}': {err.message}")

    # -- LLVM passes -------------------------------------------------------

    def _avoid_llvm_aborts(self, state: IRState, batch: list[LLVMStep]) -> None:
        """Refine IR that would make an assertion in the batch's LLVM pipelines abort the process."""
        if not any(s.spec.speed_level is not None for s in batch):
            return
        if state.has_text() and not needs_min_max_refinement(state.text()):
            return
        with self.instr.timed("(hand-over) LLVM workarounds"), state.blame():
            if refine_scalar_min_max(state.module()):
                state.module_changed(state.last_pass or batch[0].name)

    def _run_llvm_batch(self, state: IRState, batch: list[LLVMStep]) -> None:
        instr = self.instr
        self._avoid_llvm_aborts(state, batch)
        if not state.has_text():
            with instr.timed("(hand-over) print ncpu-opt IR"):
                state.text()
        must_verify = not state.is_canonical()
        instr.trace(f"Handing IR to LLVM for {', '.join(s.name for s in batch)}")
        with instr.timed("(hand-over) LLVM parse"), state.blame():
            session = backend.LLVMSession(state.text(), state.filename, self.ctx.target_triple)
            message = session.verify() if must_verify else None
            if message is not None:
                broken = session.text()
                session.close()
                raise backend.verifier_error(message, broken, None)
        state.stats.llvm_sessions += 1
        with session:
            for step in batch:
                instr.before_pass(step.name, step.base, session.text)
                with instr.timed(step.name):
                    session.run(step.spec)
                if instr.options.verify_each:
                    message = session.verify()
                    if message is not None:
                        err = backend.verifier_error(message, session.text(), None)
                        raise NcpuError(f"verification failed after pass '{step.name}': {err.message}")
                instr.after_pass(step.name, step.base, session.text)
            with instr.timed("(hand-over) LLVM print"):
                text = session.text()
        state.set_text(text, f"{state.filename} (after {batch[-1].name})")
        state.last_pass = batch[-1].name
