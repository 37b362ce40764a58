; Integer builtins: signed or unsigned operations by the mangled parameter types.
; RUN: ncpu-opt -passes=define-opencl-builtins -S %S/Inputs/integer.ll | filecheck %s

; CHECK-LABEL: define internal spir_func i32 @_Z8abs_diffii(
; CHECK: call i32 @llvm.smax.i32(i32 %x0, i32 %x1)
; CHECK: call i32 @llvm.smin.i32(i32 %x0, i32 %x1)
; CHECK-LABEL: define internal {{.*}}@_Z7add_satii(
; CHECK: call i32 @llvm.sadd.sat.i32(i32 %x0, i32 %x1)
; CHECK-LABEL: define internal {{.*}}@_Z4haddii(
; CHECK: ashr i32 %x0, 1
; CHECK-LABEL: define internal {{.*}}@_Z3clzi(
; CHECK: call i32 @llvm.ctlz.i32(i32 %x, i1 false)
; CHECK-LABEL: define internal {{.*}}@_Z6mul_hiii(
; CHECK: %0 = sext i32 %x0 to i64
; CHECK: %2 = mul i64 %0, %1
; CHECK-NEXT: %3 = lshr i64 %2, 32
; CHECK-NEXT: %4 = trunc i64 %3 to i32
; CHECK-LABEL: define internal {{.*}}@_Z6rotateii(
; CHECK: call i32 @llvm.fshl.i32(i32 %x0, i32 %x0, i32 %x1)
; CHECK-LABEL: define internal {{.*}}@_Z7add_satjj(
; CHECK: call i32 @llvm.uadd.sat.i32(i32 %x0, i32 %x1)
; CHECK-LABEL: define internal {{.*}}@_Z4haddjj(
; CHECK: lshr i32 %x0, 1
; CHECK-LABEL: define internal {{.*}}@_Z3maxjj(
; CHECK: call i32 @llvm.umax.i32(i32 %x0, i32 %x1)
; CHECK-LABEL: define internal {{.*}}@_Z7mad_satjjj(
; CHECK: %4 = call i64 @llvm.uadd.sat.i64(i64 %2, i64 %3)
; CHECK-NEXT: %5 = call i64 @llvm.umin.i64(i64 %4, i64 4294967295)
; CHECK-LABEL: define internal {{.*}}@_Z8popcountj(
; CHECK: call i32 @llvm.ctpop.i32(i32 %x)
; CHECK-LABEL: define internal {{.*}}@_Z5clampDv4_iii(
; CHECK: call <4 x i32> @llvm.smax.v4i32(<4 x i32> %x0, <4 x i32> %3)
; CHECK-NEXT: call <4 x i32> @llvm.smin.v4i32(<4 x i32> %8, <4 x i32> %7)
; CHECK-LABEL: define internal {{.*}}@_Z3minDv4_iS_(
; CHECK: call <4 x i32> @llvm.smin.v4i32(
; CHECK-LABEL: define internal {{.*}}@_Z3absDv4_i(
; CHECK: call <4 x i32> @llvm.abs.v4i32(<4 x i32> %x, i1 false)
; CHECK-LABEL: define internal spir_func i64 @_Z8upsampleij(
; CHECK: %0 = sext i32 %x0 to i64
; CHECK-NEXT: %1 = shl i64 %0, 32
; CHECK-NEXT: %2 = zext i32 %x1 to i64
; CHECK-NEXT: %3 = or i64 %1, %2
; CHECK-LABEL: define internal {{.*}}@_Z6mul_hill(
; CHECK: mul i128 %0, %1
; CHECK-LABEL: define internal spir_func i32 @_Z8upsamplest(
; CHECK: sext i16 %x0 to i32
