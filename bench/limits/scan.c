#include <stddef.h>

/* Inclusive prefix sum of each 512-element segment. */
void scan(const unsigned *in, unsigned *out, size_t items) {
#pragma omp parallel for
  for (size_t s = 0; s < items; s += 512) {
    unsigned sum = 0;
    for (size_t i = s; i < s + 512; ++i)
      out[i] = sum += in[i];
  }
}
