; "mux-work-item-order" gives the loops innermost first; !max_work_dim drops
; the unused outer dimensions (their local id is set to 0 once).
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @zyx.mux-barrier-wrapper(
; CHECK: loopIR:
; CHECK: loopIR2:
; CHECK: loopIR3:
; CHECK: call spir_func void @zyx(

; CHECK-LABEL: define spir_kernel void @yxz.mux-barrier-wrapper(
; CHECK: loopIR:
; CHECK: loopIR2:
; CHECK: loopIR3:
; CHECK: call spir_func void @yxz(

; CHECK-LABEL: define spir_kernel void @one_dim.mux-barrier-wrapper(
; CHECK: %local_size.x = call i64 @__mux_get_local_size(i32 0)
; CHECK-NOT: __mux_get_local_size
; CHECK: call void @__mux_set_local_id(i32 1, i64 0)
; CHECK-NEXT: call void @__mux_set_local_id(i32 2, i64 0)
; CHECK-NOT: loop{{[0-9]+}}.y
; CHECK: loopIR:
; CHECK-NEXT: %loop1.x.id = phi i64
; CHECK-NEXT: call void @__mux_set_local_id(i32 0, i64 %loop1.x.id)
; CHECK-NEXT: %[[LIN:[0-9]+]] = trunc i64 %loop1.x.id to i32
; CHECK-NEXT: call void @__mux_set_sub_group_id(i32 %[[LIN]])
; CHECK-NOT: loop{{[0-9]+}}.y
; CHECK: ret void

; Two dimensions, y outermost even with order "zyx" minus z.
; CHECK-LABEL: define spir_kernel void @two_dim.mux-barrier-wrapper(
; CHECK-NOT: loop{{[0-9]+}}.z
; CHECK: loopIR:
; CHECK: loopIR2:
; CHECK-NOT: loop{{[0-9]+}}.z
; CHECK: ret void

define spir_kernel void @zyx(ptr addrspace(1) %out) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @yxz(ptr addrspace(1) %out) #1 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @one_dim(ptr addrspace(1) %out) #2 !max_work_dim !0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @two_dim(ptr addrspace(1) %out) #0 !max_work_dim !1 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

declare i64 @__mux_get_global_id(i32)
attributes #0 = { "mux-kernel"="entry-point" "mux-work-item-order"="zyx" }
attributes #1 = { "mux-kernel"="entry-point" "mux-work-item-order"="yxz" }
attributes #2 = { "mux-kernel"="entry-point" }
!0 = !{i32 1}
!1 = !{i32 2}
