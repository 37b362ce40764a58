; A function that reaches a barrier must not be called through a pointer (it
; could not be inlined): taking its address is an error. So indirect calls
; never reach a barrier and are allowed.
; RUN: not ncpu-opt -passes=prepare-barriers -S %s 2>&1 | filecheck %s

; CHECK: ncpu-opt: error: not supported yet: @sync needs to be inlined into the kernels (it reaches a barrier), but it is used other than by a direct call (its address is taken)

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

define void @k(ptr %f) #0 {
  call void %f(ptr @sync)
  ret void
}

define void @sync() {
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  ret void
}

declare void @__mux_work_group_barrier(i32, i32, i32)
attributes #0 = { "mux-kernel"="entry-point" }
