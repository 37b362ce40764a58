; The host call stands for OpenCL C's: it takes the call's !dbg location and the
; debug records attached to it (printed before it); the conversion of the
; result keeps no location of its own.
; RUN: ncpu-opt -passes='replace-printf,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr addrspace(2) constant [6 x i8] c"i=%d\0A\00", align 1

; CHECK-LABEL: define spir_kernel void @k(
; CHECK-NEXT: entry:
; CHECK-NEXT: #dbg_value(i32 %i, ![[VAR:[0-9]+]], !DIExpression(), ![[LOC:[0-9]+]])
; CHECK-NEXT: %call.host = call i32 (ptr, ...) @printf(ptr @.str.printf, i32 %i), !dbg ![[LOC]]
; CHECK-NEXT: %call = ashr i32 %call.host, 31{{$}}
; CHECK-NEXT: store i32 %call, ptr addrspace(1) %ret, align 4, !dbg
; CHECK: ![[VAR]] = !DILocalVariable(name: "i"

define spir_kernel void @k(ptr addrspace(1) %ret, i32 %i) !dbg !3 {
entry:
    #dbg_value(i32 %i, !6, !DIExpression(), !7)
  %call = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) @.str, i32 %i), !dbg !7
  store i32 %call, ptr addrspace(1) %ret, align 4, !dbg !8
  ret void, !dbg !8
}

declare spir_func i32 @printf(ptr addrspace(2), ...)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cl", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !4, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DISubroutineType(types: !5)
!5 = !{}
!6 = !DILocalVariable(name: "i", arg: 2, scope: !3, file: !1, line: 1, type: null)
!7 = !DILocation(line: 2, column: 3, scope: !3)
!8 = !DILocation(line: 3, column: 3, scope: !3)
