; An entry point that calls no builtin still gets the parameters (its ABI is
; fixed); non-kernels that need none do not. The indices follow the kernel's own
; parameters.
; RUN: ncpu-opt -passes=add-sched-params -S %s | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define void @k.mux-sched-wrapper(ptr %a, i32 %b, ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info)
; CHECK-SAME: {{#[0-9]+}} !mux_scheduled_fn [[SCHED:![0-9]+]]
define void @k(ptr %a, i32 %b) #0 {
  ret void
}

; CHECK-LABEL: define void @bar(ptr %p) {
define void @bar(ptr %p) {
  ret void
}

; CHECK: [[SCHED]] = !{i32 2, i32 3}
attributes #0 = { "mux-kernel"="entry-point" }
