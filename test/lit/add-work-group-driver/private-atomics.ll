; A kernel whose bins privatize-atomic-adds recorded (!ncpu.private_atomics): the
; driver runs its range on a copy of the packed arguments whose parameter 0
; points to a zeroed 64-byte stack window, then adds each nonzero element into
; the real buffer with one atomic; __ncpu_private_add.i32 becomes load, add, store.
; RUN: ncpu-opt -passes='add-kernel-wrapper,add-work-group-driver' -S %s | filecheck %s
; RUN: ncpu-opt -passes='add-kernel-wrapper,add-work-group-driver' --verify-each --disable-output %s

; CHECK-LABEL: define internal void @__ncpu_private_add.i32(ptr addrspace(1) %element, i32 %value)
; CHECK-NEXT: entry:
; CHECK-NEXT:   %old = load i32, ptr addrspace(1) %element, align 4
; CHECK-NEXT:   %new = add i32 %old, %value
; CHECK-NEXT:   store i32 %new, ptr addrspace(1) %element, align 4
; CHECK-NEXT:   ret void

; CHECK-LABEL: define void @hist.mux-work-group-driver(
; CHECK:   %packed-args.private = alloca %MuxPackedArgs.hist
; CHECK:   call void @llvm.memcpy.p0.p0.i64(ptr %packed-args.private, ptr %packed-args, i64 12, i1 false)
; CHECK:   %private.0 = alloca [64 x i8], align 64
; CHECK:   call void @llvm.memset.p0.i64(ptr %private.0, i8 0, i64 64, i1 false)
; CHECK:   %private.0.buffer = load ptr addrspace(1), ptr %private.0.field, align 1
; CHECK:   %private.0.ptr = addrspacecast ptr %private.0 to ptr addrspace(1)
; CHECK:   store ptr addrspace(1) %private.0.ptr, ptr %private.0.slot, align 1
; CHECK:   call void @hist.mux-kernel-wrapper(ptr %packed-args.private, ptr %wg-info)
; CHECK: merge.0:
; CHECK:   %merge.0.value = load i32, ptr %merge.0.from, align 4
; CHECK:   %merge.0.nonzero = icmp ne i32 %merge.0.value, 0
; CHECK: merge.0.add:
; CHECK:   %merge.0.to = getelementptr inbounds i32, ptr addrspace(1) %private.0.buffer, i64
; CHECK:   atomicrmw add ptr addrspace(1) %merge.0.to, i32 %merge.0.value monotonic, align 4
; CHECK:   icmp ult i64 %{{.*}}, 16
; CHECK: merge.0.done:
; CHECK-NEXT: ret void


target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%MuxWorkItemInfo = type { [3 x i64], i32, i32, i32 }
%MuxWorkGroupInfo = type { [3 x i64], [3 x i64], [3 x i64], [3 x i64], i32, [3 x i64], [3 x i64] }

define spir_kernel void @hist(ptr addrspace(1) %bins, i32 %x, ptr %wi-info, ptr %wg-info) #0 !mux_scheduled_fn !1 {
entry:
  %bin = and i32 %x, 15
  %slot = getelementptr inbounds i32, ptr addrspace(1) %bins, i32 %bin
  call void @__ncpu_private_add.i32(ptr addrspace(1) %slot, i32 1)
  ret void
}

declare void @__ncpu_private_add.i32(ptr addrspace(1), i32) #1

attributes #0 = { nounwind "mux-kernel"="entry-point" "mux-orig-fn"="hist" "mux-base-fn-name"="hist" }
attributes #1 = { nounwind }

!mux-scheduling-params = !{!2}
!ncpu.private_atomics = !{!3}
!1 = !{i32 2, i32 3}
!2 = !{!"MuxWorkItemInfo", !"MuxWorkGroupInfo"}
!3 = !{!"hist", i32 0, i32 32, i64 64}
