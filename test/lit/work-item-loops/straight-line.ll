; A barrier in straight-line code: two regions, a value stored before the
; barrier and reloaded after it, the barrier's memory aspect kept in the wrapper.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: %two_live_mem_info = type { i32 }

; The original stays, internal and no longer a kernel.
; CHECK: define internal spir_func void @two(

; Region parameters are unnamed; the live-variables pointer is the last one.
; CHECK: define internal spir_func i32 @two.mux-barrier-region(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr %[[LIVE:[0-9]+]]) #[[REGION:[0-9]+]] {
; CHECK-NEXT: entry:
; CHECK-NEXT: %live_gep_w = getelementptr inbounds %two_live_mem_info, ptr %[[LIVE]], i32 0, i32 0
; CHECK: %w = mul i32 %v, 3
; CHECK-NEXT: store i32 %w, ptr %live_gep_w, align 4
; CHECK-NOT: __mux_work_group_barrier
; CHECK-NEXT: ret i32 2
; CHECK-NEXT: }

; CHECK: define internal spir_func i32 @two.mux-barrier-region.1(ptr addrspace(1) %0, ptr addrspace(1) %[[OUT:[0-9]+]], ptr %[[LIVE1:[0-9]+]]) #[[REGION]] {
; CHECK-NEXT: entry.barrier:
; The rematerialisable getter is recomputed, %w is reloaded.
; CHECK: %lid = call i64 @__mux_get_local_id(i32 0)
; CHECK: %live_gep_w = getelementptr inbounds %two_live_mem_info, ptr %[[LIVE1]], i32 0, i32 0
; CHECK-NEXT: %w.reload = load i32, ptr %live_gep_w, align 4
; CHECK: %q = getelementptr inbounds i32, ptr addrspace(1) %[[OUT]], i64 %lid
; CHECK-NEXT: store i32 %w.reload
; CHECK: ret i32 0

; CHECK: define spir_kernel void @two.mux-barrier-wrapper(ptr addrspace(1) %in, ptr addrspace(1) %out) #[[WRAPPER:[0-9]+]] !codeplay_ca_wrapper ![[INFO:[0-9]+]] {
; CHECK: %local_size.x = call i64 @__mux_get_local_size(i32 0)
; CHECK: %local_size.y = call i64 @__mux_get_local_size(i32 1)
; CHECK: %local_size.z = call i64 @__mux_get_local_size(i32 2)
; CHECK: %local_linear_size = mul i64
; CHECK: call void @__mux_set_num_sub_groups(i32
; CHECK: call void @__mux_set_max_sub_group_size(i32 1)
; CHECK: %live_variables = alloca %two_live_mem_info, i64 %local_linear_size, align 4
; CHECK: sw.bb1:
; CHECK: call void @__mux_set_local_id(i32 0, i64 %loop3.x.id)
; CHECK: call void @__mux_set_local_id(i32 1, i64 %loop2.y.id)
; CHECK: call void @__mux_set_local_id(i32 2, i64 %loop1.z.id)
; CHECK: call void @__mux_set_sub_group_id(i32
; CHECK: %live_slot = getelementptr inbounds %two_live_mem_info, ptr %live_variables, i64
; CHECK: call spir_func i32 @two.mux-barrier-region(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr %live_slot)
; CHECK: sw.bb2:
; CHECK-NEXT: call void @__mux_mem_barrier(i32 2, i32 272)
; CHECK: call spir_func i32 @two.mux-barrier-region.1(
; CHECK: kernel.exit:
; CHECK-NEXT: ret void

; CHECK-DAG: attributes #[[REGION]] = { alwaysinline }
; CHECK-DAG: attributes #[[WRAPPER]] = { nounwind "mux-base-fn-name"="two" "mux-kernel"="entry-point" }
; CHECK-DAG: ![[INFO]] = !{![[MAIN:[0-9]+]], null}
; CHECK-DAG: ![[MAIN]] = !{i32 1, i32 0, i32 0, i32 0}

define spir_kernel void @two(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %lid
  %v = load i32, ptr addrspace(1) %p, align 4
  %w = mul i32 %v, 3
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %lid
  store i32 %w, ptr addrspace(1) %q, align 4
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare void @__mux_work_group_barrier(i32, i32, i32)
attributes #0 = { "mux-kernel"="entry-point" }
