; A barrier in a loop: the region after the barrier wraps around the loop, so
; values defined in the loop header are stored after their definition and
; reloaded where the region's own definition does not dominate the use.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: %loop_live_mem_info = type { i64 }

; Entry region: runs up to the first time the barrier is reached, or returns.
; CHECK-LABEL: define internal spir_func i32 @loop.mux-barrier-region(
; CHECK-SAME: ptr addrspace(3) %0, i64 %[[N:[0-9]+]], ptr %[[LIVE:[0-9]+]])
; CHECK-NEXT: entry:
; CHECK-NEXT: %live_gep_i = getelementptr inbounds %loop_live_mem_info, ptr %[[LIVE]], i32 0, i32 0
; CHECK: %i = phi i64 [ 0, %entry ]
; CHECK-NEXT: store i64 %i, ptr %live_gep_i, align 8
; CHECK: %more = icmp ult i64 %i, %[[N]]
; CHECK-NEXT: br i1 %more, label %barrier.exit, label %exit
; CHECK: ret i32 0
; CHECK: barrier.exit:
; CHECK-NEXT: ret i32 2

; After the barrier: the region starts in the barrier's block (body), where the
; member address is made; %i is reloaded where the region's phi does not
; dominate the use (before it, around the loop), and stored again when
; redefined.
; CHECK-LABEL: define internal spir_func i32 @loop.mux-barrier-region.1(
; CHECK-SAME: ptr addrspace(3) %[[TMP:[0-9]+]], i64 %{{[0-9]+}}, ptr %[[LIVE1:[0-9]+]])
; CHECK-NEXT: body:
; CHECK-NEXT: %live_gep_i = getelementptr inbounds %loop_live_mem_info, ptr %[[LIVE1]], i32 0, i32 0
; CHECK-NEXT: %lid = call i64 @__mux_get_local_id(i32 0)
; CHECK: %i.reload = load i64, ptr %live_gep_i, align 8
; CHECK-NEXT: %q = getelementptr inbounds i32, ptr addrspace(3) %[[TMP]], i64 %i.reload
; CHECK: br label %latch
; CHECK: loop:
; CHECK-NEXT: %i = phi i64 [ %i.next, %latch ]
; CHECK-NEXT: store i64 %i, ptr %live_gep_i, align 8
; CHECK: br i1 %more, label %barrier.exit, label %exit
; CHECK: latch:
; CHECK-NEXT: %i.reload1 = load i64, ptr %live_gep_i, align 8
; CHECK-NEXT: %i.next = add i64 %i.reload1, 1
; CHECK: ret i32 0
; CHECK: barrier.exit:
; CHECK-NEXT: ret i32 2

; The wrapper dispatches on the id the work-items returned.
; CHECK-LABEL: define spir_kernel void @loop.mux-barrier-wrapper(
; CHECK: %next_barrier_id = alloca i32, align 4
; CHECK: %next = call spir_func i32 @loop.mux-barrier-region(
; CHECK-NEXT: store i32 %next, ptr %next_barrier_id, align 4
; CHECK: barrier.branch:
; CHECK-NEXT: %next_id = load i32, ptr %next_barrier_id, align 4
; CHECK-NEXT: %[[DONE:[0-9]+]] = icmp eq i32 %next_id, 0
; CHECK-NEXT: br i1 %[[DONE]], label %kernel.exit, label %sw.bb2
; CHECK: sw.bb2:
; CHECK-NEXT: call void @__mux_mem_barrier(i32 2, i32 272)
; CHECK: %next1 = call spir_func i32 @loop.mux-barrier-region.1(
; CHECK-NEXT: store i32 %next1, ptr %next_barrier_id, align 4
; CHECK: %[[AGAIN:[0-9]+]] = icmp eq i32 %next_id1, 0
; CHECK-NEXT: br i1 %[[AGAIN]], label %kernel.exit, label %sw.bb2

define spir_kernel void @loop(ptr addrspace(3) %tmp, i64 %n) #0 {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i32, ptr addrspace(3) %tmp, i64 %lid
  %v = trunc i64 %i to i32
  store i32 %v, ptr addrspace(3) %p, align 4
  %more = icmp ult i64 %i, %n
  br i1 %more, label %body, label %exit

body:
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %x = load i32, ptr addrspace(3) %tmp, align 4
  %q = getelementptr inbounds i32, ptr addrspace(3) %tmp, i64 %i
  store i32 %x, ptr addrspace(3) %q, align 4
  br label %latch

latch:
  %i.next = add i64 %i, 1
  br label %loop

exit:
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare void @__mux_work_group_barrier(i32, i32, i32)
attributes #0 = { "mux-kernel"="entry-point" }
