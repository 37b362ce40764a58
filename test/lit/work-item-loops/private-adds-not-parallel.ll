; Privatised adds become plain load/add/store once inlined, and two work-items may
; hit one bin: the work-item loop around them gets no llvm.loop.parallel_accesses
; (the loop of @plain, with ordinary stores, still does).
; RUN: ncpu-opt -passes=transfer-kernel-metadata,privatize-atomic-adds,work-item-loops -S %s | FileCheck %s

; CHECK-LABEL: define spir_kernel void @histogram.mux-barrier-wrapper(
; CHECK-NOT: !llvm.access.group
; CHECK: ret void
; CHECK-LABEL: define spir_kernel void @plain.mux-barrier-wrapper(
; CHECK: call spir_func void @plain(ptr addrspace(1) %out), !llvm.access.group ![[GROUP:[0-9]+]]
; CHECK: !llvm.loop ![[LOOP:[0-9]+]]
; CHECK: ![[LOOP]] = distinct !{![[LOOP]], ![[PARALLEL:[0-9]+]]}
; CHECK: ![[PARALLEL]] = !{!"llvm.loop.parallel_accesses", ![[GROUP]]}

declare i64 @__mux_get_global_id(i32)

define spir_kernel void @histogram(ptr addrspace(1) %in, ptr addrspace(1) %bins) {
  %id = call i64 @__mux_get_global_id(i32 0)
  %src = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %id
  %x = load i32, ptr addrspace(1) %src, align 4
  %bin = and i32 %x, 255
  %index = zext i32 %bin to i64
  %slot = getelementptr inbounds i32, ptr addrspace(1) %bins, i64 %index
  %old = atomicrmw add ptr addrspace(1) %slot, i32 1 monotonic, align 4
  ret void
}

define spir_kernel void @plain(ptr addrspace(1) %out) {
  %id = call i64 @__mux_get_global_id(i32 0)
  %dst = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %id
  store i32 1, ptr addrspace(1) %dst, align 4
  ret void
}
