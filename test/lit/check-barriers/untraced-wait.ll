; A wait whose event list the pass cannot trace to one private array (here chosen between two)
; may name any pending copy: it takes them all off (count 0) and marks the events as no longer
; all known (flag 1), so that no later wait or return reports what it cannot tell.
; RUN: ncpu-opt -passes=check-barriers -S %s | FileCheck %s

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %list = select i1 %c, ptr %a, ptr %b
; CHECK-NEXT: %[[FLAG:[0-9]+]] = getelementptr { i32, i32, [16 x ptr], [16 x i32] }, ptr %check.events, i32 0, i32 1
; CHECK: %[[NOW:[0-9]+]] = select i1 true, i32 1, i32 %{{[0-9]+}}
; CHECK-NEXT: store i32 %[[NOW]], ptr %[[FLAG]], align 4, !nosanitize
; CHECK: %[[COUNT:[0-9]+]] = select i1 true, i32 0, i32 %{{[0-9]+}}
; CHECK-NEXT: store i32 %[[COUNT]], ptr %{{[0-9]+}}, align 4, !nosanitize
; CHECK-NEXT: call void @__mux_dma_wait(i32 1, ptr %list)
; CHECK-NOT: __ncpu_check_waited(
; CHECK: ret void

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %data, ptr addrspace(3) %scratch, i1 %c) {
entry:
  %a = alloca ptr, align 8
  %b = alloca ptr, align 8
  %e = call ptr @__mux_dma_read_1D(ptr addrspace(3) %scratch, ptr addrspace(1) %data, i64 64, ptr null)
  store ptr %e, ptr %a, align 8
  store ptr %e, ptr %b, align 8
  %list = select i1 %c, ptr %a, ptr %b
  call void @__mux_dma_wait(i32 1, ptr %list)
  ret void
}

declare ptr @__mux_dma_read_1D(ptr addrspace(3), ptr addrspace(1), i64, ptr)
declare void @__mux_dma_wait(i32, ptr)
