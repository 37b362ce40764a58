; IR that parses but does not verify is located too, and names the function.
; RUN: not ncpu-opt -S %s 2>&1 | FileCheck %s --strict-whitespace --match-full-lines

; CHECK:ncpu-opt: error: {{.*}}verifier-failure.ll:9:3: Only PHI nodes may reference their own value! (in function @g)
; CHECK-NEXT:  %x = add i32 %x, 2
; CHECK-NEXT:  ^
define i32 @g(i32 %a) {
entry:
  %x = add i32 %x, 2
  ret i32 %x
}
