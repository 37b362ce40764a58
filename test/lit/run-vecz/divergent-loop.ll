; A loop whose trip count differs per work-item stays a loop: a mask phi in
; the header, the continue mask (loop mask AND condition) reduced with
; llvm.vector.reduce.or to decide whether to go round again, and the value
; used after the loop selected per lane when that lane leaves.
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @__vecz_v4_k(
; CHECK: %cnt = load <4 x i32>
; CHECK: loop:
; CHECK-DAG: %vecz.loop_mask = phi <4 x i1> [ splat (i1 true), %{{.+}} ], [ %vecz.edge, %loop ]
; CHECK-DAG: %acc.next.vecz.live = phi <4 x i32> [ poison, %{{.+}} ], [ %[[LIVE:.+]], %loop ]
; CHECK: %c = icmp slt <4 x i32> %i.next.splat, %cnt
; CHECK-NEXT: %vecz.edge = select <4 x i1> %vecz.loop_mask, <4 x i1> %c, <4 x i1> zeroinitializer
; CHECK: %vecz.not = xor <4 x i1> %c, splat (i1 true)
; CHECK-NEXT: %[[LEAVE:.+]] = select <4 x i1> %vecz.loop_mask, <4 x i1> %vecz.not, <4 x i1> zeroinitializer
; CHECK: %[[LIVE]] = select <4 x i1> %[[LEAVE]], <4 x i32> %acc.next.splat, <4 x i32> %acc.next.vecz.live
; CHECK-NEXT: %vecz.any = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %vecz.edge)
; CHECK-NEXT: br i1 %vecz.any, label %loop, label %loop.vecz.exit
; CHECK: exit:
; CHECK: store <4 x i32> %[[LIVE]]

define spir_kernel void @k(ptr addrspace(1) %n, ptr addrspace(1) %out) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %pn = getelementptr inbounds i32, ptr addrspace(1) %n, i64 %gid
  %cnt = load i32, ptr addrspace(1) %pn, align 4
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 1, %entry ], [ %acc.next, %loop ]
  %acc.next = mul i32 %acc, 3
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %cnt
  br i1 %c, label %loop, label %exit
exit:
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  store i32 %acc.next, ptr addrspace(1) %po, align 4
  ret void
}

declare i64 @__mux_get_global_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
