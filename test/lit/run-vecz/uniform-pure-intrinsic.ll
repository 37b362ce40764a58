; A call of a side-effect-free intrinsic with uniform arguments (here a reduction that
; LLVM's loop vectoriser leaves in -O2 input) in a uniform block stays one scalar call,
; and its value reaches the phi after the block as a uniform value.
; RUN: ncpu-opt -passes='run-vecz<always;width=4>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @__vecz_v4_k(
; CHECK: reduce:
; CHECK-NEXT: %r = call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %v)
; CHECK: done:
; CHECK-NEXT: %p = phi i32 [ %u, %entry ], [ %r, %reduce ]

define spir_kernel void @k(ptr addrspace(1) %out, <4 x i32> %v, i32 %u) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %c = icmp sgt i32 %u, 0
  br i1 %c, label %reduce, label %done
reduce:
  %r = call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %v)
  br label %done
done:
  %p = phi i32 [ %u, %entry ], [ %r, %reduce ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  store i32 %p, ptr addrspace(1) %po, align 4
  ret void
}

declare i64 @__mux_get_global_id(i32)
declare i32 @llvm.vector.reduce.mul.v4i32(<4 x i32>)
attributes #0 = { "mux-kernel"="entry-point" }
