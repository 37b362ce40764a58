; From the kernels inward: calls in functions a kernel reaches are replaced,
; the outermost first (the replaced builtin's own body is not visited); a
; function no kernel reaches keeps its calls.
; RUN: ncpu-opt -passes=optimal-builtin-replace -S %s | FileCheck %s
; RUN: sed -e 's/spir_kernel void @k/spir_func void @k/' %s | ncpu-opt -passes=optimal-builtin-replace -S - | FileCheck %s --check-prefix=NO-KERNEL

target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: call spir_func i32 @helper(i32 %x)
; CHECK-LABEL: define spir_func i32 @helper(
; CHECK-NEXT: %c = call i32 @llvm.ctlz.i32(i32 %x, i1 false)
; CHECK-LABEL: define spir_func i32 @_Z12__abacus_clzj(
; CHECK-NEXT: %inner = call spir_func i32 @_Z15__abacus_mul_hijj(
; CHECK-LABEL: define spir_func i32 @unreached(
; CHECK-NEXT: %c = call spir_func i32 @_Z12__abacus_clzj(i32 %x)
; NO-KERNEL-NOT: @llvm.ctlz
define spir_kernel void @k(i32 %x, ptr %out) {
entry:
  %r = call spir_func i32 @helper(i32 %x)
  store i32 %r, ptr %out
  ret void
}

define spir_func i32 @helper(i32 %x) {
  %c = call spir_func i32 @_Z12__abacus_clzj(i32 %x)
  ret i32 %c
}

; A definition of the builtin: never reached once its calls are gone.
define spir_func i32 @_Z12__abacus_clzj(i32 %x) {
  %inner = call spir_func i32 @_Z15__abacus_mul_hijj(i32 %x, i32 %x)
  ret i32 %inner
}

define spir_func i32 @unreached(i32 %x) {
  %c = call spir_func i32 @_Z12__abacus_clzj(i32 %x)
  ret i32 %c
}

declare spir_func i32 @_Z15__abacus_mul_hijj(i32, i32)
