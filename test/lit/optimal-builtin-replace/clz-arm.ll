; On 32-bit ARM, llvm.ctlz of 64-bit types expands to a compiler-rt call:
; those __abacus_clz calls stay; 32-bit ones and AArch64's 64-bit ones go.
; RUN: ncpu-opt -passes=optimal-builtin-replace -S %s | FileCheck %s --check-prefix=ARM
; RUN: sed -e 's/armv7-unknown-linux-gnueabihf/thumbv7em-none-eabi/' %s | ncpu-opt -passes=optimal-builtin-replace -S - | FileCheck %s --check-prefix=ARM
; RUN: sed -e 's/armv7-unknown-linux-gnueabihf/aarch64-unknown-linux-gnu/' %s | ncpu-opt -passes=optimal-builtin-replace -S - | FileCheck %s --check-prefix=AARCH64
; RUN: sed -e 's/armv7-unknown-linux-gnueabihf/arm64-apple-macosx/' %s | ncpu-opt -passes=optimal-builtin-replace -S - | FileCheck %s --check-prefix=AARCH64

target triple = "armv7-unknown-linux-gnueabihf"

; ARM-LABEL: define spir_kernel void @k(
; ARM: %u = call i32 @llvm.ctlz.i32(i32 %b, i1 false)
; ARM: %l = call spir_func i64 @_Z12__abacus_clzm(i64 %d)
; ARM: %v = call spir_func <2 x i64> @_Z12__abacus_clzDv2_m(<2 x i64> %e)
; AARCH64-LABEL: define spir_kernel void @k(
; AARCH64: %u = call i32 @llvm.ctlz.i32(i32 %b, i1 false)
; AARCH64: %l = call i64 @llvm.ctlz.i64(i64 %d, i1 false)
; AARCH64: %v = call <2 x i64> @llvm.ctlz.v2i64(<2 x i64> %e, i1 false)
define spir_kernel void @k(i32 %b, i64 %d, <2 x i64> %e, ptr %out) {
entry:
  %u = call spir_func i32 @_Z12__abacus_clzj(i32 %b)
  %l = call spir_func i64 @_Z12__abacus_clzm(i64 %d)
  %v = call spir_func <2 x i64> @_Z12__abacus_clzDv2_m(<2 x i64> %e)
  store i32 %u, ptr %out
  store i64 %l, ptr %out
  store <2 x i64> %v, ptr %out
  ret void
}

declare spir_func i32 @_Z12__abacus_clzj(i32)
declare spir_func i64 @_Z12__abacus_clzm(i64)
declare spir_func <2 x i64> @_Z12__abacus_clzDv2_m(<2 x i64>)
