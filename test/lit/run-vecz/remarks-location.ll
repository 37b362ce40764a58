; A missed remark points at the instruction to blame when it has a debug
; location (else at the kernel's DISubprogram); clang's -Rpass-missed=vecz
; spelling works like --pass-remarks-missed=vecz.
; RUN: ncpu-opt -passes='run-vecz<width=4>' -Rpass-missed=vecz -S %s -o /dev/null 2>&1 | filecheck %s
; RUN: ncpu-opt -passes='run-vecz<width=4>' --pass-remarks-missed=vecz -S %s -o /dev/null 2>&1 | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: remark: k.cl:7:5: could not vectorize kernel @k: a call of the unknown function @ext
; CHECK: remark: k.cl:20:0: could not vectorize kernel @f: an indirect call is not vectorisable

define void @k(ptr addrspace(1) %out) #0 !dbg !5 {
  %gid = call i64 @__mux_get_global_id(i32 0), !dbg !8
  call void @ext(i64 %gid), !dbg !9
  ret void
}

define void @f(ptr %fn) #0 !dbg !10 {
  call void %fn()
  ret void
}

declare i64 @__mux_get_global_id(i32)
declare void @ext(i64)
attributes #0 = { "mux-kernel"="entry-point" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cl", directory: "/src")
!2 = !DISubroutineType(types: !{null})
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 5, type: !2, scopeLine: 5, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!8 = !DILocation(line: 6, column: 3, scope: !5)
!9 = !DILocation(line: 7, column: 5, scope: !5)
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 20, type: !2, scopeLine: 20, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
