; A misspelt single-dash option is named whole, with the closest option.
; RUN: not ncpu-opt -pases=instcombine -S %s 2>&1 | FileCheck %s
; RUN: not ncpu-opt -emit-llvm -S %s 2>&1 | FileCheck %s --check-prefix=NOHINT
; Real short options keep their joined forms.
; RUN: ncpu-opt -O3 -j2 -xir -Sf %s | FileCheck %s --check-prefix=SHORT

; CHECK: {{^}}ncpu-opt: error: unknown option '-pases' (did you mean '-passes'?){{$}}
; CHECK-NOT: {{.}}
; NOHINT: {{^}}ncpu-opt: error: unknown option '-emit-llvm'{{$}}
; SHORT: define void @f()

define void @f() {
  ret void
}
