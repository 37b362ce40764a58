/* Shared by the benchmark-style programs: problem sizes and helpers (included through -I). */
#ifndef STENCIL_COMMON_H
#define STENCIL_COMMON_H

#ifndef NX
#define NX 32
#endif
#ifndef NY
#define NY 24
#endif
#define IDX(x, y) ((y) * NX + (x))

static inline float clamp_read(__global const float *g, int x, int y) {
    x = clamp(x, 0, NX - 1);
    y = clamp(y, 0, NY - 1);
    return g[IDX(x, y)];
}

#endif
