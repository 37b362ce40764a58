"""dot-regions and the CLI's --view: the pass leaves the module as it was; --view renders
its files to SVG with Graphviz's dot (skipped without it) or says once how to get dot."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from ncpu_opt.passes.dot_regions import DotRegions

from ncpu_opt.cli import main
from ncpu_opt.ir import parse_module, print_module
from ncpu_opt.pipeline import PassContext
from ncpu_opt.pipeline.graphviz import INSTALL_HINT, render_svgs, svg_path

KERNEL = """\
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) byval(i32) %in, ptr addrspace(1) %out) #0 {
entry:
  %buf = alloca i32, align 4
  %lid = call i64 @__mux_get_local_id(i32 0)
  %v = load i32, ptr addrspace(1) %in, align 4
  store i32 %v, ptr %buf, align 4
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %w = load i32, ptr %buf, align 4
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %lid
  store i32 %w, ptr addrspace(1) %q, align 4
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare void @__mux_work_group_barrier(i32, i32, i32)
attributes #0 = { "mux-kernel"="entry-point" }
"""

needs_dot = pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz's dot is not installed")


@pytest.fixture
def kernel(tmp_path: Path) -> Path:
    path = tmp_path / "k.ll"
    path.write_text(KERNEL)
    return path


def test_pass_leaves_the_module_as_it_was(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    module = parse_module(KERNEL)
    before = print_module(module)
    functions, types = list(module.functions), dict(module.struct_types)
    ctx = PassContext()
    preserved = DotRegions(directory=str(tmp_path)).run(module, ctx)
    assert preserved.are_all_preserved()
    assert print_module(module) == before
    assert module.functions == functions and module.struct_types == types
    assert ctx.dot_files == [str(tmp_path / "k.regions.dot")]
    assert "digraph" in (tmp_path / "k.regions.dot").read_text()
    assert capsys.readouterr().err == f"Writing '{tmp_path / 'k.regions.dot'}'...\n"


def test_unwritable_folder_is_reported_not_fatal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    ctx = PassContext()
    DotRegions(directory=str(blocker / "sub")).run(parse_module(KERNEL), ctx)
    assert ctx.dot_files == []
    assert "error opening file for writing" in capsys.readouterr().err


def test_svg_path() -> None:
    assert svg_path("d/k.regions.dot") == "d/k.regions.svg"
    assert svg_path("k.gv") == "k.gv.svg"


@needs_dot
def test_view_renders_svg(kernel: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "pics"
    assert main([f"-passes=dot-regions<dir={out}>", "--view", "--disable-output", str(kernel)]) == 0
    svg = out / "k.regions.svg"
    assert svg.read_text().lstrip().startswith(("<?xml", "<svg", "<!DOCTYPE"))
    assert "region 2: after barrier 0" in svg.read_text()
    assert f"Writing '{svg}'..." in capsys.readouterr().err


def test_view_without_dot_says_how_to_get_it(
    kernel: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(shutil, "which", lambda name: None)
    out = tmp_path / "pics"
    assert main([f"-passes=dot-regions<dir={out}>", "--view", "--disable-output", str(kernel)]) == 0
    err = capsys.readouterr().err
    assert err.count(INSTALL_HINT) == 1
    assert (out / "k.regions.dot").exists() and not (out / "k.regions.svg").exists()


def test_view_with_nothing_drawn(capsys: pytest.CaptureFixture[str]) -> None:
    assert render_svgs([]) == []
    assert "no pass wrote a picture" in capsys.readouterr().err


def test_view_of_an_object_build_sees_every_picture(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """--view with --filetype=obj: the kernels compile in this process (files written in -j's
    workers would never be rendered), and -j says so."""
    monkeypatch.setattr(shutil, "which", lambda name: None)
    source = tmp_path / "two.cl"
    source.write_text(
        "__kernel void a(__global int *x) { x[0] = 1; barrier(CLK_LOCAL_MEM_FENCE); }\n"
        "__kernel void b(__global int *x) { x[1] = 2; barrier(CLK_LOCAL_MEM_FENCE); }\n"
    )
    out = tmp_path / "pics"
    args = ["-j", "2", f"-passes=native-cpu<no-vecz>,dot-regions<dir={out}>", "--view", "--filetype=obj"]
    assert main([*args, str(source), "-o", str(tmp_path / "two.o")]) == 0
    err = capsys.readouterr().err
    assert "-j has no effect with per-pass output" in err and "--view" in err
    assert err.count(INSTALL_HINT) == 1, "the pictures were not seen by --view"
    assert sorted(p.name for p in out.iterdir()) == ["a.regions.dot", "b.regions.dot"]
