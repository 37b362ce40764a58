; The wrapper gets an artificial copy of the kernel's DISubprogram (the kernel
; keeps its own) and the call to the kernel a line-0 location in it.
; RUN: ncpu-opt -passes=add-kernel-wrapper,verify -S %s | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

; CHECK: define internal void @k(i32 %x) #{{[0-9]+}} !dbg ![[SP:[0-9]+]] {
define void @k(i32 %x) #0 !dbg !3 {
  ret void
}

; CHECK: define void @k.mux-kernel-wrapper(ptr noundef nonnull dereferenceable(4) %packed-args) #{{[0-9]+}} !dbg ![[WSP:[0-9]+]]
; CHECK: call void @k(i32 %x) #{{[0-9]+}}, !dbg ![[LOC:[0-9]+]]
; CHECK-DAG: ![[SP]] = distinct !DISubprogram(name: "k", {{.*}}flags: DIFlagPrototyped,
; CHECK-DAG: ![[WSP]] = distinct !DISubprogram(name: "k", {{.*}}flags: DIFlagArtificial | DIFlagPrototyped,
; CHECK-DAG: ![[LOC]] = !DILocation(line: 0, scope: ![[WSP]])

attributes #0 = { "mux-kernel"="entry-point" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cl", directory: "/tmp")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 2, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
