; A module without work-group drivers or kernel wrappers has no known interface: nothing changes.
; RUN: ncpu-opt -passes=internalize-helpers -S %s | FileCheck %s

; CHECK-LABEL: define void @not_yet_wrapped(
; CHECK-LABEL: define spir_kernel void @kernel(

define void @not_yet_wrapped() {
  ret void
}

define spir_kernel void @kernel() {
  call void @not_yet_wrapped()
  ret void
}
