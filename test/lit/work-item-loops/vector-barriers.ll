; A vectorised kernel with barriers: the clone and the scalar kernel are split
; into their own region functions, with their own live-variable structs (one
; per chunk of 4 for the clone, one per tail work-item for the scalar kernel);
; each region runs the vector loop, then the tail.  A "once" region runs the
; scalar kernel's region for work-item 0.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-DAG: %K_live_mem_info = type { float }
; CHECK-DAG: %__vecz_v4_K_live_mem_info = type { <4 x float> }
; CHECK: define internal spir_func i32 @K.mux-barrier-region(
; CHECK: store float %x, ptr %live_gep_x, align 4
; CHECK: define internal spir_func i32 @K.mux-barrier-region.1(
; CHECK: define internal spir_func i32 @K.mux-barrier-region.2(
; CHECK-LABEL: define spir_kernel void @K.mux-barrier-wrapper(
; CHECK: %vector_slots = mul i64 %{{[0-9]+}}, %chunks
; CHECK: %live_variables = alloca %__vecz_v4_K_live_mem_info, i64 %vector_slots, align 16
; CHECK: %tail_slots = add i64 %{{[0-9]+}}, 1
; CHECK: %live_variables.tail = alloca %K_live_mem_info, i64 %tail_slots, align 4
; CHECK: sw.bb1:
; CHECK: %vector_slot = add i64 %{{[0-9]+}}, %chunk
; CHECK-NEXT: %live_slot = getelementptr inbounds %__vecz_v4_K_live_mem_info, ptr %live_variables, i64 %vector_slot
; CHECK-NEXT: call spir_func i32 @__vecz_v4_K.mux-barrier-region(ptr addrspace(1) %out, float %v, ptr %live_slot)
; CHECK: %tail_slot = add i64 %{{[0-9]+}}, %tail_index
; CHECK-NEXT: %live_slot1 = getelementptr inbounds %K_live_mem_info, ptr %live_variables.tail, i64 %tail_slot
; CHECK-NEXT: call spir_func i32 @K.mux-barrier-region(ptr addrspace(1) %out, float %v, ptr %live_slot1)
; CHECK: br label %sw.bb2
; CHECK: sw.bb2:
; CHECK-NEXT: call void @__mux_mem_barrier(i32 2, i32 272)
; CHECK: call spir_func i32 @__vecz_v4_K.mux-barrier-region.1(
; CHECK: call spir_func i32 @K.mux-barrier-region.1(
; CHECK: br label %sw.bb3
; CHECK: sw.bb3:
; CHECK-NEXT: call void @__mux_mem_barrier(i32 2, i32 272)
; CHECK-NEXT: call void @__mux_set_local_id(i32 0, i64 0)
; CHECK-NEXT: call void @__mux_set_local_id(i32 1, i64 0)
; CHECK-NEXT: call void @__mux_set_local_id(i32 2, i64 0)
; CHECK-NEXT: call void @__mux_set_sub_group_id(i32 0)
; CHECK-NEXT: %live_slot{{[0-9]+}} = getelementptr inbounds %K_live_mem_info, ptr %live_variables.tail, i64 0
; CHECK-NEXT: call spir_func i32 @K.mux-barrier-region.2(
; CHECK-NEXT: br label %kernel.exit
; CHECK: define internal spir_func i32 @__vecz_v4_K.mux-barrier-region(
; CHECK: store <4 x float> %y, ptr %live_gep_y, align 16
; CHECK: define internal spir_func i32 @__vecz_v4_K.mux-barrier-region.1(
; CHECK: %y.reload = load <4 x float>, ptr %live_gep_y, align 16

define spir_kernel void @K(ptr addrspace(1) %out, float %v) #0 !codeplay_ca_vecz.base !0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %x = load float, ptr addrspace(1) %out, align 4
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %slot = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %x, ptr addrspace(1) %slot, align 4
  call void @__mux_work_group_barrier(i32 1, i32 2, i32 272) #2
  store float 0.0, ptr addrspace(1) %out, align 4
  ret void
}

define spir_kernel void @__vecz_v4_K(ptr addrspace(1) %out, float %v) #1 !codeplay_ca_vecz.derived !2 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %x = load float, ptr addrspace(1) %out, align 4
  %head = insertelement <4 x float> poison, float %x, i64 0
  %xs = shufflevector <4 x float> %head, <4 x float> poison, <4 x i32> zeroinitializer
  %y = fadd <4 x float> %xs, <float 0.0, float 1.0, float 2.0, float 3.0>
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %slot = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store <4 x float> %y, ptr addrspace(1) %slot, align 4
  call void @__mux_work_group_barrier(i32 1, i32 2, i32 272) #2
  store float 0.0, ptr addrspace(1) %out, align 4
  ret void
}

declare i64 @__mux_get_global_id(i32)
declare void @__mux_work_group_barrier(i32, i32, i32)

attributes #0 = { "mux-kernel"="entry-point" }
attributes #1 = { "mux-kernel"="entry-point" "mux-base-fn-name"="K" }
attributes #2 = { "mux-barrier-schedule"="once" }
!0 = !{!1, ptr @__vecz_v4_K}
!1 = !{i32 4, i32 0, i32 0, i32 0}
!2 = !{!1, ptr @K}
