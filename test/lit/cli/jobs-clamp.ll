; -j beyond the cores this process may run on is a warning and as many processes as cores
; (-j 10000 started one per kernel: 3.3 GB for 40 kernels against 262 MB at -j 2).
; RUN: ncpu-opt -j 10000 -passes=native-cpu --filetype=obj %S/../../runtime/ll/ndrange.ll -o %t.o 2>&1 | FileCheck %s
; RUN: ncpu-opt -j 1 -passes=native-cpu --filetype=obj %S/../../runtime/ll/ndrange.ll -o %t.o 2>&1 | FileCheck %s --check-prefix=ONE --allow-empty

; CHECK: {{^}}ncpu-opt: warning: -j 10000 is more than the {{[1-9][0-9]*}} cores this process may run on; using {{[1-9][0-9]*}} processes{{$}}
; CHECK-NOT: {{.}}
; ONE-NOT: warning
