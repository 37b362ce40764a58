"""The ``print<...>`` analysis printer pass."""

from __future__ import annotations

import pytest

from ncpu_opt.errors import NcpuError
from ncpu_opt.ir import parse_module
from ncpu_opt.pipeline import PassContext
from ncpu_opt.pipeline.builder import NcpuStep, build_pipeline

KERNEL = """
declare void @ext()

define void @k(ptr %out, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %loop ]
  %inc = add i32 %i, 1
  %cmp = icmp slt i32 %inc, %n
  br i1 %cmp, label %loop, label %exit
exit:
  store i32 %inc, ptr %out
  ret void
}
"""


def run_printer(pipeline: str, capsys: pytest.CaptureFixture[str]) -> str:
    (step,) = build_pipeline(pipeline).steps
    assert isinstance(step, NcpuStep)
    module = parse_module(KERNEL, "k.ll")
    preserved = step.pass_.run(module, PassContext())
    assert preserved.are_all_preserved()
    captured = capsys.readouterr()
    assert captured.out == ""
    return captured.err


def test_print_domtree(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_printer("print<domtree>", capsys).splitlines() == [
        "DominatorTree for function: k",
        "  [1] %entry",
        "    [2] %loop",
        "      [3] %exit",
    ]


def test_print_postdomtree(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_printer("print<postdomtree>", capsys).splitlines()[:2] == [
        "PostDominatorTree for function: k",
        "  [1] %exit",
    ]


def test_print_loops(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_printer("print<loops>", capsys).splitlines() == [
        "Loop info for function 'k':",
        "Loop at depth 1 containing: %loop<header><latch><exiting>",
    ]


def test_print_liveness(capsys: pytest.CaptureFixture[str]) -> None:
    text = run_printer("print<liveness>", capsys)
    assert "Liveness for function: k" in text
    assert "    live-in:  %out %inc" in text.splitlines()


def test_print_several(capsys: pytest.CaptureFixture[str]) -> None:
    text = run_printer("print<domtree;loops>", capsys)
    assert text.index("DominatorTree") < text.index("Loop info")


def test_print_needs_a_flag() -> None:
    with pytest.raises(NcpuError, match="say what to print"):
        build_pipeline("print")
