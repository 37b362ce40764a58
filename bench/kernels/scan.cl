// Inclusive prefix sum of each 512-element segment (work-group size 512) in __local memory:
// Hillis-Steele, log2(512) = 9 steps ping-ponging between two buffers, a barrier per step.
#define N 512
__kernel void scan(__global const uint *in, __global uint *out) {
  __local uint buf[2][N];
  size_t lid = get_local_id(0), gid = get_global_id(0);
  buf[0][lid] = in[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  int src = 0;
  for (uint offset = 1; offset < N; offset <<= 1) {
    uint v = buf[src][lid];
    if (lid >= offset)
      v += buf[src][lid - offset];
    buf[1 - src][lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    src = 1 - src;
  }
  out[gid] = buf[src][lid];
}
