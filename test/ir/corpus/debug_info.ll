; Debug records and specialised DI metadata.
source_filename = "dbg.c"
target triple = "x86_64-unknown-linux-gnu"

@gv = dso_local global i32 0, align 4, !dbg !0

define dso_local i32 @f(i32 noundef %x) !dbg !10 {
entry:
  %x.addr = alloca i32, align 4, !DIAssignID !20
    #dbg_assign(i1 undef, !15, !DIExpression(), !20, ptr %x.addr, !DIExpression(), !16)
    #dbg_declare(ptr %x.addr, !15, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_deref), !16)
  store i32 %x, ptr %x.addr, align 4
    #dbg_value(i32 %x, !15, !DIExpression(), !16)
    #dbg_value(!DIArgList(i32 %x, i32 %x), !15, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !16)
  %add = add nsw i32 %x, 1, !dbg !17
    #dbg_label(!18, !16)
  ret i32 %add, !dbg !17
}

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!7, !8}
!llvm.ident = !{!9}
!named.with.escape = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "gv", scope: !2, file: !3, line: 1, type: !6, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !5, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "dbg.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "0123456789abcdef0123456789abcdef")
!4 = !{}
!5 = !{!0}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{!"clang version 19"}
!10 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 2, type: !11, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !4)
!11 = !DISubroutineType(types: !12)
!12 = !{!6, !6}
!15 = !DILocalVariable(name: "x", arg: 1, scope: !10, file: !3, line: 2, type: !6)
!16 = !DILocation(line: 0, scope: !10)
!17 = !DILocation(line: 3, column: 12, scope: !10)
!18 = !DILabel(scope: !10, name: "lbl", file: !3, line: 3)
!20 = distinct !DIAssignID()
!21 = !{!"tab\09", null, i64 -5, ptr @gv, !{!"nested"}}
