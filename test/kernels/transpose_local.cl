// 2D transpose through a 16x16 __local tile: out[x][y] = in[y][x].
#define TILE 16
__kernel void transpose_local(__global const float *in, __global float *out, uint w, uint h) {
  __local float tile[TILE][TILE + 1];
  size_t gx = get_global_id(0), gy = get_global_id(1);
  size_t lx = get_local_id(0), ly = get_local_id(1);
  if (gx < w && gy < h)
    tile[ly][lx] = in[gy * w + gx];
  barrier(CLK_LOCAL_MEM_FENCE);
  size_t ox = get_group_id(1) * TILE + lx, oy = get_group_id(0) * TILE + ly;
  if (ox < h && oy < w)
    out[oy * h + ox] = tile[lx][ly];
}
