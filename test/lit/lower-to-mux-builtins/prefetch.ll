; prefetch is a hint: the call goes, and its declaration with it.
; RUN: ncpu-opt -passes='lower-to-mux-builtins,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @hint(
; CHECK-NEXT: entry:
; CHECK-NEXT: %v = load float, ptr addrspace(1) %g, align 4
; CHECK-NEXT: store float %v, ptr addrspace(1) %out, align 4
; CHECK-NEXT: ret void
define spir_kernel void @hint(ptr addrspace(1) %g, ptr addrspace(1) %g4, ptr addrspace(1) %out) {
entry:
  call spir_func void @_Z8prefetchPU3AS1Kfm(ptr addrspace(1) %g, i64 16)
  call spir_func void @_Z8prefetchPU3AS1KDv4_fm(ptr addrspace(1) %g4, i64 2)
  %v = load float, ptr addrspace(1) %g, align 4
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-NOT: prefetch

declare spir_func void @_Z8prefetchPU3AS1Kfm(ptr addrspace(1), i64)
declare spir_func void @_Z8prefetchPU3AS1KDv4_fm(ptr addrspace(1), i64)
