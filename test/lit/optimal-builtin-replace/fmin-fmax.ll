; __abacus_fmin/__abacus_fmax become llvm.minnum/llvm.maxnum; the scalar operand
; of a vector overload is splatted.  ARM and AArch64 keep the calls.
; RUN: ncpu-opt -passes=optimal-builtin-replace -S %s | FileCheck %s
; RUN: sed -e 's/spir64-unknown-unknown/armv7-unknown-linux-gnueabihf/' %s | ncpu-opt -passes=optimal-builtin-replace -S - | FileCheck %s --check-prefix=ARM
; RUN: sed -e 's/spir64-unknown-unknown/aarch64-unknown-linux-gnu/' %s | ncpu-opt -passes=optimal-builtin-replace -S - | FileCheck %s --check-prefix=ARM

target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @k(
; CHECK-NEXT: entry:
; CHECK-NEXT: %lo = call float @llvm.minnum.f32(float %a, float %b)
; CHECK-NEXT: %hi = call double @llvm.maxnum.f64(double %c, double %c)
; CHECK-NEXT: %vlo = call <4 x float> @llvm.minnum.v4f32(<4 x float> %v, <4 x float> %v)
; CHECK-NEXT: %b.splatinsert = insertelement <4 x float> poison, float %b, i32 0
; CHECK-NEXT: %b.splat = shufflevector <4 x float> %b.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
; CHECK-NEXT: %vhi = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %v, <4 x float> %b.splat)
; CHECK-NOT: call {{.*}}__abacus
; CHECK: ret void
; ARM-LABEL: define spir_kernel void @k(
; ARM: %lo = call spir_func float @_Z13__abacus_fminff(
; ARM: %hi = call spir_func double @_Z13__abacus_fmaxdd(
; ARM: %vlo = call spir_func <4 x float> @_Z13__abacus_fminDv4_fS_(
; ARM: %vhi = call spir_func <4 x float> @_Z13__abacus_fmaxDv4_ff(
define spir_kernel void @k(float %a, float %b, double %c, <4 x float> %v, ptr %out) {
entry:
  %lo = call spir_func float @_Z13__abacus_fminff(float %a, float %b)
  %hi = call spir_func double @_Z13__abacus_fmaxdd(double %c, double %c)
  %vlo = call spir_func <4 x float> @_Z13__abacus_fminDv4_fS_(<4 x float> %v, <4 x float> %v)
  %vhi = call spir_func <4 x float> @_Z13__abacus_fmaxDv4_ff(<4 x float> %v, float %b)
  store float %lo, ptr %out
  store double %hi, ptr %out
  store <4 x float> %vlo, ptr %out
  store <4 x float> %vhi, ptr %out
  ret void
}

declare spir_func float @_Z13__abacus_fminff(float, float)
declare spir_func double @_Z13__abacus_fmaxdd(double, double)
declare spir_func <4 x float> @_Z13__abacus_fminDv4_fS_(<4 x float>, <4 x float>)
declare spir_func <4 x float> @_Z13__abacus_fmaxDv4_ff(<4 x float>, float)
