; work-item-loops<checked>: a region whose work-items may reach different barriers (here the
; entry region: a barrier behind a branch on the local id, or the kernel's end) compares each
; work-item's next region id with the one before it (reset to -1 before the loops); the first
; that differs reports a barrier divergence (kind 6): the site of what it reached (the barrier,
; site 0, or -1: it returned) and what the first work-item reached, what each is (1: a barrier,
; 0: the end), its ids; then the group ends. The barrier's region has one way out: no test.
; RUN: ncpu-opt -passes='work-item-loops<checked>,verify' -S %s | FileCheck %s

; CHECK-LABEL: define spir_kernel void @div.mux-barrier-wrapper(
; CHECK: sw.bb1:
; CHECK-NEXT: store i32 -1, ptr %next_barrier_id, align 4
; CHECK: %next = call spir_func i32 @div.mux-barrier-region(
; CHECK-NEXT: %check.previous = load i32, ptr %next_barrier_id, align 4
; CHECK-NEXT: %[[FIRST:[0-9]+]] = icmp eq i32 %check.previous, -1
; CHECK-NEXT: %[[SAME:[0-9]+]] = icmp eq i32 %check.previous, %next
; CHECK-NEXT: %check.agreed = or i1 %[[FIRST]], %[[SAME]]
; CHECK-NEXT: br i1 %check.agreed, label %check.same, label %check.diverged
; CHECK: check.diverged:
; CHECK-NEXT: %check.state = load ptr, ptr @__ncpu_check_state, align 8
; CHECK-NEXT: %[[HERE:[0-9]+]] = icmp eq i32 %next, 2
; CHECK-NEXT: %check.site = select i1 %[[HERE]], i32 0, i32 -1
; CHECK-NEXT: %check.what = select i1 %[[HERE]], i32 1, i32 0
; CHECK: %[[KIND:[0-9]+]] = select i1 %{{[0-9]+}}, i32 7, i32 6
; CHECK: call void @__ncpu_check_report(ptr %check.state, i32 %[[KIND]], i32 %check.site, i32 %check.first_site,
; CHECK-NEXT: ret void
; CHECK: check.same:
; CHECK-NEXT: store i32 %next, ptr %next_barrier_id, align 4
; CHECK: sw.bb2:
; CHECK-NOT: check.
; CHECK: kernel.exit:

; A barrier loop counted by a value the whole group shares: no test, no site.
; CHECK-LABEL: define spir_kernel void @uniform.mux-barrier-wrapper(
; CHECK-NOT: check.
; CHECK: kernel.exit:

; A work-group function some work-items skip: "what" 2, named as OpenCL C names it.
; CHECK-LABEL: define spir_kernel void @reduce.mux-barrier-wrapper(
; CHECK: check.diverged{{[0-9]*}}:
; CHECK: %check.what{{[0-9]*}} = select i1 %{{[0-9]+}}, i32 2, i32 0

; CHECK: !ncpu.check_sites = !{![[SITE:[0-9]+]], ![[REDUCE:[0-9]+]]}
; CHECK: ![[SITE]] = !{!"div", i32 0, !"@div: the barrier in block %then", i32 -1, !""}
; CHECK: ![[REDUCE]] = !{!"reduce", i32 0, !"@reduce: the work_group_reduce_min in block %then", i32 -1, !""}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @div(ptr addrspace(1) %io) #0 {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  %c = icmp ne i64 %lid, 0
  br i1 %c, label %then, label %join

then:
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  br label %join

join:
  %p = getelementptr i32, ptr addrspace(1) %io, i64 %lid
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @uniform(ptr addrspace(1) %io, i32 %n) #0 {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  br label %loop

loop:
  %s = phi i32 [ %n, %entry ], [ %s.next, %loop ]
  %p = getelementptr i32, ptr addrspace(1) %io, i64 %lid
  store i32 %s, ptr addrspace(1) %p, align 4
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %s.next = lshr i32 %s, 1
  %more = icmp ne i32 %s.next, 0
  br i1 %more, label %loop, label %done

done:
  ret void
}

define spir_kernel void @reduce(ptr addrspace(1) %io) #0 {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  %c = icmp ult i64 %lid, 2
  br i1 %c, label %then, label %join

then:
  %m = call float @__mux_work_group_reduce_fmin_f32(i32 0, float 1.0)
  br label %join

join:
  %r = phi float [ %m, %then ], [ 0.0, %entry ]
  %p = getelementptr float, ptr addrspace(1) %io, i64 %lid
  store float %r, ptr addrspace(1) %p, align 4
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare void @__mux_work_group_barrier(i32, i32, i32)
declare float @__mux_work_group_reduce_fmin_f32(i32, float)
attributes #0 = { "mux-kernel"="entry-point" }
