; A loop with a uniform trip count inside a divergent branch (the range guard
; `if (gid < n)` around a convolution's taps): the work-items that enter it all
; leave together, so it stays a uniform loop under the branch's mask, with a
; scalar counter, no per-trip loop mask and no live-out selects.  A loop whose
; trip count varies (@varying_trips) stays divergent.
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @__vecz_v4_taps(
; CHECK: loop:
; CHECK-NEXT: %k = phi i32 [ %k.next, %loop ], [ 0, %loop.vecz.guard ]
; CHECK-NOT: vecz.loop_mask
; CHECK: call <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1) align 4 %x.lane0, <4 x i1> %in_range,
; CHECK-NOT: vecz.loop_mask
; CHECK: ret void

; CHECK-LABEL: define spir_kernel void @__vecz_v4_varying_trips(
; CHECK: %vecz.loop_mask = phi <4 x i1>

declare i64 @__mux_get_global_id(i32)

define spir_kernel void @taps(ptr addrspace(1) %in, ptr addrspace(1) %out, i64 %n) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %in_range = icmp ult i64 %gid, %n
  br i1 %in_range, label %loop, label %done

loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %k64 = zext i32 %k to i64
  %at = add i64 %gid, %k64
  %x = getelementptr inbounds float, ptr addrspace(1) %in, i64 %at
  %v = load float, ptr addrspace(1) %x, align 4
  %acc.next = fadd float %acc, %v
  %k.next = add i32 %k, 1
  %more = icmp ult i32 %k.next, 17
  br i1 %more, label %loop, label %store

store:
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %acc.next, ptr addrspace(1) %o, align 4
  br label %done

done:
  ret void
}

define spir_kernel void @varying_trips(ptr addrspace(1) %out, i64 %n) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %in_range = icmp ult i64 %gid, %n
  br i1 %in_range, label %loop, label %done

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %k.next = add i64 %k, 1
  %more = icmp ult i64 %k.next, %gid
  br i1 %more, label %loop, label %store

store:
  %o = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %gid
  store i64 %k.next, ptr addrspace(1) %o, align 8
  br label %done

done:
  ret void
}

attributes #0 = { "mux-kernel"="entry-point" }
