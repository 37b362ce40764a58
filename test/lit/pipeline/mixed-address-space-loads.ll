; A work-item loop reading a kernel's global and local pointers back from its
; live-variable structs (what work-item-loops makes of a kernel at -O0).  LLVM
; 22's loop vectoriser asserts on such an interleaved group of pointers of two
; address spaces on AVX-512 hosts ("Only one type should be a pointer type"),
; so ncpu-opt runs LLVM without interleaved groups: the process survives.
; RUN: ncpu-opt -passes='default<O2>' -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%live = type { ptr addrspace(1), ptr addrspace(1), ptr addrspace(3), i64, i64 }

; CHECK-LABEL: define void @reverse_from_live_values(
; CHECK: load ptr addrspace(3)
; CHECK: ret void
define void @reverse_from_live_values(ptr noalias readonly %slots, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %slot = getelementptr %live, ptr %slots, i64 %i
  %tmp.slot = getelementptr inbounds nuw i8, ptr %slot, i64 16
  %n.slot = getelementptr inbounds nuw i8, ptr %slot, i64 32
  %l.slot = getelementptr inbounds nuw i8, ptr %slot, i64 24
  %out.slot = getelementptr inbounds nuw i8, ptr %slot, i64 8
  %tmp = load ptr addrspace(3), ptr %tmp.slot, align 8, !llvm.access.group !0
  %size = load i64, ptr %n.slot, align 8, !llvm.access.group !0
  %l = load i64, ptr %l.slot, align 8, !llvm.access.group !0
  %not.l = xor i64 %l, -1
  %row = getelementptr i32, ptr addrspace(3) %tmp, i64 %size
  %src = getelementptr i32, ptr addrspace(3) %row, i64 %not.l
  %x = load i32, ptr addrspace(3) %src, align 4, !llvm.access.group !0
  %out = load ptr addrspace(1), ptr %out.slot, align 8, !llvm.access.group !0
  %dst = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %x, ptr addrspace(1) %dst, align 4, !llvm.access.group !0
  %i.next = add nuw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !1

exit:
  ret void
}

!0 = distinct !{}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.parallel_accesses", !0}
