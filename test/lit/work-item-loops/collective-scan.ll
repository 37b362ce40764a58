; A work-group scan (as OCK) runs in the region's loops, in linear order,
; which carry the running value from one work-item to the next (so they are
; not marked parallel); an inclusive scan passes each call the value after
; its own work-item's operand.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @scan.mux-barrier-wrapper(
; CHECK: sw.bb2:
; CHECK-NEXT: br label %[[Z:loopIR[0-9]+]]
; CHECK: [[Z]]:
; CHECK: %scan.z = phi float [ 0x7FF0000000000000, %sw.bb2 ], [ %[[MIN:[0-9]+]], %[[Z_LATCH:exitIR[0-9]+]] ]
; CHECK: %scan.y = phi float [ %scan.z, %[[Z]] ], [ %[[MIN]], %{{exitIR[0-9]+}} ]
; CHECK: [[X:loopIR[0-9]+]]:
; CHECK: %scan.x = phi float [ %scan.y, %{{loopIR[0-9]+}} ], [ %[[MIN]], %[[X]] ]
; CHECK-NOT: !llvm.access.group
; CHECK: %live_gep_f = getelementptr inbounds %scan_live_mem_info, ptr %live_slot1, i32 0, i32 0
; CHECK-NEXT: %f_load = load float, ptr %live_gep_f, align 4
; CHECK-NEXT: %[[MIN]] = call float @llvm.minnum.f32(float %scan.x, float %f_load)
; CHECK-NEXT: call spir_func i32 @scan.mux-barrier-region.1(ptr addrspace(1) %fio, float %[[MIN]], ptr %live_slot1)
; CHECK-NOT: !llvm.access.group
; CHECK: br i1 %{{[0-9]+}}, label %[[X]], label %{{exitIR[0-9]+}}{{$}}

define spir_kernel void @scan(ptr addrspace(1) %fio) #0 {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  %fp = getelementptr inbounds float, ptr addrspace(1) %fio, i64 %lid
  %f = load float, ptr addrspace(1) %fp, align 4
  %scan = call float @__mux_work_group_scan_inclusive_fmin_f32(i32 0, float %f)
  store float %scan, ptr addrspace(1) %fp, align 4
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare float @__mux_work_group_scan_inclusive_fmin_f32(i32, float)
attributes #0 = { "mux-kernel"="entry-point" }
