; A work-group broadcast (as OCK): the ids are uniform, read from work-item
; 0's struct when they are not constants; the value is loaded once from the
; broadcasting work-item's struct and passed to every call.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @bc.mux-barrier-wrapper(
; CHECK: sw.bb2:
; CHECK-NEXT: %[[FIRST:[0-9]+]] = getelementptr inbounds %bc_live_mem_info, ptr %live_variables, i64 0
; CHECK-NEXT: %live_gep_n = getelementptr inbounds %bc_live_mem_info, ptr %[[FIRST]], i32 0, i32 1
; CHECK-NEXT: %n_load = load i64, ptr %live_gep_n, align 8
; CHECK: %[[LINEAR:[0-9]+]] = add i64 %n_load, %{{[0-9]+}}
; CHECK-NEXT: %[[ITEM:[0-9]+]] = getelementptr inbounds %bc_live_mem_info, ptr %live_variables, i64 %[[LINEAR]]
; CHECK-NEXT: %live_gep_x = getelementptr inbounds %bc_live_mem_info, ptr %[[ITEM]], i32 0, i32 {{[0-9]+}}
; CHECK-NEXT: %b = load i32, ptr %live_gep_x, align 4
; CHECK: call spir_func i32 @bc.mux-barrier-region.1(ptr addrspace(1) %io, i32 %b, ptr %live_slot{{[0-9]*}})

define spir_kernel void @bc(ptr addrspace(1) %io) #0 {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %io, i64 %lid
  %x = load i32, ptr addrspace(1) %p, align 4
  %n0 = load i32, ptr addrspace(1) %io, align 4
  %n = zext i32 %n0 to i64
  %b = call i32 @__mux_work_group_broadcast_i32(i32 0, i32 %x, i64 %n, i64 0, i64 0)
  store i32 %b, ptr addrspace(1) %p, align 4
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare i32 @__mux_work_group_broadcast_i32(i32, i32, i64, i64, i64)
attributes #0 = { "mux-kernel"="entry-point" }
