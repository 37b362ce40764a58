; The setters store into the work-item info; set_local_id ignores a dimension >= 3.
; RUN: ncpu-opt -passes=define-mux-builtins,verify -S %s | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define internal void @__mux_set_local_id(i32 %dim, i64 %value, ptr %wi-info, ptr %wg-info)
; CHECK: %in_range = icmp ult i32 %dim, 3
; CHECK-NEXT: br i1 %in_range, label %store, label %done
; CHECK: store:
; CHECK-NEXT: %ptr = getelementptr %MuxWorkItemInfo, ptr %wi-info, i32 0, i32 0, i32 %dim
; CHECK-NEXT: store i64 %value, ptr %ptr, align 8
; CHECK: done:
; CHECK-NEXT: ret void
declare void @__mux_set_local_id(i32, i64, ptr, ptr)

; CHECK-LABEL: define internal void @__mux_set_sub_group_id(i32 %value, ptr %wi-info, ptr %wg-info)
; CHECK: %ptr = getelementptr %MuxWorkItemInfo, ptr %wi-info, i32 0, i32 1
; CHECK-NEXT: store i32 %value, ptr %ptr, align 4
declare void @__mux_set_sub_group_id(i32, ptr, ptr)

; CHECK-LABEL: define internal void @__mux_set_num_sub_groups(
; CHECK: getelementptr %MuxWorkItemInfo, ptr %wi-info, i32 0, i32 2
declare void @__mux_set_num_sub_groups(i32, ptr, ptr)

; CHECK-LABEL: define internal void @__mux_set_max_sub_group_size(
; CHECK: getelementptr %MuxWorkItemInfo, ptr %wi-info, i32 0, i32 3
declare void @__mux_set_max_sub_group_size(i32, ptr, ptr)
