; A private array's size is its type's: the limit is a constant (16 bytes), no state read.
; An address the pass cannot trace to one piece of memory (here loaded from a buffer) is not
; checked: the store through it follows the load's own check directly.
; RUN: ncpu-opt -passes=check-memory -S %s | FileCheck %s

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %check.within = icmp ule i64 %check.offset, 16
; CHECK: %check.room = sub i64 16, %check.offset
; CHECK: check.do:
; CHECK-NEXT: %v = load i32, ptr %slot, align 4
; CHECK: %q = load ptr addrspace(1), ptr addrspace(1) %pp
; CHECK: check.join1:
; CHECK-NEXT: %[[Q:check.value[0-9]*]] = phi ptr addrspace(1) [ %q, %check.do1 ], [ null, %check.fail1 ]
; CHECK-NEXT: store i32 %check.value, ptr addrspace(1) %[[Q]], align 4
; CHECK-NEXT: ret void

define spir_kernel void @k(ptr addrspace(1) %pp, i64 %i) {
entry:
  %a = alloca [4 x i32], align 4
  %slot = getelementptr [4 x i32], ptr %a, i64 0, i64 %i
  %v = load i32, ptr %slot, align 4
  %q = load ptr addrspace(1), ptr addrspace(1) %pp, align 8
  store i32 %v, ptr addrspace(1) %q, align 4
  ret void
}
