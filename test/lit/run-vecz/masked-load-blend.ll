; A divergent read-then-write of one element: the read becomes a masked load, the write a
; masked store to the same address, and the phi at the join a select of the loaded value.
; LLVM 22's InstCombine would fold that select into a new masked load built at the select,
; below the store (llvm/llvm-project#215453).  The vectoriser folds it itself where the other
; value is available at the load (it becomes the pass-through), and freezes the load where
; it is not, which InstCombine's pattern does not look through.
; RUN: ncpu-opt -passes='run-vecz<always;width=4>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; The else side is linearised first: 3 * x is there before the load.
; CHECK-LABEL: define spir_kernel void @__vecz_v4_then_loads(
; CHECK: %neg = mul <4 x i32> %x, splat (i32 3)
; CHECK: %old = call <4 x i32> @llvm.masked.load.v4i32.p1(ptr addrspace(1) align 4 %pa.lane0, <4 x i1> %c, <4 x i32> %neg)
; CHECK-NOT: freeze
; CHECK: call void @llvm.masked.store.v4i32.p1(<4 x i32> %x, ptr addrspace(1) align 4 %pa.lane0, <4 x i1> %c)
; CHECK-NOT: select
; CHECK: %r = phi <4 x i32> [ %old, %vecz.store.done ]
; CHECK: store <4 x i32> %r, ptr addrspace(1) %po.lane0

define spir_kernel void @then_loads(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %gid
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %gid
  %x = load i32, ptr addrspace(1) %pb, align 4
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %then, label %else
then:
  %old = load i32, ptr addrspace(1) %pa, align 4
  store i32 %x, ptr addrspace(1) %pa, align 4
  br label %join
else:
  %neg = mul i32 %x, 3
  br label %join
join:
  %r = phi i32 [ %old, %then ], [ %neg, %else ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

; The load's side is linearised first: the select's other value comes after the load.
; CHECK-LABEL: define spir_kernel void @__vecz_v4_else_loads(
; CHECK: %old = call <4 x i32> @llvm.masked.load.v4i32.p1(ptr addrspace(1) align 4 %pa.lane0, <4 x i1> %vecz.not, <4 x i32> poison)
; CHECK-NEXT: %old.frozen = freeze <4 x i32> %old
; CHECK: call void @llvm.masked.store.v4i32.p1(<4 x i32> %x, ptr addrspace(1) align 4 %pa.lane0, <4 x i1> %vecz.not)
; CHECK: %r = select <4 x i1> %c, <4 x i32> %neg, <4 x i32> %old.frozen

define spir_kernel void @else_loads(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %gid
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %gid
  %x = load i32, ptr addrspace(1) %pb, align 4
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %then, label %else
then:
  %neg = mul i32 %x, 3
  br label %join
else:
  %old = load i32, ptr addrspace(1) %pa, align 4
  store i32 %x, ptr addrspace(1) %pa, align 4
  br label %join
join:
  %r = phi i32 [ %neg, %then ], [ %old, %else ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

declare i64 @__mux_get_global_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
