/* The platform a C host runs on: the first whose name or vendor contains $NCPU_TEST_PLATFORM
 * (default "ncpu-opt"), ignoring case.  The host exits 77 (the test skips) when there is none,
 * 1 when the loader fails otherwise.  Include after <CL/cl.h>. */
#ifndef HOSTS_CHOSEN_PLATFORM_H
#define HOSTS_CHOSEN_PLATFORM_H

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int contains_ignoring_case(const char *haystack, const char *needle)
{
    size_t n = strlen(needle);
    for (; *haystack; haystack++) {
        size_t i = 0;
        while (i < n && haystack[i] &&
               tolower((unsigned char)haystack[i]) == tolower((unsigned char)needle[i]))
            i++;
        if (i == n) return 1;
    }
    return n == 0;
}

/* The chosen platform; its name goes to `name` (`size` bytes). */
static cl_platform_id chosen_platform(char *name, size_t size)
{
    const char *wanted = getenv("NCPU_TEST_PLATFORM");
    if (wanted == NULL) wanted = "ncpu-opt";
    cl_platform_id platforms[16];
    cl_uint count = 0;
    cl_int err = clGetPlatformIDs(16, platforms, &count);
    if (err == CL_PLATFORM_NOT_FOUND_KHR) {
        count = 0; /* the loader found no ICD at all */
    } else if (err != CL_SUCCESS) {
        printf("FATAL: clGetPlatformIDs: error %d\n", err);
        exit(1);
    }
    for (cl_uint i = 0; i < count && i < 16; i++) {
        char vendor[256] = "";
        name[0] = '\0';
        clGetPlatformInfo(platforms[i], CL_PLATFORM_NAME, size, name, NULL);
        clGetPlatformInfo(platforms[i], CL_PLATFORM_VENDOR, sizeof vendor, vendor, NULL);
        if (contains_ignoring_case(name, wanted) || contains_ignoring_case(vendor, wanted))
            return platforms[i];
    }
    printf("no OpenCL platform named '%s' among %u\n", wanted, count);
    exit(77);
}

#endif /* HOSTS_CHOSEN_PLATFORM_H */
