; Memory whose address escapes is not watched (a write through the escaped pointer would go
; unseen): here a private array passed to a function and a __local variable whose address is
; stored; nor is memory reached through a select with other memory.  Nothing is instrumented.
; RUN: ncpu-opt -passes=check-uninitialized -S %s | FileCheck %s

; CHECK-NOT: check.uninit
; CHECK-NOT: .written
; CHECK-NOT: __ncpu_check_report
; CHECK-NOT: !ncpu.shadow_checked

declare void @fill(ptr)

@k.tile = internal addrspace(3) global [16 x float] undef, align 4
@k.other = internal addrspace(3) global [16 x float] undef, align 4

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %slot, i64 %i, i1 %c) {
entry:
  %a = alloca [4 x i32], align 4
  call void @fill(ptr %a)
  %r = getelementptr [4 x i32], ptr %a, i64 0, i64 %i
  %v = load i32, ptr %r, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  store ptr addrspace(3) @k.tile, ptr addrspace(1) %slot, align 8
  %t = getelementptr float, ptr addrspace(3) @k.tile, i64 %i
  %w = load float, ptr addrspace(3) %t, align 4
  %p = select i1 %c, ptr addrspace(3) @k.tile, ptr addrspace(3) @k.other
  %u = load float, ptr addrspace(3) %p, align 4
  %x = fadd float %w, %u
  store float %x, ptr addrspace(1) %out, align 4
  ret void
}
