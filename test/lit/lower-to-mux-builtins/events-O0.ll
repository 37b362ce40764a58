; clang -O0 keeps events in memory: allocas of events and of arrays of events,
; loads, stores and GEPs over them, a helper taking and returning an event.
; Every target("spirv.Event") becomes ptr (its layout), so the module verifies.
; RUN: ncpu-opt -passes='lower-to-mux-builtins,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.pair = type { target("spirv.Event"), i32 }

; CHECK: %struct.pair = type { ptr, i32 }

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %evs = alloca [2 x ptr], align 8
; CHECK-NEXT: %x = alloca ptr, align 8
; CHECK-NEXT: %p = alloca %struct.pair, align 8
; CHECK: %call = call ptr @__mux_dma_read_1D(ptr addrspace(3) %0, ptr addrspace(1) %1, i64 64, ptr null)
; CHECK-NEXT: %arrayidx = getelementptr inbounds [2 x ptr], ptr %evs, i64 0, i64 0
; CHECK-NEXT: store ptr %call, ptr %arrayidx, align 8
; CHECK: %2 = load ptr, ptr %arrayidx2, align 8
; CHECK-NEXT: %call3 = call spir_func ptr @helper(ptr addrspace(3) noundef %add.ptr, ptr addrspace(1) noundef %add.ptr1, ptr %2)
; CHECK: store ptr null, ptr %x, align 8
; CHECK-NEXT: store [2 x ptr] zeroinitializer, ptr %evs, align 8
; CHECK: call void @__mux_dma_wait(i32 2, ptr %arraydecay)
; CHECK-NEXT: call void @__mux_dma_wait(i32 1, ptr %x)
; CHECK-NEXT: ret void
define spir_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %l) {
entry:
  %g.addr = alloca ptr addrspace(1), align 8
  %l.addr = alloca ptr addrspace(3), align 8
  %evs = alloca [2 x target("spirv.Event")], align 8
  %x = alloca target("spirv.Event"), align 8
  %p = alloca %struct.pair, align 8
  store ptr addrspace(1) %g, ptr %g.addr, align 8
  store ptr addrspace(3) %l, ptr %l.addr, align 8
  %0 = load ptr addrspace(3), ptr %l.addr, align 8
  %1 = load ptr addrspace(1), ptr %g.addr, align 8
  %call = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) noundef %0, ptr addrspace(1) noundef %1, i64 noundef 16, target("spirv.Event") zeroinitializer)
  %arrayidx = getelementptr inbounds [2 x target("spirv.Event")], ptr %evs, i64 0, i64 0
  store target("spirv.Event") %call, ptr %arrayidx, align 8
  %add.ptr = getelementptr inbounds float, ptr addrspace(3) %0, i64 16
  %add.ptr1 = getelementptr inbounds float, ptr addrspace(1) %1, i64 16
  %arrayidx2 = getelementptr inbounds [2 x target("spirv.Event")], ptr %evs, i64 0, i64 0
  %2 = load target("spirv.Event"), ptr %arrayidx2, align 8
  %call3 = call spir_func target("spirv.Event") @helper(ptr addrspace(3) noundef %add.ptr, ptr addrspace(1) noundef %add.ptr1, target("spirv.Event") %2)
  %arrayidx4 = getelementptr inbounds [2 x target("spirv.Event")], ptr %evs, i64 0, i64 1
  store target("spirv.Event") %call3, ptr %arrayidx4, align 8
  %member = getelementptr inbounds %struct.pair, ptr %p, i32 0, i32 0
  store target("spirv.Event") %call3, ptr %member, align 8
  store target("spirv.Event") zeroinitializer, ptr %x, align 8
  store [2 x target("spirv.Event")] zeroinitializer, ptr %evs, align 8
  %arraydecay = getelementptr inbounds [2 x target("spirv.Event")], ptr %evs, i64 0, i64 0
  %arraydecay.ascast = addrspacecast ptr %arraydecay to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 2, ptr addrspace(4) noundef %arraydecay.ascast)
  %x.ascast = addrspacecast ptr %x to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %x.ascast)
  ret void
}

; CHECK-LABEL: define internal spir_func ptr @helper(ptr addrspace(3) noundef %l, ptr addrspace(1) noundef %g, ptr %e)
; CHECK: %e.addr = alloca ptr, align 8
; CHECK: store ptr %e, ptr %e.addr, align 8
; CHECK: %0 = load ptr, ptr %e.addr, align 8
; CHECK-NEXT: %call = call ptr @__mux_dma_read_1D(ptr addrspace(3) %l, ptr addrspace(1) %g, i64 16, ptr %0)
; CHECK-NEXT: ret ptr %call
define internal spir_func target("spirv.Event") @helper(ptr addrspace(3) noundef %l, ptr addrspace(1) noundef %g, target("spirv.Event") %e) {
entry:
  %e.addr = alloca target("spirv.Event"), align 8
  store target("spirv.Event") %e, ptr %e.addr, align 8
  %0 = load target("spirv.Event"), ptr %e.addr, align 8
  %call = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) noundef %l, ptr addrspace(1) noundef %g, i64 noundef 4, target("spirv.Event") %0)
  ret target("spirv.Event") %call
}

; CHECK-NOT: spirv.Event

declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) noundef, ptr addrspace(1) noundef, i64 noundef, target("spirv.Event"))
declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef, ptr addrspace(4) noundef)
