; Debug records that describe a pointer (#dbg_value) are not uses that could write through it:
; a __local argument they describe is still watched.
; RUN: ncpu-opt -passes=check-uninitialized -S %s | FileCheck %s

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %check.shadow = getelementptr i8, ptr addrspace(3) %scratch
; CHECK: %check.written = load i32, ptr addrspace(3)
; CHECK: call void @__ncpu_check_report(ptr %check.state, i32 10, i32 0, i32 1,

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(3) %scratch, i64 %i) !dbg !5 {
entry:
    #dbg_value(ptr addrspace(3) %scratch, !9, !DIExpression(), !11)
  %s = getelementptr float, ptr addrspace(3) %scratch, i64 %i
  %w = load float, ptr addrspace(3) %s, align 4
  store float %w, ptr addrspace(1) %out, align 4
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cl", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DILocalVariable(name: "scratch", arg: 2, scope: !5, file: !1, line: 1, type: !10)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!11 = !DILocation(line: 1, scope: !5)
