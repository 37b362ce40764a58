; An index clamped at an edge picks, per lane, between a uniform and a contiguous
; index (a select, usub.sat, umin): two masked loads (one element for every lane
; on the uniform side, a vector on the contiguous side) and a select replace the
; gather.  A select between two gathers' indices (@scattered) keeps the gather.
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; lid == 0 ? 0 : lid - 1: the uniform side is a masked one-element load (a branch, which
; only the edge chunks take).
; CHECK-LABEL: define spir_kernel void @__vecz_v4_left_select(
; CHECK: %vecz.any = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %first)
; CHECK-NEXT: %[[ANY:.+]] = insertelement <1 x i1> poison, i1 %vecz.any, i32 0
; CHECK-NEXT: %[[EDGE:.+]] = call <1 x float> @llvm.masked.load.v1f32.p3(ptr addrspace(3) align 4 %x.either, <1 x i1> %[[ANY]], <1 x float> poison)
; CHECK: %[[INNER:.+]] = call <4 x float> @llvm.masked.load.v4f32.p3(ptr addrspace(3) align 4 %x.either1, <4 x i1> %vecz.not, <4 x float> poison)
; CHECK: %x = select <4 x i1> %first, <4 x float> %{{.+}}, <4 x float> %[[INNER]]
; CHECK-NOT: gather
; CHECK: ret void

; usub.sat(lid, 1): the contiguous side starts at lane 0's lid - 1.
; CHECK-LABEL: define spir_kernel void @__vecz_v4_left_sat(
; CHECK: %vecz.either = icmp ult <4 x i64> %{{.+}}, splat (i64 1)
; CHECK: %[[FIRST:.+]] = sub i64 %{{.+}}, 1
; CHECK: %x.either1 = getelementptr float, ptr addrspace(3) %u, i64 %[[FIRST]]
; CHECK: call <4 x float> @llvm.masked.load.v4f32.p3(ptr addrspace(3) align 4 %x.either1,
; CHECK-NOT: gather
; CHECK: ret void

; umin(lid + 1, last)
; CHECK-LABEL: define spir_kernel void @__vecz_v4_right_min(
; CHECK: %vecz.either = icmp ult <4 x i64>
; CHECK: call <4 x float> @llvm.masked.load.v4f32.p3(
; CHECK: call <1 x float> @llvm.masked.load.v1f32.p3(
; CHECK-NOT: gather
; CHECK: ret void

; CHECK-LABEL: define spir_kernel void @__vecz_v4_scattered(
; CHECK: call <4 x float> @llvm.masked.gather.v4f32.v4p3(
; CHECK: ret void

declare i64 @__mux_get_local_id(i32)
declare i64 @llvm.usub.sat.i64(i64, i64)
declare i64 @llvm.umin.i64(i64, i64)

define spir_kernel void @left_select(ptr addrspace(3) %u, ptr addrspace(1) %out) #0 {
  %lid = call i64 @__mux_get_local_id(i32 0)
  %first = icmp eq i64 %lid, 0
  %prev = add i64 %lid, -1
  %left = select i1 %first, i64 0, i64 %prev
  %p = getelementptr inbounds float, ptr addrspace(3) %u, i64 %left
  %x = load float, ptr addrspace(3) %p, align 4
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %lid
  store float %x, ptr addrspace(1) %q, align 4
  ret void
}

define spir_kernel void @left_sat(ptr addrspace(3) %u, ptr addrspace(1) %out) #0 {
  %lid = call i64 @__mux_get_local_id(i32 0)
  %left = call i64 @llvm.usub.sat.i64(i64 %lid, i64 1)
  %p = getelementptr inbounds float, ptr addrspace(3) %u, i64 %left
  %x = load float, ptr addrspace(3) %p, align 4
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %lid
  store float %x, ptr addrspace(1) %q, align 4
  ret void
}

define spir_kernel void @right_min(ptr addrspace(3) %u, ptr addrspace(1) %out, i64 %last) #0 {
  %lid = call i64 @__mux_get_local_id(i32 0)
  %next = add i64 %lid, 1
  %right = call i64 @llvm.umin.i64(i64 %next, i64 %last)
  %p = getelementptr inbounds float, ptr addrspace(3) %u, i64 %right
  %x = load float, ptr addrspace(3) %p, align 4
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %lid
  store float %x, ptr addrspace(1) %q, align 4
  ret void
}

define spir_kernel void @scattered(ptr addrspace(3) %u, ptr addrspace(1) %out) #0 {
  %lid = call i64 @__mux_get_local_id(i32 0)
  %odd = trunc i64 %lid to i1
  %twice = mul i64 %lid, 2
  %thrice = mul i64 %lid, 3
  %at = select i1 %odd, i64 %twice, i64 %thrice
  %p = getelementptr inbounds float, ptr addrspace(3) %u, i64 %at
  %x = load float, ptr addrspace(3) %p, align 4
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %lid
  store float %x, ptr addrspace(1) %q, align 4
  ret void
}

attributes #0 = { "mux-kernel"="entry-point" }
