; Definitions other than the work-group drivers and kernel wrappers become internal;
; declarations, llvm.* globals and comdat members stay as they are.
; RUN: ncpu-opt -passes=internalize-helpers -S %s | FileCheck %s

; CHECK-LABEL: @counter = internal global i32 0
; CHECK: @llvm.used = appending global
; CHECK-LABEL: define internal void @helper(
; CHECK-LABEL: define internal void @hidden_helper(
; CHECK-LABEL: define void @k.mux-kernel-wrapper(
; CHECK-LABEL: define void @k.mux-work-group-driver(
; CHECK-LABEL: declare void @external_function()

@counter = global i32 0
@llvm.used = appending global [1 x ptr] [ptr @helper], section "llvm.metadata"

define void @helper() {
  call void @external_function()
  ret void
}

define hidden void @hidden_helper() {
  ret void
}

define void @k.mux-kernel-wrapper(ptr %args, ptr %wg) #0 {
  call void @helper()
  call void @hidden_helper()
  ret void
}

define void @k.mux-work-group-driver(ptr %args, ptr %wg, i64 %first, i64 %end) {
  call void @k.mux-kernel-wrapper(ptr %args, ptr %wg)
  ret void
}

declare void @external_function()

attributes #0 = { "mux-kernel"="entry-point" }
