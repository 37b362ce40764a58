; A copy only some work-items reach (behind a branch on the local id) gets a barrier before it
; that names its site (!ncpu.check_copy): work-item-loops<checked> then reports the work-items
; that skip it. Right after the barrier the group's first work-item (local linear id 0) writes
; the copy's operands to the __local slot, and every work-item compares its own with them
; (destination 1, source 2, size 4, event 16), reporting a difference (kind 7, argument -2).
; RUN: ncpu-opt -passes=check-barriers -S %s | FileCheck %s

; CHECK: @__ncpu_check_copy = internal addrspace(3) global [10 x i64] poison, align 8
; CHECK-LABEL: define spir_kernel void @k(
; CHECK: then:
; CHECK-NEXT: call void @__mux_work_group_barrier(i32 0, i32 2, i32 0), !ncpu.check_copy ![[SITE:[0-9]+]]
; CHECK-NEXT: %[[LID:[0-9]+]] = call i64 @__mux_get_local_linear_id()
; CHECK-NEXT: %check.copier = icmp eq i64 %[[LID]], 0
; CHECK: br i1 %check.copier, label %check.record, label %check.compare
; CHECK: check.record:
; CHECK: store i64 %{{[0-9]+}}, ptr addrspace(3) %{{[0-9]+}}, align 8, !nosanitize
; CHECK: check.compare:
; CHECK: load i64, ptr addrspace(3) %{{[0-9]+}}, align 8, !nosanitize
; CHECK: select i1 %{{[0-9]+}}, i64 4, i64 0
; CHECK: %check.differs = and i1
; CHECK: br i1 %check.differs, label %check.fail, label %check.ok
; CHECK: call void @__ncpu_check_report(ptr %check.state, i32 7, i32 0, i32 -2, i64 %{{[0-9]+}}, i64 0,
; CHECK: check.ok:
; CHECK-NEXT: %e = call ptr @__mux_dma_read_1D(

; A copy every work-item reaches with the same operands: no barrier.
; CHECK-LABEL: define spir_kernel void @uniform(
; CHECK-NOT: __mux_work_group_barrier
; CHECK: ret void
; CHECK: ![[SITE]] = !{i32 0}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %data, ptr addrspace(3) %scratch) {
entry:
  %list = alloca ptr, align 8
  store ptr null, ptr %list, align 8
  %lid = call i64 @__mux_get_local_id(i32 0)
  %some = icmp ugt i64 %lid, 0
  br i1 %some, label %then, label %join

then:
  %e = call ptr @__mux_dma_read_1D(ptr addrspace(3) %scratch, ptr addrspace(1) %data, i64 64, ptr null)
  store ptr %e, ptr %list, align 8
  br label %join

join:
  call void @__mux_dma_wait(i32 1, ptr %list)
  ret void
}

define spir_kernel void @uniform(ptr addrspace(1) %data, ptr addrspace(3) %scratch, i64 %n) {
entry:
  %list = alloca ptr, align 8
  %size = mul i64 %n, 4
  %e = call ptr @__mux_dma_read_1D(ptr addrspace(3) %scratch, ptr addrspace(1) %data, i64 %size, ptr null)
  store ptr %e, ptr %list, align 8
  call void @__mux_dma_wait(i32 1, ptr %list)
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare ptr @__mux_dma_read_1D(ptr addrspace(3), ptr addrspace(1), i64, ptr)
declare void @__mux_dma_wait(i32, ptr)
