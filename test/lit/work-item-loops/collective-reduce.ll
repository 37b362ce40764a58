; A work-group reduction (as OCK): a loop over the work-items' live structs,
; skipped for an empty group, before the loops of the region after it, whose
; function takes the result as a parameter.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define internal spir_func i32 @reduce.mux-barrier-region.1(
; CHECK-SAME: ptr addrspace(1) %[[IO:[0-9]+]], i32 %[[RESULT:[0-9]+]], ptr %{{[0-9]+}})
; CHECK-NOT: __mux_work_group_reduce
; CHECK: store i32 %[[RESULT]], ptr addrspace(1) %[[IO]]
; CHECK: ret i32 0

; CHECK-LABEL: define spir_kernel void @reduce.mux-barrier-wrapper(
; CHECK: sw.bb2:
; CHECK-NEXT: %[[NONEMPTY:[0-9]+]] = icmp ne i64 0, %local_linear_size
; CHECK-NEXT: br i1 %[[NONEMPTY]], label %ca_work_group_reduce_preheader, label %ca_work_group_reduce_exit
; CHECK: ca_work_group_reduce_exit:
; CHECK-NEXT: %sum = phi i32 [ 0, %sw.bb2 ], [ %[[ACC_NEXT:[0-9]+]], %[[LOOP:loopIR[0-9]+]] ]
; CHECK: [[LOOP]]:
; CHECK-NEXT: %[[I:[0-9]+]] = phi i64 [ 0, %ca_work_group_reduce_preheader ], [ %[[I_NEXT:[0-9]+]], %[[LOOP]] ]
; CHECK-NEXT: %[[ACC:[0-9]+]] = phi i32 [ 0, %ca_work_group_reduce_preheader ], [ %[[ACC_NEXT]], %[[LOOP]] ]
; CHECK-NEXT: %[[ITEM:[0-9]+]] = getelementptr inbounds %reduce_live_mem_info, ptr %live_variables, i64 %[[I]]
; CHECK-NEXT: %live_gep_x = getelementptr inbounds %reduce_live_mem_info, ptr %[[ITEM]], i32 0, i32 0
; CHECK-NEXT: %x_load = load i32, ptr %live_gep_x, align 4
; CHECK-NEXT: %[[ACC_NEXT]] = add i32 %[[ACC]], %x_load
; CHECK-NEXT: %[[I_NEXT]] = add i64 %[[I]], 1
; CHECK-NEXT: %[[MORE:[0-9]+]] = icmp ult i64 %[[I_NEXT]], %local_linear_size
; CHECK-NEXT: br i1 %[[MORE]], label %[[LOOP]], label %ca_work_group_reduce_exit, !llvm.loop ![[NOVEC:[0-9]+]]
; CHECK: call spir_func i32 @reduce.mux-barrier-region.1(ptr addrspace(1) %io, i32 %sum, ptr %live_slot{{[0-9]*}})
; CHECK: ![[NOVEC]] = distinct !{![[NOVEC]], ![[DISABLE:[0-9]+]]}
; CHECK: ![[DISABLE]] = !{!"llvm.loop.vectorize.enable", i1 false}

define spir_kernel void @reduce(ptr addrspace(1) %io) #0 {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %io, i64 %lid
  %x = load i32, ptr addrspace(1) %p, align 4
  %sum = call i32 @__mux_work_group_reduce_add_i32(i32 0, i32 %x)
  store i32 %sum, ptr addrspace(1) %io, align 4
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare i32 @__mux_work_group_reduce_add_i32(i32, i32)
attributes #0 = { "mux-kernel"="entry-point" }
