; Ids are per kernel, from 0, in block and instruction order; barrier-like
; calls in kernels only need numbering; a kernel without barriers is unchanged.
; RUN: ncpu-opt -passes=prepare-barriers -S %s | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define void @a(i1 %c, i32 %v)
; CHECK: call void @__mux_work_group_barrier(i32 0,
; CHECK: call i32 @__mux_work_group_broadcast_i32(i32 1,
; CHECK: call void @__mux_work_group_barrier(i32 2,
define void @a(i1 %c, i32 %v) #0 {
entry:
  call void @__mux_work_group_barrier(i32 5, i32 2, i32 272)
  br i1 %c, label %x, label %y
x:
  %b = call i32 @__mux_work_group_broadcast_i32(i32 9, i32 %v, i64 0, i64 0, i64 0)
  br label %y
y:
  call void @__mux_work_group_barrier(i32 5, i32 2, i32 272)
  ret void
}

; CHECK-LABEL: define void @b()
; CHECK: call void @__mux_work_group_barrier(i32 0,
define void @b() #0 {
  call void @__mux_work_group_barrier(i32 3, i32 2, i32 272)
  ret void
}

declare void @__mux_work_group_barrier(i32, i32, i32)
declare i32 @__mux_work_group_broadcast_i32(i32, i32, i64, i64, i64)
attributes #0 = { "mux-kernel"="entry-point" }
