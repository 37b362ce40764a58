; Flags, field width and precision apply to every element of a vector.
; RUN: ncpu-opt -passes='replace-printf,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr addrspace(2) constant [35 x i8] c"[%+08.3v4hlf][%-6v2hld][%#.v2hho]\0A\00", align 1

; CHECK: @.str.printf = private unnamed_addr constant [61 x i8] c"[%+08.3f,%+08.3f,%+08.3f,%+08.3f][%-6d,%-6d][%#.hho,%#.hho]\0A\00", align 1

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %call.host = call i32 (ptr, ...) @printf(ptr @.str.printf, double %f.0.host, double %f.1.host, double %f.2.host, double %f.3.host, i32 %i.0, i32 %i.1, i32 %c.0.host, i32 %c.1.host)

define spir_kernel void @k(<4 x float> %f, <2 x i32> %i, <2 x i8> %c) {
entry:
  %call = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) @.str, <4 x float> %f, <2 x i32> %i, <2 x i8> %c)
  ret void
}

declare spir_func i32 @printf(ptr addrspace(2), ...)
