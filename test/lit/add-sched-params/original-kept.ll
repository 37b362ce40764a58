; As OCK: the original of a scheduled function stays, internal, without "mux-kernel",
; its calls of a builtin that got the parameters going to the builtin's old declaration,
; renamed <name>.old; callers call the clone.
; RUN: ncpu-opt -passes=add-sched-params -S %s | FileCheck %s

; CHECK: define internal void @k(ptr addrspace(1) %out) #[[OLD:[0-9]+]] {
; CHECK-NEXT: %id = call i64 @__mux_get_local_id.old(i32 0)
; CHECK: define void @k.mux-sched-wrapper(ptr addrspace(1) %out, ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info) #[[NEW:[0-9]+]]
; CHECK-NEXT: %id = call i64 @__mux_get_local_id(i32 0, ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info)
; CHECK: declare i64 @__mux_get_local_id.old(i32)
; CHECK: declare !mux_scheduled_fn !{{[0-9]+}} i64 @__mux_get_local_id(i32, ptr noalias
; CHECK: attributes #[[OLD]] = { nounwind }
; CHECK: attributes #[[NEW]] = { nounwind "mux-base-fn-name"="k" "mux-kernel"="entry-point" }

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"

define void @k(ptr addrspace(1) %out) #0 {
  %id = call i64 @__mux_get_local_id(i32 0)
  store i64 %id, ptr addrspace(1) %out, align 8
  ret void
}

declare i64 @__mux_get_local_id(i32)

attributes #0 = { nounwind "mux-kernel"="entry-point" }
