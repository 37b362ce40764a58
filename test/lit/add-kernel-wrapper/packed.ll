; add-kernel-wrapper (default: packed, local buffers by size): the wrapper reads
; %MuxPackedArgs.k (a packed struct, one field per kernel parameter), allocates
; the __local buffer from its size and the work-item info, and calls the kernel.
; RUN: ncpu-opt -passes=add-kernel-wrapper -S %S/Inputs/scheduled.ll | filecheck %s
; RUN: ncpu-opt -passes='add-kernel-wrapper<packed;local-buffers-by-size>' -S %S/Inputs/scheduled.ll | filecheck %s
; RUN: ncpu-opt -passes='add-kernel-wrapper' --verify-each --disable-output %S/Inputs/scheduled.ll

; CHECK: %MuxPackedArgs.k = type <{ ptr addrspace(1), float, i64, %struct.Pair }>

; The old kernel is internal, always-inline and no longer a kernel; it keeps
; its attributes and metadata.
; CHECK: define internal spir_func void @k(ptr addrspace(1) %out, float %alpha, ptr addrspace(3) %scratch, ptr byval(%struct.Pair) align 4 %p, ptr %wi-info, ptr %wg-info) #[[INNER:[0-9]+]] !reqd_work_group_size ![[SIZE:[0-9]+]] !mux_scheduled_fn

; The wrapper (appended to the module) takes the kernel's convention,
; attributes and metadata; its own !mux_scheduled_fn says only %wg-info is a
; parameter.
; CHECK: define spir_kernel void @k.mux-kernel-wrapper(ptr noundef nonnull dereferenceable(28) %packed-args, ptr %wg-info) #[[WRAPPER:[0-9]+]] !reqd_work_group_size ![[SIZE]] !mux_scheduled_fn ![[SCHED:[0-9]+]] {
; CHECK-NEXT:   %wi-info = alloca %MuxWorkItemInfo, align 8
; CHECK-NEXT:   store %MuxWorkItemInfo zeroinitializer, ptr %wi-info, align 8
; CHECK-NEXT:   %1 = getelementptr %MuxPackedArgs.k, ptr %packed-args, i32 0, i32 0
; CHECK-NEXT:   %out = load ptr addrspace(1), ptr %1, align 1
; CHECK-NEXT:   %2 = getelementptr %MuxPackedArgs.k, ptr %packed-args, i32 0, i32 1
; CHECK-NEXT:   %alpha = load float, ptr %2, align 1
; CHECK-NEXT:   %3 = getelementptr %MuxPackedArgs.k, ptr %packed-args, i32 0, i32 2
; CHECK-NEXT:   %scratch.size = load i64, ptr %3, align 1
; CHECK-NEXT:   %4 = getelementptr %MuxPackedArgs.k, ptr %packed-args, i32 0, i32 3
; CHECK-NEXT:   %p.field = load %struct.Pair, ptr %4, align 1
; CHECK-NEXT:   %p = alloca %struct.Pair, align 4
; CHECK-NEXT:   store %struct.Pair %p.field, ptr %p, align 4
; The __local buffer: on the stack up to 64 KiB, else from the heap (freed after the call).
; CHECK-NEXT:   %scratch.on-stack = icmp ule i64 %scratch.size, 65536
; CHECK-NEXT:   br i1 %scratch.on-stack, label %scratch.stack, label %scratch.heap
; CHECK:      scratch.stack:
; CHECK-NEXT:   %scratch.stack-buffer = alloca i8, i64 %scratch.size, align 128
; CHECK-NEXT:   br label %scratch.ready
; CHECK:      scratch.heap:
; CHECK-NEXT:   %scratch.heap-buffer = call ptr @aligned_alloc(i64 128, i64 %scratch.size)
; CHECK-NEXT:   %scratch.failed = icmp eq ptr %scratch.heap-buffer, null
; CHECK-NEXT:   br i1 %scratch.failed, label %scratch.no-memory, label %scratch.ready
; CHECK:      scratch.no-memory:
; CHECK-NEXT:   call void @llvm.trap()
; CHECK-NEXT:   unreachable
; CHECK:      scratch.ready:
; CHECK-NEXT:   %scratch.local = phi ptr [ %scratch.stack-buffer, %scratch.stack ], [ %scratch.heap-buffer, %scratch.heap ]
; CHECK-NEXT:   %scratch = addrspacecast ptr %scratch.local to ptr addrspace(3)
; The call carries the kernel's parameter and function attributes.
; CHECK-NEXT:   call spir_func void @k(ptr addrspace(1) %out, float %alpha, ptr addrspace(3) %scratch, ptr byval(%struct.Pair) align 4 %p, ptr %wi-info, ptr %wg-info) #[[INNER]]
; CHECK-NEXT:   br i1 %scratch.on-stack, label %scratch.freed, label %scratch.free
; CHECK:      scratch.free:
; CHECK-NEXT:   call void @free(ptr %scratch.local)
; CHECK-NEXT:   br label %scratch.freed
; CHECK:      scratch.freed:
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-DAG: declare ptr @aligned_alloc(i64, i64)
; CHECK-DAG: declare void @free(ptr)

; CHECK-DAG: attributes #[[INNER]] = { alwaysinline nounwind "mux-orig-fn"="k" }
; CHECK-DAG: attributes #[[WRAPPER]] = { nounwind "mux-base-fn-name"="k" "mux-kernel"="entry-point" "mux-orig-fn"="k" }
; CHECK-DAG: ![[SCHED]] = !{i32 -1, i32 1}
; CHECK-DAG: ![[SIZE]] = !{i32 4, i32 1, i32 1}
