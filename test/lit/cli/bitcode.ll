; Without -S the output is bitcode, which reads back (also from stdin).
; RUN: ncpu-opt %s -o %t.bc
; RUN: ncpu-opt -S %t.bc | FileCheck %s
; RUN: ncpu-opt -S - < %t.bc | FileCheck %s
; RUN: ncpu-opt -disable-output %s

; CHECK: define i32 @f(i32 %a)

define i32 @f(i32 %a) {
  ret i32 %a
}
