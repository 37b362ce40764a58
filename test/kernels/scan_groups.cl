// Work-group collectives and sub-group builtins: per-group inclusive scan and max.
__kernel void scan_groups(__global const int *in, __global int *out, __global int *maxes) {
  size_t i = get_global_id(0);
  int v = in[i];
  out[i] = work_group_scan_inclusive_add(v);
  int m = work_group_reduce_max(v);
  if (get_local_id(0) == 0)
    maxes[get_group_id(0)] = m + sub_group_reduce_add(0) + (int)get_sub_group_size() * 0;
}
