// cl_khr_subgroup_non_uniform_arithmetic: non-uniform operations have no mux builtin.
__kernel void non_uniform(__global int *out) {
  if (out[0] > 0)
    out[1] = sub_group_non_uniform_reduce_add(out[2]);
}
