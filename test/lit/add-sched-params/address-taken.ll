; A function that needs the parameters but whose address is taken cannot get them.
; RUN: not ncpu-opt -passes=add-sched-params -S %s 2>&1 | filecheck %s

; CHECK: ncpu-opt: error: not supported yet: @helper needs the scheduling parameters, but it is used other than by a direct call

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

@table = global ptr @helper

define void @k() #0 {
  call void @helper()
  ret void
}

define void @helper() {
  %g = call i64 @__mux_get_local_id(i32 0)
  ret void
}

declare i64 @__mux_get_local_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
