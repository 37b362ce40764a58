; Debug info: a replaced global leaves its compile unit's globals, the
; kernel's subprogram moves to the wrapper, and the variable is declared there
; as a local of the struct, at its offset.
; RUN: ncpu-opt -passes=replace-module-scope-vars,verify -S %s | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

@a = internal addrspace(3) global i16 poison, align 2, !dbg !10
@b = internal addrspace(3) global i32 poison, align 4, !dbg !12

; CHECK-LABEL: define internal void @k(ptr %0) #{{[0-9]+}} {
; CHECK-LABEL: define void @k.mux-local-var-wrapper()
; CHECK-SAME: !dbg [[SP:![0-9]+]] {
; CHECK-NEXT: [[FRAME:%[0-9]+]] = alloca %localVarTypes, align 4
; CHECK-NEXT: #dbg_declare(ptr [[FRAME]], [[A:![0-9]+]], !DIExpression(DW_OP_plus_uconst, 0), [[ALOC:![0-9]+]])
; CHECK-NEXT: #dbg_declare(ptr [[FRAME]], [[B:![0-9]+]], !DIExpression(DW_OP_plus_uconst, 4), [[BLOC:![0-9]+]])
; CHECK-NEXT: call void @k(ptr [[FRAME]])
define void @k() #0 !dbg !5 {
  %x = load i16, ptr addrspace(3) @a, align 2
  %y = load i32, ptr addrspace(3) @b, align 4
  ret void
}

; CHECK: distinct !DICompileUnit({{.*}}globals: [[GLOBALS:![0-9]+]])
; CHECK-DAG: [[GLOBALS]] = !{}
; CHECK-DAG: [[SP]] = distinct !DISubprogram(name: "k"
; CHECK-DAG: [[A]] = !DILocalVariable(name: "a", scope: [[SP]], file: !{{[0-9]+}}, line: 3, type: !{{[0-9]+}})
; CHECK-DAG: [[ALOC]] = !DILocation(line: 3, scope: [[SP]])
; CHECK-DAG: [[B]] = !DILocalVariable(name: "b", scope: [[SP]], file: !{{[0-9]+}}, line: 4, type: !{{[0-9]+}})
; CHECK-DAG: [[BLOC]] = !DILocation(line: 4, scope: [[SP]])

attributes #0 = { "mux-kernel"="entry-point" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug, globals: !2)
!1 = !DIFile(filename: "k.cl", directory: "/tmp")
!2 = !{!10, !12}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 2, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!11 = distinct !DIGlobalVariable(name: "a", scope: !5, file: !1, line: 3, type: !6, isLocal: true, isDefinition: true)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!13 = distinct !DIGlobalVariable(name: "b", scope: !5, file: !1, line: 4, type: !3, isLocal: true, isDefinition: true)
