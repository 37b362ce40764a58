; Adaptors nest; the passes inside run as usual.
; RUN: ncpu-opt -passes='module(function(sroa,instcombine),globaldce),cgscc(function-attrs),function<eager-inv>(simplifycfg)' -S %s | FileCheck %s

; CHECK-NOT: @unused
; CHECK: define {{.*}}i32 @f(i32 {{.*}}%a)
; CHECK-NEXT: ret i32 %a

define internal void @unused() {
  ret void
}

define i32 @f(i32 %a) {
  %p = alloca i32
  store i32 %a, ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}
