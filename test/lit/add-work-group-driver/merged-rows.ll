; A wrapper marked "ncpu-merge-x-groups" (work-item-loops<merge-groups>) runs each
; row of the range [first, end) as one call: the row's first group id, and a local
; size in x spanning its count groups (up to the end of the row or of the range),
; min(count * enqueued, global - gx * enqueued); the index then steps by count.
; RUN: sed 's/"mux-kernel"="entry-point"/"mux-kernel"="entry-point" "ncpu-merge-x-groups"/' %S/../add-kernel-wrapper/Inputs/scheduled.ll > %t.ll
; RUN: ncpu-opt -passes='add-kernel-wrapper,add-work-group-driver' -S %t.ll | filecheck %s
; RUN: ncpu-opt -passes='add-kernel-wrapper,add-work-group-driver' --verify-each --disable-output %t.ll

; CHECK: define void @k.mux-work-group-driver(ptr %packed-args, ptr %wg-info-template, i64 %first, i64 %end)
; CHECK:        %empty = icmp uge i64 %first, %end
; CHECK-NEXT:   br i1 %empty, label %exit, label %loop
; CHECK:      loop:
; CHECK-NEXT:   %group = phi i64 [ %first, %entry ], [ %next, %loop ]
; CHECK-NEXT:   %gx = urem i64 %group, %num_groups.0
; CHECK-NEXT:   %rest.0 = udiv i64 %group, %num_groups.0
; CHECK-NEXT:   %gy = urem i64 %rest.0, %num_groups.1
; CHECK-NEXT:   %gz = udiv i64 %rest.0, %num_groups.1
; CHECK-NEXT:   %row_left = sub i64 %num_groups.0, %gx
; CHECK-NEXT:   %range_left = sub i64 %end, %group
; CHECK-NEXT:   %count = call i64 @llvm.umin.i64(i64 %row_left, i64 %range_left)
; CHECK-NEXT:   store i64 %gx, ptr %group_id.0.ptr, align 8
; CHECK-NEXT:   %start.0 = mul i64 %gx, %enqueued.0
; CHECK-NEXT:   %remaining.0 = sub i64 %global_size.0, %start.0
; CHECK-NEXT:   %span = mul i64 %count, %enqueued.0
; CHECK-NEXT:   %local_size.0 = call i64 @llvm.umin.i64(i64 %span, i64 %remaining.0)
; CHECK-NEXT:   store i64 %local_size.0, ptr %local_size.0.ptr, align 8
; CHECK-NEXT:   store i64 %gy, ptr %group_id.1.ptr, align 8
; CHECK:        %local_size.1 = call i64 @llvm.umin.i64(i64 %enqueued.1, i64 %remaining.1)
; CHECK:        store i64 %gz, ptr %group_id.2.ptr, align 8
; CHECK:        call void @k.mux-kernel-wrapper(ptr %packed-args, ptr %wg-info)
; CHECK-NEXT:   %next = add nuw i64 %group, %count
; CHECK-NEXT:   %more = icmp ult i64 %next, %end
; CHECK-NEXT:   br i1 %more, label %loop, label %exit
; CHECK:      exit:
; CHECK-NEXT:   ret void
