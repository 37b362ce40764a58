"""The command line's option checks: target names, typos, -O levels, plugins (issue 27)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from ncpu_opt.cli import main
from ncpu_opt.codegen.target_names import parse_listing

GOOD = "define i32 @f(i32 %a) {\nentry:\n  %b = add i32 %a, 0\n  ret i32 %b\n}\n"


@pytest.fixture
def good(tmp_path: Path) -> Path:
    path = tmp_path / "good.ll"
    path.write_text(GOOD)
    return path


def test_unknown_cpu_writes_no_output(good: Path, tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "k.o"
    assert main(["-mcpu=skylak", "--filetype=obj", str(good), "-o", str(out)]) == 1
    err = capfd.readouterr().err
    assert err.startswith("ncpu-opt: error: unknown CPU 'skylak' for target ")
    assert err.count("\n") == 1 and "'skylake'" in err
    assert not out.exists()


def test_parse_listing() -> None:
    text = (
        "Available CPUs for this target:\n\n  a53  - Select the a53 processor.\n  x-1  - Select.\n\n"
        "Available features for this target:\n\n  neon - Enable Neon.\n\nUse +feature to enable a feature\n"
    )
    names = parse_listing(text)
    assert names.cpus == ("a53", "x-1") and names.features == ("neon",)


def test_check_not_compiled() -> None:
    from ncpu_opt.errors import NcpuError
    from ncpu_opt.pipeline.compiled_input import check_not_compiled

    wrapped = 'define void @"my k.mux-work-group-driver"(ptr %a) {\n  ret void\n}\n'
    with pytest.raises(NcpuError, match=r"^k\.ll: this module has already been through native-cpu \(it defines @my k\.mux-work-group-driver\)"):
        check_not_compiled(wrapped, "k.ll", ["add-work-group-driver"])
    check_not_compiled(wrapped, "k.ll", ["instcombine"])  # a pass that can run on it
    declared = "declare void @k.mux-kernel-wrapper(ptr)\n"
    check_not_compiled(declared, "k.ll", ["add-kernel-wrapper"])


def test_print_passes_describes_each_pass(capfd: pytest.CaptureFixture[str]) -> None:
    assert main(["--print-passes"]) == 0
    lines = capfd.readouterr().out.splitlines()
    section = lines[lines.index("LLVM passes:") + 1 : lines.index("LLVM passes with params:")]
    assert section and all("  - " in line for line in section)
    # The descriptions start in one column.
    assert len({line.index("  - ") for line in section}) == 1
    wil = next(line for line in lines if line.startswith("  work-item-loops<"))
    assert wil.split("  - ", 1)[1].startswith("Wrap kernel entry points in work-item loops")


def test_python_dash_m_runs_the_cli() -> None:
    ok = subprocess.run([sys.executable, "-m", "ncpu_opt", "-S"], input=GOOD, capture_output=True, text=True, timeout=60)
    assert ok.returncode == 0 and "define i32 @f" in ok.stdout, ok.stderr
    bad = subprocess.run([sys.executable, "-m", "ncpu_opt", "-pases=x"], capture_output=True, text=True, timeout=60)
    assert bad.returncode == 1 and bad.stderr == "ncpu-opt: error: unknown option '-pases' (did you mean '-passes'?)\n"


PLUGIN = '''
from dataclasses import dataclass
from typing import ClassVar

from ncpu_opt.ir import Module
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass


@register_pass
@dataclass(frozen=True)
class Retriple(ModulePass):
    """Set the module's target triple (a plugin's pass)."""

    name: ClassVar[str] = "{name}"
    triple: str = "aarch64-unknown-linux-gnu"

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        module.triple = self.triple
        return PreservedAnalyses.none()
'''


@pytest.fixture
def plugin_names() -> Iterator[list[str]]:
    """Pass names a test's plugins register, unregistered afterwards (the registry is the process's)."""
    from ncpu_opt.pipeline import REGISTRY

    names: list[str] = []
    yield names
    for name in names:
        REGISTRY.unregister(name)


def test_load_pass_plugin_file(
    good: Path, tmp_path: Path, plugin_names: list[str], capfd: pytest.CaptureFixture[str]
) -> None:
    plugin = tmp_path / "plugin" / "my_pass.py"
    plugin.parent.mkdir()
    plugin.write_text(PLUGIN.format(name="test-plugin-pass"))
    plugin_names.append("test-plugin-pass")
    assert main(["-load-pass-plugin", str(plugin), "-passes=test-plugin-pass", "-S", str(good)]) == 0
    assert 'target triple = "aarch64-unknown-linux-gnu"' in capfd.readouterr().out
    assert main([f"--load-pass-plugin={plugin}", "--print-passes"]) == 0
    [listed] = [line for line in capfd.readouterr().out.splitlines() if "test-plugin-pass" in line]
    assert listed.startswith("  test-plugin-pass<triple=<str>>  ")
    assert listed.endswith("  - Set the module's target triple (a plugin's pass).")


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (None, "No such file or directory"),
        ("def f(:\n", "line 1: invalid syntax"),
        ("import no_such_module_for_ncpu_opt\n", "No module named 'no_such_module_for_ncpu_opt'"),
        ("raise RuntimeError('boom')\n", "RuntimeError: boom"),
    ],
)
def test_broken_pass_plugin_is_one_error(
    good: Path, tmp_path: Path, text: str | None, reason: str, capfd: pytest.CaptureFixture[str]
) -> None:
    plugin = tmp_path / "plugin.py"
    if text is not None:
        plugin.write_text(text)
    out = tmp_path / "out.ll"
    assert main([f"--load-pass-plugin={plugin}", "-S", str(good), "-o", str(out)]) == 1
    assert capfd.readouterr().err == f"ncpu-opt: error: cannot load pass plugin '{plugin}': {reason}\n"
    assert not out.exists()


@pytest.fixture
def entry_point_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, plugin_names: list[str]) -> list[object]:
    """An installed package's pass, as the entry point 'ncpu_opt.passes' would give it;
    the list records each call of entry_points()."""
    from importlib import metadata

    from ncpu_opt.pipeline import plugins

    (tmp_path / "ncpu_opt_test_ep_plugin.py").write_text(PLUGIN.format(name="test-ep-pass"))
    monkeypatch.syspath_prepend(str(tmp_path))
    plugin_names.append("test-ep-pass")
    monkeypatch.setattr(plugins, "_entry_points_loaded", False)
    calls: list[object] = []
    entry = metadata.EntryPoint(name="test-ep", value="ncpu_opt_test_ep_plugin:Retriple", group=plugins.ENTRY_POINT_GROUP)

    def entry_points(**selection: object) -> list[metadata.EntryPoint]:
        calls.append(selection)
        return [entry] if selection.get("group") == plugins.ENTRY_POINT_GROUP else []

    monkeypatch.setattr(metadata, "entry_points", entry_points)
    return calls


def test_entry_point_passes_load_when_a_name_is_not_found(
    good: Path, entry_point_module: list[object], capfd: pytest.CaptureFixture[str]
) -> None:
    # A pipeline of known passes never looks at the installed packages.
    assert main(["-passes=instcombine", "-S", str(good)]) == 0
    assert entry_point_module == []
    assert main(["-passes=test-ep-pass", "-S", str(good)]) == 0
    assert 'target triple = "aarch64-unknown-linux-gnu"' in capfd.readouterr().out
    assert len(entry_point_module) == 1


def test_entry_point_passes_are_listed(entry_point_module: list[object], capfd: pytest.CaptureFixture[str]) -> None:
    assert main(["--print-passes"]) == 0
    assert "  test-ep-pass<triple=<str>>  " in capfd.readouterr().out


def test_broken_entry_point_is_one_error(
    good: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    from importlib import metadata

    from ncpu_opt.pipeline import plugins

    monkeypatch.setattr(plugins, "_entry_points_loaded", False)
    entry = metadata.EntryPoint(name="broken", value="no_such_module_for_ncpu_opt:P", group=plugins.ENTRY_POINT_GROUP)
    monkeypatch.setattr(metadata, "entry_points", lambda **_: [entry])
    assert main(["-passes=no-such-pass-anywhere", "-S", str(good)]) == 1
    assert capfd.readouterr().err == (
        "ncpu-opt: error: cannot load pass plugin 'broken' (entry point no_such_module_for_ncpu_opt:P "
        "of group ncpu_opt.passes): No module named 'no_such_module_for_ncpu_opt'\n"
    )


def test_print_passes_shows_real_option_names() -> None:
    """Each option --print-passes shows for a pass of ours is one its parser takes."""
    from ncpu_opt.errors import NcpuError
    from ncpu_opt.pipeline.builder import build_pipeline
    from ncpu_opt.pipeline.registry import load_builtin_passes

    registry = load_builtin_passes()
    samples = {"<int>": "2", "<float>": "1.0", "<str>": "x", ":...": ""}
    for info in registry.ours():
        for shown in filter(None, info.params.split(";")):
            option = shown
            for syntax, value in samples.items():
                option = option.replace(syntax, value)
            try:
                build_pipeline(f"{info.name}<{option}>", registry)
            except NcpuError as e:
                # A value the pass refuses is fine here; an option it does not know is not.
                assert f"parameter '{shown.split('=')[0]}'" not in e.message, e.message
