; Maths builtins: LLVM intrinsics where they exist (vector forms too), the C library per lane
; otherwise, native_/half_ variants as the full functions, scalar arguments broadcast.
; RUN: ncpu-opt -passes=define-opencl-builtins -S %S/Inputs/math.ll | filecheck %s

; CHECK-LABEL: define internal spir_func <4 x float> @_Z4sqrtDv4_f(<4 x float> noundef %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %0 = call <4 x float> @llvm.sqrt.v4f32(<4 x float> %x)
; CHECK-NEXT: ret <4 x float> %0
; CHECK-LABEL: define internal {{.*}}@_Z10native_expDv4_f(
; CHECK: call <4 x float> @llvm.exp.v4f32(<4 x float> %x)
; CHECK-LABEL: define internal {{.*}}@_Z3fmaDv4_fS_S_(
; CHECK: call <4 x float> @llvm.fma.v4f32(<4 x float> %x0, <4 x float> %x1, <4 x float> %x2)
; CHECK-LABEL: define internal {{.*}}@_Z3madDv4_fS_S_(
; CHECK: call <4 x float> @llvm.fmuladd.v4f32(
; CHECK-LABEL: define internal {{.*}}@_Z4fminDv4_ff(
; CHECK: %3 = insertelement <4 x float> %2, float %x1, i32 3
; CHECK-NEXT: %4 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %x0, <4 x float> %3)
; CHECK-LABEL: define internal {{.*}}@_Z4tanhDv4_f(
; CHECK: call <4 x float> @llvm.tanh.v4f32(<4 x float> %x)
; CHECK-LABEL: define internal {{.*}}@_Z4cbrtDv4_f(
; CHECK: %1 = call float @cbrtf(float %0)
; CHECK-COUNT-3: call float @cbrtf(
; CHECK: ret <4 x float> %11
; pown: pow in double (exact operands)
; CHECK-LABEL: define internal {{.*}}@_Z4pownDv4_fDv4_i(
; CHECK-NEXT: entry:
; CHECK-NEXT: %0 = fpext <4 x float> %x0 to <4 x double>
; CHECK-NEXT: %1 = sitofp <4 x i32> %x1 to <4 x double>
; CHECK-NEXT: %2 = call <4 x double> @llvm.pow.v4f64(<4 x double> %0, <4 x double> %1)
; CHECK-NEXT: %3 = fptrunc <4 x double> %2 to <4 x float>
; CHECK-LABEL: define internal {{.*}}@_Z5rsqrtDv4_f(
; CHECK: %0 = call <4 x float> @llvm.sqrt.v4f32(<4 x float> %x)
; CHECK-NEXT: %1 = fdiv <4 x float> splat (float 1.000000e+00), %0
; CHECK-LABEL: define internal {{.*}}@_Z4fdimDv4_fS_(
; CHECK: fcmp ogt <4 x float> %x0, %x1
; CHECK: fcmp uno <4 x float> %x0, %x1
; CHECK-LABEL: define internal {{.*}}@_Z5ldexpDv4_fi(
; CHECK: call <4 x float> @llvm.ldexp.v4f32.v4i32(<4 x float> %x0, <4 x i32> %3)
; CHECK-LABEL: define internal {{.*}}@_Z5exp10d(
; CHECK: call double @llvm.exp10.f64(double %x)
; CHECK-LABEL: define internal {{.*}}@_Z4fmoddd(
; CHECK: frem double %x0, %x1
; CHECK-LABEL: define internal {{.*}}@_Z9half_sqrtf(
; CHECK: call float @llvm.sqrt.f32(float %x)
; CHECK-LABEL: define internal {{.*}}@_Z4powrff(
; CHECK: %0 = call float @llvm.pow.f32(float %x0, float %x1)
; CHECK-NEXT: %1 = fcmp olt float %x0, 0.000000e+00
; CHECK-NEXT: %2 = select i1 %1, float 0x7FF8000000000000, float %0
; CHECK-LABEL: define internal {{.*}}@_Z12native_recipf(
; CHECK: fdiv float 1.000000e+00, %x

; C library functions are pure here (no errno in OpenCL).
; CHECK: declare float @cbrtf(float) #[[LIBM:[0-9]+]]
; CHECK: attributes #[[LIBM]] = { nounwind willreturn memory(none) }
