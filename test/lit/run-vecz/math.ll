; Element-wise intrinsics are widened (llvm.sqrt.f32 -> llvm.sqrt.v4f32, ...)
; and stay scalar on uniform operands; a call of a memory(none) willreturn
; function with no vector form runs once per lane.
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @__vecz_v4_k(
; CHECK: %s = call <4 x float> @llvm.sqrt.v4f32(<4 x float> %x)
; CHECK-NEXT: %f = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %s, <4 x float> %u.splat, <4 x float> %x)
; CHECK-NEXT: %us = call float @llvm.sqrt.f32(float %u)
; CHECK: %g = fadd <4 x float> %f, %us.splat
; CHECK: %m = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %y, <4 x i32> zeroinitializer)
; CHECK: %h.lane0 = call float @pure(float %g.lane0, i32 %m.lane0)
; CHECK-NEXT: %h.lane1 = call float @pure(float %g.lane1, i32 %m.lane1)
; CHECK-NEXT: %h.lane2 = call float @pure(float %g.lane2, i32 %m.lane2)
; CHECK-NEXT: %h.lane3 = call float @pure(float %g.lane3, i32 %m.lane3)
; CHECK: %[[H:.+]] = insertelement <4 x float> %{{.+}}, float %h.lane3, i32 3
; CHECK: store <4 x float> %[[H]]
; CHECK: declare <4 x float> @llvm.sqrt.v4f32(<4 x float>)
; CHECK: declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>)
; CHECK: declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>)

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %ii, ptr addrspace(1) %out, float %u) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %gid
  %x = load float, ptr addrspace(1) %pi, align 4
  %s = call float @llvm.sqrt.f32(float %x)
  %f = call float @llvm.fmuladd.f32(float %s, float %u, float %x)
  %us = call float @llvm.sqrt.f32(float %u)
  %g = fadd float %f, %us
  %pj = getelementptr inbounds i32, ptr addrspace(1) %ii, i64 %gid
  %y = load i32, ptr addrspace(1) %pj, align 4
  %m = call i32 @llvm.smax.i32(i32 %y, i32 0)
  %h = call float @pure(float %g, i32 %m)
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %h, ptr addrspace(1) %po, align 4
  ret void
}
declare float @llvm.sqrt.f32(float)
declare float @llvm.fmuladd.f32(float, float, float)
declare i32 @llvm.smax.i32(i32, i32)
declare float @pure(float, i32) #1
attributes #1 = { memory(none) willreturn nounwind }

declare i64 @__mux_get_global_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
