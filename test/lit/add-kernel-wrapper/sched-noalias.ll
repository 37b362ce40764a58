; Once wrapped, the wrapper and the kernel it calls keep the noalias of the
; scheduling structs (the kernel is inlined outside the work-item loops); the
; functions the kernel calls drop it: they are inlined into the work-item
; loops, where the scope declarations of a noalias parameter would hide the
; loops' parallel_accesses.
; RUN: ncpu-opt -passes=add-sched-params,define-mux-builtins,add-kernel-wrapper -S %s | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define internal void @k.mux-sched-wrapper(ptr %out, ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info)
; CHECK: call i64 @__mux_get_local_id(i32 0, ptr nonnull align 8 dereferenceable(40) %wi-info, ptr nonnull align 8 dereferenceable(104) %wg-info)
define void @k(ptr %out) #0 {
  %id = call i64 @__mux_get_local_id(i32 0)
  store i64 %id, ptr %out
  ret void
}

; CHECK-LABEL: define internal i64 @__mux_get_local_id(i32 %dim, ptr nonnull align 8 dereferenceable(40) %wi-info, ptr nonnull align 8 dereferenceable(104) %wg-info)
declare i64 @__mux_get_local_id(i32)

; The wrapper's %wg-info has the kernel's attributes.
; CHECK-LABEL: define void @k.mux-kernel-wrapper(
; CHECK-SAME: ptr noalias nonnull align 8 dereferenceable(104) %wg-info)
; CHECK: call void @k.mux-sched-wrapper(ptr %out, ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info)

attributes #0 = { "mux-kernel"="entry-point" }
