#include <stddef.h>

void saxpy(float alpha, const float *x, float *y, unsigned n, size_t items) {
  (void)items;
#pragma omp parallel for simd
  for (unsigned i = 0; i < n; ++i)
    y[i] = alpha * x[i] + y[i];
}
