; size_t comes from the datalayout: 32-bit pointers give i32 fields and smaller structs.
; RUN: ncpu-opt -passes=add-sched-params -S %s | filecheck %s

target datalayout = "e-p:32:32:32-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir-unknown-unknown"

; CHECK-LABEL: define void @k.mux-sched-wrapper(ptr noalias nonnull align 4 dereferenceable(24) %wi-info, ptr noalias nonnull align 4 dereferenceable(52) %wg-info)
; CHECK: call i32 @__mux_get_group_id(i32 0, ptr noalias nonnull align 4 dereferenceable(24) %wi-info, ptr noalias nonnull align 4 dereferenceable(52) %wg-info)
define void @k() #0 {
  %g = call i32 @__mux_get_group_id(i32 0)
  ret void
}

declare i32 @__mux_get_group_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
