// A histogram of bytes: each work-group counts its values into __local bins with
// atomic_inc, then adds its bins to the global histogram with atomic_add.
#define BINS 256
__kernel void histogram(__global const uchar *values, __global uint *bins, uint n) {
    __local uint counts[BINS];
    size_t lid = get_local_id(0);
    for (size_t b = lid; b < BINS; b += get_local_size(0))
        counts[b] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    size_t gid = get_global_id(0);
    if (gid < n)
        atomic_inc(&counts[values[gid]]);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (size_t b = lid; b < BINS; b += get_local_size(0))
        if (counts[b])
            atomic_add(&bins[b], counts[b]);
}
