; ModuleID = 'uniform_search.cl'
source_filename = "uniform_search.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @uniform_search(ptr addrspace(1) nocapture noundef readonly align 4 %table, ptr addrspace(1) nocapture noundef writeonly align 4 %out, i32 noundef %key, i32 noundef %m) local_unnamed_addr #0 !dbg !9 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !33 {
entry:
    #dbg_value(ptr addrspace(1) %table, !17, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
    #dbg_value(ptr addrspace(1) %out, !18, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
    #dbg_value(i32 %key, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
    #dbg_value(i32 %m, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !35
    #dbg_value(i64 %call, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
    #dbg_value(i32 0, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  %cmp28 = icmp sgt i32 %m, 0, !dbg !36
  br i1 %cmp28, label %for.body.preheader, label %for.end, !dbg !39

for.body.preheader:                               ; preds = %entry
    #dbg_value(i32 0, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  %0 = load i32, ptr addrspace(1) %table, align 4, !dbg !40, !tbaa !42
  %cmp138 = icmp eq i32 %0, %key, !dbg !46
  br i1 %cmp138, label %for.end, label %for.inc, !dbg !47

for.body:                                         ; preds = %for.inc
    #dbg_value(i32 %inc, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  %idxprom = zext nneg i32 %inc to i64, !dbg !40
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %table, i64 %idxprom, !dbg !40
  %1 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !40, !tbaa !42
  %cmp1 = icmp eq i32 %1, %key, !dbg !46
  br i1 %cmp1, label %for.end, label %for.inc, !dbg !47, !llvm.loop !48

for.inc:                                          ; preds = %for.body.preheader, %for.body
  %k.02939 = phi i32 [ %inc, %for.body ], [ 0, %for.body.preheader ]
    #dbg_value(i32 %k.02939, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  %inc = add nuw nsw i32 %k.02939, 1, !dbg !51
    #dbg_value(i32 %inc, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  %cmp = icmp slt i32 %inc, %m, !dbg !36
  br i1 %cmp, label %for.body, label %for.end, !dbg !39, !llvm.loop !48

for.end:                                          ; preds = %for.body, %for.inc, %for.body.preheader, %entry
  %k.0.lcssa = phi i32 [ 0, %entry ], [ 0, %for.body.preheader ], [ %m, %for.inc ], [ %inc, %for.body ], !dbg !34
  %cmp.lcssa = phi i1 [ %cmp28, %entry ], [ %cmp28, %for.body.preheader ], [ %cmp, %for.inc ], [ %cmp, %for.body ], !dbg !36
  %mul = shl nsw i32 %m, 1, !dbg !52
  %cond = select i1 %cmp.lcssa, i32 %k.0.lcssa, i32 %mul, !dbg !52
    #dbg_value(i32 %cond, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
    #dbg_value(i32 0, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
    #dbg_value(i32 0, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !53)
  %cmp434 = icmp sgt i32 %cond, 0, !dbg !54
  br i1 %cmp434, label %for.body5.lr.ph, label %for.cond.cleanup, !dbg !56

for.body5.lr.ph:                                  ; preds = %for.end
  %conv = trunc i64 %call to i32
  br label %for.body5, !dbg !56

for.cond.cleanup:                                 ; preds = %for.body5, %for.end
  %acc.0.lcssa = phi i32 [ 0, %for.end ], [ %add, %for.body5 ], !dbg !34
  %rem = urem i64 %call, 3, !dbg !57
  %cmp11.not = icmp eq i64 %rem, 0, !dbg !59
  br i1 %cmp11.not, label %if.end15, label %if.then13, !dbg !60

for.body5:                                        ; preds = %for.body5.lr.ph, %for.body5
  %j.036 = phi i32 [ 0, %for.body5.lr.ph ], [ %inc9, %for.body5 ]
  %acc.035 = phi i32 [ 0, %for.body5.lr.ph ], [ %add, %for.body5 ]
    #dbg_value(i32 %j.036, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !53)
    #dbg_value(i32 %acc.035, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  %idxprom6 = zext nneg i32 %j.036 to i64, !dbg !61
  %arrayidx7 = getelementptr inbounds i32, ptr addrspace(1) %table, i64 %idxprom6, !dbg !61
  %2 = load i32, ptr addrspace(1) %arrayidx7, align 4, !dbg !61, !tbaa !42
  %xor = xor i32 %2, %conv, !dbg !62
  %add = add nsw i32 %xor, %acc.035, !dbg !63
    #dbg_value(i32 %add, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  %inc9 = add nuw nsw i32 %j.036, 1, !dbg !64
    #dbg_value(i32 %inc9, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !53)
  %cmp4 = icmp slt i32 %inc9, %cond, !dbg !54
  br i1 %cmp4, label %for.body5, label %for.cond.cleanup, !dbg !56, !llvm.loop !65

if.then13:                                        ; preds = %for.cond.cleanup
  %arrayidx14 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %call, !dbg !67
  store i32 %acc.0.lcssa, ptr addrspace(1) %arrayidx14, align 4, !dbg !68, !tbaa !42
  br label %if.end15, !dbg !67

if.end15:                                         ; preds = %if.then13, %for.cond.cleanup
  ret void, !dbg !69
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !70 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6}
!opencl.ocl.version = !{!7}
!opencl.spir.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "<stdin>", directory: ".", checksumkind: CSK_MD5, checksum: "674bb2bdba43a1f22375dd331d3eafad")
!2 = !{!3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "uniform_search", scope: !10, file: !10, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!10 = !DIFile(filename: "uniform_search.cl", directory: ".", checksumkind: CSK_MD5, checksum: "674bb2bdba43a1f22375dd331d3eafad")
!11 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !12)
!12 = !{null, !13, !15, !3, !3}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, dwarfAddressSpace: 1)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!16 = !{!17, !18, !19, !20, !21, !25, !26, !27, !28}
!17 = !DILocalVariable(name: "table", arg: 1, scope: !9, file: !10, line: 5, type: !13)
!18 = !DILocalVariable(name: "out", arg: 2, scope: !9, file: !10, line: 5, type: !15)
!19 = !DILocalVariable(name: "key", arg: 3, scope: !9, file: !10, line: 5, type: !3)
!20 = !DILocalVariable(name: "m", arg: 4, scope: !9, file: !10, line: 5, type: !3)
!21 = !DILocalVariable(name: "i", scope: !9, file: !10, line: 6, type: !22)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !23, line: 142, baseType: !24)
!23 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!24 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!25 = !DILocalVariable(name: "k", scope: !9, file: !10, line: 7, type: !3)
!26 = !DILocalVariable(name: "n", scope: !9, file: !10, line: 11, type: !3)
!27 = !DILocalVariable(name: "acc", scope: !9, file: !10, line: 12, type: !3)
!28 = !DILocalVariable(name: "j", scope: !29, file: !10, line: 13, type: !3)
!29 = distinct !DILexicalBlock(scope: !9, file: !10, line: 13, column: 3)
!30 = !{i32 1, i32 1, i32 0, i32 0}
!31 = !{!"none", !"none", !"none", !"none"}
!32 = !{!"int*", !"int*", !"int", !"int"}
!33 = !{!"const", !"", !"", !""}
!34 = !DILocation(line: 0, scope: !9)
!35 = !DILocation(line: 6, column: 14, scope: !9)
!36 = !DILocation(line: 8, column: 12, scope: !37)
!37 = distinct !DILexicalBlock(scope: !38, file: !10, line: 8, column: 3)
!38 = distinct !DILexicalBlock(scope: !9, file: !10, line: 8, column: 3)
!39 = !DILocation(line: 8, column: 3, scope: !38)
!40 = !DILocation(line: 9, column: 9, scope: !41)
!41 = distinct !DILexicalBlock(scope: !37, file: !10, line: 9, column: 9)
!42 = !{!43, !43, i64 0}
!43 = !{!"int", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C/C++ TBAA"}
!46 = !DILocation(line: 9, column: 18, scope: !41)
!47 = !DILocation(line: 9, column: 9, scope: !37)
!48 = distinct !{!48, !39, !49, !50}
!49 = !DILocation(line: 10, column: 7, scope: !38)
!50 = !{!"llvm.loop.unroll.disable"}
!51 = !DILocation(line: 8, column: 17, scope: !37)
!52 = !DILocation(line: 11, column: 11, scope: !9)
!53 = !DILocation(line: 0, scope: !29)
!54 = !DILocation(line: 13, column: 21, scope: !55)
!55 = distinct !DILexicalBlock(scope: !29, file: !10, line: 13, column: 3)
!56 = !DILocation(line: 13, column: 3, scope: !29)
!57 = !DILocation(line: 15, column: 9, scope: !58)
!58 = distinct !DILexicalBlock(scope: !9, file: !10, line: 15, column: 7)
!59 = !DILocation(line: 15, column: 13, scope: !58)
!60 = !DILocation(line: 15, column: 7, scope: !9)
!61 = !DILocation(line: 14, column: 12, scope: !55)
!62 = !DILocation(line: 14, column: 21, scope: !55)
!63 = !DILocation(line: 14, column: 9, scope: !55)
!64 = !DILocation(line: 13, column: 26, scope: !55)
!65 = distinct !{!65, !56, !66, !50}
!66 = !DILocation(line: 14, column: 28, scope: !29)
!67 = !DILocation(line: 16, column: 5, scope: !58)
!68 = !DILocation(line: 16, column: 12, scope: !58)
!69 = !DILocation(line: 17, column: 1, scope: !9)
!70 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !71, file: !71, line: 6376, type: !72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!71 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c.h", directory: "", checksumkind: CSK_MD5, checksum: "20385da8ce702f52183c0233d2289469")
!72 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !73)
!73 = !{!22, !74}
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !23, line: 129, baseType: !75)
!75 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
