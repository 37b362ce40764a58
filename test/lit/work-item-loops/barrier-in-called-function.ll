; A barrier inside a helper function: prepare-barriers inlines the helper, then
; work-item-loops splits the kernel at the inlined barrier and keeps %v, used
; after it, in the live-variable struct.
; RUN: ncpu-opt -passes='prepare-barriers,work-item-loops' -S %s | filecheck %s

; CHECK-NOT: define {{.*}}@helper
; Region parameters are unnamed, the live-variables pointer last.
; CHECK-LABEL: define internal spir_func i32 @k.mux-barrier-region(
; CHECK-SAME: ptr addrspace(1) %0, ptr %[[LIVE:[0-9]+]])
; CHECK-NEXT: %live_gep_v = getelementptr inbounds %k_live_mem_info, ptr %[[LIVE]], i32 0, i32 0
; CHECK: %v = load i32, ptr addrspace(1)
; CHECK-NEXT: store i32 %v, ptr %live_gep_v
; CHECK-NEXT: ret i32 2
; CHECK-LABEL: define internal spir_func i32 @k.mux-barrier-region.1(
; CHECK-SAME: ptr addrspace(1) %0, ptr %[[LIVE1:[0-9]+]])
; CHECK-NEXT: %live_gep_v = getelementptr inbounds %k_live_mem_info, ptr %[[LIVE1]], i32 0, i32 0
; CHECK-NEXT: %v.reload = load i32, ptr %live_gep_v
; CHECK: %next = add i32 %v.reload, 1
; CHECK: ret i32 0
; CHECK-LABEL: define spir_kernel void @k.mux-barrier-wrapper(ptr addrspace(1) %out)
; CHECK: %live_variables = alloca %k_live_mem_info
; CHECK: call spir_func i32 @k.mux-barrier-region(
; CHECK: call void @__mux_mem_barrier(i32 2, i32 272)
; CHECK: call spir_func i32 @k.mux-barrier-region.1(

define spir_kernel void @k(ptr addrspace(1) %out) #0 {
  %id = call i64 @__mux_get_local_id(i32 0)
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %id
  %v = load i32, ptr addrspace(1) %slot, align 4
  call void @helper()
  %next = add i32 %v, 1
  store i32 %next, ptr addrspace(1) %slot, align 4
  ret void
}

define internal void @helper() {
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare void @__mux_work_group_barrier(i32, i32, i32)

attributes #0 = { "mux-kernel"="entry-point" }
