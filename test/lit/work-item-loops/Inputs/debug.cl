// Compiled at -O0 with debug info: every variable is an alloca with a #dbg_declare.
kernel void barrier_dbg(global const int *in, global int *out, local int *tmp) {
  size_t gid = get_global_id(0);
  size_t lid = get_local_id(0);
  size_t n = get_local_size(0);
  int mult = in[gid] * (int)lid;
  tmp[lid] = mult;
  barrier(CLK_LOCAL_MEM_FENCE);
  int result = mult + tmp[n - 1 - lid];
  out[gid] = result;
}
