define spir_kernel void @k() {
  ret void
}
!opencl.kernels = !{!0}
!0 = !{ptr @k, !1}
!1 = !{!"reqd_work_group_size", i32 8, i32 4}
