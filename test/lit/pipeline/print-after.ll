; RUN: ncpu-opt -passes='sroa,instcombine' -print-after-all -disable-output %s 2>&1 | FileCheck %s --check-prefix=ALL
; RUN: ncpu-opt -passes='sroa,instcombine' -print-after=instcombine -print-before=sroa -disable-output %s 2>&1 | FileCheck %s --check-prefix=SOME
; RUN: ncpu-opt -passes='sroa,instcombine' -verify-each -S %s | FileCheck %s --check-prefix=VERIFY

; ALL: ; *** IR Dump After sroa ***
; ALL: %y = add i32 %a, 0
; ALL: ; *** IR Dump After instcombine ***
; ALL-NOT: add i32
; ALL: ret i32 %a

; SOME: ; *** IR Dump Before sroa ***
; SOME: alloca
; SOME-NOT: IR Dump After sroa
; SOME: ; *** IR Dump After instcombine ***
; SOME: ret i32 %a

; VERIFY: ret i32 %a

define i32 @f(i32 %a) {
  %p = alloca i32
  store i32 %a, ptr %p
  %x = load i32, ptr %p
  %y = add i32 %x, 0
  ret i32 %y
}
