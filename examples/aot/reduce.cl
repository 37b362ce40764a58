// Work-group sums: group g adds its elements of `in` in the __local buffer
// `scratch` (one float per work-item; the host passes its size in bytes) and
// writes the total to partial[g].  The tree works for any group size, so the
// smaller last group of a non-uniform NDRange is summed too.
__kernel void reduce_sum(__global const float *in, __global float *partial,
                         __local float *scratch, uint n) {
    size_t lid = get_local_id(0);
    size_t size = get_local_size(0);
    size_t gid = get_global_id(0);
    scratch[lid] = gid < n ? in[gid] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (size_t stride = 1; stride < size; stride *= 2) {
        if (lid % (2 * stride) == 0 && lid + stride < size)
            scratch[lid] += scratch[lid + stride];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        partial[get_group_id(0)] = scratch[0];
}
