; clang -O0 marks every definition noinline (and optnone): the pass drops both,
; and the kernel's helpers become alwaysinline; the kernel itself does not.
; RUN: ncpu-opt -passes=drop-o0-noinline -S %s | FileCheck %s

; CHECK-LABEL: define spir_func float @helper(
; CHECK-SAME: #[[HELPER:[0-9]+]]
; CHECK-LABEL: define spir_kernel void @k(
; CHECK-SAME: #[[KERNEL:[0-9]+]]
; CHECK: attributes #[[HELPER]] = { alwaysinline nounwind }
; CHECK: attributes #[[KERNEL]] = { convergent nounwind }

define spir_func float @helper(float %x) #0 {
  %y = fmul float %x, 2.0
  ret float %y
}

define spir_kernel void @k(ptr addrspace(1) %p) #1 {
  %x = load float, ptr addrspace(1) %p
  %y = call spir_func float @helper(float %x)
  store float %y, ptr addrspace(1) %p
  ret void
}

attributes #0 = { noinline nounwind optnone }
attributes #1 = { convergent noinline nounwind optnone }
