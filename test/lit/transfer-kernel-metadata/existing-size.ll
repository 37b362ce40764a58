; An existing !reqd_work_group_size of one or two operands is kept and re-encoded as three i32.
; RUN: ncpu-opt -passes=transfer-kernel-metadata -S %s | filecheck %s

; CHECK-LABEL: define spir_kernel void @one_dim()
; CHECK-SAME: !reqd_work_group_size ![[ONE:[0-9]+]]
define spir_kernel void @one_dim() !reqd_work_group_size !0 {
  ret void
}

; CHECK-LABEL: define spir_kernel void @two_dims()
; CHECK-SAME: !reqd_work_group_size ![[TWO:[0-9]+]]
define spir_kernel void @two_dims() !reqd_work_group_size !1 {
  ret void
}

; CHECK-DAG: ![[ONE]] = !{i32 64, i32 1, i32 1}
; CHECK-DAG: ![[TWO]] = !{i32 16, i32 16, i32 1}

!0 = !{i32 64}
!1 = !{i64 16, i64 16}
