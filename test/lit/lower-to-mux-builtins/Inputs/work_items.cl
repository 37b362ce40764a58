// Every OpenCL C work-item builtin, with constant and computed dimensions.
__kernel void work_items(__global ulong *out, __global uint *dims, uint d) {
  out[0] = get_global_id(0);
  out[1] = get_local_id(1);
  out[2] = get_group_id(2);
  out[3] = get_global_size(0);
  out[4] = get_local_size(1);
  out[5] = get_enqueued_local_size(2);
  out[6] = get_num_groups(0);
  out[7] = get_global_offset(1);
  out[8] = get_global_linear_id();
  out[9] = get_local_linear_id();
  out[10] = get_global_id(d);
  out[11] = get_local_size(dims[1]);
  dims[0] = get_work_dim();
}
