; ModuleID = 'broadcast_groups.cl'
source_filename = "broadcast_groups.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @broadcast_groups(ptr addrspace(1) nocapture noundef readonly align 4 %in, ptr addrspace(1) nocapture noundef writeonly align 4 %out, i32 noundef %pick) local_unnamed_addr #0 !dbg !9 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !33 {
entry:
    #dbg_value(ptr addrspace(1) %in, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
    #dbg_value(ptr addrspace(1) %out, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
    #dbg_value(i32 %pick, !23, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !35
    #dbg_value(i64 %call, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %call, !dbg !36
  %0 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !36, !tbaa !37
  %mul = mul nsw i32 %0, 3, !dbg !41
  %add = add nsw i32 %mul, 1, !dbg !42
    #dbg_value(i32 %add, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  %call1 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !43
  %sub = add i64 %call1, -1, !dbg !44
  %call2 = tail call spir_func i32 @_Z20work_group_broadcastim(i32 noundef %add, i64 noundef %sub) #4, !dbg !45
    #dbg_value(i32 %call2, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  %conv = zext i32 %pick to i64, !dbg !46
  %rem = urem i64 %conv, %call1, !dbg !47
  %call4 = tail call spir_func i32 @_Z20work_group_broadcastim(i32 noundef %add, i64 noundef %rem) #4, !dbg !48
    #dbg_value(i32 %call4, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  %mul5 = mul nsw i32 %call2, 1000, !dbg !49
  %add6 = add nsw i32 %call4, %mul5, !dbg !50
  %arrayidx7 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %call, !dbg !51
  store i32 %add6, ptr addrspace(1) %arrayidx7, align 4, !dbg !52, !tbaa !37
  ret void, !dbg !53
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !54 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !58 spir_func i32 @_Z20work_group_broadcastim(i32 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !61 spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @broadcast_2d(ptr addrspace(1) nocapture noundef readonly align 4 %in, ptr addrspace(1) nocapture noundef writeonly align 4 %out) local_unnamed_addr #0 !dbg !62 !kernel_arg_addr_space !74 !kernel_arg_access_qual !75 !kernel_arg_type !76 !kernel_arg_base_type !76 !kernel_arg_type_qual !77 {
entry:
    #dbg_value(ptr addrspace(1) %in, !69, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !78)
    #dbg_value(ptr addrspace(1) %out, !70, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !78)
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #3, !dbg !79
  %call1 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #3, !dbg !80
  %mul = mul i64 %call1, %call, !dbg !81
  %call2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !82
  %add = add i64 %mul, %call2, !dbg !83
    #dbg_value(i64 %add, !71, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !78)
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %in, i64 %add, !dbg !84
  %0 = load float, ptr addrspace(1) %arrayidx, align 4, !dbg !84, !tbaa !85
    #dbg_value(float %0, !72, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !78)
  %call3 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !87
  %sub = add i64 %call3, -1, !dbg !88
  %call4 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 1) #3, !dbg !89
  %div12 = lshr i64 %call4, 1, !dbg !90
  %call5 = tail call spir_func float @_Z20work_group_broadcastfmm(float noundef %0, i64 noundef %sub, i64 noundef %div12) #4, !dbg !91
    #dbg_value(float %call5, !73, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !78)
  %sub6 = fsub float %0, %call5, !dbg !92
  %call7 = tail call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef 0) #4, !dbg !93
  %conv = sitofp i32 %call7 to float, !dbg !94
  %add8 = fadd float %sub6, %conv, !dbg !95
  %arrayidx9 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %add, !dbg !96
  store float %add8, ptr addrspace(1) %arrayidx9, align 4, !dbg !97, !tbaa !85
  ret void, !dbg !98
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !99 spir_func i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !100 spir_func float @_Z20work_group_broadcastfmm(float noundef, i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !103 spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) local_unnamed_addr #2

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
!1 = !DIFile(filename: "<stdin>", directory: ".", checksumkind: CSK_MD5, checksum: "8ef1e5ba65a786a1fcf91140d38dfceb")
!2 = !{!3}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "broadcast_groups", scope: !10, file: !10, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !20)
!10 = !DIFile(filename: "broadcast_groups.cl", directory: ".", checksumkind: CSK_MD5, checksum: "8ef1e5ba65a786a1fcf91140d38dfceb")
!11 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !12)
!12 = !{null, !13, !16, !17}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, dwarfAddressSpace: 1)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 1)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !18, line: 129, baseType: !19)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!19 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!20 = !{!21, !22, !23, !24, !27, !28, !29}
!21 = !DILocalVariable(name: "in", arg: 1, scope: !9, file: !10, line: 4, type: !13)
!22 = !DILocalVariable(name: "out", arg: 2, scope: !9, file: !10, line: 4, type: !16)
!23 = !DILocalVariable(name: "pick", arg: 3, scope: !9, file: !10, line: 4, type: !17)
!24 = !DILocalVariable(name: "i", scope: !9, file: !10, line: 5, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !18, line: 142, baseType: !26)
!26 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!27 = !DILocalVariable(name: "v", scope: !9, file: !10, line: 6, type: !15)
!28 = !DILocalVariable(name: "last", scope: !9, file: !10, line: 7, type: !15)
!29 = !DILocalVariable(name: "chosen", scope: !9, file: !10, line: 8, type: !15)
!30 = !{i32 1, i32 1, i32 0}
!31 = !{!"none", !"none", !"none"}
!32 = !{!"int*", !"int*", !"uint"}
!33 = !{!"const", !"", !""}
!34 = !DILocation(line: 0, scope: !9)
!35 = !DILocation(line: 5, column: 14, scope: !9)
!36 = !DILocation(line: 6, column: 11, scope: !9)
!37 = !{!38, !38, i64 0}
!38 = !{!"int", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !DILocation(line: 6, column: 17, scope: !9)
!42 = !DILocation(line: 6, column: 21, scope: !9)
!43 = !DILocation(line: 7, column: 38, scope: !9)
!44 = !DILocation(line: 7, column: 56, scope: !9)
!45 = !DILocation(line: 7, column: 14, scope: !9)
!46 = !DILocation(line: 8, column: 40, scope: !9)
!47 = !DILocation(line: 8, column: 45, scope: !9)
!48 = !DILocation(line: 8, column: 16, scope: !9)
!49 = !DILocation(line: 9, column: 17, scope: !9)
!50 = !DILocation(line: 9, column: 24, scope: !9)
!51 = !DILocation(line: 9, column: 3, scope: !9)
!52 = !DILocation(line: 9, column: 10, scope: !9)
!53 = !DILocation(line: 10, column: 1, scope: !9)
!54 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !55, file: !55, line: 6376, type: !56, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!55 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c.h", directory: "", checksumkind: CSK_MD5, checksum: "20385da8ce702f52183c0233d2289469")
!56 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !57)
!57 = !{!25, !17}
!58 = !DISubprogram(name: "work_group_broadcast", linkageName: "_Z20work_group_broadcastim", scope: !55, file: !55, line: 16157, type: !59, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!59 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !60)
!60 = !{!15, !15, !25}
!61 = !DISubprogram(name: "get_local_size", linkageName: "_Z14get_local_sizej", scope: !55, file: !55, line: 6390, type: !56, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!62 = distinct !DISubprogram(name: "broadcast_2d", scope: !10, file: !10, line: 12, type: !63, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !68)
!63 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !64)
!64 = !{null, !65, !67}
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64, dwarfAddressSpace: 1)
!66 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!68 = !{!69, !70, !71, !72, !73}
!69 = !DILocalVariable(name: "in", arg: 1, scope: !62, file: !10, line: 12, type: !65)
!70 = !DILocalVariable(name: "out", arg: 2, scope: !62, file: !10, line: 12, type: !67)
!71 = !DILocalVariable(name: "i", scope: !62, file: !10, line: 13, type: !25)
!72 = !DILocalVariable(name: "v", scope: !62, file: !10, line: 14, type: !3)
!73 = !DILocalVariable(name: "corner", scope: !62, file: !10, line: 15, type: !3)
!74 = !{i32 1, i32 1}
!75 = !{!"none", !"none"}
!76 = !{!"float*", !"float*"}
!77 = !{!"const", !""}
!78 = !DILocation(line: 0, scope: !62)
!79 = !DILocation(line: 13, column: 14, scope: !62)
!80 = !DILocation(line: 13, column: 33, scope: !62)
!81 = !DILocation(line: 13, column: 31, scope: !62)
!82 = !DILocation(line: 13, column: 54, scope: !62)
!83 = !DILocation(line: 13, column: 52, scope: !62)
!84 = !DILocation(line: 14, column: 13, scope: !62)
!85 = !{!86, !86, i64 0}
!86 = !{!"float", !39, i64 0}
!87 = !DILocation(line: 15, column: 42, scope: !62)
!88 = !DILocation(line: 15, column: 60, scope: !62)
!89 = !DILocation(line: 15, column: 65, scope: !62)
!90 = !DILocation(line: 15, column: 83, scope: !62)
!91 = !DILocation(line: 15, column: 18, scope: !62)
!92 = !DILocation(line: 16, column: 14, scope: !62)
!93 = !DILocation(line: 16, column: 32, scope: !62)
!94 = !DILocation(line: 16, column: 25, scope: !62)
!95 = !DILocation(line: 16, column: 23, scope: !62)
!96 = !DILocation(line: 16, column: 3, scope: !62)
!97 = !DILocation(line: 16, column: 10, scope: !62)
!98 = !DILocation(line: 17, column: 1, scope: !62)
!99 = !DISubprogram(name: "get_global_size", linkageName: "_Z15get_global_sizej", scope: !55, file: !55, line: 6365, type: !56, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!100 = !DISubprogram(name: "work_group_broadcast", linkageName: "_Z20work_group_broadcastfmm", scope: !55, file: !55, line: 16170, type: !101, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!101 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !102)
!102 = !{!3, !3, !25, !25}
!103 = !DISubprogram(name: "sub_group_reduce_add", linkageName: "_Z20sub_group_reduce_addi", scope: !55, file: !55, line: 16315, type: !104, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!104 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !105)
!105 = !{!15, !15}
