/* Work-group collective functions in 2-D groups (full and partial). */

/* 2-D groups: broadcast by (x, y) ids, reduce_max/min, scan_inclusive_max over the linear ids;
 * any/all. */
__kernel void work_groups_2d(__global const float *in, __global float *out, __global int *flags) {
    size_t i = get_global_id(1) * get_global_size(0) + get_global_id(0);
    float x = in[i];
    out[4 * i + 0] = work_group_broadcast(x, 1, 0);
    out[4 * i + 1] = work_group_reduce_max(x);
    out[4 * i + 2] = work_group_reduce_min(x);
    out[4 * i + 3] = work_group_scan_inclusive_max(x);
    flags[i] = work_group_all(x > -100.0f) + 2 * work_group_any(x > 1.5f);
}
