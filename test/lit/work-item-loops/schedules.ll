; "mux-barrier-schedule" on a barrier applies to the region after it: "once"
; runs it for work-item 0 only, "linear" in linear order (x innermost)
; whatever the work-item order, "unordered" in the kernel's order.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @sched.mux-barrier-wrapper(
; Entry region: the kernel's order (zyx: x outermost).
; CHECK: sw.bb1:
; CHECK: loopIR:
; CHECK: loopIR5:
; CHECK: loopIR6:
; After barrier 0 ("once"): no loops, work-item 0.
; CHECK: sw.bb2:
; CHECK-NEXT: call void @__mux_mem_barrier(i32 2, i32 272)
; CHECK-NEXT: call void @__mux_set_local_id(i32 0, i64 0)
; CHECK-NEXT: call void @__mux_set_local_id(i32 1, i64 0)
; CHECK-NEXT: call void @__mux_set_local_id(i32 2, i64 0)
; CHECK-NEXT: call void @__mux_set_sub_group_id(i32 0)
; CHECK-NEXT: %live_slot{{[0-9]*}} = getelementptr inbounds %sched_live_mem_info, ptr %live_variables, i64 0
; CHECK-NEXT: call spir_func i32 @sched.mux-barrier-region.1(
; CHECK-NEXT: br label %sw.bb3
; After barrier 1 ("linear"): z outermost, x innermost.
; CHECK: sw.bb3:
; CHECK: %loop{{[0-9]+}}.z.id = phi
; CHECK: %loop{{[0-9]+}}.y.id = phi
; CHECK: %loop{{[0-9]+}}.x.id = phi
; CHECK: call spir_func i32 @sched.mux-barrier-region.2(
; After barrier 2 (no attribute: unordered): the kernel's order again.
; CHECK: sw.bb4:
; CHECK: %loop{{[0-9]+}}.x.id = phi
; CHECK: %loop{{[0-9]+}}.y.id = phi
; CHECK: %loop{{[0-9]+}}.z.id = phi
; CHECK: call spir_func i32 @sched.mux-barrier-region.3(

define spir_kernel void @sched(ptr addrspace(1) %out) #0 {
entry:
  store i32 0, ptr addrspace(1) %out, align 4
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272) #1
  store i32 1, ptr addrspace(1) %out, align 4
  call void @__mux_work_group_barrier(i32 1, i32 2, i32 272) #2
  store i32 2, ptr addrspace(1) %out, align 4
  call void @__mux_work_group_barrier(i32 2, i32 2, i32 272)
  store i32 3, ptr addrspace(1) %out, align 4
  ret void
}

declare void @__mux_work_group_barrier(i32, i32, i32)
attributes #0 = { "mux-kernel"="entry-point" "mux-work-item-order"="zyx" }
attributes #1 = { "mux-barrier-schedule"="once" }
attributes #2 = { "mux-barrier-schedule"="linear" }
