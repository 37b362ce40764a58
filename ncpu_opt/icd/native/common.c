/*
 * What every part shares: the objects' common header, the info-query helpers, property
 * lists and the clock.
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "icd.h"

void ncpu_object_init(void *handle, uint32_t magic)
{
    ncpu_header *header = handle;
    header->dispatch = &ncpu_dispatch;
    header->obj.magic = magic;
    atomic_init(&header->obj.refcount, 1);
}

void ncpu_object_retain(void *handle)
{
    atomic_fetch_add_explicit(&((ncpu_header *)handle)->obj.refcount, 1, memory_order_relaxed);
}

bool ncpu_object_release(void *handle)
{
    /* acq_rel: the thread that frees sees every write made under the other references. */
    return atomic_fetch_sub_explicit(&((ncpu_header *)handle)->obj.refcount, 1,
                                     memory_order_acq_rel) == 1;
}

void ncpu_object_forget(void *handle)
{
    ((ncpu_header *)handle)->obj.magic = 0;
}

cl_int ncpu_info(const void *value, size_t value_size, size_t param_value_size, void *param_value,
                 size_t *param_value_size_ret)
{
    if (param_value != NULL) {
        if (param_value_size < value_size) return CL_INVALID_VALUE;
        if (value_size) memcpy(param_value, value, value_size);
    }
    if (param_value_size_ret != NULL) *param_value_size_ret = value_size;
    return CL_SUCCESS;
}

cl_int ncpu_info_string(const char *value, size_t param_value_size, void *param_value,
                        size_t *param_value_size_ret)
{
    return ncpu_info(value, strlen(value) + 1, param_value_size, param_value, param_value_size_ret);
}

void *ncpu_copy_properties(const void *properties, size_t count)
{
    if (properties == NULL || count == 0) return NULL;
    void *copy = malloc(count * sizeof(intptr_t));
    if (copy != NULL) memcpy(copy, properties, count * sizeof(intptr_t));
    return copy;
}

cl_ulong ncpu_now_ns(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (cl_ulong)now.tv_sec * 1000000000u + (cl_ulong)now.tv_nsec;
}
