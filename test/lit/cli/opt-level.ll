; -O# alone means -passes='default<O#>', as in opt; beside -passes it is an
; error (opt's rule), unless --filetype makes it the code generation level.
; RUN: ncpu-opt -O3 -S %s | FileCheck %s
; RUN: ncpu-opt -O0 -S %s | FileCheck %s --check-prefix=O0
; RUN: not ncpu-opt -O2 -passes=instcombine -S %s 2>&1 | FileCheck %s --check-prefix=BOTH
; RUN: ncpu-opt -O1 -passes=instcombine --filetype=asm %s -o - | FileCheck %s --check-prefix=ASM

; CHECK: define i32 @f(i32 returned %a)
; CHECK-NEXT: ret i32 %a
; O0: alloca
; BOTH: {{^}}ncpu-opt: error: cannot specify -O2 and -passes, use -passes='default<O2>,instcombine' (with --filetype, -O2 sets the code generation level only){{$}}
; ASM: f:

define i32 @f(i32 %a) {
  %p = alloca i32
  store i32 %a, ptr %p
  %b = load i32, ptr %p
  ret i32 %b
}
