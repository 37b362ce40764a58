; native-cpu is a pipeline macro: listed by --print-passes, options checked when parsed.
; RUN: ncpu-opt --print-passes | filecheck %s --check-prefix=LIST
; RUN: not ncpu-opt -passes='native-cpu<O9>' -S %s 2>&1 | filecheck %s --check-prefix=LEVEL
; RUN: not ncpu-opt -passes='native-cpu<O1;O2>' -S %s 2>&1 | filecheck %s --check-prefix=TWO
; RUN: not ncpu-opt -passes='function(native-cpu)' -S %s 2>&1 | filecheck %s --check-prefix=NESTED
; RUN: not ncpu-opt -passes='native-cpux' -S %s 2>&1 | filecheck %s --check-prefix=SUGGEST
; RUN: not ncpu-opt -passes='native-cpu<vecz-width=6>' -S %s 2>&1 | filecheck %s --check-prefix=WIDTH
; RUN: not ncpu-opt -passes='native-cpu<no-vecz;vecz-width=8>' -S %s 2>&1 | filecheck %s --check-prefix=NOVECZ

; LIST: {{^}}Pipelines:{{$}}
; LIST-NEXT: {{^}}  native-cpu<O0;O1;O2;O3;vecz;no-vecz;vecz-width=N;vecz-scalable;vecz-always;no-privatize;checked;uninitialized;data-races>  - {{.+$}}
; LEVEL: error: parse of pass pipeline 'native-cpu<O9>' failed : invalid option 'O9' for pipeline 'native-cpu' (its options: O0;O1;O2;O3;vecz;no-vecz;vecz-width=N;vecz-scalable;vecz-always;no-privatize;checked;uninitialized;data-races)
; TWO: takes one optimisation level
; NESTED: 'native-cpu' is a module pipeline and cannot run inside 'function(...)'
; SUGGEST: unknown pass name 'native-cpux' (did you mean 'native-cpu'?)
; WIDTH: error: parse of pass pipeline 'native-cpu<vecz-width=6>' failed : invalid value '6' for option 'vecz-width' of pipeline 'native-cpu' (expected a power of two from 1 to 64)
; NOVECZ: error: parse of pass pipeline 'native-cpu<no-vecz;vecz-width=8>' failed : invalid options for pipeline 'native-cpu': 'vecz-width' needs the vectoriser, which 'no-vecz' turns off

define void @f() {
  ret void
}
