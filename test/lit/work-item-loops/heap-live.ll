; heap-live (native-cpu's, not OCK's): a group's live-variable structs that may take more
; than 64 KiB are not an alloca of the wrapper, whose stack (the launching thread's: 8 MiB,
; or 512 KiB) the group's size would then bound.  The loops move to <wrapper>.body, which
; takes the struct as a noalias parameter; the wrapper sizes it, allocates it on the stack up
; to 64 KiB (a run-time choice for a size known only then) or on the heap, calls the body
; and frees.  Small constant sizes stay as they are.
; RUN: ncpu-opt -passes='work-item-loops<heap-live>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; A size known at run time: the branch.
; CHECK: define spir_kernel void @two.mux-barrier-wrapper(ptr addrspace(1) %in, ptr addrspace(1) %out) #[[TWO:[0-9]+]]
; CHECK: %local_linear_size = mul i64
; CHECK-NEXT: %live_variables.bytes = mul i64 %local_linear_size, 4
; CHECK-NEXT: %live_variables.on-stack = icmp ule i64 %live_variables.bytes, 65536
; CHECK-NEXT: br i1 %live_variables.on-stack, label %live_variables.stack, label %live_variables.heap
; CHECK: live_variables.stack:
; CHECK-NEXT: %live_variables.stack-buffer = alloca i8, i64 %live_variables.bytes, align 4
; CHECK: live_variables.heap:
; CHECK-NEXT: %live_variables.heap-buffer = call ptr @aligned_alloc(i64 16, i64 %live_variables.bytes)
; CHECK-NEXT: %live_variables.failed = icmp eq ptr %live_variables.heap-buffer, null
; CHECK-NEXT: br i1 %live_variables.failed, label %live_variables.no-memory, label %live_variables.ready
; CHECK: live_variables.no-memory:
; CHECK-NEXT: call void @llvm.trap()
; CHECK-NEXT: unreachable
; CHECK: live_variables.ready:
; CHECK-NEXT: %live_variables = phi ptr [ %live_variables.stack-buffer, %live_variables.stack ], [ %live_variables.heap-buffer, %live_variables.heap ]
; CHECK-NEXT: call spir_func void @two.mux-barrier-wrapper.body(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr %live_variables)
; CHECK-NEXT: br i1 %live_variables.on-stack, label %live_variables.freed, label %live_variables.free
; CHECK: live_variables.free:
; CHECK-NEXT: call void @free(ptr %live_variables)
; CHECK: live_variables.freed:
; CHECK-NEXT: ret void
; CHECK-NEXT: }

; The loops, with the struct as a parameter and no alloca of it.
; CHECK: define internal spir_func void @two.mux-barrier-wrapper.body(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr noalias align 4 %live_variables) #[[BODY:[0-9]+]] {
; CHECK-NOT: alloca
; CHECK: %live_slot = getelementptr inbounds %two_live_mem_info, ptr %live_variables, i64
; CHECK: call spir_func i32 @two.mux-barrier-region(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr %live_slot)
; CHECK: call spir_func i32 @two.mux-barrier-region.1(
; CHECK: ret void
; CHECK-NEXT: }

; 32768 work-items of 4 bytes: on the heap, decided now.
; CHECK: define spir_kernel void @wide.mux-barrier-wrapper(ptr addrspace(1) %in, ptr addrspace(1) %out) #{{[0-9]+}} !codeplay_ca_wrapper !{{[0-9]+}} !reqd_work_group_size
; CHECK-NEXT: entry:
; CHECK-NEXT: %live_variables.heap-buffer = call ptr @aligned_alloc(i64 16, i64 131072)
; CHECK: call spir_func void @wide.mux-barrier-wrapper.body(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr %live_variables.heap-buffer)
; CHECK-NEXT: call void @free(ptr %live_variables.heap-buffer)
; CHECK-NEXT: ret void
; CHECK: define internal spir_func void @wide.mux-barrier-wrapper.body(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr noalias align 4 %live_variables)

; 64 work-items: the spec's alloca, in the wrapper.
; CHECK: define spir_kernel void @narrow.mux-barrier-wrapper(
; CHECK: %live_variables = alloca %narrow_live_mem_info, i64 64, align 4
; CHECK-NOT: @narrow.mux-barrier-wrapper.body

; The wrapper stays the kernel; the body is an ordinary function, inlined into it.
; CHECK-DAG: attributes #[[TWO]] = { nounwind "mux-base-fn-name"="two" "mux-kernel"="entry-point" }
; CHECK-DAG: attributes #[[BODY]] = { alwaysinline nounwind }

define spir_kernel void @two(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %lid
  %v = load i32, ptr addrspace(1) %p, align 4
  %w = mul i32 %v, 3
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %lid
  store i32 %w, ptr addrspace(1) %q, align 4
  ret void
}

define spir_kernel void @wide(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 !reqd_work_group_size !0 {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %lid
  %v = load i32, ptr addrspace(1) %p, align 4
  %w = mul i32 %v, 3
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %lid
  store i32 %w, ptr addrspace(1) %q, align 4
  ret void
}

define spir_kernel void @narrow(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 !reqd_work_group_size !1 {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %lid
  %v = load i32, ptr addrspace(1) %p, align 4
  %w = mul i32 %v, 3
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %lid
  store i32 %w, ptr addrspace(1) %q, align 4
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare void @__mux_work_group_barrier(i32, i32, i32)
attributes #0 = { "mux-kernel"="entry-point" }
!0 = !{i32 32768, i32 1, i32 1}
!1 = !{i32 64, i32 1, i32 1}
