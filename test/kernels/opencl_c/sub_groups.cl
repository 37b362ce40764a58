/* Sub-group functions.  The sub-group size is the implementation's: each work-item writes what
 * it sees (size, id, local id) and the host checks the results against that. */

/* info[4 * i]: sub-group size, max size, sub-group id, local id in it; values[4 * i]: reduce_add,
 * broadcast of lane 0, scan_inclusive_add, all(x > 0) + 2 * any(x > 90). */
__kernel void sub_groups(__global const int *in, __global uint *info, __global int *values) {
    size_t i = get_global_id(0);
    int x = in[i];
    info[4 * i + 0] = get_sub_group_size();
    info[4 * i + 1] = get_max_sub_group_size();
    info[4 * i + 2] = get_sub_group_id();
    info[4 * i + 3] = get_sub_group_local_id();
    values[4 * i + 0] = sub_group_reduce_add(x);
    values[4 * i + 1] = sub_group_broadcast(x, 0);
    values[4 * i + 2] = sub_group_scan_inclusive_add(x);
    values[4 * i + 3] = sub_group_all(x > 0) + 2 * sub_group_any(x > 90);
}

/* Float sub-group reductions and scans: max, min, exclusive add. */
__kernel void sub_groups_float(__global const float *in, __global float *out) {
    size_t i = get_global_id(0);
    float x = in[i];
    out[3 * i + 0] = sub_group_reduce_max(x);
    out[3 * i + 1] = sub_group_reduce_min(x);
    out[3 * i + 2] = sub_group_scan_exclusive_add(x);
}

/* cl_khr_subgroup_shuffle: shuffles by index and xor; the number of sub-groups; a sub-group barrier;
 * an exclusive max scan, and min reduce plus a broadcast of the last lane. */
__kernel void sub_group_shuffles(__global const int *in, __global int *out) {
    size_t i = get_global_id(0);
    int x = in[i];
    uint size = get_sub_group_size(), lid = get_sub_group_local_id();
    __global int *o = out + 8 * i;
    o[0] = size;
    o[1] = lid;
    o[2] = get_sub_group_id();
    o[3] = get_num_sub_groups();
    o[4] = sub_group_shuffle(x, (lid + 1) % size);
    o[5] = sub_group_shuffle_xor(x, 1 % size);
    o[6] = sub_group_scan_exclusive_max(x);
    sub_group_barrier(CLK_LOCAL_MEM_FENCE);
    o[7] = sub_group_reduce_min(x) + sub_group_broadcast(x, size - 1);
}
