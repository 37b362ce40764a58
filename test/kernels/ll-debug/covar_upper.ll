; ModuleID = 'covar_upper.cl'
source_filename = "covar_upper.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @covar_upper(ptr addrspace(1) nocapture noundef readonly align 4 %a, ptr addrspace(1) nocapture noundef align 4 %out, i32 noundef %m, i32 noundef %n) local_unnamed_addr #0 !dbg !7 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !33 {
entry:
    #dbg_value(ptr addrspace(1) %a, !17, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
    #dbg_value(ptr addrspace(1) %out, !18, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
    #dbg_value(i32 %m, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
    #dbg_value(i32 %n, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !35
  %conv = trunc i64 %call to i32, !dbg !35
    #dbg_value(i32 %conv, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  %sub = add nsw i32 %m, -1, !dbg !36
  %cmp = icmp sgt i32 %sub, %conv, !dbg !37
  br i1 %cmp, label %if.then, label %if.end, !dbg !38

if.then:                                          ; preds = %entry
  %mul = mul nsw i32 %conv, %m, !dbg !39
  %add = add nsw i32 %mul, %conv, !dbg !40
  %idxprom = sext i32 %add to i64, !dbg !41
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idxprom, !dbg !41
  store float 1.000000e+00, ptr addrspace(1) %arrayidx, align 4, !dbg !42, !tbaa !43
    #dbg_value(i32 %conv, !22, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !47)
  %k.062 = add nsw i32 %conv, 1, !dbg !48
  %cmp363 = icmp slt i32 %k.062, %m, !dbg !49
  br i1 %cmp363, label %for.cond5.preheader.lr.ph, label %if.end, !dbg !50

for.cond5.preheader.lr.ph:                        ; preds = %if.then
  %cmp660 = icmp sgt i32 %n, 0
  br label %for.cond5.preheader, !dbg !50

for.cond5.preheader:                              ; preds = %for.cond5.preheader.lr.ph, %for.cond.cleanup8
  %k.064 = phi i32 [ %k.062, %for.cond5.preheader.lr.ph ], [ %k.0, %for.cond.cleanup8 ]
    #dbg_value(i32 0, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
  br i1 %cmp660, label %for.body9.lr.ph, label %for.cond.cleanup8, !dbg !52

for.body9.lr.ph:                                  ; preds = %for.cond5.preheader
  %add20 = add nsw i32 %k.064, %mul
  %idxprom21 = sext i32 %add20 to i64
  %arrayidx22 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idxprom21
  %arrayidx22.promoted = load float, ptr addrspace(1) %arrayidx22, align 4, !tbaa !43
  br label %for.body9, !dbg !52

for.cond.cleanup8:                                ; preds = %for.body9, %for.cond5.preheader
  %add24 = add nsw i32 %k.064, %mul, !dbg !53
  %idxprom25 = sext i32 %add24 to i64, !dbg !54
  %arrayidx26 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idxprom25, !dbg !54
  %0 = load float, ptr addrspace(1) %arrayidx26, align 4, !dbg !54, !tbaa !43
  %mul27 = mul nsw i32 %k.064, %m, !dbg !55
  %add28 = add nsw i32 %mul27, %conv, !dbg !56
  %idxprom29 = sext i32 %add28 to i64, !dbg !57
  %arrayidx30 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idxprom29, !dbg !57
  store float %0, ptr addrspace(1) %arrayidx30, align 4, !dbg !58, !tbaa !43
    #dbg_value(i32 %k.064, !22, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !47)
  %k.0 = add nsw i32 %k.064, 1, !dbg !48
    #dbg_value(i32 %k.0, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !47)
  %cmp3 = icmp slt i32 %k.0, %m, !dbg !49
  br i1 %cmp3, label %for.cond5.preheader, label %if.end, !dbg !50, !llvm.loop !59

for.body9:                                        ; preds = %for.body9.lr.ph, %for.body9
  %1 = phi float [ %arrayidx22.promoted, %for.body9.lr.ph ], [ %4, %for.body9 ], !dbg !62
  %i.061 = phi i32 [ 0, %for.body9.lr.ph ], [ %inc, %for.body9 ]
    #dbg_value(i32 %i.061, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
  %mul10 = mul nsw i32 %i.061, %m, !dbg !62
  %add11 = add nsw i32 %mul10, %conv, !dbg !64
  %idxprom12 = sext i32 %add11 to i64, !dbg !65
  %arrayidx13 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %idxprom12, !dbg !65
  %2 = load float, ptr addrspace(1) %arrayidx13, align 4, !dbg !65, !tbaa !43
  %add15 = add nsw i32 %mul10, %k.064, !dbg !66
  %idxprom16 = sext i32 %add15 to i64, !dbg !67
  %arrayidx17 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %idxprom16, !dbg !67
  %3 = load float, ptr addrspace(1) %arrayidx17, align 4, !dbg !67, !tbaa !43
  %4 = tail call float @llvm.fmuladd.f32(float %2, float %3, float %1), !dbg !68
  store float %4, ptr addrspace(1) %arrayidx22, align 4, !dbg !68, !tbaa !43
  %inc = add nuw nsw i32 %i.061, 1, !dbg !69
    #dbg_value(i32 %inc, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
  %cmp6 = icmp slt i32 %inc, %n, !dbg !70
  br i1 %cmp6, label %for.body9, label %for.cond.cleanup8, !dbg !52, !llvm.loop !71

if.end:                                           ; preds = %for.cond.cleanup8, %if.then, %entry
  ret void, !dbg !73
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !74 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4}
!opencl.ocl.version = !{!5}
!opencl.spir.version = !{!5}
!llvm.ident = !{!6}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "<stdin>", directory: ".", checksumkind: CSK_MD5, checksum: "328744c15f70c4bf74e6c46db53e46aa")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 2, i32 0}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = distinct !DISubprogram(name: "covar_upper", scope: !8, file: !8, line: 6, type: !9, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!8 = !DIFile(filename: "covar_upper.cl", directory: ".", checksumkind: CSK_MD5, checksum: "328744c15f70c4bf74e6c46db53e46aa")
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !14, !15, !15}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{!17, !18, !19, !20, !21, !22, !26}
!17 = !DILocalVariable(name: "a", arg: 1, scope: !7, file: !8, line: 6, type: !11)
!18 = !DILocalVariable(name: "out", arg: 2, scope: !7, file: !8, line: 6, type: !14)
!19 = !DILocalVariable(name: "m", arg: 3, scope: !7, file: !8, line: 6, type: !15)
!20 = !DILocalVariable(name: "n", arg: 4, scope: !7, file: !8, line: 6, type: !15)
!21 = !DILocalVariable(name: "j", scope: !7, file: !8, line: 7, type: !15)
!22 = !DILocalVariable(name: "k", scope: !23, file: !8, line: 10, type: !15)
!23 = distinct !DILexicalBlock(scope: !24, file: !8, line: 10, column: 5)
!24 = distinct !DILexicalBlock(scope: !25, file: !8, line: 8, column: 18)
!25 = distinct !DILexicalBlock(scope: !7, file: !8, line: 8, column: 7)
!26 = !DILocalVariable(name: "i", scope: !27, file: !8, line: 11, type: !15)
!27 = distinct !DILexicalBlock(scope: !28, file: !8, line: 11, column: 7)
!28 = distinct !DILexicalBlock(scope: !29, file: !8, line: 10, column: 37)
!29 = distinct !DILexicalBlock(scope: !23, file: !8, line: 10, column: 5)
!30 = !{i32 1, i32 1, i32 0, i32 0}
!31 = !{!"none", !"none", !"none", !"none"}
!32 = !{!"float*", !"float*", !"int", !"int"}
!33 = !{!"const", !"", !"", !""}
!34 = !DILocation(line: 0, scope: !7)
!35 = !DILocation(line: 7, column: 11, scope: !7)
!36 = !DILocation(line: 8, column: 13, scope: !25)
!37 = !DILocation(line: 8, column: 9, scope: !25)
!38 = !DILocation(line: 8, column: 7, scope: !7)
!39 = !DILocation(line: 9, column: 11, scope: !24)
!40 = !DILocation(line: 9, column: 15, scope: !24)
!41 = !DILocation(line: 9, column: 5, scope: !24)
!42 = !DILocation(line: 9, column: 20, scope: !24)
!43 = !{!44, !44, i64 0}
!44 = !{!"float", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 0, scope: !23)
!48 = !DILocation(line: 10, scope: !23)
!49 = !DILocation(line: 10, column: 27, scope: !29)
!50 = !DILocation(line: 10, column: 5, scope: !23)
!51 = !DILocation(line: 0, scope: !27)
!52 = !DILocation(line: 11, column: 7, scope: !27)
!53 = !DILocation(line: 13, column: 34, scope: !28)
!54 = !DILocation(line: 13, column: 24, scope: !28)
!55 = !DILocation(line: 13, column: 13, scope: !28)
!56 = !DILocation(line: 13, column: 17, scope: !28)
!57 = !DILocation(line: 13, column: 7, scope: !28)
!58 = !DILocation(line: 13, column: 22, scope: !28)
!59 = distinct !{!59, !50, !60, !61}
!60 = !DILocation(line: 14, column: 5, scope: !23)
!61 = !{!"llvm.loop.unroll.disable"}
!62 = !DILocation(line: 12, column: 31, scope: !63)
!63 = distinct !DILexicalBlock(scope: !27, file: !8, line: 11, column: 7)
!64 = !DILocation(line: 12, column: 35, scope: !63)
!65 = !DILocation(line: 12, column: 27, scope: !63)
!66 = !DILocation(line: 12, column: 50, scope: !63)
!67 = !DILocation(line: 12, column: 42, scope: !63)
!68 = !DILocation(line: 12, column: 24, scope: !63)
!69 = !DILocation(line: 11, column: 31, scope: !63)
!70 = !DILocation(line: 11, column: 25, scope: !63)
!71 = distinct !{!71, !52, !72, !61}
!72 = !DILocation(line: 12, column: 53, scope: !27)
!73 = !DILocation(line: 16, column: 1, scope: !7)
!74 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !75, file: !75, line: 6376, type: !76, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!75 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c.h", directory: "", checksumkind: CSK_MD5, checksum: "20385da8ce702f52183c0233d2289469")
!76 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !77)
!77 = !{!78, !81}
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !79, line: 142, baseType: !80)
!79 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!80 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !79, line: 129, baseType: !82)
!82 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
