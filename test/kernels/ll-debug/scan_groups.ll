; ModuleID = 'scan_groups.cl'
source_filename = "scan_groups.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @scan_groups(ptr addrspace(1) nocapture noundef readonly align 4 %in, ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(1) nocapture noundef writeonly align 4 %maxes) local_unnamed_addr #0 !dbg !9 !kernel_arg_addr_space !26 !kernel_arg_access_qual !27 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 {
entry:
    #dbg_value(ptr addrspace(1) %in, !17, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !30)
    #dbg_value(ptr addrspace(1) %out, !18, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !30)
    #dbg_value(ptr addrspace(1) %maxes, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !30)
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !31
    #dbg_value(i64 %call, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !30)
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %call, !dbg !32
  %0 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !32, !tbaa !33
    #dbg_value(i32 %0, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !30)
  %call1 = tail call spir_func i32 @_Z29work_group_scan_inclusive_addi(i32 noundef %0) #4, !dbg !37
  %arrayidx2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %call, !dbg !38
  store i32 %call1, ptr addrspace(1) %arrayidx2, align 4, !dbg !39, !tbaa !33
  %call3 = tail call spir_func i32 @_Z21work_group_reduce_maxi(i32 noundef %0) #4, !dbg !40
    #dbg_value(i32 %call3, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !30)
  %call4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !41
  %cmp = icmp eq i64 %call4, 0, !dbg !43
  br i1 %cmp, label %if.then, label %if.end, !dbg !44

if.then:                                          ; preds = %entry
  %call5 = tail call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef 0) #4, !dbg !45
  %add = add nsw i32 %call5, %call3, !dbg !46
  %call6 = tail call spir_func i32 @_Z18get_sub_group_sizev() #4, !dbg !47
  %call8 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #3, !dbg !48
  %arrayidx9 = getelementptr inbounds i32, ptr addrspace(1) %maxes, i64 %call8, !dbg !49
  store i32 %add, ptr addrspace(1) %arrayidx9, align 4, !dbg !50, !tbaa !33
  br label %if.end, !dbg !49

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !51
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !52 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !58 spir_func i32 @_Z29work_group_scan_inclusive_addi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !61 spir_func i32 @_Z21work_group_reduce_maxi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !62 spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !63 spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !64 spir_func i32 @_Z18get_sub_group_sizev() local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !67 spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6}
!opencl.ocl.version = !{!7}
!opencl.spir.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "<stdin>", directory: ".", checksumkind: CSK_MD5, checksum: "6d5c4cdfb2c3bf2dee399edfbf79a640")
!2 = !{!3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "scan_groups", scope: !10, file: !10, line: 2, type: !11, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!10 = !DIFile(filename: "scan_groups.cl", directory: ".", checksumkind: CSK_MD5, checksum: "6d5c4cdfb2c3bf2dee399edfbf79a640")
!11 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !12)
!12 = !{null, !13, !15, !15}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, dwarfAddressSpace: 1)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!16 = !{!17, !18, !19, !20, !24, !25}
!17 = !DILocalVariable(name: "in", arg: 1, scope: !9, file: !10, line: 2, type: !13)
!18 = !DILocalVariable(name: "out", arg: 2, scope: !9, file: !10, line: 2, type: !15)
!19 = !DILocalVariable(name: "maxes", arg: 3, scope: !9, file: !10, line: 2, type: !15)
!20 = !DILocalVariable(name: "i", scope: !9, file: !10, line: 3, type: !21)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !22, line: 142, baseType: !23)
!22 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!23 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!24 = !DILocalVariable(name: "v", scope: !9, file: !10, line: 4, type: !3)
!25 = !DILocalVariable(name: "m", scope: !9, file: !10, line: 6, type: !3)
!26 = !{i32 1, i32 1, i32 1}
!27 = !{!"none", !"none", !"none"}
!28 = !{!"int*", !"int*", !"int*"}
!29 = !{!"const", !"", !""}
!30 = !DILocation(line: 0, scope: !9)
!31 = !DILocation(line: 3, column: 14, scope: !9)
!32 = !DILocation(line: 4, column: 11, scope: !9)
!33 = !{!34, !34, i64 0}
!34 = !{!"int", !35, i64 0}
!35 = !{!"omnipotent char", !36, i64 0}
!36 = !{!"Simple C/C++ TBAA"}
!37 = !DILocation(line: 5, column: 12, scope: !9)
!38 = !DILocation(line: 5, column: 3, scope: !9)
!39 = !DILocation(line: 5, column: 10, scope: !9)
!40 = !DILocation(line: 6, column: 11, scope: !9)
!41 = !DILocation(line: 7, column: 7, scope: !42)
!42 = distinct !DILexicalBlock(scope: !9, file: !10, line: 7, column: 7)
!43 = !DILocation(line: 7, column: 23, scope: !42)
!44 = !DILocation(line: 7, column: 7, scope: !9)
!45 = !DILocation(line: 8, column: 34, scope: !42)
!46 = !DILocation(line: 8, column: 32, scope: !42)
!47 = !DILocation(line: 8, column: 65, scope: !42)
!48 = !DILocation(line: 8, column: 11, scope: !42)
!49 = !DILocation(line: 8, column: 5, scope: !42)
!50 = !DILocation(line: 8, column: 28, scope: !42)
!51 = !DILocation(line: 9, column: 1, scope: !9)
!52 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !53, file: !53, line: 6376, type: !54, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!53 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c.h", directory: "", checksumkind: CSK_MD5, checksum: "20385da8ce702f52183c0233d2289469")
!54 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !55)
!55 = !{!21, !56}
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !22, line: 129, baseType: !57)
!57 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!58 = !DISubprogram(name: "work_group_scan_inclusive_add", linkageName: "_Z29work_group_scan_inclusive_addi", scope: !53, file: !53, line: 16195, type: !59, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!59 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !60)
!60 = !{!3, !3}
!61 = !DISubprogram(name: "work_group_reduce_max", linkageName: "_Z21work_group_reduce_maxi", scope: !53, file: !53, line: 16191, type: !59, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!62 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !53, file: !53, line: 6400, type: !54, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!63 = !DISubprogram(name: "sub_group_reduce_add", linkageName: "_Z20sub_group_reduce_addi", scope: !53, file: !53, line: 16315, type: !59, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!64 = !DISubprogram(name: "get_sub_group_size", linkageName: "_Z18get_sub_group_sizev", scope: !53, file: !53, line: 16292, type: !65, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!65 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !66)
!66 = !{!56}
!67 = !DISubprogram(name: "get_group_id", linkageName: "_Z12get_group_idj", scope: !53, file: !53, line: 6418, type: !54, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
