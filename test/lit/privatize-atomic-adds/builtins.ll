; The OpenCL C builtins as define-opencl-builtins leaves them (internal bodies):
; atomic_sub and min are inlined, the sub adds the negation, and umin bounds the
; offset: 100 i64 elements of a struct's second field (8 + 99 * 16 + 8 bytes).
; RUN: ncpu-opt -passes=transfer-kernel-metadata,privatize-atomic-adds -S %s | FileCheck %s

; CHECK-LABEL: define spir_kernel void @counts(
; CHECK-NOT: call {{.*}}@atomic_sub
; CHECK: %negated = sub i64 0, %v
; CHECK: call void @__ncpu_private_add.i64(ptr addrspace(1) %{{.*}}, i64 %negated)
; CHECK: ![[BUF:[0-9]+]] = !{!"counts", i32 0, i32 64, i64 1600}

%pair = type { i64, i64 }

define internal i64 @atomic_sub(ptr addrspace(1) %p, i64 %v) alwaysinline {
  %old = atomicrmw sub ptr addrspace(1) %p, i64 %v seq_cst, align 8
  ret i64 %old
}

define internal i32 @min(i32 %a, i32 %b) alwaysinline {
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %b)
  ret i32 %m
}

declare i32 @llvm.umin.i32(i32, i32)

define spir_kernel void @counts(ptr addrspace(1) %table, i32 %key, i64 %v) {
  %bounded = call i32 @min(i32 %key, i32 99)
  %index = zext i32 %bounded to i64
  %field = getelementptr inbounds %pair, ptr addrspace(1) %table, i64 %index, i32 1
  %old = call i64 @atomic_sub(ptr addrspace(1) %field, i64 %v)
  ret void
}
