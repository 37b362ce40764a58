; Malformed kernel metadata is a clear error, exit code 1.
; RUN: not ncpu-opt -passes=transfer-kernel-metadata -S %S/Inputs/not-a-function.ll 2>&1 | filecheck %s --check-prefix=NOTFN
; RUN: not ncpu-opt -passes=transfer-kernel-metadata -S %S/Inputs/bad-size.ll 2>&1 | filecheck %s --check-prefix=BADSIZE
; RUN: not ncpu-opt -passes=transfer-kernel-metadata -S %S/Inputs/zero-size.ll 2>&1 | filecheck %s --check-prefix=ZERO

; NOTFN: ncpu-opt: error: malformed !opencl.kernels: an entry does not start with a function
; BADSIZE: ncpu-opt: error: malformed !opencl.kernels work-group size: expected X, Y and Z
; ZERO: ncpu-opt: error: malformed !reqd_work_group_size on @k: expected 1 to 3 positive sizes
