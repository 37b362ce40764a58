#include <stddef.h>

#define L 256

/* Each block of L cells diffuses on its own (ends reflected), ping-ponging two arrays. */
void diffusion(const float *in, float *out, float k, unsigned steps, size_t items) {
#pragma omp parallel for
  for (size_t g = 0; g < items; g += L) {
    float a[L], b[L];
    float *u = a, *v = b;
    for (int i = 0; i < L; ++i)
      u[i] = in[g + i];
    for (unsigned s = 0; s < steps; ++s) {
      v[0] = u[0] + k * (u[0] - 2.0f * u[0] + u[1]);
      for (int i = 1; i < L - 1; ++i)
        v[i] = u[i] + k * (u[i - 1] - 2.0f * u[i] + u[i + 1]);
      v[L - 1] = u[L - 1] + k * (u[L - 2] - 2.0f * u[L - 1] + u[L - 1]);
      float *t = u;
      u = v;
      v = t;
    }
    for (int i = 0; i < L; ++i)
      out[g + i] = u[i];
  }
}
