; A loop with a uniform trip count keeps its branch (no mask phi, no
; reduction); the divergent if inside it is linearised and its store masked.
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @__vecz_v4_k(
; CHECK: loop:
; CHECK-NEXT: %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
; CHECK-NOT: vecz.loop_mask
; CHECK: %c = icmp slt <4 x i32> %i.splat, %x
; CHECK: call void @llvm.masked.store.v4i32.p1(<4 x i32> %i.splat, ptr addrspace(1) align 4 %po.lane0, <4 x i1> %c)
; CHECK: latch:
; CHECK-NEXT: %i.next = add i32 %i, 1
; CHECK-NEXT: %done = icmp eq i32 %i.next, %n
; CHECK-NEXT: br i1 %done, label %exit, label %loop
; CHECK-NOT: llvm.vector.reduce.or

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %gid
  %x = load i32, ptr addrspace(1) %pi, align 4
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp slt i32 %i, %x
  br i1 %c, label %then, label %latch
then:
  store i32 %i, ptr addrspace(1) %po, align 4
  br label %latch
latch:
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

declare i64 @__mux_get_global_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
