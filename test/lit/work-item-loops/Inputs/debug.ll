; ModuleID = 'debug.cl'
source_filename = "debug.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @barrier_dbg(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out, ptr addrspace(3) noundef align 4 %tmp) #0 !dbg !9 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
entry:
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %tmp.addr = alloca ptr addrspace(3), align 8
  %gid = alloca i64, align 8
  %lid = alloca i64, align 8
  %n = alloca i64, align 8
  %mult = alloca i32, align 4
  %result = alloca i32, align 4
  store ptr addrspace(1) %in, ptr %in.addr, align 8
    #dbg_declare(ptr %in.addr, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !23)
  store ptr addrspace(1) %out, ptr %out.addr, align 8
    #dbg_declare(ptr %out.addr, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !25)
  store ptr addrspace(3) %tmp, ptr %tmp.addr, align 8
    #dbg_declare(ptr %tmp.addr, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !27)
    #dbg_declare(ptr %gid, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !33
  store i64 %call, ptr %gid, align 8, !dbg !32
    #dbg_declare(ptr %lid, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !35)
  %call1 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !36
  store i64 %call1, ptr %lid, align 8, !dbg !35
    #dbg_declare(ptr %n, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !38)
  %call2 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !39
  store i64 %call2, ptr %n, align 8, !dbg !38
    #dbg_declare(ptr %mult, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  %0 = load ptr addrspace(1), ptr %in.addr, align 8, !dbg !42
  %1 = load i64, ptr %gid, align 8, !dbg !43
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %1, !dbg !42
  %2 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !42
  %3 = load i64, ptr %lid, align 8, !dbg !44
  %conv = trunc i64 %3 to i32, !dbg !45
  %mul = mul nsw i32 %2, %conv, !dbg !46
  store i32 %mul, ptr %mult, align 4, !dbg !41
  %4 = load i32, ptr %mult, align 4, !dbg !47
  %5 = load ptr addrspace(3), ptr %tmp.addr, align 8, !dbg !48
  %6 = load i64, ptr %lid, align 8, !dbg !49
  %arrayidx3 = getelementptr inbounds i32, ptr addrspace(3) %5, i64 %6, !dbg !48
  store i32 %4, ptr addrspace(3) %arrayidx3, align 4, !dbg !50
  call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !51
    #dbg_declare(ptr %result, !52, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !53)
  %7 = load i32, ptr %mult, align 4, !dbg !54
  %8 = load ptr addrspace(3), ptr %tmp.addr, align 8, !dbg !55
  %9 = load i64, ptr %n, align 8, !dbg !56
  %sub = sub i64 %9, 1, !dbg !57
  %10 = load i64, ptr %lid, align 8, !dbg !58
  %sub4 = sub i64 %sub, %10, !dbg !59
  %arrayidx5 = getelementptr inbounds i32, ptr addrspace(3) %8, i64 %sub4, !dbg !55
  %11 = load i32, ptr addrspace(3) %arrayidx5, align 4, !dbg !55
  %add = add nsw i32 %7, %11, !dbg !60
  store i32 %add, ptr %result, align 4, !dbg !53
  %12 = load i32, ptr %result, align 4, !dbg !61
  %13 = load ptr addrspace(1), ptr %out.addr, align 8, !dbg !62
  %14 = load i64, ptr %gid, align 8, !dbg !63
  %arrayidx6 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %14, !dbg !62
  store i32 %12, ptr addrspace(1) %arrayidx6, align 4, !dbg !64
  ret void, !dbg !65
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6}
!opencl.ocl.version = !{!7}
!opencl.spir.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "<stdin>", directory: ".")
!2 = !{!3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 4}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "barrier_dbg", scope: !10, file: !10, line: 2, type: !11, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!10 = !DIFile(filename: "debug.cl", directory: ".")
!11 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !12)
!12 = !{null, !13, !15, !16}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, dwarfAddressSpace: 1)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 3)
!17 = !{}
!18 = !{i32 1, i32 1, i32 3}
!19 = !{!"none", !"none", !"none"}
!20 = !{!"int*", !"int*", !"int*"}
!21 = !{!"const", !"", !""}
!22 = !DILocalVariable(name: "in", arg: 1, scope: !9, file: !10, line: 2, type: !13)
!23 = !DILocation(line: 2, column: 43, scope: !9)
!24 = !DILocalVariable(name: "out", arg: 2, scope: !9, file: !10, line: 2, type: !15)
!25 = !DILocation(line: 2, column: 59, scope: !9)
!26 = !DILocalVariable(name: "tmp", arg: 3, scope: !9, file: !10, line: 2, type: !16)
!27 = !DILocation(line: 2, column: 75, scope: !9)
!28 = !DILocalVariable(name: "gid", scope: !9, file: !10, line: 3, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !30, line: 142, baseType: !31)
!30 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "")
!31 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!32 = !DILocation(line: 3, column: 10, scope: !9)
!33 = !DILocation(line: 3, column: 16, scope: !9)
!34 = !DILocalVariable(name: "lid", scope: !9, file: !10, line: 4, type: !29)
!35 = !DILocation(line: 4, column: 10, scope: !9)
!36 = !DILocation(line: 4, column: 16, scope: !9)
!37 = !DILocalVariable(name: "n", scope: !9, file: !10, line: 5, type: !29)
!38 = !DILocation(line: 5, column: 10, scope: !9)
!39 = !DILocation(line: 5, column: 14, scope: !9)
!40 = !DILocalVariable(name: "mult", scope: !9, file: !10, line: 6, type: !3)
!41 = !DILocation(line: 6, column: 7, scope: !9)
!42 = !DILocation(line: 6, column: 14, scope: !9)
!43 = !DILocation(line: 6, column: 17, scope: !9)
!44 = !DILocation(line: 6, column: 29, scope: !9)
!45 = !DILocation(line: 6, column: 24, scope: !9)
!46 = !DILocation(line: 6, column: 22, scope: !9)
!47 = !DILocation(line: 7, column: 14, scope: !9)
!48 = !DILocation(line: 7, column: 3, scope: !9)
!49 = !DILocation(line: 7, column: 7, scope: !9)
!50 = !DILocation(line: 7, column: 12, scope: !9)
!51 = !DILocation(line: 8, column: 3, scope: !9)
!52 = !DILocalVariable(name: "result", scope: !9, file: !10, line: 9, type: !3)
!53 = !DILocation(line: 9, column: 7, scope: !9)
!54 = !DILocation(line: 9, column: 16, scope: !9)
!55 = !DILocation(line: 9, column: 23, scope: !9)
!56 = !DILocation(line: 9, column: 27, scope: !9)
!57 = !DILocation(line: 9, column: 29, scope: !9)
!58 = !DILocation(line: 9, column: 35, scope: !9)
!59 = !DILocation(line: 9, column: 33, scope: !9)
!60 = !DILocation(line: 9, column: 21, scope: !9)
!61 = !DILocation(line: 10, column: 14, scope: !9)
!62 = !DILocation(line: 10, column: 3, scope: !9)
!63 = !DILocation(line: 10, column: 7, scope: !9)
!64 = !DILocation(line: 10, column: 12, scope: !9)
!65 = !DILocation(line: 11, column: 1, scope: !9)
