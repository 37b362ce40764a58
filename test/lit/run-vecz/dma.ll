; DMA copies are group functions: with operands the same for every lane, a
; call of N lanes makes one copy (the builtin copies for the call's first
; work-item only); the wait is made once too, with lane 0's event list (each
; lane's list holds the same events).  A copy with a varying operand stays
; one call per lane.
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @__vecz_v4_k(
; CHECK: %e = call ptr @__mux_dma_read_1D(ptr addrspace(3) %tile, ptr addrspace(1) %in, i64 64, ptr null)
; CHECK-NOT: @__mux_dma_read_1D
; CHECK: call void @__mux_dma_wait(i32 1, ptr %slot.lane0)
; CHECK-NOT: @__mux_dma_wait
; CHECK: %each.lane0 = call ptr @__mux_dma_write_1D(ptr addrspace(1) %out, ptr addrspace(3) %tile, i64 %bytes.lane0, ptr %e)
; CHECK: %each.lane3 = call ptr @__mux_dma_write_1D(ptr addrspace(1) %out, ptr addrspace(3) %tile, i64 %bytes.lane3, ptr %e)
; CHECK: ret void

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(3) %tile, ptr addrspace(1) %out) #0 {
entry:
  %slot = alloca ptr, align 8
  %e = call ptr @__mux_dma_read_1D(ptr addrspace(3) %tile, ptr addrspace(1) %in, i64 64, ptr null)
  store ptr %e, ptr %slot, align 8
  call void @__mux_dma_wait(i32 1, ptr %slot)
  %lid = call i64 @__mux_get_local_id(i32 0)
  %bytes = shl i64 %lid, 2
  %each = call ptr @__mux_dma_write_1D(ptr addrspace(1) %out, ptr addrspace(3) %tile, i64 %bytes, ptr %e)
  ret void
}

declare ptr @__mux_dma_read_1D(ptr addrspace(3), ptr addrspace(1), i64, ptr)
declare ptr @__mux_dma_write_1D(ptr addrspace(1), ptr addrspace(3), i64, ptr)
declare void @__mux_dma_wait(i32, ptr)
declare i64 @__mux_get_local_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
