/* Language features around kernels: program-scope __constant and __global data, kernels calling
 * kernels, reqd_work_group_size, __local arrays of vectors and structs, barriers in loops. */

__constant int primes[8] = {2, 3, 5, 7, 11, 13, 17, 19};
__constant float4 weights = (float4)(0.5f, 0.25f, 0.125f, 0.125f);

typedef struct {
    int key;
    float value;
} Pair;

__kernel void lookup(__global const int *idx, __global int *out) {
    size_t i = get_global_linear_id();
    out[i] = primes[idx[i] & 7] * (int)get_work_dim();
}

/* A kernel called by another: the callee is a function there (its __local array included). */
__kernel void scale_group(__global float *data, float by) {
    __local float tmp[16];
    size_t l = get_local_id(0);
    tmp[l] = data[get_global_id(0)] * by;
    barrier(CLK_LOCAL_MEM_FENCE);
    data[get_global_id(0)] = tmp[get_local_size(0) - 1 - l];
}

__kernel void call_kernel(__global float *data) {
    scale_group(data, 2.0f);
}

/* reqd_work_group_size: the group is 8 x 2; a __local float4 array and a __local struct array. */
__kernel __attribute__((reqd_work_group_size(8, 2, 1))) void fixed_group(__global const float4 *in,
                                                                          __global float *out) {
    __local float4 vecs[16];
    __local Pair pairs[16];
    size_t l = get_local_linear_id();
    vecs[l] = in[get_global_linear_id()];
    pairs[l].key = (int)l;
    pairs[l].value = dot(vecs[l], weights);
    barrier(CLK_LOCAL_MEM_FENCE);
    Pair p = pairs[15 - l];
    out[get_global_linear_id()] = p.value + p.key * 100.0f + vecs[(l + 1) % 16].x;
}

/* Barriers in a loop with a uniform trip count and in both arms of a uniform branch. */
__kernel void barrier_loop(__global int *data, __local int *buf, int rounds, int mode) {
    size_t l = get_local_id(0), n = get_local_size(0);
    int v = data[get_global_id(0)];
    for (int r = 0; r < rounds; ++r) {
        buf[l] = v;
        barrier(CLK_LOCAL_MEM_FENCE);
        if (mode) {
            v = buf[(l + 1) % n] + r;
            barrier(CLK_LOCAL_MEM_FENCE);
        } else {
            v = buf[(l + n - 1) % n] - r;
            work_group_barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
        }
    }
    data[get_global_id(0)] = v;
}

/* A helper holding a barrier, called twice, and an early exit after it in a uniform branch. */
static int exchange(__local int *buf, int v, size_t l, size_t n) {
    buf[l] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    int r = buf[n - 1 - l];
    barrier(CLK_LOCAL_MEM_FENCE);
    return r;
}

__kernel void helper_barriers(__global int *data, __local int *buf, int twice) {
    size_t l = get_local_id(0), n = get_local_size(0);
    int v = exchange(buf, data[get_global_id(0)], l, n);
    if (!twice) {
        data[get_global_id(0)] = v;
        return;
    }
    v = exchange(buf, v * 10, l, n);
    data[get_global_id(0)] = v + 1;
}

#if __OPENCL_C_VERSION__ >= 200
/* Program-scope __global variables: they keep their values from one launch to the next. */
__global int launches = 0;
__global float table[4] = {1.0f, 2.0f, 3.0f, 4.0f};

__kernel void count_launches(__global int *out) {
    if (get_global_id(0) == 0)
        out[0] = ++launches;
    out[1 + get_global_id(0)] = (int)table[get_global_id(0) % 4];
}
#endif
