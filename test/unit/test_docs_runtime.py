"""docs/runtime.md's examples run and prove what they say.

Every ```python block of the page runs in a fresh interpreter, from the
repository's root (the examples' paths are relative to it), with a compile
cache of its own, two worker threads and nothing else of this session's; a
block that raises (a failed ``assert`` among them) fails its test.  The page
must also name every public name of ``ncpu_opt.runtime`` and be linked from
the README.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import ncpu_opt.runtime
import pytest
from runtime_support import ROOT

DOC = ROOT / "docs" / "guide" / "runtime.md"
#: A block's limit: each should take a second or two.
TIMEOUT_S = 60

_FENCE = re.compile(r"^```(?P<lang>[\w+-]*)[ \t]*$")


def python_blocks(text: str) -> list[tuple[str, int, str]]:
    """The page's ```python blocks: (the section heading above, first line number, code)."""
    blocks: list[tuple[str, int, str]] = []
    heading, lang, start, lines = "top", None, 0, []
    for number, line in enumerate(text.splitlines(), 1):
        fence = _FENCE.match(line)
        if lang is None:
            if fence:
                lang, start, lines = fence["lang"], number + 1, []
            elif line.startswith("#"):
                heading = line.lstrip("#").strip()
        elif fence and not fence["lang"]:
            if lang == "python":
                blocks.append((heading, start, "\n".join(lines) + "\n"))
            lang = None
        else:
            lines.append(line)
    assert lang is None, f"{DOC}: a ``` block that is never closed"
    return blocks


BLOCKS = python_blocks(DOC.read_text())


def _block_id(block: tuple[str, int, str]) -> str:
    heading, line, _ = block
    return f"line{line}-" + re.sub(r"[^a-z0-9]+", "-", heading.lower()).strip("-")


def test_the_page_has_examples_that_check_something() -> None:
    assert len(BLOCKS) >= 12
    for heading, line, code in BLOCKS:
        assert re.search(r"^\s*assert ", code, re.MULTILINE), f"{DOC}:{line} ({heading}) asserts nothing"


@pytest.mark.parametrize("block", BLOCKS, ids=[_block_id(b) for b in BLOCKS])
def test_example_runs(block: tuple[str, int, str], tmp_path: Path) -> None:
    heading, line, code = block
    script = tmp_path / "example.py"
    # Blank lines first, so that a traceback's line numbers are the page's.
    script.write_text("\n" * (line - 1) + code)
    env = {
        **os.environ,
        "NCPU_OPT_CACHE_DIR": str(tmp_path / "cache"),
        "NCPU_NUM_THREADS": "2",
    }
    env.pop("NCPU_OPT_CACHE_SIZE", None)
    result = subprocess.run(
        [sys.executable, str(script)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=TIMEOUT_S,
    )
    assert result.returncode == 0, (
        f"the example at {DOC.relative_to(ROOT)}:{line} ({heading}) failed:\n"
        f"{result.stdout}{result.stderr}"
    )


def test_every_public_name_is_documented() -> None:
    text = DOC.read_text()
    missing = [name for name in ncpu_opt.runtime.__all__ if f"`{name}" not in text]
    assert not missing, f"{DOC} does not mention {missing}"


def test_the_readme_links_the_page() -> None:
    assert "(docs/guide/runtime.md)" in (ROOT / "README.md").read_text()
