; Every OpenCL C work-item builtin becomes its mux getter: dimensions are i32
; (constant or computed), results size_t; get_work_dim stays i32.
; RUN: ncpu-opt -passes=lower-to-mux-builtins -S %S/Inputs/work_items.ll | filecheck %s

; CHECK-LABEL: define {{.*}} @work_items(
; CHECK: call i64 @__mux_get_global_id(i32 0)
; CHECK: call i64 @__mux_get_local_id(i32 1)
; CHECK: call i64 @__mux_get_group_id(i32 2)
; CHECK: call i64 @__mux_get_global_size(i32 0)
; CHECK: call i64 @__mux_get_local_size(i32 1)
; CHECK: call i64 @__mux_get_enqueued_local_size(i32 2)
; CHECK: call i64 @__mux_get_num_groups(i32 0)
; CHECK: call i64 @__mux_get_global_offset(i32 1)
; CHECK: call i64 @__mux_get_global_linear_id()
; CHECK: call i64 @__mux_get_local_linear_id()
; CHECK: call i64 @__mux_get_global_id(i32 %d)
; CHECK: %[[DIM:.*]] = load i32, ptr addrspace(1)
; CHECK: call i64 @__mux_get_local_size(i32 %[[DIM]])
; CHECK: %[[WD:.*]] = call i32 @__mux_get_work_dim()
; CHECK: store i32 %[[WD]], ptr addrspace(1) %dims
; CHECK: ret void

; The OpenCL declarations are gone; each mux builtin is declared once.
; CHECK-NOT: @_Z
; CHECK: declare i64 @__mux_get_global_id(i32) #[[GETTER:[0-9]+]]
; CHECK-NOT: declare i64 @__mux_get_global_id
; CHECK: declare i32 @__mux_get_work_dim() #[[GETTER]]
; CHECK-NOT: @_Z
; CHECK: attributes #[[GETTER]] = { nounwind willreturn memory(read) }
