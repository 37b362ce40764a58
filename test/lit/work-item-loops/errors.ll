; A barrier in a function the kernel calls must be inlined first (prepare-barriers).
; RUN: not ncpu-opt -passes=work-item-loops -S %s 2>&1 | filecheck %s
; CHECK: @k reaches a barrier in @helper: run prepare-barriers first to inline it

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() #0 {
  call spir_func void @helper()
  ret void
}

define spir_func void @helper() {
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  ret void
}

declare void @__mux_work_group_barrier(i32, i32, i32)
attributes #0 = { "mux-kernel"="entry-point" }
