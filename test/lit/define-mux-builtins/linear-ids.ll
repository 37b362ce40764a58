; Linear ids by the spec's formulas: the global one from global ids less the
; offsets and the global sizes, the local one from local ids and sizes.
; RUN: ncpu-opt -passes=define-mux-builtins,verify -S %s | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define internal i64 @__mux_get_global_linear_id(ptr %wi-info, ptr %wg-info)
; CHECK: %gid0 = call i64 @__mux_get_global_id(i32 0, ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info)
; CHECK: %offset0 = call i64 @__mux_get_global_offset(i32 0, ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info)
; CHECK: %id0 = sub i64 %gid0, %offset0
; CHECK: %id1 = sub i64 %gid1, %offset1
; CHECK: %id2 = sub i64 %gid2, %offset2
; CHECK: %size0 = call i64 @__mux_get_global_size(i32 0, ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info)
; CHECK: %size1 = call i64 @__mux_get_global_size(i32 1, ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info)
; CHECK: [[A:%.*]] = mul i64 %id2, %size1
; CHECK: [[B:%.*]] = add i64 [[A]], %id1
; CHECK: [[C:%.*]] = mul i64 [[B]], %size0
; CHECK: %linear_id = add i64 [[C]], %id0
; CHECK: ret i64 %linear_id
declare i64 @__mux_get_global_linear_id(ptr, ptr)

; CHECK-LABEL: define internal i64 @__mux_get_local_linear_id(ptr %wi-info, ptr %wg-info)
; CHECK: %lid0 = call i64 @__mux_get_local_id(i32 0, ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info)
; CHECK: %lid2 = call i64 @__mux_get_local_id(i32 2, ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info)
; CHECK: %size0 = call i64 @__mux_get_local_size(i32 0, ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info)
; CHECK: [[D:%.*]] = mul i64 %lid2, %size1
; CHECK: %linear_id = add i64 {{%.*}}, %lid0
declare i64 @__mux_get_local_linear_id(ptr, ptr)
