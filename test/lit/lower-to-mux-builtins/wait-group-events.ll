; wait_group_events(n, list) becomes __mux_dma_wait(n, list): clang passes the
; list as a generic pointer cast from the events' alloca, which the wait takes
; directly (the cast goes); another generic pointer is cast back.
; RUN: ncpu-opt -passes='lower-to-mux-builtins,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @wait(
; CHECK-NEXT: entry:
; CHECK-NEXT: %evs = alloca [2 x ptr], align 8
; CHECK-NEXT: %a = call ptr @__mux_dma_read_1D(
; CHECK-NEXT: %b = call ptr @__mux_dma_read_1D(
; CHECK-NEXT: store ptr %a, ptr %evs, align 8
; CHECK-NEXT: %second = getelementptr inbounds nuw i8, ptr %evs, i64 8
; CHECK-NEXT: store ptr %b, ptr %second, align 8
; CHECK-NEXT: call void @__mux_dma_wait(i32 2, ptr %evs)
; CHECK-NEXT: %[[BACK:.+]] = addrspacecast ptr addrspace(4) %list to ptr
; CHECK-NEXT: call void @__mux_dma_wait(i32 1, ptr %[[BACK]])
; CHECK-NEXT: ret void
define spir_kernel void @wait(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(4) %list) {
entry:
  %evs = alloca [2 x target("spirv.Event")], align 8
  %a = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) %l, ptr addrspace(1) %g, i64 16, target("spirv.Event") zeroinitializer)
  %b = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) %l, ptr addrspace(1) %g, i64 16, target("spirv.Event") zeroinitializer)
  store target("spirv.Event") %a, ptr %evs, align 8
  %second = getelementptr inbounds nuw i8, ptr %evs, i64 8
  store target("spirv.Event") %b, ptr %second, align 8
  %generic = addrspacecast ptr %evs to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 2, ptr addrspace(4) %generic)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 1, ptr addrspace(4) %list)
  ret void
}

; CHECK-NOT: @_Z17wait_group_events
; CHECK: declare void @__mux_dma_wait(i32, ptr)
; CHECK-NOT: @_Z17wait_group_events

declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, target("spirv.Event"))
declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32, ptr addrspace(4))
