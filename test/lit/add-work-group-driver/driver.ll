; add-work-group-driver: per packed kernel wrapper, an external
; <base>.mux-work-group-driver(args, wg-info template, first, end) that runs the
; linear group range [first, end) (x fastest), setting group_id and the current
; group's local_size = min(enqueued, global - g * enqueued) before each call.
; RUN: ncpu-opt -passes='add-kernel-wrapper,add-work-group-driver' -S %S/../add-kernel-wrapper/Inputs/scheduled.ll | filecheck %s
; RUN: ncpu-opt -passes='add-kernel-wrapper,add-work-group-driver' --verify-each --disable-output %S/../add-kernel-wrapper/Inputs/scheduled.ll

; CHECK: define void @k.mux-work-group-driver(ptr %packed-args, ptr %wg-info-template, i64 %first, i64 %end) #[[ATTRS:[0-9]+]] {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %wg-info = alloca %MuxWorkGroupInfo, align 8
; CHECK-NEXT:   call void @llvm.memcpy.p0.p0.i64(ptr %wg-info, ptr %wg-info-template, i64 152, i1 false)
; CHECK:        %num_groups.0.ptr = getelementptr inbounds %MuxWorkGroupInfo, ptr %wg-info, i32 0, i32 1, i32 0
; CHECK:        %enqueued.0.ptr = getelementptr inbounds %MuxWorkGroupInfo, ptr %wg-info, i32 0, i32 5, i32 0
; CHECK:        %global_size.0.ptr = getelementptr inbounds %MuxWorkGroupInfo, ptr %wg-info, i32 0, i32 6, i32 0
; CHECK:        %group_id.0.ptr = getelementptr inbounds %MuxWorkGroupInfo, ptr %wg-info, i32 0, i32 0, i32 0
; CHECK:        %local_size.2.ptr = getelementptr inbounds %MuxWorkGroupInfo, ptr %wg-info, i32 0, i32 3, i32 2
; CHECK-NEXT:   %empty = icmp uge i64 %first, %end
; CHECK-NEXT:   br i1 %empty, label %exit, label %loop
; CHECK:      loop:
; CHECK-NEXT:   %group = phi i64 [ %first, %entry ], [ %next, %loop ]
; CHECK-NEXT:   %gx = urem i64 %group, %num_groups.0
; CHECK-NEXT:   %rest.0 = udiv i64 %group, %num_groups.0
; CHECK-NEXT:   store i64 %gx, ptr %group_id.0.ptr, align 8
; CHECK-NEXT:   %start.0 = mul i64 %gx, %enqueued.0
; CHECK-NEXT:   %remaining.0 = sub i64 %global_size.0, %start.0
; CHECK-NEXT:   %partial.0 = icmp ult i64 %remaining.0, %enqueued.0
; CHECK-NEXT:   %local_size.0 = select i1 %partial.0, i64 %remaining.0, i64 %enqueued.0
; CHECK-NEXT:   store i64 %local_size.0, ptr %local_size.0.ptr, align 8
; CHECK-NEXT:   %gy = urem i64 %rest.0, %num_groups.1
; CHECK-NEXT:   %rest.1 = udiv i64 %rest.0, %num_groups.1
; CHECK-NEXT:   store i64 %gy, ptr %group_id.1.ptr, align 8
; CHECK:        store i64 %rest.1, ptr %group_id.2.ptr, align 8
; CHECK:        store i64 %local_size.2, ptr %local_size.2.ptr, align 8
; The wrapper has the kernel's spir_kernel convention, which may not be called: it becomes a C function.
; CHECK-NEXT:   call void @k.mux-kernel-wrapper(ptr %packed-args, ptr %wg-info)
; CHECK-NEXT:   %next = add nuw i64 %group, 1
; CHECK-NEXT:   %[[MORE:[0-9]+]] = icmp ult i64 %next, %end
; CHECK-NEXT:   br i1 %[[MORE]], label %loop, label %exit
; CHECK:      exit:
; CHECK-NEXT:   ret void

; CHECK: attributes #[[ATTRS]] = { nounwind }
