/* Atomics: OpenCL 1.x functions, the C11-style ones of OpenCL 2.0/3.0, float atomics, a histogram. */

/* counters[0] += 1 (atomic_inc), [1] += gid (atomic_add), [2] = max gid (atomic_max),
 * [3] = min (atomic_min), [4] -= 1 (atomic_dec), [5] ^= gid (atomic_xor),
 * [6]: a counter incremented through an atomic_cmpxchg retry loop, [7]: atomic_or of bits. */
__kernel void atomics_1x(__global int *counters, __global uint *ucounters) {
    int gid = get_global_id(0);
    atomic_inc(&counters[0]);
    atomic_add(&counters[1], gid);
    atomic_max(&counters[2], gid);
    atomic_min(&counters[3], -gid);
    atomic_dec(&counters[4]);
    atomic_xor(&counters[5], gid);
    int old, seen = counters[6];
    do {
        old = seen;
        seen = atomic_cmpxchg(&counters[6], old, old + 2);
    } while (seen != old);
    atomic_or(&ucounters[0], 1u << (gid % 32));
    atomic_max(&ucounters[1], (uint)gid * 3u);
    atomic_add(&ucounters[2], 0x80000000u);
}

/* Each work-item claims a slot with atomic_inc and writes its id there (a compaction of odd ids). */
__kernel void compact(__global const int *in, __global int *out, __global int *count) {
    int v = in[get_global_id(0)];
    if (v & 1) {
        int slot = atomic_inc(count);
        out[slot] = v;
    }
}

/* A histogram in __local memory, merged into the global one with atomic_add. */
__kernel void histogram(__global const uchar *data, uint n, __global uint *hist, __local uint *local_hist, uint bins) {
    size_t lid = get_local_id(0), lsize = get_local_size(0);
    for (size_t b = lid; b < bins; b += lsize)
        local_hist[b] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (size_t i = get_global_id(0); i < n; i += get_global_size(0))
        atomic_inc(&local_hist[data[i] % bins]);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (size_t b = lid; b < bins; b += lsize)
        if (local_hist[b])
            atomic_add(&hist[b], local_hist[b]);
}

#if __OPENCL_C_VERSION__ >= 200
/* The C11-style functions on atomic_int/atomic_uint/atomic_long. */
__kernel void atomics_c11(volatile __global atomic_int *ints, volatile __global atomic_long *longs,
                          __global int *olds) {
    int gid = get_global_id(0);
    int old = atomic_fetch_add_explicit(&ints[0], 1, memory_order_relaxed, memory_scope_device);
    olds[gid] = old;
    atomic_fetch_add(&ints[1], gid);
    atomic_fetch_max_explicit(&ints[2], gid, memory_order_relaxed);
    atomic_fetch_sub_explicit(&ints[3], 2, memory_order_acq_rel, memory_scope_work_group);
    atomic_fetch_or_explicit(&ints[4], 1 << (gid % 31), memory_order_seq_cst, memory_scope_device);
    atomic_fetch_add_explicit(&longs[0], (long)gid << 32, memory_order_relaxed, memory_scope_device);
    int expected = atomic_load_explicit(&ints[5], memory_order_relaxed);
    while (!atomic_compare_exchange_weak_explicit(&ints[5], &expected, expected + 3, memory_order_relaxed,
                                                  memory_order_relaxed))
        ;
    if (gid == 0)
        atomic_store_explicit(&ints[6], 42, memory_order_release, memory_scope_device);
    atomic_exchange(&ints[7], gid);
}
#endif

/* A float sum through atomic_cmpxchg on the bits, the idiom of OpenCL 1.x code. */
static void atomic_add_float(volatile __global float *p, float v) {
    volatile __global uint *bits = (volatile __global uint *)p;
    uint old = *bits, seen;
    while ((seen = atomic_cmpxchg(bits, old, as_uint(as_float(old) + v))) != old)
        old = seen;
}

__kernel void float_sum_cmpxchg(__global const float *in, volatile __global float *sum) {
    atomic_add_float(sum, in[get_global_id(0)]);
}
