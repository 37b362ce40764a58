; What stays atomic: a used result (@fetch), another access to the buffer
; (@also_read), an offset nothing bounds (@unbounded), a window over 64 KiB
; (@too_large), a float add (@float_add), a pointer that escapes (@escapes).
; RUN: ncpu-opt -passes=transfer-kernel-metadata,privatize-atomic-adds -S %s | FileCheck %s

; CHECK-NOT: __ncpu_private_add
; CHECK-NOT: !ncpu.private_atomics

define spir_kernel void @fetch(ptr addrspace(1) %bins, ptr addrspace(1) %out, i32 %x) {
  %bin = and i32 %x, 15
  %slot = getelementptr inbounds i32, ptr addrspace(1) %bins, i32 %bin
  %old = atomicrmw add ptr addrspace(1) %slot, i32 1 monotonic, align 4
  store i32 %old, ptr addrspace(1) %out, align 4
  ret void
}

define spir_kernel void @also_read(ptr addrspace(1) %bins, ptr addrspace(1) %out, i32 %x) {
  %bin = and i32 %x, 15
  %slot = getelementptr inbounds i32, ptr addrspace(1) %bins, i32 %bin
  %old = atomicrmw add ptr addrspace(1) %slot, i32 1 monotonic, align 4
  %now = load i32, ptr addrspace(1) %bins, align 4
  store i32 %now, ptr addrspace(1) %out, align 4
  ret void
}

define spir_kernel void @unbounded(ptr addrspace(1) %bins, i32 %x) {
  %slot = getelementptr inbounds i32, ptr addrspace(1) %bins, i32 %x
  %old = atomicrmw add ptr addrspace(1) %slot, i32 1 monotonic, align 4
  ret void
}

define spir_kernel void @too_large(ptr addrspace(1) %bins, i32 %x) {
  %bin = and i32 %x, 65535
  %slot = getelementptr inbounds i32, ptr addrspace(1) %bins, i32 %bin
  %old = atomicrmw add ptr addrspace(1) %slot, i32 1 monotonic, align 4
  ret void
}

define spir_kernel void @float_add(ptr addrspace(1) %bins, i32 %x) {
  %bin = and i32 %x, 15
  %slot = getelementptr inbounds float, ptr addrspace(1) %bins, i32 %bin
  %old = atomicrmw fadd ptr addrspace(1) %slot, float 1.0 monotonic, align 4
  ret void
}

declare void @keep(ptr addrspace(1))

define spir_kernel void @escapes(ptr addrspace(1) %bins, i32 %x) {
  %bin = and i32 %x, 15
  %slot = getelementptr inbounds i32, ptr addrspace(1) %bins, i32 %bin
  %old = atomicrmw add ptr addrspace(1) %slot, i32 1 monotonic, align 4
  call void @keep(ptr addrspace(1) %bins)
  ret void
}
