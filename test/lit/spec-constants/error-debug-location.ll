; With debug info, errors point at the source: FILE:LINE:COL.
; RUN: not ncpu-opt -passes=spec-constants -S %s 2>&1 | filecheck %s
; CHECK: ncpu-opt: error: kernel.cpp:12:7: spec-constants: specialization constant 'id' is read as float here but as i32 elsewhere (call to @_Z37__sycl_getScalar2020SpecConstantValueIfET_PKcPKvS4_ in @k)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@__usid_str = private unnamed_addr addrspace(1) constant [3 x i8] c"id\00", align 1
@_ZL6id_int = internal addrspace(1) constant i32 42, align 4

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(4) %buf) !dbg !5 {
entry:
  %v = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) addrspacecast (ptr addrspace(1) @__usid_str to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @_ZL6id_int to ptr addrspace(4)), ptr addrspace(4) %buf), !dbg !8
  %w = call spir_func float @_Z37__sycl_getScalar2020SpecConstantValueIfET_PKcPKvS4_(ptr addrspace(4) addrspacecast (ptr addrspace(1) @__usid_str to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @_ZL6id_int to ptr addrspace(4)), ptr addrspace(4) %buf), !dbg !9
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

declare spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
declare spir_func float @_Z37__sycl_getScalar2020SpecConstantValueIfET_PKcPKvS4_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "kernel.cpp", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 4}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !6, scopeLine: 10, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 11, column: 7, scope: !5)
!9 = !DILocation(line: 12, column: 7, scope: !5)
