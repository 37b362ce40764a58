; Kernels come from !opencl.kernels when it is present, with their work-group size.
; RUN: ncpu-opt -passes=transfer-kernel-metadata -S %s | filecheck %s

; CHECK-LABEL: define spir_kernel void @listed()
; CHECK-SAME: #[[LISTED:[0-9]+]]
; CHECK-SAME: !reqd_work_group_size ![[SIZE:[0-9]+]]
define spir_kernel void @listed() {
  ret void
}

; A spir_kernel that is not listed is not a kernel under compilation.
; CHECK-LABEL: define spir_kernel void @unlisted() {
define spir_kernel void @unlisted() {
  ret void
}

; CHECK-LABEL: define spir_kernel void @listed_no_size()
; CHECK-SAME: #[[NOSIZE:[0-9]+]] {
define spir_kernel void @listed_no_size() {
  ret void
}

; CHECK-DAG: attributes #[[LISTED]] = { "mux-kernel"="entry-point" "mux-orig-fn"="listed" }
; CHECK-DAG: attributes #[[NOSIZE]] = { "mux-kernel"="entry-point" "mux-orig-fn"="listed_no_size" }
; CHECK-DAG: ![[SIZE]] = !{i32 8, i32 4, i32 2}

!opencl.kernels = !{!0, !2}
!0 = !{ptr @listed, !1}
!1 = !{!"reqd_work_group_size", i32 8, i32 4, i32 2}
!2 = !{ptr @listed_no_size}
