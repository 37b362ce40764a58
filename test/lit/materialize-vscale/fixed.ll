; materialize-vscale<vscale=2>: <vscale x 4 x T> becomes <8 x T>, llvm.vscale
; the constant 2, llvm.stepvector <0, ..., 7>, and intrinsics on scalable
; vectors their fixed forms (the scalable declarations go).
; RUN: ncpu-opt -passes='materialize-vscale<vscale=2>,verify' -S %s | filecheck %s
; RUN: ncpu-opt -passes='materialize-vscale,verify' -S %s | filecheck %s --check-prefix=ONE

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define void @f(
; CHECK-NEXT: %lanes = mul i64 2, 4
; CHECK-NEXT: %s = insertelement <8 x float> poison, float %x, i32 0
; CHECK-NEXT: %splat = shufflevector <8 x float> %s, <8 x float> poison, <8 x i32> zeroinitializer
; CHECK-NEXT: %v = call <8 x float> @llvm.masked.load.v8f32.p1(ptr addrspace(1) align 4 %p, <8 x i1> splat (i1 true), <8 x float> zeroinitializer)
; CHECK-NEXT: %ids = add <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, splat (i32 1)
; CHECK-NEXT: %r = call float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %v)
; CHECK-NEXT: store <8 x float> %splat, ptr addrspace(1) %p
; CHECK-NOT: nxv
; CHECK-NOT: vscale
; ONE: %lanes = mul i64 1, 4
; ONE: <4 x float>
define void @f(ptr addrspace(1) %p, float %x) {
  %vscale = call i64 @llvm.vscale.i64()
  %lanes = mul i64 %vscale, 4
  %s = insertelement <vscale x 4 x float> poison, float %x, i32 0
  %splat = shufflevector <vscale x 4 x float> %s, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p1(ptr addrspace(1) align 4 %p, <vscale x 4 x i1> splat (i1 true), <vscale x 4 x float> zeroinitializer)
  %step = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %ids = add <vscale x 4 x i32> %step, splat (i32 1)
  %r = call float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %v)
  store <vscale x 4 x float> %splat, ptr addrspace(1) %p
  ret void
}
declare i64 @llvm.vscale.i64()
declare <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p1(ptr addrspace(1), <vscale x 4 x i1>, <vscale x 4 x float>)
declare float @llvm.vector.reduce.fadd.nxv4f32(float, <vscale x 4 x float>)

; A function taking a scalable vector has no fixed meaning here.
; RUN: not ncpu-opt -passes='materialize-vscale' -S %S/Inputs/scalable-param.ll 2>&1 | filecheck %s --check-prefix=PARAM
; PARAM: ncpu-opt: error: not supported yet: materialize-vscale: @g takes or returns a scalable vector
; RUN: not ncpu-opt -passes='materialize-vscale<vscale=3>' -S %s 2>&1 | filecheck %s --check-prefix=THREE
; THREE: ncpu-opt: error: materialize-vscale: vscale must be a power of two from 1 to 16, got 3
