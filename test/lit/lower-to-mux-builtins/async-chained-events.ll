; A copy given a non-zero event joins it: the DMA builtin gets that event.
; Events flow through phis and selects as ptr.
; RUN: ncpu-opt -passes='lower-to-mux-builtins,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @chained(
; CHECK: %first = call ptr @__mux_dma_read_1D(ptr addrspace(3) %l, ptr addrspace(1) %g, i64 64, ptr null)
; CHECK-NEXT: %second = call ptr @__mux_dma_read_1D(ptr addrspace(3) %l2, ptr addrspace(1) %g, i64 64, ptr %first)
; CHECK: loop:
; CHECK-NEXT: %ev = phi ptr [ %second, %entry ], [ %next, %loop ]
; CHECK-NEXT: %i = phi i64
; CHECK-NEXT: %next = call ptr @__mux_dma_write_1D(ptr addrspace(1) %g, ptr addrspace(3) %l, i64 64, ptr %ev)
; CHECK: done:
; CHECK-NEXT: %pick = select i1 %c, ptr %next, ptr null
; CHECK-NEXT: %last = call ptr @__mux_dma_write_1D(ptr addrspace(1) %g, ptr addrspace(3) %l2, i64 64, ptr %pick)
define spir_kernel void @chained(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(3) %l2, i1 %c) {
entry:
  %first = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) %l, ptr addrspace(1) %g, i64 16, target("spirv.Event") zeroinitializer)
  %second = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) %l2, ptr addrspace(1) %g, i64 16, target("spirv.Event") %first)
  br label %loop

loop:
  %ev = phi target("spirv.Event") [ %second, %entry ], [ %next, %loop ]
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %next = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1fPU3AS3Kfm9ocl_event(ptr addrspace(1) %g, ptr addrspace(3) %l, i64 16, target("spirv.Event") %ev)
  %i.next = add i64 %i, 1
  %more = icmp ult i64 %i.next, 4
  br i1 %more, label %loop, label %done

done:
  %pick = select i1 %c, target("spirv.Event") %next, target("spirv.Event") zeroinitializer
  %last = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1fPU3AS3Kfm9ocl_event(ptr addrspace(1) %g, ptr addrspace(3) %l2, i64 16, target("spirv.Event") %pick)
  ret void
}

; CHECK-NOT: spirv.Event

declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, target("spirv.Event"))
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1fPU3AS3Kfm9ocl_event(ptr addrspace(1), ptr addrspace(3), i64, target("spirv.Event"))
