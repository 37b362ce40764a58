; A parse error points at the file, line and column, with a caret.
; RUN: not ncpu-opt -S %s 2>&1 | FileCheck %s --strict-whitespace --match-full-lines

; CHECK:ncpu-opt: error: {{.*}}malformed-ir.ll:9:19: use of undefined value '%y'
; CHECK-NEXT:  %x = add i32 1, %y
; CHECK-NEXT:                  ^
define i32 @f() {
entry:
  %x = add i32 1, %y
  ret i32 %x
}
