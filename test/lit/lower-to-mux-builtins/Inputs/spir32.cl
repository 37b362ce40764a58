// The same builtins on 32-bit spir: size_t is i32 there.
__kernel void spir32(__global size_t *out, __global int *oi, int x) {
  out[0] = get_global_id(0) + get_local_size(1) + get_global_linear_id();
  oi[0] = work_group_broadcast(x, get_local_id(0), 1);
  oi[1] = get_work_dim();
}
