; Without debug info a copy's and a wait's sites name the kernel's block they are in, past the
; blocks check-memory split off before them (the store's check.join here).
; RUN: ncpu-opt -passes='check-memory,check-barriers' -S %s | FileCheck %s

; CHECK: !{!"k", i32 2, !"@k: the async copy in block %entry", i32 -1, !""}
; CHECK: !{!"k", i32 3, !"@k: the wait_group_events in block %entry", i32 -1, !""}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %data, ptr addrspace(3) %scratch) {
entry:
  %list = alloca ptr, align 8
  store i32 0, ptr addrspace(1) %data, align 4
  %e = call ptr @__mux_dma_read_1D(ptr addrspace(3) %scratch, ptr addrspace(1) %data, i64 64, ptr null)
  store ptr %e, ptr %list, align 8
  call void @__mux_dma_wait(i32 1, ptr %list)
  ret void
}

declare ptr @__mux_dma_read_1D(ptr addrspace(3), ptr addrspace(1), i64, ptr)
declare void @__mux_dma_wait(i32, ptr)
