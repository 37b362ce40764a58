// A work-group's tile copied into __local memory, combined with its mirror
// image (so each work-item reads what others' part of the copy brought), and
// copied back out.
kernel void tile_mirror(global const float *in, global float *out, local float *tile, float k) {
    size_t lsz = get_local_size(0);
    size_t lid = get_local_id(0);
    size_t base = get_group_id(0) * get_enqueued_local_size(0);
    event_t e = async_work_group_copy(tile, in + base, lsz, 0);
    wait_group_events(1, &e);
    float v = tile[lid] * k + tile[lsz - 1 - lid];
    barrier(CLK_LOCAL_MEM_FENCE);
    tile[lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    e = async_work_group_copy(out + base, tile, lsz, 0);
    wait_group_events(1, &e);
}

// Two copies chained on one event: waiting for it waits for both.
kernel void chained(global const float *a, global const float *b, global float *out,
                    local float *la, local float *lb) {
    size_t lsz = get_local_size(0);
    size_t lid = get_local_id(0);
    size_t base = get_group_id(0) * lsz;
    event_t e = async_work_group_copy(la, a + base, lsz, 0);
    e = async_work_group_copy(lb, b + base, lsz, e);
    wait_group_events(1, &e);
    out[base + lid] = la[lsz - 1 - lid] - lb[(lid + 1) % lsz];
}

// Copies in a loop, double-buffered: the next block is copied while the
// current one is used; the events live in an array.
kernel void blocked_sum(global const float *in, global float *out, local float *buf, uint blocks) {
    size_t lsz = get_local_size(0);
    size_t lid = get_local_id(0);
    global const float *src = in + get_group_id(0) * blocks * lsz;
    event_t ev[2];
    ev[0] = async_work_group_copy(buf, src, lsz, 0);
    float acc = 0.0f;
    for (uint b = 0; b < blocks; b++) {
        uint cur = b & 1;
        if (b + 1 < blocks)
            ev[cur ^ 1] = async_work_group_copy(buf + (cur ^ 1) * lsz, src + (b + 1) * lsz, lsz, 0);
        wait_group_events(1, &ev[cur]);
        acc += buf[cur * lsz + (lsz - 1 - lid)] * (float)(b + 1);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    out[get_global_id(0)] = acc;
}

// prefetch is a hint: the kernel runs as without it.
kernel void prefetched(global const float *in, global float *out) {
    size_t gid = get_global_id(0);
    prefetch(in + gid, 1);
    out[gid] = in[gid] + 1.0f;
}
