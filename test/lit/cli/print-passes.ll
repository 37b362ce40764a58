; RUN: ncpu-opt --print-passes | FileCheck %s --strict-whitespace
; RUN: ncpu-opt -print-passes | FileCheck %s --strict-whitespace

; CHECK: {{^}}Module passes:{{$}}
; CHECK: {{^}}Module passes with params:{{$}}
; CHECK: {{^}}LLVM passes:{{$}}
; CHECK: {{^}}  instcombine{{$}}
; CHECK: {{^}}  sroa{{$}}
; CHECK: {{^}}LLVM passes with params:{{$}}
; CHECK-NEXT: {{^}}  default<O0;O1;O2;O3>{{$}}
; CHECK: {{^}}  simplify<O0;O1;O2;O3>{{$}}
