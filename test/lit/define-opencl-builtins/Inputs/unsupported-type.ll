; Hand-written: atomic_add on short, which OpenCL does not have.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
entry:
  %old = call spir_func i16 @_Z10atomic_addPU3AS1Vss(ptr addrspace(1) %p, i16 1)
  ret void
}

declare spir_func i16 @_Z10atomic_addPU3AS1Vss(ptr addrspace(1), i16)
