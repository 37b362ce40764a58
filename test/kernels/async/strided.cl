// Work-group g gathers column g of a row-major matrix with `cols` columns
// (one element per work-item), reverses it, and scatters it into the same
// column of `out`: a strided read and a strided write.
kernel void reverse_columns(global const int *in, global int *out, local int *column, uint cols) {
    size_t rows = get_local_size(0);
    size_t lid = get_local_id(0);
    size_t g = get_group_id(0);
    event_t e = async_work_group_strided_copy(column, in + g, rows, cols, 0);
    wait_group_events(1, &e);
    int v = column[rows - 1 - lid] + (int)lid;
    barrier(CLK_LOCAL_MEM_FENCE);
    column[lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    e = async_work_group_strided_copy(out + g, column, rows, cols, 0);
    wait_group_events(1, &e);
}

// float4 elements, with a stride of 2 elements and a plain copy chained on
// the strided one.
kernel void float4_pairs(global const float4 *in, global float4 *even, global float4 *all, local float4 *tile,
                         local float4 *both) {
    size_t lsz = get_local_size(0);
    size_t lid = get_local_id(0);
    size_t g = get_group_id(0);
    event_t e = async_work_group_strided_copy(tile, in + 2 * g * lsz, lsz, 2, 0);
    e = async_work_group_copy(both, in + 2 * g * lsz, 2 * lsz, e);
    wait_group_events(1, &e);
    even[g * lsz + lid] = tile[lsz - 1 - lid] * 2.0f;
    all[2 * g * lsz + lid] = both[2 * lsz - 1 - lid];
    all[2 * g * lsz + lsz + lid] = both[lsz - 1 - lid];
}
