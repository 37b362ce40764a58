// Work-group broadcasts: from the group's last work-item, from one the arguments choose, and
// in 2D from a work-item of the middle row (with a sub-group builtin, so that a group whose
// x size is not a multiple of the vector width runs wholly on the scalar kernel).
__kernel void broadcast_groups(__global const int *in, __global int *out, uint pick) {
  size_t i = get_global_id(0);
  int v = in[i] * 3 + 1;
  int last = work_group_broadcast(v, get_local_size(0) - 1);
  int chosen = work_group_broadcast(v, pick % get_local_size(0));
  out[i] = last * 1000 + chosen;
}

__kernel void broadcast_2d(__global const float *in, __global float *out) {
  size_t i = get_global_id(1) * get_global_size(0) + get_global_id(0);
  float v = in[i];
  float corner = work_group_broadcast(v, get_local_size(0) - 1, get_local_size(1) / 2);
  out[i] = v - corner + (float)sub_group_reduce_add(0);
}
