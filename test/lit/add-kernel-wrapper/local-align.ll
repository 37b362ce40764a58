; A __local parameter's buffer is aligned to 128 bytes or to its larger `align`,
; on the stack and on the heap; each buffer is freed only if it came from the heap.
; The buffers on the stack take at most 64 KiB together: the second one goes there
; only if it fits beside the first.
; RUN: ncpu-opt -passes=add-kernel-wrapper -S %s | filecheck %s
; RUN: ncpu-opt -passes=add-kernel-wrapper --verify-each --disable-output %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define void @two(ptr addrspace(3) align 256 %wide, ptr addrspace(3) align 4 %narrow) #0 {
  store i32 1, ptr addrspace(3) %wide, align 256
  store i32 2, ptr addrspace(3) %narrow, align 4
  ret void
}

; CHECK-LABEL: define void @two.mux-kernel-wrapper(ptr noundef nonnull dereferenceable(16) %packed-args)
; CHECK:  %wide.stack-buffer = alloca i8, i64 %wide.size, align 256
; CHECK:  %wide.heap-buffer = call ptr @aligned_alloc(i64 256, i64 %wide.size)
; CHECK:  %wide.stack-used = select i1 %wide.on-stack, i64 %wide.size, i64 0
; CHECK:  %narrow.with-earlier = add i64 %wide.stack-used, %narrow.size
; CHECK-NEXT: %narrow.on-stack = icmp ule i64 %narrow.with-earlier, 65536
; CHECK:  %narrow.stack-buffer = alloca i8, i64 %narrow.size, align 128
; CHECK:  %narrow.heap-buffer = call ptr @aligned_alloc(i64 128, i64 %narrow.size)
; CHECK:  call void @two(ptr addrspace(3) align 256 %wide, ptr addrspace(3) align 4 %narrow)
; CHECK-NEXT: br i1 %wide.on-stack, label %wide.freed, label %wide.free
; CHECK:  call void @free(ptr %wide.local)
; CHECK:  wide.freed:
; CHECK-NEXT: br i1 %narrow.on-stack, label %narrow.freed, label %narrow.free
; CHECK:  call void @free(ptr %narrow.local)
; CHECK:  narrow.freed:
; CHECK-NEXT: ret void

attributes #0 = { "mux-kernel"="entry-point" "mux-orig-fn"="two" }
