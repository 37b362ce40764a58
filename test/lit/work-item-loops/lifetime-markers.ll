; An alloca live across a barrier becomes a live-struct member; its lifetime
; markers go (LLVM allows them on allocas only, and the member lives as long
; as the struct).  clang -O2 keeps such an alloca for an event list passed to
; wait_group_events.
; RUN: ncpu-opt -passes='work-item-loops,verify' -S %s | filecheck %s

; CHECK: %k_live_mem_info = type { ptr }
; CHECK-LABEL: define internal spir_func i32 @k.mux-barrier-region(
; CHECK-SAME: ptr %[[LIVE:[0-9]+]])
; CHECK-NOT: llvm.lifetime
; CHECK: %[[SLOT:live_gep_slot]] = getelementptr inbounds %k_live_mem_info, ptr %[[LIVE]], i32 0, i32 0
; CHECK-NOT: llvm.lifetime
; CHECK: call void @__mux_dma_wait(i32 1, ptr %[[SLOT]])
; CHECK-NOT: llvm.lifetime
; CHECK: ret i32 3
; CHECK-LABEL: define internal spir_func i32 @k.mux-barrier-region.1(
; CHECK-SAME: ptr %[[LIVE1:[0-9]+]])
; CHECK-NOT: llvm.lifetime
; CHECK: %[[SLOT1:live_gep_slot]] = getelementptr inbounds %k_live_mem_info, ptr %[[LIVE1]], i32 0, i32 0
; CHECK-NOT: llvm.lifetime
; CHECK: call void @__mux_dma_wait(i32 1, ptr %[[SLOT1]])
; CHECK-NOT: llvm.lifetime
; CHECK: ret i32 0

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(3) %tile) #0 {
entry:
  %slot = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(ptr %slot)
  %e = call ptr @__mux_dma_read_1D(ptr addrspace(3) %tile, ptr addrspace(1) %in, i64 64, ptr null)
  store ptr %e, ptr %slot, align 8
  call void @__mux_dma_wait(i32 1, ptr %slot)
  call void @__mux_work_group_barrier(i32 1, i32 2, i32 272)
  %f = call ptr @__mux_dma_read_1D(ptr addrspace(3) %tile, ptr addrspace(1) %in, i64 64, ptr null)
  store ptr %f, ptr %slot, align 8
  call void @__mux_dma_wait(i32 1, ptr %slot)
  call void @llvm.lifetime.end.p0(ptr %slot)
  ret void
}

declare void @llvm.lifetime.start.p0(ptr captures(none))
declare void @llvm.lifetime.end.p0(ptr captures(none))
declare ptr @__mux_dma_read_1D(ptr addrspace(3), ptr addrspace(1), i64, ptr)
declare void @__mux_dma_wait(i32, ptr)
declare void @__mux_work_group_barrier(i32, i32, i32)
attributes #0 = { "mux-kernel"="entry-point" }
