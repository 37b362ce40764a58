define spir_kernel void @k() !reqd_work_group_size !0 {
  ret void
}
!0 = !{i32 0, i32 1, i32 1}
