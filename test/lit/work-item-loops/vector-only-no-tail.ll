; work-item-loops<no-tail>: the sizes are promised to be multiples of the
; width, so the clone runs every 4 work-items up to the local size.
; RUN: ncpu-opt -passes='work-item-loops<no-tail>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @K.mux-barrier-wrapper(ptr addrspace(1) %out) {{.*}}!codeplay_ca_wrapper
; CHECK-NOT: peel
; CHECK: %chunks = udiv i64 %{{[0-9]+}}, 4
; CHECK: %loop{{[0-9]+}}.x.vector.id = phi
; CHECK: call spir_func void @__vecz_v4_K(ptr addrspace(1) %out)
; CHECK: icmp ult i64 %loop{{[0-9]+}}.x.vector.next, %local_size.x
; CHECK-NOT: call spir_func void @K(
; CHECK: ret void
; CHECK: ![[MAIN:[0-9]+]] = !{i32 4, i32 0, i32 0, i32 0}
; CHECK: !{![[MAIN]], null}

define spir_kernel void @K(ptr addrspace(1) %out) #0 !codeplay_ca_vecz.base !0 {
  ret void
}

define spir_kernel void @__vecz_v4_K(ptr addrspace(1) %out) #1 !codeplay_ca_vecz.derived !2 {
  ret void
}

attributes #0 = { "mux-kernel"="entry-point" }
attributes #1 = { "mux-kernel"="entry-point" "mux-base-fn-name"="K" }
!0 = !{!1, ptr @__vecz_v4_K}
!1 = !{i32 4, i32 0, i32 0, i32 0}
!2 = !{!1, ptr @K}
