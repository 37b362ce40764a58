// Covariance-style symmetric accumulation (PolyBench covar/corr shape, issue 15): work-item
// j < m - 1 sets the diagonal, then for each k > j (a trip count that depends on the work-item
// id) accumulates into out[j*m + k] through memory over an inner loop, and mirrors the sum to
// out[k*m + j]. At -O2 clang promotes out[j*m + k] to a register across the inner loop and reloads
// it for the copy: two loads of one address, with the inner loop's stores between them.
__kernel void covar_upper(__global const float *a, __global float *out, int m, int n) {
  int j = get_global_id(0);
  if (j < m - 1) {
    out[j * m + j] = 1.0f;
    for (int k = j + 1; k < m; k++) {
      for (int i = 0; i < n; i++)
        out[j * m + k] += a[i * m + j] * a[i * m + k];
      out[k * m + j] = out[j * m + k];
    }
  }
}
