; Functions that reach a barrier (directly or through other functions) are
; inlined into the kernel and then removed; functions without barriers stay
; calls. The kernel's barrier-like calls are numbered from 0 in order.
; RUN: ncpu-opt -passes=prepare-barriers,verify -S %s | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define void @k(ptr %out)
; CHECK-NEXT: entry:
; CHECK-NEXT: call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
; CHECK-NEXT: br label %[[OUTER:.*]]
; CHECK: [[OUTER]]:
; CHECK-NEXT: store i32 1, ptr %out
; CHECK-NEXT: br label %[[INNER:.*]]
; CHECK: [[INNER]]:
; CHECK-NEXT: call void @__mux_work_group_barrier(i32 1, i32 2, i32 272)
; CHECK-NEXT: %s = call i32 @__mux_work_group_reduce_add_i32(i32 2, i32 5)
; CHECK: outer.exit:
; CHECK-NEXT: store i32 %s, ptr %out
; CHECK-NEXT: call void @plain(ptr %out)
; CHECK: call void @__mux_sub_group_barrier(i32 3, i32 3, i32 272)
; CHECK-NEXT: ret void
define void @k(ptr %out) #0 {
entry:
  call void @__mux_work_group_barrier(i32 7, i32 2, i32 272)
  %r = call i32 @outer(ptr %out, i32 5)
  store i32 %r, ptr %out
  call void @plain(ptr %out)
  call void @__mux_sub_group_barrier(i32 7, i32 3, i32 272)
  ret void
}

define internal i32 @outer(ptr %p, i32 %x) {
  store i32 1, ptr %p
  %s = call i32 @inner(i32 %x)
  ret i32 %s
}

define i32 @inner(i32 %x) {
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %s = call i32 @__mux_work_group_reduce_add_i32(i32 0, i32 %x)
  ret i32 %s
}

; CHECK-LABEL: define void @plain(ptr %p)
define void @plain(ptr %p) {
  ret void
}

; CHECK-NOT: define {{.*}} @outer
; CHECK-NOT: define {{.*}} @inner

declare void @__mux_work_group_barrier(i32, i32, i32)
declare void @__mux_sub_group_barrier(i32, i32, i32)
declare i32 @__mux_work_group_reduce_add_i32(i32, i32)

attributes #0 = { "mux-kernel"="entry-point" }
