; Invalid on purpose: LLVM's verifier rejects this debug info.
; Debug info of a metadata version LLVM does not read is dropped on reading, as
; LLVM's reader does, with one warning saying so (no module flag reads as 0).
; RUN: ncpu-opt -S %s -o %t.ll 2> %t.err
; RUN: filecheck %s --check-prefix=WARN --input-file=%t.err
; RUN: filecheck %s --input-file=%t.ll

; WARN: ncpu-opt: warning: {{.*}}debug-info-version.ll: debug info dropped: its metadata version is 2 (the "Debug Info Version" module flag), LLVM {{[0-9]+}} reads 3
; WARN-NOT: {{.}}

; CHECK-LABEL: define i32 @f(i32 %x) {
; CHECK-NEXT: entry:
; CHECK-NEXT: %y = add i32 %x, 1{{$}}
; CHECK-NOT: !dbg
; CHECK-NOT: DISubprogram

define i32 @f(i32 %x) !dbg !4 {
entry:
  %y = add i32 %x, 1, !dbg !7
  ret i32 %y, !dbg !7
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cl", directory: "/tmp")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 2}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 2, column: 3, scope: !4)
