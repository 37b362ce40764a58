; Shuffles over one invocation: shuffle and shuffle_xor return the value (an
; out-of-range index is undefined); shuffle_up/down pick the current value for
; delta 0 and the other operand otherwise.
; RUN: ncpu-opt -passes=define-mux-builtins,verify -S %s | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define i64 @__mux_sub_group_shuffle_i64(i64 %val, i32 %lid)
; CHECK: ret i64 %val
declare i64 @__mux_sub_group_shuffle_i64(i64, i32)

; CHECK-LABEL: define half @__mux_sub_group_shuffle_xor_f16(half %val, i32 %xor_val)
; CHECK: ret half %val
declare half @__mux_sub_group_shuffle_xor_f16(half, i32)

; CHECK-LABEL: define i8 @__mux_sub_group_shuffle_down_i8(i8 %curr, i8 %next, i32 %delta)
; CHECK: %eqzero = icmp eq i32 %delta, 0
; CHECK-NEXT: %sel = select i1 %eqzero, i8 %curr, i8 %next
; CHECK-NEXT: ret i8 %sel
declare i8 @__mux_sub_group_shuffle_down_i8(i8, i8, i32)

; CHECK-LABEL: define float @__mux_sub_group_shuffle_up_f32(float %prev, float %curr, i32 %delta)
; CHECK: %eqzero = icmp eq i32 %delta, 0
; CHECK-NEXT: %sel = select i1 %eqzero, float %curr, float %prev
; CHECK-NEXT: ret float %sel
declare float @__mux_sub_group_shuffle_up_f32(float, float, i32)
