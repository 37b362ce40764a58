/* NDRange shapes: 3-D ids in non-uniform ranges, global offsets, many scalar arguments. */

/* Every work-item records its ids: out[linear global id - offset] = 8 values. */
__kernel void ids_3d(__global int *out) {
    size_t gx = get_global_id(0) - get_global_offset(0);
    size_t gy = get_global_id(1) - get_global_offset(1);
    size_t gz = get_global_id(2) - get_global_offset(2);
    size_t i = (gz * get_global_size(1) + gy) * get_global_size(0) + gx;
    __global int *o = out + 8 * i;
    o[0] = get_global_id(0) + 1000 * get_global_id(1) + 1000000 * get_global_id(2);
    o[1] = get_local_id(0) + 100 * get_local_id(1) + 10000 * get_local_id(2);
    o[2] = get_group_id(0) + 100 * get_group_id(1) + 10000 * get_group_id(2);
    o[3] = get_local_size(0) + 100 * get_local_size(1) + 10000 * get_local_size(2);
    o[4] = get_enqueued_local_size(0) + 100 * get_enqueued_local_size(1) + 10000 * get_enqueued_local_size(2);
    o[5] = get_num_groups(0) + 100 * get_num_groups(1) + 10000 * get_num_groups(2);
    o[6] = get_local_linear_id();
    o[7] = get_global_linear_id();
}

/* A 3-D 7-point stencil over a grid whose sizes are not multiples of the local size. */
__kernel void stencil_3d(__global const float *in, __global float *out, int nx, int ny, int nz) {
    int x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
    if (x >= nx || y >= ny || z >= nz)
        return;
#define AT(i, j, k) in[((k) * ny + (j)) * nx + (i)]
    float v = 6.0f * AT(x, y, z);
    if (x > 0) v -= AT(x - 1, y, z);
    if (x < nx - 1) v -= AT(x + 1, y, z);
    if (y > 0) v -= AT(x, y - 1, z);
    if (y < ny - 1) v -= AT(x, y + 1, z);
    if (z > 0) v -= AT(x, y, z - 1);
    if (z < nz - 1) v -= AT(x, y, z + 1);
    out[(z * ny + y) * nx + x] = v;
#undef AT
}

/* A group-local sum in a 2-D non-uniform range: the last groups in x and y are smaller. */
__kernel void group_sums_2d(__global const int *in, __global int *sums, __local int *scratch, int width) {
    int lid = get_local_id(1) * get_local_size(0) + get_local_id(0);
    int n = get_local_size(0) * get_local_size(1);
    scratch[lid] = in[get_global_id(1) * width + get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid == 0) {
        int s = 0;
        for (int k = 0; k < n; ++k)
            s += scratch[k];
        sums[get_group_id(1) * get_num_groups(0) + get_group_id(0)] = s;
    }
}

/* Ten scalar arguments of five types between the buffers (PolyBench-style alpha/beta, sizes). */
__kernel void many_args(int n, float alpha, __global const float *x, uint stride, double beta, short s,
                        __global float *y, char c, long big, float gamma, uchar uc, ulong mask, int m) {
    int i = get_global_id(0);
    if (i >= n)
        return;
    float v = alpha * x[(i * stride) % m] + (float)beta * y[i] + gamma;
    v += s + c + uc;
    v += (float)((big + i) & (long)mask);
    y[i] = v;
}

/* y = alpha * A * x + beta * y (PolyBench gemver/atax-like), with a global offset in rows. */
__kernel void gemv_rows(__global const float *A, __global const float *x, __global float *y, int cols,
                        float alpha, float beta) {
    int row = get_global_id(0);
    float acc = 0.0f;
    for (int j = 0; j < cols; ++j)
        acc += A[row * cols + j] * x[j];
    y[row] = alpha * acc + beta * y[row];
}
