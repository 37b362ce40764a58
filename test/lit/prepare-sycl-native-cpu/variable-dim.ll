; A non-constant dimension calls an internal always-inline helper that clamps
; the index before reading and selects 0 (ids) or 1 (sizes) out of range.
; One helper per builtin, shared by its calls.
; RUN: ncpu-opt -passes=prepare-sycl-native-cpu -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define void @k.NativeCPUKernel(i32 %d, ptr %state)
; CHECK-NEXT: %a = call i64 @__ncpu_get_global_id(i32 %d, ptr %state)
; CHECK-NEXT: %a32 = trunc i64 %a to i32
; CHECK-NEXT: %b = call i64 @__ncpu_get_global_id(i32 %a32, ptr %state)
; CHECK-NEXT: %c = call i64 @__ncpu_get_local_size(i32 %d, ptr %state)
define spir_kernel void @k(i32 %d) {
  %a = call i64 @__mux_get_global_id(i32 %d)
  %a32 = trunc i64 %a to i32
  %b = call i64 @__mux_get_global_id(i32 %a32)
  %c = call i64 @__mux_get_local_size(i32 %d)
  ret void
}

; CHECK: define internal i64 @__ncpu_get_global_id(i32 %dim, ptr %state) #[[HELPER:[0-9]+]] {
; CHECK-NEXT: entry:
; CHECK-NEXT: %in_range = icmp ult i32 %dim, 3
; CHECK-NEXT: %safe_dim = select i1 %in_range, i32 %dim, i32 0
; CHECK-NEXT: %index = zext i32 %safe_dim to i64
; CHECK-NEXT: %ptr = getelementptr inbounds %nativecpu_state, ptr %state, i64 0, i32 0, i64 %index
; CHECK-NEXT: %value = load i64, ptr %ptr, align 8
; CHECK-NEXT: %result = select i1 %in_range, i64 %value, i64 0
; CHECK-NEXT: ret i64 %result

; CHECK: define internal i64 @__ncpu_get_local_size(i32 %dim, ptr %state) #[[HELPER]] {
; CHECK: getelementptr inbounds %nativecpu_state, ptr %state, i64 0, i32 2, i64 %index
; CHECK: %result = select i1 %in_range, i64 %value, i64 1

; CHECK-NOT: define
; CHECK: attributes #[[HELPER]] = { alwaysinline nounwind willreturn memory(argmem: read) }

declare i64 @__mux_get_global_id(i32)
declare i64 @__mux_get_local_size(i32)
