; ModuleID = 'transpose_local.cl'
source_filename = "transpose_local.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@transpose_local.tile = internal unnamed_addr addrspace(3) global [16 x [17 x float]] undef, align 4, !dbg !0

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @transpose_local(ptr addrspace(1) nocapture noundef readonly align 4 %in, ptr addrspace(1) nocapture noundef writeonly align 4 %out, i32 noundef %w, i32 noundef %h) local_unnamed_addr #0 !dbg !2 !kernel_arg_addr_space !38 !kernel_arg_access_qual !39 !kernel_arg_type !40 !kernel_arg_base_type !40 !kernel_arg_type_qual !41 {
entry:
    #dbg_value(ptr addrspace(1) %in, !17, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
    #dbg_value(ptr addrspace(1) %out, !18, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
    #dbg_value(i32 %w, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
    #dbg_value(i32 %h, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !43
    #dbg_value(i64 %call, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  %call1 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #3, !dbg !44
    #dbg_value(i64 %call1, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  %call2 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !45
    #dbg_value(i64 %call2, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  %call3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #3, !dbg !46
    #dbg_value(i64 %call3, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  %conv = zext i32 %w to i64, !dbg !47
  %cmp = icmp ult i64 %call, %conv, !dbg !49
  %conv5 = zext i32 %h to i64
  %cmp6 = icmp ult i64 %call1, %conv5
  %or.cond = select i1 %cmp, i1 %cmp6, i1 false, !dbg !50
  br i1 %or.cond, label %if.then, label %if.end, !dbg !50

if.then:                                          ; preds = %entry
  %mul = mul nuw i64 %call1, %conv, !dbg !51
  %0 = getelementptr float, ptr addrspace(1) %in, i64 %mul, !dbg !52
  %arrayidx = getelementptr float, ptr addrspace(1) %0, i64 %call, !dbg !52
  %1 = load float, ptr addrspace(1) %arrayidx, align 4, !dbg !52, !tbaa !53
  %arrayidx10 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @transpose_local.tile, i64 0, i64 %call3, i64 %call2, !dbg !57
  store float %1, ptr addrspace(3) %arrayidx10, align 4, !dbg !58, !tbaa !53
  br label %if.end, !dbg !57

if.end:                                           ; preds = %if.then, %entry
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !59
  %call11 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 1) #3, !dbg !60
  %mul12 = shl i64 %call11, 4, !dbg !61
  %add13 = add i64 %mul12, %call2, !dbg !62
    #dbg_value(i64 %add13, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  %call14 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #3, !dbg !63
  %mul15 = shl i64 %call14, 4, !dbg !64
  %add16 = add i64 %mul15, %call3, !dbg !65
    #dbg_value(i64 %add16, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  %cmp18 = icmp ult i64 %add13, %conv5, !dbg !66
  %cmp22 = icmp ult i64 %add16, %conv
  %or.cond44 = select i1 %cmp18, i1 %cmp22, i1 false, !dbg !68
  br i1 %or.cond44, label %if.then24, label %if.end31, !dbg !68

if.then24:                                        ; preds = %if.end
  %arrayidx26 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @transpose_local.tile, i64 0, i64 %call2, i64 %call3, !dbg !69
  %2 = load float, ptr addrspace(3) %arrayidx26, align 4, !dbg !69, !tbaa !53
  %mul28 = mul nuw i64 %add16, %conv5, !dbg !70
  %3 = getelementptr float, ptr addrspace(1) %out, i64 %mul28, !dbg !71
  %arrayidx30 = getelementptr float, ptr addrspace(1) %3, i64 %add13, !dbg !71
  store float %2, ptr addrspace(1) %arrayidx30, align 4, !dbg !72, !tbaa !53
  br label %if.end31, !dbg !71

if.end31:                                         ; preds = %if.then24, %if.end
  ret void, !dbg !73
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !74 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !78 spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !79 spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !83 spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!13}
!llvm.module.flags = !{!33, !34, !35}
!opencl.ocl.version = !{!36}
!opencl.spir.version = !{!36}
!llvm.ident = !{!37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "tile", scope: !2, file: !3, line: 4, type: !29, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "transpose_local", scope: !3, file: !3, line: 3, type: !4, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !16)
!3 = !DIFile(filename: "transpose_local.cl", directory: ".", checksumkind: CSK_MD5, checksum: "09cce8a13aa1e5e82abce346220c33fa")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6, !9, !10, !10}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, dwarfAddressSpace: 1)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 1)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !11, line: 129, baseType: !12)
!11 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!12 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!13 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !14, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !15, splitDebugInlining: false, nameTableKind: None)
!14 = !DIFile(filename: "<stdin>", directory: ".", checksumkind: CSK_MD5, checksum: "09cce8a13aa1e5e82abce346220c33fa")
!15 = !{!0}
!16 = !{!17, !18, !19, !20, !21, !24, !25, !26, !27, !28}
!17 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 3, type: !6)
!18 = !DILocalVariable(name: "out", arg: 2, scope: !2, file: !3, line: 3, type: !9)
!19 = !DILocalVariable(name: "w", arg: 3, scope: !2, file: !3, line: 3, type: !10)
!20 = !DILocalVariable(name: "h", arg: 4, scope: !2, file: !3, line: 3, type: !10)
!21 = !DILocalVariable(name: "gx", scope: !2, file: !3, line: 5, type: !22)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !11, line: 142, baseType: !23)
!23 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!24 = !DILocalVariable(name: "gy", scope: !2, file: !3, line: 5, type: !22)
!25 = !DILocalVariable(name: "lx", scope: !2, file: !3, line: 6, type: !22)
!26 = !DILocalVariable(name: "ly", scope: !2, file: !3, line: 6, type: !22)
!27 = !DILocalVariable(name: "ox", scope: !2, file: !3, line: 10, type: !22)
!28 = !DILocalVariable(name: "oy", scope: !2, file: !3, line: 10, type: !22)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8704, elements: !30)
!30 = !{!31, !32}
!31 = !DISubrange(count: 16)
!32 = !DISubrange(count: 17)
!33 = !{i32 7, !"Dwarf Version", i32 5}
!34 = !{i32 2, !"Debug Info Version", i32 3}
!35 = !{i32 1, !"wchar_size", i32 4}
!36 = !{i32 2, i32 0}
!37 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!38 = !{i32 1, i32 1, i32 0, i32 0}
!39 = !{!"none", !"none", !"none", !"none"}
!40 = !{!"float*", !"float*", !"uint", !"uint"}
!41 = !{!"const", !"", !"", !""}
!42 = !DILocation(line: 0, scope: !2)
!43 = !DILocation(line: 5, column: 15, scope: !2)
!44 = !DILocation(line: 5, column: 38, scope: !2)
!45 = !DILocation(line: 6, column: 15, scope: !2)
!46 = !DILocation(line: 6, column: 37, scope: !2)
!47 = !DILocation(line: 7, column: 12, scope: !48)
!48 = distinct !DILexicalBlock(scope: !2, file: !3, line: 7, column: 7)
!49 = !DILocation(line: 7, column: 10, scope: !48)
!50 = !DILocation(line: 7, column: 14, scope: !48)
!51 = !DILocation(line: 8, column: 26, scope: !48)
!52 = !DILocation(line: 8, column: 20, scope: !48)
!53 = !{!54, !54, i64 0}
!54 = !{!"float", !55, i64 0}
!55 = !{!"omnipotent char", !56, i64 0}
!56 = !{!"Simple C/C++ TBAA"}
!57 = !DILocation(line: 8, column: 5, scope: !48)
!58 = !DILocation(line: 8, column: 18, scope: !48)
!59 = !DILocation(line: 9, column: 3, scope: !2)
!60 = !DILocation(line: 10, column: 15, scope: !2)
!61 = !DILocation(line: 10, column: 31, scope: !2)
!62 = !DILocation(line: 10, column: 38, scope: !2)
!63 = !DILocation(line: 10, column: 49, scope: !2)
!64 = !DILocation(line: 10, column: 65, scope: !2)
!65 = !DILocation(line: 10, column: 72, scope: !2)
!66 = !DILocation(line: 11, column: 10, scope: !67)
!67 = distinct !DILexicalBlock(scope: !2, file: !3, line: 11, column: 7)
!68 = !DILocation(line: 11, column: 14, scope: !67)
!69 = !DILocation(line: 12, column: 24, scope: !67)
!70 = !DILocation(line: 12, column: 12, scope: !67)
!71 = !DILocation(line: 12, column: 5, scope: !67)
!72 = !DILocation(line: 12, column: 22, scope: !67)
!73 = !DILocation(line: 13, column: 1, scope: !2)
!74 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !75, file: !75, line: 6376, type: !76, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!75 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c.h", directory: "", checksumkind: CSK_MD5, checksum: "20385da8ce702f52183c0233d2289469")
!76 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !77)
!77 = !{!22, !10}
!78 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !75, file: !75, line: 6400, type: !76, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!79 = !DISubprogram(name: "barrier", linkageName: "_Z7barrierj", scope: !75, file: !75, line: 12399, type: !80, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!80 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !81)
!81 = !{null, !82}
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags", file: !11, line: 372, baseType: !10)
!83 = !DISubprogram(name: "get_group_id", linkageName: "_Z12get_group_idj", scope: !75, file: !75, line: 6418, type: !76, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
