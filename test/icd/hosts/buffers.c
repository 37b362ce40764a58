/* Buffers and sub-buffers through the system's OpenCL loader (issue 29): every host-pointer,
 * access and host-access flag, their conflicts, sizes, properties, sub-buffer alignment,
 * bounds and inherited flags, every clGetMemObjectInfo query, reference counts and
 * destructor callbacks; each misuse's error code.  See command_checks.h for how it runs. */
#include "command_checks.h"

#define SIZE 1024

static cl_int create_status(cl_context context, cl_mem_flags flags, size_t size, void *host_ptr)
{
    cl_int err = 12345;
    cl_mem buffer = clCreateBuffer(context, flags, size, host_ptr, &err);
    EXPECT((buffer != NULL) == (err == CL_SUCCESS), "buffer %p with error %d", (void *)buffer, err);
    if (buffer) clReleaseMemObject(buffer);
    return err;
}

static void create(cl_context context, cl_command_queue queue)
{
    static char host[SIZE];
    /* Every flag alone, and the combinations the spec allows. */
    const cl_mem_flags fine[] = {
        0, CL_MEM_READ_WRITE, CL_MEM_READ_ONLY, CL_MEM_WRITE_ONLY, CL_MEM_ALLOC_HOST_PTR,
        CL_MEM_HOST_READ_ONLY, CL_MEM_HOST_WRITE_ONLY, CL_MEM_HOST_NO_ACCESS,
        CL_MEM_READ_ONLY | CL_MEM_HOST_NO_ACCESS | CL_MEM_ALLOC_HOST_PTR,
    };
    for (size_t i = 0; i < sizeof fine / sizeof fine[0]; i++)
        EXPECT(create_status(context, fine[i], SIZE, NULL) == CL_SUCCESS, "flags %#llx",
               (unsigned long long)fine[i]);
    const cl_mem_flags with_pointer[] = {
        CL_MEM_USE_HOST_PTR, CL_MEM_COPY_HOST_PTR, CL_MEM_COPY_HOST_PTR | CL_MEM_ALLOC_HOST_PTR,
        CL_MEM_USE_HOST_PTR | CL_MEM_WRITE_ONLY | CL_MEM_HOST_READ_ONLY,
    };
    for (size_t i = 0; i < sizeof with_pointer / sizeof with_pointer[0]; i++)
        EXPECT(create_status(context, with_pointer[i], SIZE, host) == CL_SUCCESS, "flags %#llx",
               (unsigned long long)with_pointer[i]);

    /* Flags that exclude each other, and bits that are no buffer flag. */
    const cl_mem_flags conflicting[] = {
        CL_MEM_READ_WRITE | CL_MEM_READ_ONLY, CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY,
        CL_MEM_READ_ONLY | CL_MEM_WRITE_ONLY, CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_WRITE_ONLY,
        CL_MEM_HOST_NO_ACCESS | CL_MEM_HOST_READ_ONLY, CL_MEM_HOST_NO_ACCESS | CL_MEM_HOST_WRITE_ONLY,
        (cl_mem_flags)1 << 40,
    };
    for (size_t i = 0; i < sizeof conflicting / sizeof conflicting[0]; i++)
        EXPECT(create_status(context, conflicting[i], SIZE, NULL) == CL_INVALID_VALUE,
               "flags %#llx", (unsigned long long)conflicting[i]);
    EXPECT_STATUS(create_status(context, CL_MEM_USE_HOST_PTR | CL_MEM_ALLOC_HOST_PTR, SIZE, host),
                  CL_INVALID_VALUE);
    EXPECT_STATUS(create_status(context, CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR, SIZE, host),
                  CL_INVALID_VALUE);

    /* Sizes: none, beyond CL_DEVICE_MAX_MEM_ALLOC_SIZE. */
    cl_ulong max_alloc = 0;
    MUST(clGetDeviceInfo(device, CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof max_alloc, &max_alloc, NULL));
    EXPECT_STATUS(create_status(context, 0, 0, NULL), CL_INVALID_BUFFER_SIZE);
    EXPECT_STATUS(create_status(context, 0, (size_t)max_alloc + 1, NULL), CL_INVALID_BUFFER_SIZE);
    EXPECT_STATUS(create_status(context, 0, SIZE_MAX, NULL), CL_INVALID_BUFFER_SIZE);

    /* The host pointer goes with USE_HOST_PTR or COPY_HOST_PTR, and only with them. */
    EXPECT_STATUS(create_status(context, CL_MEM_USE_HOST_PTR, SIZE, NULL), CL_INVALID_HOST_PTR);
    EXPECT_STATUS(create_status(context, CL_MEM_COPY_HOST_PTR, SIZE, NULL), CL_INVALID_HOST_PTR);
    EXPECT_STATUS(create_status(context, 0, SIZE, host), CL_INVALID_HOST_PTR);
    EXPECT_STATUS(create_status(context, CL_MEM_ALLOC_HOST_PTR, SIZE, host), CL_INVALID_HOST_PTR);

    /* Not a context (a queue's handle), and no errcode_ret at all. */
    EXPECT_STATUS(create_status((cl_context)queue, 0, SIZE, NULL), CL_INVALID_CONTEXT);
    EXPECT(clCreateBuffer(context, CL_MEM_READ_ONLY | CL_MEM_WRITE_ONLY, SIZE, NULL, NULL) == NULL,
           "a conflicting buffer was made");

    /* clCreateBufferWithProperties: no property is defined for buffers; the list comes back
     * as given, and none when none was given. */
    cl_int err;
    const cl_mem_properties empty[] = {0};
    cl_mem buffer = clCreateBufferWithProperties(context, empty, 0, SIZE, NULL, &err);
    MUST_OBJECT(buffer, err);
    cl_mem_properties got[4] = {99, 99};
    size_t size = 0;
    EXPECT_STATUS(clGetMemObjectInfo(buffer, CL_MEM_PROPERTIES, sizeof got, got, &size), CL_SUCCESS);
    EXPECT(size == sizeof(cl_mem_properties) && got[0] == 0, "%zu bytes, first %llu", size,
           (unsigned long long)got[0]);
    MUST(clReleaseMemObject(buffer));
    buffer = clCreateBufferWithProperties(context, NULL, 0, SIZE, NULL, &err);
    MUST_OBJECT(buffer, err);
    EXPECT_STATUS(clGetMemObjectInfo(buffer, CL_MEM_PROPERTIES, 0, NULL, &size), CL_SUCCESS);
    EXPECT(size == 0, "%zu bytes of properties", size);
    MUST(clReleaseMemObject(buffer));
    const cl_mem_properties unknown[] = {0x7fff, 1, 0};
    buffer = clCreateBufferWithProperties(context, unknown, 0, SIZE, NULL, &err);
    EXPECT(buffer == NULL && err == CL_INVALID_PROPERTY, "error %d", err);
}

/* The buffer's bytes as the host sees them through a blocking map (then unmapped). */
static void *map_at(cl_command_queue queue, cl_mem buffer, size_t offset, size_t size)
{
    cl_int err;
    void *p = clEnqueueMapBuffer(queue, buffer, CL_TRUE, CL_MAP_READ, offset, size, 0, NULL, NULL,
                                 &err);
    MUST_OBJECT(p, err);
    return p;
}

static void host_pointers(cl_context context, cl_command_queue queue)
{
    size_t align = base_align();
    EXPECT(align >= 64, "CL_DEVICE_MEM_BASE_ADDR_ALIGN is %zu bytes", align);
    static unsigned char host[SIZE], data[SIZE], back[SIZE];
    for (int i = 0; i < SIZE; i++) host[i] = (unsigned char)i, data[i] = (unsigned char)(i * 7);

    /* USE_HOST_PTR: the application's memory is the buffer. */
    cl_mem use = new_buffer(context, CL_MEM_USE_HOST_PTR, SIZE, host);
    void *pointer = NULL;
    EXPECT_STATUS(clGetMemObjectInfo(use, CL_MEM_HOST_PTR, sizeof pointer, &pointer, NULL),
                  CL_SUCCESS);
    EXPECT(pointer == host, "CL_MEM_HOST_PTR %p, host %p", pointer, (void *)host);
    MUST(clEnqueueReadBuffer(queue, use, CL_TRUE, 0, SIZE, back, 0, NULL, NULL));
    EXPECT(memcmp(back, host, SIZE) == 0, "the initial contents are not the host's");
    MUST(clEnqueueWriteBuffer(queue, use, CL_TRUE, 0, SIZE, data, 0, NULL, NULL));
    unsigned char *mapped = map_at(queue, use, 16, 32);
    EXPECT(mapped == host + 16, "mapped at %p, host_ptr + 16 is %p", (void *)mapped,
           (void *)(host + 16));
    EXPECT(memcmp(host, data, SIZE) == 0, "a write did not reach host_ptr");
    MUST(clEnqueueUnmapMemObject(queue, use, mapped, 0, NULL, NULL));
    MUST(clFinish(queue));
    if (on_ncpu) {
        /* Not even a cached copy: what the host writes is what the next read sees. */
        host[5] = 0xAB;
        MUST(clEnqueueReadBuffer(queue, use, CL_TRUE, 0, SIZE, back, 0, NULL, NULL));
        EXPECT(back[5] == 0xAB, "read %#x after the host wrote 0xab", back[5]);
    }
    MUST(clReleaseMemObject(use));

    /* COPY_HOST_PTR: copied at creation, the host memory free again at once. */
    for (int i = 0; i < SIZE; i++) host[i] = (unsigned char)(255 - i);
    cl_mem copy = new_buffer(context, CL_MEM_COPY_HOST_PTR, SIZE, host);
    memset(host, 0, SIZE);
    MUST(clEnqueueReadBuffer(queue, copy, CL_TRUE, 0, SIZE, back, 0, NULL, NULL));
    EXPECT(back[0] == 255 && back[SIZE - 1] == 0 && back[100] == 155, "copied %d %d %d", back[0],
           back[SIZE - 1], back[100]);
    EXPECT_STATUS(clGetMemObjectInfo(copy, CL_MEM_HOST_PTR, sizeof pointer, &pointer, NULL),
                  CL_SUCCESS);
    EXPECT(pointer == NULL, "CL_MEM_HOST_PTR %p without USE_HOST_PTR", pointer);
    MUST(clReleaseMemObject(copy));

    /* ALLOC_HOST_PTR (with COPY_HOST_PTR too): host memory of ours, aligned like any buffer. */
    cl_mem alloc = new_buffer(context, CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR, SIZE, data);
    mapped = map_at(queue, alloc, 0, SIZE);
    EXPECT(((uintptr_t)mapped % align) == 0, "mapped at %p, not %zu-byte aligned",
           (void *)mapped, align);
    EXPECT(memcmp(mapped, data, SIZE) == 0, "ALLOC|COPY did not copy");
    MUST(clEnqueueUnmapMemObject(queue, alloc, mapped, 0, NULL, NULL));
    MUST(clReleaseMemObject(alloc));

    /* Buffers of ours start on CL_DEVICE_MEM_BASE_ADDR_ALIGN, whatever their size. */
    const size_t sizes[] = {1, 3, 100, 4096, 1 << 20};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        cl_mem buffer = new_buffer(context, 0, sizes[i], NULL);
        mapped = map_at(queue, buffer, 0, sizes[i]);
        EXPECT(((uintptr_t)mapped % align) == 0, "a %zu-byte buffer at %p", sizes[i],
               (void *)mapped);
        MUST(clEnqueueUnmapMemObject(queue, buffer, mapped, 0, NULL, NULL));
        MUST(clReleaseMemObject(buffer));
    }
    MUST(clFinish(queue));
}

static cl_mem sub_buffer(cl_mem parent, cl_mem_flags flags, size_t origin, size_t size, cl_int *err)
{
    cl_buffer_region region = {origin, size};
    return clCreateSubBuffer(parent, flags, CL_BUFFER_CREATE_TYPE_REGION, &region, err);
}

static cl_int sub_status(cl_mem parent, cl_mem_flags flags, size_t origin, size_t size)
{
    cl_int err = 12345;
    cl_mem sub = sub_buffer(parent, flags, origin, size, &err);
    EXPECT((sub != NULL) == (err == CL_SUCCESS), "sub-buffer %p with error %d", (void *)sub, err);
    if (sub) clReleaseMemObject(sub);
    return err;
}

static cl_mem_flags mem_flags(cl_mem mem)
{
    cl_mem_flags flags = 0;
    MUST(clGetMemObjectInfo(mem, CL_MEM_FLAGS, sizeof flags, &flags, NULL));
    return flags;
}

static void sub_buffers(cl_context context, cl_command_queue queue)
{
    size_t align = base_align(), total = 4 * align;
    unsigned char *host = malloc(total), *back = malloc(total);
    for (size_t i = 0; i < total; i++) host[i] = (unsigned char)(i % 251);
    cl_mem parent = new_buffer(context, CL_MEM_USE_HOST_PTR | CL_MEM_READ_WRITE, total, host);

    /* A window on the parent's bytes: reads see them, writes land in them. */
    cl_int err;
    cl_mem sub = sub_buffer(parent, 0, align, 2 * align, &err);
    MUST_OBJECT(sub, err);
    MUST(clEnqueueReadBuffer(queue, sub, CL_TRUE, 0, 2 * align, back, 0, NULL, NULL));
    EXPECT(memcmp(back, host + align, 2 * align) == 0, "the sub-buffer's bytes are not the parent's");
    const unsigned char marks[4] = {1, 2, 3, 4};
    MUST(clEnqueueWriteBuffer(queue, sub, CL_TRUE, 8, 4, marks, 0, NULL, NULL));
    MUST(clEnqueueReadBuffer(queue, parent, CL_TRUE, 0, total, back, 0, NULL, NULL));
    EXPECT(memcmp(back + align + 8, marks, 4) == 0, "a write to the sub-buffer missed the parent");

    /* Its queries. */
    cl_mem associated = NULL;
    size_t offset = 0, size = 0;
    void *pointer = NULL;
    MUST(clGetMemObjectInfo(sub, CL_MEM_ASSOCIATED_MEMOBJECT, sizeof associated, &associated, NULL));
    MUST(clGetMemObjectInfo(sub, CL_MEM_OFFSET, sizeof offset, &offset, NULL));
    MUST(clGetMemObjectInfo(sub, CL_MEM_SIZE, sizeof size, &size, NULL));
    MUST(clGetMemObjectInfo(sub, CL_MEM_HOST_PTR, sizeof pointer, &pointer, NULL));
    EXPECT(associated == parent, "CL_MEM_ASSOCIATED_MEMOBJECT %p", (void *)associated);
    EXPECT(offset == align && size == 2 * align, "offset %zu, size %zu", offset, size);
    EXPECT(pointer == host + align, "CL_MEM_HOST_PTR %p, host_ptr + origin %p", pointer,
           (void *)(host + align));
    /* Flags: the parent's where none of a kind is given, host-pointer ones always. */
    EXPECT(mem_flags(sub) == (CL_MEM_USE_HOST_PTR | CL_MEM_READ_WRITE), "flags %#llx",
           (unsigned long long)mem_flags(sub));
    cl_mem narrowed = sub_buffer(parent, CL_MEM_READ_ONLY | CL_MEM_HOST_NO_ACCESS, 0, align, &err);
    MUST_OBJECT(narrowed, err);
    EXPECT(mem_flags(narrowed) == (CL_MEM_USE_HOST_PTR | CL_MEM_READ_ONLY | CL_MEM_HOST_NO_ACCESS),
           "flags %#llx", (unsigned long long)mem_flags(narrowed));
    MUST(clReleaseMemObject(narrowed));

    /* Alignment to CL_DEVICE_MEM_BASE_ADDR_ALIGN, bounds, size. */
    EXPECT_STATUS(sub_status(parent, 0, 1, 16), CL_MISALIGNED_SUB_BUFFER_OFFSET);
    EXPECT_STATUS(sub_status(parent, 0, align / 2, 16), CL_MISALIGNED_SUB_BUFFER_OFFSET);
    EXPECT_STATUS(sub_status(parent, 0, 3 * align, align), CL_SUCCESS);
    EXPECT_STATUS(sub_status(parent, 0, 3 * align, align + 1), CL_INVALID_VALUE);
    EXPECT_STATUS(sub_status(parent, 0, 8 * align, 16), CL_INVALID_VALUE);
    EXPECT_STATUS(sub_status(parent, 0, align, SIZE_MAX - align / 2), CL_INVALID_VALUE);
    EXPECT_STATUS(sub_status(parent, 0, align, 0), CL_INVALID_BUFFER_SIZE);

    /* Not from a sub-buffer, only CL_BUFFER_CREATE_TYPE_REGION, a region given. */
    EXPECT_STATUS(sub_status(sub, 0, 0, 16), CL_INVALID_MEM_OBJECT);
    EXPECT_STATUS(sub_status((cl_mem)queue, 0, 0, 16), CL_INVALID_MEM_OBJECT);
    cl_buffer_region region = {0, 16};
    EXPECT(clCreateSubBuffer(parent, 0, 0x7777, &region, &err) == NULL && err == CL_INVALID_VALUE,
           "create type 0x7777: error %d", err);
    EXPECT(clCreateSubBuffer(parent, 0, CL_BUFFER_CREATE_TYPE_REGION, NULL, &err) == NULL &&
               err == CL_INVALID_VALUE,
           "no region: error %d", err);

    /* Flags: no host-pointer ones, nothing the parent forbids. */
    EXPECT_STATUS(sub_status(parent, CL_MEM_USE_HOST_PTR, 0, 16), CL_INVALID_VALUE);
    EXPECT_STATUS(sub_status(parent, CL_MEM_ALLOC_HOST_PTR, 0, 16), CL_INVALID_VALUE);
    EXPECT_STATUS(sub_status(parent, CL_MEM_COPY_HOST_PTR, 0, 16), CL_INVALID_VALUE);
    EXPECT_STATUS(sub_status(parent, CL_MEM_READ_ONLY | CL_MEM_WRITE_ONLY, 0, 16), CL_INVALID_VALUE);
    cl_mem write_only = new_buffer(context, CL_MEM_WRITE_ONLY | CL_MEM_HOST_WRITE_ONLY, total, NULL);
    EXPECT_STATUS(sub_status(write_only, CL_MEM_READ_WRITE, 0, 16), CL_INVALID_VALUE);
    EXPECT_STATUS(sub_status(write_only, CL_MEM_READ_ONLY, 0, 16), CL_INVALID_VALUE);
    EXPECT_STATUS(sub_status(write_only, CL_MEM_HOST_READ_ONLY, 0, 16), CL_INVALID_VALUE);
    EXPECT_STATUS(sub_status(write_only, CL_MEM_HOST_NO_ACCESS, 0, 16), CL_SUCCESS);
    cl_mem read_only = new_buffer(context, CL_MEM_READ_ONLY | CL_MEM_HOST_NO_ACCESS, total, NULL);
    EXPECT_STATUS(sub_status(read_only, CL_MEM_READ_WRITE, 0, 16), CL_INVALID_VALUE);
    EXPECT_STATUS(sub_status(read_only, CL_MEM_WRITE_ONLY, 0, 16), CL_INVALID_VALUE);
    EXPECT_STATUS(sub_status(read_only, CL_MEM_HOST_READ_ONLY, 0, 16), CL_INVALID_VALUE);
    EXPECT_STATUS(sub_status(read_only, CL_MEM_HOST_WRITE_ONLY, 0, 16), CL_INVALID_VALUE);
    cl_mem inherits = sub_buffer(read_only, 0, 0, 16, &err);
    MUST_OBJECT(inherits, err);
    EXPECT(mem_flags(inherits) == (CL_MEM_READ_ONLY | CL_MEM_HOST_NO_ACCESS), "flags %#llx",
           (unsigned long long)mem_flags(inherits));
    MUST(clReleaseMemObject(inherits));
    MUST(clReleaseMemObject(read_only));
    MUST(clReleaseMemObject(write_only));

    /* The parent lives on while a sub-buffer does. */
    MUST(clReleaseMemObject(parent));
    MUST(clEnqueueReadBuffer(queue, sub, CL_TRUE, 8, 4, back, 0, NULL, NULL));
    EXPECT(memcmp(back, marks, 4) == 0, "the sub-buffer lost its bytes with its parent's release");
    MUST(clReleaseMemObject(sub));
    free(host);
    free(back);
}

static void queries(cl_context context, cl_command_queue queue)
{
    static char host[SIZE];
    cl_mem buffer = new_buffer(context, CL_MEM_USE_HOST_PTR | CL_MEM_READ_ONLY, SIZE, host);
    cl_mem_object_type type = 0;
    cl_mem_flags flags = 0;
    size_t size = 0, offset = 99, ret = 0;
    void *pointer = NULL;
    cl_uint count = 99;
    cl_context owner = NULL;
    cl_mem associated = buffer;
    cl_bool svm = CL_TRUE;
    EXPECT_STATUS(clGetMemObjectInfo(buffer, CL_MEM_TYPE, sizeof type, &type, &ret), CL_SUCCESS);
    EXPECT(type == CL_MEM_OBJECT_BUFFER && ret == sizeof type, "type %#x, %zu bytes", type, ret);
    EXPECT_STATUS(clGetMemObjectInfo(buffer, CL_MEM_FLAGS, sizeof flags, &flags, NULL), CL_SUCCESS);
    EXPECT(flags == (CL_MEM_USE_HOST_PTR | CL_MEM_READ_ONLY), "flags %#llx",
           (unsigned long long)flags);
    EXPECT_STATUS(clGetMemObjectInfo(buffer, CL_MEM_SIZE, sizeof size, &size, NULL), CL_SUCCESS);
    EXPECT(size == SIZE, "size %zu", size);
    EXPECT_STATUS(clGetMemObjectInfo(buffer, CL_MEM_HOST_PTR, sizeof pointer, &pointer, NULL),
                  CL_SUCCESS);
    EXPECT(pointer == host, "host_ptr %p", pointer);
    EXPECT_STATUS(clGetMemObjectInfo(buffer, CL_MEM_CONTEXT, sizeof owner, &owner, NULL), CL_SUCCESS);
    EXPECT(owner == context, "context %p", (void *)owner);
    EXPECT_STATUS(clGetMemObjectInfo(buffer, CL_MEM_ASSOCIATED_MEMOBJECT, sizeof associated,
                                     &associated, NULL),
                  CL_SUCCESS);
    EXPECT(associated == NULL, "a buffer's associated object %p", (void *)associated);
    EXPECT_STATUS(clGetMemObjectInfo(buffer, CL_MEM_OFFSET, sizeof offset, &offset, NULL), CL_SUCCESS);
    EXPECT(offset == 0, "a buffer's offset %zu", offset);
    EXPECT_STATUS(clGetMemObjectInfo(buffer, CL_MEM_USES_SVM_POINTER, sizeof svm, &svm, NULL),
                  CL_SUCCESS);
    EXPECT(svm == CL_FALSE, "uses an SVM pointer");

    /* The map count follows maps and unmaps. */
    EXPECT_STATUS(clGetMemObjectInfo(buffer, CL_MEM_MAP_COUNT, sizeof count, &count, NULL), CL_SUCCESS);
    EXPECT(count == 0, "map count %u before any map", count);
    void *a = map_at(queue, buffer, 0, 16), *b = map_at(queue, buffer, 32, 16);
    MUST(clGetMemObjectInfo(buffer, CL_MEM_MAP_COUNT, sizeof count, &count, NULL));
    EXPECT(count == 2, "map count %u after two maps", count);
    MUST(clEnqueueUnmapMemObject(queue, buffer, a, 0, NULL, NULL));
    MUST(clEnqueueUnmapMemObject(queue, buffer, b, 0, NULL, NULL));
    MUST(clFinish(queue));
    MUST(clGetMemObjectInfo(buffer, CL_MEM_MAP_COUNT, sizeof count, &count, NULL));
    EXPECT(count == 0, "map count %u after the unmaps", count);

    /* Reference counts. */
    MUST(clGetMemObjectInfo(buffer, CL_MEM_REFERENCE_COUNT, sizeof count, &count, NULL));
    EXPECT(count == 1, "reference count %u", count);
    EXPECT_STATUS(clRetainMemObject(buffer), CL_SUCCESS);
    MUST(clGetMemObjectInfo(buffer, CL_MEM_REFERENCE_COUNT, sizeof count, &count, NULL));
    EXPECT(count == 2, "reference count %u after a retain", count);
    EXPECT_STATUS(clReleaseMemObject(buffer), CL_SUCCESS);
    MUST(clGetMemObjectInfo(buffer, CL_MEM_REFERENCE_COUNT, sizeof count, &count, NULL));
    EXPECT(count == 1, "reference count %u after a release", count);

    /* The size alone; too small a place; an unknown name; not a memory object. */
    EXPECT_STATUS(clGetMemObjectInfo(buffer, CL_MEM_SIZE, 0, NULL, &ret), CL_SUCCESS);
    EXPECT(ret == sizeof(size_t), "%zu bytes", ret);
    EXPECT_STATUS(clGetMemObjectInfo(buffer, CL_MEM_SIZE, 2, &size, NULL), CL_INVALID_VALUE);
    EXPECT_STATUS(clGetMemObjectInfo(buffer, 0x7777, sizeof size, &size, NULL), CL_INVALID_VALUE);
    EXPECT_STATUS(clGetMemObjectInfo((cl_mem)queue, CL_MEM_SIZE, sizeof size, &size, NULL),
                  CL_INVALID_MEM_OBJECT);
    EXPECT_STATUS(clRetainMemObject((cl_mem)context), CL_INVALID_MEM_OBJECT);
    EXPECT_STATUS(clReleaseMemObject((cl_mem)context), CL_INVALID_MEM_OBJECT);
    MUST(clReleaseMemObject(buffer));
}

static int order[8], called;

static void CL_CALLBACK destructor(cl_mem memobj, void *user_data)
{
    order[called++] = (int)(intptr_t)user_data;
}

static void CL_CALLBACK free_host(cl_mem memobj, void *user_data)
{
    free(user_data);
    called++;
}

static void destructors(cl_context context, cl_command_queue queue)
{
    cl_mem buffer = new_buffer(context, 0, SIZE, NULL);
    for (intptr_t i = 1; i <= 3; i++)
        EXPECT_STATUS(clSetMemObjectDestructorCallback(buffer, destructor, (void *)i), CL_SUCCESS);
    MUST(clRetainMemObject(buffer));
    MUST(clReleaseMemObject(buffer));
    EXPECT(called == 0, "%d destructors ran while a reference was left", called);
    MUST(clReleaseMemObject(buffer));
    /* The reverse of registration. */
    EXPECT(called == 3 && order[0] == 3 && order[1] == 2 && order[2] == 1, "called %d: %d %d %d",
           called, order[0], order[1], order[2]);

    /* A USE_HOST_PTR buffer's memory may be freed by its destructor. */
    called = 0;
    char *host = malloc(SIZE);
    buffer = new_buffer(context, CL_MEM_USE_HOST_PTR, SIZE, host);
    MUST(clSetMemObjectDestructorCallback(buffer, free_host, host));
    MUST(clReleaseMemObject(buffer));
    EXPECT(called == 1, "the host memory's destructor ran %d times", called);

    /* A command in flight holds its buffer: released right after the enqueue, the buffer goes
     * (and its destructor runs) only once the command has run. */
    called = 0;
    static char data[SIZE];
    cl_event gate = new_user_event(context);
    buffer = new_buffer(context, 0, SIZE, NULL);
    MUST(clSetMemObjectDestructorCallback(buffer, destructor, (void *)7));
    MUST(clEnqueueWriteBuffer(queue, buffer, CL_FALSE, 0, SIZE, data, 1, &gate, NULL));
    MUST(clReleaseMemObject(buffer));
    EXPECT(called == 0, "the buffer went while a write to it waited");
    MUST(clSetUserEventStatus(gate, CL_COMPLETE));
    MUST(clFinish(queue));
    EXPECT(called == 1 && order[0] == 7, "destructor called %d times after the write", called);
    MUST(clReleaseEvent(gate));

    EXPECT_STATUS(clSetMemObjectDestructorCallback((cl_mem)queue, destructor, NULL),
                  CL_INVALID_MEM_OBJECT);
    buffer = new_buffer(context, 0, SIZE, NULL);
    EXPECT_STATUS(clSetMemObjectDestructorCallback(buffer, NULL, NULL), CL_INVALID_VALUE);
    MUST(clReleaseMemObject(buffer));
}

SECTIONS("buffers", {"create", create}, {"host_pointers", host_pointers},
         {"sub_buffers", sub_buffers}, {"queries", queries}, {"destructors", destructors})
