; RUN: ncpu-opt -passes='sroa,function(instcombine),dce' -debug-pass-manager -disable-output %s 2>&1 | FileCheck %s
; RUN: ncpu-opt -passes='sroa,function(instcombine),dce' --debug-pass-manager -disable-output %s 2>&1 | FileCheck %s

; One hand-over to LLVM for the three passes.
; CHECK: Handing IR to LLVM for sroa, instcombine, dce
; CHECK-NEXT: Running pass: sroa
; CHECK-NEXT: Running pass: instcombine
; CHECK-NEXT: Running pass: dce
; CHECK-NOT: Running pass

define i32 @f(i32 %a) {
  ret i32 %a
}
