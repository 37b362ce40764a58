; Scalable values live across a barrier: the clone's live struct keeps its
; fixed members (%u) and ends in a flexible [0 x i8] tail holding the
; scalable ones at their vscale = 1 offsets times vscale (%gid1 at 0, %v at
; 32 x vscale).  An instance is 32 + vscale * 64 bytes, so the structs are one
; byte buffer and instance i starts at i times that.
; RUN: ncpu-opt -passes='run-vecz<scalable;width=4>,work-item-loops,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: %__vecz_nxv4_rev_live_mem_info = type { i32, [0 x i8] }

; The fixed part takes 32 bytes (the tail's alignment), the tail 64 per vscale.
; CHECK-LABEL: define spir_kernel void @rev.mux-barrier-wrapper(
; CHECK: %[[VS:vscale[0-9]+]] = call i64 @llvm.vscale.i64()
; CHECK-NEXT: %live_scalable_size = mul i64 %[[VS]], 64
; CHECK-NEXT: %live_size = add i64 32, %live_scalable_size
; CHECK-NEXT: %[[BYTES:[0-9]+]] = mul i64 %vector_slots, %live_size
; CHECK-NEXT: %live_variables = alloca i8, i64 %[[BYTES]], align 32
; CHECK: %live_variables.tail = alloca %rev_live_mem_info, i64 %tail_slots
; CHECK: .x.vector.id = phi
; CHECK: %[[STRIDE:live_size[0-9]+]] = add i64 32, %{{.+}}
; CHECK-NEXT: %[[AT:[0-9]+]] = mul i64 %vector_slot, %[[STRIDE]]
; CHECK-NEXT: %live_slot = getelementptr inbounds i8, ptr %live_variables, i64 %[[AT]]
; CHECK-NEXT: call spir_func i32 @__vecz_nxv4_rev.mux-barrier-region(ptr addrspace(1) %io, ptr addrspace(1) %out, ptr %live_slot)

; The member addresses are made at the top of the region (the scalable ones
; from vscale), the stores follow the definitions.
; CHECK-LABEL: define internal spir_func i32 @__vecz_nxv4_rev.mux-barrier-region(
; CHECK-SAME: ptr addrspace(1) %{{[0-9]+}}, ptr addrspace(1) %{{[0-9]+}}, ptr %[[LIVE:[0-9]+]])
; CHECK-NEXT: %live_gep_gid = getelementptr inbounds i8, ptr %[[LIVE]], i64 32
; CHECK-NEXT: %live_gep_u = getelementptr inbounds %__vecz_nxv4_rev_live_mem_info, ptr %[[LIVE]], i32 0, i32 0
; CHECK-NEXT: %[[VS:.+]] = call i64 @llvm.vscale.i64()
; CHECK-NEXT: %[[OFF:[0-9]+]] = mul i64 %[[VS]], 32
; CHECK-NEXT: %[[AT:[0-9]+]] = add i64 32, %[[OFF]]
; CHECK-NEXT: %live_gep_v = getelementptr inbounds i8, ptr %[[LIVE]], i64 %[[AT]]
; CHECK: %gid1 = add
; CHECK-NEXT: store <vscale x 4 x i64> %gid1, ptr %live_gep_gid, align 32
; CHECK: %u = load
; CHECK-NEXT: store i32 %u, ptr %live_gep_u, align 4
; CHECK: %v = load
; CHECK-NEXT: store <vscale x 4 x float> %v, ptr %live_gep_v, align 16
; CHECK-NEXT: ret i32 2

; CHECK-LABEL: define internal spir_func i32 @__vecz_nxv4_rev.mux-barrier-region.1(
; CHECK-SAME: ptr %[[LIVE1:[0-9]+]])
; CHECK: %live_gep_gid = getelementptr inbounds i8, ptr %[[LIVE1]], i64 32
; CHECK: %gid.reload = load <vscale x 4 x i64>, ptr %live_gep_gid, align 32
define spir_kernel void @rev(ptr addrspace(1) %io, ptr addrspace(1) %out) #0 {
  %gid = call i64 @__mux_get_global_id(i32 0)
  %u = load i32, ptr addrspace(1) %io, align 4
  %p = getelementptr float, ptr addrspace(1) %io, i64 %gid
  %v = load float, ptr addrspace(1) %p, align 4
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %f = sitofp i32 %u to float
  %w = fmul float %v, %f
  %q = getelementptr float, ptr addrspace(1) %out, i64 %gid
  store float %w, ptr addrspace(1) %q, align 4
  ret void
}
declare i64 @__mux_get_global_id(i32)
declare void @__mux_work_group_barrier(i32, i32, i32)
attributes #0 = { "mux-kernel"="entry-point" }
