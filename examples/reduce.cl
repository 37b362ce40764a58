// Sums each work-group's slice of x into partial[group]: a tree reduction in local memory.
// Launch: global size a multiple of the local size (a power of two, at most 1024).
__kernel void reduce_sum(__global const float *x, __global float *partial, __local float *scratch) {
  size_t lid = get_local_id(0);
  size_t size = get_local_size(0);
  scratch[lid] = x[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t stride = size / 2; stride > 0; stride /= 2) {
    if (lid < stride)
      scratch[lid] += scratch[lid + stride];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    partial[get_group_id(0)] = scratch[0];
}
