/*
 * What program.c and launch.c share beyond icd.h: letting go of Python's objects from any
 * thread, and the plans' lifetime.
 */
#ifndef NCPU_OPT_ICD_PROGRAM_H
#define NCPU_OPT_ICD_PROGRAM_H

#include "icd.h"

/* Queues the Python object `python_id` (a program, kernel or plan host.py keeps for us) to be
 * dropped; safe on any thread, a queue's included (it never calls Python).  0 is ignored. */
void ncpu_python_forget(uint64_t python_id);
/* Drops the objects queued by ncpu_python_forget (one bridge call); only on a thread that may
 * call Python (an API call's, never a queue's).  Nearly free when nothing is queued. */
void ncpu_python_collect(void);

/* Drops a reference to `plan` (the kernel cache's or a command's); the last one frees it and
 * forgets its Python LaunchPlan. */
void ncpu_plan_release(ncpu_plan *plan);

/* Whether every argument of `kernel` has been set (under kernel->lock). */
bool ncpu_kernel_args_complete(cl_kernel kernel);

/* Bytes of __local memory a launch of `kernel` takes: its own variables and the __local
 * arguments set (under kernel->lock). */
cl_ulong ncpu_kernel_local_bytes(cl_kernel kernel);

#endif /* NCPU_OPT_ICD_PROGRAM_H */
