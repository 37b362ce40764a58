; A replaced call keeps its !dbg location and the debug records attached to it;
; a #dbg_value of the call's result now describes the replacement.
; RUN: ncpu-opt -passes=optimal-builtin-replace -S %s | FileCheck %s

target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @k(
; CHECK-NEXT: entry:
; CHECK-NEXT: #dbg_value(i32 %x, !{{[0-9]+}}, !DIExpression(), ![[LOC:[0-9]+]])
; CHECK-NEXT: %c = call i32 @llvm.ctlz.i32(i32 %x, i1 false), !dbg ![[CALL:[0-9]+]]
; CHECK-NEXT: #dbg_value(i32 %c, !{{[0-9]+}}, !DIExpression(), ![[LOC]])
; CHECK-NEXT: store i32 %c, ptr %out, align 4, !dbg ![[STORE:[0-9]+]]
; CHECK-DAG: ![[CALL]] = !DILocation(line: 3, column: 11, scope: ![[SP:[0-9]+]])
; CHECK-DAG: ![[STORE]] = !DILocation(line: 4, column: 8, scope: ![[SP]])
define spir_kernel void @k(i32 %x, ptr %out) !dbg !5 {
entry:
    #dbg_value(i32 %x, !9, !DIExpression(), !11)
  %c = call spir_func i32 @_Z12__abacus_clzj(i32 %x), !dbg !12
    #dbg_value(i32 %c, !10, !DIExpression(), !11)
  store i32 %c, ptr %out, align 4, !dbg !13
  ret void, !dbg !14
}

declare spir_func i32 @_Z12__abacus_clzj(i32)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cl", directory: ".")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 2, type: !6, scopeLine: 2, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !8)
!6 = !DISubroutineType(types: !7)
!7 = !{null, !4}
!8 = !{!9, !10}
!9 = !DILocalVariable(name: "x", arg: 1, scope: !5, file: !1, line: 2, type: !4)
!10 = !DILocalVariable(name: "c", scope: !5, file: !1, line: 3, type: !4)
!11 = !DILocation(line: 0, scope: !5)
!12 = !DILocation(line: 3, column: 11, scope: !5)
!13 = !DILocation(line: 4, column: 8, scope: !5)
!14 = !DILocation(line: 5, column: 1, scope: !5)
