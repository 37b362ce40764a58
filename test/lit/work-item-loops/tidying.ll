; Barrier tidying: rematerialisable getters, casts of them, widening casts
; (their narrower source is stored instead), casts of stored values and
; splats (the scalar is stored) are recomputed after the barrier.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; Only %v, %x and %sum are stored (by decreasing alignment, then definition order).
; CHECK: %tidy_live_mem_info = type { i32, float, i32 }

; The member addresses come first in the region's first block, then the
; reloads, each followed by the values recomputed from it.
; CHECK-LABEL: define internal spir_func i32 @tidy.mux-barrier-region.1(
; CHECK-SAME: ptr addrspace(1) %{{[0-9]+}}, ptr addrspace(1) %{{[0-9]+}}, ptr addrspace(1) %[[OUT:[0-9]+]], ptr %[[LIVE:[0-9]+]])
; CHECK-NEXT: entry.barrier:
; CHECK-NEXT: %live_gep_v = getelementptr inbounds %tidy_live_mem_info, ptr %[[LIVE]], i32 0, i32 0
; CHECK-NEXT: %live_gep_x = getelementptr inbounds %tidy_live_mem_info, ptr %[[LIVE]], i32 0, i32 1
; CHECK-NEXT: %live_gep_sum = getelementptr inbounds %tidy_live_mem_info, ptr %[[LIVE]], i32 0, i32 2
; CHECK-NEXT: %v.reload = load i32, ptr %live_gep_v, align 4
; CHECK-NEXT: %wide = sext i32 %v.reload to i64
; CHECK-NEXT: %lid = call i64 @__mux_get_local_id(i32 0)
; CHECK-NEXT: %lid32 = trunc i64 %lid to i32
; CHECK-NEXT: %f = sitofp i32 %v.reload to float
; CHECK-NEXT: %x.reload = load float, ptr %live_gep_x, align 4
; CHECK-NEXT: %ins = insertelement <4 x float> poison, float %x.reload, i64 0
; CHECK-NEXT: %splat = shufflevector <4 x float> %ins, <4 x float> poison, <4 x i32> zeroinitializer
; CHECK-NEXT: %sum.reload = load i32, ptr %live_gep_sum, align 4
; CHECK-NEXT: %q = getelementptr inbounds i64, ptr addrspace(1) %[[OUT]], i64 %wide
; CHECK: store i32 %sum.reload, ptr addrspace(1) %q4, align 4
; CHECK-NEXT: ret i32 0

define spir_kernel void @tidy(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out) #0 {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  %lid32 = trunc i64 %lid to i32
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %lid
  %v = load i32, ptr addrspace(1) %p, align 4
  %wide = sext i32 %v to i64
  %f = sitofp i32 %v to float
  %fp = getelementptr inbounds float, ptr addrspace(1) %fin, i64 %lid
  %x = load float, ptr addrspace(1) %fp, align 4
  %ins = insertelement <4 x float> poison, float %x, i64 0
  %splat = shufflevector <4 x float> %ins, <4 x float> poison, <4 x i32> zeroinitializer
  %sum = add i32 %v, 1
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %q = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %wide
  store i32 %lid32, ptr addrspace(1) %q, align 4
  %q2 = getelementptr inbounds float, ptr addrspace(1) %q, i64 1
  store float %f, ptr addrspace(1) %q2, align 4
  %q3 = getelementptr inbounds <4 x float>, ptr addrspace(1) %q, i64 1
  store <4 x float> %splat, ptr addrspace(1) %q3, align 16
  %q4 = getelementptr inbounds i32, ptr addrspace(1) %q, i64 8
  store i32 %sum, ptr addrspace(1) %q4, align 4
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare void @__mux_work_group_barrier(i32, i32, i32)
attributes #0 = { "mux-kernel"="entry-point" }
