; Sub-group getters and collectives: min/max signedness comes from the mangled
; type (int/short: s, uint/ulong/uchar: u, float/double/half: f); any/all take
; an int predicate through i1; broadcast takes an i32 sub-group local id; the
; relative shuffles pass OpenCL's one value as both mux operands.
; RUN: ncpu-opt -passes=lower-to-mux-builtins -S %S/Inputs/sub_groups.ll | filecheck %s

; CHECK-LABEL: define {{.*}} @sub_groups(
; CHECK: call i32 @__mux_get_sub_group_size()
; CHECK: call i32 @__mux_get_max_sub_group_size()
; CHECK: call i32 @__mux_get_num_sub_groups()
; CHECK: call i32 @__mux_get_sub_group_id()
; CHECK: call i32 @__mux_get_sub_group_local_id()
; CHECK: %[[P:.*]] = icmp ne i32 %x, 0
; CHECK: %[[ANY:.*]] = call i1 @__mux_sub_group_any_i1(i1 %[[P]])
; CHECK: %[[ANY32:.*]] = zext i1 %[[ANY]] to i32
; CHECK: store i32 %[[ANY32]], ptr addrspace(1) %oi
; CHECK: %[[Q:.*]] = icmp ne i32 %x, 0
; CHECK: call i1 @__mux_sub_group_all_i1(i1 %[[Q]])
; CHECK: call i32 @__mux_sub_group_broadcast_i32(i32 %x, i32 %y)
; CHECK: call i32 @__mux_sub_group_reduce_add_i32(i32 %x)
; CHECK: call i32 @__mux_sub_group_reduce_smin_i32(i32 %x)
; CHECK: call i32 @__mux_sub_group_reduce_smax_i32(i32 %x)
; CHECK: call i32 @__mux_sub_group_scan_inclusive_add_i32(i32 %x)
; CHECK: call i32 @__mux_sub_group_scan_exclusive_smin_i32(i32 %x)
; CHECK: call i32 @__mux_sub_group_reduce_umin_i32(i32 %y)
; CHECK: call i32 @__mux_sub_group_scan_inclusive_umax_i32(i32 %y)
; CHECK: call i64 @__mux_sub_group_reduce_smax_i64(i64 %l)
; CHECK: call i64 @__mux_sub_group_scan_exclusive_umin_i64(i64 %m)
; CHECK: call i64 @__mux_sub_group_broadcast_i64(i64 %m, i32 3)
; CHECK: call float @__mux_sub_group_reduce_fadd_f32(float %f)
; CHECK: call float @__mux_sub_group_scan_exclusive_fmax_f32(float %f)
; CHECK: call float @__mux_sub_group_broadcast_f32(float %f, i32 0)
; CHECK: call double @__mux_sub_group_scan_inclusive_fmin_f64(double %dd)
; CHECK: call half @__mux_sub_group_reduce_fadd_f16(half
; CHECK: call i16 @__mux_sub_group_reduce_smin_i16(i16 %s)
; CHECK: call i8 @__mux_sub_group_reduce_umax_i8(i8 %c)
; CHECK: call i32 @__mux_sub_group_shuffle_i32(i32 %x, i32 %y)
; CHECK: call float @__mux_sub_group_shuffle_xor_f32(float %f, i32 1)
; CHECK: call i32 @__mux_sub_group_shuffle_up_i32(i32 %x, i32 %x, i32 1)
; CHECK: call i32 @__mux_sub_group_shuffle_down_i32(i32 %y, i32 %y, i32 2)
; CHECK: call void @__mux_sub_group_barrier(i32 0, i32 3, i32 272)
; CHECK: ret void

; CHECK-NOT: @_Z
; CHECK: declare i32 @__mux_get_sub_group_size() #[[GETTER:[0-9]+]]
; CHECK: declare i1 @__mux_sub_group_any_i1(i1) #[[CONV:[0-9]+]]
; CHECK: declare i32 @__mux_sub_group_broadcast_i32(i32, i32) #[[CONV]]
; CHECK: declare i32 @__mux_sub_group_shuffle_up_i32(i32, i32, i32) #[[CONV]]
; CHECK-NOT: @_Z
; CHECK-DAG: attributes #[[GETTER]] = { nounwind willreturn memory(read) }
; CHECK-DAG: attributes #[[CONV]] = { convergent nounwind }
