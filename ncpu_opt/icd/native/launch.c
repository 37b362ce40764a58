/*
 * Kernel launches: clEnqueueNDRangeKernel and clEnqueueTask.
 *
 * An enqueue checks the NDRange with the spec's errors, finds the launch plan of its shape in
 * the kernel's cache (a miss asks Python once: programs.plan, the runtime's LaunchPlan), copies
 * the packed arguments, retains the buffers and queues a command.  The queue's thread runs it
 * on the platform's worker pool (the runtime's native pool: launch, then resume until done)
 * with no Python: a host that enqueues a thousand small kernels pays no Python per launch.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "icd.h"
#include "program.h"

/* The pool Python made (programs._start_pool); one launch at a time runs on it. */
ncpu_pool_api ncpu_pool;
static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;
/* Set at the Python host's exit: no launch may start once the kernels' code may be gone. */
static bool launches_stopped;

NCPU_EXPORT int ncpu_icd_set_pool(void *pool, void *launch, void *resume, void *finish)
{
    if (!pool || !launch || !resume || !finish) return -1;
    pthread_mutex_lock(&pool_lock);
    ncpu_pool.launch = (int32_t(*)(void *, void *, void *))launch;
    ncpu_pool.resume = (int32_t(*)(void *))resume;
    ncpu_pool.finish = (void (*)(void *))finish;
    ncpu_pool.pool = pool;
    pthread_mutex_unlock(&pool_lock);
    return 0;
}

/* Called by programs.py at the Python host's exit: waits for the launch under way, refuses
 * the later ones (their commands fail with CL_OUT_OF_RESOURCES). */
NCPU_EXPORT void ncpu_icd_stop_launches(void)
{
    pthread_mutex_lock(&pool_lock);
    launches_stopped = true;
    pthread_mutex_unlock(&pool_lock);
}

/* ---- plans ----------------------------------------------------------------------------------- */

/* programs.plan's array (its PLAN_SLOTS): work_dim, global[3], local[3] (0s: the runtime
 * chooses), offset[3], then written back: the job's address and the local size chosen. */
enum { SLOT_DIMS = 0, SLOT_GLOBAL = 1, SLOT_LOCAL = 4, SLOT_OFFSET = 7, SLOT_JOB = 10,
       SLOT_CHOSEN = 11, PLAN_SLOTS = 14 };

void ncpu_plan_release(ncpu_plan *plan)
{
    if (atomic_fetch_sub(&plan->users, 1) != 1) return;
    ncpu_python_forget(plan->python_id);
    free(plan);
}

static bool same_shape(const ncpu_plan *plan, cl_uint work_dim, const size_t *global,
                       const size_t *local, const size_t *offset)
{
    return plan->work_dim == work_dim && memcmp(plan->global, global, 3 * sizeof *global) == 0 &&
           memcmp(plan->local, local, 3 * sizeof *local) == 0 &&
           memcmp(plan->offset, offset, 3 * sizeof *offset) == 0;
}

/* The kernel's cached plan for the shape, with a reference for the caller; NULL if none.
 * kernel->lock held. */
static ncpu_plan *cached_plan(cl_kernel kernel, cl_uint work_dim, const size_t *global,
                              const size_t *local, const size_t *offset)
{
    for (cl_uint i = 0; i < kernel->num_plans; i++) {
        ncpu_plan *plan = kernel->plans[i];
        if (same_shape(plan, work_dim, global, local, offset)) {
            plan->last_use = ++kernel->plan_clock;
            atomic_fetch_add(&plan->users, 1);
            return plan;
        }
    }
    return NULL;
}

/* Keeps `plan` in the kernel's cache (evicting the least recently used when full), or the
 * plan another thread cached for the same shape meanwhile.  Returns the one to use, with a
 * reference for the caller.  kernel->lock held. */
static ncpu_plan *cache_plan(cl_kernel kernel, ncpu_plan *plan)
{
    ncpu_plan *raced = cached_plan(kernel, plan->work_dim, plan->global, plan->local, plan->offset);
    if (raced) {
        ncpu_plan_release(plan);
        return raced;
    }
    if (kernel->num_plans == NCPU_PLAN_CACHE_SIZE) {
        cl_uint oldest = 0;
        for (cl_uint i = 1; i < kernel->num_plans; i++)
            if (kernel->plans[i]->last_use < kernel->plans[oldest]->last_use) oldest = i;
        ncpu_plan_release(kernel->plans[oldest]); /* a command using it keeps it meanwhile */
        kernel->plans[oldest] = kernel->plans[--kernel->num_plans];
    }
    plan->last_use = ++kernel->plan_clock;
    atomic_fetch_add(&plan->users, 1); /* the cache's */
    kernel->plans[kernel->num_plans++] = plan;
    return plan;
}

/* Python's plan for the shape (the runtime chooses the local size when `local` is 0s); NULL
 * with the CL error in *status when it cannot be made. */
static ncpu_plan *new_plan(cl_kernel kernel, cl_uint work_dim, const size_t *global,
                           const size_t *local, const size_t *offset, cl_int *status)
{
    uint64_t slots[PLAN_SLOTS] = {work_dim};
    for (int d = 0; d < 3; d++) {
        slots[SLOT_GLOBAL + d] = global[d];
        slots[SLOT_LOCAL + d] = local[d];
        slots[SLOT_OFFSET + d] = offset[d];
    }
    ncpu_python_collect();
    int64_t id = ncpu_bridge_call("plan", kernel->info->python_id, (uint64_t)(uintptr_t)slots, 0);
    if (id == NCPU_BRIDGE_FAILED || id <= 0) {
        /* Checked sizes the runtime still refuses, or a failed compilation for the size. */
        char message[4200];
        snprintf(message, sizeof message, "clEnqueueNDRangeKernel of kernel '%s': %s",
                 kernel->info->name, id == NCPU_BRIDGE_FAILED ? ncpu_bridge_error() : "no plan");
        ncpu_context_notify(kernel->program->context, message);
        *status = CL_OUT_OF_RESOURCES;
        return NULL;
    }
    ncpu_plan *plan = calloc(1, sizeof *plan);
    if (plan == NULL) {
        ncpu_python_forget((uint64_t)id);
        *status = CL_OUT_OF_HOST_MEMORY;
        return NULL;
    }
    plan->work_dim = work_dim;
    memcpy(plan->global, global, sizeof plan->global);
    memcpy(plan->local, local, sizeof plan->local);
    memcpy(plan->offset, offset, sizeof plan->offset);
    plan->job = (void *)(uintptr_t)slots[SLOT_JOB];
    plan->python_id = (uint64_t)id;
    atomic_init(&plan->users, 1); /* the caller's */
    return plan;
}

/* The plan for a launch of this shape, with a reference for the caller. */
static ncpu_plan *plan_for(cl_kernel kernel, cl_uint work_dim, const size_t *global,
                           const size_t *local, const size_t *offset, cl_int *status)
{
    pthread_mutex_lock(&kernel->lock);
    ncpu_plan *plan = cached_plan(kernel, work_dim, global, local, offset);
    pthread_mutex_unlock(&kernel->lock);
    if (plan) return plan;
    /* Python runs without the kernel's lock: a thread holding the GIL may be waiting for it. */
    plan = new_plan(kernel, work_dim, global, local, offset, status);
    if (plan == NULL) return NULL;
    pthread_mutex_lock(&kernel->lock);
    ncpu_plan *kept = cache_plan(kernel, plan);
    pthread_mutex_unlock(&kernel->lock);
    return kept;
}

/* ---- the NDRange checks ---------------------------------------------------------------------- */

/* The sizes of a launch checked as the spec says, padded to three dimensions (global and
 * offset; local stays 0s when the runtime chooses).  `trivial` says there is nothing to run
 * (a global size of 0: OpenCL 2.1 and later run no work-item and succeed). */
static cl_int check_ndrange(cl_kernel kernel, cl_uint work_dim, const size_t *global_work_offset,
                            const size_t *global_work_size, const size_t *local_work_size,
                            size_t global[3], size_t local[3], size_t offset[3], bool *trivial)
{
    const ncpu_kernel_info *info = kernel->info;
    const ncpu_device_facts *device = &ncpu_device.facts;
    if (work_dim < 1 || work_dim > 3) return CL_INVALID_WORK_DIMENSION;
    if (global_work_size == NULL) return CL_INVALID_GLOBAL_WORK_SIZE;
    *trivial = false;
    size_t total = 1;
    for (cl_uint d = 0; d < 3; d++) {
        global[d] = d < work_dim ? global_work_size[d] : 1;
        offset[d] = d < work_dim && global_work_offset ? global_work_offset[d] : 0;
        local[d] = 0;
        if (global[d] == 0) *trivial = true;
        /* Every global id and the count of work-items fit in size_t (the driver's type). */
        if (global[d] && total > SIZE_MAX / global[d]) return CL_INVALID_GLOBAL_WORK_SIZE;
        total *= global[d] ? global[d] : 1;
        if (offset[d] > SIZE_MAX - global[d]) return CL_INVALID_GLOBAL_OFFSET;
    }
    const size_t *reqd = info->reqd_work_group_size;
    const size_t *wanted = local_work_size ? local_work_size : (reqd[0] ? reqd : NULL);
    if (wanted != NULL) {
        size_t items = 1;
        for (cl_uint d = 0; d < 3; d++) {
            local[d] = d < work_dim ? wanted[d] : 1;
            if (local[d] == 0) return CL_INVALID_WORK_GROUP_SIZE;
            if (local[d] > device->max_work_group_size) return CL_INVALID_WORK_ITEM_SIZE;
            items *= local[d];
        }
        if (items > info->max_work_group_size) return CL_INVALID_WORK_GROUP_SIZE;
        if (reqd[0] && (local[0] != reqd[0] || local[1] != reqd[1] || local[2] != reqd[2]))
            return CL_INVALID_WORK_GROUP_SIZE;
        if (info->uniform_work_groups)
            for (cl_uint d = 0; d < 3; d++)
                if (global[d] % local[d]) return CL_INVALID_WORK_GROUP_SIZE;
    }
    return CL_SUCCESS;
}

/* ---- the command ----------------------------------------------------------------------------- */

static cl_int run_launch(ncpu_command *command)
{
    ncpu_kernel_launch *launch = &command->payload.launch;
    cl_int status = CL_SUCCESS;
    pthread_mutex_lock(&pool_lock);
    if (launches_stopped || ncpu_pool.pool == NULL) {
        status = CL_OUT_OF_RESOURCES;
    } else {
        int32_t done = ncpu_pool.launch(ncpu_pool.pool, launch->plan->job, launch->args);
        while (!done) done = ncpu_pool.resume(ncpu_pool.pool);
    }
    pthread_mutex_unlock(&pool_lock);
    /* A kernel's printf writes to C's stdout buffer: out before the launch counts as done. */
    if (launch->kernel->info->prints) fflush(NULL);
    return status;
}

static void release_launch(ncpu_command *command)
{
    ncpu_kernel_launch *launch = &command->payload.launch;
    for (cl_uint i = 0; i < launch->num_mems; i++) clReleaseMemObject(launch->mems[i]);
    free(launch->mems);
    free(launch->args);
    if (launch->plan) ncpu_plan_release(launch->plan);
    if (launch->kernel) clReleaseKernel(launch->kernel);
}

static cl_int run_nothing(ncpu_command *command)
{
    return CL_SUCCESS;
}

/* The launch's own copy of the arguments and the buffers they name (retained); kernel->lock
 * held, so that a concurrent clSetKernelArg is before or after. */
static cl_int snapshot_arguments(cl_kernel kernel, ncpu_kernel_launch *launch)
{
    const ncpu_kernel_info *info = kernel->info;
    if (!ncpu_kernel_args_complete(kernel)) return CL_INVALID_KERNEL_ARGS;
    if (ncpu_kernel_local_bytes(kernel) > ncpu_device.facts.local_mem_size)
        return CL_OUT_OF_RESOURCES;
    launch->args = malloc(info->args_size ? info->args_size : 1);
    if (launch->args == NULL) return CL_OUT_OF_HOST_MEMORY;
    memcpy(launch->args, kernel->args, info->args_size);
    cl_uint count = 0;
    for (cl_uint i = 0; i < info->num_params; i++) count += kernel->arg_mems[i] != NULL;
    if (count) {
        launch->mems = malloc(count * sizeof *launch->mems);
        if (launch->mems == NULL) return CL_OUT_OF_HOST_MEMORY;
        for (cl_uint i = 0; i < info->num_params; i++)
            if (kernel->arg_mems[i]) {
                clRetainMemObject(kernel->arg_mems[i]);
                launch->mems[launch->num_mems++] = kernel->arg_mems[i];
            }
    }
    return CL_SUCCESS;
}

cl_int CL_API_CALL clEnqueueNDRangeKernel(cl_command_queue command_queue, cl_kernel kernel,
                                          cl_uint work_dim, const size_t *global_work_offset,
                                          const size_t *global_work_size,
                                          const size_t *local_work_size,
                                          cl_uint num_events_in_wait_list,
                                          const cl_event *event_wait_list, cl_event *event)
{
    if (!ncpu_is(command_queue, NCPU_MAGIC_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
    if (!ncpu_is(kernel, NCPU_MAGIC_KERNEL)) return CL_INVALID_KERNEL;
    if (command_queue->context != kernel->program->context) return CL_INVALID_CONTEXT;
    size_t global[3], local[3], offset[3];
    bool trivial;
    cl_int status = check_ndrange(kernel, work_dim, global_work_offset, global_work_size,
                                  local_work_size, global, local, offset, &trivial);
    if (status != CL_SUCCESS) return status;
    pthread_mutex_lock(&kernel->lock);
    bool complete = ncpu_kernel_args_complete(kernel);
    pthread_mutex_unlock(&kernel->lock);
    if (!complete) return CL_INVALID_KERNEL_ARGS;
    ncpu_command *command = ncpu_command_new(command_queue, CL_COMMAND_NDRANGE_KERNEL,
                                             trivial ? run_nothing : run_launch,
                                             num_events_in_wait_list, event_wait_list, &status);
    if (command == NULL) return status;
    if (!trivial) {
        ncpu_kernel_launch *launch = &command->payload.launch;
        memset(launch, 0, sizeof *launch);
        command->release = release_launch;
        ncpu_object_retain(kernel);
        launch->kernel = kernel;
        launch->plan = plan_for(kernel, work_dim, global, local, offset, &status);
        if (launch->plan != NULL) {
            pthread_mutex_lock(&kernel->lock);
            status = snapshot_arguments(kernel, launch);
            pthread_mutex_unlock(&kernel->lock);
        }
        if (status != CL_SUCCESS) {
            release_launch(command); /* here, whatever ncpu_command_discard frees */
            command->release = NULL;
            ncpu_command_discard(command);
            return status;
        }
        /* Python's own buffered output goes before what the kernel prints. */
        if (kernel->info->prints) ncpu_bridge_call("flush_stdout", 0, 0, 0);
    }
    return ncpu_enqueue_command(command_queue, command, event, CL_FALSE);
}

cl_int CL_API_CALL clEnqueueTask(cl_command_queue command_queue, cl_kernel kernel,
                                 cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
                                 cl_event *event)
{
    const size_t one = 1;
    return clEnqueueNDRangeKernel(command_queue, kernel, 1, NULL, &one, &one,
                                  num_events_in_wait_list, event_wait_list, event);
}
