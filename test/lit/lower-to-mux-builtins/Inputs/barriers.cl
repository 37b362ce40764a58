// Barriers and fences with each fence flag and memory scope.
__kernel void barriers(__global int *out) {
  barrier(CLK_LOCAL_MEM_FENCE);
  barrier(CLK_GLOBAL_MEM_FENCE);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  barrier(CLK_IMAGE_MEM_FENCE);
  barrier(0);
  work_group_barrier(CLK_GLOBAL_MEM_FENCE);
  work_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_work_item);
  work_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_work_group);
  work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_device);
  work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_all_svm_devices);
  work_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_sub_group);
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  sub_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_work_group);
  mem_fence(CLK_LOCAL_MEM_FENCE);
  read_mem_fence(CLK_GLOBAL_MEM_FENCE);
  write_mem_fence(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  out[0] = 1;
}
