; __abacus_clz becomes llvm.ctlz with a defined result for 0, scalar and vector.
; RUN: ncpu-opt -passes=optimal-builtin-replace -S %s | FileCheck %s

target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @k(
; CHECK-NEXT: entry:
; CHECK-NEXT: %c = call i8 @llvm.ctlz.i8(i8 %a, i1 false)
; CHECK-NEXT: %u = call i32 @llvm.ctlz.i32(i32 %b, i1 false)
; CHECK-NEXT: %l = call i64 @llvm.ctlz.i64(i64 %d, i1 false)
; CHECK-NEXT: %v = call <4 x i32> @llvm.ctlz.v4i32(<4 x i32> %e, i1 false)
; CHECK-NEXT: store i8 %c
; CHECK-NOT: call {{.*}}__abacus_clz
; CHECK: ret void
define spir_kernel void @k(i8 %a, i32 %b, i64 %d, <4 x i32> %e, ptr %out) {
entry:
  %c = call spir_func i8 @_Z12__abacus_clzc(i8 %a)
  %u = call spir_func i32 @_Z12__abacus_clzj(i32 %b)
  %l = call spir_func i64 @_Z12__abacus_clzm(i64 %d)
  %v = call spir_func <4 x i32> @_Z12__abacus_clzDv4_i(<4 x i32> %e)
  store i8 %c, ptr %out
  store i32 %u, ptr %out
  store i64 %l, ptr %out
  store <4 x i32> %v, ptr %out
  ret void
}

declare spir_func i8 @_Z12__abacus_clzc(i8)
declare spir_func i32 @_Z12__abacus_clzj(i32)
declare spir_func i64 @_Z12__abacus_clzm(i64)
declare spir_func <4 x i32> @_Z12__abacus_clzDv4_i(<4 x i32>)
