; ModuleID = 'vecmath.cl'
source_filename = "vecmath.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @vecmath(ptr addrspace(1) nocapture noundef readonly align 16 %a, ptr addrspace(1) nocapture noundef writeonly align 16 %b, ptr addrspace(1) nocapture noundef writeonly align 4 %steps) local_unnamed_addr #0 !dbg !14 !kernel_arg_addr_space !34 !kernel_arg_access_qual !35 !kernel_arg_type !36 !kernel_arg_base_type !37 !kernel_arg_type_qual !38 {
entry:
    #dbg_value(ptr addrspace(1) %a, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
    #dbg_value(ptr addrspace(1) %b, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
    #dbg_value(ptr addrspace(1) %steps, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !40
    #dbg_value(i64 %call, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  %arrayidx = getelementptr inbounds <4 x float>, ptr addrspace(1) %a, i64 %call, !dbg !41
  %0 = load <4 x float>, ptr addrspace(1) %arrayidx, align 16, !dbg !41, !tbaa !42
    #dbg_value(<4 x float> %0, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  %call1 = tail call spir_func <4 x float> @_Z4fabsDv4_f(<4 x float> noundef %0) #2, !dbg !45
  %call2 = tail call spir_func <4 x float> @_Z4sqrtDv4_f(<4 x float> noundef %call1) #2, !dbg !46, !fpmath !47
  %mul = fmul <4 x float> %0, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !48
  %call3 = tail call spir_func <4 x float> @_Z10native_expDv4_f(<4 x float> noundef %mul) #2, !dbg !49
  %add = fadd <4 x float> %call2, %call3, !dbg !50
  %call4 = tail call spir_func <4 x float> @_Z3fmaDv4_fS_S_(<4 x float> noundef %0, <4 x float> noundef %0, <4 x float> noundef <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>) #2, !dbg !51
  %add5 = fadd <4 x float> %add, %call4, !dbg !52
    #dbg_value(<4 x float> %add5, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
    #dbg_value(i32 0, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  %1 = extractelement <4 x float> %add5, i64 0, !dbg !53
    #dbg_value(float %1, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
    #dbg_value(i32 0, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  %cmp28 = fcmp ogt float %1, 1.000000e+00, !dbg !54
  br i1 %cmp28, label %while.body, label %while.end, !dbg !55

while.body:                                       ; preds = %entry, %while.body
  %x.030 = phi float [ %mul7, %while.body ], [ %1, %entry ]
  %n.029 = phi i32 [ %inc, %while.body ], [ 0, %entry ]
    #dbg_value(float %x.030, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
    #dbg_value(i32 %n.029, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  %mul7 = fmul float %x.030, 5.000000e-01, !dbg !56
    #dbg_value(float %mul7, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  %inc = add nuw nsw i32 %n.029, 1, !dbg !58
    #dbg_value(i32 %inc, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  %cmp = fcmp ogt float %mul7, 1.000000e+00, !dbg !54
  %cmp6 = icmp ult i32 %n.029, 63, !dbg !59
  %2 = select i1 %cmp, i1 %cmp6, i1 false, !dbg !59
  br i1 %2, label %while.body, label %while.end, !dbg !55, !llvm.loop !60

while.end:                                        ; preds = %while.body, %entry
  %n.0.lcssa = phi i32 [ 0, %entry ], [ %inc, %while.body ], !dbg !39
  %arrayidx8 = getelementptr inbounds i32, ptr addrspace(1) %steps, i64 %call, !dbg !63
  store i32 %n.0.lcssa, ptr addrspace(1) %arrayidx8, align 4, !dbg !64, !tbaa !65
  %call9 = tail call spir_func <4 x i32> @_Z9isgreaterDv4_fS_(<4 x float> noundef %0, <4 x float> noundef %add5) #2, !dbg !67
  %call10 = tail call spir_func <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef %add5, <4 x float> noundef %0, <4 x i32> noundef %call9) #2, !dbg !68
  %call11 = tail call spir_func float @_Z3dotDv4_fS_(<4 x float> noundef %0, <4 x float> noundef %add5) #2, !dbg !69
  %splat.splatinsert = insertelement <4 x float> poison, float %call11, i64 0, !dbg !70
  %splat.splat = shufflevector <4 x float> %splat.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !70
  %add12 = fadd <4 x float> %call10, %splat.splat, !dbg !71
  %arrayidx13 = getelementptr inbounds <4 x float>, ptr addrspace(1) %b, i64 %call, !dbg !72
  store <4 x float> %add12, ptr addrspace(1) %arrayidx13, align 16, !dbg !73, !tbaa !42
  ret void, !dbg !74
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !75 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !81 spir_func <4 x float> @_Z4sqrtDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !84 spir_func <4 x float> @_Z4fabsDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !85 spir_func <4 x float> @_Z10native_expDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !86 spir_func <4 x float> @_Z3fmaDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !89 spir_func <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef, <4 x float> noundef, <4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !94 spir_func <4 x i32> @_Z9isgreaterDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !97 spir_func float @_Z3dotDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11}
!opencl.ocl.version = !{!12}
!opencl.spir.version = !{!12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "<stdin>", directory: ".", checksumkind: CSK_MD5, checksum: "09286bfd5b0d13c3ac2c76d45075c060")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !4, line: 209, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, flags: DIFlagVector, elements: !7)
!6 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!7 = !{!8}
!8 = !DISubrange(count: 4)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 2, i32 0}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = distinct !DISubprogram(name: "vecmath", scope: !15, file: !15, line: 2, type: !16, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !23)
!15 = !DIFile(filename: "vecmath.cl", directory: ".", checksumkind: CSK_MD5, checksum: "09286bfd5b0d13c3ac2c76d45075c060")
!16 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !17)
!17 = !{null, !18, !20, !21}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64, dwarfAddressSpace: 1)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64, dwarfAddressSpace: 1)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{!24, !25, !26, !27, !30, !31, !32, !33}
!24 = !DILocalVariable(name: "a", arg: 1, scope: !14, file: !15, line: 2, type: !18)
!25 = !DILocalVariable(name: "b", arg: 2, scope: !14, file: !15, line: 2, type: !20)
!26 = !DILocalVariable(name: "steps", arg: 3, scope: !14, file: !15, line: 2, type: !21)
!27 = !DILocalVariable(name: "i", scope: !14, file: !15, line: 3, type: !28)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 142, baseType: !29)
!29 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!30 = !DILocalVariable(name: "v", scope: !14, file: !15, line: 4, type: !3)
!31 = !DILocalVariable(name: "r", scope: !14, file: !15, line: 5, type: !3)
!32 = !DILocalVariable(name: "n", scope: !14, file: !15, line: 6, type: !22)
!33 = !DILocalVariable(name: "x", scope: !14, file: !15, line: 7, type: !6)
!34 = !{i32 1, i32 1, i32 1}
!35 = !{!"none", !"none", !"none"}
!36 = !{!"float4*", !"float4*", !"int*"}
!37 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int*"}
!38 = !{!"const", !"", !""}
!39 = !DILocation(line: 0, scope: !14)
!40 = !DILocation(line: 3, column: 14, scope: !14)
!41 = !DILocation(line: 4, column: 14, scope: !14)
!42 = !{!43, !43, i64 0}
!43 = !{!"omnipotent char", !44, i64 0}
!44 = !{!"Simple C/C++ TBAA"}
!45 = !DILocation(line: 5, column: 19, scope: !14)
!46 = !DILocation(line: 5, column: 14, scope: !14)
!47 = !{float 3.000000e+00}
!48 = !DILocation(line: 5, column: 43, scope: !14)
!49 = !DILocation(line: 5, column: 30, scope: !14)
!50 = !DILocation(line: 5, column: 28, scope: !14)
!51 = !DILocation(line: 5, column: 53, scope: !14)
!52 = !DILocation(line: 5, column: 51, scope: !14)
!53 = !DILocation(line: 7, column: 13, scope: !14)
!54 = !DILocation(line: 8, column: 12, scope: !14)
!55 = !DILocation(line: 8, column: 3, scope: !14)
!56 = !DILocation(line: 9, column: 11, scope: !57)
!57 = distinct !DILexicalBlock(scope: !14, file: !15, line: 8, column: 30)
!58 = !DILocation(line: 10, column: 6, scope: !57)
!59 = !DILocation(line: 8, column: 19, scope: !14)
!60 = distinct !{!60, !55, !61, !62}
!61 = !DILocation(line: 11, column: 3, scope: !14)
!62 = !{!"llvm.loop.unroll.disable"}
!63 = !DILocation(line: 12, column: 3, scope: !14)
!64 = !DILocation(line: 12, column: 12, scope: !14)
!65 = !{!66, !66, i64 0}
!66 = !{!"int", !43, i64 0}
!67 = !DILocation(line: 13, column: 23, scope: !14)
!68 = !DILocation(line: 13, column: 10, scope: !14)
!69 = !DILocation(line: 13, column: 51, scope: !14)
!70 = !DILocation(line: 13, column: 42, scope: !14)
!71 = !DILocation(line: 13, column: 40, scope: !14)
!72 = !DILocation(line: 13, column: 3, scope: !14)
!73 = !DILocation(line: 13, column: 8, scope: !14)
!74 = !DILocation(line: 14, column: 1, scope: !14)
!75 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !76, file: !76, line: 6376, type: !77, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!76 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c.h", directory: "", checksumkind: CSK_MD5, checksum: "20385da8ce702f52183c0233d2289469")
!77 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !78)
!78 = !{!28, !79}
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !4, line: 129, baseType: !80)
!80 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!81 = !DISubprogram(name: "sqrt", linkageName: "_Z4sqrtDv4_f", scope: !76, file: !76, line: 8505, type: !82, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!82 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !83)
!83 = !{!3, !3}
!84 = !DISubprogram(name: "fabs", linkageName: "_Z4fabsDv4_f", scope: !76, file: !76, line: 7044, type: !82, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!85 = !DISubprogram(name: "native_exp", linkageName: "_Z10native_expDv4_f", scope: !76, file: !76, line: 8826, type: !82, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!86 = !DISubprogram(name: "fma", linkageName: "_Z3fmaDv4_fS_S_", scope: !76, file: !76, line: 7127, type: !87, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!87 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !88)
!88 = !{!3, !3, !3, !3}
!89 = !DISubprogram(name: "select", linkageName: "_Z6selectDv4_fS_Dv4_i", scope: !76, file: !76, line: 11064, type: !90, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!90 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !91)
!91 = !{!3, !3, !3, !92}
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "int4", file: !4, line: 189, baseType: !93)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 128, flags: DIFlagVector, elements: !7)
!94 = !DISubprogram(name: "isgreater", linkageName: "_Z9isgreaterDv4_fS_", scope: !76, file: !76, line: 10567, type: !95, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!95 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !96)
!96 = !{!92, !3, !3}
!97 = !DISubprogram(name: "dot", linkageName: "_Z3dotDv4_fS_", scope: !76, file: !76, line: 10386, type: !98, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!98 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !99)
!99 = !{!6, !3, !3}
