; A constant dimension >= 3 folds to 0 for ids and offsets and to 1 for sizes.
; RUN: ncpu-opt -passes=prepare-sycl-native-cpu -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define void @k.NativeCPUKernel(ptr %out, ptr %state)
; CHECK-NEXT: store i64 0, ptr %out, align 8
; CHECK-NEXT: store i64 0, ptr %out, align 8
; CHECK-NEXT: store i64 0, ptr %out, align 8
; CHECK-NEXT: store i64 0, ptr %out, align 8
; CHECK-NEXT: store i64 1, ptr %out, align 8
; CHECK-NEXT: store i64 1, ptr %out, align 8
; CHECK-NEXT: store i64 1, ptr %out, align 8
; CHECK-NEXT: store i64 1, ptr %out, align 8
; CHECK-NEXT: ret void
define spir_kernel void @k(ptr %out) {
  %a = call i64 @__mux_get_global_id(i32 3)
  store i64 %a, ptr %out, align 8
  %b = call i64 @__mux_get_local_id(i32 -1)
  store i64 %b, ptr %out, align 8
  %c = call i64 @__mux_get_group_id(i32 4)
  store i64 %c, ptr %out, align 8
  %d = call i64 @__mux_get_global_offset(i32 100)
  store i64 %d, ptr %out, align 8
  %e = call i64 @__mux_get_global_size(i32 3)
  store i64 %e, ptr %out, align 8
  %f = call i64 @__mux_get_local_size(i32 3)
  store i64 %f, ptr %out, align 8
  %g = call i64 @__mux_get_enqueued_local_size(i32 3)
  store i64 %g, ptr %out, align 8
  %h = call i64 @__mux_get_num_groups(i32 3)
  store i64 %h, ptr %out, align 8
  ret void
}

declare i64 @__mux_get_global_id(i32)
declare i64 @__mux_get_local_id(i32)
declare i64 @__mux_get_group_id(i32)
declare i64 @__mux_get_global_offset(i32)
declare i64 @__mux_get_global_size(i32)
declare i64 @__mux_get_local_size(i32)
declare i64 @__mux_get_enqueued_local_size(i32)
declare i64 @__mux_get_num_groups(i32)
