; Work-group barriers run once per call (the lanes meet them together), with
; their ids; local memory indexed by the local id is accessed as a vector.
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @__vecz_v4_k(
; CHECK: store <4 x float> %v, ptr addrspace(3) %pt.lane0, align 4
; CHECK-NEXT: call void @__mux_work_group_barrier(i32 5, i32 2, i32 272)
; CHECK-NEXT: %u = load float, ptr addrspace(3) %tmp, align 4
; CHECK: store <4 x float> %u.splat, ptr addrspace(1) %po.lane0, align 4
; CHECK-NEXT: call void @__mux_work_group_barrier(i32 9, i32 2, i32 272)
; CHECK-NEXT: ret void

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(3) %tmp, ptr addrspace(1) %out) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %lid = call i64 @__mux_get_local_id(i32 0)
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %gid
  %v = load float, ptr addrspace(1) %pi, align 4
  %pt = getelementptr inbounds float, ptr addrspace(3) %tmp, i64 %lid
  store float %v, ptr addrspace(3) %pt, align 4
  call void @__mux_work_group_barrier(i32 5, i32 2, i32 272)
  %u = load float, ptr addrspace(3) %tmp, align 4
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %u, ptr addrspace(1) %po, align 4
  call void @__mux_work_group_barrier(i32 9, i32 2, i32 272)
  ret void
}
declare void @__mux_work_group_barrier(i32, i32, i32)

declare i64 @__mux_get_global_id(i32)
declare i64 @__mux_get_local_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
