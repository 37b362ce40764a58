; async_work_group_copy from __global to __local becomes __mux_dma_read_1D of
; num * sizeof(gentype) bytes (a 3-element vector is as large as a 4-element
; one); a zero event becomes null.  clang's target("spirv.Event") is ptr.
; RUN: ncpu-opt -passes='lower-to-mux-builtins,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @read_float(
; CHECK-NEXT: entry:
; CHECK-NEXT: %[[BYTES:.+]] = mul i64 %n, 4
; CHECK-NEXT: %e = call ptr @__mux_dma_read_1D(ptr addrspace(3) %l, ptr addrspace(1) %g, i64 %[[BYTES]], ptr null)
; CHECK-NEXT: ret void
define spir_kernel void @read_float(ptr addrspace(1) %g, ptr addrspace(3) %l, i64 %n) {
entry:
  %e = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) %l, ptr addrspace(1) %g, i64 %n, target("spirv.Event") zeroinitializer)
  ret void
}

; CHECK-LABEL: define spir_kernel void @read_float3_half(
; CHECK-NEXT: entry:
; CHECK-NEXT: call ptr @__mux_dma_read_1D(ptr addrspace(3) %l3, ptr addrspace(1) %g3, i64 80, ptr null)
; CHECK-NEXT: call ptr @__mux_dma_read_1D(ptr addrspace(3) %lh, ptr addrspace(1) %gh, i64 10, ptr null)
; CHECK-NEXT: ret void
define spir_kernel void @read_float3_half(ptr addrspace(1) %g3, ptr addrspace(3) %l3, ptr addrspace(1) %gh, ptr addrspace(3) %lh) {
entry:
  %a = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv3_fPU3AS1KS_m9ocl_event(ptr addrspace(3) %l3, ptr addrspace(1) %g3, i64 5, target("spirv.Event") zeroinitializer)
  %b = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3DhPU3AS1KDhm9ocl_event(ptr addrspace(3) %lh, ptr addrspace(1) %gh, i64 5, target("spirv.Event") zeroinitializer)
  ret void
}

; CHECK-NOT: @_Z21async_work_group_copy
; CHECK: declare ptr @__mux_dma_read_1D(ptr addrspace(3), ptr addrspace(1), i64, ptr)
; CHECK-NOT: spirv.Event

declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, target("spirv.Event"))
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv3_fPU3AS1KS_m9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, target("spirv.Event"))
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3DhPU3AS1KDhm9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, target("spirv.Event"))
