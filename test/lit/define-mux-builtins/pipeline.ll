; After add-sched-params, a kernel's builtin calls pass the structs and the
; declarations become internal always-inline definitions.
; RUN: ncpu-opt -passes=add-sched-params,define-mux-builtins,verify -S %s | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define void @k.mux-sched-wrapper(ptr %out, ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info)
; CHECK: %id = call i64 @__mux_get_global_id(i32 0, ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info)
define void @k(ptr %out) #0 {
  %id = call i64 @__mux_get_global_id(i32 0)
  store i64 %id, ptr %out
  ret void
}
; CHECK: define internal i64 @__mux_get_global_id(i32 %dim, ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info) [[ATTRS:#[0-9]+]] !mux_scheduled_fn
declare i64 @__mux_get_global_id(i32) #1

; CHECK: attributes [[ATTRS]] = { alwaysinline nounwind willreturn memory(read) }
attributes #0 = { "mux-kernel"="entry-point" }
attributes #1 = { nounwind willreturn memory(read) }
