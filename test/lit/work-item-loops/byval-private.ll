; A byval parameter split across a barrier is copied into an entry-block alloca, so
; that it becomes a live-struct member: private to each work-item.
; RUN: ncpu-opt -passes=work-item-loops -S %s | filecheck %s

; CHECK: %k_live_mem_info = type { %struct.Pair }
; Region parameters are unnamed: the byval pointer is %0, the live-variables
; struct pointer the last one.
; CHECK-LABEL: define internal spir_func i32 @k.mux-barrier-region(
; CHECK-SAME: ptr align 4 %[[P:[0-9]+]], ptr addrspace(1) %{{[0-9]+}}, ptr %[[LIVE:[0-9]+]])
; CHECK-NEXT: %[[COPY:live_gep_p.private]] = getelementptr inbounds %k_live_mem_info, ptr %[[LIVE]], i32 0, i32 0
; CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr %[[COPY]], ptr %[[P]], i64 8, i1 false)
; CHECK: store i32 %lid32, ptr %[[COPY]]
; CHECK-NEXT: ret i32 2
; CHECK-LABEL: define internal spir_func i32 @k.mux-barrier-region.1(
; CHECK-SAME: ptr align 4 %{{[0-9]+}}, ptr addrspace(1) %[[OUT:[0-9]+]], ptr %[[LIVE1:[0-9]+]])
; CHECK-NEXT: %[[COPY1:live_gep_p.private]] = getelementptr inbounds %k_live_mem_info, ptr %[[LIVE1]], i32 0, i32 0
; CHECK-NEXT: %v = load i32, ptr %[[COPY1]]
; CHECK-NEXT: store i32 %v, ptr addrspace(1) %[[OUT]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"

%struct.Pair = type { i32, i32 }

define spir_kernel void @k(ptr byval(%struct.Pair) align 4 %p, ptr addrspace(1) %out) #0 {
  %lid = call i64 @__mux_get_local_id(i32 0)
  %lid32 = trunc i64 %lid to i32
  store i32 %lid32, ptr %p, align 4
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare void @__mux_work_group_barrier(i32, i32, i32)

attributes #0 = { "mux-kernel"="entry-point" }
