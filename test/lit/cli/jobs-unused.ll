; -j where it does not apply is said once, and the exit status is unchanged.
; RUN: ncpu-opt -j 2 -S %s -o /dev/null 2>&1 | FileCheck %s
; RUN: ncpu-opt -j2 -passes=instcombine --filetype=obj %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE
; RUN: ncpu-opt -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty

; CHECK: {{^}}ncpu-opt: warning: -j has no effect without --filetype=obj (it compiles the kernels of an object file in processes of their own){{$}}
; CHECK-NOT: {{.}}
; PIPELINE: {{^}}ncpu-opt: warning: -j has no effect with a pipeline that does not run internalize-helpers, as native-cpu does (it compiles {{.*}}){{$}}
; PIPELINE-NOT: {{.}}
; NONE-NOT: warning

define void @f() {
  ret void
}
