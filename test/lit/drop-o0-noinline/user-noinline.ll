; A definition without noinline: not clang's -O0 output, so the noinline on
; @keep_out is the user's, and stays.
; RUN: ncpu-opt -passes=drop-o0-noinline -S %s | FileCheck %s

; CHECK-LABEL: define spir_func float @keep_out(
; CHECK-SAME: #[[NOINLINE:[0-9]+]]
; CHECK-LABEL: define spir_kernel void @k(
; CHECK: attributes #[[NOINLINE]] = { noinline nounwind }

define spir_func float @keep_out(float %x) #0 {
  %y = fmul float %x, 2.0
  ret float %y
}

define spir_kernel void @k(ptr addrspace(1) %p) {
  %x = load float, ptr addrspace(1) %p
  %y = call spir_func float @keep_out(float %x)
  store float %y, ptr addrspace(1) %p
  ret void
}

attributes #0 = { noinline nounwind }
