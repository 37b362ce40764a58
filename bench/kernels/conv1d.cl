// 1D convolution of radius R (work-group size L): each group loads its tile plus a halo of R
// on each side into __local memory (zeros outside the input), then every work-item weighs
// its 2R+1 neighbours with weights from __constant memory.
#define R 8
#define L 256
__kernel void conv1d(__global const float *in, __constant float *weights, __global float *out, uint n) {
  __local float tile[L + 2 * R];
  size_t lid = get_local_id(0), gid = get_global_id(0);
  long base = (long)(get_group_id(0) * L) - R;
  for (size_t j = lid; j < L + 2 * R; j += L) {
    long src = base + (long)j;
    tile[j] = (src >= 0 && src < (long)n) ? in[src] : 0.0f;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (gid >= n)
    return;
  float acc = 0.0f;
  for (int k = 0; k <= 2 * R; ++k)
    acc += weights[k] * tile[lid + k];
  out[gid] = acc;
}
