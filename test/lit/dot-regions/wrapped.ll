; After work-item-loops the entry points are the wrappers, the regions gone into
; region functions: dot-regions draws nothing and says where to run it.
; RUN: rm -rf %t && mkdir -p %t
; RUN: ncpu-opt -passes='work-item-loops,dot-regions<dir=%t>' --disable-output %s 2>&1 | filecheck %s
; RUN: ls %t | filecheck %s --check-prefix=EMPTY --allow-empty
; EMPTY-NOT: regions

; CHECK: ncpu-opt: warning: dot-regions: the kernels are already wrapped by work-item-loops, their regions gone; run dot-regions before it (-passes=native-cpu,dot-regions does)
; CHECK-NOT: Writing

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @two(ptr addrspace(1) %out) #0 {
entry:
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  ret void
}

declare void @__mux_work_group_barrier(i32, i32, i32)
attributes #0 = { "mux-kernel"="entry-point" }
