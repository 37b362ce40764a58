; async_work_group_strided_copy becomes a 2D DMA with one element per row:
; width sizeof(gentype), num rows, and the stride (in bytes) on the __global
; side: the source of a read, the destination of a write.  A stride of 1 is a
; plain 1D copy.
; RUN: ncpu-opt -passes='lower-to-mux-builtins,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @strided(
; CHECK-NEXT: entry:
; CHECK-NEXT: %[[STRIDE:.+]] = mul i64 %stride, 4
; CHECK-NEXT: %r = call ptr @__mux_dma_read_2D(ptr addrspace(3) %l, ptr addrspace(1) %g, i64 4, i64 4, i64 %[[STRIDE]], i64 %n, ptr null)
; CHECK-NEXT: %[[STRIDE2:.+]] = mul i64 %stride, 4
; CHECK-NEXT: %w = call ptr @__mux_dma_write_2D(ptr addrspace(1) %g, ptr addrspace(3) %l, i64 4, i64 %[[STRIDE2]], i64 4, i64 %n, ptr null)
; float4 elements every other one, float3 (16 bytes) every third one
; CHECK-NEXT: %r4 = call ptr @__mux_dma_read_2D(ptr addrspace(3) %l4, ptr addrspace(1) %g4, i64 16, i64 16, i64 32, i64 %n, ptr null)
; CHECK-NEXT: %w3 = call ptr @__mux_dma_write_2D(ptr addrspace(1) %g3, ptr addrspace(3) %l3, i64 16, i64 48, i64 16, i64 %n, ptr null)
; CHECK-NEXT: %[[BYTES:.+]] = mul i64 %n, 4
; CHECK-NEXT: %one = call ptr @__mux_dma_read_1D(ptr addrspace(3) %l, ptr addrspace(1) %g, i64 %[[BYTES]], ptr null)
; CHECK-NEXT: ret void
define spir_kernel void @strided(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %g4, ptr addrspace(3) %l4, ptr addrspace(1) %g3, ptr addrspace(3) %l3, i64 %n, i64 %stride) {
entry:
  %r = tail call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3fPU3AS1Kfmm9ocl_event(ptr addrspace(3) %l, ptr addrspace(1) %g, i64 %n, i64 %stride, target("spirv.Event") zeroinitializer)
  %w = tail call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS1fPU3AS3Kfmm9ocl_event(ptr addrspace(1) %g, ptr addrspace(3) %l, i64 %n, i64 %stride, target("spirv.Event") zeroinitializer)
  %r4 = tail call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3Dv4_fPU3AS1KS_mm9ocl_event(ptr addrspace(3) %l4, ptr addrspace(1) %g4, i64 %n, i64 2, target("spirv.Event") zeroinitializer)
  %w3 = tail call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS1Dv3_fPU3AS3KS_mm9ocl_event(ptr addrspace(1) %g3, ptr addrspace(3) %l3, i64 %n, i64 3, target("spirv.Event") zeroinitializer)
  %one = tail call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3fPU3AS1Kfmm9ocl_event(ptr addrspace(3) %l, ptr addrspace(1) %g, i64 %n, i64 1, target("spirv.Event") zeroinitializer)
  ret void
}

; CHECK-NOT: @_Z29async_work_group_strided_copy
; CHECK-NOT: spirv.Event

declare spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3fPU3AS1Kfmm9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, i64, target("spirv.Event"))
declare spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS1fPU3AS3Kfmm9ocl_event(ptr addrspace(1), ptr addrspace(3), i64, i64, target("spirv.Event"))
declare spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3Dv4_fPU3AS1KS_mm9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, i64, target("spirv.Event"))
declare spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS1Dv3_fPU3AS3KS_mm9ocl_event(ptr addrspace(1), ptr addrspace(3), i64, i64, target("spirv.Event"))
