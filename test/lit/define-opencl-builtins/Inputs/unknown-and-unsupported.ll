; Hand-written: a builtin the pass does not know, and atomic_add on short (no such overload).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, float %x, i32 %i) {
entry:
  %d = call spir_func i32 @_Z21dot_4x8packed_uu_uintjj(i32 %i, i32 %i)
  %a = sitofp i32 %d to float
  %b = call spir_func float @_Z4sqrtf(float %a)
  store float %b, ptr addrspace(1) %p
  ret void
}

declare spir_func i32 @_Z21dot_4x8packed_uu_uintjj(i32, i32)
declare spir_func float @_Z4sqrtf(float)
