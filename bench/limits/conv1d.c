#include <stddef.h>

#define R 8

/* out[i] = sum of weights[k] * in[i + k - R], zeros outside the input. */
void conv1d(const float *in, const float *weights, float *out, unsigned n, size_t items) {
  (void)items;
#pragma omp parallel for
  for (size_t i = 0; i < n; ++i) {
    float acc = 0.0f;
    if (i >= R && i + R < n) {
      for (int k = 0; k <= 2 * R; ++k)
        acc += weights[k] * in[i + k - R];
    } else {
      for (int k = 0; k <= 2 * R; ++k) {
        long j = (long)i + k - R;
        if (j >= 0 && j < (long)n)
          acc += weights[k] * in[j];
      }
    }
    out[i] = acc;
  }
}
