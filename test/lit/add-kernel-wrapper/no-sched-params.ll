; Without !mux_scheduled_fn every parameter is a kernel argument: the wrapper
; takes only %packed-args and allocates no work-item info. As in OCK, a
; noinline kernel stays noinline (no alwaysinline), and so is its wrapper;
; functions that are not kernels are left alone.
; RUN: ncpu-opt -passes=add-kernel-wrapper -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: %MuxPackedArgs.plain = type <{ ptr addrspace(1), i32 }>
; CHECK: define internal void @plain(ptr addrspace(1) %out, i32 %v) #[[INNER:[0-9]+]] {
define void @plain(ptr addrspace(1) %out, i32 %v) #0 {
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK: define void @helper()
define void @helper() {
  ret void
}

; CHECK-NOT: helper.mux-kernel-wrapper
; CHECK: define void @plain.mux-kernel-wrapper(ptr noundef nonnull dereferenceable(12) %packed-args) #[[WRAPPER:[0-9]+]] !mux_scheduled_fn ![[SCHED:[0-9]+]] {
; CHECK-NOT: alloca
; CHECK: call void @plain(ptr addrspace(1) %out, i32 %v) #[[INNER]]

; CHECK-DAG: attributes #[[INNER]] = { noinline "mux-orig-fn"="plain" }
; CHECK-DAG: attributes #[[WRAPPER]] = { noinline nounwind "mux-base-fn-name"="plain" "mux-kernel"="entry-point" "mux-orig-fn"="plain" }
; CHECK-DAG: ![[SCHED]] = !{i32 -1, i32 -1}
attributes #0 = { noinline "mux-kernel"="entry-point" "mux-orig-fn"="plain" }
