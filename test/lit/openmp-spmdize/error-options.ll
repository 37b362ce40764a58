; The pass's options: disable (a flag) and shared-limit=<int>; anything else
; fails to parse, naming the option and what it expects.
; RUN: not ncpu-opt -passes='openmp-spmdize<shared-limit=lots>' -S %s 2>&1 | filecheck %s --check-prefix=INT
; RUN: not ncpu-opt -passes='openmp-spmdize<shared-limit>' -S %s 2>&1 | filecheck %s --check-prefix=VALUE
; RUN: not ncpu-opt -passes='openmp-spmdize<disable=maybe>' -S %s 2>&1 | filecheck %s --check-prefix=BOOL
; RUN: not ncpu-opt -passes='openmp-spmdize<limit=8>' -S %s 2>&1 | filecheck %s --check-prefix=UNKNOWN
; RUN: not ncpu-opt -passes='openmp-spmdize<shared-limit=-5>' -S %s 2>&1 | filecheck %s --check-prefix=NEGATIVE
; INT: ncpu-opt: error: {{.*}}option 'shared-limit' of pass 'openmp-spmdize': expected an int, got 'lots'
; VALUE: ncpu-opt: error: {{.*}}option 'shared-limit' of pass 'openmp-spmdize' needs a value: shared-limit=<int>
; BOOL: ncpu-opt: error: {{.*}}option 'disable' of pass 'openmp-spmdize': expected true or false, got 'maybe'
; UNKNOWN: ncpu-opt: error: {{.*}}invalid OpenMPSpmdizePass parameter 'limit' (pass 'openmp-spmdize' takes: disable, shared-limit)
; NEGATIVE: ncpu-opt: error: openmp-spmdize: shared-limit must be a number of bytes (-1: no limit), got -5
