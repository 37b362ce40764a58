/* The limit loops of bench/kernels.py take the kernel's arguments (without __local ones)
   and then the launch's work-item count. */
#include <stddef.h>

void vadd(const float *a, const float *b, float *c, unsigned n, size_t items) {
  (void)items;
#pragma omp parallel for simd
  for (unsigned i = 0; i < n; ++i)
    c[i] = a[i] + b[i];
}
