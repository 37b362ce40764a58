; What else writes watched memory sets its shadow bytes: llvm.memset (from its offset, its
; length), an async copy into __local memory (1D: its byte count), each guarded by the
; memory's size; llvm.lifetime.start begins a private array's life again (its shadow zeroed).
; RUN: ncpu-opt -passes=check-uninitialized -S %s | FileCheck %s

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: check.uninit.mark:
; CHECK-NEXT: %[[AT:.*]] = getelementptr i8, ptr %a.written, i64 %check.offset
; CHECK-NEXT: call void @llvm.memset.p0.i64(ptr %[[AT]], i8 1, i64 8, i1 false)
; CHECK: check.uninit.mark.cont:
; CHECK-NEXT: call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 8, i1 false)
; CHECK-NEXT: call void @llvm.lifetime.start.p0(ptr %a)
; CHECK-NEXT: %[[AT2:.*]] = getelementptr i8, ptr %a.written, i64 0
; CHECK-NEXT: call void @llvm.memset.p0.i64(ptr %[[AT2]], i8 0, i64 16, i1 false)
; CHECK: check.uninit.mark1:
; CHECK-NEXT: %[[AT3:.*]] = getelementptr i8, ptr addrspace(3) @k.tile.written, i64 %check.offset1
; CHECK-NEXT: call void @llvm.memset.p3.i64(ptr addrspace(3) %[[AT3]], i8 1, i64 64, i1 false)
; CHECK: check.uninit.mark.cont1:
; CHECK-NEXT: %e = call ptr @__mux_dma_read_1D(ptr addrspace(3) @k.tile, ptr addrspace(1) %in, i64 64, ptr null)

declare ptr @__mux_dma_read_1D(ptr addrspace(3), ptr addrspace(1), i64, ptr)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.lifetime.start.p0(ptr)

@k.tile = internal addrspace(3) global [16 x float] undef, align 4

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i64 %i) {
entry:
  %a = alloca [4 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 8, i1 false)
  call void @llvm.lifetime.start.p0(ptr %a)
  %e = call ptr @__mux_dma_read_1D(ptr addrspace(3) @k.tile, ptr addrspace(1) %in, i64 64, ptr null)
  %r = getelementptr [4 x i32], ptr %a, i64 0, i64 %i
  %v = load i32, ptr %r, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  %t = getelementptr float, ptr addrspace(3) @k.tile, i64 %i
  %w = load float, ptr addrspace(3) %t, align 4
  store float %w, ptr addrspace(1) %out, align 4
  ret void
}
