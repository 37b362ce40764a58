; __global buffers: an argument the kernel writes gets its cells from the state's extension
; (shadows[index] at 8 + 8 * index; 0: not followed, the access goes unchecked), 24 bytes per
; 4 (W, R, and X: the last writer of any group, tagged with the group's linear id + 1).  Its
; reads are followed too; a buffer only read is not (reads never race), nor are atomics.
; RUN: ncpu-opt -passes=check-races -S %s | FileCheck %s

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %[[SLOT:[0-9]+]] = getelementptr i8, ptr %check.extension, i64 8
; CHECK-NEXT: %check.race.cells = load ptr, ptr %[[SLOT]], align 8, !invariant.load
; The read of %in (read only) is not followed.
; CHECK: %v = load float, ptr addrspace(1) %p, align 4
; CHECK: %[[CELLS:[0-9]+]] = ptrtoint ptr %check.race.cells to i64
; CHECK-NEXT: %[[PRESENT:[0-9]+]] = icmp ne i64 %[[CELLS]], 0
; The group's tag (linear id + 1), kept by its first work-item.
; CHECK: %check.group{{[0-9]*}} = load i64, ptr addrspace(3) @k.race.group, align 8
; CHECK: call i64 @__ncpu_race_global_write_whole(ptr %check.race.cells, i64 %check.offset, i64 4, i64 %{{[0-9]+}}, i64 %check.group{{[0-9]*}})
; CHECK: call void @__ncpu_check_report_pair(ptr %check.state, i32 11, i32 0, i32 0,
; CHECK: store float %v, ptr addrspace(1) %q, align 4
; CHECK: atomicrmw add ptr addrspace(1) %q, i32 1 monotonic
; CHECK-NEXT: ret void

; Cells of global memory are read and written whole (unordered atomics).
; CHECK-LABEL: define internal i64 @__ncpu_race_global_write_whole(ptr %0, i64 %1, i64 %2, i64 %3, i64 %4)
; CHECK: load atomic i64, ptr %{{[0-9]+}} unordered, align 8
; CHECK: %x.conflict =
; CHECK: store atomic i64 %{{[0-9]+}}, ptr %{{[0-9]+}} unordered, align 8

declare i64 @__mux_get_global_id(i32)

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %p = getelementptr float, ptr addrspace(1) %in, i64 %gid
  %v = load float, ptr addrspace(1) %p, align 4
  %q = getelementptr float, ptr addrspace(1) %out, i64 %gid
  store float %v, ptr addrspace(1) %q, align 4
  %old = atomicrmw add ptr addrspace(1) %q, i32 1 monotonic
  ret void
}
