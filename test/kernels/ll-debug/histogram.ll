; ModuleID = 'histogram.cl'
source_filename = "histogram.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @histogram(ptr addrspace(1) nocapture noundef readonly align 1 %in, ptr addrspace(1) noundef align 4 %bins, i32 noundef %n) local_unnamed_addr #0 !dbg !7 !kernel_arg_addr_space !27 !kernel_arg_access_qual !28 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !30 {
entry:
    #dbg_value(ptr addrspace(1) %in, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
    #dbg_value(ptr addrspace(1) %bins, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
    #dbg_value(i32 %n, !23, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !32
    #dbg_value(i64 %call, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
  %conv = zext i32 %n to i64, !dbg !33
  %cmp = icmp ult i64 %call, %conv, !dbg !35
  br i1 %cmp, label %if.then, label %if.end, !dbg !36

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds i8, ptr addrspace(1) %in, i64 %call, !dbg !37
  %0 = load i8, ptr addrspace(1) %arrayidx, align 1, !dbg !37, !tbaa !38
  %idxprom = zext i8 %0 to i64, !dbg !41
  %arrayidx2 = getelementptr inbounds i32, ptr addrspace(1) %bins, i64 %idxprom, !dbg !41
  %call3 = tail call spir_func i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef %arrayidx2) #4, !dbg !42
  br label %if.end, !dbg !42

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !43
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !44 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !48 spir_func i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef) local_unnamed_addr #2

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
!1 = !DIFile(filename: "<stdin>", directory: ".", checksumkind: CSK_MD5, checksum: "f960ed4cd3dfd84cdaa855caa08a165d")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 2, i32 0}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = distinct !DISubprogram(name: "histogram", scope: !8, file: !8, line: 2, type: !9, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !20)
!8 = !DIFile(filename: "histogram.cl", directory: ".", checksumkind: CSK_MD5, checksum: "f960ed4cd3dfd84cdaa855caa08a165d")
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !16, !18}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar", file: !14, line: 119, baseType: !15)
!14 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!15 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64, dwarfAddressSpace: 1)
!17 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !18)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !14, line: 129, baseType: !19)
!19 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!20 = !{!21, !22, !23, !24}
!21 = !DILocalVariable(name: "in", arg: 1, scope: !7, file: !8, line: 2, type: !11)
!22 = !DILocalVariable(name: "bins", arg: 2, scope: !7, file: !8, line: 2, type: !16)
!23 = !DILocalVariable(name: "n", arg: 3, scope: !7, file: !8, line: 2, type: !18)
!24 = !DILocalVariable(name: "i", scope: !7, file: !8, line: 3, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !14, line: 142, baseType: !26)
!26 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!27 = !{i32 1, i32 1, i32 0}
!28 = !{!"none", !"none", !"none"}
!29 = !{!"uchar*", !"uint*", !"uint"}
!30 = !{!"const", !"volatile", !""}
!31 = !DILocation(line: 0, scope: !7)
!32 = !DILocation(line: 3, column: 14, scope: !7)
!33 = !DILocation(line: 4, column: 11, scope: !34)
!34 = distinct !DILexicalBlock(scope: !7, file: !8, line: 4, column: 7)
!35 = !DILocation(line: 4, column: 9, scope: !34)
!36 = !DILocation(line: 4, column: 7, scope: !7)
!37 = !DILocation(line: 5, column: 22, scope: !34)
!38 = !{!39, !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !DILocation(line: 5, column: 17, scope: !34)
!42 = !DILocation(line: 5, column: 5, scope: !34)
!43 = !DILocation(line: 6, column: 1, scope: !7)
!44 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !45, file: !45, line: 6376, type: !46, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!45 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c.h", directory: "", checksumkind: CSK_MD5, checksum: "20385da8ce702f52183c0233d2289469")
!46 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !47)
!47 = !{!25, !18}
!48 = !DISubprogram(name: "atomic_inc", linkageName: "_Z10atomic_incPU3AS1Vj", scope: !45, file: !45, line: 12989, type: !49, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!49 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !50)
!50 = !{!18, !16}
