; Each pass with the first line of its description, aligned in its section.
; RUN: ncpu-opt --print-passes | FileCheck %s --strict-whitespace
; RUN: ncpu-opt -print-passes | FileCheck %s --strict-whitespace

; CHECK: {{^}}Module passes:{{$}}
; CHECK: {{^}}Module passes with params:{{$}}
; CHECK: {{^}}LLVM passes:{{$}}
; CHECK: {{^}}  instcombine             - Combine redundant instructions{{$}}
; CHECK: {{^}}  sroa                    - Scalar replacement of aggregates{{$}}
; CHECK: {{^}}LLVM passes with params:{{$}}
; CHECK-NEXT: {{^}}  default<O0;O1;O2;O3>   - LLVM's default optimisation pipeline at -O0..-O3{{$}}
; CHECK: {{^}}  simplify<O0;O1;O2;O3>  - {{.+$}}
