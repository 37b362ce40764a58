; A barrier in a branch: the join block is in both the entry region (branch
; not taken) and the barrier's region, and its phi keeps only the incoming
; edges of each region.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: %branch_live_mem_info = type { i32 }

; CHECK-LABEL: define internal spir_func i32 @branch.mux-barrier-region(
; CHECK-SAME: ptr addrspace(1) %0, i1 %[[C:[0-9]+]], ptr %[[LIVE:[0-9]+]])
; CHECK-NEXT: entry:
; CHECK-NEXT: %live_gep_v = getelementptr inbounds %branch_live_mem_info, ptr %[[LIVE]], i32 0, i32 0
; CHECK-NEXT: %v = load i32, ptr addrspace(1) %0, align 4
; CHECK-NEXT: store i32 %v, ptr %live_gep_v, align 4
; CHECK-NEXT: br i1 %[[C]], label %barrier.exit, label %join
; CHECK: join:
; CHECK-NEXT: %r = phi i32 [ %v, %entry ]
; CHECK: ret i32 0
; CHECK: barrier.exit:
; CHECK-NEXT: ret i32 2

; CHECK-LABEL: define internal spir_func i32 @branch.mux-barrier-region.1(
; CHECK-SAME: ptr addrspace(1) %0, i1 %1, ptr %[[LIVE1:[0-9]+]])
; CHECK-NEXT: then:
; CHECK-NEXT: %live_gep_v = getelementptr inbounds %branch_live_mem_info, ptr %[[LIVE1]], i32 0, i32 0
; CHECK-NEXT: %v.reload = load i32, ptr %live_gep_v, align 4
; CHECK-NEXT: %w = mul i32 %v.reload, 2
; CHECK: join:
; CHECK-NEXT: %r = phi i32 [ %w, %then ]
; CHECK: ret i32 0

; Both regions may end the kernel; the entry region may also reach the barrier.
; CHECK-LABEL: define spir_kernel void @branch.mux-barrier-wrapper(
; CHECK: %[[DONE:[0-9]+]] = icmp eq i32 %next_id, 0
; CHECK-NEXT: br i1 %[[DONE]], label %kernel.exit, label %sw.bb2
; CHECK: sw.bb2:
; CHECK: call spir_func i32 @branch.mux-barrier-region.1(
; CHECK: br label %kernel.exit

define spir_kernel void @branch(ptr addrspace(1) %io, i1 %c) #0 {
entry:
  %v = load i32, ptr addrspace(1) %io, align 4
  br i1 %c, label %then, label %join

then:
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %w = mul i32 %v, 2
  br label %join

join:
  %r = phi i32 [ %v, %entry ], [ %w, %then ]
  store i32 %r, ptr addrspace(1) %io, align 4
  ret void
}

declare void @__mux_work_group_barrier(i32, i32, i32)
attributes #0 = { "mux-kernel"="entry-point" }
