; A load that both sides of a divergent branch make, of one address, with no
; write before it on either side, runs once in the branching block instead of
; once per side under each side's mask.
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; Each side computes the address itself: equal GEPs count as one address.
; CHECK-LABEL: define spir_kernel void @__vecz_v4_both_sides(
; CHECK: entry:
; CHECK: %c = icmp
; CHECK: [[V:%.*]] = load <4 x float>, ptr addrspace(1) {{.*}}, align 4
; CHECK-NEXT: br label
; CHECK-NOT: load
; CHECK-DAG: %a = fmul <4 x float> [[V]], splat (float 2.000000e+00)
; CHECK-DAG: %b = fadd <4 x float> [[V]], splat (float 1.000000e+00)
; CHECK-NOT: load
; CHECK-LABEL: define spir_kernel void @store_first(

define spir_kernel void @both_sides(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %c = icmp ult i64 %gid, 7
  br i1 %c, label %then, label %else
then:
  %p1 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %gid
  %x1 = load float, ptr addrspace(1) %p1, align 4
  %a = fmul float %x1, 2.0
  br label %end
else:
  %p2 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %gid
  %x2 = load float, ptr addrspace(1) %p2, align 4
  %b = fadd float %x2, 1.0
  br label %end
end:
  %r = phi float [ %a, %then ], [ %b, %else ]
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %r, ptr addrspace(1) %po, align 4
  ret void
}

; A store on one side before its load: the loads may see different memory.
; CHECK-LABEL: define spir_kernel void @__vecz_v4_store_first(
; CHECK: entry:
; CHECK-NOT: load
; CHECK: br label
; CHECK-COUNT-2: call <4 x float> @llvm.masked.load

define spir_kernel void @store_first(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i64 %gid
  %c = icmp ult i64 %gid, 7
  br i1 %c, label %then, label %else
then:
  store float 0.0, ptr addrspace(1) %out, align 4
  %x1 = load float, ptr addrspace(1) %p, align 4
  br label %end
else:
  %x2 = load float, ptr addrspace(1) %p, align 4
  br label %end
end:
  %r = phi float [ %x1, %then ], [ %x2, %else ]
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %r, ptr addrspace(1) %po, align 4
  ret void
}

; A path that loads nothing (the lanes with gid >= 7 and gid < 3 skip both
; loads): hoisting would read for lanes that never read.
; CHECK-LABEL: define spir_kernel void @__vecz_v4_one_path_skips(
; CHECK: entry:
; CHECK-NOT: load
; CHECK: br label
; CHECK-COUNT-2: call <4 x float> @llvm.masked.load

define spir_kernel void @one_path_skips(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i64 %gid
  %c = icmp ult i64 %gid, 7
  br i1 %c, label %then, label %else
then:
  %x1 = load float, ptr addrspace(1) %p, align 4
  br label %end
else:
  %d = icmp ult i64 %gid, 3
  br i1 %d, label %other, label %end
other:
  %x2 = load float, ptr addrspace(1) %p, align 4
  br label %end
end:
  %r = phi float [ %x1, %then ], [ %x2, %other ], [ 0.0, %else ]
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %r, ptr addrspace(1) %po, align 4
  ret void
}

declare i64 @__mux_get_global_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
