; Work-group collectives take the barrier id (0) first; broadcast takes three
; size_t local ids, the missing ones 0.
; RUN: ncpu-opt -passes=lower-to-mux-builtins -S %S/Inputs/work_groups.ll | filecheck %s

; CHECK-LABEL: define {{.*}} @work_groups(
; CHECK: %[[P:.*]] = icmp ne i32 %x, 0
; CHECK: %[[ANY:.*]] = call i1 @__mux_work_group_any_i1(i32 0, i1 %[[P]])
; CHECK: zext i1 %[[ANY]] to i32
; CHECK: call i1 @__mux_work_group_all_i1(i32 0, i1
; CHECK: %[[LID:.*]] = call i64 @__mux_get_local_id(i32 0)
; CHECK: call i32 @__mux_work_group_broadcast_i32(i32 0, i32 %x, i64 %[[LID]], i64 0, i64 0)
; CHECK: call double @__mux_work_group_broadcast_f64(i32 0, double %dd, i64 1, i64 2, i64 0)
; CHECK: call float @__mux_work_group_broadcast_f32(i32 0, float %f, i64 1, i64 2, i64 3)
; CHECK: call i32 @__mux_work_group_reduce_add_i32(i32 0, i32 %x)
; CHECK: call i32 @__mux_work_group_reduce_smin_i32(i32 0, i32 %x)
; CHECK: call i32 @__mux_work_group_reduce_umax_i32(i32 0, i32 %y)
; CHECK: call i64 @__mux_work_group_scan_inclusive_add_i64(i32 0, i64 %l)
; CHECK: call i64 @__mux_work_group_scan_inclusive_umin_i64(i32 0, i64 %m)
; CHECK: call i64 @__mux_work_group_scan_exclusive_smax_i64(i32 0, i64 %l)
; CHECK: call float @__mux_work_group_reduce_fadd_f32(i32 0, float %f)
; CHECK: call float @__mux_work_group_scan_exclusive_fmin_f32(i32 0, float %f)
; CHECK: call double @__mux_work_group_scan_inclusive_fmax_f64(i32 0, double %dd)
; CHECK: call i32 @__mux_work_group_scan_exclusive_add_i32(i32 0, i32 %y)
; CHECK: ret void

; CHECK-NOT: @_Z
; CHECK: declare i1 @__mux_work_group_any_i1(i32, i1) #[[CONV:[0-9]+]]
; CHECK: declare i32 @__mux_work_group_broadcast_i32(i32, i32, i64, i64, i64) #[[CONV]]
; CHECK: declare i32 @__mux_work_group_reduce_add_i32(i32, i32) #[[CONV]]
; CHECK-NOT: @_Z
; CHECK: attributes #[[CONV]] = { convergent nounwind }
