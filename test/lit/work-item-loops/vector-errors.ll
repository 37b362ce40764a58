; A work-group broadcast in a vectorised kernel (vecz refuses those) is not
; supported; the other collectives are (see vector-collectives.ll).
; RUN: not ncpu-opt -passes=work-item-loops -S %s 2>&1 | filecheck %s
; CHECK: not supported yet: @__vecz_v4_K: a work-group broadcast in a vectorised kernel

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @K(i32 %x) #0 !codeplay_ca_vecz.base !0 {
  %r = call i32 @__mux_work_group_broadcast_i32(i32 0, i32 %x, i64 0, i64 0, i64 0)
  ret void
}

define spir_kernel void @__vecz_v4_K(i32 %x) #1 !codeplay_ca_vecz.derived !2 {
  %r = call i32 @__mux_work_group_broadcast_i32(i32 0, i32 %x, i64 0, i64 0, i64 0)
  ret void
}

declare i32 @__mux_work_group_broadcast_i32(i32, i32, i64, i64, i64)
attributes #0 = { "mux-kernel"="entry-point" }
attributes #1 = { "mux-kernel"="entry-point" "mux-base-fn-name"="K" }
!0 = !{!1, ptr @__vecz_v4_K}
!1 = !{i32 4, i32 0, i32 0, i32 0}
!2 = !{!1, ptr @K}
