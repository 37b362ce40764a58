/*
 * THE LIST of OpenCL entry points nobody has implemented yet, by the file that will hold them.
 *
 * Each is a weak definition that fails with CL_INVALID_OPERATION (and a NULL object), so that
 * the dispatch table is complete and the loader never calls through a NULL pointer.  To
 * implement one: define it (strong, same API name) in its file and delete it here in the same
 * commit; the library links either way, and test/icd/test_dispatch.py fails while a function
 * is both here and defined elsewhere, so this list stays the truth.
 */
#include "icd.h"

#define NCPU_UNIMPLEMENTED __attribute__((weak))
#define NCPU_UNIMPLEMENTED_STATUS return CL_INVALID_OPERATION
#define NCPU_UNIMPLEMENTED_OBJECT(errcode_ret)                                                     \
    do {                                                                                           \
        if (errcode_ret) *(errcode_ret) = CL_INVALID_OPERATION;                                    \
        return NULL;                                                                               \
    } while (0)
