; A division by a uniform divisor stays uniform in the vector-predicated clone
; (whose every block is masked by the active lanes): its divisor is replaced
; by 1 only when no lane is active, so the loop it bounds stays a uniform loop.
; A varying divisor gets 1 in each inactive lane: here, loaded, as the masked load's
; pass-through.
; RUN: ncpu-opt -passes='transfer-kernel-metadata,run-vecz<width=8;choices=VectorPredication>,verify' --pass-remarks-missed=vecz -S %s 2>&1 | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-NOT: remark
; CHECK-LABEL: define spir_kernel void @__vecz_v8_vp_k(
; CHECK: %vecz.active = icmp ult <8 x i64>
; CHECK: %x = call <8 x i32> @llvm.masked.load.v8i32.p1(ptr addrspace(1) align 4 %p.lane0, <8 x i1> %vecz.active, <8 x i32> splat (i32 1))
; CHECK: %[[ANY:.+]] = call i1 @llvm.vector.reduce.or.v8i1(<8 x i1> %vecz.active)
; CHECK-NEXT: %vecz.safe_divisor = select i1 %[[ANY]], i32 %d, i32 1
; CHECK-NEXT: %count = udiv i32 %u, %vecz.safe_divisor
; CHECK-NEXT: %q = sdiv <8 x i32> %u.splat, %x
; CHECK: br label %loop
; CHECK: loop:
; CHECK: %i = phi i32
; CHECK: %more = icmp slt i32 %i.next, %count
; CHECK-NEXT: br i1 %more, label %loop, label %exit
define spir_kernel void @k(ptr addrspace(1) %out, i32 %u, i32 %d) {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  %x = load i32, ptr addrspace(1) %p, align 4
  %count = udiv i32 %u, %d
  %q = sdiv i32 %u, %x
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ %q, %entry ], [ %acc.next, %loop ]
  %acc.next = add i32 %acc, %i
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %count
  br i1 %more, label %loop, label %exit

exit:
  store i32 %acc.next, ptr addrspace(1) %p, align 4
  ret void
}

declare i64 @__mux_get_global_id(i32)
