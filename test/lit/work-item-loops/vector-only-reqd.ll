; A required work-group size that is a multiple of the width leaves the vector
; loop alone (constant bounds, no tail); one that is not keeps a scalar tail
; with constant limits (6 = 4 + 2), and no run-time tests.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @multiple.mux-barrier-wrapper(
; CHECK-NOT: peel
; CHECK: call void @__mux_set_num_sub_groups(i32 6)
; CHECK: call void @__mux_set_max_sub_group_size(i32 4)
; CHECK: call spir_func void @__vecz_v4_multiple(ptr addrspace(1) %out)
; CHECK: %loop{{[0-9]+}}.x.vector.next = add nuw i64 %loop{{[0-9]+}}.x.vector.id, 4
; CHECK-NEXT: icmp ult i64 %loop{{[0-9]+}}.x.vector.next, 8
; CHECK-NOT: call spir_func void @multiple(
; CHECK: ret void

; CHECK-LABEL: define spir_kernel void @not_multiple.mux-barrier-wrapper(
; CHECK-NOT: br i1 %has_vector
; 3 rows of one chunk and two scalar work-items.
; CHECK: call void @__mux_set_num_sub_groups(i32 9)
; CHECK: call spir_func void @__vecz_v4_not_multiple(ptr addrspace(1) %out)
; CHECK: icmp ult i64 %loop{{[0-9]+}}.x.vector.next, 4
; CHECK: %loop{{[0-9]+}}.x.tail.id = phi i64 [ 4, %loopIR{{[0-9]*}} ]
; CHECK: call spir_func void @not_multiple(ptr addrspace(1) %out)
; CHECK: icmp ult i64 %loop{{[0-9]+}}.x.tail.next, 6

; CHECK: !{!{{[0-9]+}}, null}

define spir_kernel void @multiple(ptr addrspace(1) %out) #0 !codeplay_ca_vecz.base !0 !reqd_work_group_size !3 {
  ret void
}

define spir_kernel void @__vecz_v4_multiple(ptr addrspace(1) %out) #1 !codeplay_ca_vecz.derived !2 {
  ret void
}

define spir_kernel void @not_multiple(ptr addrspace(1) %out) #0 !codeplay_ca_vecz.base !4 !reqd_work_group_size !6 {
  ret void
}

define spir_kernel void @__vecz_v4_not_multiple(ptr addrspace(1) %out) #2 !codeplay_ca_vecz.derived !5 {
  ret void
}

attributes #0 = { "mux-kernel"="entry-point" }
attributes #1 = { "mux-kernel"="entry-point" "mux-base-fn-name"="multiple" }
attributes #2 = { "mux-kernel"="entry-point" "mux-base-fn-name"="not_multiple" }
!0 = !{!1, ptr @__vecz_v4_multiple}
!1 = !{i32 4, i32 0, i32 0, i32 0}
!2 = !{!1, ptr @multiple}
!3 = !{i32 8, i32 3, i32 1}
!4 = !{!1, ptr @__vecz_v4_not_multiple}
!5 = !{!1, ptr @not_multiple}
!6 = !{i32 6, i32 3, i32 1}
