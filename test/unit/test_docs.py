"""The README's and the user guide's examples run and prove what they say.

Each page's code blocks are read in order (``doc_blocks.py`` says how a page
marks them): ```python and ```sh blocks run, each in a fresh process, in a
scratch folder of its own that holds the page's files, a copy of ``examples/``
and links to ``test/`` and ``bench/`` (the examples' paths are relative to the
repository's root), with a compile cache of its own and two worker threads.
A block that fails (a non-zero exit status, a failed ``assert``) fails its test;
an ``expect-output`` block must appear in what the block before it printed, an
``expect-file`` block must be the file it names.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import ncpu_opt.runtime
import pytest
from doc_blocks import Block, Page, read_page
from runtime_support import ROOT

#: The pages whose examples run: the README, the site's home, the user guide, and the
#: design pages that show how to use something (writing a pass and loading it).
PAGES = [
    ROOT / "README.md",
    ROOT / "docs" / "index.md",
    *sorted((ROOT / "docs" / "guide").glob("*.md")),
    ROOT / "docs" / "design" / "writing-passes.md",
]
#: A block's limit: most take a second or two; the C example compiles four kernels.
TIMEOUT_S = 300
#: Folders of the repository the examples name, linked (read only) into the scratch folder.
LINKED = ("test", "bench")

READ = [read_page(path) for path in PAGES]
RUNS = [(page, block) for page in READ for block in page.blocks if block.runs]


def _run_id(item: tuple[Page, Block]) -> str:
    page, block = item
    stem = page.path.relative_to(ROOT).with_suffix("").as_posix().replace("/", "-")
    return f"{stem}-line{block.line}-{block.language}"


def _scratch(page: Page, where: Path) -> Path:
    """A folder laid out for *page*'s examples: its files, examples/ copied, test/ and bench/ linked."""
    shutil.copytree(ROOT / "examples", where / "examples", ignore=shutil.ignore_patterns("*.o", "aot_demo"))
    for name in LINKED:
        (where / name).symlink_to(ROOT / name)
    for block in page.blocks:
        if block.file:
            (where / block.file).write_text(block.code)
    return where


def _env(where: Path) -> dict[str, str]:
    env = {
        **os.environ,
        "NCPU_OPT_CACHE_DIR": str(where / ".cache"),
        # The OpenCL platform's library builds there (ncpu-opt --icd), not in the user's folder.
        "XDG_DATA_HOME": str(where / ".data"),
        "NCPU_NUM_THREADS": "2",
        "NO_COLOR": "1",
        # The Python running the tests is the one whose ncpu-opt the examples call.
        "PATH": os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")]),
    }
    env.pop("NCPU_OPT_CACHE_SIZE", None)
    return env


@pytest.mark.parametrize("item", RUNS, ids=[_run_id(r) for r in RUNS])
def test_example_runs(item: tuple[Page, Block], tmp_path: Path) -> None:
    page, block = item
    where = _scratch(page, tmp_path)
    if block.language == "python":
        script = where / ".example.py"
        # Blank lines first, so that a traceback's line numbers are the page's.
        script.write_text("\n" * (block.line - 1) + block.code)
        command = [sys.executable, str(script)]
    else:
        command = ["bash", "-e", "-o", "pipefail", "-c", block.code]
    result = subprocess.run(command, cwd=where, env=_env(where), capture_output=True, text=True, timeout=TIMEOUT_S)
    place = f"{page.path.relative_to(ROOT)}:{block.line}"
    assert result.returncode == 0, f"the example at {place} failed:\n{result.stdout}{result.stderr}"
    output = result.stdout + result.stderr
    for line in block.expect_output.splitlines():
        assert line.strip() in output, f"{place}: expected {line.strip()!r} in what it printed:\n{output}"
    for name, text in block.expect_files.items():
        assert (where / name).read_text().strip() == text.strip(), f"{place}: {name} differs from the page"


def test_every_page_has_examples() -> None:
    for page in READ:
        assert any(block.runs for block in page.blocks), f"{page.path} has no example that runs"


def test_runtime_examples_check_something() -> None:
    page = next(p for p in READ if p.path.name == "runtime.md")
    python = [b for b in page.blocks if b.language == "python"]
    assert len(python) >= 8
    for block in python:
        assert re.search(r"^\s*assert ", block.code, re.MULTILINE), f"{page.path}:{block.line} asserts nothing"


def test_every_public_name_of_the_runtime_is_in_the_guide() -> None:
    text = "".join(page.path.read_text() for page in READ if "guide" in page.path.parts)
    missing = [name for name in ncpu_opt.runtime.__all__ if f"`{name}" not in text]
    assert not missing, f"the user guide does not mention {missing}"


def test_every_pass_is_in_the_guide() -> None:
    from ncpu_opt.pipeline.registry import load_builtin_passes

    table = (ROOT / "docs" / "guide" / "pipelines.md").read_text()
    missing = [info.name for info in load_builtin_passes().ours() if f"[`{info.name}`]" not in table]
    assert not missing, f"docs/guide/pipelines.md's table lacks {missing}"


def test_the_readme_is_short_and_its_links_resolve() -> None:
    text = (ROOT / "README.md").read_text()
    assert len(text.encode()) <= 10 * 1024
    for target in re.findall(r"\]\(((?:docs|examples)/[^)#]+)", text):
        assert (ROOT / target).exists(), f"README.md links {target}, which does not exist"
    assert "(docs/guide/runtime.md)" in text and "(docs/guide/cli.md)" in text


def test_no_tracked_file_is_ignored() -> None:
    if not (ROOT / ".git").exists() or shutil.which("git") is None:
        pytest.skip("not a git checkout")
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--ignored", "--exclude-standard"],
        cwd=ROOT, capture_output=True, text=True, check=True,
    )
    assert listed.stdout == "", f".gitignore matches tracked files:\n{listed.stdout}"
