; sinpi/cospi/tanpi and asinpi/acospi/atanpi/atan2pi in double (float and half widened): sinpi
; and cospi reduce exactly (fmod by 2, reflections) to [-1/2, 1/2] before the multiply by pi.
; RUN: ncpu-opt -passes=define-opencl-builtins -S %s | filecheck %s
; RUN: ncpu-opt -passes=define-opencl-builtins --verify-each --disable-output %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define internal spir_func float @_Z5sinpif(float noundef %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %0 = fpext float %x to double
; CHECK-NEXT: %1 = frem double %0, 2.000000e+00
; CHECK-NEXT: %2 = call double @llvm.fabs.f64(double %1)
; CHECK-NEXT: %3 = fcmp ogt double %2, 1.000000e+00
; CHECK-NEXT: %4 = fsub double %2, 1.000000e+00
; CHECK-NEXT: %5 = select i1 %3, double %4, double %2
; CHECK-NEXT: %6 = fcmp ogt double %5, 5.000000e-01
; CHECK-NEXT: %7 = fsub double 1.000000e+00, %5
; CHECK-NEXT: %8 = select i1 %6, double %7, double %5
; CHECK-NEXT: %9 = fmul double %8, 0x400921FB54442D18
; CHECK-NEXT: %10 = call double @llvm.sin.f64(double %9)
; CHECK: %16 = fcmp oeq double %0, 0.000000e+00
; CHECK-NEXT: %17 = select i1 %16, double %0, double %15
; CHECK-NEXT: %18 = fptrunc double %17 to float
declare spir_func float @_Z5sinpif(float noundef)

; cospi(a) = sinpi(1/2 - a) for a in [1/4, 1], + 0.0 so that cospi(n + 1/2) is +0.
; CHECK-LABEL: define internal spir_func double @_Z5cospid(double noundef %x)
; CHECK: %5 = fcmp olt double %4, 2.500000e-01
; CHECK-NEXT: %6 = fsub double 5.000000e-01, %4
; CHECK-NEXT: %7 = fmul double %6, 0x400921FB54442D18
; CHECK-NEXT: %8 = call double @llvm.sin.f64(double %7)
; CHECK-NEXT: %9 = fadd double %8, 0.000000e+00
; CHECK-NEXT: %10 = fmul double %4, 0x400921FB54442D18
; CHECK-NEXT: %11 = call double @llvm.cos.f64(double %10)
; CHECK-NEXT: %12 = select i1 %5, double %11, double %9
; CHECK-NEXT: ret double %12
declare spir_func double @_Z5cospid(double noundef)

; CHECK-LABEL: define internal spir_func <2 x float> @_Z5tanpiDv2_f(
; CHECK: fdiv <2 x double>
; CHECK: fptrunc <2 x double> %{{[0-9]+}} to <2 x float>
declare spir_func <2 x float> @_Z5tanpiDv2_f(<2 x float> noundef)

; CHECK-LABEL: define internal spir_func float @_Z6asinpif(float noundef %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %0 = fpext float %x to double
; CHECK-NEXT: %1 = call double @llvm.asin.f64(double %0)
; CHECK-NEXT: %2 = fdiv double %1, 0x400921FB54442D18
; CHECK-NEXT: %3 = fptrunc double %2 to float
declare spir_func float @_Z6asinpif(float noundef)

; CHECK-LABEL: define internal spir_func float @_Z7atan2piff(
; CHECK: call double @llvm.atan2.f64(double %0, double %1)
declare spir_func float @_Z7atan2piff(float noundef, float noundef)
