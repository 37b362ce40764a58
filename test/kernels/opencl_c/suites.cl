/* More kernels in the style of the benchmark suites: a three-pass prefix sum (SHOC scan),
 * sparse matrix-vector products (Parboil spmv, CSR and ELL), and a dynamic-programming sweep
 * with barriers in a loop (Rodinia pathfinder). */

#ifndef BLOCK
#define BLOCK 64
#endif

/* Pass 1: an exclusive scan of each block in __local memory (Blelloch), its total kept. */
__kernel void scan_blocks(__global const int *in, __global int *out, __global int *totals, int n) {
    __local int temp[BLOCK];
    int lid = get_local_id(0), gid = get_global_id(0);
    temp[lid] = gid < n ? in[gid] : 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int stride = 1; stride < BLOCK; stride <<= 1) {
        int k = (lid + 1) * stride * 2 - 1;
        if (k < BLOCK)
            temp[k] += temp[k - stride];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0) {
        totals[get_group_id(0)] = temp[BLOCK - 1];
        temp[BLOCK - 1] = 0;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int stride = BLOCK / 2; stride > 0; stride >>= 1) {
        int k = (lid + 1) * stride * 2 - 1;
        if (k < BLOCK) {
            int t = temp[k - stride];
            temp[k - stride] = temp[k];
            temp[k] += t;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (gid < n)
        out[gid] = temp[lid];
}

/* Pass 2: a serial exclusive scan of the block totals by one work-item. */
__kernel void scan_totals(__global int *totals, int blocks) {
    int sum = 0;
    for (int b = 0; b < blocks; ++b) {
        int t = totals[b];
        totals[b] = sum;
        sum += t;
    }
}

/* Pass 3: each block adds the scanned total of the blocks before it. */
__kernel void add_totals(__global int *out, __global const int *totals, int n) {
    int gid = get_global_id(0);
    if (gid < n)
        out[gid] += totals[get_group_id(0)];
}

/* y = A x, A in CSR: one row per work-item (a loop of varying trip count). */
__kernel void spmv_csr(__global const int *row_start, __global const int *cols, __global const float *vals,
                       __global const float *x, __global float *y, int rows) {
    int row = get_global_id(0);
    if (row >= rows)
        return;
    float sum = 0.0f;
    for (int k = row_start[row]; k < row_start[row + 1]; ++k)
        sum += vals[k] * x[cols[k]];
    y[row] = sum;
}

/* y = A x, A in ELL (column-major, padded with col -1): coalesced, uniform trip count. */
__kernel void spmv_ell(__global const int *cols, __global const float *vals, __global const float *x,
                       __global float *y, int rows, int width) {
    int row = get_global_id(0);
    if (row >= rows)
        return;
    float sum = 0.0f;
    for (int k = 0; k < width; ++k) {
        int c = cols[k * rows + row];
        if (c >= 0)
            sum += vals[k * rows + row] * x[c];
    }
    y[row] = sum;
}

/* Pathfinder: row by row, each cell adds its weight to the cheapest of the three cells above;
 * a group keeps its slice of the previous row in __local memory (with a halo) for `pyramid`
 * rows between global exchanges.  Cells outside the grid are infinitely expensive. */
__kernel void pathfinder(__global const int *wall, __global const int *src, __global int *dst, int cols,
                         int start_row, int pyramid, __local int *prev, __local int *result) {
    int tx = get_local_id(0), bx = get_group_id(0);
    int size = get_local_size(0);
    int inner = size - 2 * pyramid; /* cells each group finishes */
    int x = bx * inner - pyramid + tx;
    int valid = x >= 0 && x < cols;
    prev[tx] = valid ? src[x] : INT_MAX / 2;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int i = 0; i < pyramid; ++i) {
        int left = tx > 0 ? prev[tx - 1] : INT_MAX / 2;
        int right = tx < size - 1 ? prev[tx + 1] : INT_MAX / 2;
        int best = min(min(left, prev[tx]), right);
        result[tx] = valid ? best + wall[(start_row + i) * cols + x] : INT_MAX / 2;
        barrier(CLK_LOCAL_MEM_FENCE);
        prev[tx] = result[tx];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (tx >= pyramid && tx < size - pyramid && valid)
        dst[x] = prev[tx];
}
