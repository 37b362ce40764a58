; vp adds the vector-predicated clone __vecz_v4_vp_k next to __vecz_v4_k: its
; lanes are active while local_id(0) + lane < local_size(0), its memory
; accesses are masked with that, its sub-group size is the active lanes and
; inactive lanes take a reduction's identity.  choices=VectorPredication makes
; the vector-predicated clone the only one.
; RUN: ncpu-opt -passes='run-vecz<width=4;vp>,verify' -S %s | filecheck %s --check-prefixes=CHECK,BOTH
; RUN: ncpu-opt -passes='run-vecz<width=4;choices=VectorPredication>,verify' -S %s | filecheck %s --check-prefixes=CHECK,VPONLY

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; BOTH-LABEL: define spir_kernel void @k(
; BOTH-SAME: !codeplay_ca_vecz.base ![[B1:[0-9]+]] !codeplay_ca_vecz.base ![[B2:[0-9]+]]
; VPONLY-LABEL: define spir_kernel void @k(
; VPONLY-SAME: !codeplay_ca_vecz.base ![[B1:[0-9]+]] {

; BOTH-LABEL: define spir_kernel void @__vecz_v4_k(
; BOTH-SAME: #{{[0-9]+}} !reqd_work_group_size !0 !codeplay_ca_vecz.derived ![[D2:[0-9]+]]
; BOTH-NOT: masked
; BOTH: store i32 4, ptr addrspace(1) %q, align 4
; CHECK-LABEL: define spir_kernel void @__vecz_v4_vp_k(
; CHECK-SAME: #[[ATTRS:[0-9]+]] !reqd_work_group_size !0 !codeplay_ca_vecz.derived ![[D1:[0-9]+]]
; CHECK: %vecz.lane_id = call i64 @__mux_get_local_id(i32 0)
; CHECK: %[[IDS:.+]] = add nuw <4 x i64> %vecz.lane_id.splat, <i64 0, i64 1, i64 2, i64 3>
; CHECK: %vecz.local_size = call i64 @__mux_get_local_size(i32 0)
; CHECK: %vecz.active = icmp ult <4 x i64> %[[IDS]], %vecz.local_size.splat
; CHECK: %v = call <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1) align 4 %pi.lane0, <4 x i1> %vecz.active, <4 x float> poison)
; CHECK: %[[ONES:.+]] = select <4 x i1> %vecz.active, <4 x i32> splat (i32 1), <4 x i32> zeroinitializer
; CHECK-NEXT: %vecz.reduce = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %[[ONES]])
; Sub-group size: min(local_size - local_id, 4).
; CHECK: %vecz.lanes_left = sub i64 %vecz.local_size1, %vecz.first_lane_id
; CHECK-NEXT: %[[LT:.+]] = icmp ult i64 %vecz.lanes_left, 4
; CHECK-NEXT: %vecz.active_lanes = select i1 %[[LT]], i64 %vecz.lanes_left, i64 4
; CHECK-NEXT: %vecz.sub_group_size = trunc i64 %vecz.active_lanes to i32
; CHECK: call void @llvm.masked.store.v4f32.p1(<4 x float> %s, ptr addrspace(1) align 4 %po.lane0, <4 x i1> %vecz.active)
; The store of a uniform value to a uniform address: once, if any lane is active.
; CHECK: %vecz.any = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %vecz.active)
; CHECK-NEXT: br i1 %vecz.any, label %[[ANY:.+]], label
; CHECK: [[ANY]]:
; CHECK-NEXT: store i32 %vecz.sub_group_size, ptr addrspace(1) %q, align 4

; VPONLY-NOT: define {{.*}} @__vecz_v4_k(

; CHECK: attributes #[[ATTRS]] = { "mux-base-fn-name"="k" "mux-kernel"="entry-point" }

; BOTH-DAG: ![[B1]] = !{![[INFO:[0-9]+]], ptr @__vecz_v4_k}
; BOTH-DAG: ![[INFO]] = !{i32 4, i32 0, i32 0, i32 0}
; BOTH-DAG: ![[B2]] = !{![[VPINFO:[0-9]+]], ptr @__vecz_v4_vp_k}
; BOTH-DAG: ![[VPINFO]] = !{i32 4, i32 0, i32 0, i32 1}
; BOTH-DAG: ![[D1]] = !{![[VPINFO]], ptr @k}
; BOTH-DAG: ![[D2]] = !{![[INFO]], ptr @k}
; VPONLY-DAG: ![[B1]] = !{![[VPINFO:[0-9]+]], ptr @__vecz_v4_vp_k}
; VPONLY-DAG: ![[VPINFO]] = !{i32 4, i32 0, i32 0, i32 1}
; VPONLY-DAG: ![[D1]] = !{![[VPINFO]], ptr @k}

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 !reqd_work_group_size !0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %gid
  %v = load float, ptr addrspace(1) %pi, align 4
  %r = call i32 @__mux_sub_group_reduce_add_i32(i32 1)
  %ss = call i32 @__mux_get_sub_group_size()
  %f = sitofp i32 %r to float
  %s = fadd float %v, %f
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %s, ptr addrspace(1) %po, align 4
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 100
  store i32 %ss, ptr addrspace(1) %q, align 4
  ret void
}
declare i32 @__mux_sub_group_reduce_add_i32(i32)
declare i32 @__mux_get_sub_group_size()
!0 = !{i32 8, i32 1, i32 1}

declare i64 @__mux_get_global_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
