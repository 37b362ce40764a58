; On 32-bit spir size_t is i32: the getters return i32 and broadcast ids are i32.
; RUN: ncpu-opt -passes=lower-to-mux-builtins -S %S/Inputs/spir32.ll | filecheck %s

; CHECK-LABEL: define {{.*}} @spir32(
; CHECK: call i32 @__mux_get_global_id(i32 0)
; CHECK: call i32 @__mux_get_local_size(i32 1)
; CHECK: call i32 @__mux_get_global_linear_id()
; CHECK: %[[LID:.*]] = call i32 @__mux_get_local_id(i32 0)
; CHECK: call i32 @__mux_work_group_broadcast_i32(i32 0, i32 %x, i32 %[[LID]], i32 1, i32 0)
; CHECK: call i32 @__mux_get_work_dim()
; CHECK-NOT: @_Z
; CHECK: declare i32 @__mux_get_global_id(i32)
; CHECK: declare i32 @__mux_work_group_broadcast_i32(i32, i32, i32, i32, i32)
