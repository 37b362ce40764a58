// Per-group partial sums: a grid-stride loop, then a tree reduction in __local memory.
__kernel void reduce_sum(__global const float *in, __global float *partial, __local float *scratch, uint n) {
  size_t lid = get_local_id(0);
  float acc = 0.0f;
  for (size_t i = get_global_id(0); i < n; i += get_global_size(0))
    acc += in[i];
  scratch[lid] = acc;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t span = get_local_size(0) / 2; span > 0; span /= 2) {
    if (lid < span)
      scratch[lid] += scratch[lid + span];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    partial[get_group_id(0)] = scratch[0];
}
