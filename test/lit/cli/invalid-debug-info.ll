; Invalid on purpose: LLVM's verifier rejects this debug info.
; Debug info LLVM 22 rejects (here a definition carrying a declaration's shared
; DISubprogram, as in clang -g output gone wrong) is dropped with ONE warning
; naming the first problem; the code is kept and the run succeeds.
; RUN: ncpu-opt -S %s -o %t.ll 2> %t.err
; RUN: filecheck %s --check-prefix=WARN --input-file=%t.err
; RUN: filecheck %s --input-file=%t.ll
; The same on the way to an object file.
; RUN: ncpu-opt -passes=verify --filetype=obj %s -o %t.o 2>&1 | filecheck %s --check-prefix=WARN

; WARN: ncpu-opt: warning: {{.*}}invalid-debug-info.ll: invalid debug info dropped (LLVM {{[0-9]+}} rejects it): function definition may only have a distinct !dbg attachment (ptr @f)
; WARN-NOT: {{.}}

; CHECK-LABEL: define i32 @f(i32 %x) {
; CHECK-NEXT: entry:
; CHECK-NEXT: %y = add i32 %x, 1{{$}}
; CHECK-NEXT: ret i32 %y{{$}}
; CHECK-LABEL: define i32 @g(i32 %x) {
; CHECK-NOT: !dbg
; CHECK-NOT: !llvm.dbg.cu
; CHECK: !"Debug Info Version", i32 3}

define i32 @f(i32 %x) !dbg !4 {
entry:
  %y = add i32 %x, 1, !dbg !7
  ret i32 %y, !dbg !7
}

define i32 @g(i32 %x) !dbg !8 {
entry:
  %y = mul i32 %x, 3, !dbg !9
  ret i32 %y, !dbg !9
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cl", directory: "/tmp")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, flags: DIFlagPrototyped, spFlags: 0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 2, column: 3, scope: !4)
!8 = !DISubprogram(name: "g", scope: !1, file: !1, line: 5, type: !5, flags: DIFlagPrototyped, spFlags: 0)
!9 = !DILocation(line: 6, column: 3, scope: !8)
