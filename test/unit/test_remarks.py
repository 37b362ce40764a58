"""Optimisation remarks: their format, source locations from debug info, the CLI flags."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

import pytest

from ncpu_opt.cli import main, preprocess_argv
from ncpu_opt.errors import NcpuError
from ncpu_opt.ir import Module, parse_module
from ncpu_opt.ir.debug_loc import debug_location, function_location
from ncpu_opt.pipeline import (
    REGISTRY,
    ModulePass,
    PassContext,
    PreservedAnalyses,
    Remark,
    register_pass,
)
from ncpu_opt.pipeline.remarks import compile_remark_filters

#: A kernel with debug info: one instruction in the subprogram's scope, one in
#: a lexical block, one in a block of another file (an #included header), one
#: without a location.
DEBUG_IR = """\
define void @k(ptr %p) !dbg !10 {
entry:
  store i32 1, ptr %p, align 4, !dbg !20
  store i32 2, ptr %p, align 4, !dbg !21
  store i32 3, ptr %p, align 4, !dbg !22
  store i32 4, ptr %p, align 4
  ret void, !dbg !20
}

define void @nodebug(ptr %p) {
entry:
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "kernel.cl", directory: "/src")
!2 = !DIFile(filename: "/usr/include/helpers.h", directory: "/src")
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 2, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = distinct !DILexicalBlock(scope: !10, file: !1, line: 4, column: 7)
!14 = !DILexicalBlockFile(scope: !13, file: !2, discriminator: 0)
!20 = !DILocation(line: 3, column: 5, scope: !10)
!21 = !DILocation(line: 5, column: 9, scope: !13)
!22 = !DILocation(line: 17, scope: !14)
"""


@dataclass(frozen=True)
class RemarkEverything(ModulePass):
    """Test-only: one remark of each kind per function, at its first store."""

    name: ClassVar[str] = "test-remarks"

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        for fn in module.functions:
            if fn.is_declaration:
                continue
            first = fn.blocks[0].instructions[0]
            loc = debug_location(first)
            ctx.remark_passed(self.name, f"did it to '{fn.name}'", loc)
            ctx.remark_missed(self.name, f"did not do it to '{fn.name}'", loc)
            ctx.remark_analysis(self.name, f"looked at '{fn.name}'", function_location(fn))
        return PreservedAnalyses.all()


@pytest.fixture
def remark_pass() -> Iterator[None]:
    register_pass(RemarkEverything)
    yield
    REGISTRY.unregister(RemarkEverything.name)


@pytest.fixture
def debug_ll(tmp_path: Path) -> Path:
    path = tmp_path / "k.ll"
    path.write_text(DEBUG_IR)
    return path


# -- format and filters --------------------------------------------------------------------


def test_format_is_opts() -> None:
    assert Remark("missed", "vecz", "could not vectorize", ("k.cl", 3, 5)).format() == (
        "remark: k.cl:3:5: could not vectorize"
    )
    assert Remark("passed", "vecz", "vectorized").format() == "remark: <unknown>:0:0: vectorized"


def test_filters_select_kind_and_pass(capfd: pytest.CaptureFixture[str]) -> None:
    ctx = PassContext(remark_filters=compile_remark_filters({"missed": "vec", "passed": "^other$"}))
    ctx.remark_missed("vecz", "shown")
    ctx.remark_passed("vecz", "not shown: pattern is for another pass")
    ctx.remark_analysis("vecz", "not shown: no analysis filter")
    ctx.remark_missed("work-item-loops", "not shown: name does not match")
    assert capfd.readouterr().err == "remark: <unknown>:0:0: shown\n"
    assert [r.kind for r in ctx.remarks] == ["missed", "passed", "analysis", "missed"]


def test_compile_filters() -> None:
    filters = compile_remark_filters({"passed": "a|b", "missed": None, "analysis": ""})
    assert set(filters) == {"passed"} and filters["passed"].search("xbx")
    with pytest.raises(NcpuError, match=re.escape("invalid regular expression '(' in --pass-remarks-missed: ")):
        compile_remark_filters({"missed": "("})
    with pytest.raises(ValueError, match="unknown remark kind"):
        compile_remark_filters({"optimised": "x"})


# -- locations -----------------------------------------------------------------------------


def test_debug_location_follows_scopes() -> None:
    module = parse_module(DEBUG_IR, "k.ll")
    fn = module.get_function("k")
    assert fn is not None
    stores = fn.blocks[0].instructions
    assert [debug_location(i) for i in stores[:4]] == [
        ("kernel.cl", 3, 5),
        ("kernel.cl", 5, 9),  # DILexicalBlock -> its file
        ("/usr/include/helpers.h", 17, 0),  # DILexicalBlockFile names another file; no column
        None,
    ]
    assert debug_location(stores[0], absolute=True) == ("/src/kernel.cl", 3, 5)
    assert debug_location(stores[2], absolute=True) == ("/usr/include/helpers.h", 17, 0)


def test_function_location_is_scope_line() -> None:
    module = parse_module(DEBUG_IR, "k.ll")
    k, nodebug = module.get_function("k"), module.get_function("nodebug")
    assert k is not None and nodebug is not None
    assert function_location(k) == ("kernel.cl", 3, 0)
    assert function_location(nodebug) is None


# -- command line --------------------------------------------------------------------------


def test_preprocess_clang_spellings() -> None:
    assert preprocess_argv(["-Rpass=a", "-Rpass-missed=vecz", "-Rpass-analysis=b|c", "-pass-remarks=d"]) == [
        "--pass-remarks=a", "--pass-remarks-missed=vecz", "--pass-remarks-analysis=b|c", "--pass-remarks=d"
    ]


@pytest.mark.parametrize(
    ("flags", "expected"),
    [
        (["-Rpass-missed=test-rem"], ["remark: kernel.cl:3:5: did not do it to 'k'", "remark: <unknown>:0:0: did not do it to 'nodebug'"]),
        (["--pass-remarks", "remarks$"], ["remark: kernel.cl:3:5: did it to 'k'", "remark: <unknown>:0:0: did it to 'nodebug'"]),
        (["-pass-remarks-analysis=test"], ["remark: kernel.cl:3:0: looked at 'k'", "remark: <unknown>:0:0: looked at 'nodebug'"]),
        (["-Rpass=other-pass"], []),
        ([], []),
    ],
)
def test_cli_flags_select_remarks(
    remark_pass: None, debug_ll: Path, capfd: pytest.CaptureFixture[str], flags: list[str], expected: list[str]
) -> None:
    rc = main(["-passes=test-remarks", "--disable-output", *flags, str(debug_ll)])
    err = capfd.readouterr().err
    assert rc == 0, err
    assert err.splitlines() == expected


def test_cli_bad_regex_is_a_user_error(remark_pass: None, debug_ll: Path, capfd: pytest.CaptureFixture[str]) -> None:
    assert main(["-passes=test-remarks", "--disable-output", "-Rpass-missed=vec(z", str(debug_ll)]) == 1
    err = capfd.readouterr().err
    assert err.startswith("ncpu-opt: error: invalid regular expression 'vec(z' in --pass-remarks-missed: ")
    assert len(err.splitlines()) == 1


def test_cli_remark_flag_needs_joined_value(debug_ll: Path, capfd: pytest.CaptureFixture[str]) -> None:
    assert main(["-Rpass-missed", str(debug_ll)]) == 2
    assert "ncpu-opt: error: option '-Rpass-missed' needs a regular expression" in capfd.readouterr().err
    assert main(["-Rvecz=1", str(debug_ll)]) == 2
    assert "unknown remark option '-Rvecz=1'" in capfd.readouterr().err


def test_cli_bad_regex_no_traceback(debug_ll: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "ncpu_opt.cli", "-passes=verify", "-Rpass-missed=[", "-S", str(debug_ll)],
        capture_output=True,
        timeout=60,
    )
    assert proc.returncode == 1 and proc.stdout == b""
    assert proc.stderr.decode().startswith("ncpu-opt: error: invalid regular expression '['")
    assert b"Traceback" not in proc.stderr
