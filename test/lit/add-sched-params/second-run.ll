; A second run finds everything scheduled and changes nothing.
; RUN: ncpu-opt -passes=add-sched-params -S %s > %t1
; RUN: ncpu-opt -passes=add-sched-params,add-sched-params -S %s > %t2
; RUN: diff %t1 %t2

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

define void @kernel(ptr %out) #0 {
  %v = call i64 @__mux_get_local_id(i32 0)
  store i64 %v, ptr %out
  call void @__mux_set_local_id(i32 0, i64 1)
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare void @__mux_set_local_id(i32, i64)

attributes #0 = { "mux-kernel"="entry-point" }
