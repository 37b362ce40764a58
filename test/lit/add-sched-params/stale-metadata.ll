; A builtin declaration whose !mux_scheduled_fn names parameters it does not
; have still gets them (by its signature); its metadata is replaced, and the
; call passes the caller's structs with their attributes.
; RUN: ncpu-opt -passes=add-sched-params,verify -S %s | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define void @k.mux-sched-wrapper(
; CHECK: call i64 @__mux_get_local_id(i32 0, ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info)
define void @k() #0 {
  %id = call i64 @__mux_get_local_id(i32 0)
  ret void
}

; CHECK: declare !mux_scheduled_fn [[SCHED:![0-9]+]] i64 @__mux_get_local_id(i32, ptr noalias nonnull align 8 dereferenceable(40), ptr noalias nonnull align 8 dereferenceable(104))
declare !mux_scheduled_fn !0 i64 @__mux_get_local_id(i32)

; CHECK: [[SCHED]] = !{i32 1, i32 2}

attributes #0 = { "mux-kernel"="entry-point" }

!0 = !{i32 1, i32 -1}
