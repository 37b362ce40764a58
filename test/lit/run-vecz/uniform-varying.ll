; Uniform values stay scalar; get_global_id(0) and get_local_id(0) become the
; first work-item's id splatted plus <0,1,2,3>; ids of other dimensions are
; uniform (splatted only where they meet a varying value).
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @__vecz_v4_k(
; CHECK: %u = mul i64 %a, %b
; CHECK-NEXT: %u2 = add i64 %u, 7
; CHECK: %gid = call i64 @__mux_get_global_id(i32 0)
; CHECK: %[[GID:.+]] = add nuw <4 x i64> %gid.splat, <i64 0, i64 1, i64 2, i64 3>
; CHECK: %lid = call i64 @__mux_get_local_id(i32 0)
; CHECK: %[[LID:.+]] = add nuw <4 x i64> %lid.splat, <i64 0, i64 1, i64 2, i64 3>
; CHECK: %gid1 = call i64 @__mux_get_global_id(i32 1)
; CHECK-NOT: add nuw <4 x i64> %gid1.splat
; CHECK: %v = add <4 x i64> %[[GID]], %u2.splat
; CHECK-NEXT: %w = add <4 x i64> %v, %[[LID]]
; CHECK-NEXT: %x = add <4 x i64> %w, %gid1.splat
; CHECK: store <4 x i64> %x,
; CHECK: ret void

define spir_kernel void @k(ptr addrspace(1) %out, i64 %a, i64 %b) #0 {
entry:
  %u = mul i64 %a, %b
  %u2 = add i64 %u, 7
  %gid = call i64 @__mux_get_global_id(i32 0)
  %lid = call i64 @__mux_get_local_id(i32 0)
  %gid1 = call i64 @__mux_get_global_id(i32 1)
  %v = add i64 %gid, %u2
  %w = add i64 %v, %lid
  %x = add i64 %w, %gid1
  %p = getelementptr i64, ptr addrspace(1) %out, i64 %gid
  store i64 %x, ptr addrspace(1) %p, align 8
  ret void
}

declare i64 @__mux_get_global_id(i32)
declare i64 @__mux_get_local_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
