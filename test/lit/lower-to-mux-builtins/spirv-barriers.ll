; __spirv_ControlBarrier(exec, mem, semantics): Workgroup (2) execution scope
; gives a work-group barrier, Subgroup (3) a sub-group barrier; the memory
; scope and semantics pass through (SPIR-V's values are mux's).
; __spirv_MemoryBarrier(mem, semantics) becomes __mux_mem_barrier.
; RUN: ncpu-opt -passes=lower-to-mux-builtins -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_func void @barriers(i32 %sem)
; CHECK-NEXT: call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
; CHECK-NEXT: call void @__mux_sub_group_barrier(i32 0, i32 3, i32 912)
; CHECK-NEXT: call void @__mux_work_group_barrier(i32 0, i32 1, i32 %sem)
; CHECK-NEXT: call void @__mux_work_group_barrier(i32 0, i32 2, i32 264)
; CHECK-NEXT: call void @__mux_mem_barrier(i32 1, i32 520)
; CHECK-NEXT: call void @__mux_mem_barrier(i32 2, i32 %sem)
; CHECK-NEXT: call void @__mux_mem_barrier(i32 4, i32 0)
; CHECK-NEXT: ret void
define spir_func void @barriers(i32 %sem) {
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272)
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 3, i32 3, i32 912)
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 1, i32 %sem)
  ; SYCL's spelling: the scopes are __spv::Scope::Flag enums.
  call spir_func void @_Z22__spirv_ControlBarrierN5__spv5Scope4FlagES1_j(i32 2, i32 2, i32 264)
  call spir_func void @_Z21__spirv_MemoryBarrierjj(i32 1, i32 520)
  call spir_func void @_Z21__spirv_MemoryBarrierjj(i32 2, i32 %sem)
  call spir_func void @_Z21__spirv_MemoryBarrierN5__spv5Scope4FlagEj(i32 4, i32 0)
  ret void
}

declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32)
declare spir_func void @_Z22__spirv_ControlBarrierN5__spv5Scope4FlagES1_j(i32, i32, i32)
declare spir_func void @_Z21__spirv_MemoryBarrierjj(i32, i32)
declare spir_func void @_Z21__spirv_MemoryBarrierN5__spv5Scope4FlagEj(i32, i32)

; CHECK-NOT: __spirv
; CHECK: declare void @__mux_work_group_barrier(i32, i32, i32) #[[CONV:[0-9]+]]
; CHECK: declare void @__mux_sub_group_barrier(i32, i32, i32) #[[CONV]]
; CHECK: declare void @__mux_mem_barrier(i32, i32) #[[FENCE:[0-9]+]]
; CHECK-NOT: __spirv
; CHECK-DAG: attributes #[[CONV]] = { convergent nounwind }
; CHECK-DAG: attributes #[[FENCE]] = { nounwind }
