; With clang -g, a builtin's declaration carries a DISubprogram for its
; prototype: shared, not a definition's.  The builtin's definition drops it
; (LLVM rejects it on a definition, and the body has no source lines); the
; kernel keeps its debug info, and nothing is reported.
; RUN: ncpu-opt -passes=define-opencl-builtins -S %s -o %t.ll 2> %t.err
; RUN: filecheck %s --input-file=%t.ll
; RUN: filecheck %s --check-prefix=QUIET --input-file=%t.err --allow-empty

; QUIET-NOT: {{.}}

; CHECK-LABEL: define spir_kernel void @k(ptr addrspace(1) %a) !dbg !{{[0-9]+}} {
; CHECK: tail call spir_func float @_Z4sqrtf(float %0), !dbg ![[CALL_LOC:[0-9]+]]
; CHECK-LABEL: define internal spir_func float @_Z4sqrtf(float noundef %x) #{{[0-9]+}} {
; CHECK: ![[CALL_LOC]] = !DILocation(line: 3, column: 10, scope:

define spir_kernel void @k(ptr addrspace(1) %a) !dbg !7 {
entry:
  %0 = load float, ptr addrspace(1) %a, align 4, !dbg !25
  %call1 = tail call spir_func float @_Z4sqrtf(float %0), !dbg !30
  store float %call1, ptr addrspace(1) %a, align 4, !dbg !32
  ret void, !dbg !33
}

declare !dbg !40 spir_func float @_Z4sqrtf(float noundef)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !8, producer: "clang version 19.1.7", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!7 = distinct !DISubprogram(name: "k", scope: !8, file: !8, line: 1, type: !9, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!8 = !DIFile(filename: "k.cl", directory: "/tmp")
!9 = !DISubroutineType(types: !10)
!10 = !{null, !11}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!25 = !DILocation(line: 3, column: 15, scope: !7)
!30 = !DILocation(line: 3, column: 10, scope: !7)
!32 = !DILocation(line: 3, column: 8, scope: !7)
!33 = !DILocation(line: 4, column: 1, scope: !7)
!35 = !DIFile(filename: "opencl-c.h", directory: "/tmp")
!40 = !DISubprogram(name: "sqrt", linkageName: "_Z4sqrtf", scope: !35, file: !35, line: 8502, type: !41, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!41 = !DISubroutineType(types: !42)
!42 = !{!12, !12}
