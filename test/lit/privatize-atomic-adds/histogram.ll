; A 256-bin histogram: the bins are only incremented (results unused), at offsets
; bounded by the mask, so the atomics become private adds and the module records
; the buffer: parameter 1, i32 elements, 1024 bytes.  The input buffer is left alone.
; RUN: ncpu-opt -passes=transfer-kernel-metadata,privatize-atomic-adds -S %s | FileCheck %s

; CHECK-LABEL: define spir_kernel void @histogram(
; CHECK: %bin = and i32 %x, 255
; CHECK: call void @__ncpu_private_add.i32(ptr addrspace(1) %slot, i32 1)
; CHECK-NOT: atomicrmw
; CHECK: ret void
; CHECK: declare void @__ncpu_private_add.i32(ptr addrspace(1), i32)
; CHECK: !ncpu.private_atomics = !{![[BUF:[0-9]+]]}
; CHECK: ![[BUF]] = !{!"histogram", i32 1, i32 32, i64 1024}

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
