// 256-bin histogram of floats in [0, 1): a grid-stride loop, one atomic increment of a
// global bin per element (contended atomics: every work-item hits the same 256 counters).
__kernel void histogram(__global const float *in, __global uint *bins, uint n) {
  for (size_t i = get_global_id(0); i < n; i += get_global_size(0)) {
    uint b = min((uint)(in[i] * 256.0f), 255u);
    atomic_inc(&bins[b]);
  }
}
