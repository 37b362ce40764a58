; The collectives of a vectorised kernel and its tail must match, id by id:
; the same builtin, except that the clone calls the exclusive scan where the
; scalar kernel calls the inclusive one (the vectoriser's contract).  Scans
; need linear work-item order, which a kernel vectorised in y does not keep;
; reductions do not.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s --check-prefix=OK
; RUN: sed 's/reduce_add_i32(i32 0, i32 .chunk)/reduce_mul_i32(i32 0, i32 %%chunk)/' %s \
; RUN:   | not ncpu-opt -passes=work-item-loops -S 2>&1 | filecheck %s --check-prefix=OP
; RUN: sed -e 's/scan_exclusive_add_i32(i32 1, i32 .chunk)/scan_inclusive_add_i32(i32 1, i32 %%chunk)/' \
; RUN:     -e 's/scan_inclusive_add_i32(i32 1, i32 .x)/scan_exclusive_add_i32(i32 1, i32 %%x)/' %s \
; RUN:   | not ncpu-opt -passes=work-item-loops -S 2>&1 | filecheck %s --check-prefix=SCAN
; RUN: sed 's/scan_exclusive_add_i32(i32 1, i32 .chunk)/reduce_add_i32(i32 1, i32 %%chunk)/' %s \
; RUN:   | not ncpu-opt -passes=work-item-loops -S 2>&1 | filecheck %s --check-prefix=KIND
; RUN: sed -e 's/.sum = call i32 @__mux_work_group_reduce_add_i32(i32 0, i32 .x)/call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)/' \
; RUN:     -e 's/store i32 .sum,/store i32 0,/' %s \
; RUN:   | not ncpu-opt -passes=work-item-loops -S 2>&1 | filecheck %s --check-prefix=BARRIER
; RUN: sed 's/^!1 = !{i32 4, i32 0, i32 0, i32 0}/!1 = !{i32 4, i32 0, i32 1, i32 0}/' %s \
; RUN:   | not ncpu-opt -passes=work-item-loops -S 2>&1 | filecheck %s --check-prefix=DIM
; RUN: sed -e 's/^!1 = !{i32 4, i32 0, i32 0, i32 0}/!1 = !{i32 4, i32 0, i32 1, i32 0}/' -e '/scan_.*(i32 1,/d' \
; RUN:     -e '/store i32 .scan,/d' -e '/store i32 .before,/d' %s \
; RUN:   | ncpu-opt -passes=work-item-loops,verify -S | filecheck %s --check-prefix=DIM-REDUCE

; OK: define spir_kernel void @K.mux-barrier-wrapper(
; OP: error: @__vecz_v4_K: its barriers differ from those of @K (id 0: __mux_work_group_reduce_mul_i32 vs __mux_work_group_reduce_add_i32)
; SCAN: error: @__vecz_v4_K: its barriers differ from those of @K (id 1: __mux_work_group_scan_inclusive_add_i32 vs __mux_work_group_scan_exclusive_add_i32)
; KIND: error: @__vecz_v4_K: its barriers differ from those of @K (id 1: __mux_work_group_reduce_add_i32 vs __mux_work_group_scan_inclusive_add_i32)
; BARRIER: error: @__vecz_v4_K: its barriers differ from those of @K (id 0: __mux_work_group_reduce_add_i32 vs a barrier)
; DIM: not supported yet: @__vecz_v4_K: a work-group scan in a kernel vectorised in dimension y
; A reduction needs no order: the chunks of each column, then its tail.
; DIM-REDUCE: define spir_kernel void @K.mux-barrier-wrapper(
; DIM-REDUCE: sw.bb2:
; DIM-REDUCE: .x.id = phi
; DIM-REDUCE: .y.chunks.id = phi
; DIM-REDUCE: add i32 %wg0.acc
; DIM-REDUCE: .y.items.id = phi
; DIM-REDUCE: add i32 %wg0.acc

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @K(ptr addrspace(1) %io) #0 !codeplay_ca_vecz.base !0 {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %io, i64 %lid
  %x = load i32, ptr addrspace(1) %p, align 4
  %sum = call i32 @__mux_work_group_reduce_add_i32(i32 0, i32 %x)
  %scan = call i32 @__mux_work_group_scan_inclusive_add_i32(i32 1, i32 %x)
  store i32 %sum, ptr addrspace(1) %io, align 4
  store i32 %scan, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @__vecz_v4_K(ptr addrspace(1) %io) #1 !codeplay_ca_vecz.derived !2 {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %io, i64 %lid
  %x = load <4 x i32>, ptr addrspace(1) %p, align 4
  %chunk = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %x)
  %sum = call i32 @__mux_work_group_reduce_add_i32(i32 0, i32 %chunk)
  %before = call i32 @__mux_work_group_scan_exclusive_add_i32(i32 1, i32 %chunk)
  store i32 %sum, ptr addrspace(1) %io, align 4
  store i32 %before, ptr addrspace(1) %p, align 4
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare void @__mux_work_group_barrier(i32, i32, i32)
declare i32 @__mux_work_group_reduce_add_i32(i32, i32)
declare i32 @__mux_work_group_reduce_mul_i32(i32, i32)
declare i32 @__mux_work_group_scan_inclusive_add_i32(i32, i32)
declare i32 @__mux_work_group_scan_exclusive_add_i32(i32, i32)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)

attributes #0 = { "mux-kernel"="entry-point" }
attributes #1 = { "mux-kernel"="entry-point" "mux-base-fn-name"="K" }
!0 = !{!1, ptr @__vecz_v4_K}
!1 = !{i32 4, i32 0, i32 0, i32 0}
!2 = !{!1, ptr @K}
