; Recursion through a barrier cannot be inlined: an error names the cycle.
; RUN: not ncpu-opt -passes=prepare-barriers -S %s 2>&1 | filecheck %s

; CHECK: ncpu-opt: error: prepare-barriers: recursion through a barrier cannot be inlined: @even -> @odd -> @even

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

define void @k() #0 {
  call void @even(i32 4)
  ret void
}

define void @even(i32 %n) {
  %c = icmp eq i32 %n, 0
  br i1 %c, label %done, label %more
more:
  call void @odd(i32 %n)
  br label %done
done:
  ret void
}

define void @odd(i32 %n) {
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %m = sub i32 %n, 1
  call void @even(i32 %m)
  ret void
}

declare void @__mux_work_group_barrier(i32, i32, i32)
attributes #0 = { "mux-kernel"="entry-point" }
