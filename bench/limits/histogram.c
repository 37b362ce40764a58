#include <stddef.h>

/* Privatised: each thread counts into bins of its own, added to the shared ones at the end. */
void histogram(const float *in, unsigned *bins, unsigned n, size_t items) {
  (void)items;
#pragma omp parallel
  {
    unsigned mine[256] = {0};
#pragma omp for nowait
    for (unsigned i = 0; i < n; ++i) {
      unsigned b = (unsigned)(in[i] * 256.0f);
      mine[b < 255 ? b : 255]++;
    }
    for (int b = 0; b < 256; ++b) {
#pragma omp atomic
      bins[b] += mine[b];
    }
  }
}
