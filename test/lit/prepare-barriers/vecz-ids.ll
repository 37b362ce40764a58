; The ids prepare-barriers gives a kernel's barriers are the ids of the same
; barriers in its vectorised clone (run-vecz copies them), so work-item-loops
; splits both kernels into the same regions; the clone's blocks may come in
; another order after linearisation, the ids do not change.
; RUN: ncpu-opt -passes='prepare-barriers,run-vecz<width=4>,verify' -S %s | filecheck %s
; RUN: ncpu-opt -passes='prepare-barriers,run-vecz<width=4>,work-item-loops,verify' -S %s | filecheck %s --check-prefix=WIL

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define void @k(
; CHECK: call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
; CHECK: call void @__mux_work_group_barrier(i32 1, i32 2, i32 272)
; CHECK-LABEL: define void @__vecz_v4_k(
; CHECK: call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
; CHECK: call void @__mux_work_group_barrier(i32 1, i32 2, i32 272)

; Both kernels run region 1 after barrier 0 and region 2 after barrier 1.
; WIL-LABEL: define void @k.mux-barrier-wrapper(
; WIL: call i32 @__vecz_v4_k.mux-barrier-region.1(
; WIL: call i32 @k.mux-barrier-region.1(
; WIL: call i32 @__vecz_v4_k.mux-barrier-region.2(
; WIL: call i32 @k.mux-barrier-region.2(

define void @k(ptr addrspace(1) %p, ptr addrspace(3) %tmp) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %lid = call i64 @__mux_get_local_id(i32 0)
  %in = getelementptr inbounds float, ptr addrspace(1) %p, i64 %gid
  %v = load float, ptr addrspace(1) %in, align 4
  %t = getelementptr inbounds float, ptr addrspace(3) %tmp, i64 %lid
  store float %v, ptr addrspace(3) %t, align 4
  call void @__mux_work_group_barrier(i32 7, i32 2, i32 272)
  %c = icmp eq i64 %lid, 0
  br i1 %c, label %first, label %join
first:
  store float 0.0, ptr addrspace(3) %tmp, align 4
  br label %join
join:
  call void @__mux_work_group_barrier(i32 7, i32 2, i32 272)
  %w = load float, ptr addrspace(3) %t, align 4
  store float %w, ptr addrspace(1) %in, align 4
  ret void
}

declare i64 @__mux_get_global_id(i32)
declare i64 @__mux_get_local_id(i32)
declare void @__mux_work_group_barrier(i32, i32, i32)
attributes #0 = { "mux-kernel"="entry-point" }
