; With a required work-group size the reduction loop runs unguarded, to the
; constant number of work-items.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @reduce.mux-barrier-wrapper(
; CHECK: sw.bb2:
; CHECK-NEXT: br label %[[LOOP:loopIR[0-9]*]]
; CHECK: [[LOOP]]:
; CHECK-NEXT: %[[I:[0-9]+]] = phi i64 [ 0, %sw.bb2 ]
; CHECK-NEXT: %[[ACC:[0-9]+]] = phi i32 [ -2147483648, %sw.bb2 ]
; CHECK: %[[ACC_NEXT:[0-9]+]] = select i1 %{{[0-9]+}}, i32 %[[ACC]], i32 %x_load
; CHECK: icmp ult i64 %{{[0-9]+}}, 64
; CHECK: %sum = phi i32 [ %[[ACC_NEXT]], %[[LOOP]] ]

define spir_kernel void @reduce(ptr addrspace(1) %io) #0 !reqd_work_group_size !0 {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %io, i64 %lid
  %x = load i32, ptr addrspace(1) %p, align 4
  %sum = call i32 @__mux_work_group_reduce_smax_i32(i32 0, i32 %x)
  store i32 %sum, ptr addrspace(1) %io, align 4
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare i32 @__mux_work_group_reduce_smax_i32(i32, i32)
attributes #0 = { "mux-kernel"="entry-point" }
!0 = !{i32 16, i32 4, i32 1}
