; Scalar conversions pass through to the host's printf: the format moves to
; address space 0, long becomes C's long long, the call takes C's calling
; convention, and C's result (a count or a negative value) becomes OpenCL C's
; 0 or -1. The OpenCL C declaration is replaced by C's.
; RUN: ncpu-opt -passes='replace-printf,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr addrspace(2) constant [23 x i8] c"i=%d l=%ld f=%.2f c=%c\00", align 1
@.str.1 = private unnamed_addr addrspace(2) constant [7 x i8] c"hello\0A\00", align 1

; CHECK: @.str.printf = private unnamed_addr constant [24 x i8] c"i=%d l=%lld f=%.2f c=%c\00", align 1
; CHECK: @.str.printf.1 = private unnamed_addr constant [7 x i8] c"hello\0A\00", align 1

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %call.host = call i32 (ptr, ...) @printf(ptr @.str.printf, i32 %i, i64 %l, double %f, i32 65)
; CHECK-NEXT: %call = ashr i32 %call.host, 31
; CHECK-NEXT: store i32 %call, ptr addrspace(1) %ret
; CHECK-NEXT: %unused.host = call i32 (ptr, ...) @printf(ptr @.str.printf.1)
; CHECK-NEXT: ret void
; CHECK-NOT: spir_func i32 (ptr addrspace(2)
; CHECK: declare i32 @printf(ptr, ...) #[[A:[0-9]+]]
; CHECK-NOT: declare {{.*}}@printf
; CHECK: attributes #[[A]] = { nounwind }

define spir_kernel void @k(ptr addrspace(1) %ret, i32 %i, i64 %l, double %f) {
entry:
  %call = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) @.str, i32 %i, i64 %l, double %f, i32 65)
  store i32 %call, ptr addrspace(1) %ret, align 4
  %unused = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) @.str.1)
  ret void
}

declare spir_func i32 @printf(ptr addrspace(2), ...)
