"""opt's textual pass pipeline: ``a,b<flag;key=value>,function(c,d),module(e)``.

This module only parses the text into a tree of :class:`PipelineElement`;
deciding what the names mean is :mod:`ncpu_opt.pipeline.builder`'s job.
"""

from __future__ import annotations

from dataclasses import dataclass

from ncpu_opt.errors import NcpuError
from ncpu_opt.ir.source_text import MAX_NESTING

#: Characters that end a pass name.
_DELIMITERS = ",()<>"


class PipelineError(NcpuError):
    """A ``-passes=`` text that does not parse, worded the way opt words it."""

    def __init__(self, text: str, detail: str) -> None:
        super().__init__(f"parse of pass pipeline '{text}' failed : {detail}")
        self.text = text
        self.detail = detail


@dataclass(frozen=True)
class PipelineElement:
    """One name in the pipeline with its ``<params>`` and ``(nested, pipeline)``.

    ``children`` is None when no parentheses followed the name; ``pos`` is the
    name's offset in the pipeline text.
    """

    name: str
    params: str | None = None
    children: tuple[PipelineElement, ...] | None = None
    pos: int = 0

    def text(self) -> str:
        """This element printed back as pipeline text."""
        out = self.name
        if self.params is not None:
            out += f"<{self.params}>"
        if self.children is not None:
            out += "(" + ",".join(child.text() for child in self.children) + ")"
        return out


def parse_pipeline_text(text: str) -> list[PipelineElement]:
    """Parse *text*; an empty (or all-blank) text is an empty pipeline."""
    if not text.strip():
        return []
    parser = _Parser(text)
    elements = parser.sequence(depth=0)
    if parser.pos < len(text):
        # Only a ')' can stop a top-level sequence early.
        raise PipelineError(text, f"unbalanced ')' at offset {parser.pos}")
    return elements


class _Parser:
    """A recursive-descent parser over the pipeline text, down to :data:`MAX_NESTING` parentheses
    (the builder recurses on the tree as well)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def error(self, detail: str) -> PipelineError:
        return PipelineError(self.text, detail)

    def sequence(self, depth: int) -> list[PipelineElement]:
        """``element (',' element)*`` up to a ')' or the end."""
        elements = [self.element(depth)]
        while self.pos < len(self.text) and self.text[self.pos] == ",":
            self.pos += 1
            elements.append(self.element(depth))
        return elements

    def element(self, depth: int) -> PipelineElement:
        start = self.pos
        while self.pos < len(self.text) and self.text[self.pos] not in _DELIMITERS:
            self.pos += 1
        name = self.text[start : self.pos].strip()
        if not name:
            raise self.error(f"empty pass name at offset {start}")
        params = None
        if self.pos < len(self.text) and self.text[self.pos] == "<":
            params = self.params(name)
        children = None
        if self.pos < len(self.text) and self.text[self.pos] == "(":
            open_pos = self.pos
            if depth >= MAX_NESTING:
                raise self.error(f"nesting deeper than {MAX_NESTING} parentheses at offset {open_pos}")
            self.pos += 1
            if self.pos < len(self.text) and self.text[self.pos] == ")":
                raise self.error(f"empty nested pipeline in '{name}()'")
            children = tuple(self.sequence(depth + 1))
            if self.pos >= len(self.text) or self.text[self.pos] != ")":
                raise self.error(f"unbalanced '(' after '{name}' at offset {open_pos}")
            self.pos += 1
        if self.pos < len(self.text):
            ch = self.text[self.pos]
            if ch == ")" and depth == 0:
                raise self.error(f"unbalanced ')' at offset {self.pos}")
            if ch not in ",)":
                raise self.error(f"unexpected '{ch}' after '{name}' at offset {self.pos}")
        return PipelineElement(name, params, children, start)

    def params(self, name: str) -> str:
        """The text between a '<' and its matching '>' (which may nest)."""
        open_pos = self.pos
        level = 0
        while self.pos < len(self.text):
            ch = self.text[self.pos]
            if ch == "<":
                level += 1
            elif ch == ">":
                level -= 1
                if level == 0:
                    self.pos += 1
                    return self.text[open_pos + 1 : self.pos - 1]
            elif ch in ",()":
                break
            self.pos += 1
        raise self.error(f"unbalanced '<' in parameters of '{name}' at offset {open_pos}")
