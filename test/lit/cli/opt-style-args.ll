; opt's spellings of the options all work.
; RUN: ncpu-opt -passes=instcombine -S %s | FileCheck %s
; RUN: ncpu-opt -passes instcombine -S -o - %s | FileCheck %s
; RUN: ncpu-opt --passes=instcombine -S %s | FileCheck %s
; RUN: ncpu-opt --passes instcombine -S %s | FileCheck %s
; RUN: ncpu-opt -p=instcombine -S %s | FileCheck %s
; RUN: ncpu-opt -S -passes=instcombine < %s | FileCheck %s --check-prefix=STDIN
; RUN: ncpu-opt -passes=instcombine -S %s -o %t.ll && FileCheck %s < %t.ll

; CHECK: define i32 @f(i32 %a)
; CHECK-NEXT: ret i32 %a
; STDIN: ; ModuleID = '<stdin>'

define i32 @f(i32 %a) {
  %b = add i32 %a, 0
  ret i32 %b
}
