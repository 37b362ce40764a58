"""The static import graph: modules that must not depend on each other in a cycle.

The graph is read from the source with :mod:`ast` (nothing is imported), and
every import counts, wherever it is: one inside a function or under
``TYPE_CHECKING`` still ties the two modules together, it only hides the
cycle from the interpreter.  Importing ``a.b.c`` runs ``a/__init__.py`` and
``a/b/__init__.py`` too, so those are edges as well.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
#: Installed package -> the source folder that holds it (as setup.py mounts them).
PACKAGES = {"ncpu_opt": ROOT / "ncpu_opt", "ncpu_opt.passes": ROOT / "passes", "ncpu_opt.runtime": ROOT / "runtime"}


def module_files() -> dict[str, Path]:
    """Every module of the product, by its dotted name."""
    found: dict[str, Path] = {}
    for package, folder in PACKAGES.items():
        for path in folder.rglob("*.py"):
            parts = list(path.relative_to(folder).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join([package, *parts])] = path
    return found


def _parents(name: str) -> Iterator[str]:
    parts = name.split(".")
    for i in range(1, len(parts)):
        yield ".".join(parts[:i])


def _imported(tree: ast.Module, name: str, is_package: bool, modules: dict[str, Path]) -> set[str]:
    """The modules the module *name* imports (those of the product only)."""
    targets: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                package = name if is_package else name.rpartition(".")[0]
                for _ in range(node.level - 1):
                    package = package.rpartition(".")[0]
                base = f"{package}.{base}" if base else package
            targets.add(base)
            # ``from package import module`` imports the submodule.
            targets.update(f"{base}.{alias.name}" for alias in node.names)
    edges = {t for t in targets if t in modules}
    edges.update(p for t in set(edges) for p in _parents(t) if p in modules)
    edges.discard(name)
    return edges


def import_graph() -> dict[str, set[str]]:
    modules = module_files()
    return {
        name: _imported(ast.parse(path.read_text(), str(path)), name, path.name == "__init__.py", modules)
        for name, path in modules.items()
    }


def path_between(graph: dict[str, set[str]], start: str, goal: str) -> list[str] | None:
    """An import chain from *start* to *goal*, or None."""
    previous: dict[str, str | None] = {start: None}
    queue = [start]
    while queue:
        current = queue.pop(0)
        if current == goal:
            chain: list[str] = []
            at: str | None = current
            while at is not None:
                chain.append(at)
                at = previous[at]
            return chain[::-1]
        for nxt in sorted(graph.get(current, ())):
            if nxt not in previous:
                previous[nxt] = current
                queue.append(nxt)
    return None


@pytest.fixture(scope="module")
def graph() -> dict[str, set[str]]:
    return import_graph()


def test_the_graph_sees_imports(graph: dict[str, set[str]]) -> None:
    """A sanity check of the reader, so that an empty graph cannot pass the tests below."""
    assert "ncpu_opt.pipeline.registry" in graph["ncpu_opt.pipeline.builder"]
    assert "ncpu_opt.pipeline" in graph["ncpu_opt.pipeline.builder"]
    assert "ncpu_opt.vecz.subgroups" in graph["ncpu_opt.vecz.packetize"]
    assert {"ncpu_opt.codegen", "ncpu_opt.codegen.backend"} <= graph["ncpu_opt.pipeline.manager"]


@pytest.mark.parametrize(
    ("a", "b"),
    [
        # The LLVM back end runs passes; the pipeline builder only describes them.
        ("ncpu_opt.codegen.backend", "ncpu_opt.pipeline.builder"),
        # Code generation knows the target for the passes (run-vecz's natural width), not the passes.
        ("ncpu_opt.codegen.target_info", "ncpu_opt.passes.run_vecz"),
        # The runtime compiles units through code generation, never the other way round.
        ("ncpu_opt.codegen.parallel", "ncpu_opt.runtime.units"),
        # The OpenCL C front end serves the runtime's programs from source.
        ("ncpu_opt.opencl_c.compiler", "ncpu_opt.runtime.opencl_source"),
        # The SYCL toolkit is shared by the spec-constants pass, the CLI and the runtime.
        ("ncpu_opt.sycl.spec_constants", "ncpu_opt.passes.spec_constants"),
        ("ncpu_opt.sycl.spec_constants", "ncpu_opt.runtime.program"),
        # Sub-group lowering sees the packetizer through a narrow protocol.
        ("ncpu_opt.vecz.packetize", "ncpu_opt.vecz.subgroups"),
    ],
)
def test_no_import_cycle(graph: dict[str, set[str]], a: str, b: str) -> None:
    there, back = path_between(graph, a, b), path_between(graph, b, a)
    assert there is None or back is None, (
        f"import cycle: {' -> '.join(there or [])} and back: {' -> '.join(back or [])}"
    )


#: The rooms of ``ncpu_opt`` (one per stage) and the modules beside them at the top.
ROOMS = {"ir", "analysis", "mux", "vecz", "clc", "pipeline", "codegen", "opencl_c", "openmp", "sycl", "passes", "runtime", "icd"}
TOP_LEVEL = {"__init__", "__main__", "cli", "errors", "diagnostics"}


def test_the_top_level_holds_only_the_user_facing_edge_and_the_rooms(graph: dict[str, set[str]]) -> None:
    """A module of a stage lives in that stage's room, not loose beside the rooms."""
    loose = {path.stem for path in PACKAGES["ncpu_opt"].glob("*.py")} - TOP_LEVEL
    assert not loose, f"modules beside the rooms: {sorted(loose)}; move them into a room"
    rooms = {name.split(".")[1] for name in graph if name.count(".") >= 1}
    assert rooms <= ROOMS | TOP_LEVEL, f"new rooms {sorted(rooms - ROOMS - TOP_LEVEL)}: add them to ROOMS and docs/design/index.md"


def test_the_shared_basics_and_the_command_line_are_the_bottom_and_the_top(graph: dict[str, set[str]]) -> None:
    """errors and diagnostics import no room (every room uses them); no room imports the CLI."""
    assert graph["ncpu_opt.errors"] == set()
    assert graph["ncpu_opt.diagnostics"] <= {"ncpu_opt", "ncpu_opt.errors"}
    importers = {name for name, edges in graph.items() if "ncpu_opt.cli" in edges}
    assert importers <= {"ncpu_opt.__main__"}


def test_the_opencl_platform_is_a_room_only_the_cli_enters(graph: dict[str, set[str]]) -> None:
    """ncpu_opt.icd builds on the runtime, codegen and the OpenCL C front end; nothing but the
    CLI imports it (the runtime's Python API must not start the ICD)."""
    icd = {name for name in graph if name == "ncpu_opt.icd" or name.startswith("ncpu_opt.icd.")}
    assert icd, "ncpu_opt.icd not found"
    allowed = ("ncpu_opt.icd", "ncpu_opt.runtime", "ncpu_opt.codegen", "ncpu_opt.opencl_c")
    for name in icd:
        outside = {e for e in graph[name] if not e.startswith(allowed)}
        outside -= {"ncpu_opt", "ncpu_opt.errors"}
        assert not outside, f"{name} imports {sorted(outside)}"
    importers = {name for name, edges in graph.items() if edges & icd} - icd
    assert importers <= {"ncpu_opt.cli"}, f"{sorted(importers)} import ncpu_opt.icd"
