/*
 * Events: the status of a command (or a user event), its profiling times, its callbacks,
 * waiting for it, and checking the wait lists every clEnqueue* takes.
 *
 * A status only moves forward (CL_QUEUED 3 -> CL_SUBMITTED 2 -> CL_RUNNING 1 -> CL_COMPLETE 0)
 * or ends negative; whoever moves it (the enqueuing thread for SUBMITTED, the queue's thread
 * for RUNNING and COMPLETE, the caller of clSetUserEventStatus) runs the callbacks it makes
 * due, outside the event's lock, so a callback may call the API on the same event.
 */
#include <stdlib.h>

#include "icd.h"

cl_int ncpu_check_wait_list(cl_context context, cl_uint num_events, const cl_event *events)
{
    if ((num_events == 0) != (events == NULL)) return CL_INVALID_EVENT_WAIT_LIST;
    for (cl_uint i = 0; i < num_events; i++)
        if (!ncpu_is(events[i], NCPU_MAGIC_EVENT)) return CL_INVALID_EVENT_WAIT_LIST;
    for (cl_uint i = 0; i < num_events; i++)
        if (events[i]->context != context) return CL_INVALID_CONTEXT;
    return CL_SUCCESS;
}

cl_event ncpu_event_new(cl_context context, cl_command_queue queue, cl_command_type type,
                        cl_int *errcode)
{
    cl_event event = calloc(1, sizeof *event);
    if (event == NULL) {
        *errcode = CL_OUT_OF_HOST_MEMORY;
        return NULL;
    }
    ncpu_object_init(event, NCPU_MAGIC_EVENT);
    clRetainContext(context);
    event->context = context;
    if (queue != NULL) clRetainCommandQueue(queue);
    event->queue = queue;
    event->command_type = type;
    pthread_mutex_init(&event->lock, NULL);
    pthread_cond_init(&event->changed, NULL);
    /* A user event starts submitted (the spec); a command's when it is enqueued. */
    event->status = queue != NULL ? CL_QUEUED : CL_SUBMITTED;
    event->time_queued = ncpu_now_ns();
    *errcode = CL_SUCCESS;
    return event;
}

/* Whether a callback registered for `trigger` is due at `status` (a failure makes all due). */
static bool reached(cl_int status, cl_int trigger)
{
    return status < 0 || status <= trigger;
}

/* Runs `due` (taken off the event in registration order) with the status the spec says: the
 * one registered for, or the error that ended the command. */
static void run_callbacks(cl_event event, ncpu_event_callback *due, cl_int status)
{
    while (due != NULL) {
        ncpu_event_callback *next = due->next;
        due->function(event, status < 0 ? status : due->trigger, due->user_data);
        free(due);
        due = next;
    }
}

/* Moves the status forward (a terminal status stays); with `from` >= 0 only from that status.
 * False when it did not move. */
static bool transition(cl_event event, cl_int status, cl_int from)
{
    pthread_mutex_lock(&event->lock);
    cl_int now = event->status;
    if (now <= CL_COMPLETE || (from >= 0 && now != from) || (status >= 0 && status >= now)) {
        pthread_mutex_unlock(&event->lock);
        return false;
    }
    cl_ulong time = ncpu_now_ns();
    /* A time for every status passed, so that profiling stays ordered when one is skipped. */
    if (now > CL_SUBMITTED) event->time_submit = time;
    if (status <= CL_RUNNING && now > CL_RUNNING) event->time_start = time;
    if (status <= CL_COMPLETE) event->time_end = event->time_complete = time;
    event->status = status;
    /* Take the due callbacks, keeping the others; the list is newest first, so prepending
     * each due one to `due` puts them back in registration order. */
    ncpu_event_callback *due = NULL, **link = &event->callbacks;
    while (*link != NULL) {
        ncpu_event_callback *callback = *link;
        if (reached(status, callback->trigger)) {
            *link = callback->next;
            callback->next = due;
            due = callback;
        } else {
            link = &callback->next;
        }
    }
    pthread_cond_broadcast(&event->changed);
    pthread_mutex_unlock(&event->lock);
    run_callbacks(event, due, status);
    return true;
}

void ncpu_event_set_status(cl_event event, cl_int status)
{
    transition(event, status, -1);
}

cl_int ncpu_event_wait(cl_event event)
{
    pthread_mutex_lock(&event->lock);
    while (event->status > CL_COMPLETE) pthread_cond_wait(&event->changed, &event->lock);
    cl_int status = event->status;
    pthread_mutex_unlock(&event->lock);
    return status;
}

/* ---- the API ------------------------------------------------------------------------------- */

cl_event CL_API_CALL clCreateUserEvent(cl_context context, cl_int *errcode_ret)
{
    cl_int status = CL_INVALID_CONTEXT;
    cl_event event = NULL;
    if (ncpu_is(context, NCPU_MAGIC_CONTEXT))
        event = ncpu_event_new(context, NULL, CL_COMMAND_USER, &status);
    if (errcode_ret) *errcode_ret = status;
    return event;
}

cl_int CL_API_CALL clSetUserEventStatus(cl_event event, cl_int execution_status)
{
    if (!ncpu_is(event, NCPU_MAGIC_EVENT) || event->command_type != CL_COMMAND_USER)
        return CL_INVALID_EVENT;
    if (execution_status != CL_COMPLETE && execution_status >= 0) return CL_INVALID_VALUE;
    /* Once only: a user event leaves CL_SUBMITTED by this call and no other way. */
    return transition(event, execution_status, CL_SUBMITTED) ? CL_SUCCESS : CL_INVALID_OPERATION;
}

cl_int CL_API_CALL clWaitForEvents(cl_uint num_events, const cl_event *event_list)
{
    if (num_events == 0 || event_list == NULL) return CL_INVALID_VALUE;
    for (cl_uint i = 0; i < num_events; i++)
        if (!ncpu_is(event_list[i], NCPU_MAGIC_EVENT)) return CL_INVALID_EVENT;
    for (cl_uint i = 1; i < num_events; i++)
        if (event_list[i]->context != event_list[0]->context) return CL_INVALID_CONTEXT;
    /* Commands are submitted as they are enqueued: no flush is needed before waiting. */
    cl_int result = CL_SUCCESS;
    for (cl_uint i = 0; i < num_events; i++)
        if (ncpu_event_wait(event_list[i]) < 0) result = CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST;
    return result;
}

cl_int CL_API_CALL clGetEventInfo(cl_event event, cl_event_info param_name,
                                  size_t param_value_size, void *param_value,
                                  size_t *param_value_size_ret)
{
    if (!ncpu_is(event, NCPU_MAGIC_EVENT)) return CL_INVALID_EVENT;
    switch (param_name) {
    case CL_EVENT_COMMAND_QUEUE: NCPU_INFO_VALUE(cl_command_queue, event->queue);
    case CL_EVENT_CONTEXT: NCPU_INFO_VALUE(cl_context, event->context);
    case CL_EVENT_COMMAND_TYPE: NCPU_INFO_VALUE(cl_command_type, event->command_type);
    case CL_EVENT_COMMAND_EXECUTION_STATUS: {
        pthread_mutex_lock(&event->lock);
        cl_int status = event->status;
        pthread_mutex_unlock(&event->lock);
        NCPU_INFO_VALUE(cl_int, status);
    }
    case CL_EVENT_REFERENCE_COUNT: NCPU_INFO_VALUE(cl_uint, atomic_load(&event->obj.refcount));
    default:
        return CL_INVALID_VALUE;
    }
}

cl_int CL_API_CALL clGetEventProfilingInfo(cl_event event, cl_profiling_info param_name,
                                           size_t param_value_size, void *param_value,
                                           size_t *param_value_size_ret)
{
    if (!ncpu_is(event, NCPU_MAGIC_EVENT)) return CL_INVALID_EVENT;
    if (event->queue == NULL || !(event->queue->properties & CL_QUEUE_PROFILING_ENABLE))
        return CL_PROFILING_INFO_NOT_AVAILABLE;
    pthread_mutex_lock(&event->lock);
    cl_int status = event->status;
    cl_ulong times[] = {event->time_queued, event->time_submit, event->time_start,
                        event->time_end, event->time_complete};
    pthread_mutex_unlock(&event->lock);
    int index;
    switch (param_name) {
    case CL_PROFILING_COMMAND_QUEUED: index = 0; break;
    case CL_PROFILING_COMMAND_SUBMIT: index = 1; break;
    case CL_PROFILING_COMMAND_START: index = 2; break;
    case CL_PROFILING_COMMAND_END: index = 3; break;
    case CL_PROFILING_COMMAND_COMPLETE: index = 4; break;
    default: return CL_INVALID_VALUE;
    }
    /* Only a command that completed has all its times (a failed one has none to trust). */
    if (status != CL_COMPLETE) return CL_PROFILING_INFO_NOT_AVAILABLE;
    NCPU_INFO_VALUE(cl_ulong, times[index]);
}

cl_int CL_API_CALL clSetEventCallback(cl_event event, cl_int command_exec_callback_type,
                                      void(CL_CALLBACK *pfn_notify)(cl_event event,
                                                                    cl_int event_command_status,
                                                                    void *user_data),
                                      void *user_data)
{
    if (!ncpu_is(event, NCPU_MAGIC_EVENT)) return CL_INVALID_EVENT;
    if (pfn_notify == NULL ||
        (command_exec_callback_type != CL_SUBMITTED && command_exec_callback_type != CL_RUNNING &&
         command_exec_callback_type != CL_COMPLETE))
        return CL_INVALID_VALUE;
    ncpu_event_callback *callback = malloc(sizeof *callback);
    if (callback == NULL) return CL_OUT_OF_HOST_MEMORY;
    callback->trigger = command_exec_callback_type;
    callback->function = pfn_notify;
    callback->user_data = user_data;
    pthread_mutex_lock(&event->lock);
    cl_int status = event->status;
    bool now = reached(status, callback->trigger);
    if (!now) {
        callback->next = event->callbacks;
        event->callbacks = callback;
    }
    pthread_mutex_unlock(&event->lock);
    /* A status already reached: called at once, on this thread. */
    if (now) {
        callback->next = NULL;
        run_callbacks(event, callback, status);
    }
    return CL_SUCCESS;
}

cl_int CL_API_CALL clRetainEvent(cl_event event)
{
    if (!ncpu_is(event, NCPU_MAGIC_EVENT)) return CL_INVALID_EVENT;
    ncpu_object_retain(event);
    return CL_SUCCESS;
}

cl_int CL_API_CALL clReleaseEvent(cl_event event)
{
    if (!ncpu_is(event, NCPU_MAGIC_EVENT)) return CL_INVALID_EVENT;
    if (!ncpu_object_release(event)) return CL_SUCCESS;
    /* The last reference: no command holds it, so its status is final, or (a user event never
     * set, released by the application) nothing will ever set it; callbacks left never run. */
    ncpu_object_forget(event);
    for (ncpu_event_callback *callback = event->callbacks, *next; callback; callback = next) {
        next = callback->next;
        free(callback);
    }
    cl_command_queue queue = event->queue;
    cl_context context = event->context;
    pthread_cond_destroy(&event->changed);
    pthread_mutex_destroy(&event->lock);
    free(event);
    /* The queue may go with its last event (and then the context with the queue). */
    if (queue != NULL) clReleaseCommandQueue(queue);
    clReleaseContext(context);
    return CL_SUCCESS;
}
