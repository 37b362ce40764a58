; A kernel vecz refused (!codeplay_ca_vecz.base.fail) keeps the scalar loops.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: define spir_kernel void @K.mux-barrier-wrapper(ptr addrspace(1) %out) #{{[0-9]+}} !codeplay_ca_wrapper ![[$WRAPPER:[0-9]+]] {
; CHECK-NEXT: entry:
; CHECK: call void @__mux_set_num_sub_groups(i32 %{{[0-9]+}})
; CHECK-NEXT: call void @__mux_set_max_sub_group_size(i32 1)
; CHECK-NOT: vector
; CHECK: %loop3.x.next = add nuw i64 %loop3.x.id, 1
; CHECK-DAG: ![[$WRAPPER]] = !{![[SCALAR:[0-9]+]], null}
; CHECK-DAG: ![[SCALAR]] = !{i32 1, i32 0, i32 0, i32 0}

define spir_kernel void @K(ptr addrspace(1) %out) #0 !codeplay_ca_vecz.base.fail !0 {
  ret void
}

attributes #0 = { "mux-kernel"="entry-point" }
!0 = !{i32 4, i32 0, i32 0, i32 0}
