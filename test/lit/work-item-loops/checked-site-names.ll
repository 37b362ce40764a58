; Without debug info a barrier's site names the kernel's block it is in, past the blocks
; check-memory split off before it (the store's check.join here).
; RUN: ncpu-opt -passes='check-memory,work-item-loops<checked>' -S %s | FileCheck %s

; CHECK: !{!"k", i32 1, !"@k: the barrier in block %then", i32 -1, !""}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %io) #0 {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  %c = icmp ne i64 %lid, 0
  br i1 %c, label %then, label %join

then:
  %p = getelementptr i32, ptr addrspace(1) %io, i64 %lid
  store i32 1, ptr addrspace(1) %p, align 4
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  br label %join

join:
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare void @__mux_work_group_barrier(i32, i32, i32)
attributes #0 = { "mux-kernel"="entry-point" }
