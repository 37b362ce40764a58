; Maths with a second result stored through a pointer: sincos (the cosine), remquo (the low 7
; bits of the quotient, computed in double from an exact fmod by 128 |y|), lgamma_r (the sign,
; from the C library's lgammaf_r per lane).
; RUN: ncpu-opt -passes=define-opencl-builtins -S %s | filecheck %s
; RUN: ncpu-opt -passes=define-opencl-builtins --verify-each --disable-output %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define internal spir_func <4 x float> @_Z6sincosDv4_fPU3AS4S_(<4 x float> noundef %x0, ptr addrspace(4) noundef %x1)
; CHECK-NEXT: entry:
; CHECK-NEXT: %0 = call <4 x float> @llvm.cos.v4f32(<4 x float> %x0)
; CHECK-NEXT: store <4 x float> %0, ptr addrspace(4) %x1, align 4
; CHECK-NEXT: %1 = call <4 x float> @llvm.sin.v4f32(<4 x float> %x0)
; CHECK-NEXT: ret <4 x float> %1
declare spir_func <4 x float> @_Z6sincosDv4_fPU3AS4S_(<4 x float> noundef, ptr addrspace(4) noundef)

; CHECK-LABEL: define internal spir_func float @_Z6remquoffPU3AS4i(
; CHECK: %4 = fmul double %3, 1.280000e+02
; CHECK-NEXT: %5 = frem double %2, %4
; CHECK-NEXT: %6 = call double @remainder(double %5, double %3)
; CHECK-NEXT: %7 = fsub double %5, %6
; CHECK-NEXT: %8 = fdiv double %7, %3
; CHECK-NEXT: %9 = call double @llvm.rint.f64(double %8)
; CHECK-NEXT: %10 = fptosi double %9 to i32
; CHECK-NEXT: %11 = and i32 %10, 127
; CHECK: store i32 %19, ptr addrspace(4) %x2, align 4
; CHECK-NEXT: %20 = call double @remainder(double %0, double %1)
; CHECK-NEXT: %21 = fptrunc double %20 to float
declare spir_func float @_Z6remquoffPU3AS4i(float noundef, float noundef, ptr addrspace(4) noundef)

; CHECK-LABEL: define internal spir_func <2 x float> @_Z8lgamma_rDv2_fPU3AS4Dv2_i(
; CHECK-NEXT: entry:
; CHECK-NEXT: %0 = alloca i32, align 4
; CHECK: call float @lgammaf_r(float %1, ptr %0)
; CHECK: call float @lgammaf_r(float %6, ptr %0)
; CHECK: store <2 x i32> %10, ptr addrspace(4) %x1, align 4
declare spir_func <2 x float> @_Z8lgamma_rDv2_fPU3AS4Dv2_i(<2 x float> noundef, ptr addrspace(4) noundef)

; CHECK: declare double @remainder(double, double) #[[PURE:[0-9]+]]
; CHECK: declare float @lgammaf_r(float, ptr) #[[WRITES:[0-9]+]]
; CHECK: attributes #[[PURE]] = { nounwind willreturn memory(none) }
; CHECK: attributes #[[WRITES]] = { nounwind }
