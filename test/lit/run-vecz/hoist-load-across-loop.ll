; Two loads of one address whose common dominator branches around a loop are
; not merged into one load in that dominator when a path from it to a load
; crosses a write: LICM's promotion of out[gid] across a loop that stores to
; it, and the reload after the loop (issue 15: the covariance kernel's copy
; read the value from before the accumulation). A loop that only reads does
; not stop the hoisting.
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; The reload after the loop reads what the loop stored: it stays in exit and
; the copy stores it, not the value loaded before the loop.
; CHECK-LABEL: define spir_kernel void @__vecz_v4_reload_after_loop(
; CHECK: entry:
; CHECK-NOT: load
; CHECK: preheader:
; CHECK: %init = call <4 x float> @llvm.masked.load
; CHECK: loop:
; CHECK: call void @llvm.masked.store.v4f32.p1(<4 x float> %next,
; CHECK: {{^}}exit:
; CHECK-NEXT: %reload = load <4 x float>, ptr addrspace(1) %p.lane0
; CHECK: store <4 x float> %reload,
; CHECK-LABEL: define spir_kernel void @loop_round_load(

define spir_kernel void @reload_after_loop(ptr addrspace(1) %acc, ptr addrspace(1) %copy) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %p = getelementptr inbounds float, ptr addrspace(1) %acc, i64 %gid
  %trips = and i64 %gid, 3
  %any = icmp ne i64 %trips, 0
  br i1 %any, label %preheader, label %exit
preheader:
  %init = load float, ptr addrspace(1) %p, align 4
  br label %loop
loop:
  %sum = phi float [ %init, %preheader ], [ %next, %loop ]
  %i = phi i64 [ 0, %preheader ], [ %i.next, %loop ]
  %next = fadd float %sum, 1.0
  store float %next, ptr addrspace(1) %p, align 4
  %i.next = add i64 %i, 1
  %more = icmp ult i64 %i.next, %trips
  br i1 %more, label %loop, label %exit
exit:
  %reload = load float, ptr addrspace(1) %p, align 4
  %q = getelementptr inbounds float, ptr addrspace(1) %copy, i64 %gid
  store float %reload, ptr addrspace(1) %q, align 4
  ret void
}

; The load at the top of a loop runs again after the loop's store: a path from
; entry passes the first load, goes round the loop through the write, and comes
; back to the loop's load.  (The loop's trip count is uniform: it runs under the
; mask of the branch that leads to it, %c, with a scalar counter.)
; CHECK-LABEL: define spir_kernel void @__vecz_v4_loop_round_load(
; CHECK: entry:
; CHECK-NOT: load
; CHECK: br label
; CHECK-DAG: %first = call <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1) align 4 %p.lane0,
; CHECK-DAG: %cur = call <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1) align 4 %p.lane0, <4 x i1> %c,
; CHECK-DAG: %once = call <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1) align 4 %p.lane0,
; CHECK-LABEL: define spir_kernel void @read_only_loop(

define spir_kernel void @loop_round_load(ptr addrspace(1) %acc, ptr addrspace(1) %copy) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %p = getelementptr inbounds float, ptr addrspace(1) %acc, i64 %gid
  %q = getelementptr inbounds float, ptr addrspace(1) %copy, i64 %gid
  %c = icmp ult i64 %gid, 2
  br i1 %c, label %then, label %other
then:
  %first = load float, ptr addrspace(1) %p, align 4
  store float %first, ptr addrspace(1) %q, align 4
  br label %loop
loop:
  %i = phi i64 [ 0, %then ], [ %i.next, %loop ]
  %cur = load float, ptr addrspace(1) %p, align 4
  %next = fadd float %cur, 1.0
  store float %next, ptr addrspace(1) %p, align 4
  %i.next = add i64 %i, 1
  %more = icmp ult i64 %i.next, 3
  br i1 %more, label %loop, label %join
other:
  %once = load float, ptr addrspace(1) %p, align 4
  store float %once, ptr addrspace(1) %q, align 4
  br label %join
join:
  ret void
}

; The same shape as reload_after_loop with a loop that only reads: one load
; in entry serves both the loop and the reload.
; CHECK-LABEL: define spir_kernel void @__vecz_v4_read_only_loop(
; CHECK: entry:
; CHECK: [[V:%.*]] = load <4 x float>, ptr addrspace(1) {{.*}}, align 4
; CHECK: loop:
; CHECK: %sum = phi <4 x float> [ [[V]],
; CHECK-NOT: load <4 x float>, ptr addrspace(1) %p
; CHECK: {{^}}exit:
; CHECK-NOT: load
; CHECK: store <4 x float> [[V]],
; CHECK-LABEL: declare

define spir_kernel void @read_only_loop(ptr addrspace(1) %acc, ptr addrspace(1) %in, ptr addrspace(1) %copy) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %p = getelementptr inbounds float, ptr addrspace(1) %acc, i64 %gid
  %trips = and i64 %gid, 3
  %any = icmp ne i64 %trips, 0
  br i1 %any, label %preheader, label %exit
preheader:
  %init = load float, ptr addrspace(1) %p, align 4
  br label %loop
loop:
  %sum = phi float [ %init, %preheader ], [ %next, %loop ]
  %i = phi i64 [ 0, %preheader ], [ %i.next, %loop ]
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i
  %x = load float, ptr addrspace(1) %pi, align 4
  %next = fadd float %sum, %x
  %i.next = add i64 %i, 1
  %more = icmp ult i64 %i.next, %trips
  br i1 %more, label %loop, label %exit
exit:
  %reload = load float, ptr addrspace(1) %p, align 4
  %q = getelementptr inbounds float, ptr addrspace(1) %copy, i64 %gid
  store float %reload, ptr addrspace(1) %q, align 4
  ret void
}

declare i64 @__mux_get_global_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
