; Newer clangs put an OpenCL C kernel's body in an alwaysinline __clang_ocl_kern_imp_<k>, even
; at -O0: that is the front end's mark, not the user's, so the -O0 marks of the other
; definitions are still recognised and dropped.
; RUN: ncpu-opt -passes=drop-o0-noinline -S %s | FileCheck %s

; CHECK-LABEL: define spir_func void @put(
; CHECK-SAME: #[[HELPER:[0-9]+]]
; CHECK-LABEL: define spir_kernel void @k(
; CHECK-SAME: #[[KERNEL:[0-9]+]]
; CHECK-LABEL: define spir_func void @__clang_ocl_kern_imp_k(
; CHECK-SAME: #[[HELPER]]
; CHECK: attributes #[[HELPER]] = { alwaysinline convergent nounwind }
; CHECK: attributes #[[KERNEL]] = { convergent nounwind }

define spir_func void @put(ptr addrspace(1) %p, i32 %i) #0 {
  %e = getelementptr i32, ptr addrspace(1) %p, i32 %i
  store i32 7, ptr addrspace(1) %e
  ret void
}

define spir_kernel void @k(ptr addrspace(1) %p) #0 {
  call spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) %p)
  ret void
}

define spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) %p) #1 {
  call spir_func void @put(ptr addrspace(1) %p, i32 3)
  ret void
}

attributes #0 = { convergent noinline nounwind }
attributes #1 = { alwaysinline convergent nounwind }
