; Without !opencl.kernels every spir_kernel function is a kernel, declarations too.
; RUN: ncpu-opt -passes=transfer-kernel-metadata -S %s | filecheck %s

; CHECK-LABEL: define spir_kernel void @k1()
; CHECK-SAME: #[[K1:[0-9]+]] {
define spir_kernel void @k1() {
  ret void
}

; CHECK-LABEL: define spir_func void @helper() {
define spir_func void @helper() {
  ret void
}

; CHECK-LABEL: declare spir_kernel void @k2()
; CHECK-SAME: #[[K2:[0-9]+]]
declare spir_kernel void @k2()

; CHECK-DAG: attributes #[[K1]] = { "mux-kernel"="entry-point" "mux-orig-fn"="k1" }
; CHECK-DAG: attributes #[[K2]] = { "mux-kernel"="entry-point" "mux-orig-fn"="k2" }
; CHECK-NOT: reqd_work_group_size
