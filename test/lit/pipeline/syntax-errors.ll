; Pipeline text that does not parse is reported with the whole text.
; RUN: not ncpu-opt -passes='function(sroa' -S %s 2>&1 | FileCheck %s --check-prefix=OPEN
; RUN: not ncpu-opt -passes='sroa)' -S %s 2>&1 | FileCheck %s --check-prefix=CLOSE
; RUN: not ncpu-opt -passes='sroa,,dce' -S %s 2>&1 | FileCheck %s --check-prefix=EMPTY
; RUN: not ncpu-opt -passes='default<O2' -S %s 2>&1 | FileCheck %s --check-prefix=ANGLE

; OPEN: ncpu-opt: error: parse of pass pipeline 'function(sroa' failed : unbalanced '(' after 'function' at offset 8
; CLOSE: ncpu-opt: error: parse of pass pipeline 'sroa)' failed : unbalanced ')' at offset 4
; EMPTY: ncpu-opt: error: parse of pass pipeline 'sroa,,dce' failed : empty pass name at offset 5
; ANGLE: ncpu-opt: error: parse of pass pipeline 'default<O2' failed : unbalanced '<' in parameters of 'default' at offset 7

define void @f() {
  ret void
}
