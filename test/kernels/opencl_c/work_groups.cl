/* Work-group collective functions: reductions, broadcasts and scans (2-D groups: work_groups_2d.cl). */

/* out[3 * i]: the group's sum, the value of local id `root`, the exclusive prefix sum in the group. */
__kernel void work_groups(__global const int *in, __global int *out, uint root) {
    size_t i = get_global_id(0);
    int x = in[i];
    out[3 * i + 0] = work_group_reduce_add(x);
    out[3 * i + 1] = work_group_broadcast(x, root);
    out[3 * i + 2] = work_group_scan_exclusive_add(x);
}

/* A stream compaction: scan for the slots, reduce for the count, in one group. */
__kernel void compact_scan(__global const int *in, __global int *out, __global int *count) {
    size_t i = get_global_id(0);
    int keep = in[i] % 3 == 0;
    int slot = work_group_scan_exclusive_add(keep);
    if (keep)
        out[i - get_local_id(0) + slot] = in[i];
    int total = work_group_reduce_add(keep);
    if (get_local_id(0) == 0)
        count[get_group_id(0)] = total;
}
