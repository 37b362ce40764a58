; Barrier ids: prepare-barriers' unique ids (operand 0) are kept and give the
; region ids (2 + id); without them (here: all 0) barriers are numbered in
; function order.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define internal spir_func i32 @unique.mux-barrier-region(
; CHECK: ret i32 9
; Region functions are made in id order: .1 after barrier 4, .2 after barrier 7.
; CHECK-LABEL: define internal spir_func i32 @unique.mux-barrier-region.1(
; CHECK: ret i32 0
; CHECK-LABEL: define internal spir_func i32 @unique.mux-barrier-region.2(
; CHECK: ret i32 6
; CHECK-LABEL: define spir_kernel void @unique.mux-barrier-wrapper(
; CHECK: call spir_func i32 @unique.mux-barrier-region(
; CHECK: br label %sw.bb3
; CHECK: sw.bb2:
; CHECK: call spir_func i32 @unique.mux-barrier-region.1(
; CHECK: br label %kernel.exit
; CHECK: sw.bb3:
; CHECK: call spir_func i32 @unique.mux-barrier-region.2(
; CHECK: br label %sw.bb2

; CHECK-LABEL: define internal spir_func i32 @repeated.mux-barrier-region(
; CHECK: ret i32 2
; CHECK-LABEL: define internal spir_func i32 @repeated.mux-barrier-region.1(
; CHECK: ret i32 3
; CHECK-LABEL: define internal spir_func i32 @repeated.mux-barrier-region.2(
; CHECK: ret i32 0

define spir_kernel void @unique(ptr addrspace(1) %out) #0 {
entry:
  store i32 0, ptr addrspace(1) %out, align 4
  call void @__mux_work_group_barrier(i32 7, i32 2, i32 272)
  store i32 1, ptr addrspace(1) %out, align 4
  call void @__mux_work_group_barrier(i32 4, i32 2, i32 272)
  store i32 2, ptr addrspace(1) %out, align 4
  ret void
}

define spir_kernel void @repeated(ptr addrspace(1) %out) #0 {
entry:
  store i32 0, ptr addrspace(1) %out, align 4
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  store i32 1, ptr addrspace(1) %out, align 4
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  store i32 2, ptr addrspace(1) %out, align 4
  ret void
}

declare void @__mux_work_group_barrier(i32, i32, i32)
attributes #0 = { "mux-kernel"="entry-point" }
