#pragma OPENCL EXTENSION cl_khr_fp16 : enable

// Copies of other gentypes: the byte count is num * sizeof(gentype), and a
// 3-element vector is as large as a 4-element one.
#define ROUND_TRIP(NAME, T)                                                          \
    kernel void NAME(global const T *in, global T *out, local T *tile) {            \
        size_t lsz = get_local_size(0);                                              \
        size_t lid = get_local_id(0);                                                \
        size_t base = get_group_id(0) * lsz;                                         \
        event_t e = async_work_group_copy(tile, in + base, lsz, 0);                  \
        wait_group_events(1, &e);                                                    \
        T v = tile[lsz - 1 - lid];                                                   \
        barrier(CLK_LOCAL_MEM_FENCE);                                                \
        tile[lid] = v;                                                               \
        barrier(CLK_LOCAL_MEM_FENCE);                                                \
        e = async_work_group_copy(out + base, tile, lsz, 0);                         \
        wait_group_events(1, &e);                                                    \
    }

ROUND_TRIP(reverse_uchar, uchar)
ROUND_TRIP(reverse_short2, short2)
ROUND_TRIP(reverse_float3, float3)
ROUND_TRIP(reverse_double, double)
ROUND_TRIP(reverse_half, half)
ROUND_TRIP(reverse_long8, long8)
