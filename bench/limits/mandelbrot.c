#include <stddef.h>

/* Rows are scheduled dynamically: their costs differ by orders of magnitude. */
void mandelbrot(unsigned *counts, unsigned w, unsigned h, unsigned max_iter, size_t items) {
  (void)items;
#pragma omp parallel for schedule(dynamic, 4)
  for (size_t py = 0; py < h; ++py)
    for (size_t px = 0; px < w; ++px) {
      float cr = -2.0f + 3.0f * (float)px / (float)w;
      float ci = -1.5f + 3.0f * (float)py / (float)h;
      float zr = 0.0f, zi = 0.0f;
      unsigned it = 0;
      while (it < max_iter && zr * zr + zi * zi <= 4.0f) {
        float t = zr * zr - zi * zi + cr;
        zi = 2.0f * zr * zi + ci;
        zr = t;
        ++it;
      }
      counts[py * w + px] = it;
    }
}
