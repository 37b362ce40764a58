; ModuleID = 'swap_masked.cl'
source_filename = "swap_masked.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @swap_masked(ptr addrspace(1) nocapture noundef align 4 %a, ptr addrspace(1) nocapture noundef readonly align 4 %b, ptr addrspace(1) nocapture noundef writeonly align 4 %out) local_unnamed_addr #0 !dbg !7 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
entry:
    #dbg_value(ptr addrspace(1) %a, !16, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !29)
    #dbg_value(ptr addrspace(1) %b, !17, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !29)
    #dbg_value(ptr addrspace(1) %out, !18, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !29)
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !30
    #dbg_value(i64 %call, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !29)
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %call, !dbg !31
  %0 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !31, !tbaa !32
    #dbg_value(i32 %0, !23, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !29)
  %cmp = icmp sgt i32 %0, 0, !dbg !36
  br i1 %cmp, label %if.then, label %if.else, !dbg !38

if.then:                                          ; preds = %entry
  %arrayidx1 = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %call, !dbg !39
  %1 = load i32, ptr addrspace(1) %arrayidx1, align 4, !dbg !39, !tbaa !32
    #dbg_value(i32 %1, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !29)
  store i32 %0, ptr addrspace(1) %arrayidx1, align 4, !dbg !41, !tbaa !32
  br label %if.end, !dbg !42

if.else:                                          ; preds = %entry
  %mul = mul nsw i32 %0, 3, !dbg !43
    #dbg_value(i32 %mul, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !29)
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %r.0 = phi i32 [ %1, %if.then ], [ %mul, %if.else ], !dbg !45
    #dbg_value(i32 %r.0, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !29)
  %arrayidx3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %call, !dbg !46
  store i32 %r.0, ptr addrspace(1) %arrayidx3, align 4, !dbg !47, !tbaa !32
  ret void, !dbg !48
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !49 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @swap_masked_else(ptr addrspace(1) nocapture noundef align 4 %a, ptr addrspace(1) nocapture noundef readonly align 4 %b, ptr addrspace(1) nocapture noundef writeonly align 4 %out) local_unnamed_addr #0 !dbg !55 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
entry:
    #dbg_value(ptr addrspace(1) %a, !57, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !63)
    #dbg_value(ptr addrspace(1) %b, !58, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !63)
    #dbg_value(ptr addrspace(1) %out, !59, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !63)
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !64
    #dbg_value(i64 %call, !60, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !63)
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %call, !dbg !65
  %0 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !65, !tbaa !32
    #dbg_value(i32 %0, !61, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !63)
  %cmp = icmp sgt i32 %0, 0, !dbg !66
  br i1 %cmp, label %if.then, label %if.else, !dbg !68

if.then:                                          ; preds = %entry
  %mul = mul nuw nsw i32 %0, 3, !dbg !69
    #dbg_value(i32 %mul, !62, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !63)
  br label %if.end, !dbg !71

if.else:                                          ; preds = %entry
  %arrayidx1 = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %call, !dbg !72
  %1 = load i32, ptr addrspace(1) %arrayidx1, align 4, !dbg !72, !tbaa !32
    #dbg_value(i32 %1, !62, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !63)
  store i32 %0, ptr addrspace(1) %arrayidx1, align 4, !dbg !74, !tbaa !32
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %r.0 = phi i32 [ %mul, %if.then ], [ %1, %if.else ], !dbg !75
    #dbg_value(i32 %r.0, !62, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !63)
  %arrayidx3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %call, !dbg !76
  store i32 %r.0, ptr addrspace(1) %arrayidx3, align 4, !dbg !77, !tbaa !32
  ret void, !dbg !78
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @swap_masked_const(ptr addrspace(1) nocapture noundef align 4 %a, ptr addrspace(1) nocapture noundef readonly align 4 %b, ptr addrspace(1) nocapture noundef writeonly align 4 %out) local_unnamed_addr #0 !dbg !79 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
entry:
    #dbg_value(ptr addrspace(1) %a, !81, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !87)
    #dbg_value(ptr addrspace(1) %b, !82, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !87)
    #dbg_value(ptr addrspace(1) %out, !83, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !87)
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !88
    #dbg_value(i64 %call, !84, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !87)
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %call, !dbg !89
  %0 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !89, !tbaa !32
    #dbg_value(i32 %0, !85, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !87)
    #dbg_value(i32 2, !86, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !87)
  %cmp = icmp sgt i32 %0, 0, !dbg !90
  br i1 %cmp, label %if.then, label %if.end, !dbg !92

if.then:                                          ; preds = %entry
  %arrayidx1 = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %call, !dbg !93
  %1 = load i32, ptr addrspace(1) %arrayidx1, align 4, !dbg !93, !tbaa !32
    #dbg_value(i32 %1, !86, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !87)
  store i32 %0, ptr addrspace(1) %arrayidx1, align 4, !dbg !95, !tbaa !32
  br label %if.end, !dbg !96

if.end:                                           ; preds = %if.then, %entry
  %r.0 = phi i32 [ %1, %if.then ], [ 2, %entry ], !dbg !87
    #dbg_value(i32 %r.0, !86, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !87)
  %arrayidx3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %call, !dbg !97
  store i32 %r.0, ptr addrspace(1) %arrayidx3, align 4, !dbg !98, !tbaa !32
  ret void, !dbg !99
}

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4}
!opencl.ocl.version = !{!5}
!opencl.spir.version = !{!5}
!llvm.ident = !{!6}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "<stdin>", directory: ".", checksumkind: CSK_MD5, checksum: "e6085f2aad28fbf642427f5c427948a4")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 2, i32 0}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = distinct !DISubprogram(name: "swap_masked", scope: !8, file: !8, line: 4, type: !9, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!8 = !DIFile(filename: "swap_masked.cl", directory: ".", checksumkind: CSK_MD5, checksum: "e6085f2aad28fbf642427f5c427948a4")
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !13, !11}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, dwarfAddressSpace: 1)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!15 = !{!16, !17, !18, !19, !23, !24}
!16 = !DILocalVariable(name: "a", arg: 1, scope: !7, file: !8, line: 4, type: !11)
!17 = !DILocalVariable(name: "b", arg: 2, scope: !7, file: !8, line: 4, type: !13)
!18 = !DILocalVariable(name: "out", arg: 3, scope: !7, file: !8, line: 4, type: !11)
!19 = !DILocalVariable(name: "i", scope: !7, file: !8, line: 5, type: !20)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !21, line: 142, baseType: !22)
!21 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!22 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!23 = !DILocalVariable(name: "x", scope: !7, file: !8, line: 6, type: !12)
!24 = !DILocalVariable(name: "r", scope: !7, file: !8, line: 6, type: !12)
!25 = !{i32 1, i32 1, i32 1}
!26 = !{!"none", !"none", !"none"}
!27 = !{!"int*", !"int*", !"int*"}
!28 = !{!"", !"const", !""}
!29 = !DILocation(line: 0, scope: !7)
!30 = !DILocation(line: 5, column: 14, scope: !7)
!31 = !DILocation(line: 6, column: 11, scope: !7)
!32 = !{!33, !33, i64 0}
!33 = !{!"int", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C/C++ TBAA"}
!36 = !DILocation(line: 7, column: 9, scope: !37)
!37 = distinct !DILexicalBlock(scope: !7, file: !8, line: 7, column: 7)
!38 = !DILocation(line: 7, column: 7, scope: !7)
!39 = !DILocation(line: 8, column: 9, scope: !40)
!40 = distinct !DILexicalBlock(scope: !37, file: !8, line: 7, column: 14)
!41 = !DILocation(line: 9, column: 10, scope: !40)
!42 = !DILocation(line: 10, column: 3, scope: !40)
!43 = !DILocation(line: 11, column: 11, scope: !44)
!44 = distinct !DILexicalBlock(scope: !37, file: !8, line: 10, column: 10)
!45 = !DILocation(line: 0, scope: !37)
!46 = !DILocation(line: 13, column: 3, scope: !7)
!47 = !DILocation(line: 13, column: 10, scope: !7)
!48 = !DILocation(line: 14, column: 1, scope: !7)
!49 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !50, file: !50, line: 6376, type: !51, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!50 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c.h", directory: "", checksumkind: CSK_MD5, checksum: "20385da8ce702f52183c0233d2289469")
!51 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !52)
!52 = !{!20, !53}
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !21, line: 129, baseType: !54)
!54 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!55 = distinct !DISubprogram(name: "swap_masked_else", scope: !8, file: !8, line: 17, type: !9, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !56)
!56 = !{!57, !58, !59, !60, !61, !62}
!57 = !DILocalVariable(name: "a", arg: 1, scope: !55, file: !8, line: 17, type: !11)
!58 = !DILocalVariable(name: "b", arg: 2, scope: !55, file: !8, line: 17, type: !13)
!59 = !DILocalVariable(name: "out", arg: 3, scope: !55, file: !8, line: 17, type: !11)
!60 = !DILocalVariable(name: "i", scope: !55, file: !8, line: 18, type: !20)
!61 = !DILocalVariable(name: "x", scope: !55, file: !8, line: 19, type: !12)
!62 = !DILocalVariable(name: "r", scope: !55, file: !8, line: 19, type: !12)
!63 = !DILocation(line: 0, scope: !55)
!64 = !DILocation(line: 18, column: 14, scope: !55)
!65 = !DILocation(line: 19, column: 11, scope: !55)
!66 = !DILocation(line: 20, column: 9, scope: !67)
!67 = distinct !DILexicalBlock(scope: !55, file: !8, line: 20, column: 7)
!68 = !DILocation(line: 20, column: 7, scope: !55)
!69 = !DILocation(line: 21, column: 11, scope: !70)
!70 = distinct !DILexicalBlock(scope: !67, file: !8, line: 20, column: 14)
!71 = !DILocation(line: 22, column: 3, scope: !70)
!72 = !DILocation(line: 23, column: 9, scope: !73)
!73 = distinct !DILexicalBlock(scope: !67, file: !8, line: 22, column: 10)
!74 = !DILocation(line: 24, column: 10, scope: !73)
!75 = !DILocation(line: 0, scope: !67)
!76 = !DILocation(line: 26, column: 3, scope: !55)
!77 = !DILocation(line: 26, column: 10, scope: !55)
!78 = !DILocation(line: 27, column: 1, scope: !55)
!79 = distinct !DISubprogram(name: "swap_masked_const", scope: !8, file: !8, line: 30, type: !9, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !80)
!80 = !{!81, !82, !83, !84, !85, !86}
!81 = !DILocalVariable(name: "a", arg: 1, scope: !79, file: !8, line: 30, type: !11)
!82 = !DILocalVariable(name: "b", arg: 2, scope: !79, file: !8, line: 30, type: !13)
!83 = !DILocalVariable(name: "out", arg: 3, scope: !79, file: !8, line: 30, type: !11)
!84 = !DILocalVariable(name: "i", scope: !79, file: !8, line: 31, type: !20)
!85 = !DILocalVariable(name: "x", scope: !79, file: !8, line: 32, type: !12)
!86 = !DILocalVariable(name: "r", scope: !79, file: !8, line: 32, type: !12)
!87 = !DILocation(line: 0, scope: !79)
!88 = !DILocation(line: 31, column: 14, scope: !79)
!89 = !DILocation(line: 32, column: 11, scope: !79)
!90 = !DILocation(line: 33, column: 9, scope: !91)
!91 = distinct !DILexicalBlock(scope: !79, file: !8, line: 33, column: 7)
!92 = !DILocation(line: 33, column: 7, scope: !79)
!93 = !DILocation(line: 34, column: 9, scope: !94)
!94 = distinct !DILexicalBlock(scope: !91, file: !8, line: 33, column: 14)
!95 = !DILocation(line: 35, column: 10, scope: !94)
!96 = !DILocation(line: 36, column: 3, scope: !94)
!97 = !DILocation(line: 37, column: 3, scope: !79)
!98 = !DILocation(line: 37, column: 10, scope: !79)
!99 = !DILocation(line: 38, column: 1, scope: !79)
