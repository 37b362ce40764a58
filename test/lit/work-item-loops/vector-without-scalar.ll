; A clone whose scalar kernel is gone (only declared) is wrapped alone, vector
; only, under its base name.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: define internal spir_func void @__vecz_v4_K(
; CHECK: define spir_kernel void @K.mux-barrier-wrapper(ptr addrspace(1) %out) #[[$ENTRY:[0-9]+]] !codeplay_ca_wrapper ![[$WRAPPER:[0-9]+]] {
; CHECK-NOT: peel
; CHECK: call spir_func void @__vecz_v4_K(ptr addrspace(1) %out)
; CHECK: icmp ult i64 %loop{{[0-9]+}}.x.vector.next, %local_size.x
; CHECK: attributes #[[$ENTRY]] = { nounwind "mux-base-fn-name"="K" "mux-kernel"="entry-point" }
; CHECK-DAG: ![[$WRAPPER]] = !{![[MAIN:[0-9]+]], null}
; CHECK-DAG: ![[MAIN]] = !{i32 4, i32 0, i32 0, i32 0}

define spir_kernel void @__vecz_v4_K(ptr addrspace(1) %out) #0 !codeplay_ca_vecz.derived !0 {
  ret void
}

declare void @K(ptr addrspace(1))

attributes #0 = { "mux-kernel"="entry-point" "mux-base-fn-name"="K" }
!0 = !{!1, ptr @K}
!1 = !{i32 4, i32 0, i32 0, i32 0}
