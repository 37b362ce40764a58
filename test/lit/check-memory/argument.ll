; A load through a buffer argument checks its offset against the argument's size from the
; launch's state (limits[1] at byte 8), and its alignment; failing, the load is skipped (0),
; and the report names site 0, argument 1, the offset and the work-item. An argument the
; launch proved safe (flags[1] at byte 520, bit 2) goes straight to the access.
; RUN: ncpu-opt -passes=check-memory -S %s | FileCheck %s

; CHECK: @__ncpu_check_state = external global ptr
; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %check.state = load ptr, ptr @__ncpu_check_state, align 8, !invariant.load
; CHECK: %check.field = getelementptr i8, ptr %check.state, i64 520
; CHECK: %[[BIT:[0-9]+]] = and i64 %{{[0-9]+}}, 2
; CHECK: %check.proven = icmp ne i64 %[[BIT]], 0
; CHECK: br i1 %check.proven, label %check.do, label %check.test
; CHECK: check.test:
; CHECK: %check.offset = sub i64 %check.addr, %check.base
; CHECK: %check.field1 = getelementptr i8, ptr %check.state, i64 8
; CHECK: %[[LIMIT:[0-9]+]] = load i64, ptr %check.field1
; CHECK: %check.within = icmp ule i64 %check.offset, %[[LIMIT]]
; CHECK: %check.aligned = icmp eq i64
; CHECK: br i1 %{{[0-9]+}}, label %check.do, label %check.fail
; CHECK: check.fail:
; CHECK: call i64 @__mux_get_local_id(i32 0)
; CHECK: call void @__ncpu_check_report(ptr %check.state, i32 %{{[0-9]+}}, i32 0, i32 1, i64 %check.offset, i64 4,
; CHECK: check.do:
; CHECK-NEXT: %x = load float, ptr addrspace(1) %in.i, align 4
; CHECK: check.join:
; CHECK-NEXT: %check.value = phi float [ %x, %check.do ], [ 0.000000e+00, %check.fail ]
; CHECK-LABEL: define internal void @__ncpu_check_report(
; CHECK: atomicrmw add ptr %{{[0-9]+}}, i32 1 seq_cst
; CHECK: !ncpu.check_sites = !{![[SITE0:[0-9]+]], ![[SITE1:[0-9]+]]}
; CHECK: ![[SITE0]] = !{!"k", i32 0, !"@k: the load through %in.i in block %entry", i32 1, !""}

declare i64 @__mux_get_global_id(i32)

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %i = call i64 @__mux_get_global_id(i32 0)
  %in.i = getelementptr float, ptr addrspace(1) %in, i64 %i
  %x = load float, ptr addrspace(1) %in.i, align 4
  %out.i = getelementptr float, ptr addrspace(1) %out, i64 %i
  store float %x, ptr addrspace(1) %out.i, align 4
  ret void
}
