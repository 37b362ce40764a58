; The sub-group getters (sub-groups of one invocation: size 1, local id 0) and
; the work dimension.
; RUN: ncpu-opt -passes=define-mux-builtins,verify -S %s | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define internal i32 @__mux_get_sub_group_id(ptr %wi-info, ptr %wg-info)
; CHECK: %ptr = getelementptr %MuxWorkItemInfo, ptr %wi-info, i32 0, i32 1
; CHECK-NEXT: %value = load i32, ptr %ptr, align 4
; CHECK-NEXT: ret i32 %value
declare i32 @__mux_get_sub_group_id(ptr, ptr)

; CHECK-LABEL: define internal i32 @__mux_get_num_sub_groups(
; CHECK: getelementptr %MuxWorkItemInfo, ptr %wi-info, i32 0, i32 2
declare i32 @__mux_get_num_sub_groups(ptr, ptr)

; CHECK-LABEL: define internal i32 @__mux_get_max_sub_group_size(
; CHECK: getelementptr %MuxWorkItemInfo, ptr %wi-info, i32 0, i32 3
declare i32 @__mux_get_max_sub_group_size(ptr, ptr)

; CHECK-LABEL: define internal i32 @__mux_get_work_dim(
; CHECK: getelementptr %MuxWorkGroupInfo, ptr %wg-info, i32 0, i32 4
declare i32 @__mux_get_work_dim(ptr, ptr)

; CHECK-LABEL: define internal i32 @__mux_get_sub_group_size(ptr %wi-info, ptr %wg-info)
; CHECK-NEXT: entry:
; CHECK-NEXT: ret i32 1
declare i32 @__mux_get_sub_group_size(ptr, ptr)

; Without the scheduling parameters too: the answer is a constant.
; CHECK-LABEL: define internal i32 @__mux_get_sub_group_local_id()
; CHECK-NEXT: entry:
; CHECK-NEXT: ret i32 0
declare i32 @__mux_get_sub_group_local_id()
