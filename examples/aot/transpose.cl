// out = transpose(in) for a width x height matrix, through a TILE x TILE tile
// in a __local variable of the kernel (the driver allocates it: the host
// passes nothing for it).  2D NDRange of uniform TILE x TILE groups, the
// global size rounded up to a multiple of TILE; the Makefile sets TILE.
#ifndef TILE
#define TILE 16
#endif

__kernel __attribute__((reqd_work_group_size(TILE, TILE, 1)))
void transpose(__global const float *in, __global float *out, uint width, uint height) {
    __local float tile[TILE][TILE + 1];  // +1: no bank conflicts on GPUs, harmless here
    size_t lx = get_local_id(0), ly = get_local_id(1);
    size_t x = get_global_id(0), y = get_global_id(1);
    if (x < width && y < height)
        tile[ly][lx] = in[y * width + x];
    barrier(CLK_LOCAL_MEM_FENCE);
    // This group's tile lands at the mirrored place: rows become columns.
    size_t ox = get_group_id(1) * TILE + lx, oy = get_group_id(0) * TILE + ly;
    if (ox < height && oy < width)
        out[oy * height + ox] = tile[lx][ly];
}
