// Runtime test kernels with barriers and __local memory (need work-item loops).

// A __local buffer passed by the caller, with a barrier: reverse each work-group's slice.
__kernel void reverse_groups(__global const int *in, __global int *out, __local int *tmp) {
  size_t l = get_local_id(0), n = get_local_size(0);
  tmp[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tmp[n - 1 - l];
}
