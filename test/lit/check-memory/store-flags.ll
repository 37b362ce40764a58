; A store through a buffer argument also tests the argument's flags (flags[0] at byte 512):
; a launch's read-only buffer makes it a write to read-only memory (kind 3).
; RUN: ncpu-opt -passes=check-memory -S %s | FileCheck %s

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: getelementptr i8, ptr %check.state, i64 0
; CHECK: getelementptr i8, ptr %check.state, i64 512
; CHECK: and i64 %{{[0-9]+}}, 1
; CHECK: select i1 %{{[0-9]+}}, i32 2, i32 3
; CHECK: check.do:
; CHECK-NEXT: store float 1.000000e+00, ptr addrspace(1) %p, align 4
; CHECK-NEXT: br label %check.join

define spir_kernel void @k(ptr addrspace(1) %p) {
entry:
  store float 1.0, ptr addrspace(1) %p, align 4
  ret void
}
