// cl_khr_subgroup_extended_types: a vector broadcast, which mux's scalar-only sub-group builtins cannot express.
__kernel void vector_broadcast(__global float4 *out, uint i) {
  out[0] = sub_group_broadcast(out[1], i);
}
