/* The checks every C host of test/icd makes: EXPECT counts a check and prints a failed one
 * (file:line, the condition, a message); EXPECT_STATUS expects a call's error code. */
#ifndef NCPU_TEST_EXPECT_H
#define NCPU_TEST_EXPECT_H

#include <CL/cl.h>
#include <stdio.h>

static int checks, failures;

#define EXPECT(cond, ...)                                                                          \
    do {                                                                                           \
        checks++;                                                                                  \
        if (!(cond)) {                                                                             \
            printf("FAIL %s:%d: %s: ", __FILE__, __LINE__, #cond);                                 \
            printf(__VA_ARGS__);                                                                   \
            printf("\n");                                                                          \
            failures++;                                                                            \
        }                                                                                          \
    } while (0)

/* `call` returns (or sets its errcode to) `code`. */
#define EXPECT_STATUS(call, code)                                                                  \
    do {                                                                                           \
        cl_int got_ = (call);                                                                      \
        EXPECT(got_ == (code), "%s gave %d, expected %s (%d)", #call, got_, #code, code);          \
    } while (0)

#endif
