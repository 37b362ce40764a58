; LLVM 22's loop vectoriser asserts on this fmax reduction on AVX-512 hosts
; (and llvmlite's LLVM has assertions on: the process would abort).  Scalar
; maxnum/minnum calls without nnan reach LLVM's O2/O3 pipelines as
; maximumnum/minimumnum (a refinement); calls with nnan and vector calls stay.
; RUN: ncpu-opt -passes='default<O2>' -S %s | FileCheck %s
; RUN: ncpu-opt -passes='sroa' -S %s | FileCheck %s --check-prefix=NO-PIPELINE

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%live = type { ptr, ptr, float, float }

; CHECK-LABEL: define float @running_max(
; CHECK: call {{.*}}float @llvm.maximumnum.f32(
; CHECK-NOT: @llvm.maxnum.f32
; CHECK: ret float
; NO-PIPELINE-LABEL: define float @running_max(
; NO-PIPELINE: call float @llvm.maxnum.f32(
define float @running_max(ptr %items, i64 %n, float %init) {
entry:
  %chunks = udiv i64 %n, 4
  %count = call i64 @llvm.umax.i64(i64 %chunks, i64 1)
  br label %loop

loop:
  %acc = phi float [ %init, %entry ], [ %max, %loop ]
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %item = getelementptr %live, ptr %items, i64 %i
  %field = getelementptr inbounds nuw i8, ptr %item, i64 16
  %x = load float, ptr %field, align 4
  %max = call float @llvm.maxnum.f32(float %acc, float %x)
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %count
  br i1 %done, label %exit, label %loop

exit:
  ret float %max
}

; CHECK-LABEL: define double @min_nnan(
; CHECK: call nnan double @llvm.minnum.f64(
define double @min_nnan(double %a, double %b) {
  %m = call nnan double @llvm.minnum.f64(double %a, double %b)
  ret double %m
}

; CHECK-LABEL: define <4 x float> @vector_max(
; CHECK: call <4 x float> @llvm.maxnum.v4f32(
define <4 x float> @vector_max(<4 x float> %a, <4 x float> %b) {
  %m = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %a, <4 x float> %b)
  ret <4 x float> %m
}

declare float @llvm.maxnum.f32(float, float)
declare double @llvm.minnum.f64(double, double)
declare <4 x float> @llvm.maxnum.v4f32(<4 x float>, <4 x float>)
declare i64 @llvm.umax.i64(i64, i64)
