; An exclusive scan passes each call the running value before its own
; work-item's operand; an operand the regions recompute (a widening cast of a
; stored load) is recomputed by the wrapper too.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: %scan_live_mem_info = type { i8 }
; CHECK-LABEL: define spir_kernel void @scan.mux-barrier-wrapper(
; CHECK: %scan.x = phi i32 [ %scan.y, %{{loopIR[0-9]+}} ], [ %[[SUM:[0-9]+]], %{{loopIR[0-9]+}} ]
; CHECK: %live_gep_c = getelementptr inbounds %scan_live_mem_info, ptr %live_slot1, i32 0, i32 0
; CHECK-NEXT: %c_load = load i8, ptr %live_gep_c, align 1
; CHECK-NEXT: %w = zext i8 %c_load to i32
; CHECK-NEXT: %[[SUM]] = add i32 %scan.x, %w
; CHECK-NEXT: call spir_func i32 @scan.mux-barrier-region.1(ptr addrspace(1) %io, i32 %scan.x, ptr %live_slot1)

define spir_kernel void @scan(ptr addrspace(1) %io) #0 {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  %p = getelementptr inbounds i8, ptr addrspace(1) %io, i64 %lid
  %c = load i8, ptr addrspace(1) %p, align 1
  %w = zext i8 %c to i32
  %scan = call i32 @__mux_work_group_scan_exclusive_add_i32(i32 0, i32 %w)
  %q = getelementptr inbounds i32, ptr addrspace(1) %io, i64 %lid
  store i32 %scan, ptr addrspace(1) %q, align 4
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare i32 @__mux_work_group_scan_exclusive_add_i32(i32, i32)
attributes #0 = { "mux-kernel"="entry-point" }
