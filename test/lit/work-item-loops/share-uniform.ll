; share-uniform: a barrier loop's counter %i is the same for every work-item, so it
; crosses the barrier in %loop_uniform_mem_info, two instances per group passed
; after the live struct; %acc (from the local id) stays in each work-item's
; struct.  A region reads the value the group had at its start from instance 0,
; and stores and reloads in instance 1, which it first sets to the start value
; (the entry region has no start value); after each region's loops, the wrapper
; copies instance 1 to instance 0.  Without the option, %i is per work-item.
; RUN: ncpu-opt -passes='work-item-loops<share-uniform>,verify' -S %s | filecheck %s
; RUN: ncpu-opt -passes='work-item-loops,verify' -S %s | filecheck %s --check-prefix=PER-ITEM

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: %loop_uniform_mem_info = type { i64 }
; CHECK: %loop_live_mem_info = type { i64 }

; CHECK-LABEL: define internal spir_func i32 @loop.mux-barrier-region(
; CHECK-SAME: ptr addrspace(3) %0, i64 %1, ptr %[[LIVE:[0-9]+]], ptr %[[UNIFORM:[0-9]+]])
; CHECK-NEXT: entry:
; CHECK-NEXT: %[[LATEST:[0-9]+]] = getelementptr inbounds %loop_uniform_mem_info, ptr %[[UNIFORM]], i32 1
; CHECK-NEXT: %live_gep_i = getelementptr inbounds %loop_uniform_mem_info, ptr %[[LATEST]], i32 0, i32 0
; CHECK-NEXT: %live_gep_acc = getelementptr inbounds %loop_live_mem_info, ptr %[[LIVE]], i32 0, i32 0
; CHECK-NEXT: %lid = call i64 @__mux_get_local_id(i32 0)
; CHECK: %i = phi i64 [ 0, %entry ]
; CHECK: store i64 %acc, ptr %live_gep_acc, align 8
; CHECK-NEXT: store i64 %i, ptr %live_gep_i, align 8

; CHECK-LABEL: define internal spir_func i32 @loop.mux-barrier-region.1(
; CHECK-SAME: ptr addrspace(3) %0, i64 %1, ptr %[[LIVE1:[0-9]+]], ptr %[[UNIFORM1:[0-9]+]])
; CHECK-NEXT: body:
; CHECK-NEXT: %[[START:[0-9]+]] = getelementptr inbounds %loop_uniform_mem_info, ptr %[[UNIFORM1]], i32 0
; CHECK-NEXT: %live_gep_i = getelementptr inbounds %loop_uniform_mem_info, ptr %[[START]], i32 0, i32 0
; CHECK-NEXT: %[[LATEST1:[0-9]+]] = getelementptr inbounds %loop_uniform_mem_info, ptr %[[UNIFORM1]], i32 1
; CHECK-NEXT: %live_gep_i1 = getelementptr inbounds %loop_uniform_mem_info, ptr %[[LATEST1]], i32 0, i32 0
; CHECK-NEXT: %live_gep_acc = getelementptr inbounds %loop_live_mem_info, ptr %[[LIVE1]], i32 0, i32 0
; CHECK-NEXT: %i.reload = load i64, ptr %live_gep_i, align 8
; CHECK-NEXT: store i64 %i.reload, ptr %live_gep_i1, align 8
; CHECK: %i.reload1 = load i64, ptr %live_gep_i1, align 8
; CHECK-NEXT: %q = getelementptr inbounds i32, ptr addrspace(3) %0, i64 %i.reload1
; CHECK: %i = phi i64 [ %i.next, %latch ]
; CHECK: store i64 %acc, ptr %live_gep_acc, align 8
; CHECK-NEXT: store i64 %i, ptr %live_gep_i1, align 8
; CHECK: latch:
; CHECK-NEXT: %i.reload2 = load i64, ptr %live_gep_i1, align 8
; CHECK: %acc.reload = load i64, ptr %live_gep_acc, align 8

; CHECK-LABEL: define spir_kernel void @loop.mux-barrier-wrapper(
; CHECK: %live_variables = alloca %loop_live_mem_info, i64 %local_linear_size, align 8
; CHECK-NEXT: %uniform_variables = alloca %loop_uniform_mem_info, i32 2, align 8
; CHECK: %next = call spir_func i32 @loop.mux-barrier-region(ptr addrspace(3) %tmp, i64 %n, ptr %live_slot, ptr %uniform_variables)
; CHECK: exitIR6:
; CHECK-NEXT: %uniform_start = getelementptr inbounds %loop_uniform_mem_info, ptr %uniform_variables, i32 0
; CHECK-NEXT: %uniform_latest = getelementptr inbounds %loop_uniform_mem_info, ptr %uniform_variables, i32 1
; CHECK-NEXT: %[[FROM:.+]] = getelementptr inbounds %loop_uniform_mem_info, ptr %uniform_latest, i32 0, i32 0
; CHECK-NEXT: %i.group = load i64, ptr %[[FROM]], align 8
; CHECK-NEXT: %[[TO:.+]] = getelementptr inbounds %loop_uniform_mem_info, ptr %uniform_start, i32 0, i32 0
; CHECK-NEXT: store i64 %i.group, ptr %[[TO]], align 8
; CHECK-NEXT: br label %barrier.branch
; CHECK: %next1 = call spir_func i32 @loop.mux-barrier-region.1(ptr addrspace(3) %tmp, i64 %n, ptr %live_slot1, ptr %uniform_variables)

; PER-ITEM-NOT: uniform_mem_info
; PER-ITEM: %loop_live_mem_info = type { i64, i64 }
; PER-ITEM-NOT: uniform

define spir_kernel void @loop(ptr addrspace(3) %tmp, i64 %n) #0 {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i64 [ %lid, %entry ], [ %acc.next, %latch ]
  %p = getelementptr inbounds i32, ptr addrspace(3) %tmp, i64 %lid
  %v = trunc i64 %acc to i32
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
  %w = zext i32 %x to i64
  %acc.next = add i64 %acc, %w
  br label %loop

exit:
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare void @__mux_work_group_barrier(i32, i32, i32)
attributes #0 = { "mux-kernel"="entry-point" }
