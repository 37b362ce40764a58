; cl_khr_work_group_uniform_arithmetic (hand-written: clang-19 does not declare
; it): mul/and/or/xor by type, logical_* on int predicates through i1.
; RUN: ncpu-opt -passes=lower-to-mux-builtins -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_func void @uniform(
; CHECK-NEXT: %a = call i32 @__mux_work_group_reduce_mul_i32(i32 0, i32 %i)
; CHECK-NEXT: %b = call float @__mux_work_group_scan_inclusive_fmul_f32(i32 0, float %f)
; CHECK-NEXT: %c = call i64 @__mux_work_group_reduce_and_i64(i32 0, i64 %l)
; CHECK-NEXT: %d = call i32 @__mux_work_group_scan_exclusive_or_i32(i32 0, i32 %i)
; CHECK-NEXT: %e = call i32 @__mux_sub_group_reduce_xor_i32(i32 %i)
; CHECK-NEXT: %[[P:.*]] = icmp ne i32 %i, 0
; CHECK-NEXT: %[[R:.*]] = call i1 @__mux_work_group_reduce_logical_and_i1(i32 0, i1 %[[P]])
; CHECK-NEXT: %g = zext i1 %[[R]] to i32
; CHECK-NEXT: %[[P2:.*]] = icmp ne i32 %i, 0
; CHECK-NEXT: %[[R2:.*]] = call i1 @__mux_sub_group_scan_inclusive_logical_or_i1(i1 %[[P2]])
; CHECK-NEXT: %h = zext i1 %[[R2]] to i32
; CHECK-NEXT: ret void
define spir_func void @uniform(i32 %i, float %f, i64 %l) {
  %a = call spir_func i32 @_Z21work_group_reduce_muli(i32 %i)
  %b = call spir_func float @_Z29work_group_scan_inclusive_mulf(float %f)
  %c = call spir_func i64 @_Z21work_group_reduce_andl(i64 %l)
  %d = call spir_func i32 @_Z28work_group_scan_exclusive_orj(i32 %i)
  %e = call spir_func i32 @_Z20sub_group_reduce_xori(i32 %i)
  %g = call spir_func i32 @_Z29work_group_reduce_logical_andi(i32 %i)
  %h = call spir_func i32 @_Z35sub_group_scan_inclusive_logical_ori(i32 %i)
  ret void
}

declare spir_func i32 @_Z21work_group_reduce_muli(i32)
declare spir_func float @_Z29work_group_scan_inclusive_mulf(float)
declare spir_func i64 @_Z21work_group_reduce_andl(i64)
declare spir_func i32 @_Z28work_group_scan_exclusive_orj(i32)
declare spir_func i32 @_Z20sub_group_reduce_xori(i32)
declare spir_func i32 @_Z29work_group_reduce_logical_andi(i32)
declare spir_func i32 @_Z35sub_group_scan_inclusive_logical_ori(i32)
; CHECK-NOT: @_Z
