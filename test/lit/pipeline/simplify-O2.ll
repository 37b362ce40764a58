; simplify<ON> is LLVM's default<ON> without its loop and SLP vectorisers:
; stack slots are promoted, but the loop stays scalar (the work-item
; vectoriser comes later in native-cpu); default<O2> vectorises it.
; RUN: ncpu-opt -passes='simplify<O2>' -S %s | FileCheck %s
; RUN: ncpu-opt -passes='default<O2>' -S %s | FileCheck %s --check-prefix=DEFAULT
; RUN: not ncpu-opt -passes='simplify<O4>' -S %s 2>&1 | FileCheck %s --check-prefix=BAD

; CHECK-LABEL: define void @scale(
; CHECK-NOT: alloca
; CHECK-NOT: <{{[0-9]+}} x float>
; CHECK: fmul float
; CHECK: ret void
; DEFAULT-LABEL: define void @scale(
; DEFAULT: fmul <{{[0-9]+}} x float>
; BAD: invalid optimization level for 'simplify': 'O4'

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @scale(ptr noalias %a, i64 %n) {
entry:
  %i.slot = alloca i64, align 8
  store i64 0, ptr %i.slot, align 8
  br label %cond

cond:
  %i = load i64, ptr %i.slot, align 8
  %more = icmp ult i64 %i, %n
  br i1 %more, label %body, label %exit

body:
  %p = getelementptr inbounds float, ptr %a, i64 %i
  %x = load float, ptr %p, align 4
  %y = fmul float %x, 3.0
  store float %y, ptr %p, align 4
  %next = add nuw i64 %i, 1
  store i64 %next, ptr %i.slot, align 8
  br label %cond

exit:
  ret void
}
