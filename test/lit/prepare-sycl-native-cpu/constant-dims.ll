; Every work-item builtin with a constant dimension (or none) becomes a GEP to
; its field of %nativecpu_state and a load; __mux_get_work_dim is 3.
; Field indices (byte offsets): global_id 0 (0), global_range 1 (24),
; work_group_size 2 (48), work_group_id 3 (72), local_id 4 (96), num_groups 5 (120),
; global_offset 6 (144), num_sub_groups 7 (168), sub_group_id 8 (172),
; sub_group_local_id 9 (176), sub_group_size 10 (180).
; RUN: ncpu-opt -passes=prepare-sycl-native-cpu -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: %nativecpu_state = type { [3 x i64], [3 x i64], [3 x i64], [3 x i64], [3 x i64], [3 x i64], [3 x i64], i32, i32, i32, i32 }

; CHECK-LABEL: define void @k.NativeCPUKernel(ptr %out, ptr %state)
define spir_kernel void @k(ptr %out) {
; CHECK: %[[P0:.+]] = getelementptr inbounds %nativecpu_state, ptr %state, i64 0, i32 0, i64 0
; CHECK-NEXT: %gid0 = load i64, ptr %[[P0]], align 8
  %gid0 = call i64 @__mux_get_global_id(i32 0)
; CHECK: getelementptr inbounds %nativecpu_state, ptr %state, i64 0, i32 0, i64 2
; CHECK-NEXT: %gid2 = load i64
  %gid2 = call i64 @__mux_get_global_id(i32 2)
; CHECK: getelementptr inbounds %nativecpu_state, ptr %state, i64 0, i32 1, i64 1
; CHECK-NEXT: %gsize = load i64
  %gsize = call i64 @__mux_get_global_size(i32 1)
; CHECK: getelementptr inbounds %nativecpu_state, ptr %state, i64 0, i32 2, i64 0
; CHECK-NEXT: %lsize = load i64
  %lsize = call i64 @__mux_get_local_size(i32 0)
; CHECK: getelementptr inbounds %nativecpu_state, ptr %state, i64 0, i32 2, i64 1
; CHECK-NEXT: %elsize = load i64
  %elsize = call i64 @__mux_get_enqueued_local_size(i32 1)
; CHECK: getelementptr inbounds %nativecpu_state, ptr %state, i64 0, i32 3, i64 0
; CHECK-NEXT: %group = load i64
  %group = call i64 @__mux_get_group_id(i32 0)
; CHECK: getelementptr inbounds %nativecpu_state, ptr %state, i64 0, i32 4, i64 1
; CHECK-NEXT: %lid = load i64
  %lid = call i64 @__mux_get_local_id(i32 1)
; CHECK: getelementptr inbounds %nativecpu_state, ptr %state, i64 0, i32 5, i64 2
; CHECK-NEXT: %ngroups = load i64
  %ngroups = call i64 @__mux_get_num_groups(i32 2)
; CHECK: getelementptr inbounds %nativecpu_state, ptr %state, i64 0, i32 6, i64 0
; CHECK-NEXT: %offset = load i64
  %offset = call i64 @__mux_get_global_offset(i32 0)
; CHECK: getelementptr inbounds %nativecpu_state, ptr %state, i64 0, i32 7
; CHECK-NEXT: %nsg = load i32, ptr %{{.+}}, align 8
  %nsg = call i32 @__mux_get_num_sub_groups()
; CHECK: getelementptr inbounds %nativecpu_state, ptr %state, i64 0, i32 8
; CHECK-NEXT: %sgid = load i32, ptr %{{.+}}, align 4
  %sgid = call i32 @__mux_get_sub_group_id()
; CHECK: getelementptr inbounds %nativecpu_state, ptr %state, i64 0, i32 9
; CHECK-NEXT: %sglid = load i32
  %sglid = call i32 @__mux_get_sub_group_local_id()
; CHECK: getelementptr inbounds %nativecpu_state, ptr %state, i64 0, i32 10
; CHECK-NEXT: %sgsize = load i32
  %sgsize = call i32 @__mux_get_sub_group_size()
; CHECK: getelementptr inbounds %nativecpu_state, ptr %state, i64 0, i32 10
; CHECK-NEXT: %maxsg = load i32
  %maxsg = call i32 @__mux_get_max_sub_group_size()
  %wd = call i32 @__mux_get_work_dim()
; CHECK: store i32 3, ptr %out
  store i32 %wd, ptr %out
; CHECK-NOT: @__mux_get
  ret void
}

declare i64 @__mux_get_global_id(i32)
declare i64 @__mux_get_global_size(i32)
declare i64 @__mux_get_local_size(i32)
declare i64 @__mux_get_enqueued_local_size(i32)
declare i64 @__mux_get_group_id(i32)
declare i64 @__mux_get_local_id(i32)
declare i64 @__mux_get_num_groups(i32)
declare i64 @__mux_get_global_offset(i32)
declare i32 @__mux_get_num_sub_groups()
declare i32 @__mux_get_sub_group_id()
declare i32 @__mux_get_sub_group_local_id()
declare i32 @__mux_get_sub_group_size()
declare i32 @__mux_get_max_sub_group_size()
declare i32 @__mux_get_work_dim()
