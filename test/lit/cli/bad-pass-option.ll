; Options a pass does not have, and bad values, name the pass.
; RUN: not ncpu-opt -passes='instcombine<max-iterations=2>' -S %s 2>&1 | FileCheck %s --check-prefix=NOOPTS
; RUN: not ncpu-opt -passes='default<O7>' -S %s 2>&1 | FileCheck %s --check-prefix=LEVEL
; RUN: not ncpu-opt -passes='function(globaldce)' -S %s 2>&1 | FileCheck %s --check-prefix=NESTING

; NOOPTS: ncpu-opt: error: parse of pass pipeline 'instcombine<max-iterations=2>' failed : pass 'instcombine' does not take options
; LEVEL: ncpu-opt: error: parse of pass pipeline 'default<O7>' failed : invalid optimization level for 'default': 'O7' (expected one of O0, O1, O2, O3)
; NESTING: ncpu-opt: error: parse of pass pipeline 'function(globaldce)' failed : 'globaldce' is a module pass and cannot run inside 'function(...)'

define void @f() {
  ret void
}
