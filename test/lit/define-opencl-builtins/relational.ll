; Relational builtins answer 1/0 for scalars and -1/0 vectors of the lane width; vector select
; and any/all test the most significant bit.  Common and geometric builtins on floats.
; RUN: ncpu-opt -passes=define-opencl-builtins -S %S/Inputs/relational.ll | filecheck %s

; CHECK-LABEL: define internal spir_func <4 x i32> @_Z9isgreaterDv4_fS_(
; CHECK-NEXT: entry:
; CHECK-NEXT: %0 = fcmp ogt <4 x float> %x0, %x1
; CHECK-NEXT: %1 = sext <4 x i1> %0 to <4 x i32>
; CHECK-LABEL: define internal {{.*}}@_Z5isnanDv4_f(
; CHECK: fcmp uno <4 x float> %x, %x
; CHECK-LABEL: define internal {{.*}}@_Z8isnormalDv4_f(
; CHECK: %1 = fcmp olt <4 x float> %0, splat (float 0x7FF0000000000000)
; CHECK-NEXT: %2 = fcmp oge <4 x float> %0, splat (float 0x3810000000000000)
; CHECK-LABEL: define internal {{.*}}@_Z7signbitDv4_f(
; CHECK: %0 = bitcast <4 x float> %x to <4 x i32>
; CHECK-NEXT: %1 = icmp slt <4 x i32> %0, zeroinitializer
; CHECK-LABEL: define internal spir_func <2 x i64> @_Z10isnotequalDv2_dS_(
; CHECK: %0 = fcmp une <2 x double> %x0, %x1
; CHECK-NEXT: %1 = sext <2 x i1> %0 to <2 x i64>
; CHECK-LABEL: define internal spir_func i32 @_Z6islessff(
; CHECK: %0 = fcmp olt float %x0, %x1
; CHECK-NEXT: %1 = zext i1 %0 to i32
; CHECK-LABEL: define internal {{.*}}@_Z5isinff(
; CHECK: fcmp oeq float %0, 0x7FF0000000000000
; CHECK-LABEL: define internal {{.*}}@_Z3anyDv4_i(
; CHECK: %0 = icmp slt <4 x i32> %x, zeroinitializer
; CHECK-NEXT: %1 = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %0)
; CHECK-NEXT: %2 = zext i1 %1 to i32
; CHECK-LABEL: define internal {{.*}}@_Z3allDv4_i(
; CHECK: call i1 @llvm.vector.reduce.and.v4i1(
; CHECK-LABEL: define internal {{.*}}@_Z6selectiii(
; CHECK: %0 = icmp ne i32 %x2, 0
; CHECK-NEXT: %1 = select i1 %0, i32 %x1, i32 %x0
; CHECK-LABEL: define internal {{.*}}@_Z6selectDv4_fS_Dv4_i(
; CHECK: %0 = icmp slt <4 x i32> %x2, zeroinitializer
; CHECK-NEXT: %1 = select <4 x i1> %0, <4 x float> %x1, <4 x float> %x0
; CHECK-LABEL: define internal {{.*}}@_Z9bitselectDv4_fS_S_(
; CHECK: xor <4 x i32> %2, splat (i32 -1)
; CHECK-LABEL: define internal {{.*}}@_Z5clampDv4_fff(
; CHECK: call <4 x float> @llvm.maxnum.v4f32(
; CHECK: call <4 x float> @llvm.minnum.v4f32(
; CHECK-LABEL: define internal {{.*}}@_Z3mixDv4_fS_f(
; CHECK-LABEL: define internal {{.*}}@_Z4stepfDv4_f(
; CHECK: fcmp olt <4 x float> %x1, %3
; CHECK-LABEL: define internal {{.*}}@_Z10smoothstepffDv4_f(
; CHECK-LABEL: define internal {{.*}}@_Z4signDv4_f(
; CHECK: call <4 x float> @llvm.copysign.v4f32(<4 x float> splat (float 1.000000e+00), <4 x float> %x)
; CHECK-LABEL: define internal {{.*}}@_Z5crossDv4_fS_(
; CHECK: insertelement <4 x float> %{{[0-9]+}}, float 0.000000e+00, i32 3
; CHECK-LABEL: define internal {{.*}}@_Z9normalizeDv4_f(
; CHECK-LABEL: define internal spir_func float @_Z3dotDv4_fS_(
; CHECK-NEXT: entry:
; CHECK-NEXT: %0 = fmul <4 x float> %x0, %x1
; CHECK-NEXT: %1 = extractelement <4 x float> %0, i32 0
; CHECK-NEXT: %2 = extractelement <4 x float> %0, i32 1
; CHECK-NEXT: %3 = fadd float %1, %2
; CHECK-LABEL: define internal {{.*}}@_Z6lengthDv4_f(
; CHECK: call float @llvm.sqrt.f32(
; CHECK-LABEL: define internal {{.*}}@_Z8distanceDv4_fS_(
; CHECK: fsub <4 x float> %x0, %x1
; CHECK-LABEL: define internal {{.*}}@_Z7degreesf(
; CHECK: fmul float %x, 0x404CA5DC20000000
; CHECK-LABEL: define internal {{.*}}@_Z3maxff(
; CHECK: call float @llvm.maxnum.f32(float %x0, float %x1)
