; A function that makes a copy is inlined into the kernel, so that the work-item's copies and
; waits are all in its kernel. There the copy's size varies with the local id: all work-items
; reach it, but not with one size, so it gets the barrier and the comparison.
; RUN: ncpu-opt -passes=check-barriers -S %s | FileCheck %s

; CHECK-LABEL: define spir_kernel void @k(
; CHECK-NOT: call {{.*}} @copy_some(
; CHECK: %size = mul i64 %lid, 4
; CHECK-NEXT: call void @__mux_work_group_barrier(i32 0, i32 2, i32 0), !ncpu.check_copy
; CHECK: store i64 %size, ptr addrspace(3)
; CHECK: %e = call ptr @__mux_dma_read_1D(ptr addrspace(3) %scratch, ptr addrspace(1) %data, i64 %size, ptr null)
; CHECK: call void @__ncpu_check_copied(ptr %check.events, ptr %e, i32 0)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define internal ptr @copy_some(ptr addrspace(3) %to, ptr addrspace(1) %from, i64 %n) {
entry:
  %size = mul i64 %n, 4
  %e = call ptr @__mux_dma_read_1D(ptr addrspace(3) %to, ptr addrspace(1) %from, i64 %size, ptr null)
  ret ptr %e
}

define spir_kernel void @k(ptr addrspace(1) %data, ptr addrspace(3) %scratch) {
entry:
  %list = alloca ptr, align 8
  %lid = call i64 @__mux_get_local_id(i32 0)
  %e = call ptr @copy_some(ptr addrspace(3) %scratch, ptr addrspace(1) %data, i64 %lid)
  store ptr %e, ptr %list, align 8
  call void @__mux_dma_wait(i32 1, ptr %list)
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare ptr @__mux_dma_read_1D(ptr addrspace(3), ptr addrspace(1), i64, ptr)
declare void @__mux_dma_wait(i32, ptr)
