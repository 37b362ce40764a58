; A work-group broadcast stays a call at its barrier.  A clone call passes the
; lane the requested work-item would be in its chunk: its id in the vectorised
; dimension modulo 4 (work-item-loops starts every chunk at a multiple of 4 and
; reads the call that runs that work-item).  A uniform value is passed as it
; is.  The result is uniform.
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' -S %s | filecheck %s
; RUN: ncpu-opt -passes='run-vecz<width=4;dim=1>,verify' -S %s | filecheck %s --check-prefix=DIMY

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @__vecz_v4_varying(
; CHECK: %x = trunc <4 x i64> %{{.+}} to <4 x i32>
; CHECK: %vecz.broadcast_lane = urem i64 %which, 4
; CHECK-NEXT: %vecz.broadcast_value = extractelement <4 x i32> %x, i64 %vecz.broadcast_lane
; CHECK-NEXT: %r = call i32 @__mux_work_group_broadcast_i32(i32 0, i32 %vecz.broadcast_value, i64 %which, i64 1, i64 0)
; CHECK-NEXT: %r.splatinsert = insertelement <4 x i32> poison, i32 %r, i32 0
; DIMY-LABEL: define spir_kernel void @__vecz_v4_varying(
; DIMY: %vecz.broadcast_value = extractelement <4 x i32> %x, i64 1
define spir_kernel void @varying(ptr addrspace(1) %out, i64 %which) #0 {
  %lid = call i64 @__mux_get_local_id(i32 0)
  %ly = call i64 @__mux_get_local_id(i32 1)
  %sum = add i64 %lid, %ly
  %x = trunc i64 %sum to i32
  %r = call i32 @__mux_work_group_broadcast_i32(i32 0, i32 %x, i64 %which, i64 1, i64 0)
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %lid
  store i32 %r, ptr addrspace(1) %p
  ret void
}

; CHECK-LABEL: define spir_kernel void @__vecz_v4_uniform(
; CHECK-NOT: extractelement
; CHECK: %r = call float @__mux_work_group_broadcast_f32(i32 0, float %v, i64 2, i64 0, i64 0)
define spir_kernel void @uniform(ptr addrspace(1) %out, float %v) #0 {
  %lid = call i64 @__mux_get_local_id(i32 0)
  %r = call float @__mux_work_group_broadcast_f32(i32 0, float %v, i64 2, i64 0, i64 0)
  %p = getelementptr float, ptr addrspace(1) %out, i64 %lid
  store float %r, ptr addrspace(1) %p
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare i32 @__mux_work_group_broadcast_i32(i32, i32, i64, i64, i64)
declare float @__mux_work_group_broadcast_f32(i32, float, i64, i64, i64)
attributes #0 = { "mux-kernel"="entry-point" }
