; dim=1: the ids of dimension 1 vary across the lanes, those of dimension 0
; are uniform (a store of a varying value to a uniform address: one store per
; lane, in lane order, so the last work-item's value wins).
; RUN: ncpu-opt -passes='run-vecz<width=8;dim=1>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @k(
; CHECK-SAME: !codeplay_ca_vecz.base ![[BASE:[0-9]+]]
; CHECK-LABEL: define spir_kernel void @__vecz_v8_k(
; CHECK: %gid = call i64 @__mux_get_global_id(i32 0)
; CHECK-NOT: add nuw <8 x i64> %gid.splat
; CHECK: %gid1 = call i64 @__mux_get_global_id(i32 1)
; CHECK: %[[ID1:.+]] = add nuw <8 x i64> %gid1.splat, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
; CHECK: %x = add <8 x i64> %w.splat, %[[ID1]]
; CHECK: %p = getelementptr i64, ptr addrspace(1) %out, i64 %gid
; CHECK-NEXT: store i64 %x.lane0, ptr addrspace(1) %p, align 8
; CHECK-NEXT: store i64 %x.lane1, ptr addrspace(1) %p, align 8
; CHECK: store i64 %x.lane7, ptr addrspace(1) %p, align 8
; CHECK-NEXT: ret void
; CHECK: ![[BASE]] = !{![[INFO:[0-9]+]], ptr @__vecz_v8_k}
; CHECK: ![[INFO]] = !{i32 8, i32 0, i32 1, i32 0}

define spir_kernel void @k(ptr addrspace(1) %out) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %lid = call i64 @__mux_get_local_id(i32 0)
  %gid1 = call i64 @__mux_get_global_id(i32 1)
  %w = add i64 %gid, %lid
  %x = add i64 %w, %gid1
  %p = getelementptr i64, ptr addrspace(1) %out, i64 %gid
  store i64 %x, ptr addrspace(1) %p, align 8
  ret void
}

declare i64 @__mux_get_global_id(i32)
declare i64 @__mux_get_local_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
