; The format must be a compile-time constant (OpenCL C requires it): one
; passed in as a kernel argument is an error naming the kernel and the call.
; RUN: not ncpu-opt -passes=replace-printf -S %s 2>&1 | filecheck %s

; CHECK: ncpu-opt: error: replace-printf: kernel @k: printf(%format): the format is not a compile-time constant string (OpenCL C requires a string literal, or a __constant array initialised with one)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(2) %format) {
entry:
  %call = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) %format)
  ret void
}

declare spir_func i32 @printf(ptr addrspace(2), ...)
