; Getters of one size_t array field: the dimension is clamped before indexing,
; and a dimension >= 3 answers 0 for ids and offsets, 1 for sizes and counts.
; RUN: ncpu-opt -passes=define-mux-builtins,verify -S %s | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define internal i64 @__mux_get_local_id(i32 %dim, ptr %wi-info, ptr %wg-info)
; CHECK-SAME: [[ATTRS:#[0-9]+]]
; CHECK: %in_range = icmp ult i32 %dim, 3
; CHECK-NEXT: %safe_dim = select i1 %in_range, i32 %dim, i32 0
; CHECK-NEXT: %ptr = getelementptr %MuxWorkItemInfo, ptr %wi-info, i32 0, i32 0, i32 %safe_dim
; CHECK-NEXT: %value = load i64, ptr %ptr, align 8
; CHECK-NEXT: %result = select i1 %in_range, i64 %value, i64 0
; CHECK-NEXT: ret i64 %result
declare i64 @__mux_get_local_id(i32, ptr, ptr)

; CHECK-LABEL: define internal i64 @__mux_get_group_id(
; CHECK: getelementptr %MuxWorkGroupInfo, ptr %wg-info, i32 0, i32 0, i32 %safe_dim
; CHECK: select i1 %in_range, i64 %value, i64 0
declare i64 @__mux_get_group_id(i32, ptr, ptr)

; CHECK-LABEL: define internal i64 @__mux_get_num_groups(
; CHECK: getelementptr %MuxWorkGroupInfo, ptr %wg-info, i32 0, i32 1, i32 %safe_dim
; CHECK: select i1 %in_range, i64 %value, i64 1
declare i64 @__mux_get_num_groups(i32, ptr, ptr)

; CHECK-LABEL: define internal i64 @__mux_get_global_offset(
; CHECK: getelementptr %MuxWorkGroupInfo, ptr %wg-info, i32 0, i32 2, i32 %safe_dim
; CHECK: select i1 %in_range, i64 %value, i64 0
declare i64 @__mux_get_global_offset(i32, ptr, ptr)

; CHECK-LABEL: define internal i64 @__mux_get_local_size(
; CHECK: getelementptr %MuxWorkGroupInfo, ptr %wg-info, i32 0, i32 3, i32 %safe_dim
; CHECK: select i1 %in_range, i64 %value, i64 1
declare i64 @__mux_get_local_size(i32, ptr, ptr)

; CHECK-LABEL: define internal i64 @__mux_get_enqueued_local_size(
; CHECK: getelementptr %MuxWorkGroupInfo, ptr %wg-info, i32 0, i32 5, i32 %safe_dim
; CHECK: select i1 %in_range, i64 %value, i64 1
declare i64 @__mux_get_enqueued_local_size(i32, ptr, ptr)

; CHECK-LABEL: define internal i64 @__mux_get_global_size(
; CHECK: getelementptr %MuxWorkGroupInfo, ptr %wg-info, i32 0, i32 6, i32 %safe_dim
; CHECK: select i1 %in_range, i64 %value, i64 1
declare i64 @__mux_get_global_size(i32, ptr, ptr)

; CHECK: attributes [[ATTRS]] = { alwaysinline }
