; __local memory starts undefined in each work-group: a __local variable gets a shadow __local
; variable (@k.tile.written, a byte per byte), a __local argument the bytes after its launch
; size (limits[1], at offset 8 of the state, rounded up to 16).  The group's first work-item
; (local linear id 0, run first by the work-item loops) zeroes both when the kernel starts.
; RUN: ncpu-opt -passes=check-uninitialized -S %s | FileCheck %s

; CHECK: @k.tile.written = internal addrspace(3) global [64 x i8] undef, align 16
; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %check.field = getelementptr i8, ptr %check.state, i64 8
; CHECK-NEXT: %[[LIMIT:[0-9]+]] = load i64, ptr %check.field, align 8, !invariant.load
; CHECK-NEXT: %[[UP:[0-9]+]] = add i64 %[[LIMIT]], 15
; CHECK-NEXT: %[[ROUND:[0-9]+]] = and i64 %[[UP]], -16
; CHECK-NEXT: %check.shadow = getelementptr i8, ptr addrspace(3) %scratch, i64 %[[ROUND]]
; CHECK: %[[ID:[0-9]+]] = call i64 @__mux_get_local_linear_id()
; CHECK-NEXT: %check.uninit.reset.first = icmp eq i64 %[[ID]], 0
; CHECK-NEXT: br i1 %check.uninit.reset.first, label %check.uninit.reset, label %check.uninit.reset.cont
; CHECK: check.uninit.reset:
; CHECK: call void @llvm.memset.p3.i64(ptr addrspace(3) %{{.*}}, i8 0, i64 64, i1 false)
; CHECK: call void @llvm.memset.p3.i64(ptr addrspace(3) %{{.*}}, i8 0, i64 %[[LIMIT]], i1 false)
; The store to the variable marks its bytes; the load of the argument tests its own, within
; the launch's size.
; CHECK: getelementptr i8, ptr addrspace(3) @k.tile.written, i64 %check.offset
; CHECK: store i32 16843009, ptr addrspace(3)
; CHECK: icmp ule i64 %check.offset1, %[[LIMIT]]
; CHECK: %check.written = load i32, ptr addrspace(3)
; CHECK: call void @__ncpu_check_report(ptr %check.state, i32 10, i32 0, i32 1,
; CHECK: %w = load float, ptr addrspace(3) %s, align 4

; The argument's site names it; the variable's stores have no site.
; CHECK: !{!"k", i32 0, !"@k: the load through %s in block %entry", i32 1, !""}

declare i64 @__mux_get_local_id(i32)

@k.tile = internal addrspace(3) global [16 x float] undef, align 4

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(3) %scratch) {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  %t = getelementptr float, ptr addrspace(3) @k.tile, i64 %lid
  store float 1.0, ptr addrspace(3) %t, align 4
  %s = getelementptr float, ptr addrspace(3) %scratch, i64 %lid
  %w = load float, ptr addrspace(3) %s, align 4
  store float %w, ptr addrspace(1) %out, align 4
  ret void
}
