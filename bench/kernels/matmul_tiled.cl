// C = A * B for n x n row-major matrices, through 16x16 __local tiles (n a multiple of 16).
#define T 16
__kernel void matmul_tiled(__global const float *A, __global const float *B, __global float *C, uint n) {
  __local float ta[T][T];
  __local float tb[T][T];
  size_t col = get_global_id(0), row = get_global_id(1);
  size_t lx = get_local_id(0), ly = get_local_id(1);
  float acc = 0.0f;
  for (uint k0 = 0; k0 < n; k0 += T) {
    ta[ly][lx] = A[row * n + k0 + lx];
    tb[ly][lx] = B[(k0 + ly) * n + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint k = 0; k < T; ++k)
      acc += ta[ly][k] * tb[k][lx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[row * n + col] = acc;
}
