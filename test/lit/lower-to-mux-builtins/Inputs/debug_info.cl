// Debug locations and records survive lowering (clang-19 -O1 with debug info).
__kernel void debug_info(__global int *out) {
  size_t gid = get_global_id(0);
  int sum = work_group_reduce_add(out[gid]);
  barrier(CLK_GLOBAL_MEM_FENCE);
  out[gid] = sum;
}
