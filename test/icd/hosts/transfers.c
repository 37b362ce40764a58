/* The commands on buffers through the system's OpenCL loader (issue 29): read, write, copy,
 * fill, the *Rect variants, map and unmap, migrate; their results, blocking and non-blocking,
 * and each misuse's error code (bounds, pitches, overlaps, host-access flags, wait lists).
 * See command_checks.h for how it runs. */
#include "command_checks.h"

#define SIZE 4096

static unsigned char pattern_byte(size_t i)
{
    return (unsigned char)((i * 131 + 7) % 251);
}

static void fill_pattern(unsigned char *bytes, size_t size)
{
    for (size_t i = 0; i < size; i++) bytes[i] = pattern_byte(i);
}

/* The first index where the buffer's bytes differ from `expected`, or -1. */
static long first_difference(cl_command_queue queue, cl_mem buffer, const unsigned char *expected,
                             size_t size)
{
    unsigned char *got = malloc(size);
    MUST(clEnqueueReadBuffer(queue, buffer, CL_TRUE, 0, size, got, 0, NULL, NULL));
    long at = -1;
    for (size_t i = 0; i < size && at < 0; i++)
        if (got[i] != expected[i]) at = (long)i;
    free(got);
    return at;
}

/* The errors every command on a buffer shares: the queue, the buffer, contexts, wait lists. */
static void common_misuse(cl_context context, cl_command_queue queue, cl_mem buffer)
{
    unsigned char bytes[16];
    cl_context other = new_context();
    cl_mem foreign = new_buffer(other, 0, 64, NULL);
    cl_event foreign_event = new_user_event(other);
    cl_event gate = new_user_event(context);
    EXPECT_STATUS(clEnqueueReadBuffer((cl_command_queue)buffer, buffer, CL_TRUE, 0, 16, bytes, 0,
                                      NULL, NULL),
                  CL_INVALID_COMMAND_QUEUE);
    EXPECT_STATUS(clEnqueueReadBuffer(queue, (cl_mem)queue, CL_TRUE, 0, 16, bytes, 0, NULL, NULL),
                  CL_INVALID_MEM_OBJECT);
    EXPECT_STATUS(clEnqueueReadBuffer(queue, foreign, CL_TRUE, 0, 16, bytes, 0, NULL, NULL),
                  CL_INVALID_CONTEXT);
    EXPECT_STATUS(clEnqueueWriteBuffer(queue, buffer, CL_TRUE, 0, 16, bytes, 1, NULL, NULL),
                  CL_INVALID_EVENT_WAIT_LIST);
    EXPECT_STATUS(clEnqueueWriteBuffer(queue, buffer, CL_TRUE, 0, 16, bytes, 0, &gate, NULL),
                  CL_INVALID_EVENT_WAIT_LIST);
    cl_event not_an_event = (cl_event)buffer;
    EXPECT_STATUS(clEnqueueWriteBuffer(queue, buffer, CL_TRUE, 0, 16, bytes, 1, &not_an_event, NULL),
                  CL_INVALID_EVENT_WAIT_LIST);
    EXPECT_STATUS(clEnqueueWriteBuffer(queue, buffer, CL_TRUE, 0, 16, bytes, 1, &foreign_event, NULL),
                  CL_INVALID_CONTEXT);
    EXPECT_STATUS(clEnqueueCopyBuffer(queue, buffer, foreign, 0, 0, 16, 0, NULL, NULL),
                  CL_INVALID_CONTEXT);
    EXPECT_STATUS(clEnqueueFillBuffer(queue, foreign, bytes, 1, 0, 16, 0, NULL, NULL),
                  CL_INVALID_CONTEXT);
    EXPECT_STATUS(clEnqueueMarkerWithWaitList(queue, 1, &foreign_event, NULL), CL_INVALID_CONTEXT);
    MUST(clSetUserEventStatus(gate, CL_COMPLETE));
    MUST(clSetUserEventStatus(foreign_event, CL_COMPLETE));
    MUST(clReleaseEvent(gate));
    MUST(clReleaseEvent(foreign_event));
    MUST(clReleaseMemObject(foreign));
    MUST(clReleaseContext(other));
}

static void read_write(cl_context context, cl_command_queue queue)
{
    static unsigned char data[SIZE], back[SIZE], zeros[SIZE];
    fill_pattern(data, SIZE);
    cl_mem buffer = new_buffer(context, 0, SIZE, NULL);
    MUST(clEnqueueWriteBuffer(queue, buffer, CL_TRUE, 0, SIZE, zeros, 0, NULL, NULL));
    /* Non-blocking writes in pieces, then one blocking read of the whole. */
    for (size_t offset = 0; offset < SIZE; offset += 1000) {
        size_t size = SIZE - offset < 1000 ? SIZE - offset : 1000;
        EXPECT_STATUS(clEnqueueWriteBuffer(queue, buffer, CL_FALSE, offset, size, data + offset,
                                           0, NULL, NULL),
                      CL_SUCCESS);
    }
    cl_event read;
    EXPECT_STATUS(clEnqueueReadBuffer(queue, buffer, CL_TRUE, 0, SIZE, back, 0, NULL, &read),
                  CL_SUCCESS);
    EXPECT(memcmp(back, data, SIZE) == 0, "the read is not what was written");
    EXPECT(event_status(read) == CL_COMPLETE, "a blocking read returned at status %d",
           event_status(read));
    MUST(clReleaseEvent(read));
    /* A part, at an offset. */
    memset(back, 0, SIZE);
    MUST(clEnqueueReadBuffer(queue, buffer, CL_TRUE, 100, 50, back, 0, NULL, NULL));
    EXPECT(memcmp(back, data + 100, 50) == 0 && back[50] == 0, "the part at 100 is wrong");

    /* A non-blocking read gated by a user event has not happened when it returns. */
    cl_event gate = new_user_event(context), done;
    memset(back, 0xEE, SIZE);
    EXPECT_STATUS(clEnqueueReadBuffer(queue, buffer, CL_FALSE, 0, SIZE, back, 1, &gate, &done),
                  CL_SUCCESS);
    EXPECT(event_status(done) > CL_COMPLETE, "a gated read is at status %d", event_status(done));
    EXPECT(back[0] == 0xEE && back[SIZE - 1] == 0xEE, "a gated read wrote already");
    MUST(clSetUserEventStatus(gate, CL_COMPLETE));
    MUST(clWaitForEvents(1, &done));
    EXPECT(memcmp(back, data, SIZE) == 0, "the gated read did not read");
    MUST(clReleaseEvent(done));
    MUST(clReleaseEvent(gate));

    /* Bounds (overflow included) and the host pointer. */
    EXPECT_STATUS(clEnqueueReadBuffer(queue, buffer, CL_TRUE, SIZE - 10, 11, back, 0, NULL, NULL),
                  CL_INVALID_VALUE);
    EXPECT_STATUS(clEnqueueReadBuffer(queue, buffer, CL_TRUE, SIZE + 1, 0, back, 0, NULL, NULL),
                  CL_INVALID_VALUE);
    EXPECT_STATUS(clEnqueueWriteBuffer(queue, buffer, CL_TRUE, 16, SIZE_MAX - 8, data, 0, NULL, NULL),
                  CL_INVALID_VALUE);
    EXPECT_STATUS(clEnqueueReadBuffer(queue, buffer, CL_TRUE, 0, 16, NULL, 0, NULL, NULL),
                  CL_INVALID_VALUE);
    EXPECT_STATUS(clEnqueueWriteBuffer(queue, buffer, CL_FALSE, 0, 16, NULL, 0, NULL, NULL),
                  CL_INVALID_VALUE);
    common_misuse(context, queue, buffer);
    MUST(clReleaseMemObject(buffer));

    /* Host-access flags. */
    cl_mem write_only = new_buffer(context, CL_MEM_HOST_WRITE_ONLY, 64, NULL);
    cl_mem read_only = new_buffer(context, CL_MEM_HOST_READ_ONLY, 64, NULL);
    cl_mem no_access = new_buffer(context, CL_MEM_HOST_NO_ACCESS, 64, NULL);
    EXPECT_STATUS(clEnqueueWriteBuffer(queue, write_only, CL_TRUE, 0, 64, data, 0, NULL, NULL),
                  CL_SUCCESS);
    EXPECT_STATUS(clEnqueueReadBuffer(queue, write_only, CL_TRUE, 0, 64, back, 0, NULL, NULL),
                  CL_INVALID_OPERATION);
    EXPECT_STATUS(clEnqueueReadBuffer(queue, read_only, CL_TRUE, 0, 64, back, 0, NULL, NULL),
                  CL_SUCCESS);
    EXPECT_STATUS(clEnqueueWriteBuffer(queue, read_only, CL_TRUE, 0, 64, data, 0, NULL, NULL),
                  CL_INVALID_OPERATION);
    EXPECT_STATUS(clEnqueueReadBuffer(queue, no_access, CL_TRUE, 0, 64, back, 0, NULL, NULL),
                  CL_INVALID_OPERATION);
    EXPECT_STATUS(clEnqueueWriteBuffer(queue, no_access, CL_TRUE, 0, 64, data, 0, NULL, NULL),
                  CL_INVALID_OPERATION);
    MUST(clReleaseMemObject(write_only));
    MUST(clReleaseMemObject(read_only));
    MUST(clReleaseMemObject(no_access));
}

static void copy(cl_context context, cl_command_queue queue)
{
    static unsigned char data[SIZE], expected[SIZE];
    fill_pattern(data, SIZE);
    cl_mem src = new_buffer(context, CL_MEM_COPY_HOST_PTR | CL_MEM_HOST_NO_ACCESS, SIZE, data);
    cl_mem dst = new_buffer(context, 0, SIZE, NULL);
    memset(expected, 0, SIZE);
    MUST(clEnqueueWriteBuffer(queue, dst, CL_FALSE, 0, SIZE, expected, 0, NULL, NULL));
    /* Host-access flags do not concern copies. */
    EXPECT_STATUS(clEnqueueCopyBuffer(queue, src, dst, 10, 2000, 1500, 0, NULL, NULL), CL_SUCCESS);
    memcpy(expected + 2000, data + 10, 1500);
    EXPECT(first_difference(queue, dst, expected, SIZE) < 0, "a copy differs at %ld",
           first_difference(queue, dst, expected, SIZE));
    /* Within one buffer, apart. */
    EXPECT_STATUS(clEnqueueCopyBuffer(queue, dst, dst, 2000, 0, 1000, 0, NULL, NULL), CL_SUCCESS);
    memcpy(expected, expected + 2000, 1000);
    EXPECT(first_difference(queue, dst, expected, SIZE) < 0, "a copy within a buffer differs");

    /* Overlaps: within one buffer, between sub-buffers of one buffer. */
    EXPECT_STATUS(clEnqueueCopyBuffer(queue, dst, dst, 0, 500, 1000, 0, NULL, NULL),
                  CL_MEM_COPY_OVERLAP);
    EXPECT_STATUS(clEnqueueCopyBuffer(queue, dst, dst, 0, 0, 1, 0, NULL, NULL), CL_MEM_COPY_OVERLAP);
    size_t align = base_align();
    cl_int err;
    cl_buffer_region first = {0, 2 * align}, second = {align, 2 * align};
    cl_mem a = clCreateSubBuffer(dst, 0, CL_BUFFER_CREATE_TYPE_REGION, &first, &err);
    MUST_OBJECT(a, err);
    cl_mem b = clCreateSubBuffer(dst, 0, CL_BUFFER_CREATE_TYPE_REGION, &second, &err);
    MUST_OBJECT(b, err);
    EXPECT_STATUS(clEnqueueCopyBuffer(queue, a, b, 0, 0, align + 1, 0, NULL, NULL),
                  CL_MEM_COPY_OVERLAP);
    EXPECT_STATUS(clEnqueueCopyBuffer(queue, a, b, 0, align, align, 0, NULL, NULL), CL_SUCCESS);
    memmove(expected + 2 * align, expected, align);
    EXPECT(first_difference(queue, dst, expected, SIZE) < 0, "a copy between sub-buffers differs");
    MUST(clReleaseMemObject(a));
    MUST(clReleaseMemObject(b));

    /* Bounds of either side. */
    EXPECT_STATUS(clEnqueueCopyBuffer(queue, src, dst, SIZE - 10, 0, 11, 0, NULL, NULL),
                  CL_INVALID_VALUE);
    EXPECT_STATUS(clEnqueueCopyBuffer(queue, src, dst, 0, SIZE - 10, 11, 0, NULL, NULL),
                  CL_INVALID_VALUE);
    EXPECT_STATUS(clEnqueueCopyBuffer(queue, src, dst, 8, 8, SIZE_MAX, 0, NULL, NULL),
                  CL_INVALID_VALUE);
    EXPECT_STATUS(clEnqueueCopyBuffer(queue, (cl_mem)queue, dst, 0, 0, 16, 0, NULL, NULL),
                  CL_INVALID_MEM_OBJECT);
    MUST(clReleaseMemObject(src));
    MUST(clReleaseMemObject(dst));
}

static void fill(cl_context context, cl_command_queue queue)
{
    static unsigned char expected[SIZE];
    unsigned char pattern[128];
    fill_pattern(pattern, sizeof pattern);
    /* Host-access flags do not concern fills either. */
    cl_mem buffer = new_buffer(context, CL_MEM_HOST_READ_ONLY, SIZE, NULL);
    memset(expected, 0, SIZE);
    MUST(clEnqueueFillBuffer(queue, buffer, expected, 1, 0, SIZE, 0, NULL, NULL));
    for (size_t size = 1; size <= 128; size *= 2) {
        /* A region of a few patterns, at a multiple of the pattern's size. */
        size_t offset = size * 3, length = size * 5;
        EXPECT_STATUS(clEnqueueFillBuffer(queue, buffer, pattern, size, offset, length, 0, NULL, NULL),
                      CL_SUCCESS);
        for (size_t i = 0; i < length; i++) expected[offset + i] = pattern[i % size];
        long at = first_difference(queue, buffer, expected, SIZE);
        EXPECT(at < 0, "a fill with a %zu-byte pattern differs at %ld", size, at);
    }
    EXPECT_STATUS(clEnqueueFillBuffer(queue, buffer, pattern, 4, 0, SIZE, 0, NULL, NULL), CL_SUCCESS);
    for (size_t i = 0; i < SIZE; i++) expected[i] = pattern[i % 4];
    EXPECT(first_difference(queue, buffer, expected, SIZE) < 0, "a fill of the whole differs");

    EXPECT_STATUS(clEnqueueFillBuffer(queue, buffer, NULL, 4, 0, 16, 0, NULL, NULL), CL_INVALID_VALUE);
    EXPECT_STATUS(clEnqueueFillBuffer(queue, buffer, pattern, 0, 0, 16, 0, NULL, NULL),
                  CL_INVALID_VALUE);
    EXPECT_STATUS(clEnqueueFillBuffer(queue, buffer, pattern, 3, 0, 12, 0, NULL, NULL),
                  CL_INVALID_VALUE);
    EXPECT_STATUS(clEnqueueFillBuffer(queue, buffer, pattern, 256, 0, 256, 0, NULL, NULL),
                  CL_INVALID_VALUE);
    EXPECT_STATUS(clEnqueueFillBuffer(queue, buffer, pattern, 4, 2, 16, 0, NULL, NULL),
                  CL_INVALID_VALUE);
    EXPECT_STATUS(clEnqueueFillBuffer(queue, buffer, pattern, 4, 0, 18, 0, NULL, NULL),
                  CL_INVALID_VALUE);
    EXPECT_STATUS(clEnqueueFillBuffer(queue, buffer, pattern, 4, SIZE - 4, 8, 0, NULL, NULL),
                  CL_INVALID_VALUE);
    MUST(clReleaseMemObject(buffer));
}

/* The byte of a W x H x D box at (x, y, z) when stored with the given pitches. */
#define AT(x, y, z, row, slice) ((z) * (slice) + (y) * (row) + (x))

static void rect(cl_context context, cl_command_queue queue)
{
    /* A buffer seen as 32 x 8 x 4 bytes. */
    const size_t row = 32, slice = 32 * 8, total = 32 * 8 * 4;
    static unsigned char host[4096], expected[1024], back[4096];
    fill_pattern(host, sizeof host);
    cl_mem buffer = new_buffer(context, 0, total, NULL);
    memset(expected, 0, total);
    MUST(clEnqueueWriteBuffer(queue, buffer, CL_TRUE, 0, total, expected, 0, NULL, NULL));

    /* Write a 5 x 3 x 2 box from a host array with rows of 10 and slices of 40 bytes. */
    const size_t box[3] = {5, 3, 2}, at[3] = {4, 2, 1}, host_at[3] = {1, 1, 0};
    EXPECT_STATUS(clEnqueueWriteBufferRect(queue, buffer, CL_TRUE, at, host_at, box, row, slice,
                                           10, 40, host, 0, NULL, NULL),
                  CL_SUCCESS);
    for (size_t z = 0; z < box[2]; z++)
        for (size_t y = 0; y < box[1]; y++)
            for (size_t x = 0; x < box[0]; x++)
                expected[AT(at[0] + x, at[1] + y, at[2] + z, row, slice)] =
                    host[AT(host_at[0] + x, host_at[1] + y, host_at[2] + z, 10, 40)];
    long diff = first_difference(queue, buffer, expected, total);
    EXPECT(diff < 0, "a rectangle write differs at %ld", diff);

    /* Read it back packed (pitches 0: the region's own). */
    const size_t zero[3] = {0, 0, 0};
    memset(back, 0, sizeof back);
    EXPECT_STATUS(clEnqueueReadBufferRect(queue, buffer, CL_TRUE, at, zero, box, row, slice, 0, 0,
                                          back, 0, NULL, NULL),
                  CL_SUCCESS);
    int wrong = 0;
    for (size_t z = 0; z < box[2]; z++)
        for (size_t y = 0; y < box[1]; y++)
            for (size_t x = 0; x < box[0]; x++)
                wrong += back[AT(x, y, z, 5, 15)] !=
                         expected[AT(at[0] + x, at[1] + y, at[2] + z, row, slice)];
    EXPECT(wrong == 0, "%d bytes of a packed rectangle read differ", wrong);

    /* Copy the box into another buffer seen as 16 x 16 x 4. */
    cl_mem other = new_buffer(context, 0, total, NULL);
    static unsigned char other_expected[1024];
    memset(other_expected, 0, total);
    MUST(clEnqueueWriteBuffer(queue, other, CL_TRUE, 0, total, other_expected, 0, NULL, NULL));
    const size_t to[3] = {2, 3, 0};
    EXPECT_STATUS(clEnqueueCopyBufferRect(queue, buffer, other, at, to, box, row, slice, 16, 256,
                                          0, NULL, NULL),
                  CL_SUCCESS);
    for (size_t z = 0; z < box[2]; z++)
        for (size_t y = 0; y < box[1]; y++)
            for (size_t x = 0; x < box[0]; x++)
                other_expected[AT(to[0] + x, to[1] + y, to[2] + z, 16, 256)] =
                    expected[AT(at[0] + x, at[1] + y, at[2] + z, row, slice)];
    diff = first_difference(queue, other, other_expected, total);
    EXPECT(diff < 0, "a rectangle copy differs at %ld", diff);

    /* Within one buffer: interleaved rows do not overlap (the spec's check), crossing ones do. */
    const size_t left[3] = {0, 0, 0}, right[3] = {16, 0, 0}, half[3] = {16, 8, 4};
    EXPECT_STATUS(clEnqueueCopyBufferRect(queue, buffer, buffer, left, right, half, row, slice, row,
                                          slice, 0, NULL, NULL),
                  CL_SUCCESS);
    for (size_t z = 0; z < 4; z++)
        for (size_t y = 0; y < 8; y++)
            memcpy(expected + AT(16, y, z, row, slice), expected + AT(0, y, z, row, slice), 16);
    diff = first_difference(queue, buffer, expected, total);
    EXPECT(diff < 0, "a copy between halves of rows differs at %ld", diff);
    const size_t shifted[3] = {8, 0, 0};
    EXPECT_STATUS(clEnqueueCopyBufferRect(queue, buffer, buffer, left, shifted, half, row, slice,
                                          row, slice, 0, NULL, NULL),
                  CL_MEM_COPY_OVERLAP);
    const size_t below[3] = {0, 1, 0};
    EXPECT_STATUS(clEnqueueCopyBufferRect(queue, buffer, buffer, left, below, box, row, slice, row,
                                          slice, 0, NULL, NULL),
                  CL_MEM_COPY_OVERLAP);
    /* One buffer, two pitches. */
    EXPECT_STATUS(clEnqueueCopyBufferRect(queue, buffer, buffer, left, right, box, row, slice, 16,
                                          slice, 0, NULL, NULL),
                  CL_INVALID_VALUE);

    /* The region and the pitches. */
    const size_t empty[3] = {5, 0, 1};
    EXPECT_STATUS(clEnqueueReadBufferRect(queue, buffer, CL_TRUE, at, zero, empty, row, slice, 0, 0,
                                          back, 0, NULL, NULL),
                  CL_INVALID_VALUE);
    EXPECT_STATUS(clEnqueueReadBufferRect(queue, buffer, CL_TRUE, NULL, zero, box, row, slice, 0, 0,
                                          back, 0, NULL, NULL),
                  CL_INVALID_VALUE);
    EXPECT_STATUS(clEnqueueReadBufferRect(queue, buffer, CL_TRUE, at, zero, NULL, row, slice, 0, 0,
                                          back, 0, NULL, NULL),
                  CL_INVALID_VALUE);
    EXPECT_STATUS(clEnqueueReadBufferRect(queue, buffer, CL_TRUE, at, zero, box, row, slice, 0, 0,
                                          NULL, 0, NULL, NULL),
                  CL_INVALID_VALUE);
    EXPECT_STATUS(clEnqueueReadBufferRect(queue, buffer, CL_TRUE, at, zero, box, 4, slice, 0, 0,
                                          back, 0, NULL, NULL),
                  CL_INVALID_VALUE); /* row pitch below the width */
    EXPECT_STATUS(clEnqueueReadBufferRect(queue, buffer, CL_TRUE, at, zero, box, row, 64, 0, 0,
                                          back, 0, NULL, NULL),
                  CL_INVALID_VALUE); /* slice pitch below height x row pitch */
    EXPECT_STATUS(clEnqueueReadBufferRect(queue, buffer, CL_TRUE, at, zero, box, row, 100, 0, 0,
                                          back, 0, NULL, NULL),
                  CL_INVALID_VALUE); /* slice pitch not a multiple of the row pitch */
    EXPECT_STATUS(clEnqueueReadBufferRect(queue, buffer, CL_TRUE, at, zero, box, row, slice, 4, 0,
                                          back, 0, NULL, NULL),
                  CL_INVALID_VALUE); /* host row pitch below the width */
    EXPECT_STATUS(clEnqueueReadBufferRect(queue, buffer, CL_TRUE, at, zero, box, row, slice, 10, 25,
                                          back, 0, NULL, NULL),
                  CL_INVALID_VALUE); /* host slice pitch below height x row pitch */
    /* Beyond the buffer: the last slice, and an origin that overflows. */
    const size_t far[3] = {0, 0, 3}, huge[3] = {0, SIZE_MAX / 16, 0};
    EXPECT_STATUS(clEnqueueReadBufferRect(queue, buffer, CL_TRUE, far, zero, box, row, slice, 0, 0,
                                          back, 0, NULL, NULL),
                  CL_INVALID_VALUE);
    EXPECT_STATUS(clEnqueueWriteBufferRect(queue, buffer, CL_TRUE, huge, zero, box, row, slice, 0,
                                           0, host, 0, NULL, NULL),
                  CL_INVALID_VALUE);
    EXPECT_STATUS(clEnqueueCopyBufferRect(queue, buffer, other, zero, far, box, row, slice, row,
                                          slice, 0, NULL, NULL),
                  CL_INVALID_VALUE);

    /* Host-access flags. */
    cl_mem write_only = new_buffer(context, CL_MEM_HOST_WRITE_ONLY, total, NULL);
    EXPECT_STATUS(clEnqueueReadBufferRect(queue, write_only, CL_TRUE, zero, zero, box, 0, 0, 0, 0,
                                          back, 0, NULL, NULL),
                  CL_INVALID_OPERATION);
    EXPECT_STATUS(clEnqueueWriteBufferRect(queue, write_only, CL_TRUE, zero, zero, box, 0, 0, 0, 0,
                                           host, 0, NULL, NULL),
                  CL_SUCCESS);
    cl_mem read_only = new_buffer(context, CL_MEM_HOST_READ_ONLY, total, NULL);
    EXPECT_STATUS(clEnqueueWriteBufferRect(queue, read_only, CL_TRUE, zero, zero, box, 0, 0, 0, 0,
                                           host, 0, NULL, NULL),
                  CL_INVALID_OPERATION);
    MUST(clReleaseMemObject(write_only));
    MUST(clReleaseMemObject(read_only));
    MUST(clReleaseMemObject(other));
    MUST(clReleaseMemObject(buffer));
}

static void *map(cl_command_queue queue, cl_mem buffer, cl_bool blocking, cl_map_flags flags,
                 size_t offset, size_t size, cl_int *err)
{
    return clEnqueueMapBuffer(queue, buffer, blocking, flags, offset, size, 0, NULL, NULL, err);
}

static void maps(cl_context context, cl_command_queue queue)
{
    static unsigned char data[SIZE], expected[SIZE];
    fill_pattern(data, SIZE);
    cl_mem buffer = new_buffer(context, CL_MEM_COPY_HOST_PTR, SIZE, data);
    memcpy(expected, data, SIZE);

    /* The buffer's own bytes: two maps of one place are one pointer, offsets add up. */
    cl_int err;
    unsigned char *whole = map(queue, buffer, CL_TRUE, CL_MAP_READ, 0, SIZE, &err);
    MUST_OBJECT(whole, err);
    EXPECT(memcmp(whole, data, SIZE) == 0, "a map does not show the buffer's bytes");
    unsigned char *part = map(queue, buffer, CL_TRUE, CL_MAP_READ, 100, 10, &err);
    MUST_OBJECT(part, err);
    EXPECT(part == whole + 100, "a map at 100 is %p, the buffer's at 0 %p", (void *)part,
           (void *)whole);
    MUST(clEnqueueUnmapMemObject(queue, buffer, part, 0, NULL, NULL));
    MUST(clEnqueueUnmapMemObject(queue, buffer, whole, 0, NULL, NULL));

    /* Write through a map; the buffer has it after the unmap. */
    unsigned char *w = map(queue, buffer, CL_TRUE, CL_MAP_WRITE, 64, 64, &err);
    MUST_OBJECT(w, err);
    memset(w, 0x5A, 64);
    memset(expected + 64, 0x5A, 64);
    MUST(clEnqueueUnmapMemObject(queue, buffer, w, 0, NULL, NULL));
    EXPECT(first_difference(queue, buffer, expected, SIZE) < 0, "a write through a map was lost");
    unsigned char *invalidate = map(queue, buffer, CL_TRUE, CL_MAP_WRITE_INVALIDATE_REGION, 0, 8, &err);
    MUST_OBJECT(invalidate, err);
    memcpy(invalidate, "ABCDEFGH", 8);
    memcpy(expected, "ABCDEFGH", 8);
    MUST(clEnqueueUnmapMemObject(queue, buffer, invalidate, 0, NULL, NULL));
    EXPECT(first_difference(queue, buffer, expected, SIZE) < 0, "an invalidating map was lost");

    /* A USE_HOST_PTR buffer maps to its host memory. */
    cl_mem use = new_buffer(context, CL_MEM_USE_HOST_PTR, SIZE, data);
    unsigned char *mapped = map(queue, use, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 40, 8, &err);
    EXPECT(mapped == data + 40, "mapped %p, host_ptr + 40 is %p", (void *)mapped, (void *)(data + 40));
    MUST(clEnqueueUnmapMemObject(queue, use, mapped, 0, NULL, NULL));
    MUST(clReleaseMemObject(use));

    /* A non-blocking map gated by a user event: a pointer at once, the event later. */
    cl_event gate = new_user_event(context), mapping;
    unsigned char *later = clEnqueueMapBuffer(queue, buffer, CL_FALSE, CL_MAP_READ, 0, 16, 1, &gate,
                                              &mapping, &err);
    EXPECT(later != NULL && err == CL_SUCCESS, "a non-blocking map: %p, error %d", (void *)later, err);
    EXPECT(event_status(mapping) > CL_COMPLETE, "a gated map is at status %d", event_status(mapping));
    MUST(clSetUserEventStatus(gate, CL_COMPLETE));
    MUST(clWaitForEvents(1, &mapping));
    EXPECT(memcmp(later, expected, 16) == 0, "the gated map does not show the buffer");
    MUST(clEnqueueUnmapMemObject(queue, buffer, later, 0, NULL, NULL));
    MUST(clReleaseEvent(mapping));
    MUST(clReleaseEvent(gate));

    /* Unmapping what is not mapped. */
    unsigned char *once = map(queue, buffer, CL_TRUE, CL_MAP_READ, 0, 16, &err);
    MUST_OBJECT(once, err);
    EXPECT_STATUS(clEnqueueUnmapMemObject(queue, buffer, once + 1, 0, NULL, NULL), CL_INVALID_VALUE);
    EXPECT_STATUS(clEnqueueUnmapMemObject(queue, buffer, once, 0, NULL, NULL), CL_SUCCESS);
    EXPECT_STATUS(clEnqueueUnmapMemObject(queue, buffer, once, 0, NULL, NULL), CL_INVALID_VALUE);
    EXPECT_STATUS(clEnqueueUnmapMemObject(queue, (cl_mem)queue, once, 0, NULL, NULL),
                  CL_INVALID_MEM_OBJECT);

    /* Flags, bounds and size. */
    EXPECT(map(queue, buffer, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE_INVALIDATE_REGION, 0, 16, &err) == NULL &&
               err == CL_INVALID_VALUE,
           "READ | WRITE_INVALIDATE_REGION: error %d", err);
    EXPECT(map(queue, buffer, CL_TRUE, (cl_map_flags)1 << 20, 0, 16, &err) == NULL &&
               err == CL_INVALID_VALUE,
           "an unknown map flag: error %d", err);
    EXPECT(map(queue, buffer, CL_TRUE, CL_MAP_READ, 0, 0, &err) == NULL && err == CL_INVALID_VALUE,
           "size 0: error %d", err);
    EXPECT(map(queue, buffer, CL_TRUE, CL_MAP_READ, SIZE - 8, 16, &err) == NULL &&
               err == CL_INVALID_VALUE,
           "beyond the end: error %d", err);
    EXPECT(clEnqueueMapBuffer(queue, buffer, CL_TRUE, CL_MAP_READ, SIZE - 8, 16, 0, NULL, NULL,
                              NULL) == NULL,
           "a failed map without errcode_ret returned a pointer");

    /* Overlapping maps: for reading, fine; both for writing, refused. */
    unsigned char *r1 = map(queue, buffer, CL_TRUE, CL_MAP_READ, 0, 100, &err);
    unsigned char *r2 = map(queue, buffer, CL_TRUE, CL_MAP_READ, 50, 100, &err);
    EXPECT(r1 != NULL && r2 != NULL, "two overlapping maps for reading");
    unsigned char *w1 = map(queue, buffer, CL_TRUE, CL_MAP_WRITE, 1000, 100, &err);
    EXPECT(w1 != NULL, "a map for writing: error %d", err);
    EXPECT(map(queue, buffer, CL_TRUE, CL_MAP_WRITE, 1050, 100, &err) == NULL &&
               err == CL_INVALID_OPERATION,
           "overlapping maps for writing: error %d", err);
    unsigned char *w2 = map(queue, buffer, CL_TRUE, CL_MAP_WRITE, 1100, 100, &err);
    EXPECT(w2 != NULL, "an adjacent map for writing: error %d", err);
    MUST(clEnqueueUnmapMemObject(queue, buffer, r1, 0, NULL, NULL));
    MUST(clEnqueueUnmapMemObject(queue, buffer, r2, 0, NULL, NULL));
    MUST(clEnqueueUnmapMemObject(queue, buffer, w1, 0, NULL, NULL));
    MUST(clEnqueueUnmapMemObject(queue, buffer, w2, 0, NULL, NULL));

    /* Host-access flags. */
    cl_mem write_only = new_buffer(context, CL_MEM_HOST_WRITE_ONLY, 64, NULL);
    cl_mem read_only = new_buffer(context, CL_MEM_HOST_READ_ONLY, 64, NULL);
    cl_mem no_access = new_buffer(context, CL_MEM_HOST_NO_ACCESS, 64, NULL);
    EXPECT(map(queue, write_only, CL_TRUE, CL_MAP_READ, 0, 64, &err) == NULL &&
               err == CL_INVALID_OPERATION,
           "mapping a HOST_WRITE_ONLY buffer for reading: error %d", err);
    EXPECT(map(queue, read_only, CL_TRUE, CL_MAP_WRITE, 0, 64, &err) == NULL &&
               err == CL_INVALID_OPERATION,
           "mapping a HOST_READ_ONLY buffer for writing: error %d", err);
    EXPECT(map(queue, read_only, CL_TRUE, CL_MAP_WRITE_INVALIDATE_REGION, 0, 64, &err) == NULL &&
               err == CL_INVALID_OPERATION,
           "invalidating a HOST_READ_ONLY buffer: error %d", err);
    EXPECT(map(queue, no_access, CL_TRUE, CL_MAP_READ, 0, 64, &err) == NULL &&
               err == CL_INVALID_OPERATION,
           "mapping a HOST_NO_ACCESS buffer: error %d", err);
    void *fine = map(queue, write_only, CL_TRUE, CL_MAP_WRITE, 0, 64, &err);
    EXPECT(fine != NULL, "mapping a HOST_WRITE_ONLY buffer for writing: error %d", err);
    MUST(clEnqueueUnmapMemObject(queue, write_only, fine, 0, NULL, NULL));
    MUST(clFinish(queue));
    MUST(clReleaseMemObject(write_only));
    MUST(clReleaseMemObject(read_only));
    MUST(clReleaseMemObject(no_access));
    MUST(clReleaseMemObject(buffer));
}

static void migrate(cl_context context, cl_command_queue queue)
{
    cl_mem buffers[2] = {new_buffer(context, 0, 64, NULL), new_buffer(context, 0, 64, NULL)};
    const cl_mem_migration_flags flags[] = {0, CL_MIGRATE_MEM_OBJECT_HOST,
                                            CL_MIGRATE_MEM_OBJECT_CONTENT_UNDEFINED};
    for (size_t i = 0; i < 3; i++) {
        cl_event event;
        EXPECT_STATUS(clEnqueueMigrateMemObjects(queue, 2, buffers, flags[i], 0, NULL, &event),
                      CL_SUCCESS);
        cl_command_type type = 0;
        MUST(clGetEventInfo(event, CL_EVENT_COMMAND_TYPE, sizeof type, &type, NULL));
        EXPECT(type == CL_COMMAND_MIGRATE_MEM_OBJECTS, "command type %#x", type);
        EXPECT_STATUS(clWaitForEvents(1, &event), CL_SUCCESS);
        MUST(clReleaseEvent(event));
    }
    EXPECT_STATUS(clEnqueueMigrateMemObjects(queue, 0, buffers, 0, 0, NULL, NULL), CL_INVALID_VALUE);
    EXPECT_STATUS(clEnqueueMigrateMemObjects(queue, 2, NULL, 0, 0, NULL, NULL), CL_INVALID_VALUE);
    EXPECT_STATUS(clEnqueueMigrateMemObjects(queue, 2, buffers, 1 << 5, 0, NULL, NULL),
                  CL_INVALID_VALUE);
    cl_mem bad[2] = {buffers[0], (cl_mem)queue};
    EXPECT_STATUS(clEnqueueMigrateMemObjects(queue, 2, bad, 0, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
    cl_context other = new_context();
    cl_mem mixed[2] = {buffers[0], new_buffer(other, 0, 64, NULL)};
    EXPECT_STATUS(clEnqueueMigrateMemObjects(queue, 2, mixed, 0, 0, NULL, NULL), CL_INVALID_CONTEXT);
    MUST(clReleaseMemObject(mixed[1]));
    MUST(clReleaseContext(other));
    MUST(clReleaseMemObject(buffers[0]));
    MUST(clReleaseMemObject(buffers[1]));
}

SECTIONS("transfers", {"read_write", read_write}, {"copy", copy}, {"fill", fill}, {"rect", rect},
         {"maps", maps}, {"migrate", migrate})
