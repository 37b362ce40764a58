; The DMA builtins: copies by the work-item with local linear id 0 (a memcpy per row,
; rows and planes with their strides), the event given or else the destination as the event;
; the wait is a fence.
; RUN: ncpu-opt -passes='add-sched-params,define-mux-builtins,verify' -S %s | filecheck %s

; CHECK-LABEL: define internal void @__mux_dma_wait(i32 %num_events, ptr %events)
; CHECK-NEXT: entry:
; CHECK-NEXT: fence syncscope("singlethread") acq_rel
; CHECK-NEXT: ret void

; CHECK-LABEL: define internal ptr @__mux_dma_read_1D(ptr addrspace(3) %dst, ptr addrspace(1) %src, i64 %width, ptr %event, ptr {{.*}}%wi-info, ptr {{.*}}%wg-info)
; CHECK: %local_linear_id = call i64 @__mux_get_local_linear_id(ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info)
; CHECK: %copier = icmp eq i64 %local_linear_id, 0
; CHECK: br i1 %copier, label %copy, label %done
; CHECK: copy:
; CHECK: call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) %dst, ptr addrspace(1) %src, i64 %width, i1 false)
; CHECK: done:
; CHECK: %done_event = addrspacecast ptr addrspace(3) %dst to ptr
; CHECK: %joins = icmp ne ptr %event, null
; CHECK: %event_used = select i1 %joins, ptr %event, ptr %done_event
; CHECK: ret ptr %event_used

; CHECK-LABEL: define internal ptr @__mux_dma_write_2D(ptr addrspace(1) %dst, ptr addrspace(3) %src, i64 %width, i64 %dst_stride, i64 %src_stride, i64 %height, ptr %event,
; CHECK: %y = phi i64
; CHECK: mul i64 %y, %dst_stride
; CHECK: mul i64 %y, %src_stride
; CHECK: call void @llvm.memcpy.p1.p3.i64(ptr addrspace(1) %dst_row, ptr addrspace(3) %src_row, i64 %width, i1 false)
; CHECK: icmp ult i64 %y.next, %height

; CHECK-LABEL: define internal ptr @__mux_dma_read_3D(ptr addrspace(3) %dst, ptr addrspace(1) %src, i64 %width, i64 %dst_line_stride, i64 %src_line_stride, i64 %height, i64 %dst_plane_stride, i64 %src_plane_stride, i64 %depth, ptr %event,
; CHECK: %z = phi i64
; CHECK: mul i64 %z, %dst_plane_stride
; CHECK: icmp ult i64 %z.next, %depth

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

define void @k(ptr addrspace(3) %dst, ptr addrspace(1) %src) #0 {
  %e = call ptr @__mux_dma_read_1D(ptr addrspace(3) %dst, ptr addrspace(1) %src, i64 16, ptr null)
  %f = call ptr @__mux_dma_write_2D(ptr addrspace(1) %src, ptr addrspace(3) %dst, i64 16, i64 32, i64 64, i64 4, ptr %e)
  %g = call ptr @__mux_dma_read_3D(ptr addrspace(3) %dst, ptr addrspace(1) %src, i64 16, i64 32, i64 64, i64 4, i64 128, i64 256, i64 2, ptr %f)
  %slot = alloca ptr, align 8
  store ptr %g, ptr %slot, align 8
  call void @__mux_dma_wait(i32 1, ptr %slot)
  ret void
}

declare ptr @__mux_dma_read_1D(ptr addrspace(3), ptr addrspace(1), i64, ptr)
declare ptr @__mux_dma_write_2D(ptr addrspace(1), ptr addrspace(3), i64, i64, i64, i64, ptr)
declare ptr @__mux_dma_read_3D(ptr addrspace(3), ptr addrspace(1), i64, i64, i64, i64, i64, i64, i64, ptr)
declare void @__mux_dma_wait(i32, ptr)

attributes #0 = { "mux-kernel"="entry-point" }
