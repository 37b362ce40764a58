; merge-groups: the wrapper of a kernel without barriers that cannot tell a row of
; work-groups from one wide group gets "ncpu-merge-x-groups" (global ids, and local
; or group ids of other dimensions, are fine); not one that reads its local id,
; group id or local size in x, uses local memory or has a fixed work-group size.
; Without the option no wrapper gets it.
; RUN: ncpu-opt -passes='work-item-loops<merge-groups>,verify' -S %s | filecheck %s
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s --check-prefix=OFF

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: define spir_kernel void @global_ids.mux-barrier-wrapper({{.*}} #[[A:[0-9]+]]
; CHECK: define spir_kernel void @local_id_y.mux-barrier-wrapper({{.*}} #[[B:[0-9]+]]
; CHECK: define spir_kernel void @local_id_x.mux-barrier-wrapper({{.*}} #[[C:[0-9]+]]
; CHECK: define spir_kernel void @group_id_x.mux-barrier-wrapper({{.*}} #[[D:[0-9]+]]
; CHECK: define spir_kernel void @local_memory.mux-barrier-wrapper({{.*}} #[[E:[0-9]+]]
; CHECK: define spir_kernel void @fixed_size.mux-barrier-wrapper({{.*}} #[[F:[0-9]+]]
; CHECK: attributes #[[A]] = { nounwind "mux-base-fn-name"="global_ids" "mux-kernel"="entry-point" "ncpu-merge-x-groups" }
; CHECK: attributes #[[B]] = { nounwind "mux-base-fn-name"="local_id_y" "mux-kernel"="entry-point" "ncpu-merge-x-groups" }
; CHECK: attributes #[[C]] = { nounwind "mux-base-fn-name"="local_id_x" "mux-kernel"="entry-point" }
; CHECK: attributes #[[D]] = { nounwind "mux-base-fn-name"="group_id_x" "mux-kernel"="entry-point" }
; CHECK: attributes #[[E]] = { nounwind "mux-base-fn-name"="local_memory" "mux-kernel"="entry-point" }
; CHECK: attributes #[[F]] = { nounwind "mux-base-fn-name"="fixed_size" "mux-kernel"="entry-point" }

; OFF-NOT: ncpu-merge-x-groups

@tile = internal addrspace(3) global [16 x float] undef, align 4

define spir_kernel void @global_ids(ptr addrspace(1) %out) #0 {
  %x = call i64 @__mux_get_global_id(i32 0)
  %y = call i64 @__mux_get_global_id(i32 1)
  %w = call i64 @__mux_get_global_size(i32 0)
  %row = mul i64 %y, %w
  %i = add i64 %row, %x
  %p = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i
  store float 1.0, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @local_id_y(ptr addrspace(1) %out) #0 {
  %x = call i64 @__mux_get_global_id(i32 0)
  %ly = call i64 @__mux_get_local_id(i32 1)
  %gy = call i64 @__mux_get_group_id(i32 1)
  %sum = add i64 %ly, %gy
  %v = uitofp i64 %sum to float
  %p = getelementptr inbounds float, ptr addrspace(1) %out, i64 %x
  store float %v, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @local_id_x(ptr addrspace(1) %out) #0 {
  %x = call i64 @__mux_get_global_id(i32 0)
  %lx = call i64 @__mux_get_local_id(i32 0)
  %v = uitofp i64 %lx to float
  %p = getelementptr inbounds float, ptr addrspace(1) %out, i64 %x
  store float %v, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @group_id_x(ptr addrspace(1) %out) #0 {
  %x = call i64 @__mux_get_global_id(i32 0)
  %gx = call i64 @__mux_get_group_id(i32 0)
  %v = uitofp i64 %gx to float
  %p = getelementptr inbounds float, ptr addrspace(1) %out, i64 %x
  store float %v, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @local_memory(ptr addrspace(1) %out) #0 {
  %x = call i64 @__mux_get_global_id(i32 0)
  store float 2.0, ptr addrspace(3) @tile, align 4
  %v = load float, ptr addrspace(3) @tile, align 4
  %p = getelementptr inbounds float, ptr addrspace(1) %out, i64 %x
  store float %v, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @fixed_size(ptr addrspace(1) %out) #0 !reqd_work_group_size !0 {
  %x = call i64 @__mux_get_global_id(i32 0)
  %p = getelementptr inbounds float, ptr addrspace(1) %out, i64 %x
  store float 1.0, ptr addrspace(1) %p, align 4
  ret void
}

declare i64 @__mux_get_global_id(i32)
declare i64 @__mux_get_global_size(i32)
declare i64 @__mux_get_local_id(i32)
declare i64 @__mux_get_group_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
!0 = !{i32 16, i32 1, i32 1}
