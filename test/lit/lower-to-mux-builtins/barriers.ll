; OpenCL barriers become __mux_work_group_barrier / __mux_sub_group_barrier
; (id 0; scope from memory_scope, work-group or sub-group by default;
; semantics SequentiallyConsistent 0x10 | fence memory: local 0x100,
; global and image 0x200).  Fences become __mux_mem_barrier at work-group
; scope with AcquireRelease 0x8, Acquire 0x2 or Release 0x4.
; RUN: ncpu-opt -passes=lower-to-mux-builtins -S %S/Inputs/barriers.ll | filecheck %s

; CHECK-LABEL: define {{.*}} @barriers(
; barrier(CLK_LOCAL_MEM_FENCE), (CLK_GLOBAL_MEM_FENCE), (both), (CLK_IMAGE_MEM_FENCE), (0)
; CHECK-NEXT: entry:
; CHECK-NEXT: call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
; CHECK-NEXT: call void @__mux_work_group_barrier(i32 0, i32 2, i32 528)
; CHECK-NEXT: call void @__mux_work_group_barrier(i32 0, i32 2, i32 784)
; CHECK-NEXT: call void @__mux_work_group_barrier(i32 0, i32 2, i32 528)
; CHECK-NEXT: call void @__mux_work_group_barrier(i32 0, i32 2, i32 16)
; work_group_barrier(global); then scopes work_item, work_group, device, all_svm_devices, sub_group
; CHECK-NEXT: call void @__mux_work_group_barrier(i32 0, i32 2, i32 528)
; CHECK-NEXT: call void @__mux_work_group_barrier(i32 0, i32 4, i32 272)
; CHECK-NEXT: call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
; CHECK-NEXT: call void @__mux_work_group_barrier(i32 0, i32 1, i32 528)
; CHECK-NEXT: call void @__mux_work_group_barrier(i32 0, i32 0, i32 528)
; CHECK-NEXT: call void @__mux_work_group_barrier(i32 0, i32 3, i32 272)
; sub_group_barrier(local), (global, memory_scope_work_group)
; CHECK-NEXT: call void @__mux_sub_group_barrier(i32 0, i32 3, i32 272)
; CHECK-NEXT: call void @__mux_sub_group_barrier(i32 0, i32 2, i32 528)
; mem_fence(local), read_mem_fence(global), write_mem_fence(local | global)
; CHECK-NEXT: call void @__mux_mem_barrier(i32 2, i32 264)
; CHECK-NEXT: call void @__mux_mem_barrier(i32 2, i32 514)
; CHECK-NEXT: call void @__mux_mem_barrier(i32 2, i32 772)
; CHECK-NEXT: store i32 1

; CHECK-NOT: @_Z
; CHECK: declare void @__mux_work_group_barrier(i32, i32, i32) #[[CONV:[0-9]+]]
; CHECK: declare void @__mux_sub_group_barrier(i32, i32, i32) #[[CONV]]
; CHECK: declare void @__mux_mem_barrier(i32, i32) #[[FENCE:[0-9]+]]
; CHECK-NOT: @_Z
; CHECK-DAG: attributes #[[CONV]] = { convergent nounwind }
; CHECK-DAG: attributes #[[FENCE]] = { nounwind }
