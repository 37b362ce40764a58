; Sub-group (and scalar vec-group) collectives over one invocation: the value
; itself, or the operation's identity for exclusive scans. Work-group
; collectives are left for work-item-loops.
; RUN: ncpu-opt -passes=define-mux-builtins,verify -S %s | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define i1 @__mux_sub_group_any_i1(i1 %val)
; CHECK: ret i1 %val
declare i1 @__mux_sub_group_any_i1(i1)
; CHECK-LABEL: define i1 @__mux_sub_group_all_i1(i1 %val)
; CHECK: ret i1 %val
declare i1 @__mux_sub_group_all_i1(i1)
; CHECK-LABEL: define i64 @__mux_sub_group_broadcast_i64(i64 %val, i32 %id)
; CHECK: ret i64 %val
declare i64 @__mux_sub_group_broadcast_i64(i64, i32)
; CHECK-LABEL: define i32 @__mux_sub_group_reduce_add_i32(i32 %val)
; CHECK: ret i32 %val
declare i32 @__mux_sub_group_reduce_add_i32(i32)
; CHECK-LABEL: define float @__mux_sub_group_scan_inclusive_fmul_f32(float %val)
; CHECK: ret float %val
declare float @__mux_sub_group_scan_inclusive_fmul_f32(float)
; CHECK-LABEL: define internal i32 @__mux_vec_group_reduce_umax_i32(i32 %val)
; CHECK: ret i32 %val
declare i32 @__mux_vec_group_reduce_umax_i32(i32)

; CHECK-LABEL: @__mux_sub_group_scan_exclusive_add_i32(
; CHECK: ret i32 0
declare i32 @__mux_sub_group_scan_exclusive_add_i32(i32)
; CHECK-LABEL: @__mux_sub_group_scan_exclusive_mul_i64(
; CHECK: ret i64 1
declare i64 @__mux_sub_group_scan_exclusive_mul_i64(i64)
; CHECK-LABEL: @__mux_sub_group_scan_exclusive_smin_i32(
; CHECK: ret i32 2147483647
declare i32 @__mux_sub_group_scan_exclusive_smin_i32(i32)
; CHECK-LABEL: @__mux_sub_group_scan_exclusive_umin_i8(
; CHECK: ret i8 -1
declare i8 @__mux_sub_group_scan_exclusive_umin_i8(i8)
; CHECK-LABEL: @__mux_sub_group_scan_exclusive_smax_i16(
; CHECK: ret i16 -32768
declare i16 @__mux_sub_group_scan_exclusive_smax_i16(i16)
; CHECK-LABEL: @__mux_sub_group_scan_exclusive_umax_i32(
; CHECK: ret i32 0
declare i32 @__mux_sub_group_scan_exclusive_umax_i32(i32)
; CHECK-LABEL: @__mux_sub_group_scan_exclusive_and_i32(
; CHECK: ret i32 -1
declare i32 @__mux_sub_group_scan_exclusive_and_i32(i32)
; CHECK-LABEL: @__mux_sub_group_scan_exclusive_or_i32(
; CHECK: ret i32 0
declare i32 @__mux_sub_group_scan_exclusive_or_i32(i32)
; CHECK-LABEL: @__mux_sub_group_scan_exclusive_logical_and_i1(
; CHECK: ret i1 true
declare i1 @__mux_sub_group_scan_exclusive_logical_and_i1(i1)
; CHECK-LABEL: @__mux_sub_group_scan_exclusive_logical_xor_i1(
; CHECK: ret i1 false
declare i1 @__mux_sub_group_scan_exclusive_logical_xor_i1(i1)
; CHECK-LABEL: @__mux_sub_group_scan_exclusive_fadd_f32(
; CHECK: ret float 0.000000e+00
declare float @__mux_sub_group_scan_exclusive_fadd_f32(float)
; CHECK-LABEL: @__mux_sub_group_scan_exclusive_fmul_f64(
; CHECK: ret double 1.000000e+00
declare double @__mux_sub_group_scan_exclusive_fmul_f64(double)
; CHECK-LABEL: @__mux_sub_group_scan_exclusive_fmin_f16(
; CHECK: ret half 0xH7C00
declare half @__mux_sub_group_scan_exclusive_fmin_f16(half)
; CHECK-LABEL: @__mux_sub_group_scan_exclusive_fmax_f32(
; CHECK: ret float 0xFFF0000000000000
declare float @__mux_sub_group_scan_exclusive_fmax_f32(float)

; CHECK: declare i32 @__mux_work_group_reduce_add_i32(i32, i32)
declare i32 @__mux_work_group_reduce_add_i32(i32, i32)
