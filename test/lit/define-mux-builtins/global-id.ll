; global id = group id * enqueued local size + local id + offset: the enqueued
; size, so that the smaller last group of a non-uniform NDRange starts where the
; others stop. The builtins it calls are declared with the scheduling
; parameters and defined in turn.
; RUN: ncpu-opt -passes=define-mux-builtins,verify -S %s | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define internal i64 @__mux_get_global_id(i32 %dim, ptr %wi-info, ptr %wg-info)
; CHECK-NEXT: entry:
; CHECK-NEXT: %group_id = call i64 @__mux_get_group_id(i32 %dim, ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info)
; CHECK-NEXT: %enqueued_size = call i64 @__mux_get_enqueued_local_size(i32 %dim, ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info)
; CHECK-NEXT: %local_id = call i64 @__mux_get_local_id(i32 %dim, ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info)
; CHECK-NEXT: %offset = call i64 @__mux_get_global_offset(i32 %dim, ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info)
; CHECK-NEXT: %group_start = mul i64 %group_id, %enqueued_size
; CHECK-NEXT: %id = add i64 %group_start, %local_id
; CHECK-NEXT: %global_id = add i64 %id, %offset
; CHECK-NEXT: ret i64 %global_id
declare i64 @__mux_get_global_id(i32, ptr, ptr)

; CHECK-DAG: define internal i64 @__mux_get_group_id(i32 %dim, ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info) {{#[0-9]+}} !mux_scheduled_fn
; CHECK-DAG: define internal i64 @__mux_get_enqueued_local_size(
; CHECK-DAG: define internal i64 @__mux_get_local_id(
; CHECK-DAG: define internal i64 @__mux_get_global_offset(
; CHECK-NOT: declare
