; clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL3.0 -cl-ext=+all -finclude-default-header -emit-llvm -O1 -debug-info-kind=limited -dwarf-version=5 debug_info.cl -o debug_info.ll
; ModuleID = 'debug_info.cl'
source_filename = "debug_info.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @debug_info(ptr addrspace(1) nocapture noundef align 4 %out) local_unnamed_addr #0 !dbg !7 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
entry:
    #dbg_value(ptr addrspace(1) %out, !14, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !24)
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !25
    #dbg_value(i64 %call, !15, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !24)
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %call, !dbg !26
  %0 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !26, !tbaa !27
  %call1 = tail call spir_func i32 @_Z21work_group_reduce_addi(i32 noundef %0) #4, !dbg !31
    #dbg_value(i32 %call1, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !24)
  tail call spir_func void @_Z7barrierj(i32 noundef 2) #4, !dbg !32
  store i32 %call1, ptr addrspace(1) %arrayidx, align 4, !dbg !33, !tbaa !27
  ret void, !dbg !34
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !35 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !41 spir_func i32 @_Z21work_group_reduce_addi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !44 spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4}
!opencl.ocl.version = !{!5}
!opencl.spir.version = !{!5}
!llvm.ident = !{!6}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "<stdin>", directory: ".", checksumkind: CSK_MD5, checksum: "30f5c4b331dc2c57512f1be1c1d3af8f")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 3, i32 0}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = distinct !DISubprogram(name: "debug_info", scope: !8, file: !8, line: 2, type: !9, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!8 = !DIFile(filename: "debug_info.cl", directory: ".", checksumkind: CSK_MD5, checksum: "30f5c4b331dc2c57512f1be1c1d3af8f")
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14, !15, !19}
!14 = !DILocalVariable(name: "out", arg: 1, scope: !7, file: !8, line: 2, type: !11)
!15 = !DILocalVariable(name: "gid", scope: !7, file: !8, line: 3, type: !16)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !17, line: 142, baseType: !18)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!18 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!19 = !DILocalVariable(name: "sum", scope: !7, file: !8, line: 4, type: !12)
!20 = !{i32 1}
!21 = !{!"none"}
!22 = !{!"int*"}
!23 = !{!""}
!24 = !DILocation(line: 0, scope: !7)
!25 = !DILocation(line: 3, column: 16, scope: !7)
!26 = !DILocation(line: 4, column: 35, scope: !7)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C/C++ TBAA"}
!31 = !DILocation(line: 4, column: 13, scope: !7)
!32 = !DILocation(line: 5, column: 3, scope: !7)
!33 = !DILocation(line: 6, column: 12, scope: !7)
!34 = !DILocation(line: 7, column: 1, scope: !7)
!35 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !36, file: !36, line: 6376, type: !37, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!36 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c.h", directory: "", checksumkind: CSK_MD5, checksum: "20385da8ce702f52183c0233d2289469")
!37 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !38)
!38 = !{!16, !39}
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !17, line: 129, baseType: !40)
!40 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!41 = !DISubprogram(name: "work_group_reduce_add", linkageName: "_Z21work_group_reduce_addi", scope: !36, file: !36, line: 16189, type: !42, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!42 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !43)
!43 = !{!12, !12}
!44 = !DISubprogram(name: "barrier", linkageName: "_Z7barrierj", scope: !36, file: !36, line: 12399, type: !45, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!45 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !46)
!46 = !{null, !47}
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags", file: !17, line: 372, baseType: !39)
