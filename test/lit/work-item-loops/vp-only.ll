; Only a vector-predicated clone: it runs every 4 work-items up to the local
; size, the last call doing the partial chunk itself.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: define spir_kernel void @K.mux-barrier-wrapper(ptr addrspace(1) %out) {{.*}}!codeplay_ca_wrapper ![[$WRAPPER:[0-9]+]] {
; CHECK-NOT: peel
; ceil(size / 4) sub-groups per row.
; CHECK: %[[ROUND:[0-9]+]] = add i64 %local_size.x, 3
; CHECK: %chunks = udiv i64 %[[ROUND]], 4
; CHECK: call spir_func void @__vecz_v4_vp_K(ptr addrspace(1) %out)
; CHECK: icmp ult i64 %loop{{[0-9]+}}.x.vector.next, %local_size.x
; CHECK-NOT: call spir_func void @K(
; CHECK: ret void
; CHECK-DAG: ![[$WRAPPER]] = !{![[VP:[0-9]+]], null}
; CHECK-DAG: ![[VP]] = !{i32 4, i32 0, i32 0, i32 1}

define spir_kernel void @K(ptr addrspace(1) %out) #0 !codeplay_ca_vecz.base !0 {
  ret void
}

define spir_kernel void @__vecz_v4_vp_K(ptr addrspace(1) %out) #1 !codeplay_ca_vecz.derived !2 {
  ret void
}

attributes #0 = { "mux-kernel"="entry-point" }
attributes #1 = { "mux-kernel"="entry-point" "mux-base-fn-name"="K" }
!0 = !{!1, ptr @__vecz_v4_vp_K}
!1 = !{i32 4, i32 0, i32 0, i32 1}
!2 = !{!1, ptr @K}
