; RUN: ncpu-opt -passes='default<O2>' -S %s | FileCheck %s
; RUN: ncpu-opt -passes=O2 -S %s | FileCheck %s
; RUN: ncpu-opt -passes='default<O0>' -S %s | FileCheck %s --check-prefix=O0

; CHECK-LABEL: define {{.*}}i32 @twice(i32 %a)
; CHECK-NEXT: entry:
; CHECK-NEXT: %{{.*}} = shl i32 %a, 1
; CHECK-NEXT: ret i32
; O0: alloca

define i32 @twice(i32 %a) {
entry:
  %p = alloca i32, align 4
  store i32 %a, ptr %p, align 4
  %x = load i32, ptr %p, align 4
  %y = add i32 %x, %x
  ret i32 %y
}
