"""Debug info: clang -g output compiles without a word; invalid debug info is dropped with one warning.

LLVM's reader used to check debug info itself and print one verifier message
per function (plus a warning) on stderr when it was invalid; ncpu-opt does the
check, says why once through :mod:`warnings`, and keeps valid debug info.
"""

from __future__ import annotations

import warnings

import numpy as np
import pytest
from ncpu_opt.runtime import Program
from runtime_support import OWN_KERNELS

from ncpu_opt.codegen import backend
from ncpu_opt.errors import NcpuError
from ncpu_opt.ir import parse_module, print_module
from ncpu_opt.ir.strip_debug import strip_debug_info
from ncpu_opt.ir.upgrade import upgrade_legacy_text

#: A kernel whose DISubprogram is not distinct: a declaration's, which LLVM rejects on a definition.
INVALID_DEBUG_KERNEL = """
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @fill(ptr addrspace(1) %out) !dbg !4 {
entry:
  %id = call spir_func i64 @_Z13get_global_idj(i32 0), !dbg !7
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %id, !dbg !7
  %v = trunc i64 %id to i32, !dbg !7
  %w = add i32 %v, 100, !dbg !7
  store i32 %w, ptr addrspace(1) %p, align 4, !dbg !7
  ret void, !dbg !7
}

declare spir_func i64 @_Z13get_global_idj(i32)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "fill.cl", directory: "/tmp")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DISubprogram(name: "fill", scope: !1, file: !1, line: 1, type: !5, flags: DIFlagPrototyped, spFlags: 0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 2, column: 3, scope: !4)
"""


def _debug_warnings(record: list[warnings.WarningMessage]) -> list[str]:
    return [str(w.message) for w in record if issubclass(w.category, backend.InvalidDebugInfoWarning)]


@pytest.mark.parametrize("kernel", ["vecmath", "histogram"])
def test_clang_debug_output_compiles_quietly(kernel: str, capfd: pytest.CaptureFixture[str]) -> None:
    # Both declare builtins with a DISubprogram that define-opencl-builtins defines.
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        program = Program.from_file(OWN_KERNELS / "ll-debug" / f"{kernel}.ll", cache=False)
    assert program.kernel_names == [kernel]
    assert _debug_warnings(record) == []
    assert capfd.readouterr().err == ""


def test_invalid_debug_info_dropped_with_one_warning(capfd: pytest.CaptureFixture[str]) -> None:
    out = np.zeros(64, np.int32)
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("default")  # what a user gets: the launch's recompile does not repeat it
        program = Program.from_source(INVALID_DEBUG_KERNEL, cache=False)
        program.kernel("fill")(out, global_size=(64,), local_size=(16,))
    assert _debug_warnings(record) == [
        "<source>: invalid debug info dropped (LLVM 22 rejects it): "
        "function definition may only have a distinct !dbg attachment (ptr @fill)"
    ]
    assert capfd.readouterr().err == ""  # nothing from LLVM itself
    np.testing.assert_array_equal(out, np.arange(64, dtype=np.int32) + 100)


def test_broken_code_with_debug_info_is_an_error_not_an_abort() -> None:
    # LLVM's reader aborted the process on a broken module with a debug info version flag.
    broken = INVALID_DEBUG_KERNEL.replace("%w = add i32 %v, 100", "%w = add i32 %x, 100")
    broken = broken.replace("  %v = trunc", "  %x = add i32 %w, 1\n  %v = trunc")
    with pytest.raises(NcpuError, match="does not dominate all uses"):
        backend.canonicalize(broken, "broken.ll")


def test_valid_debug_info_is_kept() -> None:
    text = upgrade_legacy_text((OWN_KERNELS / "ll-debug" / "vecmath.ll").read_text())
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        canonical = backend.canonicalize(text, "vecmath.ll")
    assert "!llvm.dbg.cu" in canonical
    assert "#dbg_value" in canonical


LOOP_MODULE = """
define void @f(i32 %n) !dbg !4 {
entry:
    #dbg_value(i32 %n, !8, !DIExpression(), !7)
  br label %loop, !dbg !7

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, 1, !dbg !7
  %done = icmp eq i32 %next, %n
  br i1 %done, label %second, label %loop, !llvm.loop !10

second:
  %j = phi i32 [ 0, %loop ], [ %j.next, %second ]
  %j.next = add i32 %j, 1
  %j.done = icmp eq i32 %j.next, %n
  br i1 %j.done, label %exit, label %second, !llvm.loop !13

exit:
  ret void, !dbg !7
}

@g = global i32 0, !dbg !14

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "t", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !17)
!1 = !DIFile(filename: "t.c", directory: "/tmp")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 2, column: 3, scope: !4)
!8 = !DILocalVariable(name: "n", arg: 1, scope: !4, file: !1, line: 1, type: !9)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = distinct !{!10, !7, !11, !12}
!11 = !DILocation(line: 4, column: 1, scope: !4)
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !7, !11}
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 1, type: !9, isLocal: false, isDefinition: true)
!17 = !{!14}
"""


def test_strip_debug_info_removes_what_llvm_strips() -> None:
    module = parse_module(backend.canonicalize(LOOP_MODULE, "t.ll"), "t.ll")
    assert strip_debug_info(module)
    text = print_module(module)
    for gone in ("!dbg", "#dbg_", "llvm.dbg.cu", "DILocation", "DISubprogram", "DIGlobalVariable"):
        assert gone not in text, gone
    # The first loop keeps its property, the second (locations only) loses its ID.
    assert text.count("!llvm.loop") == 1
    assert "llvm.loop.mustprogress" in text
    assert '!"Debug Info Version", i32 3' in text  # module flags stay, as in LLVM
    backend.verify_text(text, "t.ll")
    assert not strip_debug_info(module)


def test_bitcode_with_invalid_debug_info_is_repaired_too() -> None:
    mod = backend.parse_llvm(INVALID_DEBUG_KERNEL, "fill.ll")  # LLVM parses it; only the verifier objects
    try:
        bitcode = bytes(mod.as_bitcode())
    finally:
        backend.dispose(mod)
    with pytest.warns(backend.InvalidDebugInfoWarning, match=r"^fill.bc: invalid debug info dropped .*\(ptr @fill\)$"):
        text = backend.bitcode_to_text(bitcode, "fill.bc")
    assert "!dbg" not in text and "define spir_kernel void @fill" in text
