; Work-group collectives with a vector-predicated tail: per row, the plain
; clone's chunks then the VP clone's one call (its live struct indexed by
; the row) contribute, in linear work-item order; both clones call the
; exclusive scan, as the scalar kernel does here.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @K.mux-barrier-wrapper(
; CHECK: !codeplay_ca_wrapper ![[WRAPPER:[0-9]+]]
; CHECK: %live_variables = alloca %__vecz_v4_K_live_mem_info, i64 %vector_slots
; CHECK: %live_variables.tail = alloca %__vecz_v4_vp_K_live_mem_info, i64 %local_size.y
; CHECK: %wg0.running = alloca float, align 4
; CHECK: sw.bb2:
; CHECK-NEXT: store float 0.000000e+00, ptr %wg0.running, align 4
; Two dimensions (!max_work_dim): a row is a y.
; CHECK: %[[Y:loop[0-9]+]].y.id = phi
; CHECK: %has_vector{{[0-9]+}} = icmp ne i64 %peel_limit, 0
; CHECK: .x.chunks.id = phi
; CHECK: %[[BEFORE:wg0.acc[0-9]*]] = load float, ptr %wg0.running, align 4
; CHECK: %[[C:[a-z.0-9]+]] = load float, ptr %live_gep_chunk{{[0-9]*}}, align 4
; CHECK-NEXT: %[[AFTER:[0-9]+]] = fadd float %[[BEFORE]], %[[C]]
; CHECK-NEXT: store float %[[AFTER]], ptr %wg0.running, align 4
; CHECK: store float %[[BEFORE]], ptr %live_gep_before{{[0-9]*}}, align 4
; The VP call of the row: no loop, its slot is the row.
; CHECK: %has_tail{{[0-9]+}} = icmp ne i64 %peel_limit, %local_size.x
; CHECK-NEXT: br i1 %has_tail{{[0-9]+}}, label %[[TAIL:tail[0-9]+]], label
; CHECK: [[TAIL]]:
; CHECK-NEXT: %[[BEFORE:wg0.acc[0-9]*]] = load float, ptr %wg0.running, align 4
; CHECK-NEXT: %[[E:[0-9]+]] = getelementptr inbounds %__vecz_v4_vp_K_live_mem_info, ptr %live_variables.tail, i64 %[[Y]].y.id
; CHECK: %[[C:[a-z.0-9]+]] = load float, ptr %live_gep_chunk{{[0-9]*}}, align 4
; CHECK-NEXT: %[[AFTER:[0-9]+]] = fadd float %[[BEFORE]], %[[C]]
; CHECK-NEXT: store float %[[AFTER]], ptr %wg0.running, align 4
; CHECK: store float %[[BEFORE]], ptr %live_gep_before{{[0-9]*}}, align 4
; CHECK: call spir_func i32 @__vecz_v4_K.mux-barrier-region.1(
; CHECK: call spir_func i32 @__vecz_v4_vp_K.mux-barrier-region.1(
; CHECK-DAG: ![[MAIN:[0-9]+]] = !{i32 4, i32 0, i32 0, i32 0}
; CHECK-DAG: ![[VP:[0-9]+]] = !{i32 4, i32 0, i32 0, i32 1}
; CHECK-DAG: ![[WRAPPER]] = !{![[MAIN]], ![[VP]]}

define spir_kernel void @K(ptr addrspace(1) %io) #0 !codeplay_ca_vecz.base !0 !codeplay_ca_vecz.base !3 !max_work_dim !5 {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  %p = getelementptr inbounds float, ptr addrspace(1) %io, i64 %lid
  %x = load float, ptr addrspace(1) %p, align 4
  %before = call float @__mux_work_group_scan_exclusive_fadd_f32(i32 0, float %x)
  store float %before, ptr addrspace(1) %p, align 4
  ret void
}

define spir_func void @__vecz_v4_K(ptr addrspace(1) %io) #1 !codeplay_ca_vecz.derived !2 {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  %p = getelementptr inbounds float, ptr addrspace(1) %io, i64 %lid
  %x = load <4 x float>, ptr addrspace(1) %p, align 4
  %chunk = call float @llvm.vector.reduce.fadd.v4f32(float -0.0, <4 x float> %x)
  %before = call float @__mux_work_group_scan_exclusive_fadd_f32(i32 0, float %chunk)
  %x.1 = shufflevector <4 x float> %x, <4 x float> zeroinitializer, <4 x i32> <i32 4, i32 0, i32 1, i32 2>
  %x.2 = shufflevector <4 x float> %x, <4 x float> zeroinitializer, <4 x i32> <i32 4, i32 4, i32 0, i32 1>
  %x.3 = shufflevector <4 x float> %x, <4 x float> zeroinitializer, <4 x i32> <i32 4, i32 4, i32 4, i32 0>
  %s.1 = fadd <4 x float> %x.1, %x.2
  %s.2 = fadd <4 x float> %s.1, %x.3
  %before.head = insertelement <4 x float> poison, float %before, i64 0
  %before.splat = shufflevector <4 x float> %before.head, <4 x float> poison, <4 x i32> zeroinitializer
  %r = fadd <4 x float> %before.splat, %s.2
  store <4 x float> %r, ptr addrspace(1) %p, align 4
  ret void
}

define spir_func void @__vecz_v4_vp_K(ptr addrspace(1) %io) #1 !codeplay_ca_vecz.derived !4 {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  %ls = call i64 @__mux_get_local_size(i32 0)
  %left = sub i64 %ls, %lid
  %few = icmp ult i64 %left, 4
  %active = select i1 %few, i64 %left, i64 4
  %active.32 = trunc i64 %active to i32
  %active.head = insertelement <4 x i32> poison, i32 %active.32, i64 0
  %active.splat = shufflevector <4 x i32> %active.head, <4 x i32> poison, <4 x i32> zeroinitializer
  %mask = icmp ult <4 x i32> <i32 0, i32 1, i32 2, i32 3>, %active.splat
  %p = getelementptr inbounds float, ptr addrspace(1) %io, i64 %lid
  %x = call <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1) %p, i32 4, <4 x i1> %mask, <4 x float> zeroinitializer)
  %chunk = call float @llvm.vector.reduce.fadd.v4f32(float -0.0, <4 x float> %x)
  %before = call float @__mux_work_group_scan_exclusive_fadd_f32(i32 0, float %chunk)
  %x.1 = shufflevector <4 x float> %x, <4 x float> zeroinitializer, <4 x i32> <i32 4, i32 0, i32 1, i32 2>
  %x.2 = shufflevector <4 x float> %x, <4 x float> zeroinitializer, <4 x i32> <i32 4, i32 4, i32 0, i32 1>
  %x.3 = shufflevector <4 x float> %x, <4 x float> zeroinitializer, <4 x i32> <i32 4, i32 4, i32 4, i32 0>
  %s.1 = fadd <4 x float> %x.1, %x.2
  %s.2 = fadd <4 x float> %s.1, %x.3
  %before.head = insertelement <4 x float> poison, float %before, i64 0
  %before.splat = shufflevector <4 x float> %before.head, <4 x float> poison, <4 x i32> zeroinitializer
  %r = fadd <4 x float> %before.splat, %s.2
  call void @llvm.masked.store.v4f32.p1(<4 x float> %r, ptr addrspace(1) %p, i32 4, <4 x i1> %mask)
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare i64 @__mux_get_local_size(i32)
declare float @__mux_work_group_scan_exclusive_fadd_f32(i32, float)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
declare <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1), i32, <4 x i1>, <4 x float>)
declare void @llvm.masked.store.v4f32.p1(<4 x float>, ptr addrspace(1), i32, <4 x i1>)

attributes #0 = { "mux-kernel"="entry-point" }
attributes #1 = { "mux-kernel"="entry-point" "mux-base-fn-name"="K" }
!0 = !{!1, ptr @__vecz_v4_K}
!1 = !{i32 4, i32 0, i32 0, i32 0}
!2 = !{!1, ptr @K}
!3 = !{!6, ptr @__vecz_v4_vp_K}
!4 = !{!6, ptr @K}
!5 = !{i32 2}
!6 = !{i32 4, i32 0, i32 0, i32 1}
