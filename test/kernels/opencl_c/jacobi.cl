/* A Jacobi heat solver (Rodinia hotspot / PolyBench jacobi-2d style): two kernels, the host
 * alternates the buffers; the problem size is #defined (-D NX=.. -D NY=..). */
#include "stencil_common.h"

/* One sweep: interior points average their four neighbours and a source term; the boundary
 * stays fixed. */
__kernel void jacobi_step(__global const float *restrict src, __global float *restrict dst,
                          __global const float *restrict source, float alpha) {
    int x = get_global_id(0), y = get_global_id(1);
    if (x >= NX || y >= NY)
        return;
    float c = src[IDX(x, y)];
    if (x == 0 || y == 0 || x == NX - 1 || y == NY - 1) {
        dst[IDX(x, y)] = c;
        return;
    }
    float n = src[IDX(x, y - 1)], s = src[IDX(x, y + 1)];
    float w = src[IDX(x - 1, y)], e = src[IDX(x + 1, y)];
    dst[IDX(x, y)] = c + alpha * (n + s + w + e - 4.0f * c) + source[IDX(x, y)];
}

/* The residual: per work-group max |a - b| (a local reduction), for the host's convergence test. */
__kernel void max_change(__global const float *a, __global const float *b, __global float *group_max,
                         __local float *scratch) {
    int x = get_global_id(0), y = get_global_id(1);
    int lid = get_local_id(1) * get_local_size(0) + get_local_id(0);
    int lsize = get_local_size(0) * get_local_size(1);
    scratch[lid] = (x < NX && y < NY) ? fabs(a[IDX(x, y)] - b[IDX(x, y)]) : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = lsize / 2; s > 0; s >>= 1) {
        if (lid < s)
            scratch[lid] = fmax(scratch[lid], scratch[lid + s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        group_max[get_group_id(1) * get_num_groups(0) + get_group_id(0)] = scratch[0];
}

/* A clamped 5-point blur through the header's helper (reads past the edges clamp). */
__kernel void blur(__global const float *src, __global float *dst) {
    int x = get_global_id(0), y = get_global_id(1);
    if (x < NX && y < NY)
        dst[IDX(x, y)] = 0.2f * (clamp_read(src, x, y) + clamp_read(src, x - 1, y) + clamp_read(src, x + 1, y) +
                                 clamp_read(src, x, y - 1) + clamp_read(src, x, y + 1));
}
