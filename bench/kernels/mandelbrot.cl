// Escape-time iteration counts of a w x h view of the Mandelbrot set (divergent loop).
__kernel void mandelbrot(__global uint *counts, uint w, uint h, uint max_iter) {
  size_t px = get_global_id(0), py = get_global_id(1);
  if (px >= w || py >= h)
    return;
  float cr = -2.0f + 3.0f * (float)px / (float)w;
  float ci = -1.5f + 3.0f * (float)py / (float)h;
  float zr = 0.0f, zi = 0.0f;
  uint it = 0;
  while (it < max_iter && zr * zr + zi * zi <= 4.0f) {
    float t = zr * zr - zi * zi + cr;
    zi = 2.0f * zr * zi + ci;
    zr = t;
    ++it;
  }
  counts[py * w + px] = it;
}
