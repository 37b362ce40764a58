; --print-before/--print-after name passes: an unknown one is an error, worded
; as for -passes, rather than printing nothing.
; RUN: not ncpu-opt -passes=instcombine --print-after=instcombin -S %s 2>&1 | FileCheck %s
; RUN: not ncpu-opt -passes=instcombine -print-before=sroa,nosuchpass -S %s 2>&1 | FileCheck %s --check-prefix=BEFORE
; RUN: not ncpu-opt -passes=native-cpu --print-after=native-cpu -S %s 2>&1 | FileCheck %s --check-prefix=PIPELINE
; RUN: ncpu-opt -passes=instcombine --print-after='instcombine,default<O2>' -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=GOOD

; CHECK: {{^}}ncpu-opt: error: --print-after: unknown pass name 'instcombin' (did you mean 'instcombine'?){{$}}
; BEFORE: {{^}}ncpu-opt: error: --print-before: unknown pass name 'nosuchpass'{{$}}
; PIPELINE: {{^}}ncpu-opt: error: --print-after: 'native-cpu' is a pipeline, not a pass: name one of the passes it runs (--print-passes lists them){{$}}
; GOOD: ; *** IR Dump After instcombine ***

define void @f() {
  ret void
}
