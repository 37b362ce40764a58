// y = alpha * x + y, in place.
__kernel void saxpy(float alpha, __global const float *x, __global float *y, uint n) {
  size_t i = get_global_id(0);
  if (i < n)
    y[i] = alpha * x[i] + y[i];
}
