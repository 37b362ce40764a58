; A block that every lane of a dominating block reaches (it dominates it, and
; it post-dominates that block) runs with that block's mask, not with the OR
; of its incoming edge masks, which LLVM cannot fold back together.
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; The join after an if/else runs with all lanes: its store is a plain store.
; CHECK-LABEL: define spir_kernel void @__vecz_v4_join(
; CHECK-NOT: vecz.mask
; CHECK-NOT: llvm.masked.store
; CHECK: end:
; CHECK: store <4 x float> %{{.*}}, ptr addrspace(1) %po.lane0, align 4
; CHECK-NEXT: ret void

define spir_kernel void @join(ptr addrspace(1) %out) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %c = icmp ult i64 %gid, 7
  br i1 %c, label %then, label %else
then:
  br label %end
else:
  br label %end
end:
  %r = phi float [ 1.0, %then ], [ 2.0, %else ]
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %r, ptr addrspace(1) %po, align 4
  ret void
}

; An if/else nested in a divergent if: its join has the outer branch's mask.
; CHECK-LABEL: define spir_kernel void @__vecz_v4_nested(
; CHECK: %outer = icmp ult <4 x i64> %gid1, splat (i64 9)
; CHECK-NOT: vecz.mask
; CHECK: join:
; CHECK: call void @llvm.masked.store.v4f32.p1(<4 x float> %{{.*}}, ptr addrspace(1) align 4 %po.lane0, <4 x i1> %outer)

define spir_kernel void @nested(ptr addrspace(1) %out) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %outer = icmp ult i64 %gid, 9
  br i1 %outer, label %if, label %end
if:
  %inner = icmp ult i64 %gid, 3
  br i1 %inner, label %then, label %else
then:
  br label %join
else:
  br label %join
join:
  %r = phi float [ 1.0, %then ], [ 2.0, %else ]
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %r, ptr addrspace(1) %po, align 4
  br label %end
end:
  ret void
}

declare i64 @__mux_get_global_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
