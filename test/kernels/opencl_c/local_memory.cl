/* Barriers and __local memory: reductions, a tiled matmul, a transpose. */

#ifndef WG
#define WG 64
#endif
#ifndef TILE
#define TILE 8
#endif

/* A tree reduction through a __local buffer the host sizes (LocalMemory). */
__kernel void reduce_arg(__global const float *in, __global float *partial, __local float *scratch, uint n) {
    size_t lid = get_local_id(0);
    size_t gid = get_global_id(0);
    scratch[lid] = gid < n ? in[gid] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (size_t s = get_local_size(0) / 2; s > 0; s >>= 1) {
        if (lid < s)
            scratch[lid] += scratch[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        partial[get_group_id(0)] = scratch[0];
}

/* The same with a kernel-scope __local array of WG elements (the local size must be WG). */
__kernel void reduce_static(__global const int *in, __global int *partial) {
    __local int scratch[WG];
    size_t lid = get_local_id(0);
    scratch[lid] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint s = WG / 2; s > 0; s >>= 1) {
        if (lid < s)
            scratch[lid] += scratch[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        partial[get_group_id(0)] = scratch[0];
}

/* A helper that takes a __local pointer and holds a barrier. */
static float neighbour_sum(__local float *buf, size_t lid, size_t size) {
    barrier(CLK_LOCAL_MEM_FENCE);
    float left = lid > 0 ? buf[lid - 1] : 0.0f;
    float right = lid + 1 < size ? buf[lid + 1] : 0.0f;
    return left + buf[lid] + right;
}

/* Two kernel-scope __local arrays and a __local argument; one array is written through a helper. */
__kernel void stencil_two_locals(__global const float *in, __global float *out, __local float *extra) {
    __local float a[WG];
    __local float b[WG];
    size_t lid = get_local_id(0), gid = get_global_id(0), size = get_local_size(0);
    a[lid] = in[gid];
    b[lid] = 2.0f * in[gid];
    extra[lid] = 1.0f;
    float s = neighbour_sum(a, lid, size);
    float t = neighbour_sum(b, lid, size);
    barrier(CLK_LOCAL_MEM_FENCE);
    out[gid] = s + t + extra[size - 1 - lid];
}

/* C = A * B, A is M x K, B is K x N, TILE x TILE tiles staged in __local memory. */
__kernel void matmul_tiled(__global const float *A, __global const float *B, __global float *C,
                           int M, int N, int K) {
    __local float As[TILE][TILE];
    __local float Bs[TILE][TILE];
    int col = get_global_id(0), row = get_global_id(1);
    int tx = get_local_id(0), ty = get_local_id(1);
    float acc = 0.0f;
    for (int t = 0; t < (K + TILE - 1) / TILE; ++t) {
        int ak = t * TILE + tx, bk = t * TILE + ty;
        As[ty][tx] = (row < M && ak < K) ? A[row * K + ak] : 0.0f;
        Bs[ty][tx] = (col < N && bk < K) ? B[bk * N + col] : 0.0f;
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < TILE; ++k)
            acc += As[ty][k] * Bs[k][tx];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (row < M && col < N)
        C[row * N + col] = acc;
}

/* out (cols x rows) = transpose(in (rows x cols)) through a padded __local tile. */
__kernel void transpose(__global const float *in, __global float *out, int rows, int cols) {
    __local float tile[TILE][TILE + 1];
    int x = get_group_id(0) * TILE + get_local_id(0);
    int y = get_group_id(1) * TILE + get_local_id(1);
    if (x < cols && y < rows)
        tile[get_local_id(1)][get_local_id(0)] = in[y * cols + x];
    barrier(CLK_LOCAL_MEM_FENCE);
    x = get_group_id(1) * TILE + get_local_id(0);
    y = get_group_id(0) * TILE + get_local_id(1);
    if (x < rows && y < cols)
        out[y * rows + x] = tile[get_local_id(0)][get_local_id(1)];
}
