#include <stddef.h>

/* C = A * B, row-major: the i-k-j order streams rows of B and C (vectorisable). */
void matmul_tiled(const float *A, const float *B, float *C, unsigned n, size_t items) {
  (void)items;
#pragma omp parallel for
  for (size_t i = 0; i < n; ++i) {
    float *c = C + i * n;
    for (size_t j = 0; j < n; ++j)
      c[j] = 0.0f;
    for (size_t k = 0; k < n; ++k) {
      float a = A[i * n + k];
      const float *b = B + k * n;
      for (size_t j = 0; j < n; ++j)
        c[j] += a * b[j];
    }
  }
}
