// A by-value struct argument the kernel modifies, used across a barrier: each
// work-item must see only its own copy.
typedef struct { int a; int b; } Pair;

__kernel void byval_private(Pair p, __global int *out, __local int *tmp) {
  size_t lid = get_local_id(0);
  p.a += (int)lid;
  tmp[lid] = p.b;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = p.a + tmp[(lid + 1) % get_local_size(0)];
}
