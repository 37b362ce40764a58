; Barrier tidying: a vector clamp of the local id (a select, its compare, a
; saturating subtract) is recomputed after the barrier instead of stored per
; work-item; a scalar one is kept, as OCK keeps it.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: %clamps_live_mem_info = type { i64 }

; CHECK-LABEL: define internal spir_func i32 @clamps.mux-barrier-region.1(
; CHECK: %lid = call i64 @__mux_get_local_id(i32 0)
; CHECK: %first = icmp eq <4 x i64> %ids, zeroinitializer
; CHECK: %left = select <4 x i1> %first, <4 x i64> zeroinitializer, <4 x i64> %prev
; CHECK: %sat = call <4 x i64> @llvm.usub.sat.v4i64(<4 x i64> %ids, <4 x i64> splat (i64 1))
; CHECK: %scalar.reload = load i64, ptr %live_gep_scalar, align 8

define spir_kernel void @clamps(ptr addrspace(1) %out) #0 {
  %lid = call i64 @__mux_get_local_id(i32 0)
  %s = insertelement <4 x i64> poison, i64 %lid, i64 0
  %v = shufflevector <4 x i64> %s, <4 x i64> poison, <4 x i32> zeroinitializer
  %ids = add <4 x i64> %v, <i64 0, i64 1, i64 2, i64 3>
  %first = icmp eq <4 x i64> %ids, zeroinitializer
  %prev = add <4 x i64> %ids, splat (i64 -1)
  %left = select <4 x i1> %first, <4 x i64> zeroinitializer, <4 x i64> %prev
  %sat = call <4 x i64> @llvm.usub.sat.v4i64(<4 x i64> %ids, <4 x i64> splat (i64 1))
  %scalar = call i64 @llvm.usub.sat.i64(i64 %lid, i64 1)
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %sum = add <4 x i64> %left, %sat
  %p = getelementptr inbounds <4 x i64>, ptr addrspace(1) %out, i64 %scalar
  store <4 x i64> %sum, ptr addrspace(1) %p, align 32
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare void @__mux_work_group_barrier(i32, i32, i32)
declare <4 x i64> @llvm.usub.sat.v4i64(<4 x i64>, <4 x i64>)
declare i64 @llvm.usub.sat.i64(i64, i64)
attributes #0 = { "mux-kernel"="entry-point" }
