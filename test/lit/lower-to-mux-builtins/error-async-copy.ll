; An async copy that is neither __global to __local nor __local to __global
; (no OpenCL overload is, but a hand-written declaration can be) is refused.
; RUN: not ncpu-opt -passes=lower-to-mux-builtins -S %s 2>&1 | filecheck %s

; CHECK: ncpu-opt: error: not supported yet: lowering _Z21async_work_group_copyPU3AS1fPU3AS1Kfm9ocl_event: a copy to address space 1 from address space 1

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %e = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1fPU3AS1Kfm9ocl_event(ptr addrspace(1) %a, ptr addrspace(1) %b, i64 4, target("spirv.Event") zeroinitializer)
  ret void
}

declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1fPU3AS1Kfm9ocl_event(ptr addrspace(1), ptr addrspace(1), i64, target("spirv.Event"))
