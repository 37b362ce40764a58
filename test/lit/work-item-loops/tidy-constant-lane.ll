; Barrier tidying: the first lane of a vector of addresses (what the vectoriser
; extracts for a contiguous access) gives way to its source, as a splat does: it is
; recomputed after the barrier from the stored vector of offsets, not stored itself
; (a 16x16 tile's 16 unrolled rows made 32 such pointers live per chunk).
; RUN: ncpu-opt -passes=work-item-loops -S %s | FileCheck %s

; CHECK: %k_live_mem_info = type { <4 x i64> }
; CHECK-LABEL: define internal spir_func i32 @k.mux-barrier-region.1(
; CHECK: %offsets.reload = load <4 x i64>, ptr %live_gep_offsets
; CHECK-NEXT: %addresses = getelementptr float, ptr addrspace(3) @tile, <4 x i64> %offsets.reload
; CHECK-NEXT: %first = extractelement <4 x ptr addrspace(3)> %addresses, i32 0
; CHECK-NEXT: %v = load <4 x float>, ptr addrspace(3) %first

@tile = internal addrspace(3) global [64 x float] poison

declare i64 @__mux_get_local_id(i32)
declare void @__mux_work_group_barrier(i32, i32, i32)

define spir_kernel void @k(ptr addrspace(1) %out) #0 {
entry:
  %id = call i64 @__mux_get_local_id(i32 0)
  %raw = load <4 x i64>, ptr addrspace(1) %out, align 32
  %offsets = add <4 x i64> %raw, <i64 0, i64 1, i64 2, i64 3>
  %addresses = getelementptr float, ptr addrspace(3) @tile, <4 x i64> %offsets
  %first = extractelement <4 x ptr addrspace(3)> %addresses, i32 0
  call void @__mux_work_group_barrier(i32 0, i32 1, i32 272)
  %v = load <4 x float>, ptr addrspace(3) %first, align 4
  store <4 x float> %v, ptr addrspace(1) %out, align 16
  ret void
}

attributes #0 = { "mux-kernel"="entry-point" }
