define spir_kernel void @k() {
  ret void
}
!opencl.kernels = !{!0}
!0 = !{!"k"}
