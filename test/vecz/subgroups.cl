// Sub-group builtins: in a kernel vectorised by N the sub-group is the N
// work-items of one call (size N); in the scalar pipeline it is one work-item.
__kernel void subgroups(__global const int *in, __global int *out) {
  size_t gid = get_global_id(0);
  int x = in[gid];
  __global int *o = out + 6 * gid;
  o[0] = (int)get_sub_group_size();
  o[1] = (int)get_sub_group_local_id();
  o[2] = sub_group_reduce_add(x);
  o[3] = sub_group_scan_inclusive_add(x);
  o[4] = sub_group_broadcast(x, 0);
  o[5] = sub_group_reduce_max(x);
}
