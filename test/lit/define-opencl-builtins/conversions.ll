; Conversions: integer truncation/extension by the source's sign, _sat clamps by both signs,
; float to integer toward zero or by a rounding mode, int/float to float to nearest even, and
; by a directed mode: the nearest result compared with the source exactly, stepped one ulp.
; RUN: ncpu-opt -passes=define-opencl-builtins -S %S/Inputs/conversions.ll | filecheck %s
; RUN: ncpu-opt -passes=define-opencl-builtins -S %S/Inputs/conversions-rounding.ll | filecheck %s --check-prefix=ROUNDING

; CHECK-LABEL: define internal spir_func i32 @_Z11convert_intf(float noundef %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %0 = fptosi float %x to i32
; CHECK-LABEL: define internal {{.*}}@_Z15convert_int_rtef(
; CHECK: %0 = call float @llvm.rint.f32(float %x)
; CHECK-NEXT: %1 = fptosi float %0 to i32
; CHECK-LABEL: define internal {{.*}}@_Z15convert_int_rtpf(
; CHECK: call float @llvm.ceil.f32(float %x)
; CHECK-LABEL: define internal {{.*}}@_Z15convert_int_rtnf(
; CHECK: call float @llvm.floor.f32(float %x)
; CHECK-LABEL: define internal {{.*}}@_Z15convert_int_satf(
; CHECK: call i32 @llvm.fptosi.sat.i32.f32(float %x)
; CHECK-LABEL: define internal {{.*}}@_Z19convert_int_sat_rtef(
; CHECK: %0 = call float @llvm.rint.f32(float %x)
; CHECK-NEXT: %1 = call i32 @llvm.fptosi.sat.i32.f32(float %0)
; CHECK-LABEL: define internal {{.*}}@_Z17convert_uchar_satf(
; CHECK: call i8 @llvm.fptoui.sat.i8.f32(float %x)
; CHECK-LABEL: define internal {{.*}}@_Z17convert_uchar_sati(
; CHECK: %0 = call i32 @llvm.smax.i32(i32 %x, i32 0)
; CHECK-NEXT: %1 = call i32 @llvm.smin.i32(i32 %0, i32 255)
; CHECK-NEXT: %2 = trunc i32 %1 to i8
; CHECK-LABEL: define internal {{.*}}@_Z13convert_uchari(
; CHECK: trunc i32 %x to i8
; CHECK-LABEL: define internal {{.*}}@_Z16convert_char_satj(
; CHECK: %0 = call i32 @llvm.umin.i32(i32 %x, i32 127)
; CHECK-NEXT: trunc i32 %0 to i8
; CHECK-LABEL: define internal {{.*}}@_Z16convert_char_satl(
; CHECK: call i64 @llvm.smax.i64(i64 %x, i64 -128)
; CHECK: call i64 @llvm.smin.i64(i64 %0, i64 127)
; CHECK-LABEL: define internal {{.*}}@_Z16convert_uint_sati(
; CHECK: %0 = call i32 @llvm.smax.i32(i32 %x, i32 0)
; CHECK-NEXT: ret i32 %0
; CHECK-LABEL: define internal {{.*}}@_Z12convert_uintc(
; CHECK: sext i8 %x to i32
; CHECK-LABEL: define internal {{.*}}@_Z15convert_int_satj(
; CHECK: call i32 @llvm.umin.i32(i32 %x, i32 2147483647)
; CHECK-LABEL: define internal {{.*}}@_Z11convert_inth(
; CHECK: zext i8 %x to i32
; CHECK-LABEL: define internal {{.*}}@_Z16convert_long_satm(
; CHECK: call i64 @llvm.umin.i64(i64 %x, i64 9223372036854775807)
; CHECK-LABEL: define internal {{.*}}@_Z17convert_ulong_satl(
; CHECK: call i64 @llvm.smax.i64(i64 %x, i64 0)
; CHECK-LABEL: define internal {{.*}}@_Z17convert_ulong_rtzd(
; CHECK: fptoui double %x to i64
; CHECK-LABEL: define internal {{.*}}@_Z13convert_floati(
; CHECK: sitofp i32 %x to float
; CHECK-LABEL: define internal {{.*}}@_Z13convert_floatj(
; CHECK: uitofp i32 %x to float
; CHECK-LABEL: define internal {{.*}}@_Z17convert_float_rtel(
; CHECK: sitofp i64 %x to float
; CHECK-LABEL: define internal {{.*}}@_Z13convert_floatd(
; CHECK: fptrunc double %x to float
; A directed mode where the conversion is exact (char fits a float's significand).
; CHECK-LABEL: define internal {{.*}}@_Z17convert_float_rtzc(
; CHECK: sitofp i8 %x to float
; CHECK-LABEL: define internal {{.*}}@_Z14convert_doublef(
; CHECK: fpext float %x to double
; CHECK-LABEL: define internal {{.*}}@_Z18convert_double_rtpi(
; CHECK: sitofp i32 %x to double
; CHECK-LABEL: define internal spir_func <4 x i32> @_Z12convert_int4Dv4_f(
; CHECK: fptosi <4 x float> %x to <4 x i32>
; CHECK-LABEL: define internal {{.*}}@_Z20convert_int4_sat_rtnDv4_f(
; CHECK: %0 = call <4 x float> @llvm.floor.v4f32(<4 x float> %x)
; CHECK-NEXT: %1 = call <4 x i32> @llvm.fptosi.sat.v4i32.v4f32(<4 x float> %0)
; CHECK-LABEL: define internal {{.*}}@_Z14convert_float4Dv4_i(
; CHECK: sitofp <4 x i32> %x to <4 x float>
; CHECK-LABEL: define internal {{.*}}@_Z18convert_short8_satDv8_i(
; CHECK: call <8 x i32> @llvm.smax.v8i32(<8 x i32> %x, <8 x i32> splat (i32 -32768))
; CHECK: call <8 x i32> @llvm.smin.v8i32(<8 x i32> %0, <8 x i32> splat (i32 32767))
; CHECK: trunc <8 x i32> %1 to <8 x i16>
; CHECK-NOT: declare {{.*}}@_Z{{[0-9]+}}convert_

; int to float toward zero: sitofp rounds to nearest; compared in double (both exact there), a
; result above a positive x (below a negative one) steps one ulp toward zero.
; ROUNDING-LABEL: define internal spir_func float @_Z17convert_float_rtzi(i32 noundef %x)
; ROUNDING-NEXT: entry:
; ROUNDING-NEXT: %0 = sitofp i32 %x to float
; ROUNDING-NEXT: %1 = bitcast float %0 to i32
; ROUNDING-NEXT: %2 = icmp slt i32 %1, 0
; ROUNDING-NEXT: %3 = sitofp i32 %x to double
; ROUNDING-NEXT: %4 = fpext float %0 to double
; ROUNDING-NEXT: %5 = fcmp ogt double %4, %3
; ROUNDING-NEXT: %6 = fcmp olt double %4, %3
; ROUNDING-NEXT: %7 = xor i1 %2, true
; ROUNDING-NEXT: %8 = and i1 %5, %7
; ROUNDING-NEXT: %9 = and i1 %6, %2
; ROUNDING-NEXT: %10 = or i1 %8, %9
; ROUNDING-NEXT: %11 = sub i32 %1, 1
; ROUNDING-NEXT: %12 = select i1 %10, i32 %11, i32 %1
; ROUNDING-NEXT: %13 = bitcast i32 %12 to float
; ROUNDING-NEXT: ret float %13
