; Work-group collectives in a vectorised kernel with a scalar tail: each call
; of the clone contributes its chunk's combined operand (one per 4
; work-items), each tail work-item its own; the wrapper combines them in
; linear work-item order, row by row (the row's chunks, then its tail), and
; writes each call the result its own builtin asks for.  The clone calls the
; exclusive scan where the scalar kernel calls the inclusive one (the
; vectoriser's contract): a chunk gets the running value before it, a tail
; work-item the one including it.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

; CHECK-DAG: %K_live_mem_info = type { i32, i32, i32, i1, i1, [2 x i8] }
; CHECK-DAG: %__vecz_v4_K_live_mem_info = type { <4 x i32>, <4 x i32>, i32, i32, i32, i1, i1, [2 x i8] }

; CHECK-LABEL: define spir_kernel void @K.mux-barrier-wrapper(
; The running values live in the entry block.
; CHECK: %live_variables.tail = alloca %K_live_mem_info, i64 %tail_slots, align 4
; CHECK-NEXT: %wg0.running = alloca i32, align 4
; CHECK-NEXT: %wg1.running = alloca i32, align 4
; CHECK-NEXT: %wg2.running = alloca i1, align 1
; CHECK-NEXT: br label %sw.bb1

; Reduction: one walk accumulating the chunks' then the tail's operands, one
; walk writing the result to every call.
; CHECK: sw.bb2:
; CHECK-NOT: __mux_mem_barrier
; CHECK-NEXT: store i32 0, ptr %wg0.running, align 4
; CHECK: %has_vector{{[0-9]+}} = icmp ne i64 %peel_limit, 0
; CHECK: %[[CHUNKS:loop[0-9]+]].x.chunks.id = phi
; CHECK: %[[VS:vector_slot[0-9]+]] = add i64 %{{[0-9]+}}, %[[CHUNKS]].x.chunks.id
; CHECK-NEXT: %[[ACC:wg0.acc[0-9]*]] = load i32, ptr %wg0.running, align 4
; CHECK-NEXT: %[[E:[0-9]+]] = getelementptr inbounds %__vecz_v4_K_live_mem_info, ptr %live_variables, i64 %[[VS]]
; CHECK-NEXT: %[[GEP:live_gep_chunk[0-9]*]] = getelementptr inbounds %__vecz_v4_K_live_mem_info, ptr %[[E]], i32 0, i32 2
; CHECK-NEXT: %[[C:chunk[0-9]+]] = load i32, ptr %[[GEP]], align 4
; CHECK-NEXT: %[[SUM:[0-9]+]] = add i32 %[[ACC]], %[[C]]
; CHECK-NEXT: store i32 %[[SUM]], ptr %wg0.running, align 4
; CHECK: %has_tail{{[0-9]+}} = icmp ne i64 %peel_limit, %local_size.x
; CHECK: %[[ITEMS:loop[0-9]+]].x.items.id = phi
; CHECK: %[[TS:tail_slot[0-9]+]] = add i64 %{{[0-9]+}}, %[[ITEMS]].x.items.id
; CHECK-NEXT: %[[ACC:wg0.acc[0-9]*]] = load i32, ptr %wg0.running, align 4
; CHECK-NEXT: %[[E:[0-9]+]] = getelementptr inbounds %K_live_mem_info, ptr %live_variables.tail, i64 %[[TS]]
; CHECK-NEXT: %[[GEP:live_gep_x[0-9]*]] = getelementptr inbounds %K_live_mem_info, ptr %[[E]], i32 0, i32 0
; CHECK-NEXT: %[[X:x[0-9]*]] = load i32, ptr %[[GEP]], align 4
; CHECK-NEXT: %[[SUM:[0-9]+]] = add i32 %[[ACC]], %[[X]]
; CHECK-NEXT: store i32 %[[SUM]], ptr %wg0.running, align 4
; CHECK: %[[RESULT:wg0.acc[0-9]*]] = load i32, ptr %wg0.running, align 4
; CHECK: .x.chunks.id = phi
; CHECK: %[[GEP:live_gep_sum[0-9]*]] = getelementptr inbounds %__vecz_v4_K_live_mem_info, ptr %{{[0-9]+}}, i32 0, i32 3
; CHECK-NEXT: store i32 %[[RESULT]], ptr %[[GEP]], align 4
; CHECK: .x.items.id = phi
; CHECK: %[[GEP:live_gep_sum[0-9]*]] = getelementptr inbounds %K_live_mem_info, ptr %{{[0-9]+}}, i32 0, i32 1
; CHECK-NEXT: store i32 %[[RESULT]], ptr %[[GEP]], align 4
; CHECK: call spir_func i32 @__vecz_v4_K.mux-barrier-region.1(
; CHECK: call spir_func i32 @K.mux-barrier-region.1(

; Scan: a chunk (exclusive) gets the value before its operand, a tail
; work-item (inclusive) the value after its own.
; CHECK: sw.bb3:
; CHECK-NOT: __mux_mem_barrier
; CHECK-NEXT: store i32 0, ptr %wg1.running, align 4
; CHECK: .x.chunks.id = phi
; CHECK: %[[BEFORE:wg1.acc[0-9]*]] = load i32, ptr %wg1.running, align 4
; CHECK: %[[C:chunk[0-9]+]] = load i32, ptr %live_gep_chunk{{[0-9]*}}, align 4
; CHECK-NEXT: %[[AFTER:[0-9]+]] = add i32 %[[BEFORE]], %[[C]]
; CHECK-NEXT: store i32 %[[AFTER]], ptr %wg1.running, align 4
; CHECK: %[[GEP:live_gep_before[0-9]*]] = getelementptr inbounds %__vecz_v4_K_live_mem_info
; CHECK-NEXT: store i32 %[[BEFORE]], ptr %[[GEP]], align 4
; CHECK: .x.items.id = phi
; CHECK: %[[BEFORE:wg1.acc[0-9]*]] = load i32, ptr %wg1.running, align 4
; CHECK: %[[X:x[0-9]*]] = load i32, ptr %live_gep_x{{[0-9]*}}, align 4
; CHECK-NEXT: %[[AFTER:[0-9]+]] = add i32 %[[BEFORE]], %[[X]]
; CHECK-NEXT: store i32 %[[AFTER]], ptr %wg1.running, align 4
; CHECK: %[[GEP:live_gep_scan[0-9]*]] = getelementptr inbounds %K_live_mem_info
; CHECK-NEXT: store i32 %[[AFTER]], ptr %[[GEP]], align 4
; CHECK: %before.result = load i32, ptr %live_gep_before{{[0-9]*}}, align 4
; CHECK-NEXT: call spir_func i32 @__vecz_v4_K.mux-barrier-region.2(ptr addrspace(1) %io, ptr addrspace(1) %flags, i32 %before.result, ptr %live_slot{{[0-9]*}})
; CHECK: call spir_func i32 @K.mux-barrier-region.2(

; any: an or over the chunks' ors and the tail's conditions.
; CHECK: sw.bb4:
; CHECK-NEXT: store i1 false, ptr %wg2.running, align 1
; CHECK: %[[SOME:some[0-9]*]] = load i1, ptr %live_gep_some{{[0-9]*}}, align 1
; CHECK-NEXT: or i1 %wg2.acc{{[0-9]*}}, %[[SOME]]
; CHECK: %[[SET:set[0-9]*]] = load i1, ptr %live_gep_set{{[0-9]*}}, align 1
; CHECK-NEXT: or i1 %wg2.acc{{[0-9]*}}, %[[SET]]
; CHECK: call spir_func i32 @__vecz_v4_K.mux-barrier-region.3(
; CHECK: call spir_func i32 @K.mux-barrier-region.3(
; CHECK: kernel.exit:

; The region after a collective takes the call's result as a parameter (the
; wrapper loads it from the call's member, where the code above wrote it).
; CHECK-LABEL: define internal spir_func i32 @__vecz_v4_K.mux-barrier-region.2(
; CHECK-SAME: i32 %[[RESULT:[0-9]+]], ptr %{{[0-9]+}})
; CHECK-NOT: __mux_work_group_scan
; CHECK: %before.head = insertelement <4 x i32> poison, i32 %[[RESULT]], i64 0
; CHECK-NOT: __mux_work_group_scan
; CHECK: ret i32 4

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @K(ptr addrspace(1) %io, ptr addrspace(1) %flags) #0 !codeplay_ca_vecz.base !0 {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %io, i64 %lid
  %x = load i32, ptr addrspace(1) %p, align 4
  %sum = call i32 @__mux_work_group_reduce_add_i32(i32 0, i32 %x)
  %scan = call i32 @__mux_work_group_scan_inclusive_add_i32(i32 1, i32 %x)
  %pf = getelementptr inbounds i32, ptr addrspace(1) %flags, i64 %lid
  %f = load i32, ptr addrspace(1) %pf, align 4
  %set = icmp ne i32 %f, 0
  %any = call i1 @__mux_work_group_any_i1(i32 2, i1 %set)
  %any.32 = zext i1 %any to i32
  %t.0 = add i32 %sum, %scan
  %t = add i32 %t.0, %any.32
  store i32 %t, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @__vecz_v4_K(ptr addrspace(1) %io, ptr addrspace(1) %flags) #1 !codeplay_ca_vecz.derived !2 {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %io, i64 %lid
  %x = load <4 x i32>, ptr addrspace(1) %p, align 4
  %chunk = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %x)
  %sum = call i32 @__mux_work_group_reduce_add_i32(i32 0, i32 %chunk)
  %before = call i32 @__mux_work_group_scan_exclusive_add_i32(i32 1, i32 %chunk)
  %x.1 = shufflevector <4 x i32> %x, <4 x i32> zeroinitializer, <4 x i32> <i32 4, i32 0, i32 1, i32 2>
  %s.1 = add <4 x i32> %x, %x.1
  %x.2 = shufflevector <4 x i32> %s.1, <4 x i32> zeroinitializer, <4 x i32> <i32 4, i32 5, i32 0, i32 1>
  %s.2 = add <4 x i32> %s.1, %x.2
  %before.head = insertelement <4 x i32> poison, i32 %before, i64 0
  %before.splat = shufflevector <4 x i32> %before.head, <4 x i32> poison, <4 x i32> zeroinitializer
  %scan = add <4 x i32> %s.2, %before.splat
  %pf = getelementptr inbounds i32, ptr addrspace(1) %flags, i64 %lid
  %f = load <4 x i32>, ptr addrspace(1) %pf, align 4
  %set = icmp ne <4 x i32> %f, zeroinitializer
  %some = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %set)
  %any = call i1 @__mux_work_group_any_i1(i32 2, i1 %some)
  %any.32 = zext i1 %any to i32
  %sum.32 = add i32 %sum, %any.32
  %sum.head = insertelement <4 x i32> poison, i32 %sum.32, i64 0
  %sum.splat = shufflevector <4 x i32> %sum.head, <4 x i32> poison, <4 x i32> zeroinitializer
  %t = add <4 x i32> %scan, %sum.splat
  store <4 x i32> %t, ptr addrspace(1) %p, align 4
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare i32 @__mux_work_group_reduce_add_i32(i32, i32)
declare i32 @__mux_work_group_scan_inclusive_add_i32(i32, i32)
declare i32 @__mux_work_group_scan_exclusive_add_i32(i32, i32)
declare i1 @__mux_work_group_any_i1(i32, i1)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i1 @llvm.vector.reduce.or.v4i1(<4 x i1>)

attributes #0 = { "mux-kernel"="entry-point" }
attributes #1 = { "mux-kernel"="entry-point" "mux-base-fn-name"="K" }
!0 = !{!1, ptr @__vecz_v4_K}
!1 = !{i32 4, i32 0, i32 0, i32 0}
!2 = !{!1, ptr @K}
