; RUN: not ncpu-opt -S %t.does-not-exist.ll 2>&1 | FileCheck %s
; RUN: not ncpu-opt -S %s -o %t.no/such/dir.ll 2>&1 | FileCheck %s --check-prefix=OUT

; CHECK: ncpu-opt: error: {{.*}}.does-not-exist.ll: No such file or directory
; OUT: ncpu-opt: error: cannot open output file '{{.*}}dir.ll': No such file or directory

define void @f() {
  ret void
}
