; The linear ids are computed from the state by helpers:
;   global: ((gid2-off2) * gsize1 + (gid1-off1)) * gsize0 + (gid0-off0)
;   local:  (lid2 * lsize1 + lid1) * lsize0 + lid0
; RUN: ncpu-opt -passes=prepare-sycl-native-cpu -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define void @k.NativeCPUKernel(ptr %state)
; CHECK-NEXT: %g = call i64 @__ncpu_get_global_linear_id(ptr %state)
; CHECK-NEXT: %l = call i64 @__ncpu_get_local_linear_id(ptr %state)
define spir_kernel void @k() {
  %g = call i64 @__mux_get_global_linear_id()
  %l = call i64 @__mux_get_local_linear_id()
  ret void
}

; CHECK-LABEL: define internal i64 @__ncpu_get_global_linear_id(ptr %state)
; CHECK: %global_id.0 = load i64
; CHECK: %global_offset.0.ptr = getelementptr inbounds %nativecpu_state, ptr %state, i64 0, i32 6, i64 0
; CHECK: %id.0 = sub i64 %global_id.0, %global_offset.0
; CHECK: %id.1 = sub i64 %global_id.1, %global_offset.1
; CHECK: %id.2 = sub i64 %global_id.2, %global_offset.2
; CHECK: %global_range.0.ptr = getelementptr inbounds %nativecpu_state, ptr %state, i64 0, i32 1, i64 0
; CHECK: %global_range.1.ptr = getelementptr inbounds %nativecpu_state, ptr %state, i64 0, i32 1, i64 1
; CHECK: %[[A:.+]] = mul i64 %id.2, %global_range.1
; CHECK-NEXT: %[[B:.+]] = add i64 %[[A]], %id.1
; CHECK-NEXT: %[[C:.+]] = mul i64 %[[B]], %global_range.0
; CHECK-NEXT: %linear = add i64 %[[C]], %id.0
; CHECK-NEXT: ret i64 %linear

; CHECK-LABEL: define internal i64 @__ncpu_get_local_linear_id(ptr %state)
; CHECK: %local_id.0.ptr = getelementptr inbounds %nativecpu_state, ptr %state, i64 0, i32 4, i64 0
; CHECK: %work_group_size.1.ptr = getelementptr inbounds %nativecpu_state, ptr %state, i64 0, i32 2, i64 1
; CHECK: %[[A:.+]] = mul i64 %local_id.2, %work_group_size.1
; CHECK-NEXT: %[[B:.+]] = add i64 %[[A]], %local_id.1
; CHECK-NEXT: %[[C:.+]] = mul i64 %[[B]], %work_group_size.0
; CHECK-NEXT: %linear = add i64 %[[C]], %local_id.0
; CHECK-NEXT: ret i64 %linear

declare i64 @__mux_get_global_linear_id()
declare i64 @__mux_get_local_linear_id()
