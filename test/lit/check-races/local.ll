; __local memory: a __local variable gets a shadow __local variable of 16 bytes per 4
; (@k.tile.races, zeroed by the group's first work-item when the kernel starts); that
; work-item takes the barrier interval's serial from the counter after the records
; (1032 + capacity * 104) when the kernel starts and after each barrier, and keeps it shifted
; to its place in a cell word (@k.race.serial).  Each non-atomic access calls a helper for
; reads or writes (of whole 4-byte granules here) with its offset, size and who it is (serial,
; local linear id << 20, site << 6), and reports a conflict as a data race (kind 11) with the
; other access.
; RUN: ncpu-opt -passes=check-races -S %s | FileCheck %s

; CHECK: @k.race.serial = internal addrspace(3) global i64 undef, align 8
; CHECK: @k.tile.races = internal addrspace(3) global [256 x i8] undef, align 16
; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %[[CAP:[0-9]+]] = load i32, ptr %check.field, align 8, !invariant.load
; CHECK-NEXT: %[[CAP64:[0-9]+]] = zext i32 %[[CAP]] to i64
; CHECK-NEXT: %[[BYTES:[0-9]+]] = mul i64 %[[CAP64]], 104
; CHECK-NEXT: %[[AT:[0-9]+]] = add i64 1032, %[[BYTES]]
; CHECK-NEXT: %check.extension = getelementptr i8, ptr %check.state, i64 %[[AT]]
; CHECK: check.race.start:
; CHECK-NEXT: call void @llvm.memset.p3.i64(ptr addrspace(3) @k.tile.races, i8 0, i64 256, i1 false)
; CHECK-NEXT: %check.serial.counter = getelementptr i8, ptr %check.extension, i64 0
; CHECK-NEXT: %[[TAKEN:[0-9]+]] = atomicrmw add ptr %check.serial.counter, i64 1 monotonic, align 8
; CHECK: store i64 %{{[0-9]+}}, ptr addrspace(3) @k.race.serial, align 8
; The store before the barrier, then a new interval, then the load.
; CHECK: %check.serial = load i64, ptr addrspace(3) @k.race.serial, align 8
; CHECK: call i64 @__ncpu_race_local_write_whole(ptr addrspace(3) @k.tile.races, i64 %check.offset, i64 4, i64 %{{[0-9]+}})
; CHECK: call void @__ncpu_check_report_pair(ptr %check.state, i32 11, i32 0, i32 -1, i64 %check.offset, i64 4,
; CHECK: store float 1.000000e+00, ptr addrspace(3) %t, align 4
; CHECK-NEXT: call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
; CHECK-NEXT: %[[ID:[0-9]+]] = call i64 @__mux_get_local_linear_id()
; CHECK-NEXT: %check.race.first = icmp eq i64 %[[ID]], 0
; CHECK-NEXT: br i1 %check.race.first, label %check.race.interval, label %check.race.interval.cont
; CHECK: check.race.interval:
; CHECK: atomicrmw add ptr %{{.*}}, i64 1 monotonic, align 8
; CHECK: call i64 @__ncpu_race_local_read_whole(ptr addrspace(3) @k.tile.races, i64 %check.offset1, i64 4, i64 %{{[0-9]+}})
; CHECK: %w = load float, ptr addrspace(3) %s, align 4
; Atomics are not followed.
; CHECK: atomicrmw add ptr addrspace(3) %c, i32 1 seq_cst
; CHECK-NOT: __ncpu_race_local
; CHECK: ret void

; The cells of a granule: W, then R; a write tests both and sets W, a read tests W and sets R
; unless another work-item read first; a conflict is the other's word, bits 4-5 saying which.
; CHECK-LABEL: define internal i64 @__ncpu_race_local_write_whole(ptr addrspace(3) %0, i64 %1, i64 %2, i64 %3)
; CHECK: %cell = getelementptr i8, ptr addrspace(3) %0, i64
; CHECK: %[[W:[0-9]+]] = getelementptr i8, ptr addrspace(3) %cell, i64 0
; CHECK: store i64 %{{.*}}, ptr addrspace(3) %[[W]], align 8
; CHECK-LABEL: define internal i64 @__ncpu_race_local_read_whole(ptr addrspace(3) %0, i64 %1, i64 %2, i64 %3)
; CHECK: %[[R:[0-9]+]] = getelementptr i8, ptr addrspace(3) %cell, i64 8
; CHECK: store i64 %{{.*}}, ptr addrspace(3) %[[R]], align 8

; CHECK: !{!"k", i32 0, !"@k: the store through %t in block %entry", i32 -1, !"k.tile"}
; CHECK: !{!"k", i32 1, !"@k: the load through %s in block %entry", i32 -1, !"k.tile"}

declare i64 @__mux_get_local_id(i32)
declare void @__mux_work_group_barrier(i32, i32, i32)

@k.tile = internal addrspace(3) global [16 x float] undef, align 4

define spir_kernel void @k(ptr addrspace(1) %out, i64 %i) {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  %t = getelementptr float, ptr addrspace(3) @k.tile, i64 %lid
  store float 1.0, ptr addrspace(3) %t, align 4
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %s = getelementptr float, ptr addrspace(3) @k.tile, i64 %i
  %w = load float, ptr addrspace(3) %s, align 4
  %c = getelementptr i32, ptr addrspace(3) @k.tile, i64 3
  %old = atomicrmw add ptr addrspace(3) %c, i32 1 seq_cst
  store float %w, ptr addrspace(1) %out, align 4
  ret void
}
