"""MkDocs hook: the reference pages' generated parts, from the code itself.

A page marks where a part goes with an HTML comment, ``<!-- generated: passes -->``
or ``<!-- generated: cli -->``; this hook replaces the marker with Markdown made
from the pass registry (every pass, its options with their types and defaults,
its docstring) or from the click command (every option and its help), so the
reference cannot fall behind the code.
"""

from __future__ import annotations

import dataclasses
import re
import shutil
from pathlib import Path
from typing import Any

from mkdocs.plugins import event_priority

_MARKER = re.compile(r"<!-- generated: (?P<part>[a-z-]+) -->")


@event_priority(100)  # before mkdocstrings reads its search paths
def on_config(config: Any, **_: Any) -> Any:
    _stage_package_tree()
    return config


def on_page_markdown(markdown: str, **_: Any) -> str:
    return _MARKER.sub(lambda m: _GENERATORS[m["part"]](), markdown)


#: Where the package is laid out as installed, for mkdocstrings (mkdocs.yml's ``paths``).
STAGED = Path(__file__).resolve().parents[2] / "build" / "docs-api"


def _stage_package_tree() -> None:
    """Lay ``ncpu_opt`` out as the wheel installs it, with symbolic links.

    The source tree keeps ``runtime/`` and ``passes/`` at the top level (setup.py
    mounts them as ``ncpu_opt.runtime`` and ``ncpu_opt.passes``); griffe, which
    mkdocstrings uses to read the API, finds packages by walking folders, so it
    gets a folder shaped like the installed package.
    """
    root = STAGED.parents[1]
    package = STAGED / "ncpu_opt"
    shutil.rmtree(STAGED, ignore_errors=True)
    package.mkdir(parents=True)
    for entry in (root / "ncpu_opt").iterdir():
        if entry.name != "__pycache__":
            (package / entry.name).symlink_to(entry)
    for mounted in ("runtime", "passes"):
        (package / mounted).symlink_to(root / mounted)


def _inline(text: str) -> str:
    """reStructuredText-style ``literals`` as Markdown code; pipes escaped for tables."""
    text = re.sub(r":(?:mod|func|class|data|meth|attr|obj):`~?([^`]+)`", r"`\1`", text)
    return re.sub(r"``(.+?)``", r"`\1`", text)


def _cell(text: str) -> str:
    return _inline(text).replace("|", "\\|").replace("\n", " ")


def _docstring_body(doc: str) -> str:
    """A docstring without its first paragraph, dedented, literals as Markdown."""
    import inspect

    text = inspect.cleandoc(doc)
    _, _, rest = text.partition("\n\n")
    # An indented block after ``::`` is code.
    rest = re.sub(r"::\n\n((?:    .*\n?|\n)+)", lambda m: ":\n\n```\n" + _dedent(m[1]) + "```\n", rest)
    return _inline(rest).strip()


def _module_docstring(cls: type) -> str:
    import inspect
    import sys

    doc = inspect.getdoc(sys.modules[cls.__module__]) or ""
    return _docstring_body("\n\n" + doc) if doc else ""


def _dedent(block: str) -> str:
    import textwrap

    return textwrap.dedent(block).strip("\n") + "\n"


def _default(cls: type, field_name: str) -> str:
    for f in dataclasses.fields(cls):
        if f.name == field_name:
            if f.default is not dataclasses.MISSING:
                value = f.default
            elif f.default_factory is not dataclasses.MISSING:
                value = f.default_factory()
            else:
                return "required"
            if isinstance(value, bool):
                return "on" if value else "off"
            if isinstance(value, tuple):
                return ":".join(str(v) for v in value) or "(empty)"
            if value is None:
                return "(not set)"
            return f"`{value}`" if value != "" else "(empty)"
    return ""


def _passes() -> str:
    from ncpu_opt.pipeline.named_pipelines import NAMED_PIPELINES
    from ncpu_opt.pipeline.options import option_specs
    from ncpu_opt.pipeline.registry import load_builtin_passes

    registry = load_builtin_passes()
    out: list[str] = ["## ncpu-opt's passes", ""]
    for info in registry.ours():
        cls = info.pass_class
        assert cls is not None
        out += [f"### `{info.name}`", "", _inline(info.description), ""]
        specs = option_specs(cls)
        if specs:
            out += [f"`-passes='{info.name}<{info.params}>'`", ""]
            out += ["| option | syntax | default |", "|---|---|---|"]
            for spec in specs:
                syntax = spec.syntax() if spec.kind != "bool" else f"{spec.name}, no-{spec.name}"
                out.append(f"| `{spec.name}` | `{syntax}` | {_default(cls, spec.field)} |")
            out.append("")
        # The class's docstring past its first line, else its module's: most passes
        # explain themselves at the top of their file.
        body = _docstring_body(cls.__doc__ or "") or _module_docstring(cls)
        if body:
            out += [body, ""]
        out.append(f"Defined in `{cls.__module__}`.")
        out.append("")
    out += ["## Pipelines", ""]
    for name, named in sorted(NAMED_PIPELINES.items()):
        out += [f"### `{name}`", "", _inline(named.description), "", f"`-passes='{name}<{named.params}>'`", ""]
        out += ["With no options it runs:", "", "```", named.expand(None).replace(",", ",\n"), "```", ""]
    out += ["## LLVM's passes", "", "Run by LLVM through llvmlite; they mix freely with ours.", ""]
    out += ["| pass | what it does |", "|---|---|"]
    for info in registry.llvm():
        name = f"{info.name}<{info.params}>" if info.params else info.name
        out.append(f"| `{name}` | {_cell(info.description)} |")
    return "\n".join(out) + "\n"


def _cli() -> str:
    import click

    from ncpu_opt.cli import command

    out = ["| option | meaning |", "|---|---|"]
    for param in command.params:
        if isinstance(param, click.Argument):
            continue
        assert isinstance(param, click.Option)
        spelling = ", ".join(f"`{o}`" for o in [*param.opts, *param.secondary_opts])
        if param.metavar:
            spelling += f" `{param.metavar}`"
        elif isinstance(param.type, click.Choice):
            spelling += " `" + "|".join(str(c) for c in param.type.choices) + "`"
        meaning = _cell(param.help or "")
        if param.show_default and param.default is not None:
            meaning += f" (default: `{param.default}`)"
        out.append(f"| {spelling.replace('|', chr(92) + '|')} | {meaning} |")
    return "\n".join(out) + "\n"


_GENERATORS = {"passes": _passes, "cli": _cli}
