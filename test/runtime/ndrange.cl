// Kernels for the runtime's execution tests (test/unit/test_runtime*.py).

// Every work-item builtin, 8 values per work-item, indexed by the linear global id
// (global ids minus the offset, x fastest).
__kernel void ids(__global ulong *out) {
  size_t gx = get_global_id(0) - get_global_offset(0);
  size_t gy = get_global_id(1) - get_global_offset(1);
  size_t gz = get_global_id(2) - get_global_offset(2);
  size_t i = (gz * get_global_size(1) + gy) * get_global_size(0) + gx;
  __global ulong *o = out + 16 * i;
  for (uint d = 0; d < 3; ++d) {
    o[d] = get_global_id(d);
    o[3 + d] = get_local_id(d);
    o[6 + d] = get_group_id(d);
    o[9 + d] = get_local_size(d);
  }
  o[12] = get_enqueued_local_size(0);
  o[13] = get_num_groups(0);
  o[14] = get_work_dim();
  o[15] = get_global_linear_id();
}

// c = a + b with an if (i < n) tail.
__kernel void vadd_int(__global const int *a, __global const int *b, __global int *c, uint n) {
  size_t i = get_global_id(0);
  if (i < n)
    c[i] = a[i] + b[i];
}

// Scalars of every width and signedness by value, written back as doubles.
__kernel void scalars(__global double *out, char c, uchar uc, short s, ushort us, int i, uint u,
                      long l, ulong ul, float f, double d) {
  if (get_global_id(0) == 0) {
    out[0] = c; out[1] = uc; out[2] = s; out[3] = us; out[4] = i;
    out[5] = u; out[6] = l; out[7] = ul; out[8] = f; out[9] = d;
  }
}

// A float4 by value: out[i] = v * i.
__kernel void vec_arg(__global float4 *out, float4 v) {
  size_t i = get_global_id(0);
  out[i] = v * (float)i;
}

typedef struct { int a; float b; long c; } Triple;

// A struct by value.
__kernel void struct_arg(__global float *out, Triple t) {
  size_t i = get_global_id(0);
  out[i] = t.a + t.b * i + t.c;
}

// A __local pointer without a barrier: each work-item uses its own slot.
__kernel void local_slot(__global int *out, __local int *tmp) {
  size_t l = get_local_id(0);
  tmp[l] = (int)get_global_id(0) * 2;
  out[get_global_id(0)] = tmp[l];
}

__attribute__((reqd_work_group_size(8, 2, 1)))
__kernel void fixed_size(__global int *out) {
  out[get_global_linear_id()] = (int)get_local_linear_id();
}
