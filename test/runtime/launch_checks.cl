// Kernels for the runtime's launch checks (test/unit/test_runtime_launch_errors.py).
// Compiled with -cl-kernel-arg-info -discard-value-names: the parameters are
// unnamed in the IR (%0, %1, ...) and !kernel_arg_name carries their names.

// Two __local buffers, allocated one after the other: each work-item fills its
// slot of both, then reads another work-item's slots.
__kernel void two_locals(__global const int *in, __global int *out, __local int *first, __local int *second) {
  size_t l = get_local_id(0), n = get_local_size(0);
  first[l] = in[get_global_id(0)];
  second[l] = 1000 * in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = first[n - 1 - l] + second[(l + 1) % n];
}

// long16 is 128-byte aligned in OpenCL C: the loads and stores say so.
__kernel void add_long16(__global const long16 *in, __global long16 *out) {
  size_t i = get_global_id(0);
  out[i] = in[i] + (long16)(1);
}

// int16: 64-byte aligned.
__kernel void add_int16(__global const int16 *in, __global int16 *out) {
  size_t i = get_global_id(0);
  out[i] = in[i] + (int16)(1);
}

// y = a * x + y, to call with keywords.
__kernel void axpy(float a, __global const float *x, __global float *y) {
  size_t i = get_global_id(0);
  y[i] = a * x[i] + y[i];
}

// Fills an n-int __local buffer (n a multiple of the local size) and reads it
// back reversed: every byte of the buffer is written and read.
__kernel void fill_local(__global int *out, __local int *scratch, uint n) {
  size_t l = get_local_id(0), ls = get_local_size(0);
  for (uint i = l; i < n; i += ls)
    scratch[i] = (int)(i % 1000 + get_group_id(0));
  barrier(CLK_LOCAL_MEM_FENCE);
  int sum = 0;
  for (uint i = l; i < n; i += ls)
    sum += scratch[n - 1 - i];
  out[get_global_id(0)] = sum;
}
