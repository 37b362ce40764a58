// Explicit 1D diffusion inside each work-group (one cell per work-item, L cells, ends
// reflected): `steps` iterations, each reading neighbours from __local memory, a barrier,
// the write, and another barrier (barriers inside a loop).
#define L 256
__kernel void diffusion(__global const float *in, __global float *out, float k, uint steps) {
  __local float u[L];
  size_t lid = get_local_id(0), gid = get_global_id(0);
  size_t left = lid == 0 ? 0 : lid - 1, right = lid == L - 1 ? L - 1 : lid + 1;
  u[lid] = in[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = 0; s < steps; ++s) {
    float next = u[lid] + k * (u[left] - 2.0f * u[lid] + u[right]);
    barrier(CLK_LOCAL_MEM_FENCE);
    u[lid] = next;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[gid] = u[lid];
}
