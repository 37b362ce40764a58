"""Reading the code blocks of a Markdown page, for the tests that run them.

A page marks what its blocks are with an HTML comment on the line just above
the fence (invisible on the site and on GitHub):

- ``<!-- file: NAME -->``: the block is the file NAME of the examples' folder
  (written there before any block runs, not run itself);
- ``<!-- no-run: REASON -->``: a ```sh or ```python block that must not run
  (it installs something, say), with the reason;
- ``<!-- expect-output -->``: every line of the block must appear in what the
  runnable block before it printed (stdout and stderr);
- ``<!-- expect-file: NAME -->``: the block is the content of the file NAME
  after the runnable block before it ran.

Other ```sh and ```python blocks run; blocks in other languages are shown only.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

RUNNABLE = ("sh", "python")
_FENCE = re.compile(r"^```(?P<lang>[\w+-]*)[ \t]*$")
_MARK = re.compile(r"^<!--\s*(?P<kind>file|no-run|expect-output|expect-file)\s*:?\s*(?P<value>.*?)\s*-->\s*$")


@dataclass
class Block:
    """One fenced block: its language, first line (1-based, of the code) and text."""

    language: str
    line: int
    code: str
    file: str | None = None
    skip_reason: str | None = None
    expect_output: str = ""
    expect_files: dict[str, str] = field(default_factory=dict)

    @property
    def runs(self) -> bool:
        return self.language in RUNNABLE and self.file is None and self.skip_reason is None


@dataclass
class Page:
    path: Path
    blocks: list[Block]


def read_page(path: Path) -> Page:
    """The page's blocks, with expectations attached to the runnable block before them."""
    blocks: list[Block] = []
    mark: re.Match[str] | None = None
    lang: str | None = None
    start, lines = 0, []
    for number, line in enumerate(path.read_text().splitlines(), 1):
        fence = _FENCE.match(line)
        if lang is None:
            if fence:
                lang, start, lines = fence["lang"], number + 1, []
                block_mark, mark = mark, None
            else:
                mark = _MARK.match(line) if line.strip() else mark
            continue
        if not (fence and not fence["lang"]):
            lines.append(line)
            continue
        block = Block(lang, start, "\n".join(lines) + "\n")
        lang = None
        if block_mark is None:
            blocks.append(block)
            continue
        kind, value = block_mark["kind"], block_mark["value"]
        if kind == "file":
            block.file = value
        elif kind == "no-run":
            if not value:
                raise ValueError(f"{path}:{start - 1}: 'no-run' needs a reason")
            block.skip_reason = value
        else:
            runner = next((b for b in reversed(blocks) if b.runs), None)
            if runner is None:
                raise ValueError(f"{path}:{start - 1}: '{kind}' with no runnable block before it")
            if kind == "expect-output":
                runner.expect_output += block.code
            else:
                runner.expect_files[value] = block.code
        blocks.append(block)
    if lang is not None:
        raise ValueError(f"{path}: a ``` block that is never closed")
    return Page(path, blocks)
