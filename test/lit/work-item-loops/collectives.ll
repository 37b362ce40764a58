; Work-group collectives are barrier points: the region before stores the
; operand, the wrapper combines the work-items' operands in linear order and
; stores each work-item's result, the region after loads it.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; Members: pointers (8-byte aligned) first, then the operands and results,
; then padding to a multiple of the alignment.
; CHECK: %coll_live_mem_info = type { ptr addrspace(1), ptr addrspace(1), i32, i32, float, float, i32, [4 x i8] }

; CHECK-LABEL: define internal spir_func i32 @coll.mux-barrier-region(
; CHECK: store i32 %x, ptr %live_gep_x, align 4
; CHECK: ret i32 2

; CHECK-LABEL: define internal spir_func i32 @coll.mux-barrier-region.1(
; CHECK: %sum.result = load i32, ptr %live_gep_sum, align 4
; CHECK-NOT: __mux_work_group_reduce
; CHECK: ret i32 3

; CHECK-LABEL: define spir_kernel void @coll.mux-barrier-wrapper(
; Reduction: one pass accumulating in linear order, one pass storing the result.
; CHECK: sw.bb2:
; CHECK-NOT: __mux_mem_barrier
; CHECK: wg0.reduce:
; CHECK-NEXT: %wg0.reduce.i = phi i64 [ 0, %sw.bb2 ], [ %[[NEXT:[0-9]+]], %wg0.reduce ]
; CHECK-NEXT: %wg0.acc = phi i32 [ 0, %sw.bb2 ], [ %[[ACC:[0-9]+]], %wg0.reduce ]
; CHECK-NEXT: %[[ITEM:[0-9]+]] = getelementptr inbounds %coll_live_mem_info, ptr %live_variables, i64 %wg0.reduce.i
; CHECK-NEXT: %live_gep_x = getelementptr inbounds %coll_live_mem_info, ptr %[[ITEM]], i32 0, i32 2
; CHECK-NEXT: %x = load i32, ptr %live_gep_x, align 4
; CHECK-NEXT: %[[ACC]] = add i32 %wg0.acc, %x
; CHECK-NEXT: %[[NEXT]] = add nuw i64 %wg0.reduce.i, 1
; CHECK: wg0.result:
; CHECK: store i32 %[[ACC]], ptr %live_gep_sum, align 4
; CHECK: call spir_func i32 @coll.mux-barrier-region.1(
; Inclusive scan: each work-item gets the running value including its own.
; CHECK: sw.bb3:
; CHECK: wg1.scan:
; CHECK: %wg1.acc = phi float [ 0x7FF0000000000000, %sw.bb3 ], [ %[[MIN:[0-9]+]], %wg1.scan ]
; CHECK: %[[MIN]] = call float @llvm.minnum.f32(float %wg1.acc, float %f)
; CHECK: store float %[[MIN]], ptr %live_gep_scan, align 4
; Broadcast: the value of work-item (1, 0, 0), read once, stored for all.
; CHECK: sw.bb4:
; CHECK: %broadcast.item = add i64 1, %{{[0-9]+}}
; CHECK: %[[SRC:[0-9]+]] = getelementptr inbounds %coll_live_mem_info, ptr %live_variables, i64 %broadcast.item
; CHECK: wg2.broadcast:
; CHECK: store i32 %x{{[0-9]*}}, ptr %live_gep_bc, align 4
; CHECK: declare float @llvm.minnum.f32(float, float)

define spir_kernel void @coll(ptr addrspace(1) %io, ptr addrspace(1) %fio) #0 {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %io, i64 %lid
  %x = load i32, ptr addrspace(1) %p, align 4
  %sum = call i32 @__mux_work_group_reduce_add_i32(i32 0, i32 %x)
  %fp = getelementptr inbounds float, ptr addrspace(1) %fio, i64 %lid
  %f = load float, ptr addrspace(1) %fp, align 4
  %scan = call float @__mux_work_group_scan_inclusive_fmin_f32(i32 1, float %f)
  %bc = call i32 @__mux_work_group_broadcast_i32(i32 2, i32 %x, i64 1, i64 0, i64 0)
  %t = add i32 %sum, %bc
  store i32 %t, ptr addrspace(1) %p, align 4
  store float %scan, ptr addrspace(1) %fp, align 4
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare i32 @__mux_work_group_reduce_add_i32(i32, i32)
declare float @__mux_work_group_scan_inclusive_fmin_f32(i32, float)
declare i32 @__mux_work_group_broadcast_i32(i32, i32, i64, i64, i64)
attributes #0 = { "mux-kernel"="entry-point" }
