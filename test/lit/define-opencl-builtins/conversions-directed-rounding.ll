; Directed rounding to floating point: the nearest result, compared with the source exactly
; (in the source's type for a float, saturated back to the integer for 64-bit integers, where
; a result at 2^64 is above every ulong) and stepped one ulp: bits - 1 toward zero, bits + 1 away.
; An exact conversion needs nothing.
; RUN: ncpu-opt -passes=define-opencl-builtins -S %s | filecheck %s
; RUN: ncpu-opt -passes=define-opencl-builtins --verify-each --disable-output %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define internal spir_func float @_Z17convert_float_rtpm(i64 noundef %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %0 = uitofp i64 %x to float
; CHECK-NEXT: %1 = bitcast float %0 to i32
; CHECK-NEXT: %2 = icmp slt i32 %1, 0
; CHECK-NEXT: %3 = call i64 @llvm.fptoui.sat.i64.f32(float %0)
; CHECK-NEXT: %4 = fcmp oge float %0, 0x43F0000000000000
; CHECK-NEXT: %5 = icmp ugt i64 %3, %x
; CHECK-NEXT: %6 = or i1 %4, %5
; CHECK-NEXT: %7 = icmp ult i64 %3, %x
; CHECK-NEXT: %8 = icmp eq i1 %4, false
; CHECK-NEXT: %9 = and i1 %7, %8
; CHECK: %11 = sub i32 %1, 1
; CHECK-NEXT: %12 = add i32 %1, 1
; CHECK-NEXT: %13 = select i1 %2, i32 %11, i32 %12
; CHECK-NEXT: %14 = select i1 %9, i32 %13, i32 %1
; CHECK-NEXT: %15 = bitcast i32 %14 to float
; CHECK-NEXT: ret float %15
declare spir_func float @_Z17convert_float_rtpm(i64 noundef)

; CHECK-LABEL: define internal spir_func <2 x float> @_Z18convert_float2_rtnDv2_d(<2 x double> noundef %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %0 = fptrunc <2 x double> %x to <2 x float>
; CHECK-NEXT: %1 = bitcast <2 x float> %0 to <2 x i32>
; CHECK-NEXT: %2 = icmp slt <2 x i32> %1, zeroinitializer
; CHECK-NEXT: %3 = fpext <2 x float> %0 to <2 x double>
; CHECK-NEXT: %4 = fcmp ogt <2 x double> %3, %x
; CHECK: %6 = xor <2 x i1> %2, splat (i1 true)
; CHECK-NEXT: %7 = sub <2 x i32> %1, splat (i32 1)
; CHECK-NEXT: %8 = add <2 x i32> %1, splat (i32 1)
; CHECK-NEXT: %9 = select <2 x i1> %6, <2 x i32> %7, <2 x i32> %8
; CHECK-NEXT: %10 = select <2 x i1> %4, <2 x i32> %9, <2 x i32> %1
declare spir_func <2 x float> @_Z18convert_float2_rtnDv2_d(<2 x double> noundef)

; CHECK-LABEL: define internal spir_func double @_Z18convert_double_rtzi(i32 noundef %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %0 = sitofp i32 %x to double
; CHECK-NEXT: ret double %0
declare spir_func double @_Z18convert_double_rtzi(i32 noundef)
