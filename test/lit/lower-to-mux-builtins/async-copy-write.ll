; async_work_group_copy from __local to __global becomes __mux_dma_write_1D of
; num * sizeof(gentype) bytes, the event it returns the call's result.
; RUN: ncpu-opt -passes='lower-to-mux-builtins,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @write(
; CHECK-NEXT: entry:
; CHECK-NEXT: %[[BYTES:.+]] = mul i64 %n, 8
; CHECK-NEXT: %d = call ptr @__mux_dma_write_1D(ptr addrspace(1) %gd, ptr addrspace(3) %ld, i64 %[[BYTES]], ptr null)
; uchar: one byte each, no multiplication; long8: 64 bytes each.
; CHECK-NEXT: %c = call ptr @__mux_dma_write_1D(ptr addrspace(1) %gc, ptr addrspace(3) %lc, i64 %n, ptr null)
; CHECK-NEXT: %v = call ptr @__mux_dma_write_1D(ptr addrspace(1) %g8, ptr addrspace(3) %l8, i64 192, ptr null)
; CHECK-NEXT: ret void
define spir_kernel void @write(ptr addrspace(1) %gd, ptr addrspace(3) %ld, ptr addrspace(1) %gc, ptr addrspace(3) %lc, ptr addrspace(1) %g8, ptr addrspace(3) %l8, i64 %n) {
entry:
  %d = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1dPU3AS3Kdm9ocl_event(ptr addrspace(1) %gd, ptr addrspace(3) %ld, i64 %n, target("spirv.Event") zeroinitializer)
  %c = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1hPU3AS3Khm9ocl_event(ptr addrspace(1) %gc, ptr addrspace(3) %lc, i64 %n, target("spirv.Event") zeroinitializer)
  %v = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1Dv8_lPU3AS3KS_m9ocl_event(ptr addrspace(1) %g8, ptr addrspace(3) %l8, i64 3, target("spirv.Event") zeroinitializer)
  ret void
}

; CHECK: declare ptr @__mux_dma_write_1D(ptr addrspace(1), ptr addrspace(3), i64, ptr)
; CHECK-NOT: spirv.Event

declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1dPU3AS3Kdm9ocl_event(ptr addrspace(1), ptr addrspace(3), i64, target("spirv.Event"))
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1hPU3AS3Khm9ocl_event(ptr addrspace(1), ptr addrspace(3), i64, target("spirv.Event"))
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1Dv8_lPU3AS3KS_m9ocl_event(ptr addrspace(1), ptr addrspace(3), i64, target("spirv.Event"))
