; An access of part of a 4-byte granule (a char) works out its bytes of each granule it
; touches (a mask, bits 0-3 of the cell words): only accesses on the same bytes conflict.  A
; barrier in a function the kernel calls starts a new interval after the call too.
; RUN: ncpu-opt -passes=check-races -S %s | FileCheck %s

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: call i64 @__ncpu_race_local_write(ptr addrspace(3) @k.bytes.races, i64 %check.offset, i64 1,
; CHECK: call void @sync()
; CHECK-NEXT: %[[ID:[0-9]+]] = call i64 @__mux_get_local_linear_id()
; CHECK-NEXT: %check.race.first = icmp eq i64 %[[ID]], 0
; CHECK: call i64 @__ncpu_race_local_read(ptr addrspace(3) @k.bytes.races, i64 %check.offset1, i64 1,
; CHECK-LABEL: define internal i64 @__ncpu_race_local_write(
; CHECK: %mask = and i64

declare i64 @__mux_get_local_id(i32)
declare void @__mux_work_group_barrier(i32, i32, i32)

@k.bytes = internal addrspace(3) global [16 x i8] undef, align 1

define internal void @sync() {
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  ret void
}

define spir_kernel void @k(ptr addrspace(1) %out, i64 %i) {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  %t = getelementptr i8, ptr addrspace(3) @k.bytes, i64 %lid
  store i8 1, ptr addrspace(3) %t, align 1
  call void @sync()
  %s = getelementptr i8, ptr addrspace(3) @k.bytes, i64 %i
  %v = load i8, ptr addrspace(3) %s, align 1
  store i8 %v, ptr addrspace(1) %out, align 1
  ret void
}
