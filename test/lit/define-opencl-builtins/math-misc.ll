; rootn (pow(|x|, 1/n) in double, x's sign for odd n, NaN for x < 0 with even n and for n = 0;
; a Newton step for double), maxmag/minmag, ilogb (frexp's exponent - 1, FP_ILOGB0 = INT_MIN,
; FP_ILOGBNAN = INT_MAX) and nan (a quiet NaN with the code in its significand).
; RUN: ncpu-opt -passes=define-opencl-builtins -S %s | filecheck %s
; RUN: ncpu-opt -passes=define-opencl-builtins --verify-each --disable-output %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define internal spir_func float @_Z5rootnfi(float noundef %x0, i32 noundef %x1)
; CHECK-NEXT: entry:
; CHECK-NEXT: %0 = fpext float %x0 to double
; CHECK-NEXT: %1 = sitofp i32 %x1 to double
; CHECK-NEXT: %2 = fdiv double 1.000000e+00, %1
; CHECK-NEXT: %3 = call double @llvm.fabs.f64(double %0)
; CHECK-NEXT: %4 = call double @llvm.pow.f64(double %3, double %2)
; CHECK-NEXT: %5 = and i32 %x1, 1
; CHECK-NEXT: %6 = icmp ne i32 %5, 0
; CHECK-NEXT: %7 = call double @llvm.copysign.f64(double %4, double %0)
; CHECK-NEXT: %8 = fcmp olt double %0, 0.000000e+00
; CHECK-NEXT: %9 = select i1 %8, double 0x7FF8000000000000, double %4
; CHECK-NEXT: %10 = select i1 %6, double %7, double %9
; CHECK-NEXT: %11 = icmp eq i32 %x1, 0
; CHECK-NEXT: %12 = select i1 %11, double 0x7FF8000000000000, double %10
; CHECK-NEXT: %13 = fptrunc double %12 to float
declare spir_func float @_Z5rootnfi(float noundef, i32 noundef)

; CHECK-LABEL: define internal spir_func double @_Z5rootndi(
; CHECK: %[[ABS:[0-9]+]] = call double @llvm.fabs.f64(double %x0)
; CHECK-NEXT: %[[ROOT:[0-9]+]] = call double @llvm.pow.f64(double %[[ABS]], double
; CHECK: %[[POWN:[0-9]+]] = call double @llvm.pow.f64(double %[[ROOT]], double
; CHECK-NEXT: %[[RATIO:[0-9]+]] = fdiv double %[[ABS]], %[[POWN]]
; CHECK: call double @llvm.fma.f64(double %[[ROOT]], double %{{[0-9]+}}, double %[[ROOT]])
declare spir_func double @_Z5rootndi(double noundef, i32 noundef)

; CHECK-LABEL: define internal spir_func float @_Z6maxmagff(float noundef %x0, float noundef %x1)
; CHECK-NEXT: entry:
; CHECK-NEXT: %0 = call float @llvm.fabs.f32(float %x0)
; CHECK-NEXT: %1 = call float @llvm.fabs.f32(float %x1)
; CHECK-NEXT: %2 = call float @llvm.maxnum.f32(float %x0, float %x1)
; CHECK-NEXT: %3 = fcmp ogt float %0, %1
; CHECK-NEXT: %4 = fcmp olt float %0, %1
; CHECK-NEXT: %5 = select i1 %4, float %x1, float %2
; CHECK-NEXT: %6 = select i1 %3, float %x0, float %5
declare spir_func float @_Z6maxmagff(float noundef, float noundef)

; CHECK-LABEL: define internal spir_func <2 x double> @_Z6minmagDv2_dS_(
; CHECK: call <2 x double> @llvm.minnum.v2f64(
; CHECK: fcmp olt <2 x double>
declare spir_func <2 x double> @_Z6minmagDv2_dS_(<2 x double> noundef, <2 x double> noundef)

; CHECK-LABEL: define internal spir_func i32 @_Z5ilogbf(float noundef %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %0 = call { float, i32 } @llvm.frexp.f32.i32(float %x)
; CHECK-NEXT: %1 = extractvalue { float, i32 } %0, 1
; CHECK-NEXT: %2 = sub i32 %1, 1
; CHECK: %5 = select i1 %4, i32 2147483647, i32 %2
; CHECK: %7 = select i1 %6, i32 -2147483648, i32 %5
; CHECK-NEXT: %8 = fcmp uno float %x, %x
; CHECK-NEXT: %9 = select i1 %8, i32 2147483647, i32 %7
declare spir_func i32 @_Z5ilogbf(float noundef)

; CHECK-LABEL: define internal spir_func float @_Z3nanj(i32 noundef %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %0 = and i32 %x, 4194303
; CHECK-NEXT: %1 = or i32 %0, 2143289344
; CHECK-NEXT: %2 = bitcast i32 %1 to float
; CHECK-LABEL: define internal spir_func <2 x double> @_Z3nanDv2_m(
; CHECK: and <2 x i64> %x, splat (i64 2251799813685247)
; CHECK-NEXT: or <2 x i64> %0, splat (i64 9221120237041090560)
declare spir_func float @_Z3nanj(i32 noundef)
declare spir_func <2 x double> @_Z3nanDv2_m(<2 x i64> noundef)
